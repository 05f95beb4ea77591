// The one rule for every number a user gives (csp/base/option_rule.hpp), the option tables it is
// applied through (csp/search/option_table.hpp, csp/local/option_table.hpp), and the command-line
// flags made from them (csp/cli/option_flags.hpp): the cases of issue 36 (a huge limit that expired
// at once, a tiny or NaN one that meant none, -1 read as unlimited) as regression tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "csp/base/option_rule.hpp"
#include "csp/cli/search_flags.hpp"
#include "csp/local/option_table.hpp"
#include "csp/search/option_table.hpp"
#include "test_models.hpp"

namespace option_rule_test {

using namespace std::chrono_literals;
using csp::OptionError;

// The message the rule gives for `text` read as seconds, or "" when it accepts it.
template <class Parse>
std::string refusal(Parse parse) {
    try {
        parse();
    } catch (const OptionError& e) {
        return e.what();
    }
    return "";
}

TEST(OptionRule, WholeNumbersOutsideTheirRangeAreRefusedWithTheRange) {
    constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
    EXPECT_EQ(csp::parse_whole("0", 0, kMax), 0u);
    EXPECT_EQ(csp::parse_whole("18446744073709551615", 0, kMax), kMax);
    EXPECT_EQ(refusal([&] { csp::parse_whole("-1", 0, kMax); }), "must be a whole number, 0 or more, got -1");
    EXPECT_EQ(refusal([&] { csp::parse_whole("18446744073709551621", 0, kMax); }),
              "must be a whole number, 0 or more, got 18446744073709551621");
    EXPECT_EQ(refusal([&] { csp::parse_whole("2147483647", 1, 64); }),
              "must be a whole number from 1 to 64, got 2147483647");
    for (const char* text : {"", "1.5", "1e3", "0x10", " 1", "1 ", "nan", "--1"})
        EXPECT_NE(refusal([&] { csp::parse_whole(text, 0, kMax); }), "") << text;
}

TEST(OptionRule, RealsMustBeFiniteAndInRange) {
    EXPECT_EQ(csp::parse_real("1.5", 1, 100), 1.5);
    EXPECT_EQ(refusal([] { csp::parse_real("nan", 0, 1); }), "must be a number from 0 to 1, got nan");
    EXPECT_NE(refusal([] { csp::parse_real("2", 0, 1); }), "");
    EXPECT_NE(refusal([] { csp::parse_real("-1", 0, 1); }), "");
    EXPECT_NE(refusal([] { csp::parse_real("inf", 1, 100); }), "");
}

TEST(OptionRule, SecondsBecomeTheEnginesClockWithoutOverflowOrANoLimitByMistake) {
    // Tiny positive: the shortest limit, never "no limit" (0).
    for (double tiny : {1e-10, 1e-300, 0.0004, std::numeric_limits<double>::denorm_min()})
        EXPECT_EQ(csp::time_limit_from_seconds(tiny), 1ms) << tiny;
    EXPECT_EQ(csp::time_limit_from_seconds(0), 0ms);
    EXPECT_EQ(csp::time_limit_from_seconds(2.5), 2500ms);
    EXPECT_EQ(csp::time_limit_from_seconds(1.1), 1100ms);
    // Huge: the longest limit, never a wrap-around.
    for (double huge : {9.3e9, 1e10, 1e12, 1e300, std::numeric_limits<double>::infinity()})
        EXPECT_EQ(csp::time_limit_from_seconds(huge), csp::kLongestTimeLimit) << huge;
    // NaN and negative: refused.
    EXPECT_EQ(refusal([] { csp::time_limit_from_seconds(std::nan("")); }),
              "must be 0 or more, got nan (seconds; 0: no limit)");
    EXPECT_NE(refusal([] { csp::time_limit_from_seconds(-1); }), "");
    EXPECT_NE(refusal([] { csp::parse_seconds("nan", "seconds"); }), "");
    EXPECT_NE(refusal([] { csp::parse_seconds("-0.5", "seconds"); }), "");
    EXPECT_EQ(csp::parse_seconds("1e10", "seconds"), 1e10);
}

TEST(OptionRule, TheLongestLimitDoesNotExpireASearchAtOnce) {
    const csp::Problem p = csp::testing::australia(3);
    csp::SolverOptions options;
    options.max_solutions = 0;
    options.limits.time_limit = csp::time_limit_from_seconds(1e10);
    const csp::Result r = csp::Solver(p, options).solve();
    EXPECT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.solution_count, 18u);
    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
}

TEST(OptionTables, NamesAreSnakeCaseOnceEachAndDefaultsReadBack) {
    const auto check = [](const auto& table, const auto& defaults, const char* what) {
        std::set<std::string> seen;
        for (const auto& row : table) {
            const std::string name(row.name);
            EXPECT_TRUE(seen.insert(name).second) << what << ": " << name << " twice";
            for (char c : name) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << what << ": " << name;
            EXPECT_FALSE(row.help.empty()) << name;
            // The default's text goes through the rule and reads back as itself.
            auto copy = defaults;
            row.set(copy, row.parse(row.text(defaults)));
            EXPECT_EQ(row.text(copy), row.text(defaults)) << what << ": " << name;
        }
    };
    check(csp::solver_option_table(), csp::SolverOptions{}, "solver");
    check(csp::min_conflicts_option_table(), csp::MinConflictsOptions{}, "min_conflicts");
    EXPECT_EQ(csp::find_option(csp::solver_option_table(), "var_order"), nullptr);  // a former flag only
    EXPECT_EQ(csp::find_option(csp::solver_option_table(), "variable_order")->cli_aliases,
              std::vector<std::string_view>{"var_order"});
}

