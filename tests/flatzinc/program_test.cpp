// fzn-csp as a program under a memory cap (the cases of tests/data/hostile/ cannot set one): a
// thread that cannot start is an error, not an abort, and running out of memory while building the
// model is a limit, =====UNKNOWN=====, not bad_alloc.
#include <gtest/gtest.h>

#include <string>

#include "test_process.hpp"

namespace {

using csp::testing::run_process;

const std::string kProgram = std::string(CSP_BINARY_DIR) + "/fzn-csp";

/// Runs fzn-csp through the shell, for redirections and ulimit: `command` follows the program's path.
csp::testing::ProcessResult shell(const std::string& before, const std::string& command, const std::string& input) {
    return run_process("/bin/sh", "-c '" + before + " exec " + kProgram + " " + command + "'", input);
}

/// `count` unconstrained variables of 2^22 values each (the most the translation takes).
std::string large_domains(int count) {
    std::string model;
    for (int i = 0; i < count; ++i) model += "var 0..4194303: x" + std::to_string(i) + ";\n";
    return model + "solve satisfy;\n";
}

// 64 threads (the most -p takes), each with an 8 MB stack and its own malloc arena, do not fit in
// 300 MB of address space: before, the std::thread that could not start left the others joinable
// and the program aborted ("terminate called").
TEST(FznProgram, AThreadThatCannotStartIsReported) {
    const std::string model = "var 1..1000: x;\nvar 1..1000: y;\nconstraint int_lt(x, y);\nsolve satisfy;\n";
    const auto r = shell("ulimit -v 300000;", "-p 64 -", model);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("cannot start thread"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("terminate called"), std::string::npos) << r.err;
}

TEST(FznProgram, RunningOutOfMemoryWhileBuildingIsALimit) {
    const auto r = shell("ulimit -v 500000;", "-", large_domains(100));  // ~2.4 GB of domains in 0.5 GB
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "=====UNKNOWN=====\n");
    EXPECT_NE(r.err.find("limit reached (memory)"), std::string::npos) << r.err;
}

}  // namespace
