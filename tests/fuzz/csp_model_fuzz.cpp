// Fuzz target: random CSP models built through the public API (variables with any value sets,
// binary relations of every kind, all-different at every strength, linear constraints, unary
// restrictions, assumptions, node limits) and solved with random strategies, by csp::Solver and by
// conflict-directed backjumping. The input bytes choose the model.
//
// The oracle is independent of the engine: the target keeps its own copy of every constraint as
// plain data, evaluates it on each reported solution, and enumerates all assignments by brute force
// to know the true solution count. A modelling call the API refuses (ModelError, e.g. a table naming
// a value outside the domains) is skipped and left out of the copy.
#include <algorithm>
#include <cstdint>
#include <set>
#include <span>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "fuzz_bytes.hpp"
#include "fuzz_check.hpp"

namespace {

using csp::Assignment;
using csp::VarId;

/// One constraint as plain data, evaluated without the engine.
struct Rule {
    enum Kind { NotEqual, Equal, Less, LessEqual, NotEqualOffset, Table, SumNotMultiple, AllDifferent, Linear } kind;
    std::vector<VarId> scope;
    int parameter = 0;                    // offset, modulus, or linear relation (0 =, 1 ≤, 2 ≥)
    long long rhs = 0;                    // linear right-hand side
    std::vector<int> coefficients;        // linear
    std::set<std::pair<int, int>> pairs;  // table

    bool holds(const Assignment& a) const {
        auto v = [&](std::size_t i) { return a[static_cast<std::size_t>(scope[i])]; };
        switch (kind) {
            case NotEqual: return v(0) != v(1);
            case Equal: return v(0) == v(1);
            case Less: return v(0) < v(1);
            case LessEqual: return v(0) <= v(1);
            case NotEqualOffset: return v(0) - v(1) != parameter;
            case Table: return pairs.count({v(0), v(1)}) > 0;
            case SumNotMultiple: return (v(0) + v(1)) % parameter != 0;
            case AllDifferent:
                for (std::size_t i = 0; i < scope.size(); ++i)
                    for (std::size_t j = i + 1; j < scope.size(); ++j)
                        if (v(i) == v(j)) return false;
                return true;
            case Linear: {
                long long sum = 0;
                for (std::size_t i = 0; i < scope.size(); ++i) sum += static_cast<long long>(coefficients[i]) * v(i);
                return parameter == 0 ? sum == rhs : parameter == 1 ? sum <= rhs : sum >= rhs;
            }
        }
        return false;
    }
};

/// The model as the oracle sees it: allowed values per variable, and the rules.
struct Oracle {
    std::vector<std::vector<int>> values;
    std::vector<Rule> rules;

    bool accepts(const Assignment& a) const {
        if (a.size() != values.size()) return false;
        for (std::size_t x = 0; x < a.size(); ++x)
            if (!std::binary_search(values[x].begin(), values[x].end(), a[x])) return false;
        return std::all_of(rules.begin(), rules.end(), [&](const Rule& r) { return r.holds(a); });
    }
    /// Every accepted assignment, by enumeration (the models are kept small enough).
    std::set<Assignment> solutions() const {
        std::set<Assignment> found;
        if (std::any_of(values.begin(), values.end(), [](const auto& v) { return v.empty(); })) return found;
        Assignment a(values.size());
        std::vector<std::size_t> at(values.size(), 0);
        for (;;) {
            for (std::size_t i = 0; i < a.size(); ++i) a[i] = values[i][at[i]];
            if (accepts(a)) found.insert(a);
            std::size_t i = 0;
            while (i < a.size() && ++at[i] == values[i].size()) at[i++] = 0;
            if (i == a.size()) return found;
        }
    }
};

std::vector<VarId> distinct_scope(csp::fuzz::Bytes& in, int n, int size) {
    std::vector<VarId> all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) all[static_cast<std::size_t>(i)] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(all[static_cast<std::size_t>(i)], all[static_cast<std::size_t>(in.in_range(0, i))]);
    all.resize(static_cast<std::size_t>(size));
    return all;
}

