#include "csp/constraints/boolean/boolean.hpp"

#include <algorithm>
#include <map>
#include <vector>

#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/value_access.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

using detail::kFixedFalse;
using detail::kFixedTrue;
using detail::kOpen;
using detail::literal_bits;
using detail::set_literal;

// None of these declares fixed_events_only(): on 0/1 variables every change is a fix anyway, and a
// unit clause (or a parity of one variable) must prune at the root, before anything is fixed.

/// ∨ vars[0..positives) ∨ ¬vars[positives..): true once a literal is true; with one open literal
/// and the others false, that literal is made true.
class ClausePropagator final : public Propagator {
public:
    ClausePropagator(std::vector<VarId> vars, std::size_t positives) : vars_(std::move(vars)), positives_(positives) {}

    std::span<const VarId> scope() const override { return vars_; }
    std::string describe() const override {
        return "clause of " + std::to_string(positives_) + " positive and " +
               std::to_string(vars_.size() - positives_) + " negative literals";
    }

    bool satisfied(std::span<const int> values) const override {
        for (std::size_t i = 0; i < values.size(); ++i)
            if ((values[i] == 1) == (i < positives_)) return true;
        return false;
    }

    bool propagate(PropagationContext& context) const override {
        std::size_t open = vars_.size();
        for (std::size_t i = 0; i < vars_.size(); ++i) {
            const unsigned bits = literal_bits(context, vars_[i], i >= positives_);
            if (bits == kFixedTrue) {
                context.entailed();
                return true;
            }
            if (bits == kOpen) {
                if (open != vars_.size()) return true;  // two open literals: nothing follows yet
                open = i;
            }
        }
        // Every literal false. (An empty clause is a constant and never runs.)
        if (open == vars_.size()) return context.fail(vars_[0]);
        context.entailed();  // its last open literal made true
        return set_literal(context, vars_[open], open >= positives_, true);
    }

    /// A literal made true: every other literal is false.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (q.kind != ExplainQuery::Kind::Removed) return false;
        const auto truth = [&](std::size_t slot, int index) {
            return (q.labels[slot][static_cast<std::size_t>(index)] == 1) == (slot < positives_);
        };
        if (truth(q.position, q.index)) return false;  // propagation removes only the value that falsifies it
        for (std::size_t j = 0; j < vars_.size(); ++j)
            if (j != q.position && !(explain::mark_fixed(q, relevant, j) && !truth(j, q.domains[j].min())))
                return false;
        return true;
    }

private:
    std::vector<VarId> vars_;
    std::size_t positives_;
};

/// r ↔ ∧ xs, or with every literal negated, ¬r ↔ ∧ ¬xs, which is r ↔ ∨ xs.
class ConjunctionPropagator final : public Propagator {
public:
    ConjunctionPropagator(std::vector<VarId> xs, VarId r, bool disjunction)
        : vars_(std::move(xs)), disjunction_(disjunction) {
        vars_.push_back(r);
    }

    std::span<const VarId> scope() const override { return vars_; }
    std::string describe() const override {
        return std::string(disjunction_ ? "reified or" : "reified and") + " of " + std::to_string(vars_.size() - 1) +
               " variables";
    }

    bool satisfied(std::span<const int> values) const override {
        const std::size_t n = values.size() - 1;
        // and: r = 1 iff no x is 0; or: r = 1 iff some x is 1.
        const int decisive = disjunction_ ? 1 : 0;
        const bool found = std::find(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n), decisive) !=
                           values.begin() + static_cast<std::ptrdiff_t>(n);
        return values[n] == (found == disjunction_ ? 1 : 0);
    }

    bool propagate(PropagationContext& context) const override {
        const std::size_t n = vars_.size() - 1;
        const VarId r = vars_[n];
        const bool neg = disjunction_;
        const unsigned r_bits = literal_bits(context, r, neg);
        // Each case that fixes something settles the constraint: every L true, R false, R true, or
        // the last open L false.
        if (r_bits == kFixedTrue) {
            context.entailed();
            for (std::size_t i = 0; i < n; ++i)
                if (!set_literal(context, vars_[i], neg, true)) return false;
            return true;
        }
        std::size_t open = n, open_count = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const unsigned bits = literal_bits(context, vars_[i], neg);
            if (bits == kFixedFalse) {
                context.entailed();
                return set_literal(context, r, neg, false);
            }
            if (bits == kOpen) {
                ++open_count;
                open = i;
            }
        }
        if (open_count == 0) {
            context.entailed();
            return set_literal(context, r, neg, true);
        }
        // r false with one open conjunct, the others true: that one must be false.
        if (r_bits == kFixedFalse && open_count == 1) {
            context.entailed();
            return set_literal(context, vars_[open], neg, false);
        }
        return true;
    }

    /// In literal form R ↔ ∧ Lᵢ (R = r, Lᵢ = xᵢ for and; R = ¬r, Lᵢ = ¬xᵢ for or): Lᵢ true because R
    /// is; Lᵢ false because R is false and the others true; R false because one Lⱼ is false; R true
    /// because all are true.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (q.kind != ExplainQuery::Kind::Removed) return false;
        const std::size_t n = vars_.size() - 1;
        const auto truth = [&](std::size_t slot, int index) {
            return (q.labels[slot][static_cast<std::size_t>(index)] == 1) != disjunction_;
        };
        const auto fixed_to = [&](std::size_t slot, bool value) {
            return q.domains[slot].is_singleton() && truth(slot, q.domains[slot].min()) == value &&
                   explain::mark_fixed(q, relevant, slot);
        };
        const bool forced = !truth(q.position, q.index);  // the literal's value left after the removal
        if (q.position == n) {
            if (!forced) {  // R false: a false conjunct
                for (std::size_t j = 0; j < n; ++j)
                    if (fixed_to(j, false)) return true;
                return false;
            }
            for (std::size_t j = 0; j < n; ++j)
                if (!fixed_to(j, true)) return false;
            return true;
        }
        if (forced) return fixed_to(n, true);
        if (!fixed_to(n, false)) return false;
        for (std::size_t j = 0; j < n; ++j)
            if (j != q.position && !fixed_to(j, true)) return false;
        return true;
    }

