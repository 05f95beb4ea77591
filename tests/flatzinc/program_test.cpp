// fzn-csp as a program under a memory cap (the cases of tests/data/hostile/ cannot set one): a
// thread that cannot start is an error, not an abort, and running out of memory while building the
// model is a limit, =====UNKNOWN=====, not bad_alloc.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

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
    // 100 variables of 2^22 values need about 0.39 GB (the domains' bits and the search's copies;
    // their labels are one shared list), in 0.25 GB of address space.
    const auto r = shell("ulimit -v 250000;", "-", large_domains(100));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "=====UNKNOWN=====\n");
    EXPECT_NE(r.err.find("limit reached (memory)"), std::string::npos) << r.err;
}

// A chain x0 < x1 < … of 100 variables over 0..4,000,000 (MiniZinc's `x[i] < x[i+1]`): each
// variable's four million labels used to be sorted again and copied twice, 23 s of set-up and
// 2.4 GB before the search began (issue 36, item 9); variables with equal values now share one
// list. Solved within 1 GB of address space, and the answer checked.
TEST(FznProgram, AChainOfLargeDomainsIsSolvedInBoundedMemory) {
    constexpr int n = 100;
    std::string model;
    for (int i = 0; i < n; ++i) model += "var 0..4000000: x" + std::to_string(i) + " :: output_var;\n";
    for (int i = 0; i + 1 < n; ++i)
        model += "constraint int_lt(x" + std::to_string(i) + ", x" + std::to_string(i + 1) + ");\n";
    model += "solve satisfy;\n";
    const auto r = shell("ulimit -v 1000000;", "-", model);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::vector<long> value(n, -1);
    const std::regex line(R"(x(\d+) = (-?\d+);)");
    for (std::sregex_iterator it(r.out.begin(), r.out.end(), line), end; it != end; ++it)
        value.at(std::stoul((*it)[1].str())) = std::stol((*it)[2].str());
    for (int i = 0; i < n; ++i) {
        EXPECT_GE(value[i], 0) << "x" << i << " missing or out of range:\n" << r.out;
        EXPECT_LE(value[i], 4000000);
        if (i > 0) {
            EXPECT_LT(value[i - 1], value[i]) << "x" << i;
        }
    }
}

/// A knapsack of 40 items, up to 9 of each: its first solutions come at once, its optimum takes
/// branch and bound far longer than the test waits.
struct Knapsack {
    std::vector<int> weight, value;
    int capacity = 0;
    Knapsack() {
        for (int i = 0; i < 40; ++i) {
            weight.push_back(20 + (i * 37) % 80);
            value.push_back(20 + (i * 53) % 80);
            capacity += 3 * weight.back();
        }
    }
    std::string flatzinc() const {
        std::string vars, ws, vs;
        for (std::size_t i = 0; i < weight.size(); ++i) {
            const std::string sep = i ? "," : "";
            vars += sep + "x" + std::to_string(i);
            ws += sep + std::to_string(weight[i]);
            vs += sep + std::to_string(value[i]);
        }
        std::string model;
        for (std::size_t i = 0; i < weight.size(); ++i)
            model += "var 0..9: x" + std::to_string(i) + " :: output_var;\n";
        return model + "var 0..1000000: profit :: output_var;\nconstraint int_lin_le([" + ws + "],[" + vars + "]," +
               std::to_string(capacity) + ");\nconstraint int_lin_eq([" + vs + ",-1],[" + vars +
               ",profit],0);\nsolve maximize profit;\n";
    }
    /// The checker: the last solution printed in `out` respects the capacity and its profit is its value.
    std::string violation(const std::string& out) const {
        const auto last = out.rfind("x0 = ");
        if (last == std::string::npos) return "no solution printed";
        const std::string solution = out.substr(last);
        long used = 0, profit = 0;
        for (std::size_t i = 0; i < weight.size(); ++i) {
            std::smatch m;
            if (!std::regex_search(solution, m, std::regex("\\bx" + std::to_string(i) + " = (\\d);")))
                return "x" + std::to_string(i) + " missing";
            used += weight[i] * std::stol(m[1]);
            profit += value[i] * std::stol(m[1]);
        }
        std::smatch m;
        if (!std::regex_search(solution, m, std::regex("profit = (\\d+);"))) return "profit missing";
        if (used > capacity) return "over capacity";
        if (std::stol(m[1]) != profit)
            return "profit " + std::string(m[1]) + ", the values sum to " + std::to_string(profit);
        return "";
    }
};

