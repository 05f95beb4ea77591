#include "csp/constraints/extremum/extremum.hpp"

#include <algorithm>
#include <limits>

#include "csp/constraints/extremum/detail.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/explain_marks.hpp"

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

    /// Read as a minimum (a maximum through negated labels), the queried values G of m are
    /// impossible when every x lies above G, or one x below it, or (one value) every x lacks it; G
    /// of an x when m lies above G, or when m lies below G and so does no other x.
    bool explains() const override { return scope_.vars.size() == args_.size(); }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (!explains()) return false;
        const auto mirrored = [&](std::size_t slot, int index) {
            const long long label = q.labels[slot][static_cast<std::size_t>(index)];
            return maximum_ ? -label : label;
        };
        // The queried values as a mirrored range [low, high].
        const long long at = mirrored(q.position, q.index);
        using Kind = ExplainQuery::Kind;
        const bool upward = (q.kind == Kind::AtMost) != maximum_;  // the mirror reverses the order
        long long low = upward ? at + 1 : -kNoBound, high = upward ? kNoBound : at - 1;
        if (q.kind == Kind::Removed) low = high = at;
        const auto lowest = [&](std::size_t slot) {
            long long best = kNoBound;
            for (int i : q.domains[slot]) best = std::min(best, mirrored(slot, i));
            return best;
        };
        const auto highest = [&](std::size_t slot) {
            long long best = -kNoBound;
            for (int i : q.domains[slot]) best = std::max(best, mirrored(slot, i));
            return best;
        };
        // Marks the values of `slot` whose mirrored label `wanted` accepts; false if one is present.
        const auto absent = [&](std::size_t slot, auto wanted) {
            return explain::mark_missing(q, relevant, slot,
                                         [&](long long label) { return wanted(maximum_ ? -label : label); });
        };
        const std::size_t n = args_.size();
        if (q.position == 0) {
            bool above = true;
            for (std::size_t k = 1; k < n; ++k) above = above && lowest(k) > high;
            if (above) {
                for (std::size_t k = 1; k < n; ++k) absent(k, [&](long long v) { return v <= high; });
                return true;
            }
            for (std::size_t k = 1; k < n; ++k)
                if (highest(k) < low) return absent(k, [&](long long v) { return v >= low; });
            if (low != high) return false;
            for (std::size_t k = 1; k < n; ++k)
                if (!absent(k, [&](long long v) { return v == low; })) return false;
            return true;
        }
        if (lowest(0) > high) return absent(0, [&](long long v) { return v <= high; });
        const long long top = highest(0);
        if (!(top < low)) return false;
        for (std::size_t k = 1; k < n; ++k)
            if (k != q.position && !absent(k, [&](long long v) { return v <= top; })) return false;
        return absent(0, [&](long long v) { return v > top; });
    }

private:
    static constexpr long long kNoBound = std::numeric_limits<long long>::max();

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
