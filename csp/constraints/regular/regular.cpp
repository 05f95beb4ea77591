#include "csp/constraints/regular/regular.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "csp/kernel/propagation_context.hpp"
#include "csp/model/errors.hpp"

namespace csp {

namespace {

/// Sets of automaton states, one per layer of the unfolded graph: layer j (0..n) is the row of
/// `words` machine words starting at j · words; bit q is state q (0-based).
class LayerSets {
public:
    using Word = Domain::Word;
    void reset(std::size_t layers, std::size_t words) {
        words_ = words;
        bits_.assign(layers * words, 0);
    }
    std::span<Word> row(std::size_t j) { return std::span<Word>(bits_).subspan(j * words_, words_); }
    std::span<const Word> row(std::size_t j) const { return std::span<const Word>(bits_).subspan(j * words_, words_); }
    bool has(std::size_t j, int q) const {
        return (bits_[j * words_ + static_cast<std::size_t>(q) / Domain::kWordBits] >> (q % Domain::kWordBits) & 1u) !=
               0;
    }
    void add(std::size_t j, int q) {
        bits_[j * words_ + static_cast<std::size_t>(q) / Domain::kWordBits] |= Word{1} << (q % Domain::kWordBits);
    }
    bool empty(std::size_t j) const {
        const auto r = row(j);
        return std::all_of(r.begin(), r.end(), [](Word w) { return w == 0; });
    }

private:
    std::size_t words_ = 0;
    std::vector<Word> bits_;
};

/// Calls f(q) for each state of a row.
template <class F>
void for_each_state(std::span<const Domain::Word> row, F&& f) {
    for (std::size_t w = 0; w < row.size(); ++w)
        for (Domain::Word bits = row[w]; bits != 0; bits &= bits - 1)
            f(static_cast<int>(w) * Domain::kWordBits + std::countr_zero(bits));
}

/// One search's regular state: per layer, the states that lay on an accepted path when the last
/// call ended (trailed: a superset of those on such a path now), and the calls' scratch.
struct RegularState final : PropagatorState {
    std::vector<detail::TrailedWord> alive;  // (n + 1) rows of `words` words
    LayerSets forward, backward;
    std::vector<Domain> support;        // per scope slot
    std::vector<Domain::Word> present;  // scratch: the symbols a layer's domain holds, a bit each
    std::vector<Domain::Word> used;     // scratch: those of them on an edge between alive states
};

/// What explain() computed last for one propagator: the domains it was asked on, and the rows of
/// F and B computed for them. F's row j depends on the domains of layers before j only, B's on
/// those from j on, so domains that change a few layers keep the rows on the unchanged side; and
/// a query needs F's row at its layer and B's after it, extended as far as that.
struct RegularReach {
    std::vector<Domain> domains;  // per scope slot
    LayerSets forward, backward;
    std::size_t forward_rows = 0;   // F's rows 0 … forward_rows − 1 are right
    std::size_t backward_from = 0;  // B's rows backward_from … n are right
};

/// explain()'s memory on one thread: per propagator (by id, as an address may be reused) its
/// RegularReach, for conflict analysis asks several regulars in turn (101 on a nonogram); and the
/// scratch of the cut.
struct RegularExplainCache {
    std::unordered_map<std::uint64_t, RegularReach> reach;
    std::size_t words = 0;  // held by reach's rows and domains: past kRegularExplainWords all are dropped
    LayerSets left, right;
};
constexpr std::size_t kRegularExplainWords = std::size_t{1} << 21;

std::atomic<std::uint64_t> next_regular_id{1};

class RegularPropagator final : public Propagator {
public:
    using Word = Domain::Word;

