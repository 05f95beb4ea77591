#include "csp/propagation/linear.hpp"

#include <limits>
#include <vector>

#include "csp/propagation/propagator.hpp"

namespace csp {

namespace {

class LinearPropagator final : public Propagator {
public:
    LinearPropagator(std::vector<int> coefficients, std::vector<VarId> vars, LinearRelation relation, long long rhs)
        : coefficients_(std::move(coefficients)), vars_(std::move(vars)), relation_(relation), rhs_(rhs) {}

    std::span<const VarId> scope() const override { return vars_; }

    std::string describe() const override {
        const char* op = relation_ == LinearRelation::Equal       ? "="
                         : relation_ == LinearRelation::LessEqual ? "<="
                                                                  : ">=";
        return "linear sum of " + std::to_string(vars_.size()) + " terms " + op + " " + std::to_string(rhs_);
    }

    bool satisfied(std::span<const int> values) const override {
        long long sum = 0;
        for (std::size_t i = 0; i < values.size(); ++i) sum += static_cast<long long>(coefficients_[i]) * values[i];
        return relation_ == LinearRelation::Equal       ? sum == rhs_
               : relation_ == LinearRelation::LessEqual ? sum <= rhs_
                                                        : sum >= rhs_;
    }

    bool propagate(PropagationContext& context) const override {
        const std::size_t n = vars_.size();
        std::vector<long long> low(n), high(n);  // bounds of each term aᵢ·xᵢ
        for (bool again = true; again;) {
            again = false;
            long long sum_low = 0, sum_high = 0;
            for (std::size_t i = 0; i < n; ++i) {
                bounds(context, i, low[i], high[i]);
                sum_low += low[i];
                sum_high += high[i];
            }
            for (std::size_t i = 0; i < n; ++i) {
                // What the other terms leave for term i.
                long long min_term = std::numeric_limits<long long>::min();
                long long max_term = std::numeric_limits<long long>::max();
                if (relation_ != LinearRelation::LessEqual) min_term = rhs_ - (sum_high - high[i]);
                if (relation_ != LinearRelation::GreaterEqual) max_term = rhs_ - (sum_low - low[i]);
                if (low[i] >= min_term && high[i] <= max_term) continue;
                const VarId x = vars_[i];
                const auto labels = context.labels(x);
                Domain keep = context.domain(x);
                for (int v : context.domain(x)) {
                    const long long term =
                        static_cast<long long>(coefficients_[i]) * labels[static_cast<std::size_t>(v)];
                    if (term < min_term || term > max_term) keep.remove(v);
                }
                if (!context.intersect(x, keep)) return false;
                again = true;
                break;  // bounds changed: recompute the sums
            }
        }
        return true;
    }

private:
    void bounds(const PropagationContext& context, std::size_t i, long long& low, long long& high) const {
        const Domain& d = context.domain(vars_[i]);
        const auto labels = context.labels(vars_[i]);
        const long long a = coefficients_[i];
        const long long first = a * labels[static_cast<std::size_t>(d.min())];
        const long long last = a * labels[static_cast<std::size_t>(d.max())];
        low = std::min(first, last);
        high = std::max(first, last);
    }

    std::vector<int> coefficients_;
    std::vector<VarId> vars_;
    LinearRelation relation_;
    long long rhs_;
};

}  // namespace

void add_linear(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                LinearRelation relation, long long rhs) {
    if (coefficients.size() != vars.size())
        throw ModelError("add_linear: " + std::to_string(coefficients.size()) + " coefficients for " +
                         std::to_string(vars.size()) + " variables");
    for (std::size_t i = 0; i < vars.size(); ++i) {
        problem.check_variable(vars[i], "add_linear");
        if (coefficients[i] == 0)
            throw ModelError("add_linear: coefficient of '" + problem.name(vars[i]) +
                             "' is 0 (leave the variable out)");
    }
    problem.add_propagator(
        std::make_shared<LinearPropagator>(std::vector<int>(coefficients.begin(), coefficients.end()),
                                           std::vector<VarId>(vars.begin(), vars.end()), relation, rhs));
}

}  // namespace csp
