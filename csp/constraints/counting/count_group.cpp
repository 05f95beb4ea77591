// A family of counts over one array, each of its own constant value: one propagator instead of
// one per value. magicseq posts count(x, i, x[i]) for every i over the same 100 xs: as separate
// counts, every change of an x woke all 100, each scanning its xs (docs/experiments.md, "wave 13:
// count"). Here a change wakes the group once, and the group reads only what changed since its last
// call: it keeps each variable's domain as last read (trailed) and, per value, how many xs are fixed
// to it and how many may take it, so a lost value or a newly fixed x updates one or two counters —
// what Gecode's advisors give its decomposition.
#include <algorithm>
#include <bit>

#include "csp/constraints/counting/counting.hpp"
#include "csp/constraints/counting/fixed_count_reasons.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp {

namespace {

struct CountGroupState final : PropagatorState {
    CountGroupState(std::size_t words, std::size_t values, std::size_t slots)
        : seen(words), sure(values), possible(values), waiting(values, 0), marked(slots, 0) {}
    detail::TrailedWord ready;                  // 1 once the words and counters below are filled
    std::vector<detail::TrailedWord> seen;      // each scope variable's domain words as last read
    std::vector<detail::TrailedWord> sure;      // per value: the xs fixed to it (by occurrence)
    std::vector<detail::TrailedWord> possible;  // per value: the xs that may take it
    std::vector<int> dirty;                     // values whose count must be enforced (within a call)
    std::vector<char> waiting;                  // per value: in `dirty`
    std::vector<std::size_t> touched;           // scope positions this call narrowed (within a call)
    std::vector<char> marked;                   // per scope position: in `touched`
    std::vector<std::size_t> reading;           // `touched` as it stood, read while it refills
};

class CountGroupPropagator final : public Propagator {
public:
    CountGroupPropagator(const Problem& problem, std::span<const VarId> xs, std::vector<int> values,
                         std::span<const VarId> counts)
        : values_(std::move(values)), args_(make_args(xs, counts)), scope_(args_) {
        const std::size_t slots = scope_.vars.size();
        multiplicity_.assign(slots, 0);
        counted_by_.resize(slots);
        value_at_.resize(slots);
        for (std::size_t s = 0; s < slots; ++s) {
            all_slots_.push_back(s);
            first_word_.push_back(words_);
            words_ += (problem.labels(scope_.vars[s]).size() + Domain::kWordBits - 1) / Domain::kWordBits;
        }
        for (std::size_t k = 0; k < values_.size(); ++k) {
            count_slot_.push_back(slot(k));
            counted_by_[slot(k)].push_back(static_cast<int>(k));
        }
        for (std::size_t i = values_.size(); i < args_.size(); ++i) {
            const std::size_t s = slot(i);
            x_slots_.push_back(s);
            if (multiplicity_[s]++ > 0) continue;
            x_distinct_.push_back(s);
            const auto labels = problem.labels(scope_.vars[s]);
            value_at_[s].assign(labels.size(), -1);
            for (std::size_t k = 0; k < values_.size(); ++k)
                if (const auto at = detail::index_of_label(labels, values_[k]))
                    value_at_[s][static_cast<std::size_t>(*at)] = static_cast<int>(k);
        }
    }

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override {
        return "count of " + std::to_string(values_.size()) + " values among " + std::to_string(x_slots_.size()) +
               " variables";
    }
    std::unique_ptr<PropagatorState> make_state() const override {
        return std::make_unique<CountGroupState>(words_, values_.size(), scope_.vars.size());
    }

    bool satisfied(std::span<const int> values) const override {
        for (std::size_t k = 0; k < values_.size(); ++k) {
            long long n = 0;
            for (std::size_t s : x_slots_) n += values[s] == values_[k];
            if (n != values[count_slot_[k]]) return false;
        }
        return true;
    }

    bool propagate(PropagationContext& context) const override {
        std::unique_ptr<CountGroupState> local;
        auto* kept = dynamic_cast<CountGroupState*>(context.state());
        if (kept == nullptr) local = std::make_unique<CountGroupState>(words_, values_.size(), scope_.vars.size());
        CountGroupState& state = kept != nullptr ? *kept : *local;
        // A search's state is trailed; a fresh one is dropped after this call.
        const StateWriter write{kept != nullptr ? &context : nullptr};
        const auto set = [&](detail::TrailedWord& cell, long long value) {
            write(cell, static_cast<Domain::Word>(value));
        };
        // Any variable may have changed since the last call; afterwards only those enforcing narrowed.
        if (state.ready.value == 0) recount(context, state, set);
        else read_changes(context, state, set, all_slots_);
        bool ok = true;
        while (ok && !state.dirty.empty()) {
            for (std::size_t i = 0; ok && i < state.dirty.size(); ++i) ok = enforce(context, state, state.dirty[i]);
            for (int k : state.dirty) state.waiting[static_cast<std::size_t>(k)] = 0;
            state.dirty.clear();
            for (std::size_t s : state.touched) state.marked[s] = 0;
            state.reading.assign(state.touched.begin(), state.touched.end());
            state.touched.clear();
            if (ok) read_changes(context, state, set, state.reading);
        }
        for (std::size_t s : state.touched) state.marked[s] = 0;
        state.touched.clear();
        return ok;
    }

