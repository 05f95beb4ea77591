// fzn-csp as a program under hostile use: usage errors exit 1 as docs/flatzinc.md says, an
// output_array whose index sets do not match its array is refused with its location, a failed
// write is reported, a thread that cannot start is an error (not an abort), and building the model
// counts against -t and against memory, ending in =====UNKNOWN===== instead of bad_alloc.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
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

const std::string kTwoSolutions = "var 1..2: x :: output_var;\nsolve satisfy;\n";

TEST(FznProgram, UsageErrorsExitWithStatusOne) {
    for (const char* args : {"--no-such-flag -", "-n 0 -", "-t -5 -", "", "- extra"}) {
        const auto r = run_process(kProgram, args, kTwoSolutions);
        EXPECT_EQ(r.exit_code, 1) << args << ": " << r.err;
        EXPECT_FALSE(r.err.empty()) << args;
    }
    EXPECT_EQ(run_process(kProgram, "--help").exit_code, 0);
}

TEST(FznProgram, AnOutputArrayOfTheWrongSizeIsRefusedWithItsLocation) {
    const std::string model =
        "var 1..3: x;\nvar 1..3: y;\n"
        "array [1..2] of var int: a :: output_array([1..5]) = [x, y];\nsolve satisfy;\n";
    const auto r = run_process(kProgram, "-", model);
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_NE(r.err.find("<stdin>:3:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("output_array of 'a'"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("array1d"), std::string::npos) << r.out;

    const std::string two_by_two =
        "var 1..3: x;\nvar 1..3: y;\n"
        "array [1..2] of var int: a :: output_array([1..2, 1..2]) = [x, y];\nsolve satisfy;\n";
    EXPECT_EQ(run_process(kProgram, "-", two_by_two).exit_code, 1);

    const std::string right =
        "var 1..3: x;\nvar 1..3: y;\n"
        "array [1..2] of var int: a :: output_array([1..1, 1..2]) = [x, y];\nsolve satisfy;\n";
    const auto ok = run_process(kProgram, "-", right);
    EXPECT_EQ(ok.exit_code, 0) << ok.err;
    EXPECT_NE(ok.out.find("a = array2d(1..1, 1..2, [1, 1]);"), std::string::npos) << ok.out;
}

TEST(FznProgram, AFailedWriteIsAnError) {
    const auto r = shell("", "-a - > /dev/full", kTwoSolutions);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("cannot write output"), std::string::npos) << r.err;
}

// 1000 threads of 8 MB stacks do not fit in 2 GB of address space: before, the std::thread that
// could not start left the others joinable and the program aborted ("terminate called").
TEST(FznProgram, AThreadThatCannotStartIsReported) {
    const std::string model = "var 1..1000: x;\nvar 1..1000: y;\nconstraint int_lt(x, y);\nsolve satisfy;\n";
    const auto r = shell("ulimit -v 2000000;", "-p 1000 -", model);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("cannot start thread"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("terminate called"), std::string::npos) << r.err;
}

// 100 domains of 2^22 values take some 20 s to build: the limit of 0.5 s must cover that.
TEST(FznProgram, BuildingTheModelCountsAgainstTheTimeLimit) {
    const auto start = std::chrono::steady_clock::now();
    const auto r = run_process(kProgram, "-t 500 -", large_domains(100));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "=====UNKNOWN=====\n");
    EXPECT_NE(r.err.find("limit reached (time)"), std::string::npos) << r.err;
    EXPECT_LT(seconds, 3.0);
}

TEST(FznProgram, RunningOutOfMemoryWhileBuildingIsALimit) {
    const auto r = shell("ulimit -v 500000;", "-", large_domains(100));  // ~2.4 GB of domains in 0.5 GB
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "=====UNKNOWN=====\n");
    EXPECT_NE(r.err.find("limit reached (memory)"), std::string::npos) << r.err;
}

}  // namespace
