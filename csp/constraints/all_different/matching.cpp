// all-different at domain strength (generalised arc consistency), after Régin (AAAI 1994):
//  1. find a maximum matching of variables to values; if it does not cover every variable, fail;
//  2. orient the value graph: matched edges variable → value, other edges value → variable;
//  3. an unmatched edge (x, v) belongs to some maximum matching, and so v is kept in D(x), iff
//     x and v lie in one strongly connected component, or v is reachable from a free value
//     (an even alternating path). Every other value is removed.
// Hand-written on bitset domains in the common value space (x_i + offset_i): on one word, closures of
// words; on more, a matching kept across calls and repaired by augmenting paths over words, then
// Tarjan's components on the variables. Small dense graphs (a Sudoku unit has 9 variables and 9
// values) make this cheaper than building a Boost.Graph per call; docs/algorithms.md has the measurement.
#include "csp/constraints/all_different/detail.hpp"

#include <algorithm>
#include <bit>
#include <span>

namespace csp::detail {

namespace {

class MatchingAllDifferent final : public AllDifferentBase {
public:
    MatchingAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "domain") {}

    // A cheaper reasoning first: it settles most changes for a fraction of the matching's cost, and
    // the matching then runs once the whole model is at that fixpoint. On one word the hidden
    // strength's (and the matching skips its work when no Hall set it misses can exist); on more,
    // the incremental value strength.
    bool has_cheap_stage() const override { return true; }
    bool propagate_cheap(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context, true);
        std::unique_ptr<AllDifferentState> local;
        return propagate_fixed(context, state_of(context, local));
    }

    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_matching_words(context);
        std::unique_ptr<AllDifferentState> local;
        AllDifferentState& state = state_of(context, local);
        if (!propagate_fixed(context, state)) return false;
        return propagate_matching(context, state);
    }