    RegularPropagator(const Problem& problem, std::span<const VarId> vars, const Automaton& a)
        : layers_(vars.size()),
          states_(a.states),
          symbols_(a.symbols),
          first_symbol_(a.first_symbol),
          initial_(a.initial - 1),
          words_((static_cast<std::size_t>(a.states) + Domain::kWordBits - 1) / Domain::kWordBits) {
        // A repeated variable is one slot of the scope, read at each of its layers.
        for (VarId x : vars) {
            const auto it = std::find(scope_.begin(), scope_.end(), x);
            slot_.push_back(static_cast<std::size_t>(it - scope_.begin()));
            if (it == scope_.end()) scope_.push_back(x);
        }
        repeats_ = scope_.size() < vars.size();
        for (std::size_t j = 0; j < layers_; ++j) {
            value_base_.push_back(columns_.size());
            for (int label : problem.labels(vars[j])) columns_.push_back(symbol_column(label));
        }
        value_base_.push_back(columns_.size());
        value_of_.assign(layers_ * static_cast<std::size_t>(symbols_), -1);
        for (std::size_t j = 0; j < layers_; ++j) {
            const auto layer = layer_columns(j);
            for (std::size_t v = 0; v < layer.size(); ++v)
                if (layer[v] >= 0)
                    value_of_[j * static_cast<std::size_t>(symbols_) + static_cast<std::size_t>(layer[v])] =
                        static_cast<int>(v);
        }
        next_.reserve(a.transitions.size());
        for (int t : a.transitions) next_.push_back(t - 1);
        group_symbols();
        group_edges();
        finals_.assign(words_, 0);
        for (int f : a.finals) finals_[static_cast<std::size_t>(f - 1) / Domain::kWordBits] |= bit(f - 1);
        // The graph every value of the variables spans: a state outside it at some layer is dead
        // by the constraint alone, whatever the domains (explanations need not mention it).
        reachable_.reset(layers_ + 1, words_);
        reachable_.add(0, initial_);
        for (std::size_t j = 0; j < layers_; ++j)
            for_each_state(reachable_.row(j), [&](int q) {
                for (int c : layer_columns(j))  // c < 0: a value outside the symbols labels no edge
                    if (const int t = c >= 0 ? next(q, c) : -1; t >= 0) reachable_.add(j + 1, t);
            });
        coreachable_.reset(layers_ + 1, words_);
        std::copy(finals_.begin(), finals_.end(), coreachable_.row(layers_).begin());
        for (std::size_t j = layers_; j-- > 0;)
            for (int q = 0; q < states_; ++q)
                for (int c : layer_columns(j))
                    if (const int t = c >= 0 ? next(q, c) : -1; t >= 0 && coreachable_.has(j + 1, t)) {
                        coreachable_.add(j, q);
                        break;
                    }
    }

    std::span<const VarId> scope() const override { return scope_; }

    std::string describe() const override {
        return "regular over " + std::to_string(layers_) + " variables with " + std::to_string(states_) + " states";
    }

    bool satisfied(std::span<const int> values) const override {
        int q = initial_;
        for (std::size_t j = 0; j < layers_ && q >= 0; ++j) {
            const int c = symbol_column(values[slot_[j]]);
            q = c >= 0 ? next(q, c) : -1;
        }
        return q >= 0 && (finals_[static_cast<std::size_t>(q) / Domain::kWordBits] & bit(q)) != 0;
    }

    std::unique_ptr<PropagatorState> make_state() const override {
        auto state = std::make_unique<RegularState>();
        start(*state);
        return state;
    }

    bool propagate(PropagationContext& context) const override {
        if (auto* state = static_cast<RegularState*>(context.state()))
            return run(context, *state, StateWriter{&context});
        thread_local RegularState scratch;  // no state kept between calls: the whole graph, each call
        start(scratch);
        return run(context, scratch, StateWriter{nullptr});
    }

