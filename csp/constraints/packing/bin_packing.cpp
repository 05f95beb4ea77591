#include "csp/constraints/packing/bin_packing.hpp"

#include <algorithm>
#include <climits>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "csp/constraints/packing/subset_sums.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/value_access.hpp"
#include "csp/model/errors.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

/// The items of one bin variable (their weights added up: they go together); its scope slot.
struct PackedItem {
    int slot;
    long long weight;
};

/// Per bin: the weight of the items fixed to it, of those that may go there, and its load's bounds.
struct BinTally {
    std::vector<long long> sure, possible, low, high;
    std::vector<int> picked;                // explain(): the items a reason names
    std::vector<long long> sizes;           // propagate(): the items of Shaw's reduced problem
    std::vector<std::vector<int>> open_in;  // per bin: the open items that may go there
    std::vector<long long> weights;         // the weights of one bin's open items
    detail::SubsetSums sums;                // and their sums, for the no-sum rules
};
BinTally& packing_propagate_tally() {
    thread_local BinTally tally;
    return tally;
}
BinTally& packing_explain_tally() {
    thread_local BinTally tally;
    return tally;
}

/// Marks the values of a load (labels sorted) above `top`, or below `bottom`: the reason's bound
/// [load ≤ top] or [load ≥ bottom], as the values it rules out.
void mark_above(Domain& marks, std::span<const int> labels, long long top) {
    const auto from = std::upper_bound(labels.begin(), labels.end(), top, [](long long v, int l) { return v < l; });
    explain::mark_range(marks, static_cast<int>(from - labels.begin()), static_cast<int>(labels.size()) - 1);
}
void mark_below(Domain& marks, std::span<const int> labels, long long bottom) {
    const auto to = std::lower_bound(labels.begin(), labels.end(), bottom, [](int l, long long v) { return l < v; });
    explain::mark_range(marks, 0, static_cast<int>(to - labels.begin()) - 1);
}

class BinPackingPropagator final : public Propagator {
public:
    /// scope: the items' distinct bin variables, then the loads (a variable may be both).
    BinPackingPropagator(std::vector<VarId> scope, std::vector<PackedItem> items, std::vector<int> load_slots,
                         int first_bin, long long total)
        : scope_(std::move(scope)),
          items_(std::move(items)),
          load_slots_(std::move(load_slots)),
          first_bin_(first_bin),
          total_(total) {}

    std::span<const VarId> scope() const override { return scope_; }
    std::string describe() const override { return "bin_packing of " + std::to_string(items_.size()) + " items"; }

    bool satisfied(std::span<const int> values) const override {
        std::vector<long long> load(load_slots_.size(), 0);
        for (const PackedItem& item : items_) {
            const long long b = static_cast<long long>(values[static_cast<std::size_t>(item.slot)]) - first_bin_;
            if (b < 0 || b >= static_cast<long long>(load.size())) return false;
            load[static_cast<std::size_t>(b)] += item.weight;
        }
        for (std::size_t b = 0; b < load.size(); ++b)
            if (values[static_cast<std::size_t>(load_slots_[b])] != load[b]) return false;
        return true;
    }