void add_rule(csp::fuzz::Bytes& in, csp::Problem& p, Oracle& oracle) {
    const int n = p.num_variables();
    Rule rule{static_cast<Rule::Kind>(in.in_range(0, 8))};
    const int arity = rule.kind == Rule::AllDifferent || rule.kind == Rule::Linear ? in.in_range(1, n) : 2;
    if (arity > n) return;
    rule.scope = distinct_scope(in, n, arity);
    const VarId x = rule.scope[0];
    const VarId y = arity > 1 ? rule.scope[1] : -1;
    switch (rule.kind) {
        case Rule::NotEqual: p.add_constraint(x, y, csp::not_equal()); break;
        case Rule::Equal: p.add_constraint(x, y, csp::equal()); break;
        case Rule::Less: p.add_constraint(x, y, csp::less()); break;
        case Rule::LessEqual: p.add_constraint(x, y, csp::less_equal()); break;
        case Rule::NotEqualOffset:
            rule.parameter = in.in_range(-3, 3);
            p.add_constraint(x, y, csp::not_equal_offset(rule.parameter));
            break;
        case Rule::Table: {
            for (int a : p.labels(x))
                for (int b : p.labels(y))
                    if (in.flag()) rule.pairs.insert({a, b});
            p.add_constraint(x, y, csp::table({rule.pairs.begin(), rule.pairs.end()}));
            break;
        }
        case Rule::SumNotMultiple: {
            const int m = rule.parameter = in.in_range(2, 4);
            p.add_constraint(
                x, y, [m](int a, int b) { return (a + b) % m != 0; }, "sum%m!=0");
            break;
        }
        case Rule::AllDifferent:
            csp::add_all_different(p, rule.scope, static_cast<csp::AllDifferentStrength>(in.in_range(0, 4)));
            break;
        case Rule::Linear: {
            for (int i = 0; i < arity; ++i)
                rule.coefficients.push_back(in.flag() ? in.in_range(1, 3) : -in.in_range(1, 3));
            rule.parameter = in.in_range(0, 2);
            rule.rhs = in.in_range(-20, 20);
            csp::add_linear(p, rule.coefficients, rule.scope, static_cast<csp::LinearRelation>(rule.parameter),
                            rule.rhs);
            break;
        }
    }
    oracle.rules.push_back(std::move(rule));  // only reached when the API accepted the constraint
}

/// The problem's variables and unary restrictions, mirrored in the oracle.
void add_variables(csp::fuzz::Bytes& in, csp::Problem& p, Oracle& oracle) {
    const int n = in.in_range(1, 6);
    const bool wide = n <= 3 && in.flag();  // one domain over 64 values: the multi-word Domain path
    for (int i = 0; i < n; ++i) {
        std::vector<int> values;
        if (wide && i == 0) {
            for (int v = -10; v < 60; ++v) values.push_back(v);
        } else {
            const int lowest = in.in_range(-5, 5);
            const int mask = in.in_range(1, 31);  // a non-empty subset of 5 consecutive values
            for (int k = 0; k < 5; ++k)
                if (mask >> k & 1) values.push_back(lowest + k);
        }
        p.add_variable("v" + std::to_string(i), values);
        oracle.values.push_back(values);
    }
    for (int k = in.in_range(0, 2); k > 0; --k) {  // unary restrictions
        const VarId x = in.in_range(0, n - 1);
        auto& values = oracle.values[static_cast<std::size_t>(x)];
        if (in.flag()) {
            const int m = in.in_range(2, 3);
            p.restrict(x, [m](int v) { return v % m != 0; });
            std::erase_if(values, [m](int v) { return v % m == 0; });
        } else {
            const int v =
                p.labels(x)[static_cast<std::size_t>(in.in_range(0, static_cast<int>(p.labels(x).size()) - 1))];
            p.remove_value(x, v);
            std::erase(values, v);
        }
    }
}