private:
    // The same algorithm on one-word domains, with sets of values as machine words: a Sudoku
    // unit's propagation is a few hundred word operations and no allocation. The components are
    // read off a value graph: value u → value w when some variable holds u and is matched to w
    // (the bipartite path u → x → w, x's only way out). An unmatched edge (x, u) lies on a cycle iff
    // u and x's matched value share a component, and on an even alternating path iff u is reachable
    // from a free value.
    bool propagate_matching_words(PropagationContext& context) const {
        const int n = size();
        const int m = values();
        if (n > m) return context.fail(vars_[0]);  // more variables than values
        Word d[Domain::kWordBits];
        for (int i = 0; i < n; ++i) d[i] = common_word(context, i);
        if (n == m && no_hall_set_possible(d, n)) return true;

        int value_of[Domain::kWordBits];
        int owner[Domain::kWordBits];
        std::fill(owner, owner + m, -1);
        // A greedy pass settles most matches; augmenting paths (Kuhn) find the rest.
        for (int i = 0; i < n; ++i) {
            value_of[i] = -1;
            Word open = d[i];
            for (; open != 0; open &= open - 1) {
                const int v = std::countr_zero(open);
                if (owner[v] < 0) {
                    owner[v] = i, value_of[i] = v;
                    break;
                }
            }
        }
        for (int i = 0; i < n; ++i) {
            if (value_of[i] >= 0) continue;
            Word visited = 0;
            if (!augment_word(i, d, value_of, owner, visited)) return context.fail(vars_[static_cast<std::size_t>(i)]);
        }

        // Values reachable from a free value (u → w when an open variable holds u and is matched to w)
        // stay wherever they are: sweeps over the variables find them without building the graph.
        // Only the others need their components, and those lie wholly outside the reachable set (a
        // value on a cycle with a reachable one is reachable).
        Word open_values = 0, matched_values = 0;
        for (int i = 0; i < n; ++i) {
            matched_values |= Word{1} << value_of[i];
            open_values |= d[i] & all_if(!is_single(d[i]));
        }
        Word from_free = ~matched_values;
        for (Word grew = 1; grew != 0;) {
            grew = 0;
            for (int i = 0; i < n; ++i) {
                const Word reached = Word{(d[i] & from_free) != 0 && !is_single(d[i])} << value_of[i];
                grew |= reached & ~from_free;
                from_free |= reached;
            }
        }
        const Word rest = open_values & ~from_free;
        if (rest == 0) return true;
        // The value graph within the rest, as rows of successors and predecessors.
        Word succ[Domain::kWordBits] = {}, pred[Domain::kWordBits] = {};
        for (int i = 0; i < n; ++i) {
            const Word matched = Word{1} << value_of[i];
            if (!(rest & matched)) continue;
            pred[value_of[i]] = d[i] & ~matched & rest;  // one variable is matched to a value
            for (Word from = d[i] & ~matched & rest; from != 0; from &= from - 1)
                succ[std::countr_zero(from)] |= matched;
        }
        // Strongly connected components as forward ∩ backward closures, each found over the values
        // not yet placed in a component: one pass over the edges per component.
        Word component[Domain::kWordBits];
        for (Word left = rest; left != 0;) {
            const Word seed = left & -left;
            const Word scc = closure(succ, seed, left) & closure(pred, seed, left);
            for (Word members = scc; members != 0; members &= members - 1) component[std::countr_zero(members)] = scc;
            left &= ~scc;
        }
        for (int i = 0; i < n; ++i) {
            if (std::has_single_bit(d[i])) continue;
            const Word own = rest >> value_of[i] & 1u ? component[value_of[i]] : 0;
            const Word keep = d[i] & (own | from_free);
            if (keep != d[i] && !narrow_word(context, i, keep)) return false;
        }
        return true;
    }

    // Whether the matching can be skipped: as many values as variables, the hidden strength's
    // fixpoint holds (no open variable holds a fixed value, every open value has two places or
    // more, and there are as many open values as open variables), and no Hall set can prune.
    // Among k open variables, a Hall set that removes a value (or proves failure) is j variables
    // holding just j values, 2 ≤ j ≤ k − 2 (j = 1 is a fixed variable, j = k − 1 a hidden single,
    // both settled at the fixpoint). The other k − j values then have their places among the other
    // k − j variables only. So with i = min(j, k − j) ≤ k / 2, i variables hold just i values (a
    // naked set) or i values have just i places (a hidden set), and something lies outside it.
    // Pairs are looked for exactly; larger sets only by counting (at least i variables of at most
    // i values, or values of at most i places). Most calls in a Sudoku search pass, in one sweep.
    static constexpr int kExactSetSize = 4;  // a 9×9 unit never needs more (i ≤ 9 / 2)

    static bool no_hall_set_possible(const Word* d, int n) {
        Word fixed = 0, once = 0, twice = 0;
        int open = 0;
        int of_size[Domain::kWordBits + 1];  // open variables by number of values (index 1: fixed ones)
        Word places[Domain::kWordBits];      // per value: the open variables that hold it
        std::fill_n(of_size, n + 1, 0);      // n = m here: sizes and values are at most n
        std::fill_n(places, n, Word{0});
        for (int i = 0; i < n; ++i) {  // without branches on the domains, as in propagate_words
            const Word w = d[i];
            const Word open_mask = all_if(!is_single(w));
            fixed |= w & ~open_mask;
            open += static_cast<int>(open_mask & 1u);
            ++of_size[std::popcount(w)];
            for (Word v = w & open_mask; v != 0; v &= v - 1) places[std::countr_zero(v)] |= Word{1} << i;
            twice |= once & w & open_mask;
            once |= w & open_mask;
        }
        const bool hidden_fixpoint =
            (once & fixed) == 0 && once == twice && std::popcount(once) == open && std::popcount(fixed) == n - open;
        if (!hidden_fixpoint) return false;
        // Sets of up to four are looked for exactly; larger ones only counted (at least i
        // variables of at most i values, or i values of at most i places).
        for (int i = 2; i <= kExactSetSize && 2 * i <= open; ++i)
            if (pruning_set(d, n, i) || pruning_set(places, n, i)) return false;
        int of_places[Domain::kWordBits + 1];  // open values by number of places
        std::fill_n(of_places, n + 1, 0);
        for (Word w = once; w != 0; w &= w - 1) ++of_places[std::popcount(places[std::countr_zero(w)])];
        int small_variables = 0, scarce_values = 0;  // of at most i values / places
        for (int i = 2; 2 * i <= open; ++i) {
            small_variables += of_size[i];
            scarce_values += of_places[i];
            if (i > kExactSetSize && (small_variables >= i || scarce_values >= i)) return false;
        }
        return true;
    }

    // Whether `size` of the rows (each with two to `size` bits) have just `size` bits between
    // them, and a row outside them shares one: a naked set of variables, or through the places a
    // hidden set of values, that prunes.
    static bool pruning_set(const Word* rows, int count, int size) {
        int candidates[Domain::kWordBits];
        int found = 0;
        for (int r = 0; r < count; ++r) {
            const auto bits = static_cast<unsigned>(std::popcount(rows[r]));
            candidates[found] = r;  // kept when 2 ≤ bits ≤ size; branch-free, as above
            found += static_cast<int>(bits - 2 <= static_cast<unsigned>(size - 2));
        }
        if (found < size) return false;
        return extend_set(rows, count, candidates, found, 0, size, size, 0, 0);
    }

    // Depth-first choice of `left` more candidates after position `from`, keeping the union of
    // the chosen rows (`bits`) within the set's size.
    static bool extend_set(const Word* rows, int count, const int* candidates, int found, int from, int left, int size,
                           Word bits, Word chosen) {
        if (left == 0) {
            for (int r = 0; r < count; ++r)
                if (!(chosen >> r & 1u) && (rows[r] & bits) != 0) return true;
            return false;
        }
        for (int c = from; c + left <= found; ++c) {
            const int r = candidates[c];
            const Word joined = bits | rows[r];
            if (std::popcount(joined) > size) continue;
            if (extend_set(rows, count, candidates, found, c + 1, left - 1, size, joined, chosen | Word{1} << r))
                return true;
        }
        return false;
    }

    // The values reachable from `start` (included) along `rows`, within `within`.
    static Word closure(const Word* rows, Word start, Word within) {
        Word seen = start;
        for (Word frontier = start; frontier != 0;) {
            Word next = 0;
            for (; frontier != 0; frontier &= frontier - 1) next |= rows[std::countr_zero(frontier)];
            frontier = next & within & ~seen;
            seen |= frontier;
        }
        return seen;
    }

    static bool augment_word(int i, const Word* d, int* value_of, int* owner, Word& visited) {
        for (Word open = d[i] & ~visited; open != 0; open &= open - 1) {
            const int v = std::countr_zero(open);
            if (visited >> v & 1u) continue;  // visited deeper in the recursion
            visited |= Word{1} << v;
            if (owner[v] < 0 || augment_word(owner[v], d, value_of, owner, visited)) {
                value_of[i] = v, owner[v] = i;
                return true;
            }
        }
        return false;
    }

    bool propagate_matching(PropagationContext& context, AllDifferentState& state) const;
    static constexpr int kReachSweeps = 3;  // before the components take over
};

