#pragma once
/// Bounds reasoning on value labels for the arithmetic propagators: the smallest and largest label
/// left in a domain, and narrowing a domain to (or cutting out) a range of labels. Labels are sorted
/// ascending for every variable (Problem::add_variable sorts them), so a range of labels is a range
/// of indices, found by binary search; the masks are built word by word, never value by value.

#include <optional>
#include <span>
#include <vector>

#include "csp/model/domain.hpp"
#include "csp/model/variable.hpp"

namespace csp {
class PropagationContext;
}

namespace csp::detail {

/// Closed interval of labels, in long long so that products of labels do not overflow.
struct Interval {
    long long lo;
    long long hi;
    bool contains(long long v) const { return lo <= v && v <= hi; }
    bool operator==(const Interval&) const = default;
};

/// Smallest and largest label left in D(x) (D(x) is not empty while a propagator runs).
Interval label_bounds(const PropagationContext& context, VarId x);
/// index_of_label by binary search, for labels that are not a run of consecutive integers.
std::optional<int> index_of_searched_label(std::span<const int> labels, long long value);
/// Index of the label `value` among sorted `labels`, if present (any long long may be asked).
/// Inline: explanations and channels ask it per value, and a run lo..hi (the usual domain) needs
/// only a subtraction.
inline std::optional<int> index_of_label(std::span<const int> labels, long long value) {
    if (labels.empty()) return std::nullopt;
    const long long first = labels.front(), last = labels.back();
    if (last - first + 1 != static_cast<long long>(labels.size())) return index_of_searched_label(labels, value);
    if (value < first || value > last) return std::nullopt;
    return static_cast<int>(value - first);
}
/// Keeps in D(x) the labels within [lo, hi]; false on wipe-out.
bool narrow_to(PropagationContext& context, VarId x, long long lo, long long hi);
/// Removes from D(x) the labels within [lo, hi]; false on wipe-out.
bool cut_out(PropagationContext& context, VarId x, long long lo, long long hi);

/// Does D(x) hold a label within [lo, hi]?
bool has_label_in(const PropagationContext& context, VarId x, long long lo, long long hi);
/// Do D(x) and D(y) share a label?
bool share_label(const PropagationContext& context, VarId x, VarId y);
/// Adds to `mask` (over the indices of `to`) each index of `to` whose label is in D(from).
void mark_labels_of(const PropagationContext& context, VarId from, VarId to, Domain& mask);

/// The distinct variables of an argument list in which a variable may repeat (x·x = z, an element
/// whose index is also in the array): propagators take `vars` as their scope, and argument k is
/// scope position slot[k].
struct DistinctScope {
    explicit DistinctScope(std::span<const VarId> args);
    std::vector<VarId> vars;
    std::vector<int> slot;
};

}  // namespace csp::detail