/// n queens in FlatZinc, q0 … q(n-1) in 1..n, each printed.
std::string queens(int n) {
    std::string model;
    for (int i = 0; i < n; ++i)
        model += "var 1.." + std::to_string(n) + ": q" + std::to_string(i) + " :: output_var;\n";
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int d : {0, j - i, i - j})
                model += "constraint int_lin_ne([1,-1],[q" + std::to_string(i) + ",q" + std::to_string(j) + "]," +
                         std::to_string(d) + ");\n";
    return model + "solve satisfy;\n";
}

/// The checker: the n queens printed first in `out` do not attack each other.
std::string queens_violation(const std::string& out, int n) {
    std::vector<long> q;
    for (int i = 0; i < n; ++i) {
        std::smatch m;
        if (!std::regex_search(out, m, std::regex("\\bq" + std::to_string(i) + " = (\\d+);")))
            return "q" + std::to_string(i) + " missing";
        q.push_back(std::stol(m[1]));
    }
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (q[i] == q[j] || std::labs(q[i] - q[j]) == j - i)
                return "queens " + std::to_string(i) + " and " + std::to_string(j) + " attack";
    return "";
}

std::string statistic(const std::string& out, const std::string& name) {
    std::smatch m;
    return std::regex_search(out, m, std::regex("%%%mzn-stat: " + name + "=(\\S+)")) ? std::string(m[1]) : "";
}

// Before, -r changed nothing under -f (issue 37): the free search breaks no tie at random. A seed
// given now breaks dom/wdeg's ties at random: the searches differ, each answer still checked.
TEST(FznProgram, TheSeedChangesTheFreeSearch) {
    const std::string model = queens(30);
    std::set<std::string> nodes;
    for (const char* seed : {"1", "2", "3"}) {
        const auto r = shell("", std::string("-f -s -r ") + seed + " -", model);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(queens_violation(r.out, 30), "") << r.out;
        nodes.insert(statistic(r.out, "nodes") + "/" + statistic(r.out, "failures"));
    }
    EXPECT_GT(nodes.size(), 1u);
}

// The statistics come in the order docs/flatzinc.md gives in the row of -s (before, another order).
TEST(FznProgram, StatisticsFollowTheOrderOfTheDocs) {
    std::ifstream docs(std::string(CSP_SOURCE_DIR) + "/docs/flatzinc.md");
    std::string line, row;
    while (std::getline(docs, line))
        if (line.starts_with("| `-s` |")) row = line;
    ASSERT_FALSE(row.empty());
    std::vector<std::string> documented;
    const std::regex name("`%%%mzn-stat: (\\w+)=|`(\\w+)`");
    for (std::sregex_iterator it(row.begin(), row.end(), name), end; it != end; ++it)
        documented.push_back((*it)[1].matched ? (*it)[1] : (*it)[2]);
    const auto r = shell("", "-s -", queens(6));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(queens_violation(r.out, 6), "") << r.out;
    std::vector<std::string> printed;
    const std::regex stat("%%%mzn-stat: (\\w+)=");
    for (std::sregex_iterator it(r.out.begin(), r.out.end(), stat), end; it != end; ++it) printed.push_back((*it)[1]);
    EXPECT_EQ(printed, documented) << row;
}

// Before, Ctrl-C ended fzn-csp with nothing printed (issue 37): the incumbent was lost. Now SIGINT
// and SIGTERM stop the search, and the best solution found, the statistics and no "==========" (the
// optimum is not proven) follow, with exit status 0. The shell runs fzn-csp in the background (its
// SIGINT is ignored there, so this also shows the handler is installed), signals it after a second.
TEST(FznProgram, AnInterruptPrintsTheBestSolutionAndTheStatistics) {
    const Knapsack knapsack;
    const std::string file = csp::testing::test_file("knapsack.fzn");
    std::ofstream(file) << knapsack.flatzinc();
    for (const char* signal : {"INT", "TERM"}) {
        const auto r = run_process("/bin/sh", "-c '" + kProgram + " -s -t 60000 " + file +
                                                  " & pid=$!; sleep 1; kill -" + signal + " $pid; wait $pid'");
        EXPECT_EQ(r.exit_code, 0) << signal << r.err;
        EXPECT_EQ(knapsack.violation(r.out), "") << signal << r.out;
        EXPECT_EQ(r.out.rfind("----------\n%%%mzn-stat: nodes="), r.out.find("----------\n")) << signal << r.out;
        EXPECT_NE(r.out.find("%%%mzn-stat-end\n"), std::string::npos) << signal << r.out;
        EXPECT_EQ(r.out.find("=========="), std::string::npos) << signal << r.out;
        EXPECT_LT(std::stod(r.out.substr(r.out.find("solveTime=") + 10)), 30.0) << signal << r.out;
    }
}

}  // namespace