    /// Passes of the load rules, then the item rules, until one changes nothing. Each pass reads
    /// the tallies it began with: stale ones are weaker, never wrong (domains only shrink).
    bool propagate(PropagationContext& context) const override {
        BinTally& t = packing_propagate_tally();
        const auto domain = [&](std::size_t slot) -> const Domain& { return context.domain(scope_[slot]); };
        const auto labels = [&](std::size_t slot) { return context.labels(scope_[slot]); };
        for (;;) {
            bool changed = false;
            tally(t, domain, labels);
            const long long low_sum = sum(t.low), high_sum = sum(t.high);
            for (std::size_t b = 0; b < load_slots_.size(); ++b) {
                const long long lo = std::max(t.sure[b], total_ - (high_sum - t.high[b]));
                const long long hi = std::min(t.possible[b], total_ - (low_sum - t.low[b]));
                if (lo <= t.low[b] && hi >= t.high[b]) continue;
                const VarId load = scope_[static_cast<std::size_t>(load_slots_[b])];
                if (!detail::keep_values_between(context, load, lo, hi)) return false;
                changed = true;
            }
            for (const PackedItem& item : items_) {
                const VarId x = scope_[static_cast<std::size_t>(item.slot)];
                if (context.domain(x).is_singleton()) continue;
                const auto bin_labels = context.labels(x);
                for (int k = context.domain(x).min(); k <= context.domain(x).max(); ++k) {
                    if (!context.domain(x).contains(k)) continue;
                    const auto b = static_cast<std::size_t>(bin_labels[static_cast<std::size_t>(k)] - first_bin_);
                    const VarId load = scope_[static_cast<std::size_t>(load_slots_[b])];
                    if (t.sure[b] + item.weight > detail::max_value(context, load)) {  // no room left
                        if (!context.remove(x, k)) return false;
                        changed = true;
                    } else if (t.possible[b] - item.weight < detail::min_value(context, load)) {  // needed there
                        if (!context.assign(x, k)) return false;
                        changed = true;
                        break;
                    }
                }
            }
            if (changed) continue;
            const Step step = no_sum(context, t);
            if (step == Step::Failed) return false;
            if (step == Step::Quiet) return enough_bins(context, t);
        }
    }

    bool explains() const override { return true; }
    /// An item's removed bin: the bin is full without it, or another bin needs it. A load's bound:
    /// the items packed or kept out, or the other loads' bounds through Σ load = Σ w. Bound queries
    /// on an item are declined (asked again value by value).
    bool explain(const ExplainQuery& query, std::span<Domain> relevant) const override {
        BinTally& t = packing_explain_tally();
        const auto domain = [&](std::size_t slot) -> const Domain& { return query.domains[slot]; };
        const auto labels = [&](std::size_t slot) { return query.labels[slot]; };
        for (const PackedItem& item : items_)
            if (static_cast<std::size_t>(item.slot) == query.position) {
                if (query.kind != ExplainQuery::Kind::Removed || !all_present(query)) break;
                tally(t, domain, labels);
                if (explain_item(query, relevant, t, item)) return true;
                break;
            }
        for (std::size_t b = 0; b < load_slots_.size(); ++b) {
            if (static_cast<std::size_t>(load_slots_[b]) != query.position) continue;
            if (!all_present(query)) return false;
            tally(t, domain, labels);
            if (explain_load(query, relevant, t, b)) return true;
        }
        return false;
    }

private:
    enum class Step { Quiet, Changed, Failed };

    /// Shaw's no-sum rules, bin by bin, on the open items that may still go there (sure[b] packed,
    /// the load within [low, high]): a bound of the load that no subset of them reaches moves to
    /// the end of the gap; an item leaves the bin when, with it in, the others reach no load in
    /// range, and enters it when without it they reach none. All from one tally: the test only
    /// gets stronger as items are packed or kept out and the loads narrow, so each change can
    /// still be explained from the domains just before it.
    Step no_sum(PropagationContext& context, BinTally& t) const {
        const auto domain = [&](std::size_t slot) -> const Domain& { return context.domain(scope_[slot]); };
        const auto labels = [&](std::size_t slot) { return context.labels(scope_[slot]); };
        open_items(t, domain, labels);
        bool changed = false;
        for (std::size_t b = 0; b < load_slots_.size(); ++b) {
            if (t.open_in[b].empty()) continue;
            bin_sums(t, b);
            const long long sure = t.sure[b], low = t.low[b], high = t.high[b];
            long long from = low, to = high;
            if (const auto gap = t.sums.gap(low - sure, low - sure)) from = sure + gap->above;
            if (const auto gap = t.sums.gap(high - sure, high - sure)) to = sure + gap->below;
            if (from != low || to != high) {
                const VarId load = scope_[static_cast<std::size_t>(load_slots_[b])];
                if (!detail::keep_values_between(context, load, from, to)) return Step::Failed;
                changed = true;
                continue;  // the item rules wait for the narrower bounds
            }
            if (!t.sums.narrower_than_heaviest(low, high)) continue;  // the item rules cannot apply
            long long weight = -1;  // items of one weight get one answer: remember the last
            bool out = false, in = false;
            for (int j : t.open_in[b]) {
                const PackedItem& item = items_[static_cast<std::size_t>(j)];
                if (item.weight != weight) {
                    weight = item.weight;
                    const std::size_t rank = t.sums.rank_of(weight);
                    out = t.sums.gap(low - sure - weight, high - sure - weight, rank).has_value();
                    in = !out && t.sums.gap(low - sure, high - sure, rank).has_value();
                }
                if (!out && !in) continue;
                const VarId x = scope_[static_cast<std::size_t>(item.slot)];
                const int index = *detail::index_of_label(context.labels(x), static_cast<long long>(b) + first_bin_);
                if (!(out ? context.remove(x, index) : context.assign(x, index))) return Step::Failed;
                changed = true;
            }
        }
        return changed ? Step::Changed : Step::Quiet;
    }

