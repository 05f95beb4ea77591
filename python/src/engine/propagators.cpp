// The engine's n-ary constraints (propagators) as Problem methods. Each checks its variables' values
// before the engine sees them: arithmetic ones need integer values.
#include <pybind11/stl.h>

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/boolean/boolean.hpp"
#include "csp/constraints/circuit/circuit.hpp"
#include "csp/constraints/counting/counting.hpp"
#include "csp/constraints/element/element.hpp"
#include "csp/constraints/extremum/extremum.hpp"
#include "csp/constraints/inverse/inverse.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/constraints/regular/regular.hpp"
#include "csp/constraints/table/table.hpp"
#include "csp/model/errors.hpp"
#include "engine/bind.hpp"

namespace csp_python {

namespace {

csp::LinearRelation linear_relation(const std::string& name) {
    if (name == "==") return csp::LinearRelation::Equal;
    if (name == "<=") return csp::LinearRelation::LessEqual;
    if (name == ">=") return csp::LinearRelation::GreaterEqual;
    if (name == "!=") return csp::LinearRelation::NotEqual;
    throw py::value_error("unknown linear relation '" + name + "' (expected one of: ==, <=, >=, !=)");
}

/// Variables with integer values only, for `operation`.
std::vector<csp::VarId> int_vars(const PyProblem& p, const py::iterable& vs, const char* operation) {
    std::vector<csp::VarId> ids = p.vars(vs, operation);
    p.require_ints(ids, operation);
    return ids;
}

csp::VarId int_var(const PyProblem& p, py::handle v, const char* operation) {
    const csp::VarId x = p.var(v, operation);
    p.require_ints(std::span(&x, 1), operation);
    return x;
}

/// The engine compares values as numbers: integers as themselves, labels as their position in their
/// variable's list. So labels compare right only when every variable has the same list.
void require_comparable_values(const PyProblem& p, std::span<const csp::VarId> ids, const char* operation,
                               const char* otherwise) {
    const bool all_ints = std::all_of(ids.begin(), ids.end(), [&](csp::VarId x) { return p.int_valued(x); });
    for (const csp::VarId x : ids)
        if (!all_ints && p.value_set(x) != p.value_set(ids.front()))
            throw csp::ModelError(std::string(operation) + ": '" + p.engine().name(ids.front()) + "' has the values " +
                                  py::repr(p.values(ids.front())).cast<std::string>() + " and '" + p.engine().name(x) +
                                  "' " + py::repr(p.values(x)).cast<std::string>() +
                                  "; over labels every variable needs the same values in the same order (" + otherwise +
                                  ")");
}

/// A state of add_regular's automaton: an int from 1, as in MiniZinc. `what` names the argument.
int regular_state(py::handle q, const std::string& what) {
    if (!PyLong_Check(q.ptr()) || PyBool_Check(q.ptr()))
        throw py::type_error("add_regular: " + what + " must be an int (a state, numbered from 1), got " +
                             py::repr(q).cast<std::string>());
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(q.ptr(), &overflow);
    if (overflow != 0 || n < 1 || n > INT_MAX)
        throw csp::ModelError("add_regular: " + what + " is " + py::repr(q).cast<std::string>() +
                              "; states are numbered from 1");
    return static_cast<int>(n);
}

/// The engine value of `value` in the variables `ids` (labels mean the same in each, checked
/// before): from the first variable that has it.
int regular_symbol(const PyProblem& p, std::span<const csp::VarId> ids, py::handle value) {
    std::vector<int> tried;  // value sets already asked
    for (const csp::VarId x : ids) {
        if (std::find(tried.begin(), tried.end(), p.value_set(x)) != tried.end()) continue;
        tried.push_back(p.value_set(x));
        // Over ints a value one variable lacks may be another's: the next one is asked.
        try {
            return p.to_engine(x, value, "add_regular");
        } catch (const csp::ModelError&) {}
    }
    throw csp::ModelError("add_regular: transitions read " + py::repr(value).cast<std::string>() +
                          ", a value of none of the variables");
}

/// The dense table the engine takes would have states × (largest − smallest symbol + 1) entries.
constexpr long long kMaxRegularTable = 1LL << 22;

/// The engine's automaton for add_regular's Python arguments: transitions {(state, value): state},
/// the states counted from the largest one named, the symbols the span of the values' engine values.
csp::Automaton regular_automaton(const PyProblem& p, std::span<const csp::VarId> ids, py::handle transitions,
                                 py::handle initial, const py::iterable& finals) {
    if (!PyDict_Check(transitions.ptr()))
        throw py::type_error("add_regular: transitions must be a dict {(state, value): next_state}, got " +
                             py::repr(py::type::of(transitions)).cast<std::string>());
    const auto table = py::reinterpret_borrow<py::dict>(transitions);
    if (table.empty()) throw csp::ModelError("add_regular: transitions is empty (no word would be accepted)");
    struct Edge {
        int from, symbol, to;
    };
    std::vector<Edge> edges;
    csp::Automaton a;
    a.initial = regular_state(initial, "initial");
    a.states = a.initial;
    for (py::handle f : finals) {
        a.finals.push_back(regular_state(f, "a final state"));
        a.states = std::max(a.states, a.finals.back());
    }
    for (const auto& [key, target] : table) {
        if (!PyTuple_Check(key.ptr()) || PyTuple_Size(key.ptr()) != 2)
            throw csp::ModelError("add_regular: a transitions key must be a (state, value) pair, got " +
                                  py::repr(key).cast<std::string>());
        const auto pair = py::reinterpret_borrow<py::tuple>(key);
        const Edge e{regular_state(pair[0], "a transition's state"), regular_symbol(p, ids, pair[1]),
                     regular_state(target, "a transition's next state")};
        a.states = std::max({a.states, e.from, e.to});
        edges.push_back(e);
    }
    const auto by_symbol = [](const Edge& l, const Edge& r) { return l.symbol < r.symbol; };
    a.first_symbol = std::min_element(edges.begin(), edges.end(), by_symbol)->symbol;
    const long long symbols =
        static_cast<long long>(std::max_element(edges.begin(), edges.end(), by_symbol)->symbol) - a.first_symbol + 1;
    if (symbols * a.states > kMaxRegularTable)
        throw csp::ModelError("add_regular: " + std::to_string(a.states) + " states × " + std::to_string(symbols) +
                              " values from the smallest to the largest make more than " +
                              std::to_string(kMaxRegularTable) + " transitions; number the states densely");
    a.symbols = static_cast<int>(symbols);
    a.transitions.assign(static_cast<std::size_t>(symbols * a.states), 0);
    for (const Edge& e : edges)
        a.transitions[static_cast<std::size_t>((e.from - 1) * symbols + (e.symbol - a.first_symbol))] = e.to;
    return a;
}

}  // namespace

void bind_propagators(ProblemClass& problem) {
    problem
        .def(
            "add_all_different",
            [](PyProblem& p, const py::iterable& vs, const std::string& strength) {
                const auto ids = p.vars(vs, "add_all_different");
                require_comparable_values(p, ids, "add_all_different", "or use integers, or '!=' between each pair");
                const auto s = csp::all_different_strength_from_string(strength);
                csp::add_all_different(p.modify(), ids, s);
            },
            py::arg("vars"), py::arg("strength") = "domain",
            "All of `vars` take different values. strength: 'binary' (pairwise != arcs), 'value', 'hidden', "
            "'bounds' or 'domain' (matching; the default).")
        .def(
            "add_linear",
            [](PyProblem& p, const std::vector<int>& coefficients, const py::iterable& vs, const std::string& relation,
               long long rhs) {
                const auto ids = int_vars(p, vs, "add_linear");
                csp::add_linear(p.modify(), coefficients, ids, linear_relation(relation), rhs);
            },
            py::arg("coefficients"), py::arg("vars"), py::arg("relation"), py::arg("rhs"),
            "sum(coefficients[i] * vars[i]) RELATION rhs, RELATION one of '==', '<=', '>=', '!=' (integer values; "
            "coefficients non-zero).")
        .def(
            "add_linear_reified",
            [](PyProblem& p, const std::vector<int>& coefficients, const py::iterable& vs, const std::string& relation,
               long long rhs, py::handle r) {
                const auto ids = int_vars(p, vs, "add_linear_reified");
                const csp::VarId rid = int_var(p, r, "add_linear_reified");
                csp::add_linear_reified(p.modify(), coefficients, ids, linear_relation(relation), rhs, rid);
            },
            py::arg("coefficients"), py::arg("vars"), py::arg("relation"), py::arg("rhs"), py::arg("r"),
            "r <-> (sum(coefficients[i] * vars[i]) RELATION rhs), r a 0/1 variable.")
        .def(
            "add_element",
            [](PyProblem& p, py::handle index, const std::vector<int>& array, py::handle value, int offset) {
                const csp::VarId i = int_var(p, index, "add_element");
                const csp::VarId v = int_var(p, value, "add_element");
                csp::add_element(p.modify(), i, array, v, offset);
            },
            py::arg("index"), py::arg("array"), py::arg("value"), py::arg("offset") = 0,
            "value == array[index - offset], `array` a list of integers.")
        .def(
            "add_table",
            [](PyProblem& p, const py::iterable& vs, const py::iterable& tuples) {
                const auto ids = p.vars(vs, "add_table");
                std::vector<int> flat;
                for (py::handle t : tuples) {
                    const auto row = py::reinterpret_borrow<py::sequence>(t);
                    if (row.size() != ids.size())
                        throw py::value_error("add_table: a tuple of " + std::to_string(row.size()) + " values for " +
                                              std::to_string(ids.size()) + " variables");
                    for (std::size_t k = 0; k < ids.size(); ++k) {
                        // A value a variable does not have makes the tuple invalid, as in the engine.
                        const csp::VarId x = ids[k];
                        try {
                            flat.push_back(p.to_engine(x, row[k], "add_table"));
                        } catch (const csp::ModelError&) {
                            flat.resize(flat.size() - k);
                            break;
                        }
                    }
                }
                csp::add_table(p.modify(), ids, flat);
            },
            py::arg("vars"), py::arg("tuples"),
            "(vars[0], ..., vars[k-1]) is one of `tuples` (sequences of k values; labels allowed).")
        .def(
            "add_clause",
            [](PyProblem& p, const py::iterable& positive, const py::iterable& negative) {
                const auto pos = int_vars(p, positive, "add_clause");
                const auto neg = int_vars(p, negative, "add_clause");
                csp::add_clause(p.modify(), pos, neg);
            },
            py::arg("positive"), py::arg("negative") = py::tuple(),
            "At least one of `positive` is 1 or one of `negative` is 0 (0/1 variables).")
        .def(
            "add_and",
            [](PyProblem& p, const py::iterable& xs, py::handle r) {
                const auto ids = int_vars(p, xs, "add_and");
                csp::add_and_reified(p.modify(), ids, int_var(p, r, "add_and"));
            },
            py::arg("xs"), py::arg("r"), "r <-> (all of xs are 1), 0/1 variables.")
        .def(
            "add_or",
            [](PyProblem& p, const py::iterable& xs, py::handle r) {
                const auto ids = int_vars(p, xs, "add_or");
                csp::add_or_reified(p.modify(), ids, int_var(p, r, "add_or"));
            },
            py::arg("xs"), py::arg("r"), "r <-> (one of xs is 1), 0/1 variables.")
        .def(
            "add_count",
            [](PyProblem& p, const py::iterable& xs, py::handle value, py::handle count) {
                const auto ids = int_vars(p, xs, "add_count");
                csp::add_count(p.modify(), ids, int_var(p, value, "add_count"), int_var(p, count, "add_count"));
            },
            py::arg("xs"), py::arg("value"), py::arg("count"),
            "count == the number of xs equal to `value` (value and count are variables).")
        .def(
            "add_minimum",
            [](PyProblem& p, py::handle m, const py::iterable& xs) {
                const auto ids = int_vars(p, xs, "add_minimum");
                csp::add_minimum(p.modify(), int_var(p, m, "add_minimum"), ids);
            },
            py::arg("m"), py::arg("xs"), "m == min(xs).")
        .def(
            "add_maximum",
            [](PyProblem& p, py::handle m, const py::iterable& xs) {
                const auto ids = int_vars(p, xs, "add_maximum");
                csp::add_maximum(p.modify(), int_var(p, m, "add_maximum"), ids);
            },
            py::arg("m"), py::arg("xs"), "m == max(xs).")
        .def(
            "add_inverse",
            [](PyProblem& p, const py::iterable& f, const py::iterable& g, int f_offset, int g_offset) {
                const auto fs = int_vars(p, f, "add_inverse");
                const auto gs = int_vars(p, g, "add_inverse");
                csp::add_inverse(p.modify(), fs, f_offset, gs, g_offset);
            },
            py::arg("f"), py::arg("g"), py::arg("f_offset") = 0, py::arg("g_offset") = 0,
            "f[i] == j iff g[j] == i, f indexed from f_offset and g from g_offset (inverse permutations).")
        .def(
            "add_circuit",
            [](PyProblem& p, const py::iterable& succ, int offset) {
                const auto ids = int_vars(p, succ, "add_circuit");
                csp::add_circuit(p.modify(), ids, offset);
            },
            py::arg("succ"), py::arg("offset") = 0,
            "succ[i] is the successor of node i (nodes numbered from offset); the successors form one circuit through all nodes.")
        .def(
            "add_regular",
            [](PyProblem& p, const py::iterable& vs, py::handle transitions, py::handle initial,
               const py::iterable& finals) {
                const auto ids = p.vars(vs, "add_regular");
                // Before the automaton, whose values are looked up in the variables.
                if (ids.empty()) throw csp::ModelError("add_regular: no variables");
                require_comparable_values(p, ids, "add_regular", "or use integers");
                csp::add_regular(p.modify(), ids, regular_automaton(p, ids, transitions, initial, finals));
            },
            py::arg("vars"), py::arg("transitions"), py::arg("initial"), py::arg("finals"),
            "The values of `vars`, read in order, spell a word the automaton accepts: `transitions` a dict "
            "{(state, value): next_state} (a missing pair rejects the word), states ints from 1, `initial` the "
            "start state, `finals` the accepting ones. Values are the variables' own (labels allowed when every "
            "variable has the same list).");
}

}  // namespace csp_python
