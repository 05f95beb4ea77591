#pragma once
// Runs one of our programs as a process and captures its exit code, stdout and stderr.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace csp::testing {

struct ProcessResult {
    int exit_code = -1;
    std::string out, err;
};

inline std::string read_text_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// A path for a file of this test; ctest runs tests as parallel processes, so it carries the
/// process id and the test's name.
inline std::string test_file(const std::string& suffix) {
    return ::testing::TempDir() + "proc_" + std::to_string(getpid()) + "_" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name() + "_" + suffix;
}

/// Runs `program` (a path) with `args` (a shell fragment) and `input` on stdin.
inline ProcessResult run_process(const std::string& program, const std::string& args, const std::string& input = "") {
    const std::string in = test_file("in.txt"), out = test_file("out.txt"), err = test_file("err.txt");
    std::ofstream(in) << input;
    const std::string command = "'" + program + "' " + args + " < '" + in + "' > '" + out + "' 2> '" + err + "'";
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_text_file(out), read_text_file(err)};
}

}  // namespace csp::testing
