// all-different at domain strength (generalised arc consistency), after Régin (AAAI 1994):
//  1. find a maximum matching of variables to values; if it does not cover every variable, fail;
//  2. orient the value graph: matched edges variable → value, other edges value → variable;
//  3. an unmatched edge (x, v) belongs to some maximum matching, and so v is kept in D(x), iff
//     x and v lie in one strongly connected component, or v is reachable from a free value
//     (an even alternating path). Every other value is removed.
// Hand-written on bitset domains: matching by augmenting paths (Kuhn), components by Tarjan.
// Small dense graphs (a Sudoku unit has 9 variables and 9 values) make this cheaper than building
// a Boost.Graph per call; docs/algorithms.md has the measurement.
#include "csp/propagation/all_different_detail.hpp"

#include <algorithm>
#include <bit>

namespace csp::detail {

namespace {

class MatchingAllDifferent final : public AllDifferentBase {
public:
    MatchingAllDifferent(const Problem& p, std::span<const VarId> vars) : AllDifferentBase(p, vars, "domain") {}

    // The hidden strength's reasoning first: it settles most changes for a fraction of the
    // matching's cost, and the matching then runs once the whole model is at that fixpoint (and
    // skips its work when no Hall set the hidden reasoning misses can exist).
    bool has_cheap_stage() const override { return word_sized(); }
    bool propagate_cheap(PropagationContext& context) const override { return propagate_words(context, true); }

    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_matching_words(context);
        const int n = size();
        const int m = values();
        std::vector<Domain> domains;
        domains.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) domains.push_back(common(context, i));

        // 1. Maximum matching.
        std::vector<int> value_of(static_cast<std::size_t>(n), -1), owner(static_cast<std::size_t>(m), -1);
        for (int i = 0; i < n; ++i) {
            Domain visited(m);
            if (!augment(i, domains, value_of, owner, visited)) return context.fail(vars_[static_cast<std::size_t>(i)]);
        }

        // 2–3. Components of the oriented graph: vertices 0..n-1 are variables, n..n+m-1 values.
        const int vertices = n + m;
        std::vector<int> component(static_cast<std::size_t>(vertices), -1);
        strongly_connected(domains, value_of, owner, component);
        std::vector<char> from_free(static_cast<std::size_t>(m), 0);
        mark_reachable_from_free_values(domains, owner, from_free);

        for (int i = 0; i < n; ++i) {
            const auto k = static_cast<std::size_t>(i);
            Domain keep = domains[k];
            for (int v : domains[k]) {
                if (v == value_of[k] || from_free[static_cast<std::size_t>(v)]) continue;
                if (component[static_cast<std::size_t>(n + v)] != component[k]) keep.remove(v);
            }
            if (!(keep == domains[k]) && !narrow(context, i, keep)) return false;
        }
        return true;
    }

private:
    using Word = Domain::Word;

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
        for (int i = 0; i < n; ++i) d[i] = context.domain(vars_[static_cast<std::size_t>(i)]).words()[0];
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

        // The value graph as rows of successors and predecessors. Only values of open variables have
        // edges (a fixed variable's value is matched to it and reached from nowhere).
        Word succ[Domain::kWordBits] = {}, pred[Domain::kWordBits] = {};
        Word open_values = 0;
        for (int i = 0; i < n; ++i) {
            if (std::has_single_bit(d[i])) continue;
            open_values |= d[i];
            const Word matched = Word{1} << value_of[i];
            for (Word from = d[i] & ~matched; from != 0; from &= from - 1) {
                const int u = std::countr_zero(from);
                succ[u] |= matched;
                pred[value_of[i]] |= Word{1} << u;
            }
        }
        // Strongly connected components as forward ∩ backward closures, each found over the values
        // not yet placed in a component: one pass over the edges per component.
        Word component[Domain::kWordBits];
        for (Word left = open_values; left != 0;) {
            const Word seed = left & -left;
            const Word scc = closure(succ, seed, left) & closure(pred, seed, left);
            for (Word members = scc; members != 0; members &= members - 1) component[std::countr_zero(members)] = scc;
            left &= ~scc;
        }
        Word free_values = 0;
        for (int v = 0; v < m; ++v)
            if (owner[v] < 0) free_values |= Word{1} << v;
        const Word from_free = free_values ? closure(succ, free_values, ~Word{0}) : 0;

