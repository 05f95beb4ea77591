#include "csp/constraints/arithmetic/arithmetic.hpp"

#include <array>
#include <limits>

#include "csp/constraints/arithmetic/detail.hpp"
#include "csp/constraints/extremum/detail.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp {

namespace detail {

namespace {

constexpr long long kIntMin = std::numeric_limits<int>::min();
constexpr long long kIntMax = std::numeric_limits<int>::max();

std::optional<long long> as_int(long long v) {
    if (v < kIntMin || v > kIntMax) return std::nullopt;
    return v;
}

std::optional<long long> power(long long base, long long exponent) {
    if (exponent < 0) {
        if (base == 1) return 1;
        if (base == -1) return exponent % 2 == 0 ? 1 : -1;
        return std::nullopt;
    }
    if (base == 0) return exponent == 0 ? 1 : 0;
    if (base == 1) return 1;
    if (base == -1) return exponent % 2 == 0 ? 1 : -1;
    long long result = 1;  // |base| ≥ 2: leaves the int range within 32 steps
    for (long long i = 0; i < exponent; ++i) {
        result *= base;
        if (!as_int(result)) return std::nullopt;
    }
    return result;
}

}  // namespace

std::optional<long long> evaluate(Operation operation, long long a, long long b) {
    switch (operation) {
        case Operation::Times: return as_int(a * b);
        case Operation::Division: return b == 0 ? std::nullopt : as_int(a / b);
        case Operation::Modulo: return b == 0 ? std::nullopt : as_int(a % b);
        case Operation::Power: return power(a, b);
        case Operation::Abs: return as_int(a < 0 ? -a : a);
        case Operation::Min: return std::min(a, b);
        case Operation::Max: return std::max(a, b);
    }
    return std::nullopt;
}

}  // namespace detail

namespace {

using detail::Operation;

// Enumerate supports when the inputs have at most this many value pairs: the enumeration is then
// cheap and gives domain consistency; above it, bounds reasoning.
constexpr long long kEnumerationLimit = 4096;

const char* formula(Operation operation) {
    switch (operation) {
        case Operation::Times: return "z = x * y";
        case Operation::Division: return "z = x div y";
        case Operation::Modulo: return "z = x mod y";
        case Operation::Power: return "z = x ^ y";
        case Operation::Abs: return "z = |x|";
        case Operation::Min: return "z = min(x, y)";
        case Operation::Max: return "z = max(x, y)";
    }
    return "?";
}

/// z = f(x, y), or z = f(x) for abs. Arguments may repeat: the scope holds each variable once.
class FunctionPropagator final : public Propagator {
public:
    FunctionPropagator(Operation operation, std::vector<VarId> args)
        : operation_(operation), args_(std::move(args)), scope_(args_) {}

    std::span<const VarId> scope() const override { return scope_.vars; }

    std::string describe() const override { return std::string("arithmetic ") + formula(operation_); }

    bool satisfied(std::span<const int> values) const override {
        auto value = [&](std::size_t k) { return values[static_cast<std::size_t>(scope_.slot[k])]; };
        const long long b = unary() ? 0 : value(1);
        const auto result = detail::evaluate(operation_, value(0), b);
        return result && *result == value(args_.size() - 1);
    }

    bool propagate(PropagationContext& context) const override {
        if (pairs(context) > kEnumerationLimit) {
            if (!bounds(context)) return false;
            if (pairs(context) > kEnumerationLimit) return true;
        }
        return enumerate(context);
    }