TEST(OptionTables, RowsSetTheirMembers) {
    csp::SolverOptions o;
    const auto& table = csp::solver_option_table();
    const auto set = [&](const char* name, const char* text) {
        const auto* row = csp::find_option(table, name);
        row->set(o, row->parse(text));
    };
    set("variable_order", "dom-wdeg");
    set("restarts", "luby");
    set("restart_base", "7");
    set("restart_growth", "2.5");
    set("nogoods", "false");
    set("node_limit", "123");
    set("time_limit", "1.5");
    EXPECT_EQ(o.variable_order, csp::VariableOrder::DomWdeg);
    EXPECT_EQ(o.restarts, csp::RestartPolicy::Luby);
    EXPECT_EQ(o.restart_base, 7u);
    EXPECT_EQ(o.restart_growth, 2.5);
    EXPECT_FALSE(o.nogoods);
    EXPECT_EQ(o.limits.node_limit, 123u);
    EXPECT_EQ(o.limits.time_limit, 1500ms);
    EXPECT_NE(refusal([&] { set("restart_base", "0"); }), "");
    csp::MinConflictsOptions local;
    const auto* steps = csp::find_option(csp::min_conflicts_option_table(), "max_steps");
    EXPECT_EQ(refusal([&] { steps->set(local, steps->parse("0")); }), "must be a whole number, 1 or more, got 0");
    const auto* walk = csp::find_option(csp::min_conflicts_option_table(), "random_walk");
    for (const char* bad : {"2.0", "-1", "nan"}) EXPECT_NE(refusal([&] { walk->parse(bad); }), "") << bad;
}

// The flags of csp/cli parsed from `args`: the error CLI11 reports ("" when the parse succeeds).
std::string parse_flags(std::vector<std::string> args, csp::SolverOptions& options, unsigned* threads = nullptr) {
    CLI::App app{"test"};
    csp::cli::add_strategy_flags(app, options);
    csp::cli::add_restart_flags(app, options);
    csp::cli::add_node_limit_flag(app, options.limits);
    csp::cli::add_time_limit_flag(app, options.limits);
    unsigned ignored = 0;
    csp::cli::add_threads_flag(app, threads ? *threads : ignored, "threads");
    std::reverse(args.begin(), args.end());
    try {
        app.parse(args);
    } catch (const CLI::ParseError& e) {
        return e.what();
    }
    return "";
}

TEST(SearchFlags, NumbersFollowTheRuleAndErrorsNameTheFlag) {
    csp::SolverOptions o;
    EXPECT_EQ(parse_flags({"--time-limit", "1e10", "--node-limit", "5"}, o), "");
    EXPECT_EQ(o.limits.time_limit, csp::kLongestTimeLimit);
    EXPECT_EQ(o.limits.node_limit, 5u);
    EXPECT_EQ(parse_flags({"--time-limit", "1e-10"}, o), "");
    EXPECT_EQ(o.limits.time_limit, 1ms);
    EXPECT_EQ(parse_flags({"--time-limit", "0.0004"}, o), "");
    EXPECT_EQ(o.limits.time_limit, 1ms);  // truncated to "no limit" before
    const std::string nan = parse_flags({"--time-limit", "nan"}, o);
    EXPECT_NE(nan.find("--time-limit"), std::string::npos) << nan;
    EXPECT_NE(nan.find("must be 0 or more, got nan"), std::string::npos) << nan;
    const std::string negative = parse_flags({"--node-limit", "-1"}, o);
    EXPECT_NE(negative.find("--node-limit"), std::string::npos) << negative;
    EXPECT_NE(negative.find("must be a whole number, 0 or more, got -1"), std::string::npos) << negative;
    const std::string wide = parse_flags({"--node-limit", "18446744073709551621"}, o);
    EXPECT_NE(wide.find("must be a whole number, 0 or more"), std::string::npos) << wide;
    EXPECT_NE(parse_flags({"--restart-growth", "nan"}, o), "");
    EXPECT_NE(parse_flags({"--restart-base", "0"}, o), "");
    unsigned threads = 0;
    EXPECT_NE(parse_flags({"--threads", "1000"}, o, &threads), "");
    EXPECT_EQ(parse_flags({"--threads", "4"}, o, &threads), "");
    EXPECT_EQ(threads, 4u);
}

TEST(SearchFlags, FormerSpellingsStillWorkAndFlagsSetTheirRows) {
    csp::SolverOptions o;
    EXPECT_EQ(parse_flags({"--var-order", "mrv", "--val-order", "lcv", "--no-nogoods", "--random-ties"}, o), "");
    EXPECT_EQ(o.variable_order, csp::VariableOrder::Mrv);
    EXPECT_EQ(o.value_order, csp::ValueOrder::Lcv);
    EXPECT_FALSE(o.nogoods);
    EXPECT_TRUE(o.random_ties);
    EXPECT_EQ(parse_flags({"--variable-order", "dom-wdeg", "--value-order", "input", "--seed", "9"}, o), "");
    EXPECT_EQ(o.variable_order, csp::VariableOrder::DomWdeg);
    EXPECT_EQ(o.value_order, csp::ValueOrder::Input);
    EXPECT_EQ(o.seed, 9u);
    EXPECT_NE(parse_flags({"--seed", "-3"}, o), "");
}

TEST(SearchFlags, TextbookMacAndPairChecksAreFlagsOfTheirRows) {
    csp::SolverOptions o;
    EXPECT_FALSE(o.branch_singletons || o.count_pair_checks);
    EXPECT_EQ(parse_flags({"--branch-singletons", "--count-pair-checks", "--inference", "mac"}, o), "");
    EXPECT_TRUE(o.branch_singletons && o.count_pair_checks);
}

}  // namespace option_rule_test