    /// Each value's count reasons as the single count's with that value fixed: about a count
    /// variable, for each value it counts; about an x that lost w, as the count of w (no more than
    /// those fixed to w) or of a value v it was made to take (no fewer than those that may take
    /// v: the one whose count lacks every number below them).
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        const std::size_t own = q.position;
        const auto as = [&](int k, bool as_count) {
            const auto kk = static_cast<std::size_t>(k);
            return detail::explain_fixed_count(q, relevant, values_[kk], count_slot_[kk], x_slots_, as_count);
        };
        for (int k : counted_by_[own])
            if (as(k, true)) return true;
        if (multiplicity_[own] == 0 || q.kind != ExplainQuery::Kind::Removed) return false;
        const std::vector<int>& value_at = value_at_[own];
        const int lost = value_at[static_cast<std::size_t>(q.index)];
        if (lost >= 0 && as(lost, false)) return true;
        const int taken = value_taken(q);
        return taken >= 0 && as(taken, false);
    }

private:
    /// For a removal from the x queried: a value v it may take whose count lacks every number
    /// below the xs that may take v (then x must take it), or -1. A value whose count allows fewer
    /// than x's own occurrences fails at once; otherwise the xs are counted until they pass the
    /// count's least number.
    int value_taken(const ExplainQuery& q) const {
        const std::size_t own = q.position;
        for (int c : q.domains[own]) {
            const int k = value_at_[own][static_cast<std::size_t>(c)];
            if (k < 0) continue;
            const auto kk = static_cast<std::size_t>(k);
            const Domain& count = q.domains[count_slot_[kk]];
            if (count.empty()) continue;
            const long long least = q.labels[count_slot_[kk]][static_cast<std::size_t>(count.min())];
            if (least < multiplicity_[own]) continue;
            long long possible = 0;
            for (std::size_t s : x_distinct_) {
                const auto at = detail::index_of_label(q.labels[s], values_[kk]);
                if (at && q.domains[s].contains(*at) && (possible += multiplicity_[s]) > least) break;
            }
            if (possible <= least) return k;
        }
        return -1;
    }

    static std::vector<VarId> make_args(std::span<const VarId> xs, std::span<const VarId> counts) {
        std::vector<VarId> args(counts.begin(), counts.end());
        args.insert(args.end(), xs.begin(), xs.end());
        return args;
    }
    /// The scope position of argument i (the counts first, then the xs).
    std::size_t slot(std::size_t i) const { return static_cast<std::size_t>(scope_.slot[i]); }

    static void touch(CountGroupState& state, std::size_t s) {
        if (state.marked[s]) return;
        state.marked[s] = 1;
        state.touched.push_back(s);
    }
    static void wake(CountGroupState& state, int k) {
        auto& waiting = state.waiting[static_cast<std::size_t>(k)];
        if (waiting) return;
        waiting = 1;
        state.dirty.push_back(k);
    }

    /// Every counter from the domains as they are, every value to enforce.
    template <class Set>
    void recount(const PropagationContext& context, CountGroupState& state, const Set& set) const {
        std::vector<long long> sure(values_.size(), 0), possible(values_.size(), 0);
        for (std::size_t s : x_distinct_) {
            const Domain& d = context.domain(scope_.vars[s]);
            for (int c : d) {
                const int k = value_at_[s][static_cast<std::size_t>(c)];
                if (k < 0) continue;
                possible[static_cast<std::size_t>(k)] += multiplicity_[s];
                if (d.is_singleton()) sure[static_cast<std::size_t>(k)] += multiplicity_[s];
            }
        }
        for (std::size_t k = 0; k < values_.size(); ++k) {
            set(state.sure[k], sure[k]);
            set(state.possible[k], possible[k]);
            wake(state, static_cast<int>(k));
        }
        for (std::size_t s = 0; s < scope_.vars.size(); ++s) {
            const auto words = context.domain(scope_.vars[s]).words();
            for (std::size_t w = 0; w < words.size(); ++w)
                set(state.seen[first_word_[s] + w], static_cast<long long>(words[w]));
        }
        set(state.ready, 1);
    }