        for (int i = 0; i < n; ++i) {
            if (std::has_single_bit(d[i])) continue;
            const Word keep = d[i] & (component[value_of[i]] | from_free);
            if (keep != d[i] && !context.intersect_word(vars_[static_cast<std::size_t>(i)], keep)) return false;
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

    // Kuhn's augmenting path from variable i.
    static bool augment(int i, const std::vector<Domain>& domains, std::vector<int>& value_of, std::vector<int>& owner,
                        Domain& visited) {
        for (int v : domains[static_cast<std::size_t>(i)]) {
            if (visited.contains(v)) continue;
            visited.insert(v);
            const int holder = owner[static_cast<std::size_t>(v)];
            if (holder < 0 || augment(holder, domains, value_of, owner, visited)) {
                value_of[static_cast<std::size_t>(i)] = v;
                owner[static_cast<std::size_t>(v)] = i;
                return true;
            }
        }
        return false;
    }

    // Successors in the oriented graph: variable i → its matched value; value v → every variable
    // that has v in its domain but is not matched to it.
    template <class Visit>
    static void for_each_successor(int vertex, int n, const std::vector<Domain>& domains,
                                   const std::vector<int>& value_of, Visit visit) {
        if (vertex < n) {
            visit(n + value_of[static_cast<std::size_t>(vertex)]);
            return;
        }
        const int v = vertex - n;
        for (int i = 0; i < n; ++i)
            if (value_of[static_cast<std::size_t>(i)] != v && domains[static_cast<std::size_t>(i)].contains(v))
                visit(i);
    }

    // Tarjan's algorithm, iterative so no unit size can overflow the stack.
    void strongly_connected(const std::vector<Domain>& domains, const std::vector<int>& value_of,
                            const std::vector<int>& owner, std::vector<int>& component) const {
        (void)owner;
        const int n = size();
        const int vertices = n + values();
        std::vector<int> index(static_cast<std::size_t>(vertices), -1), low(static_cast<std::size_t>(vertices), 0);
        std::vector<char> on_stack(static_cast<std::size_t>(vertices), 0);
        std::vector<int> stack;
        int counter = 0, components = 0;
        struct Frame {
            int vertex;
            std::vector<int> successors;
            std::size_t next;
        };
        for (int root = 0; root < vertices; ++root) {
            if (index[static_cast<std::size_t>(root)] >= 0) continue;
            std::vector<Frame> frames;
            auto open = [&](int v) {
                index[static_cast<std::size_t>(v)] = low[static_cast<std::size_t>(v)] = counter++;
                stack.push_back(v);
                on_stack[static_cast<std::size_t>(v)] = 1;
                Frame f{v, {}, 0};
                for_each_successor(v, n, domains, value_of, [&](int w) { f.successors.push_back(w); });
                frames.push_back(std::move(f));
            };
            open(root);
            while (!frames.empty()) {
                Frame& f = frames.back();
                if (f.next < f.successors.size()) {
                    const int w = f.successors[f.next++];
                    if (index[static_cast<std::size_t>(w)] < 0) {
                        open(w);
                    } else if (on_stack[static_cast<std::size_t>(w)]) {
                        low[static_cast<std::size_t>(f.vertex)] =
                            std::min(low[static_cast<std::size_t>(f.vertex)], index[static_cast<std::size_t>(w)]);
                    }
                    continue;
                }
                const int v = f.vertex;
                frames.pop_back();
                if (!frames.empty())
                    low[static_cast<std::size_t>(frames.back().vertex)] =
                        std::min(low[static_cast<std::size_t>(frames.back().vertex)], low[static_cast<std::size_t>(v)]);
                if (low[static_cast<std::size_t>(v)] != index[static_cast<std::size_t>(v)]) continue;
                for (int w = -1; w != v;) {
                    w = stack.back();
                    stack.pop_back();
                    on_stack[static_cast<std::size_t>(w)] = 0;
                    component[static_cast<std::size_t>(w)] = components;
                }
                ++components;
            }
        }
    }

    // Values reachable from an unmatched value along the oriented edges (even alternating paths).
    void mark_reachable_from_free_values(const std::vector<Domain>& domains, const std::vector<int>& owner,
                                         std::vector<char>& reached) const {
        const int n = size();
        std::vector<int> queue;
        for (int v = 0; v < values(); ++v)
            if (owner[static_cast<std::size_t>(v)] < 0) reached[static_cast<std::size_t>(v)] = 1, queue.push_back(v);
        std::vector<int> value_of(static_cast<std::size_t>(n), -1);
        for (int v = 0; v < values(); ++v)
            if (owner[static_cast<std::size_t>(v)] >= 0)
                value_of[static_cast<std::size_t>(owner[static_cast<std::size_t>(v)])] = v;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int v = queue[head];
            for (int i = 0; i < n; ++i) {
                if (!domains[static_cast<std::size_t>(i)].contains(v) || value_of[static_cast<std::size_t>(i)] == v)
                    continue;
                const int w = value_of[static_cast<std::size_t>(i)];  // value → variable → its matched value
                if (!reached[static_cast<std::size_t>(w)]) reached[static_cast<std::size_t>(w)] = 1, queue.push_back(w);
            }
        }
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_domain(const Problem& p, std::span<const VarId> vars) {
    return std::make_shared<MatchingAllDifferent>(p, vars);
}

}  // namespace csp::detail
