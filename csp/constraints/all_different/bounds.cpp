// all-different at bounds strength: Hall intervals. If k variables have all their values inside an
// interval of k values, no other variable may take a value there; more than k is a failure.
// Beyond one word this is the O(n log n) union-find algorithm of López-Ortiz, Quimper, Tromp & van
// Beek (IJCAI 2003); on one word, a bit-parallel count of every candidate interval.
// Intervals are over the common value space (x_i + offset_i), whose order is the order of the values.
#include <algorithm>
#include <bit>
#include <limits>
#include <memory>
#include <numeric>
#include <vector>

#include "csp/constraints/all_different/detail.hpp"

namespace csp::detail {

namespace {

// pathmax / pathmin: the end of the chain of pointers from x (a union-find root, with the
// pointers running right or left); pathset: every pointer on the chain from `start` up to `end`
// made to point at `to` (path compression).
int path_max(const std::vector<int>& a, int x) {
    while (a[static_cast<std::size_t>(x)] > x) x = a[static_cast<std::size_t>(x)];
    return x;
}
int path_min(const std::vector<int>& a, int x) {
    while (a[static_cast<std::size_t>(x)] < x) x = a[static_cast<std::size_t>(x)];
    return x;
}
void path_set(std::vector<int>& a, int start, int end, int to) {
    for (int k = start; k != end;) {
        const int next = a[static_cast<std::size_t>(k)];
        a[static_cast<std::size_t>(k)] = to;
        k = next;
    }
}

// Sorts `order` by key[order[i]]: the last call's order is nearly right, so insertion sort is
// close to linear here where a fresh sort is n log n with its comparisons through two arrays.
void sort_by(std::vector<int>& order, const std::vector<int>& key) {
    for (std::size_t i = 1; i < order.size(); ++i) {
        const int moving = order[i];
        const int k = key[static_cast<std::size_t>(moving)];
        std::size_t j = i;
        for (; j > 0 && key[static_cast<std::size_t>(order[j - 1])] > k; --j) order[j] = order[j - 1];
        order[j] = moving;
    }
}

// The sweep's memory for one search: scratch rewritten before each read, the two orders (a cache:
// any permutation is right, and the last call's sorts fast), and the bounds the last call ended on
// (Hall intervals depend on the bounds alone, so bounds seen at a fixpoint are one still).
struct BoundsState final : PropagatorState {
    explicit BoundsState(int n)
        : lo(un(n)),
          hi(un(n)),
          by_lo(un(n)),
          by_hi(un(n)),
          lo_rank(un(n)),
          hi_rank(un(n)),
          new_lo(un(n)),
          new_hi(un(n)),
          bounds(un(2 * n + 2)),
          tree(un(2 * n + 2)),
          capacity(un(2 * n + 2)),
          hall(un(2 * n + 2)) {
        std::iota(by_lo.begin(), by_lo.end(), 0);
        std::iota(by_hi.begin(), by_hi.end(), 0);
    }
    static std::size_t un(int i) { return static_cast<std::size_t>(i); }
    std::vector<int> lo, hi;            // per position: its common bounds
    std::vector<int> by_lo, by_hi;      // positions by lo, by hi
    std::vector<int> lo_rank, hi_rank;  // per position: where lo and hi + 1 are in `bounds`
    std::vector<int> new_lo, new_hi;    // per position: the bounds the Hall intervals leave
    // The distinct lo_i and hi_i + 1 in order, between two sentinels, and over the gaps between
    // them: the union-find pointers, the gap's free values, and the Hall interval pointers.
    std::vector<int> bounds, tree, capacity, hall;
    int top = 0;                              // bounds[1..top] are the values, bounds[top + 1] a sentinel
    std::vector<int> settled_lo, settled_hi;  // the last fixpoint's bounds (empty: none yet)
};

int& at(std::vector<int>& v, int i) { return v[static_cast<std::size_t>(i)]; }

class BoundsAllDifferent final : public AllDifferentBase {
public:
    BoundsAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "bounds") {}

    std::unique_ptr<PropagatorState> make_state() const override {
        if (word_sized()) return nullptr;
        return std::make_unique<BoundsState>(size());
    }
    // The sweep waits until the cheaper propagators (the sums that move the bounds, value
    // propagation) are at their fixpoint: one sweep over their combined changes, not one per change.
    bool has_cheap_stage() const override { return true; }
    bool propagate_cheap(PropagationContext&) const override { return true; }

