// fzn-csp's learning search (its default) end to end: the same answers as the plain search
// (--no-learning) on models whose answers are known (4-queens has 2 solutions; min x + y with
// 2x + y >= 7, x != y is 4).
#include <gtest/gtest.h>

#include <string>

#include "test_process.hpp"

namespace {

using csp::testing::run_process;

const std::string kFznCspProgram = std::string(CSP_BINARY_DIR) + "/fzn-csp";

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

std::string learning_queens4() {
    std::string model;
    for (int i = 1; i <= 4; ++i) model += "var 1..4: q" + std::to_string(i) + ";\n";
    model += "array [1..4] of var int: q :: output_array([1..4]) = [q1, q2, q3, q4];\n";
    for (int i = 1; i <= 4; ++i)
        for (int j = i + 1; j <= 4; ++j) {
            const std::string x = "q" + std::to_string(i), y = "q" + std::to_string(j);
            model += "constraint int_ne(" + x + ", " + y + ");\n";
            for (const int d : {j - i, i - j})
                model += "constraint int_lin_ne([1, -1], [" + x + ", " + y + "], " + std::to_string(d) + ");\n";
        }
    return model + "solve satisfy;\n";
}

TEST(FznProgram, LearningCountsAsThePlainSearch) {
    for (const std::string flags : {"-a --no-learning -", "-a -"}) {
        const auto r = run_process(kFznCspProgram, flags, learning_queens4());
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(occurrences(r.out, "----------"), 2u) << flags << "\n" << r.out;
        EXPECT_EQ(occurrences(r.out, "q = array1d(1..4, [2, 4, 1, 3]);"), 1u) << flags << "\n" << r.out;
        EXPECT_EQ(occurrences(r.out, "q = array1d(1..4, [3, 1, 4, 2]);"), 1u) << flags << "\n" << r.out;
        EXPECT_NE(r.out.find("=========="), std::string::npos) << flags;
    }
}

TEST(FznProgram, LearningProvesTheSameOptimum) {
    const std::string model =
        "var 0..10: x :: output_var;\nvar 0..10: y :: output_var;\nvar 0..20: z :: output_var;\n"
        "constraint int_lin_eq([1, 1, -1], [x, y, z], 0);\n"
        "constraint int_lin_le([-2, -1], [x, y], -7);\n"
        "constraint int_ne(x, y);\n"
        "solve minimize z;\n";
    for (const std::string flags : {"--no-learning -", "-"}) {
        const auto r = run_process(kFznCspProgram, flags, model);
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_NE(r.out.find("z = 4;\n----------\n==========\n"), std::string::npos) << flags << "\n" << r.out;
    }
}

}  // namespace