    /// A removed value of one argument: every tuple (x, y, f(x, y)) through it has another
    /// argument's value missing (marked, preferring one already marked). For distinct variables whose
    /// value pairs are few enough to enumerate; bounds are asked value by value.
    bool explains() const override { return scope_.vars.size() == args_.size(); }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (!explains() || q.kind != ExplainQuery::Kind::Removed) return false;
        const std::size_t zs = args_.size() - 1, ys = unary() ? 0 : 1;
        const int nx = q.domains[0].capacity(), ny = unary() ? 1 : q.domains[ys].capacity();
        if (static_cast<long long>(nx) * ny > kEnumerationLimit) return false;
        for (int a = 0; a < nx; ++a)
            for (int b = 0; b < ny; ++b) {
                const long long va = q.labels[0][static_cast<std::size_t>(a)];
                const long long vb = unary() ? 0 : q.labels[ys][static_cast<std::size_t>(b)];
                const auto result = detail::evaluate(operation_, va, vb);
                if (!result) continue;
                const auto c = detail::index_of_label(q.labels[zs], *result);
                if (!c) continue;
                std::array<int, 3> tuple{a, b, *c};
                if (unary()) tuple[1] = *c;
                if (tuple[q.position] != q.index) continue;
                // Another argument of this tuple that is missing: one already marked, else the first.
                int other = -1;
                for (std::size_t k = 0; k < args_.size(); ++k) {
                    if (k == q.position || q.domains[k].contains(tuple[k])) continue;
                    if (relevant[k].contains(tuple[k])) {
                        other = -2;
                        break;
                    }
                    if (other < 0) other = static_cast<int>(k);
                }
                if (other == -1) return false;
                if (other >= 0)
                    relevant[static_cast<std::size_t>(other)].insert(tuple[static_cast<std::size_t>(other)]);
            }
        return true;
    }

private:
    bool unary() const { return args_.size() == 2; }
    VarId x() const { return args_[0]; }
    VarId y() const { return unary() ? args_[0] : args_[1]; }  // abs: y is x, unused
    VarId z() const { return args_.back(); }

    long long pairs(const PropagationContext& context) const {
        const long long nx = context.domain(x()).size();
        return y() == x() ? nx : nx * context.domain(y()).size();
    }

    bool bounds(PropagationContext& context) const {
        switch (operation_) {
            case Operation::Times: return detail::times_bounds(context, x(), y(), z());
            case Operation::Division: return detail::division_bounds(context, x(), y(), z());
            case Operation::Modulo: return detail::modulo_bounds(context, x(), y(), z());
            case Operation::Power: return detail::power_bounds(context, x(), y(), z());
            case Operation::Abs: return detail::abs_bounds(context, x(), z());
            case Operation::Min:
            case Operation::Max: {
                const std::array<VarId, 2> xs{x(), y()};
                return detail::extremum_bounds(context, z(), xs, operation_ == Operation::Max);
            }
        }
        return true;
    }

    // Domain consistency: a value stays when some (x, y, z) tuple of the current domains holds.
    bool enumerate(PropagationContext& context) const {
        const Domain& dx = context.domain(x());
        const Domain& dy = context.domain(y());
        const Domain& dz = context.domain(z());
        const auto lx = context.labels(x());
        const auto ly = context.labels(y());
        const auto lz = context.labels(z());
        Domain sx(dx.capacity()), sy(dy.capacity()), sz(dz.capacity());
        const bool same_xy = y() == x();
        for (int a : dx) {
            const long long va = lx[static_cast<std::size_t>(a)];
            auto visit = [&](int b) {
                const long long vb = ly[static_cast<std::size_t>(b)];
                const auto result = detail::evaluate(operation_, va, vb);
                if (!result) return;
                int c;
                if (z() == x()) {
                    if (*result != va) return;
                    c = a;
                } else if (z() == y()) {
                    if (*result != vb) return;
                    c = b;
                } else {
                    const auto at = detail::index_of_label(lz, *result);
                    if (!at || !dz.contains(*at)) return;
                    c = *at;
                }
                sx.insert(a);
                sy.insert(b);
                sz.insert(c);
            };
            if (same_xy) visit(a);
            else
                for (int b : dy) visit(b);
        }
        return context.intersect(x(), sx) && context.intersect(y(), sy) && context.intersect(z(), sz);
    }

    Operation operation_;
    std::vector<VarId> args_;  // x, y, z (abs: x, z)
    detail::DistinctScope scope_;
};

void add_function(Problem& problem, Operation operation, std::vector<VarId> args, const char* builder) {
    for (VarId v : args) problem.check_variable(v, builder);
    problem.add_propagator(std::make_shared<FunctionPropagator>(operation, std::move(args)));
}

}  // namespace

void add_times(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Times, {x, y, z}, "add_times");
}
void add_division(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Division, {x, y, z}, "add_division");
}
void add_modulo(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Modulo, {x, y, z}, "add_modulo");
}
void add_power(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Power, {x, y, z}, "add_power");
}
void add_abs(Problem& problem, VarId x, VarId z) { add_function(problem, Operation::Abs, {x, z}, "add_abs"); }
void add_min(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Min, {x, y, z}, "add_min");
}
void add_max(Problem& problem, VarId x, VarId y, VarId z) {
    add_function(problem, Operation::Max, {x, y, z}, "add_max");
}

}  // namespace csp
