#include "csp/constraints/counting/counting.hpp"

#include <algorithm>

#include "csp/constraints/counting/fixed_count_reasons.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

// Above this many (value, x) pairs, an open value is not filtered (count still is).
constexpr long long kValueFilterLimit = 1 << 16;

/// A count's memory for one search while its value is fixed (magicseq: 100 counts over the same
/// 100 variables, each woken by every change of any of them). The xs still undecided about the
/// value v — they hold it and another — form a reversible sparse set (the first `open_count` of
/// `open`; backtracking restores the count, and leaving only swaps inside the prefix, so the set
/// comes back whole); the decided ones are counted once: `sure` of them are fixed to v, the rest
/// lack it. A call then reads only the undecided xs, as Gecode's count drops its decided views.
struct CountState final : PropagatorState {
    explicit CountState(std::size_t n) : open(n), at(n) {}
    std::vector<int> open;      // positions among the xs
    std::vector<int> at;        // per x: the index of v among its labels, or -1 (made with `built`)
    detail::TrailedWord built;  // 1 + the index of v in the value's labels the set is for; 0: none
    detail::TrailedWord open_count;
    detail::TrailedWord sure;
};

class CountPropagator final : public Propagator {
public:
    explicit CountPropagator(std::vector<VarId> args) : args_(std::move(args)), scope_(args_) {
        for (std::size_t k = 2; k < args_.size(); ++k) {
            aliased_ = aliased_ || args_[k] == count();
            x_slots_.push_back(slot(k));
        }
    }

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override { return "count among " + std::to_string(xs().size()) + " variables"; }
    std::unique_ptr<PropagatorState> make_state() const override { return std::make_unique<CountState>(xs().size()); }

    bool satisfied(std::span<const int> values) const override {
        auto value_of = [&](std::size_t k) { return values[static_cast<std::size_t>(scope_.slot[k])]; };
        long long n = 0;
        for (std::size_t k = 2; k < args_.size(); ++k) n += value_of(k) == value_of(0);
        return n == value_of(1);
    }

    bool propagate(PropagationContext& context) const override {
        for (;;) {
            if (context.domain(value()).is_singleton()) return fixed_value(context);
            const int before = total_size(context);
            if (!open_value(context)) return false;
            if (!context.domain(value()).is_singleton() && total_size(context) == before) return true;
        }
    }

    /// With the value v fixed: the count's bounds come from the xs fixed to v (at least) and the xs
    /// that lack v (at most); an x loses v when the count allows no more, takes it when no fewer.
    /// With it open: explain_open. An argument may repeat (magicseq's count(x, i, x[i]) counts its
    /// own count variable): the queried variable is asked about in each of its roles in turn.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        const bool fixed = q.domains[slot(0)].is_singleton();
        bool as_x = false;
        for (std::size_t k = 2; k < args_.size(); ++k) as_x = as_x || slot(k) == q.position;
        const std::size_t roles[] = {0, 1, 2};
        for (std::size_t role : roles) {
            if (role == 2 ? !as_x : slot(role) != q.position) continue;
            // A role that fails marks nothing: clearing would drop the marks of the values a bound
            // query asked about before this one.
            if (fixed ? explain_fixed(q, relevant, role) : explain_open(q, relevant, role)) return true;
        }
        return false;
    }

