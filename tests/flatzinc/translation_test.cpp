// FlatZinc models translated into the engine's terms: solved, their solutions checked by the engine's
// validator and printed as the FlatZinc specification asks; and every refusal with its location.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "csp/search/solver.hpp"
#include "flatzinc/model/translation.hpp"
#include "flatzinc/reader/parse_error.hpp"
#include "flatzinc/reader/parser.hpp"

namespace {

using namespace flatzinc;

Translation translated(const std::string& text, const TranslationLimits& limits = {}) {
    return translate(parse_flatzinc(text, "t.fzn"), limits);
}

/// Every solution, validated, as the lines the solver would print for it.
std::set<std::string> printed_solutions(const Translation& t) {
    csp::SolverOptions options;
    options.max_solutions = 0;
    const csp::Result r = csp::Solver(t.problem, options).solve();
    EXPECT_TRUE(r.complete);
    std::set<std::string> out;
    for (const csp::Assignment& a : r.solutions) {
        EXPECT_EQ(csp::violation(t.problem, a), "");
        out.insert(format_solution(t.outputs, a));
    }
    return out;
}

/// The message of the error `text` is refused with.
std::string refusal(const std::string& text, const TranslationLimits& limits = {}) {
    try {
        translated(text, limits);
    } catch (const ParseError& e) {
        return e.what();
    }
    return "accepted";
}

TEST(Translation, SolvesALinearModelAndPrintsItsOutputs) {
    const auto t = translated(R"(array [1..2] of int: X_INTRODUCED_0_ = [1,1];
var 0..3: x :: output_var;
var 0..3: y :: output_var;
constraint int_lin_eq(X_INTRODUCED_0_,[x,y],3);
constraint int_lt(x,y);
solve satisfy;
)");
    EXPECT_EQ(printed_solutions(t), (std::set<std::string>{"x = 0;\ny = 3;\n", "x = 1;\ny = 2;\n"}));
}

TEST(Translation, PrintsArraysWithTheirIndexSetsAndBooleansAsWords) {
    const auto t = translated(R"(var bool: b :: output_var;
var 1..2: x;
var 1..2: y;
array [1..2] of var int: grid :: output_array([1..1,1..2]) = [x,y];
constraint int_ne(x,y);
constraint int_eq_reif(x,1,b);
solve satisfy;
)");
    EXPECT_EQ(printed_solutions(t), (std::set<std::string>{"b = true;\ngrid = array2d(1..1, 1..2, [1, 2]);\n",
                                                           "b = false;\ngrid = array2d(1..1, 1..2, [2, 1]);\n"}));
}

TEST(Translation, Bool2IntAndEqualitiesMakeOneVariable) {
    const auto t = translated(R"(var bool: b :: output_var;
var 0..1: i :: output_var;
var 0..5: j :: output_var;
constraint bool2int(b,i);
constraint int_eq(i,j);
solve satisfy;
)");
    EXPECT_EQ(t.problem.num_variables(), 1);
    EXPECT_EQ(printed_solutions(t),
              (std::set<std::string>{"b = false;\ni = 0;\nj = 0;\n", "b = true;\ni = 1;\nj = 1;\n"}));
}

TEST(Translation, BoundsAVariableDeclaredWithoutADomainFromItsDefinition) {
    const auto t = translated(R"(var 1..3: x :: output_var;
var 2..4: y :: output_var;
var int: z :: output_var :: is_defined_var;
constraint int_times(x,y,z) :: defines_var(z);
constraint int_le(10,z);
solve satisfy;
)");
    EXPECT_EQ(t.problem.labels(t.problem.variable("z")).front(), 2);
    EXPECT_EQ(t.problem.labels(t.problem.variable("z")).back(), 12);
    EXPECT_EQ(printed_solutions(t), (std::set<std::string>{"x = 3;\ny = 4;\nz = 12;\n"}));
}

TEST(Translation, ReadsTheObjectiveAndTheSearchAnnotations) {
    const auto t = translated(R"(var 1..3: x;
var 1..3: y;
solve :: seq_search([int_search([x],input_order,indomain_max,complete),int_search([y],first_fail,indomain_median,complete)]) maximize x;
)");
    ASSERT_TRUE(t.objective);
    EXPECT_FALSE(t.objective->minimize);
    EXPECT_EQ(t.objective->variable, t.problem.variable("x"));
    ASSERT_EQ(t.annotated.groups.size(), 2u);
    EXPECT_EQ(t.annotated.groups[0].value_order, csp::ValueOrder::Max);
    EXPECT_EQ(t.annotated.groups[1].variable_order, csp::VariableOrder::Mrv);
    EXPECT_EQ(t.annotated.groups[1].value_order, csp::ValueOrder::Median);
    EXPECT_EQ(t.decision_variables.size(), 2u);
}

// Before, every restart annotation was ignored without a word (issue 37): restart_luby(50) ran with
// no restarts at all.
TEST(Translation, ReadsTheRestartAnnotations) {
    const auto plan = [](const std::string& annotation) {
        return translated("var 1..3: x;\nsolve :: " + annotation + " satisfy;\n").annotated;
    };
    EXPECT_FALSE(plan("int_search([x],input_order,indomain_min,complete)").restarts);
    const auto policy = [&](const std::string& annotation) { return plan(annotation).restarts->policy; };
    EXPECT_EQ(policy("restart_none"), csp::RestartPolicy::None);
    EXPECT_EQ(policy("restart_luby(50)"), csp::RestartPolicy::Luby);
    EXPECT_EQ(policy("restart_constant(50)"), csp::RestartPolicy::Constant);
    EXPECT_EQ(policy("restart_linear(50)"), csp::RestartPolicy::Linear);
    const auto geometric =
        *plan("restart_geometric(2.5,40):: int_search([x],input_order,indomain_min,complete)").restarts;
    EXPECT_EQ(geometric.policy, csp::RestartPolicy::Geometric);
    EXPECT_EQ(geometric.base, 40u);
    EXPECT_DOUBLE_EQ(geometric.growth, 2.5);
    EXPECT_EQ(plan("restart_luby(250)").restarts->base, 250u);
    EXPECT_EQ(refusal("var 1..3: x;\nsolve :: restart_luby(0) satisfy;\n"),
              "t.fzn:2:23: restart_luby: the scale must be at least 1, found 0");
    EXPECT_EQ(refusal("var 1..3: x;\nsolve :: restart_geometric(0.5,10) satisfy;\n"),
              "t.fzn:2:28: restart_geometric: the base must be a number from 1 to 100");
    EXPECT_EQ(refusal("var 1..3: x;\nsolve :: restart_luby satisfy;\n"),
              "t.fzn:2:10: restart_luby takes 1 argument(s), found 0");
}

// warm_start is not followed: said on standard error (fzn-csp prints the plan's warnings), not silent.
TEST(Translation, SaysThatWarmStartIsIgnored) {
    const auto t = translated("var 1..3: x;\nsolve :: warm_start([x],[2]) satisfy;\n");
    ASSERT_EQ(t.annotated.warnings.size(), 1u);
    EXPECT_EQ(t.annotated.warnings[0],
              "t.fzn:2:10: warm_start is not supported: the search ignores the values it suggests");
}

// MiniZinc deletes the .fzn it runs fzn-csp on, so a refusal located only there was hard to trace
// (issue 37). With mzn_path annotations (minizinc -c --keep-paths) it also names the model's place.
TEST(Translation, ARefusalNamesTheVariableAndTheModelsPlace) {
    EXPECT_EQ(refusal("var 1..3: x;\nvar 1.0..3.0: X_INTRODUCED_1_ ::var_is_introduced :: "
                      "mzn_path(\"m.mzn|3|12|3|34|bin|'>=';m.mzn|3|12|3|23|ca|int2float;\");\nsolve satisfy;\n"),
              "t.fzn:2:1: the float variable 'X_INTRODUCED_1_' is not supported: the engine solves integer and "
              "Boolean models (in the MiniZinc model at m.mzn:3:12, int2float)");
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint int_foo(x) :: mzn_path(\"m.mzn|7|3|7|20|ca|foo;\");\nsolve satisfy;\n")
                      .find("(in the MiniZinc model at m.mzn:7:3, foo)") != std::string::npos,
              true);
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint int_foo(x);\nsolve satisfy;\n").find("MiniZinc model"),
              std::string::npos);
}