    bool explains() const override { return true; }
    // A repeated variable makes a call sweep again, its later removals resting on its earlier ones.
    bool explains_from_call_start() const override { return !repeats_; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override;

private:
    /// This propagator's RegularReach, its domains made the query's (the rows they change marked
    /// stale, not recomputed).
    RegularReach& reach(const ExplainQuery& q, RegularExplainCache& cache) const;
    /// F's rows made right up to `layer`, B's down to `layer` + 1: what a query at `layer` reads.
    void extend(RegularReach& r, std::size_t layer) const;
    Word bit(int q) const { return Word{1} << (q % Domain::kWordBits); }
    int next(int q, int column) const { return next_[static_cast<std::size_t>(q * symbols_ + column)]; }
    /// A value's symbol, 0-based, or -1 for a value outside the symbols. In 64 bits: first_symbol_
    /// + symbols_ may pass INT_MAX.
    int symbol_column(int value) const {
        const long long c = static_cast<long long>(value) - first_symbol_;
        return c >= 0 && c < symbols_ ? static_cast<int>(c) : -1;
    }
    std::span<const int> layer_columns(std::size_t j) const {
        return std::span<const int>(columns_).subspan(value_base_[j], value_base_[j + 1] - value_base_[j]);
    }
    int column(std::size_t j, int index) const { return columns_[value_base_[j] + static_cast<std::size_t>(index)]; }

    /// Symbols whose transitions agree from every state label the same edges: explain() follows
    /// such an edge once for all of them (pentominoes: the 12 pieces a piece's automaton does not
    /// name). Makes the classes, each layer's values by class, and the edges into each state.
    void group_symbols() {
        std::map<std::vector<int>, int> class_of_column;
        std::vector<int> class_of(static_cast<std::size_t>(symbols_)), representative;
        for (int c = 0; c < symbols_; ++c) {
            std::vector<int> column(static_cast<std::size_t>(states_));
            for (int q = 0; q < states_; ++q) column[static_cast<std::size_t>(q)] = next(q, c);
            const auto [at, added] = class_of_column.try_emplace(std::move(column), classes_);
            if (added) {
                ++classes_;
                representative.push_back(c);
            }
            class_of[static_cast<std::size_t>(c)] = at->second;
        }
        const auto classes = static_cast<std::size_t>(classes_);
        std::vector<std::pair<int, int>> by_class;  // a layer's (class, value index)
        for (std::size_t j = 0; j < layers_; ++j) {
            by_class.clear();
            const auto layer = layer_columns(j);
            for (std::size_t v = 0; v < layer.size(); ++v)
                if (layer[v] >= 0)
                    by_class.emplace_back(class_of[static_cast<std::size_t>(layer[v])], static_cast<int>(v));
            std::sort(by_class.begin(), by_class.end());
            std::size_t e = 0;
            for (std::size_t c = 0; c < classes; ++c) {
                class_values_begin_.push_back(class_values_.size());
                for (; e < by_class.size() && by_class[e].first == static_cast<int>(c); ++e)
                    class_values_.push_back(by_class[e].second);
            }
        }
        class_values_begin_.push_back(class_values_.size());
        pred_begin_.assign(static_cast<std::size_t>(states_) + 1, 0);
        for (int p = 0; p < states_; ++p)
            for (int c : representative)
                if (const int t = next(p, c); t >= 0) ++pred_begin_[static_cast<std::size_t>(t) + 1];
        for (std::size_t t = 0; t < static_cast<std::size_t>(states_); ++t) pred_begin_[t + 1] += pred_begin_[t];
        pred_.resize(pred_begin_.back());
        std::vector<std::size_t> fill(pred_begin_.begin(), pred_begin_.end() - 1);
        for (int p = 0; p < states_; ++p)
            for (std::size_t c = 0; c < classes; ++c)
                if (const int t = next(p, representative[c]); t >= 0)
                    pred_[fill[static_cast<std::size_t>(t)]++] = {p, static_cast<int>(c)};
    }
    /// The value indices of layer j's variable whose symbols are of class `c`.
    std::span<const int> class_values(std::size_t j, int c) const {
        const std::size_t at = j * static_cast<std::size_t>(classes_) + static_cast<std::size_t>(c);
        return std::span<const int>(class_values_)
            .subspan(class_values_begin_[at], class_values_begin_[at + 1] - class_values_begin_[at]);
    }

    /// Alive: the states on some path of the whole graph (both reachable and co-reachable).
    void start(RegularState& state) const {
        state.alive.resize((layers_ + 1) * words_);
        for (std::size_t j = 0; j <= layers_; ++j) {
            const auto from = reachable_.row(j), to = coreachable_.row(j);
            for (std::size_t w = 0; w < words_; ++w) state.alive[j * words_ + w] = {from[w] & to[w], -1};
        }
        state.forward.reset(layers_ + 1, words_);
        state.backward.reset(layers_ + 1, words_);
        state.present.assign(symbol_words_, 0);
        state.used.assign(symbol_words_, 0);
        // Rebuilt each time: the thread's scratch state may come from a regular of other domains.
        state.support.clear();
        for (std::size_t k = 0; k < scope_.size(); ++k)
            state.support.emplace_back(static_cast<int>(layer_columns(first_layer(k)).size()));
    }
    std::size_t first_layer(std::size_t slot) const {
        return static_cast<std::size_t>(std::find(slot_.begin(), slot_.end(), slot) - slot_.begin());
    }

    /// The edges out of each state grouped by their head, each group with the mask of its symbols:
    /// a sweep tests a group with one AND against the layer's symbols (pentominoes: 13 symbols, about
    /// three heads per state) rather than each symbol of the domain.
    void group_edges() {
        symbol_words_ = (static_cast<std::size_t>(symbols_) + Domain::kWordBits - 1) / Domain::kWordBits;
        group_begin_.assign(1, 0);
        std::vector<int> heads;
        for (int p = 0; p < states_; ++p) {
            heads.clear();
            for (int c = 0; c < symbols_; ++c) {
                const int t = next(p, c);
                if (t < 0) continue;
                auto at = std::find(heads.begin(), heads.end(), t);
                if (at == heads.end()) {
                    heads.push_back(t);
                    group_head_.push_back(t);
                    group_masks_.resize(group_masks_.size() + symbol_words_, 0);
                    at = heads.end() - 1;
                }
                const std::size_t g = group_begin_.back() + static_cast<std::size_t>(at - heads.begin());
                group_masks_[g * symbol_words_ + static_cast<std::size_t>(c) / Domain::kWordBits] |= bit(c);
            }
            group_begin_.push_back(group_head_.size());
        }
    }
    std::size_t first_group(int q) const { return group_begin_[static_cast<std::size_t>(q)]; }
    /// Whether group g has a symbol among `symbols`; ORs those into `into` when given.
    bool group_meets(std::size_t g, const std::vector<Word>& symbols, std::vector<Word>* into = nullptr) const {
        Word any = 0;
        for (std::size_t w = 0; w < symbol_words_; ++w) {
            const Word common = group_masks_[g * symbol_words_ + w] & symbols[w];
            any |= common;
            if (into) (*into)[w] |= common;
        }
        return any != 0;
    }
    /// The symbols of D(x) at layer j, a bit each (`out` has symbol_words_ words).
    void layer_symbols(const Domain& d, std::size_t j, std::vector<Word>& out) const {
        std::fill(out.begin(), out.end(), Word{0});
        for (int v : d)
            if (const int c = column(j, v); c >= 0) out[static_cast<std::size_t>(c) / Domain::kWordBits] |= bit(c);
    }

    /// To the fixpoint: one sweep suffices unless a variable repeats (its values are cut per layer).
    bool run(PropagationContext& context, RegularState& state, StateWriter write) const {
        bool again = true;
        while (again)
            if (!sweep(context, state, write, again)) return false;
        return true;
    }

    /// Forward, the states reachable within the alive ones; backward, those of them from which a
    /// final state is reachable, and the values labelling an edge between two such states. The
    /// alive states become the latter. `again`: a repeated variable lost values.
    bool sweep(PropagationContext& context, RegularState& state, StateWriter write, bool& again) const {
        again = false;
        LayerSets& forward = state.forward;
        LayerSets& backward = state.backward;
        for (std::size_t w = 0; w < words_; ++w) forward.row(0)[w] = state.alive[w].value;
        std::vector<Word>& present = state.present;
        for (std::size_t j = 0; j < layers_; ++j) {
            const VarId x = scope_[slot_[j]];
            layer_symbols(context.domain(x), j, present);
            const auto to = forward.row(j + 1);
            std::fill(to.begin(), to.end(), Word{0});
            for_each_state(forward.row(j), [&](int q) {
                for (std::size_t g = first_group(q); g < first_group(q + 1); ++g)
                    if (group_meets(g, present)) forward.add(j + 1, group_head_[g]);
            });
            for (std::size_t w = 0; w < words_; ++w) to[w] &= state.alive[(j + 1) * words_ + w].value;
            // No state left: every value of this layer's variable is unsupported, a wipe-out of its
            // domain (so that the conflict is its removals, each explained).
            if (forward.empty(j + 1)) return context.intersect(x, Domain(context.domain(x).capacity()));
        }
        std::copy(forward.row(layers_).begin(), forward.row(layers_).end(), backward.row(layers_).begin());
        for (std::size_t j = layers_; j-- > 0;) {
            const std::size_t k = slot_[j];
            const VarId x = scope_[k];
            Domain& support = state.support[k];
            support.clear();
            const auto here = backward.row(j);
            std::fill(here.begin(), here.end(), Word{0});
            layer_symbols(context.domain(x), j, present);
            std::vector<Word>& used = state.used;
            std::fill(used.begin(), used.end(), Word{0});
            for_each_state(forward.row(j), [&](int q) {
                for (std::size_t g = first_group(q); g < first_group(q + 1); ++g)
                    if (backward.has(j + 1, group_head_[g]) && group_meets(g, present, &used)) backward.add(j, q);
            });
            for_each_state(used, [&](int c) {
                support.insert(value_of_[j * static_cast<std::size_t>(symbols_) + static_cast<std::size_t>(c)]);
            });
            const int before = repeats_ ? context.domain(x).size() : 0;
            if (!context.intersect(x, support)) return false;
            again = again || (repeats_ && context.domain(x).size() != before);
        }
        for (std::size_t j = 0; j <= layers_; ++j) {
            const auto now = backward.row(j);
            for (std::size_t w = 0; w < words_; ++w) {
                detail::TrailedWord& cell = state.alive[j * words_ + w];
                if (cell.value != now[w]) write(cell, now[w]);
            }
        }
        return true;
    }

    std::vector<VarId> scope_;
    std::vector<std::size_t> slot_;  // per layer: its variable's slot in scope_
    bool repeats_ = false;
    std::size_t layers_;
    int states_, symbols_, first_symbol_, initial_;
    std::size_t words_;                    // per layer row of states
    std::vector<int> next_;                // states × symbols: the next state, -1 for none
    std::vector<Word> finals_;             // a row of states
    std::vector<int> columns_;             // per layer, per value index of its variable: the symbol, 0-based, or -1
    std::vector<int> value_of_;            // per layer, per symbol: the value index of its variable, or -1
    std::vector<std::size_t> value_base_;  // per layer: where its values start in columns_
    LayerSets reachable_, coreachable_;    // the whole graph's (every label of each variable)
    int classes_ = 0;                      // of symbols (group_symbols)
    /// Per layer and class, where its value indices start in class_values_.
    std::vector<std::size_t> class_values_begin_;
    std::vector<int> class_values_;
    /// The edges into each state t: pred_[e] for e in [pred_begin_[t], pred_begin_[t + 1]), as
    /// (source state, class of symbols).
    std::vector<std::size_t> pred_begin_;
    std::vector<std::pair<int, int>> pred_;
    /// The edges out of state q, grouped by head: groups [group_begin_[q], group_begin_[q + 1]), group
    /// g to state group_head_[g] on the symbols of its mask, symbol_words_ words from
    /// g · symbol_words_ in group_masks_.
    std::size_t symbol_words_ = 0;
    std::vector<std::size_t> group_begin_;
    std::vector<int> group_head_;
    std::vector<Word> group_masks_;
    std::uint64_t id_ = next_regular_id++;  // names this automaton and sequence in explain's cache
};

/// F: the states reachable from the initial one within the domains (per scope slot); B: those of
/// the whole graph from which a final state is reachable within them.
RegularReach& RegularPropagator::reach(const ExplainQuery& q, RegularExplainCache& cache) const {
    const auto found = cache.reach.find(id_);
    const bool known = found != cache.reach.end();
    if (!known && cache.words > kRegularExplainWords) {
        cache.reach.clear();
        cache.words = 0;
    }
    RegularReach& r = known ? found->second : cache.reach[id_];
    if (!known) {
        cache.words += 2 * (layers_ + 1) * words_;
        r.domains.resize(scope_.size());
        for (std::size_t k = 0; k < scope_.size(); ++k) {
            r.domains[k] = q.domains[k];
            cache.words += r.domains[k].words().size();
        }
        r.forward.reset(layers_ + 1, words_);
        r.backward.reset(layers_ + 1, words_);
        r.forward.add(0, initial_);
        std::copy(finals_.begin(), finals_.end(), r.backward.row(layers_).begin());
        r.forward_rows = 1;
        r.backward_from = layers_;
        return r;
    }
    // The layers whose domains changed, first and last: F's rows up to the first stay, B's from
    // just after the last.
    std::size_t first = layers_, last = 0;
    for (std::size_t j = 0; j < layers_; ++j)
        if (r.domains[slot_[j]] != q.domains[slot_[j]]) {
            first = std::min(first, j);
            last = j + 1;
        }
    if (first == layers_) return r;
    for (std::size_t k = 0; k < scope_.size(); ++k) r.domains[k] = q.domains[k];
    r.forward_rows = std::min(r.forward_rows, first + 1);
    r.backward_from = std::max(r.backward_from, last);
    return r;
}

void RegularPropagator::extend(RegularReach& r, std::size_t layer) const {
    for (; r.forward_rows <= layer; ++r.forward_rows) {
        const std::size_t j = r.forward_rows - 1;
        const Domain& d = r.domains[slot_[j]];
        const auto to = r.forward.row(j + 1);
        std::fill(to.begin(), to.end(), Word{0});
        for_each_state(r.forward.row(j), [&](int p) {
            for (int v : d)
                if (const int c = column(j, v); c >= 0)
                    if (const int t = next(p, c); t >= 0) r.forward.add(j + 1, t);
        });
    }
    for (; r.backward_from > layer + 1; --r.backward_from) {
        const std::size_t j = r.backward_from - 1;
        const Domain& d = r.domains[slot_[j]];
        const auto here = r.backward.row(j);
        std::fill(here.begin(), here.end(), Word{0});
        for_each_state(reachable_.row(j), [&](int p) {
            for (int v : d)
                if (const int c = column(j, v); c >= 0)
                    if (const int t = next(p, c); t >= 0 && r.backward.has(j + 1, t)) {
                        r.backward.add(j, p);
                        return;
                    }
        });
    }
}

// A removal [x_i ≠ v] at layer i holds because no v-edge joins a state reachable from the initial
// one (F) to one from which a final is reachable (B), given the domains. The reason: the removals
// that keep the v-edges' tails unreachable and their heads dead. A tail outside F is followed back
// layer by layer: each edge into it either leaves a state already known unreachable, or carries a
// removed value (marked); an edge with a present value makes its source one more state to follow.
// The heads outside B are followed forward the same way. So with the marked values removed, every
// path through a v-edge at layer i is cut, whatever the other domains. Values near the removal are
// preferred to states further away (a state followed costs its own edges).
bool RegularPropagator::explain(const ExplainQuery& q, std::span<Domain> relevant) const {
    if (q.kind != ExplainQuery::Kind::Removed) return false;
    // F and B depend on the domains alone, and every removal of one call is asked on the domains
    // the call began with (explains_from_call_start): kept for the next query.
    thread_local RegularExplainCache cache;
    RegularReach& r = reach(q, cache);
    const LayerSets& forward = r.forward;
    const LayerSets& backward = r.backward;
    // The layer of the queried variable whose v-edges are all cut.
    std::size_t i = 0;
    int cut = -1;
    for (; i < layers_; ++i) {
        if (slot_[i] != q.position) continue;
        cut = column(i, q.index);
        if (cut < 0) return true;  // not a symbol: never accepted
        extend(r, i);
        bool all = true;
        for_each_state(forward.row(i), [&](int p) {
            if (const int t = next(p, cut); t >= 0 && backward.has(i + 1, t)) all = false;
        });
        if (all) break;
    }
    if (i == layers_) return false;
    LayerSets& left = cache.left;
    LayerSets& right = cache.right;
    left.reset(layers_ + 1, words_);
    right.reset(layers_ + 1, words_);
    // The v-edges of the whole graph: a reachable tail cut on the right (forced), else the tail.
    for_each_state(reachable_.row(i), [&](int p) {
        if (const int t = next(p, cut); t >= 0 && coreachable_.has(i + 1, t) && forward.has(i, p)) right.add(i + 1, t);
    });
    for_each_state(reachable_.row(i), [&](int p) {
        if (const int t = next(p, cut);
            t >= 0 && coreachable_.has(i + 1, t) && !forward.has(i, p) && !right.has(i + 1, t))
            left.add(i, p);
    });
    // Backwards from layer i: the states to follow, then the removed values on the edges left,
    // through each followed state's incoming edges.
    for (std::size_t j = i; j > 0 && !left.empty(j); --j) {
        const std::size_t k = slot_[j - 1];
        const Domain& d = q.domains[k];
        // An edge per class: its source is followed when one of the class's values is present; a
        // source not followed has them all removed, the reason's values.
        const auto into = [&](auto&& edge) {
            for_each_state(left.row(j), [&](int t) {
                for (std::size_t e = pred_begin_[static_cast<std::size_t>(t)];
                     e < pred_begin_[static_cast<std::size_t>(t) + 1]; ++e) {
                    const auto [p, c] = pred_[e];
                    if (reachable_.has(j - 1, p)) edge(p, class_values(j - 1, c));
                }
            });
        };
        into([&](int p, std::span<const int> values) {
            if (!left.has(j - 1, p) && std::any_of(values.begin(), values.end(), [&](int v) { return d.contains(v); }))
                left.add(j - 1, p);
        });
        into([&](int p, std::span<const int> values) {
            if (!left.has(j - 1, p))
                for (int v : values) relevant[k].insert(v);
        });
    }
    // Forwards from layer i + 1, the same way.
    for (std::size_t j = i + 1; j < layers_ && !right.empty(j); ++j) {
        const std::size_t k = slot_[j];
        const Domain& d = q.domains[k];
        const auto edges = layer_columns(j);
        for_each_state(right.row(j), [&](int p) {
            for (int v : d)
                if (const int c = column(j, v); c >= 0)
                    if (const int t = next(p, c); t >= 0 && coreachable_.has(j + 1, t)) right.add(j + 1, t);
        });
        for_each_state(right.row(j), [&](int p) {
            for (std::size_t v = 0; v < edges.size(); ++v)
                if (edges[v] >= 0 && !d.contains(static_cast<int>(v)))
                    if (const int t = next(p, edges[v]); t >= 0 && coreachable_.has(j + 1, t) && !right.has(j + 1, t))
                        relevant[k].insert(static_cast<int>(v));
        });
    }
    return true;
}

}  // namespace

void add_regular(Problem& problem, std::span<const VarId> vars, const Automaton& automaton) {
    if (vars.empty()) throw ModelError("add_regular: no variables");
    for (VarId x : vars) problem.check_variable(x, "add_regular");
    const Automaton& a = automaton;
    if (a.states < 1 || a.symbols < 1)
        throw ModelError("add_regular: the automaton needs at least one state and one symbol");
    if (a.transitions.size() != static_cast<std::size_t>(a.states) * static_cast<std::size_t>(a.symbols))
        throw ModelError("add_regular: " + std::to_string(a.transitions.size()) + " transitions for " +
                         std::to_string(a.states) + " states × " + std::to_string(a.symbols) + " symbols");
    const auto state = [&](int q) { return q >= 1 && q <= a.states; };
    if (!std::all_of(a.transitions.begin(), a.transitions.end(), [&](int t) { return t == 0 || state(t); }))
        throw ModelError("add_regular: a transition leads outside the states 0.." + std::to_string(a.states));
    if (!state(a.initial))
        throw ModelError("add_regular: the initial state is not one of 1.." + std::to_string(a.states));
    if (!std::all_of(a.finals.begin(), a.finals.end(), state))
        throw ModelError("add_regular: a final state is not one of 1.." + std::to_string(a.states));
    problem.add_propagator(std::make_shared<RegularPropagator>(problem, vars, a));
}

}  // namespace csp