private:
    /// The scope position of argument k (0 the value, 1 the count, then the xs).
    std::size_t slot(std::size_t k) const { return static_cast<std::size_t>(scope_.slot[k]); }
    static long long label_at(const ExplainQuery& q, std::size_t s, int index) {
        return static_cast<long long>(q.labels[s][static_cast<std::size_t>(index)]);
    }
    /// Whether argument k (an x) is fixed to v, and whether it may take v, in the query's domains.
    bool fixed_to(const ExplainQuery& q, std::size_t k, long long v) const {
        const Domain& d = q.domains[slot(k)];
        return d.is_singleton() && label_at(q, slot(k), d.min()) == v;
    }
    bool may_take(const ExplainQuery& q, std::size_t k, long long v) const {
        const auto at = detail::index_of_label(q.labels[slot(k)], v);
        return at && q.domains[slot(k)].contains(*at);
    }

    /// The queried literal explained in the role of argument `role` (1 the count, 2 an x) with v fixed.
    bool explain_fixed(const ExplainQuery& q, std::span<Domain> relevant, std::size_t role) const {
        if (role == 0) return false;  // the value is fixed: nothing of it is removed
        const long long v = label_at(q, slot(0), q.domains[slot(0)].min());
        return detail::explain_fixed_count(q, relevant, v, slot(1), x_slots_, role == 1) &&
               explain::mark_fixed(q, relevant, slot(0));
    }

    /// With the value open: the count is at most the number of xs that share a value with it (the
    /// others share none: each of their values is missing there or from the value); the value loses
    /// v when the count lacks every number from the xs fixed to v to the xs that may take it.
    bool explain_open(const ExplainQuery& q, std::span<Domain> relevant, std::size_t role) const {
        using Kind = ExplainQuery::Kind;
        const std::size_t own = q.position;
        if (role == 1) {
            const int cap = q.domains[own].capacity();
            if (q.kind == Kind::AtLeast) return label_at(q, own, q.index - 1) < 0;  // only negative counts below
            if (q.kind == Kind::AtMost && q.index + 1 >= cap) return true;
            const long long least = label_at(q, own, q.kind == Kind::AtMost ? q.index + 1 : q.index);
            if (least < 0) return true;
            long long possible = 0;
            for (std::size_t k = 2; k < args_.size(); ++k) possible += shares_value(q, k);
            if (least <= possible) return false;
            for (std::size_t k = 2; k < args_.size(); ++k)
                if (!shares_value(q, k)) mark_nothing_shared(q, relevant, k);
            return true;
        }
        if (role != 0 || q.kind != Kind::Removed) return false;
        const long long v = label_at(q, own, q.index);
        long long sure = 0, most = 0;
        for (std::size_t k = 2; k < args_.size(); ++k) {
            if (!may_take(q, k, v)) continue;
            ++most;
            sure += q.domains[slot(k)].is_singleton();
        }
        const auto within = [&](long long n) { return n >= sure && n <= most; };
        if (!detail::all_missing(q, slot(1), within)) return false;
        explain::mark_missing(q, relevant, slot(1), within);
        for (std::size_t k = 2; k < args_.size(); ++k) {
            if (fixed_to(q, k, v)) explain::mark_fixed(q, relevant, slot(k));
            else explain::mark_missing(q, relevant, slot(k), [&](long long w) { return w == v; });
        }
        return true;
    }

    /// Does x_k share a value with the value variable?
    bool shares_value(const ExplainQuery& q, std::size_t k) const {
        const std::size_t s = slot(k), s0 = slot(0);
        for (int c : q.domains[s]) {
            const auto at = detail::index_of_label(q.labels[s0], q.labels[s][static_cast<std::size_t>(c)]);
            if (at && q.domains[s0].contains(*at)) return true;
        }
        return false;
    }

    /// Why x_k shares no value with the value variable: per value of x_k, its absence from the
    /// value variable (shared by every x) or, when the value variable has it, from x_k.
    void mark_nothing_shared(const ExplainQuery& q, std::span<Domain> relevant, std::size_t k) const {
        const std::size_t s = slot(k), s0 = slot(0);
        for (int c = 0; c < q.domains[s].capacity(); ++c) {
            const auto at = detail::index_of_label(q.labels[s0], q.labels[s][static_cast<std::size_t>(c)]);
            if (!at) continue;
            if (q.domains[s0].contains(*at)) relevant[s].insert(c);
            else relevant[s0].insert(*at);
        }
    }

    VarId value() const { return args_[0]; }
    VarId count() const { return args_[1]; }
    std::span<const VarId> xs() const { return std::span<const VarId>(args_).subspan(2); }

    int total_size(const PropagationContext& context) const {
        int n = 0;
        for (VarId x : scope_.vars) n += context.domain(x).size();
        return n;
    }

    // The xs fixed to v (sure) and the xs that may take it (possible).
    std::pair<long long, long long> range_of(const PropagationContext& context, long long v) const {
        long long sure = 0, possible = 0;
        for (VarId x : xs()) {
            const auto at = detail::index_of_label(context.labels(x), v);
            if (!at || !context.domain(x).contains(*at)) continue;
            ++possible;
            sure += context.domain(x).is_singleton();
        }
        return {sure, possible};
    }

    /// The value fixed to v: the undecided xs are read, those now decided leave the set (counted in
    /// `sure` when fixed to v), and the count is narrowed to [sure, sure + undecided]; when it allows
    /// only one end, every undecided x takes v or loses it. Repeated while the count, one of the xs,
    /// changes (the first pass is the fixpoint otherwise).
    bool fixed_value(PropagationContext& context) const {
        std::unique_ptr<CountState> local;
        auto* kept = dynamic_cast<CountState*>(context.state());
        if (kept == nullptr) local = std::make_unique<CountState>(xs().size());
        CountState& state = kept != nullptr ? *kept : *local;
        // A search's state is trailed; a fresh one is dropped after this call.
        const StateWriter write{kept != nullptr ? &context : nullptr};
        const auto set = [&](detail::TrailedWord& cell, long long value) {
            write(cell, static_cast<Domain::Word>(value));
        };
        const int value_index = context.domain(value()).min();
        const long long v = context.labels(value())[static_cast<std::size_t>(value_index)];
        if (state.built.value != static_cast<Domain::Word>(value_index) + 1) {
            int n = 0;
            for (std::size_t k = 0; k < xs().size(); ++k) {
                const auto at = detail::index_of_label(context.labels(xs()[k]), v);
                state.at[k] = at ? *at : -1;
                state.open[static_cast<std::size_t>(n)] = static_cast<int>(k);
                n += at.has_value();
            }
            int rest = n;  // the xs without v at all come after the open prefix
            for (std::size_t k = 0; k < xs().size(); ++k)
                if (state.at[k] < 0) state.open[static_cast<std::size_t>(rest++)] = static_cast<int>(k);
            set(state.built, value_index + 1);
            set(state.open_count, n);
            set(state.sure, 0);
        }
        auto open = static_cast<int>(state.open_count.value);
        auto sure = static_cast<long long>(state.sure.value);
        for (bool again = true; again;) {
            again = false;
            for (int i = 0; i < open;) {
                const auto k = static_cast<std::size_t>(state.open[static_cast<std::size_t>(i)]);
                const Domain& d = context.domain(xs()[k]);
                const bool has = d.contains(state.at[k]);
                if (has && !d.is_singleton()) {
                    ++i;
                    continue;
                }
                sure += has;  // decided: fixed to v, or without it
                std::swap(state.open[static_cast<std::size_t>(i)], state.open[static_cast<std::size_t>(open - 1)]);
                --open;
            }
            const int count_size = context.domain(count()).size();
            const long long possible = sure + open;
            if (!detail::narrow_to(context, count(), sure, possible)) return false;
            const bool one_more = detail::has_label_in(context, count(), sure + 1, possible);
            const bool one_less = detail::has_label_in(context, count(), sure, possible - 1);
            if (!one_more || !one_less) {
                // Only `sure` is left: the undecided xs lose v; only `possible`: they take it.
                for (int i = 0; i < open; ++i) {
                    const auto k = static_cast<std::size_t>(state.open[static_cast<std::size_t>(i)]);
                    const VarId x = xs()[k];
                    if (!context.domain(x).contains(state.at[k]) || context.domain(x).is_singleton()) continue;
                    if (!(one_more ? context.assign(x, state.at[k]) : context.remove(x, state.at[k]))) return false;
                    again = aliased_;  // the count may be this x
                }
            }
            again = again || (aliased_ && context.domain(count()).size() != count_size);
        }
        set(state.open_count, open);
        set(state.sure, sure);
        return true;
    }

    bool open_value(PropagationContext& context) const {
        long long possible = 0;
        for (VarId x : xs()) possible += detail::share_label(context, x, value());
        if (!detail::narrow_to(context, count(), 0, possible)) return false;
        if (static_cast<long long>(context.domain(value()).size()) * static_cast<long long>(xs().size()) >
            kValueFilterLimit)
            return true;
        const auto lv = context.labels(value());
        Domain keep(context.domain(value()).capacity());
        for (int i : context.domain(value())) {
            const auto [sure, most] = range_of(context, lv[static_cast<std::size_t>(i)]);
            if (detail::has_label_in(context, count(), sure, most)) keep.insert(i);
        }
        return context.intersect(value(), keep);
    }

    std::vector<VarId> args_;  // value, count, then the xs
    detail::DistinctScope scope_;
    std::vector<std::size_t> x_slots_;  // the scope position of each x
    bool aliased_ = false;              // the count is also one of the xs
};

}  // namespace

void add_count(Problem& problem, std::span<const VarId> xs, VarId value, VarId count) {
    problem.check_variable(value, "add_count");
    problem.check_variable(count, "add_count");
    for (VarId x : xs) problem.check_variable(x, "add_count");
    std::vector<VarId> args{value, count};
    args.insert(args.end(), xs.begin(), xs.end());
    problem.add_propagator(std::make_shared<CountPropagator>(std::move(args)));
}

}  // namespace csp