    // Beyond one word: the O(n log n) Hall interval algorithm of López-Ortiz, Quimper, Tromp & van
    // Beek (IJCAI 2003) on the bounds, one pass raising the lower bounds and one lowering the upper
    // ones; again only when a new bound fell in a hole and moved further (the domains have holes,
    // the intervals do not).
    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context);
        std::unique_ptr<BoundsState> local;
        BoundsState* state = static_cast<BoundsState*>(context.state());  // made by make_state() above
        if (state == nullptr) {
            local = std::make_unique<BoundsState>(size());
            state = local.get();
        }
        BoundsState& s = *state;
        const int n = size();
        for (int i = 0; i < n; ++i) {
            const Domain& d = context.domain(vars_[BoundsState::un(i)]);
            s.lo[BoundsState::un(i)] = to_common(i, d.min());
            s.hi[BoundsState::un(i)] = to_common(i, d.max());
        }
        if (s.lo == s.settled_lo && s.hi == s.settled_hi) return true;  // a bound change is what wakes it
        for (bool again = true; again;) {
            again = false;
            sort_by(s.by_lo, s.lo);
            sort_by(s.by_hi, s.hi);
            rank(s);
            s.new_lo = s.lo;
            s.new_hi = s.hi;
            if (!raise_lows(s) || !lower_highs(s)) return context.fail(vars_[0]);
            for (int i = 0; i < n; ++i) {
                const auto k = BoundsState::un(i);
                if (s.new_lo[k] == s.lo[k] && s.new_hi[k] == s.hi[k]) continue;
                const VarId x = vars_[k];
                if (!context.keep_range(x, index_at_least(i, s.new_lo[k]), index_at_most(i, s.new_hi[k]))) return false;
                const Domain& d = context.domain(x);
                s.lo[k] = to_common(i, d.min());
                s.hi[k] = to_common(i, d.max());
                again = again || s.lo[k] != s.new_lo[k] || s.hi[k] != s.new_hi[k];
            }
        }
        s.settled_lo = s.lo;
        s.settled_hi = s.hi;
        return true;
    }

