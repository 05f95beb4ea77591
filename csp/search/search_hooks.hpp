#pragma once
/// A caller's own variable order, value order and inference for the backtracking search (AIMA
/// fig. 6.5's SELECT-UNASSIGNED-VARIABLE, ORDER-DOMAIN-VALUES and INFERENCE), for front ends that
/// let a student write them (Python's csp.Solver takes callables). Each hook sees the node through a
/// SearchView; the search is otherwise the same, so a hook that chooses as a built-in order does
/// gives the same search tree, node for node.

#include <cstdint>
#include <functional>
#include <vector>

#include "csp/base/stats.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"

namespace csp {

namespace detail {
class DomainStore;
}

/// The search at one node, as a hook may read it and (inference only) narrow it. Values are domain
/// indices (Problem::labels gives their labels). Valid during the hook's call only.
class SearchView {
public:
    /// `singletons_decided`: the search does not branch on one-value domains (MAC's default).
    SearchView(const Problem& problem, detail::DomainStore& store, const std::vector<char>& assigned,
               bool singletons_decided, Stats& stats, SearchObserver* observer, int depth);

    const Problem& problem() const { return problem_; }
    /// The current domain of x: under forward checking and MAC only values consistent with the
    /// assignment are left; without inference, every value not yet ruled out before the search.
    const Domain& domain(VarId x) const;
    /// Has the search given x a value on the current branch?
    bool assigned(VarId x) const { return assigned_[static_cast<std::size_t>(x)] != 0; }
    /// May the search still branch on x: not assigned, and under MAC not a singleton (MAC has made a
    /// one-value domain consistent with the rest, so the search does not branch on it, unless
    /// SolverOptions::branch_singletons asks for the textbook's search).
    bool undecided(VarId x) const;
    /// Is x = value (an index of D(x)) consistent with the assigned variables: allowed by each binary
    /// constraint with an assigned neighbour and each n-ary constraint it would complete? Each pair
    /// or constraint tested is a check (Stats::checks), as when the search tests a value.
    bool legal(VarId x, int value);
    /// Do the binary constraints between x and y allow x = a, y = b (indices)? One check.
    bool allows(VarId x, int a, VarId y, int b);
    /// Removes `value` (an index) from D(y), undone when the search backs up past this node; counted
    /// as a pruning, reported to the observer as caused by `cause`. False when y did not hold it.
    bool remove(VarId y, int value, VarId cause);
    /// Depth of the node (the root's children at 1).
    int depth() const { return depth_; }
    /// Has remove() emptied a domain?
    bool wiped_out() const { return wiped_out_; }

private:
    const Problem& problem_;
    detail::DomainStore& store_;
    const std::vector<char>& assigned_;
    bool singletons_decided_;
    Stats& stats_;
    SearchObserver* observer_;
    int depth_;
    bool wiped_out_ = false;
};

struct SearchHooks {
    /// The next variable to branch on (one with undecided() true), or -1 when there is none.
    std::function<VarId(SearchView&)> choose_variable;
    /// Puts D(x)'s values (indices, listed in increasing order) in the order to try them; it may only
    /// reorder them.
    std::function<void(SearchView&, VarId x, std::vector<int>& values)> order_values;
    /// After x was given a value and the search's own inference held: narrows domains through
    /// SearchView::remove; false for a failure. A domain it empties is a failure too.
    std::function<bool(SearchView&, VarId x)> infer;

    bool any() const { return choose_variable || order_values || infer; }
};

}  // namespace csp
