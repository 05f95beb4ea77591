#pragma once
/// One search event as a record, the way Gecode's tracers take NodeInfo/EdgeInfo: every engine
/// reports what it does through SearchObserver::on_event, and a consumer switches on the kinds it
/// wants. Light on purpose (no spdlog, no JSON): every engine header includes it.

#include <cstdint>
#include <span>
#include <string_view>

namespace csp {

/// What happened. The fields each kind fills are listed at Event's factories.
enum class EventKind : std::uint8_t {
    Assign,     ///< the search gives `var` the value `value`
    Prune,      ///< inference removes `value` from `var`
    Wipeout,    ///< inference emptied the domain of `var`
    Backtrack,  ///< the assignment `var = value` is undone
    Solution,   ///< a complete assignment
    Backjump,   ///< conflict-directed backjumping leaves a dead end
    Repair,     ///< min-conflicts moves a variable to another value
    TreeOrder,  ///< the tree solver's order and parents
    Revise,     ///< the tree solver revises one arc
    Cutset,     ///< cutset conditioning's cycle cutset
};

/// The kind's name in traces: "assign", "prune", …, "tree_order", "revise", "cutset".
std::string_view to_string(EventKind kind);

/// One event. Values are labels (the values the model declared), never domain indices; variables are
/// ids. The spans and the constraint name point into the engine's state: valid during on_event only
/// (csp::StoredEvent keeps a copy).
struct Event {
    EventKind kind = EventKind::Assign;
    int depth = 0;        ///< search depth (root's children at 1; work before the first choice at 0)
    int var = -1;         ///< the variable assigned, pruned, …; Revise: the variable whose domain is revised
    int value = 0;        ///< the label assigned, pruned or undone; Repair: the new one
    int cause = -1;       ///< Prune: the variable behind it (-1: an n-ary constraint); Revise: the source
    int constraint = -1;  ///< Prune by an n-ary constraint: its index in Problem::propagators()
    std::string_view constraint_name;  ///< … and its describe()
    int target = -1;                   ///< Backjump: the variable jumped back to (-1: none)
    int target_depth = 0;              ///< Backjump: its depth (depth − 1 for a chronological step)
    int old_value = 0;                 ///< Repair: the value before
    int conflicts = 0;                 ///< Repair: the variables the new value conflicts with
    std::uint64_t step = 0;            ///< Repair: its number, from 1
    /// Solution: a label per variable; Backjump: the conflict set (shallowest first); TreeOrder: the
    /// order (roots first); Cutset: the cutset.
    std::span<const int> vars;
    std::span<const int> parent;  ///< TreeOrder: each variable's parent, indexed by variable (-1: none)

    /// `var = value` at `depth` (exact cover: column and row).
    static Event assign(int var, int value, int depth) {
        return {.kind = EventKind::Assign, .depth = depth, .var = var, .value = value};
    }
    /// `value` removed from `var` because of the variable `cause` (along a binary constraint; -1 when
    /// the propagation cannot say).
    static Event prune(int var, int value, int cause, int depth) {
        return {.kind = EventKind::Prune, .depth = depth, .var = var, .value = value, .cause = cause};
    }
    /// `value` removed from `var` by the n-ary constraint number `constraint`, described by `name`.
    static Event constraint_prune(int var, int value, int constraint, std::string_view name, int depth) {
        return {.kind = EventKind::Prune,
                .depth = depth,
                .var = var,
                .value = value,
                .constraint = constraint,
                .constraint_name = name};
    }
    static Event wipeout(int var, int depth) { return {.kind = EventKind::Wipeout, .depth = depth, .var = var}; }
    static Event backtrack(int var, int value, int depth) {
        return {.kind = EventKind::Backtrack, .depth = depth, .var = var, .value = value};
    }
    /// Values in variable order (exact cover: the rows chosen).
    static Event solution(std::span<const int> values) { return {.kind = EventKind::Solution, .vars = values}; }
    /// The level of `var` (at `depth`) has no value left; the search goes back to `target` at
    /// `target_depth`, passing on `conflict_set`. An empty set: target −1, target_depth 0.
    static Event backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
        return {.kind = EventKind::Backjump,
                .depth = depth,
                .var = var,
                .target = target,
                .target_depth = target_depth,
                .vars = conflict_set};
    }
    /// Repair number `step` moves `var` from `old_value` to `value`, with `conflicts` conflicts left.
    static Event repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
        return {.kind = EventKind::Repair,
                .var = var,
                .value = value,
                .old_value = old_value,
                .conflicts = conflicts,
                .step = step};
    }
    static Event tree_order(std::span<const int> order, std::span<const int> parent) {
        return {.kind = EventKind::TreeOrder, .vars = order, .parent = parent};
    }
    /// D(`target`) loses its values without a support in D(`source`); the prunings follow.
    static Event revise(int target, int source, int depth) {
        return {.kind = EventKind::Revise, .depth = depth, .var = target, .cause = source};
    }
    static Event cutset(std::span<const int> cutset) { return {.kind = EventKind::Cutset, .vars = cutset}; }
};

}  // namespace csp