private:
    // The distinct values lo_i and hi_i + 1 in order into s.bounds[1..], with a sentinel each side,
    // and each position's ranks there.
    static void rank(BoundsState& s) {
        const std::size_t n = s.lo.size();
        int last = s.lo[BoundsState::un(s.by_lo[0])] - 2;
        int top = 0;
        s.bounds[0] = last;
        for (std::size_t i = 0, j = 0; i < n || j < n;) {
            const int a = i < n ? s.lo[BoundsState::un(s.by_lo[i])] : std::numeric_limits<int>::max();
            const int b = j < n ? s.hi[BoundsState::un(s.by_hi[j])] + 1 : std::numeric_limits<int>::max();
            const int v = std::min(a, b);
            if (v != last) s.bounds[BoundsState::un(++top)] = last = v;
            if (a == v) s.lo_rank[BoundsState::un(s.by_lo[i++])] = top;
            else s.hi_rank[BoundsState::un(s.by_hi[j++])] = top;
        }
        s.bounds[BoundsState::un(top + 1)] = last + 2;
        s.top = top;
    }

    // The lower bounds: the variables by increasing upper bound each take the least free value
    // at or above their lower bound (gaps of free values joined by union-find); a variable whose
    // value lands past its upper bound means more variables than values (failure), and a gap
    // filled up to a variable's upper bound closes a Hall interval, recorded in `hall` for the
    // variables that start inside it. False on failure.
    static bool raise_lows(BoundsState& s) {
        for (int i = 1; i <= s.top + 1; ++i) {
            at(s.tree, i) = at(s.hall, i) = i - 1;
            at(s.capacity, i) = at(s.bounds, i) - at(s.bounds, i - 1);
        }
        for (const int v : s.by_hi) {
            const int x = at(s.lo_rank, v), y = at(s.hi_rank, v);
            int z = path_max(s.tree, x + 1);
            const int j = at(s.tree, z);
            if (--at(s.capacity, z) == 0) {
                at(s.tree, z) = z + 1;
                z = path_max(s.tree, at(s.tree, z));
                at(s.tree, z) = j;
            }
            path_set(s.tree, x + 1, z, z);
            if (at(s.capacity, z) < at(s.bounds, z) - at(s.bounds, y)) return false;
            if (at(s.hall, x) > x) {
                const int w = path_max(s.hall, at(s.hall, x));
                at(s.new_lo, v) = at(s.bounds, w);
                path_set(s.hall, x, w, w);
            }
            if (at(s.capacity, z) == at(s.bounds, z) - at(s.bounds, y)) {
                path_set(s.hall, at(s.hall, y), j - 1, y);
                at(s.hall, y) = j - 1;
            }
        }
        return true;
    }

    // The mirror image: the variables by decreasing lower bound, gaps joined leftwards.
    static bool lower_highs(BoundsState& s) {
        for (int i = 0; i <= s.top; ++i) {
            at(s.tree, i) = at(s.hall, i) = i + 1;
            at(s.capacity, i) = at(s.bounds, i + 1) - at(s.bounds, i);
        }
        for (auto it = s.by_lo.rbegin(); it != s.by_lo.rend(); ++it) {
            const int v = *it;
            const int x = at(s.hi_rank, v), y = at(s.lo_rank, v);
            int z = path_min(s.tree, x - 1);
            const int j = at(s.tree, z);
            if (--at(s.capacity, z) == 0) {
                at(s.tree, z) = z - 1;
                z = path_min(s.tree, at(s.tree, z));
                at(s.tree, z) = j;
            }
            path_set(s.tree, x - 1, z, z);
            if (at(s.capacity, z) < at(s.bounds, y) - at(s.bounds, z)) return false;
            if (at(s.hall, x) < x) {
                const int w = path_min(s.hall, at(s.hall, x));
                at(s.new_hi, v) = at(s.bounds, w) - 1;
                path_set(s.hall, x, w, w);
            }
            if (at(s.capacity, z) == at(s.bounds, y) - at(s.bounds, z)) {
                path_set(s.hall, at(s.hall, y), j + 1, y);
                at(s.hall, y) = j + 1;
            }
        }
        return true;
    }

    // The same on one word, with the scope's positions as bits too (n ≤ 64 values, so n ≤ 64
    // variables): the variables inside [lo, hi] are (low ≥ lo) ∩ (high ≤ hi), one AND and a popcount
    // per candidate interval, from suffix and prefix unions of the variables by bound.
    bool propagate_words(PropagationContext& context) const {
        const int n = size();
        if (n > Domain::kWordBits) return context.fail(vars_[0]);
        Word d[Domain::kWordBits], before[Domain::kWordBits];
        for (int i = 0; i < n; ++i) d[i] = before[i] = common_word(context, i);
        const Word everyone = n == Domain::kWordBits ? ~Word{0} : (Word{1} << n) - 1;
        for (bool again = true; again;) {
            again = false;
            Word low_from[Domain::kWordBits + 1] = {}, high_to[Domain::kWordBits] = {};  // by bound, then cumulated
            Word starts = 0, ends = 0;
            for (int i = 0; i < n; ++i) {
                if (d[i] == 0) return context.fail(vars_[static_cast<std::size_t>(i)]);
                const int low = std::countr_zero(d[i]), high = Domain::kWordBits - 1 - std::countl_zero(d[i]);
                low_from[low] |= Word{1} << i, high_to[high] |= Word{1} << i;
                starts |= Word{1} << low, ends |= Word{1} << high;
            }
            for (int v = Domain::kWordBits - 1; v >= 0; --v) low_from[v] |= low_from[v + 1];
            for (int v = 1; v < Domain::kWordBits; ++v) high_to[v] |= high_to[v - 1];
            for (Word los = starts; los != 0; los &= los - 1) {
                const int lo = std::countr_zero(los);
                for (Word his = ends & (~Word{0} << lo); his != 0; his &= his - 1) {
                    const int hi = std::countr_zero(his);
                    const Word inside = low_from[lo] & high_to[hi];
                    const int count = std::popcount(inside), capacity = hi - lo + 1;
                    if (count > capacity) return context.fail(vars_[0]);
                    if (count < capacity) continue;
                    // A Hall interval: the others' bounds leave it.
                    const Word below = hi == Domain::kWordBits - 1 ? ~Word{0} : (Word{1} << (hi + 1)) - 1;
                    const Word above = ~Word{0} << lo;
                    for (Word others = everyone & ~inside; others != 0; others &= others - 1) {
                        const int i = std::countr_zero(others);
                        const Word w = d[i];
                        if (w == 0) continue;  // emptied by an earlier interval: fails on the next sweep
                        const Word lowest = w & -w, highest = Word{1} << (Domain::kWordBits - 1 - std::countl_zero(w));
                        Word next = w;
                        if (lowest & below & above) next &= ~below;
                        if (highest & below & above) next &= ~above;
                        again |= next != w;
                        d[i] = next;
                    }
                }
            }
        }
        for (int i = 0; i < n; ++i)
            if (d[i] != before[i] && !narrow_word(context, i, d[i])) return false;
        return true;
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_bounds(const Problem& p, std::span<const VarId> vars,
                                                            std::span<const int> offsets) {
    return std::make_shared<BoundsAllDifferent>(p, vars, offsets);
}

}  // namespace csp::detail
