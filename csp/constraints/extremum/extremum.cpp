#include "csp/constraints/extremum/extremum.hpp"

#include <algorithm>
#include <limits>

#include "csp/constraints/extremum/detail.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp {

namespace detail {

namespace {

constexpr long long kNone = std::numeric_limits<long long>::max();

// The maximum is the minimum of the negated values: the rules are written for the minimum and
// read the variables through this mirror.
struct Mirror {
    bool negate;
    Interval bounds(const PropagationContext& context, VarId x) const {
        const Interval b = label_bounds(context, x);
        return negate ? Interval{-b.hi, -b.lo} : b;
    }
    // Keeps [lo, hi] (mirrored); `changed` records whether the bounds moved.
    bool narrow(PropagationContext& context, VarId x, long long lo, long long hi, bool& changed) const {
        const Interval before = label_bounds(context, x);
        const bool ok = negate ? narrow_to(context, x, -hi, -lo) : narrow_to(context, x, lo, hi);
        if (!ok) return false;
        changed = changed || !(before == label_bounds(context, x));
        return true;
    }
};

}  // namespace

bool extremum_bounds(PropagationContext& context, VarId m, std::span<const VarId> xs, bool maximum) {
    const Mirror mirror{maximum};
    for (bool changed = true; changed;) {
        changed = false;
        long long least_low = kNone, least_high = kNone;
        for (VarId x : xs) {
            const Interval b = mirror.bounds(context, x);
            least_low = std::min(least_low, b.lo);
            least_high = std::min(least_high, b.hi);
        }
        if (!mirror.narrow(context, m, least_low, least_high, changed)) return false;
        const Interval bm = mirror.bounds(context, m);
        int candidates = 0;
        VarId candidate = xs[0];
        for (VarId x : xs) {
            if (!mirror.narrow(context, x, bm.lo, kNone, changed)) return false;
            if (mirror.bounds(context, x).lo <= bm.hi) {
                candidates += candidate != x || candidates == 0;
                candidate = x;
            }
        }
        if (candidates == 0) return context.fail(m);
        if (candidates == 1 && !mirror.narrow(context, candidate, -kNone, bm.hi, changed)) return false;
    }
    return true;
}

}  // namespace detail

namespace {

class ExtremumPropagator final : public Propagator {
public:
    ExtremumPropagator(std::vector<VarId> args, bool maximum)
        : args_(std::move(args)), scope_(args_), maximum_(maximum) {}

    std::span<const VarId> scope() const override { return scope_.vars; }

    std::string describe() const override {
        return std::string(maximum_ ? "maximum" : "minimum") + " of " + std::to_string(args_.size() - 1) + " variables";
    }

    bool satisfied(std::span<const int> values) const override {
        auto value = [&](std::size_t k) { return values[static_cast<std::size_t>(scope_.slot[k])]; };
        int best = value(1);
        for (std::size_t k = 2; k < args_.size(); ++k)
            best = maximum_ ? std::max(best, value(k)) : std::min(best, value(k));
        return best == value(0);
    }

    bool propagate(PropagationContext& context) const override {
        return detail::extremum_bounds(context, args_[0], std::span<const VarId>(args_).subspan(1), maximum_);
    }

private:
    std::vector<VarId> args_;  // m, then the xs
    detail::DistinctScope scope_;
    bool maximum_;
};

void add_extremum(Problem& problem, VarId m, std::span<const VarId> xs, bool maximum, const char* builder) {
    problem.check_variable(m, builder);
    for (VarId x : xs) problem.check_variable(x, builder);
    if (xs.empty())
        throw ModelError(std::string(builder) + ": no variables to take the " + (maximum ? "maximum" : "minimum") +
                         " of");
    std::vector<VarId> args{m};
    args.insert(args.end(), xs.begin(), xs.end());
    problem.add_propagator(std::make_shared<ExtremumPropagator>(std::move(args), maximum));
}

}  // namespace

void add_minimum(Problem& problem, VarId m, std::span<const VarId> xs) {
    add_extremum(problem, m, xs, false, "add_minimum");
}
void add_maximum(Problem& problem, VarId m, std::span<const VarId> xs) {
    add_extremum(problem, m, xs, true, "add_maximum");
}

}  // namespace csp