void check_result(const csp::Result& r, const std::set<Assignment>& truth, std::size_t max_solutions, bool limited,
                  const Oracle& oracle) {
    for (const Assignment& s : r.solutions) FUZZ_CHECK(oracle.accepts(s), "a reported solution violates the model");
    const std::set<Assignment> distinct(r.solutions.begin(), r.solutions.end());
    FUZZ_CHECK(distinct.size() == r.solutions.size(), "a solution reported twice");
    FUZZ_CHECK(r.solution_count == r.solutions.size(), "solution_count differs from the solutions kept");
    if (max_solutions) FUZZ_CHECK(r.solutions.size() <= max_solutions, "more solutions than asked for");
    const std::size_t expected = max_solutions ? std::min(max_solutions, truth.size()) : truth.size();
    switch (r.status) {
        case csp::Status::LimitReached: FUZZ_CHECK(limited, "LimitReached without a limit"); break;
        case csp::Status::Unsatisfiable: FUZZ_CHECK(truth.empty(), "a satisfiable model reported unsatisfiable"); break;
        case csp::Status::Satisfied: FUZZ_CHECK(r.solutions.size() == expected, "wrong number of solutions"); break;
    }
    if (r.complete) FUZZ_CHECK(r.solutions.size() == truth.size(), "complete search with a wrong count");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    csp::fuzz::Bytes in(data, size);
    csp::Problem p;
    Oracle oracle;
    try {
        add_variables(in, p, oracle);
    } catch (const csp::ModelError&) {
        return 0;
    }
    for (int k = in.in_range(0, 10); k > 0; --k) {
        try {
            add_rule(in, p, oracle);
        } catch (const csp::ModelError&) {
            // refused by the API (e.g. a table naming a value outside the domains): not part of the model
        }
    }
    // Assumptions: fixed for one solve only; a value outside the domain makes it unsatisfiable.
    std::vector<std::pair<VarId, int>> assumptions;
    Oracle assumed = oracle;
    for (int k = in.in_range(0, 2); k > 0; --k) {
        const VarId x = in.in_range(0, p.num_variables() - 1);
        const int v = in.in_range(-6, 10);
        assumptions.emplace_back(x, v);
        auto& values = assumed.values[static_cast<std::size_t>(x)];
        std::erase_if(values, [v](int w) { return w != v; });
    }
    const std::set<Assignment> truth = assumed.solutions();

    const auto max_solutions = static_cast<std::size_t>(in.in_range(0, 3));
    const std::uint64_t node_limit = in.flag() ? static_cast<std::uint64_t>(in.in_range(1, 20)) : 0;
    csp::SolverOptions options{.inference = static_cast<csp::Inference>(in.in_range(0, 2)),
                               .variable_order = static_cast<csp::VariableOrder>(in.in_range(0, 3)),
                               .value_order = static_cast<csp::ValueOrder>(in.in_range(0, 2)),
                               .seed = static_cast<std::uint64_t>(in.in_range(0, 255)),
                               .max_solutions = max_solutions,
                               .limits = {.node_limit = node_limit}};
    csp::Solver solver(p, options);
    check_result(solver.solve(assumptions), truth, max_solutions, node_limit != 0, assumed);
    // Solving does not change the problem: the same solver without assumptions sees the full model.
    const std::set<Assignment> all = oracle.solutions();
    check_result(solver.solve(), all, max_solutions, node_limit != 0, oracle);

    const csp::BackjumpingResult bj =
        csp::solve_backjumping(p, {.forward_checking = in.flag(),
                                   .variable_order = static_cast<csp::VariableOrder>(in.in_range(0, 3)),
                                   .max_solutions = max_solutions,
                                   .limits = {.node_limit = node_limit}});
    check_result(bj, all, max_solutions, node_limit != 0, oracle);
    return 0;
}
