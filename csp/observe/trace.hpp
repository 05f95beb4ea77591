#pragma once
/// Observers of a search. The solver calls them at each event; with none attached it pays one
/// pointer test per event. The spdlog tracer prints the search the way a student follows it.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace spdlog {
class logger;
}

namespace csp {

class Problem;

/// Events of a backtracking search (AIMA fig. 6.5). Exact cover reports a chosen row as
/// `on_assign(column, row, depth)`. All defaults do nothing.
class SearchObserver {
public:
    virtual ~SearchObserver() = default;
    /// `var` is given `value` (a label, not an index) at search depth `depth` (root = 1).
    virtual void on_assign(int var, int value, int depth) { (void)var, (void)value, (void)depth; }
    /// Inference removed `value` from `var` because of the variable `cause` (along a binary
    /// constraint; -1 when an n-ary constraint did it, see on_constraint_prune).
    virtual void on_prune(int var, int value, int cause, int depth) {
        (void)var, (void)value, (void)cause, (void)depth;
    }
    /// The n-ary constraint number `constraint` (an index into Problem::propagators();
    /// `description` is its describe()) removed `value` from `var`. By default passed on as
    /// on_prune(var, value, -1, depth), so an observer that does not tell constraints apart needs
    /// only on_prune.
    virtual void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) {
        (void)constraint, (void)description;
        on_prune(var, value, -1, depth);
    }
    /// Inference emptied the domain of `var`.
    virtual void on_wipeout(int var, int depth) { (void)var, (void)depth; }
    /// The assignment `var = value` is undone.
    virtual void on_backtrack(int var, int value, int depth) { (void)var, (void)value, (void)depth; }
    /// A complete assignment, values in variable order.
    virtual void on_solution(std::span<const int> values) { (void)values; }

    // Events of the methods other than chronological backtracking. Their assignments and prunings
    // come through the events above; these tell what is particular to each method.

    /// Conflict-directed backjumping: the level of `var` (at `depth`) has no value left. The search
    /// jumps back to the level of `target` (at `target_depth`), passing on `conflict_set`, the
    /// variables blamed for the failure; `target` is -1 and `target_depth` 0 when the set is empty
    /// (no solution above). A chronological step back has target_depth == depth - 1.
    virtual void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
        (void)var, (void)conflict_set, (void)target, (void)depth, (void)target_depth;
    }
    /// Min-conflicts: repair number `step` (from 1) moves `var` from `old_value` to `value`, which
    /// conflicts with `conflicts` other variables. The starting assignment comes before the first
    /// repair as on_assign(var, value, 0) for each variable.
    virtual void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
        (void)var, (void)old_value, (void)value, (void)conflicts, (void)step;
    }
    /// Tree solver: the variables in the order they will be assigned (roots first) and the parent of
    /// each variable, indexed by variable (-1 for a root and for a variable outside the forest).
    virtual void on_tree_order(std::span<const int> order, std::span<const int> parent) { (void)order, (void)parent; }
    /// One arc revised: D(`target`) loses the values without support in D(`source`) (the tree
    /// solver's pass from the leaves up: a parent against a child). What it removes follows as
    /// on_prune(target, value, source, depth).
    virtual void on_revise(int target, int source, int depth) { (void)target, (void)source, (void)depth; }
    /// Cutset conditioning: the cycle cutset chosen. Each assignment of it then comes as on_assign
    /// at depths 1..|cutset|, and the tree solver's work on the rest below them.
    virtual void on_cutset(std::span<const int> cutset) { (void)cutset; }
};

/// Passes every event on to several observers, in the order they were added (e.g. the printed
/// trace, a JSON trace and a search tree at once). Holds no observer itself: they must outlive it.
class ObserverList final : public SearchObserver {
public:
    /// Null is ignored, so optional observers can be added unconditionally.
    void add(SearchObserver* observer);
    /// What to give an engine: null with no observer (no tracing cost), the observer itself when
    /// there is one, else this list.
    SearchObserver* get();

    void on_assign(int var, int value, int depth) override;
    void on_prune(int var, int value, int cause, int depth) override;
    void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) override;
    void on_wipeout(int var, int depth) override;
    void on_backtrack(int var, int value, int depth) override;
    void on_solution(std::span<const int> values) override;
    void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) override;
    void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) override;
    void on_tree_order(std::span<const int> order, std::span<const int> parent) override;
    void on_revise(int target, int source, int depth) override;
    void on_cutset(std::span<const int> cutset) override;

private:
    std::vector<SearchObserver*> observers_;
};

/// Prints every event through spdlog at debug level, indented by depth, with variable names.
class SpdlogTracer final : public SearchObserver {
public:
    /// `names` maps variable ids to names (empty = numbers); `logger` null = spdlog's default logger.
    explicit SpdlogTracer(std::vector<std::string> names = {}, std::shared_ptr<spdlog::logger> logger = nullptr);
    /// Names taken from the problem's variables.
    explicit SpdlogTracer(const Problem& problem, std::shared_ptr<spdlog::logger> logger = nullptr);

    void on_assign(int var, int value, int depth) override;
    void on_prune(int var, int value, int cause, int depth) override;
    /// Names the constraint: "(because of constraint 3: linear sum of 4 terms = 10)".
    void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) override;
    void on_wipeout(int var, int depth) override;
    void on_backtrack(int var, int value, int depth) override;
    void on_solution(std::span<const int> values) override;
    /// "backjump: X has no value left; conflict set {A, B}; jump to A at depth 1 (over 2 levels)";
    /// a chronological step reads "dead end: … back to B at depth 2", an empty set "dead end: …:
    /// no earlier choice can help".
    void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) override;
    /// "repair 3: X 2 -> 5 (1 conflict)".
    void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) override;
    /// "tree order: X (root), Y (parent X), …".
    void on_tree_order(std::span<const int> order, std::span<const int> parent) override;
    /// "revise (X,Y)", as the AC-3 trace names an arc; its prunings follow.
    void on_revise(int target, int source, int depth) override;
    /// "cycle cutset {X, Y}: the other variables form a forest".
    void on_cutset(std::span<const int> cutset) override;

private:
    std::string name(int var) const;
    std::string names(std::span<const int> vars) const;
    std::vector<std::string> names_;
    std::shared_ptr<spdlog::logger> logger_;
};

}  // namespace csp
