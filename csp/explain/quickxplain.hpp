#pragma once
/// QuickXplain (U. Junker, "QUICKXPLAIN: Preferred Explanations and Relaxations for
/// Over-Constrained Problems", AAAI 2004): given items that together with a background cannot all
/// hold, a minimal subset of them that still cannot. It divides and conquers: when the first half of
/// the items already conflicts with the background, the second half is not needed; otherwise the
/// part of the second half needed is found first, then the part of the first half needed with it.
/// A conflict of k items out of n costs O(k·log(n/k)) checks instead of the n of removing one at a time.
///
/// The items are abstract here (the check gives them their meaning); csp/explain/minimal_conflict.hpp
/// applies it to groups of a Problem's constraints.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace csp {

/// What a satisfiability check found.
enum class Satisfiability {
    Satisfiable,
    Unsatisfiable,
    Unknown,  ///< the check gave up (a search limit): neither was proven
};

/// Decides whether the background together with the items listed (distinct indices in 0..n−1, in
/// increasing order) can all hold. Must be monotone: adding items never makes an unsatisfiable set
/// satisfiable.
using SatisfiabilityCheck = std::function<Satisfiability(std::span<const int> items)>;

struct ItemConflict {
    /// Items that together with the background cannot hold, in increasing order, and minimal:
    /// without any one of them the rest can (empty: the background alone cannot hold). nullopt when
    /// the background with all the items is satisfiable, or undecided (then `complete` is false).
    std::optional<std::vector<int>> items;
    /// Every check answered. When one said Unknown it counted as satisfiable: a conflict returned is
    /// then still proven (it is never a guess), but may hold items it does not need.
    bool complete = true;
    std::uint64_t checks = 0;  ///< calls to the check
};

/// A minimal conflict among items 0..n−1. Order expresses preference (Junker's "preferred
/// explanation"): the items are added in index order, so a conflict that needs only early items is
/// found before one that needs later ones. Throws std::invalid_argument when n < 0.
ItemConflict quickxplain(int n, const SatisfiabilityCheck& check);

}  // namespace csp