    /// Fills t.open_in: per bin, the items not yet fixed whose variable still has it.
    template <class DomainOf, class LabelsOf>
    void open_items(BinTally& t, DomainOf&& domain, LabelsOf&& labels) const {
        t.open_in.resize(load_slots_.size());
        for (auto& items : t.open_in) items.clear();
        for (std::size_t j = 0; j < items_.size(); ++j) {
            const auto slot = static_cast<std::size_t>(items_[j].slot);
            const Domain& d = domain(slot);
            if (d.is_singleton()) continue;
            const auto bin_labels = labels(slot);
            for (int k : d)
                if (const long long b = bin_of(bin_labels, k); b >= 0)
                    t.open_in[static_cast<std::size_t>(b)].push_back(static_cast<int>(j));
        }
    }

    /// t.sums over the weights of the items open in bin b.
    void bin_sums(BinTally& t, std::size_t b) const {
        t.weights.clear();
        for (int j : t.open_in[b]) t.weights.push_back(items_[static_cast<std::size_t>(j)].weight);
        t.sums.assign(t.weights);
    }

    /// Shaw's test at the fixpoint: bin b reduced to a bin of the greatest room C holding a fixed
    /// item of C − (max load[b] − sure(b)), so that the open items still fit the rooms left; if
    /// Martello and Toth's bound L2 says they and the fixed items need more than the m bins, no
    /// packing exists. A failure of the whole scope (its reason: every removal in the scope).
    bool enough_bins(PropagationContext& context, BinTally& t) const {
        std::vector<long long>& sizes = t.sizes;
        sizes.clear();
        const long long capacity = *std::max_element(t.high.begin(), t.high.end());
        for (std::size_t b = 0; b < load_slots_.size(); ++b)
            if (capacity - (t.high[b] - t.sure[b]) > 0) sizes.push_back(capacity - (t.high[b] - t.sure[b]));
        for (const PackedItem& item : items_)
            if (!context.domain(scope_[static_cast<std::size_t>(item.slot)]).is_singleton())
                sizes.push_back(item.weight);
        if (bins_needed(sizes, capacity) <= static_cast<long long>(load_slots_.size())) return true;
        return context.fail(scope_[static_cast<std::size_t>(load_slots_.front())]);
    }

    /// Martello and Toth's L2 (1990): a lower bound on the bins of capacity c that hold `sizes`
    /// (each at most c). For each k ≤ c/2, the items above c − k need a bin each, those in
    /// (c/2, c − k] too, and those in [k, c/2] fill what room those leave, then whole bins.
    static long long bins_needed(std::vector<long long>& sizes, long long c) {
        if (c <= 0) return sizes.empty() ? 0 : LLONG_MAX;
        std::sort(sizes.begin(), sizes.end(), std::greater<>());
        long long best = 0;
        for (std::size_t at = sizes.size() + 1; at-- > 0;) {  // k = 0, then each size ≤ c/2
            const long long k = at == sizes.size() ? 0 : sizes[at];
            if (at < sizes.size() && (2 * k > c || (at + 1 < sizes.size() && sizes[at + 1] == k))) continue;
            long long big = 0, middle = 0, middle_room = 0, small = 0;
            for (long long s : sizes) {
                if (s > c - k) ++big;
                else if (2 * s > c) ++middle, middle_room += c - s;
                else if (s >= k) small += s;
            }
            const long long spill = std::max(0LL, small - middle_room);
            best = std::max(best, big + middle + (spill + c - 1) / c);
        }
        return best;
    }