// The matching on any number of words. Sets of values are rows of words; the matching is kept in the
// state across calls (only the pairs a removal broke are repaired, by breadth-first augmenting paths
// over words); the components are found by Tarjan's algorithm on the variables, with x → y when x
// holds the value y is matched to, and "x reaches a free value" carried along. An unmatched edge
// (x, v) is kept iff v is free, or v's owner shares x's component, or v's owner reaches a free value.
bool MatchingAllDifferent::propagate_matching(PropagationContext& context, AllDifferentState& state) const {
    const int n = size();
    const int m = values();
    const auto w = static_cast<std::size_t>(words());
    if (n > m) return context.fail(vars_[0]);
    auto un = [](int i) { return static_cast<std::size_t>(i); };
    std::vector<Word>& dom = state.domains;
    dom.resize(un(n) * w);
    for (int i = 0; i < n; ++i) load(context, i, &dom[un(i) * w]);
    auto holds = [&](int i, int v) { return (dom[un(i) * w + un(v) / 64] >> (v % 64) & 1u) != 0; };

    // 1. The last matching where it still holds, augmenting paths for the rest.
    std::vector<int>& value_of = state.value_of;
    std::vector<int>& owner = state.owner;
    owner.assign(un(m), -1);
    std::vector<Word> matched(w, 0);
    auto set_match = [&](int i, int v) {
        value_of[un(i)] = v, owner[un(v)] = i;
        matched[un(v) / 64] |= Word{1} << (v % 64);
    };
    for (int i = 0; i < n; ++i) {
        const int v = value_of[un(i)];
        value_of[un(i)] = -1;
        if (v >= 0 && v < m && holds(i, v) && owner[un(v)] < 0) set_match(i, v);
    }
    std::vector<int> parent(un(n)), queue;
    std::vector<Word> visited(w);
    for (int root = 0; root < n; ++root) {
        if (value_of[un(root)] >= 0) continue;
        std::fill(visited.begin(), visited.end(), Word{0});
        queue.assign(1, root);
        bool found = false;
        for (std::size_t head = 0; head < queue.size() && !found; ++head) {
            const int x = queue[head];
            const Word* d = &dom[un(x) * w];
            for (std::size_t k = 0; k < w && !found; ++k) {
                const Word fresh = d[k] & ~visited[k];
                if (const Word free = fresh & ~matched[k]; free != 0) {
                    // Flip the path: x takes the free value, each variable before it the value after.
                    int v = static_cast<int>(k) * 64 + std::countr_zero(free);
                    for (int y = x;;) {
                        const int old = value_of[un(y)];
                        set_match(y, v);
                        if (y == root) break;
                        v = old, y = parent[un(y)];
                    }
                    found = true;
                    break;
                }
                visited[k] |= fresh;
                for (Word bits = fresh; bits != 0; bits &= bits - 1) {
                    const int y = owner[un(static_cast<int>(k) * 64 + std::countr_zero(bits))];
                    parent[un(y)] = x;
                    queue.push_back(y);
                }
            }
        }
        if (!found) return context.fail(vars_[un(root)]);
    }

    // 2. The variables that reach a free value (through x → the owner of a value x holds): their
    // matched values stay wherever they are, with the free values. A few sweeps find most of them;
    // when all, nothing can be pruned.
    std::vector<Word> kept_anywhere(w);
    for (std::size_t k = 0; k < w; ++k) kept_anywhere[k] = ~matched[k];
    std::vector<char> reach(un(n), 0);
    auto holds_kept = [&](int x) {
        const Word* d = &dom[un(x) * w];
        Word any = 0;
        for (std::size_t k = 0; k < w; ++k) any |= d[k] & kept_anywhere[k];
        return any != 0;
    };
    auto keep_value_of = [&](int x) { kept_anywhere[un(value_of[un(x)]) / 64] |= Word{1} << (value_of[un(x)] % 64); };
    int reaching = 0;
    for (int sweep = 0, found = 1; sweep < kReachSweeps && found > 0; ++sweep) {
        found = 0;
        for (int x = 0; x < n; ++x)
            if (!reach[un(x)] && holds_kept(x)) reach[un(x)] = 1, keep_value_of(x), ++found;
        reaching += found;
    }
    if (reaching == n) return true;

    // 3. Components of the other variables (Tarjan, iterative), each with whether it reaches a free
    // value after all. A component never mixes the two kinds (a variable on a cycle with a reaching
    // one reaches), so the reaching variables and the edges to them are left out.
    std::vector<int> index(un(n), -1), low(un(n)), component(un(n), -1), stack, order;
    std::vector<char> on_stack(un(n), 0), component_reach;
    std::vector<int> component_start;
    struct Frame {
        int x;
        std::size_t word;  // the next word of D(x) to read
        Word bits;         // successors left in the word before it
    };
    std::vector<Frame> frames;
    int counter = 0;
    auto open = [&](int x) {
        index[un(x)] = low[un(x)] = counter++;
        stack.push_back(x);
        on_stack[un(x)] = 1;
        reach[un(x)] = holds_kept(x);
        frames.push_back({x, 0, 0});
    };
    for (int root = 0; root < n; ++root) {
        if (index[un(root)] >= 0 || reach[un(root)]) continue;
        open(root);
        while (!frames.empty()) {
            Frame& f = frames.back();
            const int x = f.x;
            while (f.bits == 0 && f.word < w) {
                f.bits = dom[un(x) * w + f.word] & matched[f.word] & ~kept_anywhere[f.word];
                if (f.word == un(value_of[un(x)]) / 64) f.bits &= ~(Word{1} << (value_of[un(x)] % 64));
                ++f.word;
            }
            if (f.bits != 0) {
                const int v = static_cast<int>(f.word - 1) * 64 + std::countr_zero(f.bits);
                f.bits &= f.bits - 1;
                const int y = owner[un(v)];
                if (index[un(y)] < 0) {
                    open(y);  // invalidates f
                } else if (on_stack[un(y)]) {
                    low[un(x)] = std::min(low[un(x)], index[un(y)]);
                } else {
                    reach[un(x)] |= component_reach[un(component[un(y)])];
                }
                continue;
            }
            frames.pop_back();
            if (low[un(x)] == index[un(x)]) {
                const int c = static_cast<int>(component_reach.size());
                component_start.push_back(static_cast<int>(order.size()));
                char r = 0;
                for (int y = -1; y != x;) {
                    y = stack.back();
                    stack.pop_back();
                    on_stack[un(y)] = 0;
                    component[un(y)] = c;
                    r |= reach[un(y)];
                    order.push_back(y);
                }
                component_reach.push_back(r);
            }
            if (!frames.empty()) {
                const int p = frames.back().x;
                low[un(p)] = std::min(low[un(p)], low[un(x)]);
                reach[un(p)] |= component[un(x)] >= 0 ? component_reach[un(component[un(x)])] : reach[un(x)];
            }
        }
    }
    component_start.push_back(static_cast<int>(order.size()));
    for (int x : order)
        if (component_reach[un(component[un(x)])]) keep_value_of(x);

    // 4. Keep the free values, the values of reaching variables, and per component its own values.
    std::vector<Word> keep(w);
    auto prune = [&](int x, const std::vector<Word>& kept) {
        const Word* d = &dom[un(x) * w];
        Word lost = 0;
        for (std::size_t k = 0; k < w; ++k) lost |= d[k] & ~kept[k];
        return lost == 0 || narrow(context, x, kept.data());
    };
    for (int x = 0; x < n; ++x)
        if (component[un(x)] < 0 && !prune(x, kept_anywhere)) return false;
    for (std::size_t c = 0; c + 1 < component_start.size(); ++c) {
        const auto members =
            std::span(order).subspan(un(component_start[c]), un(component_start[c + 1] - component_start[c]));
        keep = kept_anywhere;
        for (int x : members) keep[un(value_of[un(x)]) / 64] |= Word{1} << (value_of[un(x)] % 64);
        for (int x : members)
            if (!prune(x, keep)) return false;
    }
    return true;
}

}  // namespace

std::shared_ptr<const Propagator> make_all_different_domain(const Problem& p, std::span<const VarId> vars,
                                                            std::span<const int> offsets) {
    return std::make_shared<MatchingAllDifferent>(p, vars, offsets);
}

}  // namespace csp::detail
