#pragma once
// The Python view of a csp::Problem: the engine's problem plus, per variable, the name and the values
// the user gave. Integer values go to the engine as themselves (so linear sums, < and traces see the
// real numbers); any other values are numbered 0..d-1 in the order given.
#include <pybind11/pybind11.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"

namespace csp_python {

namespace py = pybind11;

/// csp.Variable: a handle on one variable of a Problem.
struct Variable {
    csp::VarId id;
    py::object name;
};

/// The most values add_variable takes for one variable (2^22, as fzn-csp's limit), so a domain of
/// 10^8 values fails with a message instead of exhausting memory. Integer values are kept as the
/// engine's ints only (about 10 bytes each); other labels as Python objects and a dict (~150 bytes).
inline constexpr std::size_t kMaxDomainValues = std::size_t{1} << 22;

class PyProblem {
public:
    PyProblem() = default;
    /// A problem built in C++ (e.g. by the Sudoku library) for Python: names are the engine's names
    /// (str), values its integers. py::cast(the pointer) gives the csp.Problem.
    static std::shared_ptr<PyProblem> from_engine(csp::Problem problem);
    /// An independent copy: variables, values, domains and constraints (predicates are shared, having
    /// been evaluated already); changing one does not change the other.
    std::shared_ptr<PyProblem> copy() const;

    /// Adds a variable; nothing is added when it throws (ModelError for a repeated name or value,
    /// or no values; ValueError for more than kMaxDomainValues values).
    csp::VarId add_variable(const py::object& name, const py::iterable& values);

    /// A Variable or a variable's name, as an id; ModelError naming `operation` otherwise.
    csp::VarId var(py::handle v, std::string_view operation) const;
    /// True when `v` is a Variable or a hashable name of one of this problem's variables.
    bool names_variable(py::handle v) const;
    std::vector<csp::VarId> vars(const py::iterable& vs, std::string_view operation) const;
    /// One of x's values in the engine's terms; ModelError when x has no such value.
    int to_engine(csp::VarId x, py::handle value, std::string_view operation) const;
    /// An engine value of x as the user's value.
    py::object to_python(csp::VarId x, int value) const;
    /// Are x's values integers (passed to the engine as themselves)?
    bool int_valued(csp::VarId x) const { return vars_[static_cast<std::size_t>(x)].ints; }
    /// ModelError unless every variable of `xs` has integer values.
    void require_ints(std::span<const csp::VarId> xs, std::string_view operation) const;
    /// x's values in the engine's order (increasing for integers, as given for labels).
    py::list values(csp::VarId x) const;
    /// Variables with equal value lists (same values, same order) have the same number here.
    int value_set(csp::VarId x) const { return vars_[static_cast<std::size_t>(x)].value_set; }
    const py::object& name(csp::VarId x) const { return vars_[static_cast<std::size_t>(x)].name; }
    Variable variable(csp::VarId x) const { return {x, name(x)}; }
    int size() const { return problem_.num_variables(); }

    /// The relation evaluated earlier under `key` (a predicate and the two value lists), if any: one
    /// predicate over the same values is called once per pair, and the engine compiles it once.
    std::optional<csp::Relation> evaluated_relation(const py::object& key) const;
    /// `predicate` is kept, so that no other object takes its id while the key names it.
    void remember_relation(const py::object& key, csp::Relation relation, py::object predicate);

    /// An engine assignment as {name: value}.
    py::dict to_dict(std::span<const int> assignment) const;

    const csp::Problem& engine() const { return problem_; }
    /// The engine's problem for a change: RuntimeError while a search runs on it in another thread.
    csp::Problem& modify();
    /// Changes with every modify(): a Solver rebuilds its engine solver when it differs.
    std::uint64_t version() const { return version_; }

    /// Held by each search on this problem (the problem must not change under it).
    class Busy {
    public:
        explicit Busy(const PyProblem& p) : p_(p) { ++p_.busy_; }
        ~Busy() { --p_.busy_; }
        Busy(const Busy&) = delete;
        Busy& operator=(const Busy&) = delete;

    private:
        const PyProblem& p_;
    };

private:
    struct Var {
        py::object name;
        bool ints;
        py::list values;  ///< labels only: index i is engine value i (ints are the engine's labels)
        py::dict engine;  ///< labels only: user value -> engine value
        int value_set = 0;
    };
    /// Numbers equal value lists: the key of value_set() (labels by their tuple, ints by their list).
    int intern_values(const py::list& values);
    int intern_values(std::span<const int> labels);
    /// Adds the variable once its values are read: ints (when `given` is null) or labels.
    csp::VarId add_read_variable(const py::object& name, std::vector<int> ints, const py::list* given);
    csp::Problem problem_;
    std::vector<Var> vars_;
    py::dict by_name_;
    py::dict value_sets_;                             ///< tuple of labels -> value_set()
    std::map<std::vector<int>, int> int_value_sets_;  ///< list of ints -> value_set()
    int value_set_count_ = 0;
    py::dict relation_index_;  ///< evaluated_relation's key -> index into relations_
    std::vector<csp::Relation> relations_;
    py::list predicates_;
    mutable std::atomic<int> busy_{0};
    std::uint64_t version_ = 0;
};

/// The engine's name for a variable: a str as it is, anything else (a tuple (r, c), a number) by repr.
std::string engine_name(const py::handle& name);

}  // namespace csp_python