    /// The counters follow the domains' changes since they were last read: each value an x lost
    /// leaves its `possible`, an x newly fixed joins its value's `sure`; those values and the
    /// values a changed count variable counts are to be enforced.
    template <class Set>
    void read_changes(const PropagationContext& context, CountGroupState& state, const Set& set,
                      std::span<const std::size_t> slots) const {
        const auto add = [&](detail::TrailedWord& cell, long long delta) {
            set(cell, static_cast<long long>(cell.value) + delta);
        };
        for (std::size_t s : slots) {
            const Domain& d = context.domain(scope_.vars[s]);
            const auto words = d.words();
            detail::TrailedWord* seen = &state.seen[first_word_[s]];
            bool changed = false;
            for (std::size_t w = 0; w < words.size(); ++w) {
                if ((words[w] & ~seen[w].value) != 0) return recount(context, state, set);  // not a narrowing
                changed = changed || words[w] != seen[w].value;
            }
            if (!changed) continue;
            int seen_size = 0;
            for (std::size_t w = 0; w < words.size(); ++w) seen_size += std::popcount(seen[w].value);
            if (const long long m = multiplicity_[s]; m > 0) {
                for (std::size_t w = 0; w < words.size(); ++w)
                    for (Domain::Word lost = seen[w].value & ~words[w]; lost != 0; lost &= lost - 1) {
                        const auto c = w * Domain::kWordBits + static_cast<std::size_t>(std::countr_zero(lost));
                        const int k = value_at_[s][c];
                        if (k < 0) continue;
                        add(state.possible[static_cast<std::size_t>(k)], -m);
                        wake(state, k);
                    }
                if (seen_size > 1 && d.is_singleton())
                    if (const int k = value_at_[s][static_cast<std::size_t>(d.min())]; k >= 0) {
                        add(state.sure[static_cast<std::size_t>(k)], m);
                        wake(state, k);
                    }
            }
            for (int k : counted_by_[s]) wake(state, k);
            for (std::size_t w = 0; w < words.size(); ++w) set(seen[w], static_cast<long long>(words[w]));
        }
    }

    /// Value k's count within [sure, possible]; when that leaves only one end, every x still
    /// undecided about the value loses it (only `sure`) or takes it (only `possible`).
    bool enforce(PropagationContext& context, CountGroupState& state, int k) const {
        const auto kk = static_cast<std::size_t>(k);
        const VarId count = scope_.vars[count_slot_[kk]];
        touch(state, count_slot_[kk]);
        const auto sure = static_cast<long long>(state.sure[kk].value);
        const auto possible = static_cast<long long>(state.possible[kk].value);
        if (!detail::narrow_to(context, count, sure, possible)) return false;
        if (sure == possible) return true;  // no x undecided
        const bool one_more = detail::has_label_in(context, count, sure + 1, possible);
        const bool one_less = detail::has_label_in(context, count, sure, possible - 1);
        if (one_more && one_less) return true;
        for (std::size_t s : x_distinct_) {
            const VarId x = scope_.vars[s];
            const auto at = detail::index_of_label(context.labels(x), values_[kk]);
            if (!at || !context.domain(x).contains(*at) || context.domain(x).is_singleton()) continue;
            touch(state, s);
            if (!(one_more ? context.assign(x, *at) : context.remove(x, *at))) return false;
        }
        return true;
    }

    std::vector<int> values_;
    std::vector<VarId> args_;  // the counts, then the xs
    detail::DistinctScope scope_;
    std::vector<std::size_t> count_slot_;       // per value: its count's scope position
    std::vector<std::vector<int>> counted_by_;  // per scope position: the values it is the count of
    std::vector<std::size_t> x_slots_;          // per x (a repeated x once per occurrence)
    std::vector<std::size_t> x_distinct_;       // the scope positions of the xs, each once
    std::vector<int> multiplicity_;             // per scope position: its occurrences among the xs
    std::vector<std::vector<int>> value_at_;    // per x's scope position and value index: the value k, or -1
    std::vector<std::size_t> first_word_;       // per scope position: its first word in the state's `seen`
    std::vector<std::size_t> all_slots_;        // 0, 1, … every scope position
    std::size_t words_ = 0;
};

}  // namespace

void add_counts(Problem& problem, std::span<const VarId> xs, std::span<const int> values,
                std::span<const VarId> counts) {
    if (values.size() != counts.size())
        throw ModelError("add_counts: " + std::to_string(values.size()) + " values but " +
                         std::to_string(counts.size()) + " counts");
    std::vector<int> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        throw ModelError("add_counts: a value is counted twice");
    for (VarId x : xs) problem.check_variable(x, "add_counts");
    for (VarId c : counts) problem.check_variable(c, "add_counts");
    problem.add_propagator(
        std::make_shared<CountGroupPropagator>(problem, xs, std::vector<int>(values.begin(), values.end()), counts));
}

}  // namespace csp