    /// No domain of the scope is empty (the tallies read every one's bounds).
    bool all_present(const ExplainQuery& query) const {
        for (std::size_t slot = 0; slot < scope_.size(); ++slot)
            if (query.domains[slot].empty()) return false;
        return true;
    }

    static long long sum(const std::vector<long long>& values) {
        long long s = 0;
        for (long long v : values) s += v;
        return s;
    }

    /// The bin of a bin variable's value index, or -1 outside the bins.
    long long bin_of(std::span<const int> labels, int index) const {
        const long long b = static_cast<long long>(labels[static_cast<std::size_t>(index)]) - first_bin_;
        return b >= 0 && b < static_cast<long long>(load_slots_.size()) ? b : -1;
    }

    /// Fills t's sure, possible, low and high from the domains `domain(slot)` with `labels(slot)`.
    template <class DomainOf, class LabelsOf>
    void tally(BinTally& t, DomainOf&& domain, LabelsOf&& labels) const {
        const std::size_t m = load_slots_.size();
        t.sure.assign(m, 0);
        t.possible.assign(m, 0);
        t.low.resize(m);
        t.high.resize(m);
        for (const PackedItem& item : items_) {
            const auto slot = static_cast<std::size_t>(item.slot);
            const Domain& d = domain(slot);
            const auto bin_labels = labels(slot);
            if (d.is_singleton()) {
                const long long b = bin_of(bin_labels, d.min());
                if (b >= 0) t.sure[static_cast<std::size_t>(b)] += item.weight;
            }
            for (int k : d) {
                const long long b = bin_of(bin_labels, k);
                if (b >= 0) t.possible[static_cast<std::size_t>(b)] += item.weight;
            }
        }
        for (std::size_t b = 0; b < m; ++b) {
            const auto slot = static_cast<std::size_t>(load_slots_[b]);
            const Domain& d = domain(slot);
            const auto load_labels = labels(slot);
            t.low[b] = load_labels[static_cast<std::size_t>(d.min())];
            t.high[b] = load_labels[static_cast<std::size_t>(d.max())];
        }
    }

    /// Keeps in t.picked the heaviest of it whose weights reach `need`; returns their weight.
    long long pick_heaviest(BinTally& t, long long need) const {
        std::sort(t.picked.begin(), t.picked.end(), [&](int a, int b) {
            return items_[static_cast<std::size_t>(a)].weight > items_[static_cast<std::size_t>(b)].weight;
        });
        long long weight = 0;
        std::size_t n = 0;
        while (n < t.picked.size() && weight < need) weight += items_[static_cast<std::size_t>(t.picked[n++])].weight;
        t.picked.resize(n);
        return weight;
    }

    /// The value index of bin b in an item's labels, if it has it.
    std::optional<int> index_of_bin(const ExplainQuery& query, const PackedItem& item, std::size_t b) const {
        return detail::index_of_label(query.labels[static_cast<std::size_t>(item.slot)],
                                      static_cast<long long>(b) + first_bin_);
    }

    /// The items other than `except` fixed to bin b, into t.picked.
    void fixed_to(const ExplainQuery& query, BinTally& t, std::size_t b, const PackedItem* except) const {
        t.picked.clear();
        for (std::size_t j = 0; j < items_.size(); ++j) {
            const auto slot = static_cast<std::size_t>(items_[j].slot);
            const Domain& d = query.domains[slot];
            if (&items_[j] != except && d.is_singleton() &&
                bin_of(query.labels[slot], d.min()) == static_cast<long long>(b))
                t.picked.push_back(static_cast<int>(j));
        }
    }

