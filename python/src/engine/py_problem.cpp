#include "engine/py_problem.hpp"

#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "csp/model/errors.hpp"

namespace csp_python {

namespace {

/// An int (or anything with __index__, such as a numpy integer), but not a bool: True and False stay labels.
bool is_integer(py::handle v) { return PyIndex_Check(v.ptr()) && !py::isinstance<py::bool_>(v); }

std::string show(py::handle v) { return py::repr(v).cast<std::string>(); }

/// An integer (anything with __index__) as the engine's int; nullopt outside its range.
std::optional<int> engine_int(py::handle v) {
    const auto n = py::reinterpret_steal<py::object>(PyNumber_Index(v.ptr()));
    if (!n) throw py::error_already_set();
    int overflow = 0;
    const long long value = PyLong_AsLongLongAndOverflow(n.ptr(), &overflow);
    if (overflow != 0 || value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(value);
}

/// The int a value equals in Python (an int, a bool, a float without a fraction) within the
/// engine's range; nullopt for anything else.
std::optional<int> whole_number(py::handle v) {
    if (PyFloat_Check(v.ptr())) {
        const double d = PyFloat_AsDouble(v.ptr());
        if (!(d >= std::numeric_limits<int>::min() && d <= std::numeric_limits<int>::max()) || d != std::floor(d))
            return std::nullopt;
        return static_cast<int>(d);
    }
    return PyIndex_Check(v.ptr()) ? engine_int(v) : std::nullopt;
}

}  // namespace

std::string engine_name(const py::handle& name) {
    return py::isinstance<py::str>(name) ? name.cast<std::string>() : show(name);
}

csp::VarId PyProblem::add_variable(const py::object& name, const py::iterable& values) {
    // Integers are read straight into the engine's ints; the first other value turns the variable
    // into one of labels, whose Python objects are kept (checked while reading: range(10**9) is
    // never materialised).
    std::vector<int> ints;
    std::optional<py::list> given;
    std::size_t count = 0;
    for (py::handle v : values) {
        if (++count > kMaxDomainValues)
            throw py::value_error("add_variable: variable " + show(name) + " has more than " +
                                  std::to_string(kMaxDomainValues) + " values (the most a domain may hold here)");
        if (!given && is_integer(v)) {
            const std::optional<int> n = engine_int(v);
            if (!n)
                throw py::value_error("add_variable: variable " + show(name) + " has the value " + show(v) +
                                      ", outside the engine's range " +
                                      std::to_string(std::numeric_limits<int>::min()) + ".." +
                                      std::to_string(std::numeric_limits<int>::max()));
            ints.push_back(*n);
            continue;
        }
        if (!given) {
            given.emplace();
            for (int i : ints) given->append(py::int_(i));
            ints = {};
        }
        given->append(v);
    }
    return add_read_variable(name, std::move(ints), given ? &*given : nullptr);
}

csp::VarId PyProblem::add_read_variable(const py::object& name, std::vector<int> ints, const py::list* given) {
    const std::string cname = engine_name(name);
    Var var{name, given == nullptr, py::list(), py::dict()};
    if (given != nullptr) {
        ints.clear();
        for (std::size_t i = 0; i < given->size(); ++i) {
            py::object v = (*given)[i];
            if (var.engine.contains(v))
                throw csp::ModelError("variable '" + cname + "' has the value " + show(v) + " twice");
            var.engine[v] = static_cast<int>(i);
            ints.push_back(static_cast<int>(i));
        }
        var.values = *given;
    }
    if (by_name_.contains(name))
        throw csp::ModelError("add_variable: a variable named " + show(name) +
                              " already exists (names must be distinct)");
    const csp::VarId x = modify().add_variable(cname, std::move(ints));  // checks ints given twice, no values
    var.value_set = var.ints ? intern_values(problem_.labels(x)) : intern_values(var.values);
    by_name_[name] = x;
    vars_.push_back(std::move(var));
    return x;
}

int PyProblem::intern_values(const py::list& values) {
    const py::tuple key(values);
    if (!value_sets_.contains(key)) value_sets_[key] = value_set_count_++;
    return value_sets_[key].cast<int>();
}

int PyProblem::intern_values(std::span<const int> labels) {
    return int_value_sets_.try_emplace(std::vector<int>(labels.begin(), labels.end()), value_set_count_).second
               ? value_set_count_++
               : int_value_sets_.at(std::vector<int>(labels.begin(), labels.end()));
}

std::shared_ptr<PyProblem> PyProblem::from_engine(csp::Problem problem) {
    auto p = std::make_shared<PyProblem>();
    p->problem_ = std::move(problem);
    for (csp::VarId x = 0; x < p->problem_.num_variables(); ++x) {
        Var var{py::str(p->problem_.name(x)), true, py::list(), py::dict()};
        var.value_set = p->intern_values(p->problem_.labels(x));
        p->by_name_[var.name] = x;
        p->vars_.push_back(std::move(var));
    }
    return p;
}

std::shared_ptr<PyProblem> PyProblem::copy() const {
    auto p = std::make_shared<PyProblem>();
    p->problem_ = problem_;
    for (const Var& v : vars_)
        p->vars_.push_back({v.name, v.ints, py::list(v.values), py::dict(v.engine), v.value_set});
    p->by_name_ = py::dict(by_name_);
    p->value_sets_ = py::dict(value_sets_);
    p->int_value_sets_ = int_value_sets_;
    p->value_set_count_ = value_set_count_;
    p->relation_index_ = py::dict(relation_index_);
    p->relations_ = relations_;
    p->predicates_ = py::list(predicates_);
    return p;
}

bool PyProblem::names_variable(py::handle v) const {
    if (py::isinstance<Variable>(v)) return true;
    return PyObject_Hash(v.ptr()) != -1 ? by_name_.contains(v) : (PyErr_Clear(), false);
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
    if (v.ints) {  // what equals one of its ints in Python: an int, a bool, a whole float
        if (const auto n = whole_number(value); n && problem_.index_of(x, static_cast<int>(*n))) return *n;
    } else if (v.engine.contains(value)) {
        return v.engine[value].cast<int>();
    }
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

py::list PyProblem::values(csp::VarId x) const {
    const Var& v = vars_[static_cast<std::size_t>(x)];
    if (!v.ints) return py::list(v.values);  // a copy: the caller may change it
    py::list out;
    for (int label : problem_.labels(x)) out.append(py::int_(label));
    return out;
}

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
