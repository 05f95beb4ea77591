#include "csp/constraints/counting/counting.hpp"

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

// Above this many (value, x) pairs, an open value is not filtered (count still is).
constexpr long long kValueFilterLimit = 1 << 16;

class CountPropagator final : public Propagator {
public:
    explicit CountPropagator(std::vector<VarId> args) : args_(std::move(args)), scope_(args_) {}

    std::span<const VarId> scope() const override { return scope_.vars; }
    std::string describe() const override { return "count among " + std::to_string(xs().size()) + " variables"; }

    bool satisfied(std::span<const int> values) const override {
        auto value_of = [&](std::size_t k) { return values[static_cast<std::size_t>(scope_.slot[k])]; };
        long long n = 0;
        for (std::size_t k = 2; k < args_.size(); ++k) n += value_of(k) == value_of(0);
        return n == value_of(1);
    }

    bool propagate(PropagationContext& context) const override {
        for (;;) {
            const int before = total_size(context);
            if (context.domain(value()).is_singleton()) {
                if (!fixed_value(context)) return false;
            } else if (!open_value(context)) {
                return false;
            }
            if (total_size(context) == before) return true;
        }
    }

    /// With the value v fixed: the count's bounds come from the xs fixed to v (at least) and the xs
    /// that lack v (at most); an x loses v when the count allows no more, takes it when no fewer.
    /// With it open: explain_open.
    bool explains() const override { return scope_.vars.size() == args_.size(); }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (scope_.vars.size() != args_.size()) return false;
        if (!q.domains[0].is_singleton()) return explain_open(q, relevant);
        explain::mark_fixed(q, relevant, 0);
        using Kind = ExplainQuery::Kind;
        const long long v = q.labels[0][static_cast<std::size_t>(q.domains[0].min())];
        long long sure = 0, possible = 0;
        for (std::size_t k = 2; k < args_.size(); ++k) {
            const Domain& d = q.domains[k];
            const auto at = detail::index_of_label(q.labels[k], v);
            if (!at || !d.contains(*at)) continue;
            ++possible;
            sure += d.is_singleton();
        }
        // At least `sure`: the xs fixed to v. At most `possible`: the others lack v.
        const auto at_least = [&] {
            for (std::size_t k = 2; k < args_.size(); ++k)
                if (q.domains[k].is_singleton() && q.labels[k][static_cast<std::size_t>(q.domains[k].min())] == v)
                    explain::mark_fixed(q, relevant, k);
            return true;
        };
        const auto at_most = [&] {
            for (std::size_t k = 2; k < args_.size(); ++k)  // the xs that still have v mark nothing
                explain::mark_missing(q, relevant, k, [&](long long w) { return w == v; });
            return true;
        };
        const auto label = [&](std::size_t slot, int index) {
            return static_cast<long long>(q.labels[slot][static_cast<std::size_t>(index)]);
        };
        if (q.position == 1) {
            const int cap = q.domains[1].capacity();
            if (q.kind == Kind::AtLeast) return q.index > 0 && label(1, q.index - 1) < sure && at_least();
            if (q.kind == Kind::AtMost) return q.index + 1 < cap && label(1, q.index + 1) > possible && at_most();
            const long long n = label(1, q.index);
            return n < sure ? at_least() : n > possible && at_most();
        }
        if (q.position == 0 || q.kind != Kind::Removed) return false;
        if (label(q.position, q.index) == v)  // no more than `sure`: the count's larger values are gone
            return explain::mark_missing(q, relevant, 1, [&](long long n) { return n > sure; }) && at_least();
        // no fewer than `possible`, x among them: x must take v
        const auto own = detail::index_of_label(q.labels[q.position], v);
        if (!own || !q.domains[q.position].contains(*own)) return false;
        return explain::mark_missing(q, relevant, 1, [&](long long n) { return n < possible; }) && at_most();
    }

private:
    /// With the value open: the count is at most the number of xs that share a value with it (the
    /// others share none: each of their values is missing there or from the value); the value loses
    /// v when the count lacks every number from the xs fixed to v to the xs that may take it.
    bool explain_open(const ExplainQuery& q, std::span<Domain> relevant) const {
        using Kind = ExplainQuery::Kind;
        const auto label = [&](std::size_t slot, int index) {
            return static_cast<long long>(q.labels[slot][static_cast<std::size_t>(index)]);
        };
        if (q.position == 1) {
            const int cap = q.domains[1].capacity();
            if (q.kind == Kind::AtLeast) return label(1, q.index - 1) < 0;  // only negative counts below
            if (q.kind == Kind::AtMost && q.index + 1 >= cap) return true;
            const long long least = label(1, q.kind == Kind::AtMost ? q.index + 1 : q.index);
            if (least < 0) return true;
            long long possible = 0;
            for (std::size_t k = 2; k < args_.size(); ++k) possible += shares_value(q, k);
            if (least <= possible) return false;
            for (std::size_t k = 2; k < args_.size(); ++k)
                if (!shares_value(q, k)) mark_nothing_shared(q, relevant, k);
            return true;
        }
        if (q.position != 0 || q.kind != Kind::Removed) return false;
        const long long v = label(0, q.index);
        long long sure = 0, most = 0;
        for (std::size_t k = 2; k < args_.size(); ++k) {
            const auto at = detail::index_of_label(q.labels[k], v);
            if (!at || !q.domains[k].contains(*at)) continue;
            ++most;
            sure += q.domains[k].is_singleton();
        }
        if (!explain::mark_missing(q, relevant, 1, [&](long long n) { return n >= sure && n <= most; })) return false;
        for (std::size_t k = 2; k < args_.size(); ++k) {
            const Domain& d = q.domains[k];
            if (d.is_singleton() && label(k, d.min()) == v) explain::mark_fixed(q, relevant, k);
            else explain::mark_missing(q, relevant, k, [&](long long w) { return w == v; });
        }
        return true;
    }

    /// Does x_k share a value with the value variable?
    static bool shares_value(const ExplainQuery& q, std::size_t k) {
        for (int c : q.domains[k]) {
            const auto at = detail::index_of_label(q.labels[0], q.labels[k][static_cast<std::size_t>(c)]);
            if (at && q.domains[0].contains(*at)) return true;
        }
        return false;
    }

    /// Why x_k shares no value with the value variable: per value of x_k, its absence from the
    /// value variable (shared by every x) or, when the value variable has it, from x_k.
    static void mark_nothing_shared(const ExplainQuery& q, std::span<Domain> relevant, std::size_t k) {
        for (int c = 0; c < q.domains[k].capacity(); ++c) {
            const auto at = detail::index_of_label(q.labels[0], q.labels[k][static_cast<std::size_t>(c)]);
            if (!at) continue;
            if (q.domains[0].contains(*at)) relevant[k].insert(c);
            else relevant[0].insert(*at);
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

    bool fixed_value(PropagationContext& context) const {
        const long long v = detail::label_bounds(context, value()).lo;
        const auto [sure, possible] = range_of(context, v);
        if (!detail::narrow_to(context, count(), sure, possible)) return false;
        const bool one_more = detail::has_label_in(context, count(), sure + 1, possible);
        const bool one_less = detail::has_label_in(context, count(), sure, possible - 1);
        if (one_more && one_less) return true;
        // Only `sure` is left: the open xs lose v; only `possible`: they take it.
        for (VarId x : xs()) {
            const auto at = detail::index_of_label(context.labels(x), v);
            if (!at || !context.domain(x).contains(*at) || context.domain(x).is_singleton()) continue;
            if (!(one_more ? context.assign(x, *at) : context.remove(x, *at))) return false;
        }
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