    /// The items other than `except` kept out of bin b though their variable has it, into
    /// t.picked; returns the weight of those whose variable never had it (kept out for free).
    long long kept_out(const ExplainQuery& query, BinTally& t, std::size_t b, const PackedItem* except) const {
        t.picked.clear();
        long long free = 0;
        for (std::size_t j = 0; j < items_.size(); ++j) {
            if (&items_[j] == except) continue;
            const auto index = index_of_bin(query, items_[j], b);
            if (!index) free += items_[j].weight;
            else if (!query.domains[static_cast<std::size_t>(items_[j].slot)].contains(*index))
                t.picked.push_back(static_cast<int>(j));
        }
        return free;
    }

    /// [bin_j = b] for each item picked (their domains are {b}).
    void mark_packed(const ExplainQuery& query, std::span<Domain> relevant, const BinTally& t) const {
        for (int j : t.picked) {
            const auto slot = static_cast<std::size_t>(items_[static_cast<std::size_t>(j)].slot);
            relevant[slot].insert(query.domains[slot].min());
        }
    }
    /// [bin_j ≠ b] for each item picked.
    void mark_kept_out(const ExplainQuery& query, std::span<Domain> relevant, const BinTally& t, std::size_t b) const {
        for (int j : t.picked) {
            const PackedItem& item = items_[static_cast<std::size_t>(j)];
            relevant[static_cast<std::size_t>(item.slot)].insert(*index_of_bin(query, item, b));
        }
    }

    bool explain_item(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t,
                      const PackedItem& item) const {
        const auto slot = static_cast<std::size_t>(item.slot);
        const long long removed = bin_of(query.labels[slot], query.index);
        if (removed < 0) return false;
        const auto b = static_cast<std::size_t>(removed);
        // The bin is full without it: items fixed there, heaviest first, and [load_b ≤ their
        // weight + w − 1].
        fixed_to(query, t, b, &item);
        const long long high = t.high[b];
        long long packed = 0;
        for (int j : t.picked) packed += items_[static_cast<std::size_t>(j)].weight;
        if (packed + item.weight > high) {
            const long long weight = pick_heaviest(t, high - item.weight + 1);
            const auto load = static_cast<std::size_t>(load_slots_[b]);
            mark_above(relevant[load], query.labels[load], weight + item.weight - 1);
            mark_packed(query, relevant, t);
            return true;
        }
        // Another bin c it may go to cannot reach its least load without it: the items kept out of
        // c, heaviest first, and [load_c ≥ what the rest could bring + 1].
        for (int k : query.domains[slot]) {
            const long long other = bin_of(query.labels[slot], k);
            if (other < 0 || other == removed) continue;
            const auto c = static_cast<std::size_t>(other);
            if (t.possible[c] - item.weight >= t.low[c]) continue;
            const long long free = kept_out(query, t, c, &item);
            const long long rest = total_ - item.weight - free;
            const long long weight = pick_heaviest(t, rest - t.low[c] + 1);
            const auto load = static_cast<std::size_t>(load_slots_[c]);
            mark_below(relevant[load], query.labels[load], rest - weight + 1);
            mark_kept_out(query, relevant, t, c);
            return true;
        }
        return explain_item_by_sums(query, relevant, t, item, b);
    }

    /// The no-sum reasons for an open item's removed bin c: with it in c, the other items open
    /// there reach no load of c's range; or without it, those open in another bin b of its domain
    /// reach none of b's. The reason: that bin's column (the items packed there or kept out) and
    /// its load's bounds.
    bool explain_item_by_sums(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t,
                              const PackedItem& item, std::size_t c) const {
        const auto slot = static_cast<std::size_t>(item.slot);
        if (query.domains[slot].is_singleton()) return false;
        open_items(
            t, [&](std::size_t s) -> const Domain& { return query.domains[s]; },
            [&](std::size_t s) { return query.labels[s]; });
        const auto fails = [&](std::size_t b, long long with) {
            bin_sums(t, b);
            return t.sums.gap(t.low[b] - t.sure[b] - with, t.high[b] - t.sure[b] - with, t.sums.rank_of(item.weight))
                .has_value();
        };
        if (fails(c, item.weight)) return mark_bin(query, relevant, t, c, &item, true);
        for (int k : query.domains[slot]) {
            const long long b = bin_of(query.labels[slot], k);
            if (b >= 0 && static_cast<std::size_t>(b) != c && fails(static_cast<std::size_t>(b), 0))
                return mark_bin(query, relevant, t, static_cast<std::size_t>(b), &item, true);
        }
        return false;
    }