TEST(Translation, RefusesWhatTheEngineCannotSolveWithItsLocation) {
    EXPECT_EQ(refusal("var 0.0..1.0: f;\nsolve satisfy;\n"),
              "t.fzn:1:1: the float variable 'f' is not supported: the engine solves integer and Boolean models");
    EXPECT_EQ(refusal("var 1..3: x;\nvar set of 1..3: s;\nsolve satisfy;\n").substr(0, 34),
              "t.fzn:2:1: set variables are not s");
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint my_global(x);\nsolve satisfy;\n").substr(0, 47),
              "t.fzn:2:12: the constraint 'my_global' is not s");
    EXPECT_EQ(refusal("var 1..3: x;\n  constraint int_le(x);\nsolve satisfy;\n"),
              "t.fzn:2:14: int_le expects 2 arguments, found 1");
    EXPECT_EQ(refusal("var int: x;\nsolve satisfy;\n"),
              "t.fzn:1:10: the variable 'x' has no domain and no constraint that bounds it; the engine needs finite "
              "domains");
    EXPECT_EQ(refusal("var 1..100: x;\nsolve satisfy;\n", {.max_domain_size = 50}),
              "t.fzn:1:13: the variable 'x' has 100 values; the engine keeps at most 50 (give it a smaller domain)");
    EXPECT_EQ(refusal("array [1..2] of var 1..3: a;\nsolve satisfy;\n"),
              "t.fzn:1:28: expected '=' and the elements of array 'a', found ';'");
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint int_lin_eq([1,2],[x],3);\nsolve satisfy;\n"),
              "t.fzn:2:23: the coefficients (2) and the variables (1) differ in number");
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint int_le(x,1.5);\nsolve satisfy;\n"),
              "t.fzn:2:21: floats are not supported: the engine solves integer and Boolean models");
}

