#include "csp/constraints/counting/counting.hpp"

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"

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

private:
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
