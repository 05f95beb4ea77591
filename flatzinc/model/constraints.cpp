// The FlatZinc constraints the engine supports (docs/flatzinc.md lists them with their meaning), each
// mapped to the engine's builder. A name missing here is refused with its location.
#include <algorithm>
#include <limits>
#include <string_view>
#include <unordered_map>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/arithmetic/arithmetic.hpp"
#include "csp/constraints/boolean/boolean.hpp"
#include "csp/constraints/circuit/circuit.hpp"
#include "csp/constraints/comparison/comparison.hpp"
#include "csp/constraints/counting/counting.hpp"
#include "csp/constraints/element/element.hpp"
#include "csp/constraints/extremum/extremum.hpp"
#include "csp/constraints/inverse/inverse.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/constraints/packing/bin_packing.hpp"
#include "csp/constraints/regular/regular.hpp"
#include "csp/constraints/scheduling/cumulative.hpp"
#include "csp/constraints/table/table.hpp"

#include "flatzinc/model/translator.hpp"

namespace flatzinc::detail {

namespace {

using Args = std::vector<Expr>;
using csp::Comparison;
using csp::LinearRelation;

struct Entry {
    std::size_t arity;
    void (*add)(Translator&, const ConstraintItem&, const Args&);
};

void unsatisfiable(Translator& t) { csp::add_clause(t.problem(), {}, {}); }

// A variable twice (merged by int_eq, or one shared constant such as two equal givens) in an
// all-different or a circuit: the constraint cannot hold.
bool repeats(std::vector<csp::VarId> xs) {
    std::sort(xs.begin(), xs.end());
    return std::adjacent_find(xs.begin(), xs.end()) != xs.end();
}

template <Comparison C>
void comparison(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_comparison(t.problem(), t.var(a[0]), C, t.var(a[1]));
}
template <Comparison C>
void reified_comparison(Translator& t, const ConstraintItem&, const Args& a) {
    const csp::VarId x = t.var(a[0]), y = t.var(a[1]);
    const csp::VarId operands[] = {x, y};
    csp::add_reified_comparison(t.problem(), x, C, y, t.apart(t.var(a[2]), operands));
}
template <LinearRelation R>
void linear(Translator& t, const ConstraintItem&, const Args& a) {
    t.linear(a[0], a[1], R, t.integer(a[2]));
}
template <LinearRelation R>
void reified_linear(Translator& t, const ConstraintItem&, const Args& a) {
    t.linear(a[0], a[1], R, t.integer(a[2]), t.var(a[3]));
}

// bool_and / bool_or (a, b, r): r ↔ a ∧ b, r ↔ a ∨ b.
template <bool And>
void binary_connective(Translator& t, const ConstraintItem&, const Args& a) {
    const csp::VarId xs[] = {t.var(a[0]), t.var(a[1])};
    if (And) csp::add_and_reified(t.problem(), xs, t.var(a[2]));
    else csp::add_or_reified(t.problem(), xs, t.var(a[2]));
}
template <bool And>
void array_connective(Translator& t, const ConstraintItem&, const Args& a) {
    const auto xs = t.vars(a[0]);
    const Term r = t.term(a[1]);
    if (!And && r.constant && *r.constant == 1) {
        csp::add_clause(t.problem(), xs, {});  // the frequent array_bool_or(…, true)
        return;
    }
    if (And) csp::add_and_reified(t.problem(), xs, t.var(a[1]));
    else csp::add_or_reified(t.problem(), xs, t.var(a[1]));
}

void bool_clause(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_clause(t.problem(), t.vars(a[0]), t.vars(a[1]));
}
void array_bool_xor(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_parity(t.problem(), t.vars(a[0]), true);
}

template <void (*Add)(csp::Problem&, csp::VarId, csp::VarId, csp::VarId)>
void ternary(Translator& t, const ConstraintItem&, const Args& a) {
    Add(t.problem(), t.var(a[0]), t.var(a[1]), t.var(a[2]));
}
void int_plus(Translator& t, const ConstraintItem&, const Args& a) {
    const Expr ones{ArrayLiteral{{Expr{std::int64_t{1}, {}}, Expr{std::int64_t{1}, {}}, Expr{std::int64_t{-1}, {}}}},
                    {}};
    const Expr terms{ArrayLiteral{{a[0], a[1], a[2]}}, {}};
    t.linear(ones, terms, LinearRelation::Equal, 0);
}
void int_abs(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_abs(t.problem(), t.var(a[0]), t.var(a[1]));
}

void constant_element(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_element(t.problem(), t.var(a[0]), t.integers(a[1]), t.var(a[2]), 1);
}
void variable_element(Translator& t, const ConstraintItem&, const Args& a) {
    const auto xs = t.vars(a[1]);
    csp::add_variable_element(t.problem(), t.var(a[0]), xs, t.var(a[2]), 1);
}
template <bool Max>
void extremum(Translator& t, const ConstraintItem&, const Args& a) {
    if (Max) csp::add_maximum(t.problem(), t.var(a[0]), t.vars(a[1]));
    else csp::add_minimum(t.problem(), t.var(a[0]), t.vars(a[1]));
}

void set_in(Translator& t, const ConstraintItem&, const Args& a) {
    const IntSet s = t.set(a[1]);
    const Term x = t.term(a[0]);
    if (x.constant) {
        if (!s.contains(*x.constant)) unsatisfiable(t);
        return;
    }
    t.problem().restrict(t.var(a[0]), [&](int v) { return s.contains(v); });
}
void set_in_reif(Translator& t, const ConstraintItem& c, const Args& a) {
    const IntSet s = t.set(a[1]);
    if (s.size() > 1u << 22) t.refuse(c.location, "the set has too many elements");
    std::vector<int> values;
    for (const IntRange& r : s.ranges)
        for (std::int64_t v = r.lo; v <= r.hi; ++v)
            if (v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max())
                values.push_back(static_cast<int>(v));
    const csp::VarId x = t.var(a[0]);
    const csp::VarId operands[] = {x};
    csp::add_reified_membership(t.problem(), x, values, t.apart(t.var(a[2]), operands));
}

void all_different(Translator& t, const ConstraintItem& c, const Args& a) {
    // By default, and for ::bounds: value propagation plus hidden singles, cheap at every size, and
    // Hall intervals on the bounds (Chuffed's default too) up to kBoundsScope variables: golomb 8
    // 3,600 → 1,757 failures with learning, ghoulomb 3-8-16 likewise. The cap dates from the
    // quadratic sweep (debruijn_binary's 512 variables: 8.8 s instead of 0.26 s with no failure
    // less); with wave 10's O(n log n) sweep no larger scope of the set fails less either. Domain consistency (::domain) recomputes a matching per call
    // (docs/experiments.md, "fzn-csp: all-different" and "Propagation, then explanations").
    constexpr std::size_t kBoundsScope = 64;
    bool domain = false;
    for (const Annotation& n : c.annotations) domain = domain || n.name == "domain";
    const auto xs = t.vars(a[0]);
    if (repeats(xs)) return unsatisfiable(t);
    if (domain) return csp::add_all_different(t.problem(), xs, csp::AllDifferentStrength::Domain);
    csp::add_all_different(t.problem(), xs, csp::AllDifferentStrength::Hidden);
    if (xs.size() <= kBoundsScope) csp::add_all_different(t.problem(), xs, csp::AllDifferentStrength::Bounds);
}
void count_eq(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_count(t.problem(), t.vars(a[0]), t.var(a[1]), t.var(a[2]));
}
void table(Translator& t, const ConstraintItem& c, const Args& a) {
    const auto xs = t.vars(a[0]);
    const auto tuples = t.integers(a[1]);
    if (xs.empty() || tuples.size() % xs.size() != 0)
        t.refuse(c.location, "the table has " + std::to_string(tuples.size()) + " entries, not a multiple of its " +
                                 std::to_string(xs.size()) + " variables");
    csp::add_table(t.problem(), xs, tuples);
}
// csp_regular(x, Q, S, d, q0, F): fzn_regular with its transition table flattened row by row.
void regular(Translator& t, const ConstraintItem& c, const Args& a) {
    csp::Automaton automaton{.states = t.small_integer(a[1]),
                             .symbols = t.small_integer(a[2]),
                             .transitions = t.integers(a[3]),
                             .initial = t.small_integer(a[4])};
    const IntSet finals = t.set(a[5]);
    for (const IntRange& r : finals.ranges) {
        if (r.lo < 1 || r.hi > automaton.states)  // checked here: an int64 state would not fit an int
            t.refuse(c.location, "the final states are not a subset of 1.." + std::to_string(automaton.states));
        for (std::int64_t q = r.lo; q <= r.hi; ++q) automaton.finals.push_back(static_cast<int>(q));
    }
    const auto xs = t.vars(a[0]);
    if (xs.empty()) {  // the empty word
        if (!finals.contains(automaton.initial)) unsatisfiable(t);
        return;
    }
    csp::add_regular(t.problem(), xs, automaton);
}
// csp_cumulative(s, d, r, b): fzn_cumulative with fixed durations and usages.
void cumulative(Translator& t, const ConstraintItem& c, const Args& a) {
    const auto starts = t.vars(a[0]);
    const auto durations = t.integers(a[1]), usages = t.integers(a[2]);
    if (durations.size() != starts.size() || usages.size() != starts.size())
        t.refuse(c.location, std::to_string(starts.size()) + " starts, " + std::to_string(durations.size()) +
                                 " durations and " + std::to_string(usages.size()) + " usages: one of each per task");
    csp::add_cumulative(t.problem(), starts, durations, usages, t.var(a[3]));
}
// csp_bin_packing_load(load, bin, w, first): fzn_bin_packing_load, the loads' array indexed from
// `first` (FlatZinc's arrays start at 1, so the bins' numbering comes apart).
void bin_packing_load(Translator& t, const ConstraintItem& c, const Args& a) {
    const auto bins = t.vars(a[1]);
    const auto weights = t.integers(a[2]);
    if (weights.size() != bins.size())
        t.refuse(c.location, std::to_string(bins.size()) + " bins and " + std::to_string(weights.size()) +
                                 " weights: one of each per item");
    csp::add_bin_packing_load(t.problem(), t.vars(a[0]), bins, weights, t.small_integer(a[3]));
}
void inverse(Translator& t, const ConstraintItem&, const Args& a) {
    csp::add_inverse(t.problem(), t.vars(a[0]), t.small_integer(a[1]), t.vars(a[2]), t.small_integer(a[3]));
}
void circuit(Translator& t, const ConstraintItem&, const Args& a) {
    const auto xs = t.vars(a[0]);
    if (repeats(xs)) return unsatisfiable(t);
    csp::add_circuit(t.problem(), xs, t.small_integer(a[1]));
}

const std::unordered_map<std::string_view, Entry>& table_of_constraints() {
    static const std::unordered_map<std::string_view, Entry> kTable = {
        {"int_eq", {2, comparison<Comparison::Equal>}},
        {"int_ne", {2, comparison<Comparison::NotEqual>}},
        {"int_le", {2, comparison<Comparison::LessEqual>}},
        {"int_lt", {2, comparison<Comparison::Less>}},
        {"int_eq_reif", {3, reified_comparison<Comparison::Equal>}},
        {"int_ne_reif", {3, reified_comparison<Comparison::NotEqual>}},
        {"int_le_reif", {3, reified_comparison<Comparison::LessEqual>}},
        {"int_lt_reif", {3, reified_comparison<Comparison::Less>}},
        {"int_lin_eq", {3, linear<LinearRelation::Equal>}},
        {"int_lin_le", {3, linear<LinearRelation::LessEqual>}},
        {"int_lin_ne", {3, linear<LinearRelation::NotEqual>}},
        {"int_lin_eq_reif", {4, reified_linear<LinearRelation::Equal>}},
        {"int_lin_le_reif", {4, reified_linear<LinearRelation::LessEqual>}},
        {"int_lin_ne_reif", {4, reified_linear<LinearRelation::NotEqual>}},
        {"int_plus", {3, int_plus}},
        {"int_times", {3, ternary<csp::add_times>}},
        {"int_div", {3, ternary<csp::add_division>}},
        {"int_mod", {3, ternary<csp::add_modulo>}},
        {"int_pow", {3, ternary<csp::add_power>}},
        {"int_min", {3, ternary<csp::add_min>}},
        {"int_max", {3, ternary<csp::add_max>}},
        {"int_abs", {2, int_abs}},
        {"array_int_element", {3, constant_element}},
        {"array_bool_element", {3, constant_element}},
        {"array_var_int_element", {3, variable_element}},
        {"array_var_bool_element", {3, variable_element}},
        {"array_int_maximum", {2, extremum<true>}},
        {"array_int_minimum", {2, extremum<false>}},
        {"set_in", {2, set_in}},
        {"set_in_reif", {3, set_in_reif}},
        {"bool2int", {2, comparison<Comparison::Equal>}},
        {"bool_eq", {2, comparison<Comparison::Equal>}},
        {"bool_not", {2, comparison<Comparison::NotEqual>}},
        {"bool_le", {2, comparison<Comparison::LessEqual>}},
        {"bool_lt", {2, comparison<Comparison::Less>}},
        {"bool_xor", {3, reified_comparison<Comparison::NotEqual>}},
        {"bool_eq_reif", {3, reified_comparison<Comparison::Equal>}},
        {"bool_le_reif", {3, reified_comparison<Comparison::LessEqual>}},
        {"bool_lt_reif", {3, reified_comparison<Comparison::Less>}},
        {"bool_and", {3, binary_connective<true>}},
        {"bool_or", {3, binary_connective<false>}},
        {"array_bool_and", {2, array_connective<true>}},
        {"array_bool_or", {2, array_connective<false>}},
        {"array_bool_xor", {1, array_bool_xor}},
        {"bool_clause", {2, bool_clause}},
        {"fzn_all_different_int", {1, all_different}},
        {"fzn_count_eq", {3, count_eq}},
        {"csp_table_int", {2, table}},
        {"csp_table_bool", {2, table}},
        {"csp_inverse", {4, inverse}},
        {"csp_regular", {6, regular}},
        {"csp_circuit", {2, circuit}},
        {"csp_cumulative", {4, cumulative}},
        {"csp_bin_packing_load", {4, bin_packing_load}},
    };
    return kTable;
}

}  // namespace

void add_constraint(Translator& t, const ConstraintItem& c) {
    // bool_xor comes with two arguments (a ≠ b) as well as three (r ↔ a ≠ b).
    if (c.name == "bool_xor" && c.arguments.size() == 2) return comparison<Comparison::NotEqual>(t, c, c.arguments);
    const auto& table = table_of_constraints();
    const auto it = table.find(c.name);
    if (it == table.end())
        t.refuse(c.location, "the constraint '" + c.name +
                                 "' is not supported by fzn-csp (compile the model with --solver csp, whose "
                                 "library decomposes the others)");
    if (c.arguments.size() != it->second.arity)
        t.refuse(c.location, c.name + " expects " + std::to_string(it->second.arity) + " arguments, found " +
                                 std::to_string(c.arguments.size()));
    it->second.add(t, c, c.arguments);
}

}  // namespace flatzinc::detail