TEST(Translation, AnEmptyDomainOrAFalseConstantMakesNoSolution) {
    EXPECT_TRUE(printed_solutions(translated("var 1..0: x;\nsolve satisfy;\n")).empty());
    EXPECT_TRUE(printed_solutions(translated("var 1..3: x;\nconstraint set_in(5,{1,2});\nsolve satisfy;\n")).empty());
}

}  // namespace

namespace {

// Domains of 10⁵ values and more: no constraint is tabulated pair by pair, so adding and solving
// is immediate (a d×d table at 10⁵ values would hold 10¹⁰ pairs).
TEST(Translation, SolvesOverDomainsOfAHundredThousandValues) {
    const auto t = translated(R"(var 0..200000: x :: output_var;
var 0..200000: y;
var 0..400000: z :: output_var;
constraint int_le(99998,x);
constraint int_le(x,100000);
constraint int_lin_eq([1,-1],[x,y],5);
constraint int_times(y,2,z);
constraint int_ne(x,99999);
solve satisfy;
)");
    EXPECT_EQ(printed_solutions(t), (std::set<std::string>{"x = 99998;\nz = 199986;\n", "x = 100000;\nz = 199990;\n"}));
}

}  // namespace

namespace {

TEST(Translation, ARepeatedVariableInAllDifferentOrCircuitMeansNoSolution) {
    EXPECT_TRUE(printed_solutions(translated(R"(var 1..3: a :: output_var;
var 1..3: b;
constraint int_eq(a,b);
constraint fzn_all_different_int([a,b]);
solve satisfy;
)"))
                    .empty());
    EXPECT_TRUE(printed_solutions(translated(R"(var 1..3: x :: output_var;
constraint fzn_all_different_int([x,3,3]);
solve satisfy;
)"))
                    .empty());
}

TEST(Translation, AReifiedVariableThatIsAlsoAnOperandGetsACopy) {
    EXPECT_EQ(printed_solutions(translated(R"(var 1..3: a :: output_var;
constraint int_eq_reif(a,1,true);
solve satisfy;
)")),
              (std::set<std::string>{"a = 1;\n"}));
    // s <-> (s + x <= 1), the shape of self-referential puzzles.
    EXPECT_EQ(printed_solutions(translated(R"(var bool: s :: output_var;
var 0..1: i;
var 0..2: x :: output_var;
constraint bool2int(s,i);
constraint int_lin_le_reif([1,1],[i,x],1,s);
solve satisfy;
)")),
              (std::set<std::string>{"s = true;\nx = 0;\n", "s = false;\nx = 2;\n"}));
}

TEST(Translation, RefusesOverflowAndUndeclaredNamesInAnnotations) {
    EXPECT_EQ(refusal("var 1..3: x;\nconstraint int_lin_le([4294967296,1],[4294967296,x],5);\nsolve satisfy;\n"),
              "t.fzn:2:24: the linear sum goes beyond 64-bit integers");
    EXPECT_EQ(refusal("var 1..3: x;\nsolve :: int_search(zz,input_order,indomain_min,complete) satisfy;\n"),
              "t.fzn:2:21: undeclared identifier 'zz'");
    EXPECT_EQ(refusal("var 1..3: x;\nsolve :: int_search([x,zz[1]],input_order,indomain_min,complete) satisfy;\n"),
              "t.fzn:2:24: undeclared identifier 'zz'");
}

}  // namespace

namespace {

// csp_regular: the table flattened row by row; words over 1..2 without two 2s in a row, ending in
// state 1 (last symbol 1); the empty word by its initial state; a table that does not fit refused.
TEST(Translation, RegularReadsItsTableRowByRow) {
    EXPECT_EQ(printed_solutions(translated(R"(array [1..6] of int: d = [1,2,1,0,3,3];
var 0..3: a;
var 0..3: b;
var 0..3: c;
array [1..3] of var 0..3: w :: output_array([1..3]) = [a,b,c];
constraint csp_regular(w,3,2,d,1,{1});
solve satisfy;
)")),
              (std::set<std::string>{"w = array1d(1..3, [1, 1, 1]);\n", "w = array1d(1..3, [1, 2, 1]);\n",
                                     "w = array1d(1..3, [2, 1, 1]);\n"}));
    EXPECT_TRUE(printed_solutions(translated("var 1..2: x;\nconstraint csp_regular([],2,2,[1,2,2,2],1,{2});\n"
                                             "solve satisfy;\n"))
                    .empty());
    EXPECT_EQ(
        printed_solutions(translated("var 1..2: x :: output_var;\nconstraint csp_regular([],2,2,[1,2,2,2],1,{1});\n"
                                     "solve satisfy;\n"))
            .size(),
        2u);
    EXPECT_EQ(refusal("var 1..2: x;\nconstraint csp_regular([x],2,2,[1,2,3,0],1,{2});\nsolve satisfy;\n"),
              "t.fzn:2:12: csp_regular: add_regular: a transition leads outside the states 0..2");
}

// csp_cumulative: three tasks on capacity 2, a (duration 2, usage 2) and b, c (duration 1, usage 1)
// in 0..2: b and c wherever a is not; sizes that do not match the starts refused.
TEST(Translation, CumulativeSchedulesWithinTheCapacity) {
    const auto schedules = printed_solutions(translated(R"(var 0..2: a :: output_var;
var 0..2: b :: output_var;
var 0..2: c :: output_var;
constraint csp_cumulative([a,b,c],[2,1,1],[2,1,1],2);
solve satisfy;
)"));
    std::set<std::string> expected = {"a = 0;\nb = 2;\nc = 2;\n", "a = 1;\nb = 0;\nc = 0;\n"};
    for (const char* bc : {"b = 0;\nc = 0;\n", "b = 0;\nc = 1;\n", "b = 1;\nc = 0;\n", "b = 1;\nc = 1;\n"})
        expected.insert(std::string("a = 2;\n") + bc);
    EXPECT_EQ(schedules, expected);
    EXPECT_EQ(refusal("var 0..2: a;\nconstraint csp_cumulative([a],[1,1],[1],1);\nsolve satisfy;\n"),
              "t.fzn:2:12: 1 starts, 2 durations and 1 usages: one of each per task");
    EXPECT_EQ(refusal("var 0..2: a;\nconstraint csp_cumulative([a],[1],[-1],1);\nsolve satisfy;\n"),
              "t.fzn:2:12: csp_cumulative: add_cumulative: task 1 has duration 1 and usage -1; both must be ≥ 0");
}

// csp_bin_packing_load: items of weights 2, 1, 1 (the last two in one variable) in bins 0..1 of
// loads l0 ≤ 2 and l1: a alone, b and c, or nothing in bin 0; bins and weights that do not match
// refused.
TEST(Translation, BinPackingLoadPacksIntoTheBinsFromTheFirstIndex) {
    const auto packings = printed_solutions(translated(R"(var 0..2: l0 :: output_var;
var 0..9: l1 :: output_var;
var -1..1: a :: output_var;
var 0..5: b :: output_var;
constraint csp_bin_packing_load([l0,l1],[a,b,b],[2,1,1],0);
solve satisfy;
)"));
    const std::set<std::string> expected = {"l0 = 2;\nl1 = 2;\na = 0;\nb = 1;\n", "l0 = 2;\nl1 = 2;\na = 1;\nb = 0;\n",
                                            "l0 = 0;\nl1 = 4;\na = 1;\nb = 1;\n"};
    EXPECT_EQ(packings, expected);
    EXPECT_EQ(
        refusal("var 0..2: a;\nvar 0..2: l;\nconstraint csp_bin_packing_load([l],[a],[1,1],1);\nsolve satisfy;\n"),
        "t.fzn:3:12: 1 bins and 2 weights: one of each per item");
}

}  // namespace
