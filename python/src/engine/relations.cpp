// Binary constraints from Python: relation names, csp.Relation objects and Python predicates. A
// predicate is evaluated on every pair of values once, when the constraint is added; the engine gets
// the answers as a table, so search never calls back into Python.
#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "csp/model/errors.hpp"
#include "csp/model/relation.hpp"
#include "engine/bind.hpp"
#include "engine/py_problem.hpp"

namespace csp_python {

namespace {

/// csp.Relation: an engine relation over integer values, label (in)equality, or a table of pairs of
/// the user's values (translated when added, since labels become numbers per variable).
struct PyRelation {
    enum class Kind { Engine, Equality, Table };
    Kind kind = Kind::Engine;
    csp::Relation engine = csp::not_equal();
    bool equal = false;                                    // Kind::Equality: == (true) or != (false)
    std::vector<std::pair<py::object, py::object>> pairs;  // Kind::Table
    std::string text;
};

PyRelation engine_relation(csp::Relation r, std::string text) {
    return {PyRelation::Kind::Engine, std::move(r), false, {}, std::move(text)};
}

PyRelation equality(bool equal) {
    return {PyRelation::Kind::Equality, csp::not_equal(), equal, {}, equal ? "==" : "!="};
}

PyRelation relation_named(const std::string& name) {
    if (name == "!=") return equality(false);
    if (name == "==") return equality(true);
    if (name == "<") return engine_relation(csp::less(), name);
    if (name == "<=") return engine_relation(csp::less_equal(), name);
    if (name == ">") return engine_relation(csp::transpose(csp::less()), name);
    if (name == ">=") return engine_relation(csp::transpose(csp::less_equal()), name);
    throw py::value_error("unknown relation '" + name + "' (expected one of: !=, ==, <, <=, >, >=)");
}

/// A relation given by the value pairs it allows, evaluated once by `allows(a, b)` over the user's
/// values (which may raise: then nothing is added), kept as a matrix the engine reads by value.
template <class Allows>
csp::Relation evaluated(const PyProblem& p, csp::VarId x, csp::VarId y, Allows allows, std::string name) {
    const py::list xv = p.values(x), yv = p.values(y);
    const std::span<const int> xl = p.engine().labels(x), yl = p.engine().labels(y);
    auto matrix = std::make_shared<std::vector<char>>(xv.size() * yv.size());
    for (std::size_t i = 0; i < xv.size(); ++i)
        for (std::size_t j = 0; j < yv.size(); ++j) (*matrix)[i * yv.size() + j] = allows(xv[i], yv[j]) ? 1 : 0;
    auto lookup = [xs = std::vector<int>(xl.begin(), xl.end()), ys = std::vector<int>(yl.begin(), yl.end()), matrix](
                      int a, int b) {
        const auto i = std::lower_bound(xs.begin(), xs.end(), a);
        const auto j = std::lower_bound(ys.begin(), ys.end(), b);
        if (i == xs.end() || *i != a || j == ys.end() || *j != b) return false;
        return (*matrix)[static_cast<std::size_t>(i - xs.begin()) * ys.size() +
                         static_cast<std::size_t>(j - ys.begin())] != 0;
    };
    return csp::predicate(std::move(lookup), std::move(name));
}

/// A Python predicate as an engine relation, evaluated once per predicate object and pair of value
/// lists: a model of a thousand constraints with one predicate calls it on one set of pairs, and the
/// engine compiles one relation for all of them. Only the object itself is the same predicate: two
/// lambdas of one code may read different globals (a loop at module level).
csp::Relation predicate_relation(PyProblem& p, csp::VarId x, csp::VarId y, const py::object& fn, std::string name) {
    const py::object key =
        py::make_tuple(reinterpret_cast<std::uintptr_t>(fn.ptr()), p.value_set(x), p.value_set(y), name);
    if (auto known = p.evaluated_relation(key)) return *known;
    csp::Relation relation = evaluated(
        p, x, y, [&](py::handle a, py::handle b) { return py::bool_(fn(a, b)).cast<bool>(); }, std::move(name));
    p.remember_relation(key, relation, fn);
    return relation;
}

/// The engine relation for `r` between x and y.
csp::Relation to_engine(const PyProblem& p, csp::VarId x, csp::VarId y, const PyRelation& r) {
    switch (r.kind) {
        case PyRelation::Kind::Engine: {
            const std::vector<csp::VarId> both = {x, y};
            p.require_ints(both, "add_constraint (relation " + r.text + ")");
            return r.engine;
        }
        case PyRelation::Kind::Equality:
            // Same values on both sides (integers, or the same labels in the same order): the engine's
            // own relation; otherwise by Python's ==.
            if ((p.int_valued(x) && p.int_valued(y)) ||
                (!p.int_valued(x) && !p.int_valued(y) && p.values(x).equal(p.values(y))))
                return r.equal ? csp::equal() : csp::not_equal();
            return evaluated(
                p, x, y, [&](py::handle a, py::handle b) { return a.equal(b) == r.equal; }, r.text);
        case PyRelation::Kind::Table: {
            std::vector<std::pair<int, int>> pairs;
            for (const auto& [a, b] : r.pairs)
                pairs.emplace_back(p.to_engine(x, a, "add_constraint (table)"),
                                   p.to_engine(y, b, "add_constraint (table)"));
            return csp::table(std::move(pairs));
        }
    }
    throw std::logic_error("unknown relation kind");
}

void add_constraint(PyProblem& p, py::handle x_arg, py::handle y_arg, const py::object& relation,
                    const std::optional<std::string>& name) {
    const csp::VarId x = p.var(x_arg, "add_constraint");
    const csp::VarId y = p.var(y_arg, "add_constraint");
    if (x == y)  // before a predicate is evaluated (the engine says the same)
        throw csp::ModelError("add_constraint: a binary constraint needs two different variables, got '" +
                              p.engine().name(x) + "' twice");
    if (p.names_variable(relation))  // add_constraint("T", "W", "O", "!="): three variables
        throw csp::ModelError("add_constraint: a binary constraint takes two variables, then a relation; " +
                              py::repr(relation).cast<std::string>() +
                              " is a variable (for three or more, add one constraint per pair, or use "
                              "add_all_different, add_linear or add_table)");
    csp::Relation engine = csp::not_equal();
    if (py::isinstance<py::str>(relation)) engine = to_engine(p, x, y, relation_named(relation.cast<std::string>()));
    else if (py::isinstance<PyRelation>(relation)) engine = to_engine(p, x, y, relation.cast<const PyRelation&>());
    else if (PyCallable_Check(relation.ptr()))
        engine = predicate_relation(p, x, y, relation, name.value_or("predicate"));
    else
        throw py::type_error(
            "add_constraint: the relation must be a name ('!=', '<', ...), a csp.Relation or a "
            "callable (a, b) -> bool, not " +
            py::repr(relation).cast<std::string>());
    p.modify().add_constraint(x, y, engine);
}

}  // namespace

void bind_relations(py::module_& m, ProblemClass& problem) {
    py::class_<PyRelation>(m, "Relation",
                           "A binary relation for Problem.add_constraint: made by not_equal(), equal(), less(), "
                           "less_equal(), greater(), greater_equal(), not_equal_offset(k) or table(pairs).")
        .def("__repr__", [](const PyRelation& r) { return "csp.Relation('" + r.text + "')"; })
        .def_property_readonly(
            "name", [](const PyRelation& r) { return r.text; }, "Its short description.");

    m.def(
        "not_equal", [] { return equality(false); }, "x != y (for labels: by Python's ==).");
    m.def(
        "equal", [] { return equality(true); }, "x == y (for labels: by Python's ==).");
    m.def(
        "less", [] { return relation_named("<"); }, "x < y (integer values).");
    m.def(
        "less_equal", [] { return relation_named("<="); }, "x <= y (integer values).");
    m.def(
        "greater", [] { return relation_named(">"); }, "x > y (integer values).");
    m.def(
        "greater_equal", [] { return relation_named(">="); }, "x >= y (integer values).");
    m.def(
        "not_equal_offset",
        [](int k) { return engine_relation(csp::not_equal_offset(k), "x-y!=" + std::to_string(k)); }, py::arg("k"),
        "x - y != k (integer values): the queens' diagonals.");
    m.def(
        "table",
        [](const py::iterable& pairs) {
            PyRelation r{PyRelation::Kind::Table, csp::not_equal(), false, {}, "table"};
            for (py::handle pair : pairs) {
                const auto t = py::reinterpret_borrow<py::sequence>(pair);
                if (t.size() != 2)
                    throw py::value_error("table: each pair needs 2 values, got " + py::repr(pair).cast<std::string>());
                r.pairs.emplace_back(t[0], t[1]);
            }
            r.text = "table(" + std::to_string(r.pairs.size()) + ")";
            return r;
        },
        py::arg("pairs"), "Exactly the listed (x value, y value) pairs; values may be labels.");

    problem.def("add_constraint", &add_constraint, py::arg("x"), py::arg("y"), py::arg("relation"),
                py::arg("name") = py::none(),
                "A binary constraint between x and y (Variables or names). `relation` is '!=', '==', '<', '<=', "
                "'>', '>=', a csp.Relation, or a callable (a, b) -> bool over the values, called once on every "
                "pair now (never during search); `name` labels a callable in traces and the graph. Several "
                "constraints on one pair are intersected. Raises ModelError for unknown variables, x == y or "
                "a relation that needs integer values on labels; an exception of the callable propagates and "
                "nothing is added.");
}

}  // namespace csp_python