    /// Why load_b ≠ v: no subset of the items open in b brings sure[b] to v. The reason: b's column.
    bool explain_load_by_sums(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t, std::size_t b,
                              long long v) const {
        open_items(
            t, [&](std::size_t s) -> const Domain& { return query.domains[s]; },
            [&](std::size_t s) { return query.labels[s]; });
        bin_sums(t, b);
        if (!t.sums.gap(v - t.sure[b], v - t.sure[b])) return false;
        return mark_bin(query, relevant, t, b, nullptr, false);
    }

    /// Bin b's column — [bin_j = b] for the items packed there, [bin_j ≠ b] for those kept out,
    /// other than `except` — with which its load is sure[b] plus a subset of the open items; and,
    /// if `bounds`, its load's bounds. Returns true (the reason is complete).
    bool mark_bin(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t, std::size_t b,
                  const PackedItem* except, bool bounds) const {
        const long long low = t.low[b], high = t.high[b];
        fixed_to(query, t, b, except);
        mark_packed(query, relevant, t);
        kept_out(query, t, b, except);
        mark_kept_out(query, relevant, t, b);
        if (bounds) {
            const auto load = static_cast<std::size_t>(load_slots_[b]);
            mark_below(relevant[load], query.labels[load], low);
            mark_above(relevant[load], query.labels[load], high);
        }
        return true;
    }

    /// The best bounds the reasons give load_b: [max(sure, Σw − Σ others' highs), min(possible, Σw − Σ others' lows)].
    long long lower_reach(const BinTally& t, std::size_t b) const {
        return std::max(t.sure[b], total_ - (sum(t.high) - t.high[b]));
    }
    long long upper_reach(const BinTally& t, std::size_t b) const {
        return std::min(t.possible[b], total_ - (sum(t.low) - t.low[b]));
    }

    bool explain_load(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t, std::size_t b) const {
        const std::size_t slot = query.position;
        const Domain& d = query.domains[slot];
        const auto labels = query.labels[slot];
        const auto label = [&](int index) { return static_cast<long long>(labels[static_cast<std::size_t>(index)]); };
        if (query.kind == ExplainQuery::Kind::Removed) {
            const long long v = label(query.index);
            if (lower_reach(t, b) > v && at_least(query, relevant, t, b, v + 1)) return true;
            if (upper_reach(t, b) < v && at_most(query, relevant, t, b, v - 1)) return true;
            return explain_load_by_sums(query, relevant, t, b, v);
        }
        // A bound: the values beyond it still present need the reason; those missing between the
        // reason's bound and the query's are named as missing.
        const bool up = query.kind == ExplainQuery::Kind::AtMost;
        int present = -1;  // the value nearest the bound on the removed side still in D
        if (up) {
            for (int k = query.index + 1; k < d.capacity() && present < 0; ++k)
                if (d.contains(k)) present = k;
        } else {
            for (int k = query.index - 1; k >= 0 && present < 0; --k)
                if (d.contains(k)) present = k;
        }
        if (up) {
            const long long bound = std::max(label(query.index), upper_reach(t, b));
            if (present >= 0 && bound >= label(present)) return false;
            if (!at_most(query, relevant, t, b, bound)) return false;
            for (int k = query.index + 1; k < d.capacity() && label(k) <= bound; ++k) relevant[slot].insert(k);
        } else {
            const long long bound = std::min(label(query.index), lower_reach(t, b));
            if (present >= 0 && bound <= label(present)) return false;
            if (!at_least(query, relevant, t, b, bound)) return false;
            for (int k = query.index - 1; k >= 0 && label(k) >= bound; --k) relevant[slot].insert(k);
        }
        return true;
    }

