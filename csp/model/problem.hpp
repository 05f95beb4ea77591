#pragma once
/// The model: variables with named values, binary constraints between them, and n-ary constraints.
/// Builder-style: add variables and constraints, then hand the Problem to a Solver (or to ac3()).

#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "csp/model/compiled_relation.hpp"
#include "csp/model/constraint_ref.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/relation.hpp"
#include "csp/model/variable.hpp"

namespace csp {

class Propagator;  // csp/model/propagator.hpp: the n-ary constraint interface

/// One binary constraint between two distinct variables. Several constraints added on the same
/// pair are combined (their relations intersected) into one.
struct Constraint {
    VarId x;
    VarId y;
    std::shared_ptr<const detail::CompiledRelation> relation;  ///< over (x, y) value indices
};

/// One direction of a constraint as seen from a variable: `other` and the relation rows to use.
struct Arc {
    VarId other;
    int constraint;  ///< index into Problem::constraints()
    bool reversed;   ///< true when this variable is the constraint's y
};

/// Variables are named by VarId, their index in this problem. An id is not tied to the problem that
/// made it: another problem's id is accepted when it is in range and then means this problem's
/// variable of that index (an unknown id throws ModelError). Look variables up by name with
/// variable() when in doubt.
class Problem {
public:
    Problem();
    ~Problem();
    Problem(const Problem&);
    Problem& operator=(const Problem&);
    Problem(Problem&&) noexcept;
    Problem& operator=(Problem&&) noexcept;

    /// A variable whose values are `values` (distinct ints in any order, kept sorted). Throws
    /// ModelError naming the variable when `values` is empty or holds a value twice (a repeat is
    /// most likely a typo for another value), or when `name` is already taken: names are distinct.
    VarId add_variable(std::string name, std::vector<int> values);
    /// Values lo..hi inclusive.
    VarId add_variable(std::string name, int lo, int hi);
    /// Values are the indices set in `domain` (Domain::range(3) gives {0, 1, 2}).
    VarId add_variable(std::string name, const Domain& domain);

    /// A binary constraint: (x = a, y = b) is allowed iff relation.allows(a, b).
    /// Throws ModelError for unknown ids, x == y, or a table naming a value outside the domains.
    /// A relation that allows no pair of the two domains (x < y with x in 5..9 and y in 1..3, an
    /// empty table) is accepted: the problem is then unsatisfiable, not malformed, since models
    /// generated from data meet such constraints legitimately.
    void add_constraint(VarId x, VarId y, const Relation& relation);
    template <class F>
    requires std::predicate<F, int, int> &&
        (!std::same_as<std::decay_t<F>, Relation>)void add_constraint(VarId x, VarId y, F&& fn,
                                                                      std::string name = "predicate") {
        add_constraint(x, y, predicate(std::forward<F>(fn), std::move(name)));
    }

    /// An n-ary constraint (see propagator.hpp), e.g. from add_all_different or add_linear.
    /// Throws ModelError for unknown or repeated variables in its scope. A constraint over no
    /// variables (an empty sum) is a constant, checked at once: when it holds it constrains nothing
    /// and is not kept; when it does not, it is kept (violation() names it) and the problem has no
    /// solution (has_false_constant()).
    void add_propagator(std::shared_ptr<const Propagator> propagator);

    /// Unary constraints (node consistency is applied at once): keep only values satisfying `keep`.
    /// A domain may become empty this way: the problem is then unsatisfiable, not malformed.
    void restrict(VarId x, const std::function<bool(int)>& keep);
    /// Fix x to `value` (e.g. a Sudoku given). Throws ModelError if value is not one of x's values.
    void assign(VarId x, int value);
    void remove_value(VarId x, int value);

    int num_variables() const;
    const std::string& name(VarId x) const;
    /// The variable's values in increasing order; index i of its Domain is value labels(x)[i].
    std::span<const int> labels(VarId x) const;
    /// The domain after unary constraints.
    const Domain& domain(VarId x) const;
    /// Every variable's domain(), indexed by variable: the domains a search starts from.
    std::vector<Domain> domains() const;
    /// Index of `value` among x's labels, if present.
    std::optional<int> index_of(VarId x, int value) const;
    /// Variable named `name`, if any.
    std::optional<VarId> find(std::string_view name) const;
    /// Variable named `name`; throws ModelError naming it when there is none (find() asks instead).
    VarId variable(std::string_view name) const;
    /// Every variable's name, indexed by variable (for traces and printing).
    std::vector<std::string> variable_names() const;

    std::span<const Constraint> constraints() const;
    /// Arcs from x to each neighbour, one per constraint on x.
    std::span<const Arc> arcs(VarId x) const;
    /// Do the relations given for constraint c allow (x = a, y = b), values as labels? Evaluated on
    /// the relations as written, not their compiled form, so validators stay independent of it.
    bool allows(int constraint, int a, int b) const;
    std::span<const std::shared_ptr<const Propagator>> propagators() const;
    /// Indices (into propagators()) of the propagators whose scope contains x.
    std::span<const int> propagators_of(VarId x) const;
    /// All variables' labels, indexed by variable (for propagation contexts).
    const std::vector<std::span<const int>>& all_labels() const;

    /// The binary constraint on the pair {x, y}, in either order, if any: its index into constraints().
    std::optional<int> constraint_between(VarId x, VarId y) const;
    /// Every constraint of the problem: each binary constraint, the unary restriction of each
    /// variable whose domain lacks one of its labels, each propagator (in that order).
    std::vector<ConstraintRef> constraint_refs() const;
    /// A copy with the same variables (ids, names, labels) and only the constraints in `keep`: the
    /// binary constraints and propagators not named are left out, and a variable whose unary
    /// restriction is not named gets all its labels back. Constraints are shared with this problem,
    /// not recompiled, and keep their order (their indices change). A ref named twice counts once;
    /// one out of range throws ModelError naming it.
    Problem restricted(std::span<const ConstraintRef> keep) const;

    /// Number of distinct compiled relations (arcs with the same relation share one).
    std::size_t num_relations() const;

    /// Was a constraint over no variables that does not hold added (e.g. an empty sum = 3)? The
    /// problem then has no solution; the searches (Solver, backjumping, min-conflicts) and ac3()
    /// answer so before searching; the algorithms defined on binary constraints only (tree solver,
    /// cutset, textbook AC) refuse the problem like any other with an n-ary constraint.
    bool has_false_constant() const;

    /// Throws ModelError naming the caller's operation if x is not a variable of this problem.
    void check_variable(VarId x, std::string_view operation) const;
    /// Throws ModelError naming the caller's operation and an n-ary constraint if there is one
    /// (for the algorithms defined on binary constraints: the tree solver, cutset conditioning).
    void check_binary(std::string_view operation) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace csp