private:
    std::vector<VarId> vars_;  // xs, then r
    bool disjunction_;
};

class ParityPropagator final : public Propagator {
public:
    ParityPropagator(std::vector<VarId> xs, bool odd) : vars_(std::move(xs)), odd_(odd) {}

    std::span<const VarId> scope() const override { return vars_; }
    std::string describe() const override {
        return std::string("sum of ") + std::to_string(vars_.size()) + " 0/1 variables is " + (odd_ ? "odd" : "even");
    }

    bool satisfied(std::span<const int> values) const override {
        int ones = 0;
        for (int v : values) ones += v;
        return (ones % 2 == 1) == odd_;
    }

    bool propagate(PropagationContext& context) const override {
        std::size_t open = vars_.size(), open_count = 0;
        bool odd_so_far = false;
        for (std::size_t i = 0; i < vars_.size(); ++i) {
            const unsigned bits = literal_bits(context, vars_[i], false);
            if (bits == kOpen) {
                if (++open_count > 1) return true;
                open = i;
            } else {
                odd_so_far ^= bits == kFixedTrue;
            }
        }
        context.entailed();  // at most one open variable, fixed now if it is
        if (open_count == 1) return set_literal(context, vars_[open], false, odd_so_far != odd_);
        return odd_so_far == odd_ || context.fail(vars_[0]);  // an empty sum is a constant and never runs
    }

private:
    std::vector<VarId> vars_;
    bool odd_;
};

/// `xs` checked as 0/1 variables, each once, in first-seen order.
std::vector<VarId> distinct_booleans(const Problem& problem, std::span<const VarId> xs, std::string_view operation) {
    std::vector<VarId> out;
    for (VarId x : xs) {
        detail::check_boolean(problem, x, operation);
        if (std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
    }
    return out;
}

void add_reified(Problem& problem, std::span<const VarId> xs, VarId r, bool disjunction, std::string_view operation) {
    std::vector<VarId> vars = distinct_booleans(problem, xs, operation);
    detail::check_boolean(problem, r, operation);
    if (const auto self = std::find(vars.begin(), vars.end(), r); self != vars.end()) {
        // r ↔ (r ∧ rest) is r → each of rest; r ↔ (r ∨ rest) is each of rest → r.
        vars.erase(self);
        for (VarId y : vars) {
            const VarId clause[] = {disjunction ? r : y};
            const VarId negated[] = {disjunction ? y : r};
            add_clause(problem, clause, negated);
        }
        return;
    }
    problem.add_propagator(std::make_shared<ConjunctionPropagator>(std::move(vars), r, disjunction));
}

}  // namespace

void add_clause(Problem& problem, std::span<const VarId> positive, std::span<const VarId> negative) {
    std::vector<VarId> vars = distinct_booleans(problem, positive, "add_clause");
    const std::size_t positives = vars.size();
    for (VarId x : distinct_booleans(problem, negative, "add_clause")) {
        if (std::find(vars.begin(), vars.begin() + static_cast<std::ptrdiff_t>(positives), x) !=
            vars.begin() + static_cast<std::ptrdiff_t>(positives))
            return;  // x ∨ ¬x: always true
        vars.push_back(x);
    }
    problem.add_propagator(std::make_shared<ClausePropagator>(std::move(vars), positives));
}

void add_and_reified(Problem& problem, std::span<const VarId> xs, VarId r) {
    add_reified(problem, xs, r, false, "add_and_reified");
}

void add_or_reified(Problem& problem, std::span<const VarId> xs, VarId r) {
    add_reified(problem, xs, r, true, "add_or_reified");
}

void add_parity(Problem& problem, std::span<const VarId> xs, bool odd) {
    std::map<VarId, int> count;
    for (VarId x : xs) {
        detail::check_boolean(problem, x, "add_parity");
        ++count[x];
    }
    std::vector<VarId> vars;
    for (VarId x : xs)
        if (count[x] % 2 == 1 && std::find(vars.begin(), vars.end(), x) == vars.end()) vars.push_back(x);
    problem.add_propagator(std::make_shared<ParityPropagator>(std::move(vars), odd));
}

}  // namespace csp