    /// Why load_b ≥ bound: the items packed there, or the other loads' highs (relaxed by the slack).
    bool at_least(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t, std::size_t b,
                  long long bound) const {
        if (t.sure[b] >= bound) {
            fixed_to(query, t, b, nullptr);
            pick_heaviest(t, bound);
            mark_packed(query, relevant, t);
            return true;
        }
        long long slack = total_ - (sum(t.high) - t.high[b]) - bound;
        if (slack < 0) return false;
        for (std::size_t other = 0; other < load_slots_.size(); ++other) {
            if (other == b) continue;
            const auto load = static_cast<std::size_t>(load_slots_[other]);
            const auto labels = query.labels[load];
            const long long raise = std::min(slack, labels.back() - t.high[other]);
            slack -= raise;
            mark_above(relevant[load], labels, t.high[other] + raise);
        }
        return true;
    }

    /// Why load_b ≤ bound: the items kept out of it, or the other loads' lows (relaxed by the slack).
    bool at_most(const ExplainQuery& query, std::span<Domain> relevant, BinTally& t, std::size_t b,
                 long long bound) const {
        if (t.possible[b] <= bound) {
            const long long free = kept_out(query, t, b, nullptr);
            pick_heaviest(t, total_ - free - bound);
            mark_kept_out(query, relevant, t, b);
            return true;
        }
        long long slack = bound - (total_ - (sum(t.low) - t.low[b]));
        if (slack < 0) return false;
        for (std::size_t other = 0; other < load_slots_.size(); ++other) {
            if (other == b) continue;
            const auto load = static_cast<std::size_t>(load_slots_[other]);
            const auto labels = query.labels[load];
            const long long drop = std::min(slack, t.low[other] - labels.front());
            slack -= drop;
            mark_below(relevant[load], labels, t.low[other] - drop);
        }
        return true;
    }

    std::vector<VarId> scope_;
    std::vector<PackedItem> items_;
    std::vector<int> load_slots_;  // per bin
    int first_bin_;
    long long total_;  // Σ w
};

}  // namespace

void add_bin_packing_load(Problem& problem, std::span<const VarId> loads, std::span<const VarId> bins,
                          std::span<const int> weights, int first_bin) {
    if (weights.size() != bins.size())
        throw ModelError("add_bin_packing_load: " + std::to_string(bins.size()) + " bins and " +
                         std::to_string(weights.size()) + " weights: one of each per item");
    for (VarId x : loads) problem.check_variable(x, "add_bin_packing_load");
    for (VarId x : bins) problem.check_variable(x, "add_bin_packing_load");
    long long total = 0;
    std::vector<std::pair<VarId, long long>> items;  // per distinct bin variable, its items' weight
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (weights[i] < 0)
            throw ModelError("add_bin_packing_load: item " + std::to_string(i + 1) + " has weight " +
                             std::to_string(weights[i]) + "; weights must be ≥ 0");
        total += weights[i];
        if (total > INT_MAX) throw ModelError("add_bin_packing_load: the weights add up to more than an int holds");
        if (weights[i] == 0) continue;
        const auto same = std::find_if(items.begin(), items.end(), [&](const auto& e) { return e.first == bins[i]; });
        if (same != items.end()) same->second += weights[i];
        else items.emplace_back(bins[i], weights[i]);
    }
    const long long last_bin = static_cast<long long>(first_bin) + static_cast<long long>(loads.size()) - 1;
    for (VarId x : bins) problem.restrict(x, [&](int v) { return first_bin <= v && v <= last_bin; });
    for (VarId x : loads) problem.restrict(x, [&](int v) { return 0 <= v && v <= total; });
    if (loads.empty()) return;
    std::vector<VarId> args;
    for (const auto& item : items) args.push_back(item.first);
    args.insert(args.end(), loads.begin(), loads.end());
    const detail::DistinctScope scope(args);
    std::vector<PackedItem> packed;
    for (std::size_t i = 0; i < items.size(); ++i) packed.push_back({scope.slot[i], items[i].second});
    const std::vector<int> load_slots(scope.slot.begin() + static_cast<std::ptrdiff_t>(items.size()), scope.slot.end());
    problem.add_propagator(
        std::make_shared<BinPackingPropagator>(scope.vars, std::move(packed), load_slots, first_bin, total));
}

}  // namespace csp
