#include "engine/py_problem.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include "csp/model/errors.hpp"

namespace csp_python {

namespace {

/// An int (or anything with __index__, such as a numpy integer), but not a bool: True and False stay labels.
bool is_integer(py::handle v) { return PyIndex_Check(v.ptr()) && !py::isinstance<py::bool_>(v); }

std::string show(py::handle v) { return py::repr(v).cast<std::string>(); }

}  // namespace

std::string engine_name(const py::handle& name) {
    return py::isinstance<py::str>(name) ? name.cast<std::string>() : show(name);
}

csp::VarId PyProblem::add_variable(const py::object& name, const py::iterable& values) {
    const std::string cname = engine_name(name);
    Var var{name, true, py::list(), py::dict()};
    py::list given;
    for (py::handle v : values) {
        if (given.size() == kMaxDomainValues)  // checked while reading: range(10**9) is never materialised
            throw py::value_error("add_variable: variable " + show(name) + " has more than " +
                                  std::to_string(kMaxDomainValues) + " values (the most a domain may hold here)");
        given.append(v);
        if (!is_integer(v)) var.ints = false;
    }
    std::vector<int> engine_values;
    for (std::size_t i = 0; i < given.size(); ++i) {
        py::object v = given[i];
        const int e = var.ints ? py::int_(v).cast<int>() : static_cast<int>(i);
        if (!var.ints && var.engine.contains(v))
            throw csp::ModelError("variable '" + cname + "' has the value " + show(v) + " twice");
        var.engine[v] = e;
        engine_values.push_back(e);
    }
    if (by_name_.contains(name))
        throw csp::ModelError("add_variable: a variable named " + show(name) +
                              " already exists (names must be distinct)");
    const csp::VarId x = modify().add_variable(cname, engine_values);  // checks ints given twice, no values
    if (var.ints)
        for (int label : problem_.labels(x)) var.values.append(py::int_(label));
    else var.values = given;
    var.value_set = intern_values(var.values);
    by_name_[name] = x;
    vars_.push_back(std::move(var));
    return x;
}

int PyProblem::intern_values(const py::list& values) {
    const py::tuple key(values);
    if (!value_sets_.contains(key)) value_sets_[key] = py::len(value_sets_);
    return value_sets_[key].cast<int>();
}

std::shared_ptr<PyProblem> PyProblem::from_engine(csp::Problem problem) {
    auto p = std::make_shared<PyProblem>();
    p->problem_ = std::move(problem);
    for (csp::VarId x = 0; x < p->problem_.num_variables(); ++x) {
        Var var{py::str(p->problem_.name(x)), true, py::list(), py::dict()};
        for (int label : p->problem_.labels(x)) {
            var.values.append(py::int_(label));
            var.engine[py::int_(label)] = label;
        }
        var.value_set = p->intern_values(var.values);
        p->by_name_[var.name] = x;
        p->vars_.push_back(std::move(var));
    }
    return p;
}

csp::VarId PyProblem::var(py::handle v, std::string_view operation) const {
    if (py::isinstance<Variable>(v)) {
        const auto& variable = v.cast<const Variable&>();
        problem_.check_variable(variable.id, operation);
        if (!name(variable.id).equal(variable.name))
            throw csp::ModelError(std::string(operation) + ": variable " + show(variable.name) +
                                  " is not a variable of this problem");
        return variable.id;
    }
    if (by_name_.contains(v)) return by_name_[v].cast<csp::VarId>();
    throw csp::ModelError(std::string(operation) + ": no variable named " + show(v) + " (the problem has " +
                          std::to_string(size()) + " variables)");
}

std::vector<csp::VarId> PyProblem::vars(const py::iterable& vs, std::string_view operation) const {
    std::vector<csp::VarId> ids;
    for (py::handle v : vs) ids.push_back(var(v, operation));
    return ids;
}

int PyProblem::to_engine(csp::VarId x, py::handle value, std::string_view operation) const {
    const Var& v = vars_[static_cast<std::size_t>(x)];
    if (v.engine.contains(value)) return v.engine[value].cast<int>();
    throw csp::ModelError(std::string(operation) + ": " + show(value) + " is not a value of " + show(v.name));
}

py::object PyProblem::to_python(csp::VarId x, int value) const {
    const Var& v = vars_[static_cast<std::size_t>(x)];
    if (v.ints) return py::int_(value);
    return v.values[static_cast<std::size_t>(value)];
}

void PyProblem::require_ints(std::span<const csp::VarId> xs, std::string_view operation) const {
    for (csp::VarId x : xs)
        if (!int_valued(x))
            throw csp::ModelError(std::string(operation) + ": needs integer values, and " + show(name(x)) +
                                  " has labels");
}

py::list PyProblem::values(csp::VarId x) const { return vars_[static_cast<std::size_t>(x)].values; }

py::dict PyProblem::to_dict(std::span<const int> assignment) const {
    py::dict d;
    for (std::size_t i = 0; i < assignment.size(); ++i) {
        const auto x = static_cast<csp::VarId>(i);
        d[name(x)] = to_python(x, assignment[i]);
    }
    return d;
}

std::optional<csp::Relation> PyProblem::evaluated_relation(const py::object& key) const {
    if (!relation_index_.contains(key)) return std::nullopt;
    return relations_[relation_index_[key].cast<std::size_t>()];
}

void PyProblem::remember_relation(const py::object& key, csp::Relation relation, py::object predicate) {
    relation_index_[key] = relations_.size();
    relations_.push_back(std::move(relation));
    predicates_.append(std::move(predicate));
}

csp::Problem& PyProblem::modify() {
    if (busy_ > 0) throw std::runtime_error("the problem is being solved in another thread; change it afterwards");
    ++version_;
    return problem_;
}

}  // namespace csp_python
