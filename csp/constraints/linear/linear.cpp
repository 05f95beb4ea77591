#include "csp/constraints/linear/linear.hpp"

#include <algorithm>
#include <bit>
#include <boost/container/small_vector.hpp>
#include <cstdlib>
#include <limits>
#include <vector>

#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/value_access.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

using detail::Truth;
constexpr long long kNoLow = std::numeric_limits<long long>::min();
constexpr long long kNoHigh = std::numeric_limits<long long>::max();
/// Bound on Σ |aᵢ|·max |xᵢ| and |rhs|: every sum the propagator forms stays within ±2⁶³.
constexpr long long kMagnitudeLimit = 1LL << 61;
/// Two-variable equations are made domain consistent while both domains hold at most this many
/// values (one pass over each, with a binary search per value); larger ones keep bounds only.
constexpr int kSupportScanLimit = 4096;

long long floor_div(long long a, long long b) {
    if (b == 1) return a;  // the usual coefficient: no division
    const long long q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}
long long ceil_div(long long a, long long b) {
    if (b == 1) return a;
    const long long q = a / b;
    return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q;
}

const char* symbol(LinearRelation relation) {
    switch (relation) {
        case LinearRelation::Equal: return "=";
        case LinearRelation::LessEqual: return "<=";
        case LinearRelation::GreaterEqual: return ">=";
        case LinearRelation::NotEqual: return "!=";
    }
    return "?";
}

bool compare(long long sum, LinearRelation relation, long long rhs) {
    switch (relation) {
        case LinearRelation::Equal: return sum == rhs;
        case LinearRelation::LessEqual: return sum <= rhs;
        case LinearRelation::GreaterEqual: return sum >= rhs;
        case LinearRelation::NotEqual: return sum != rhs;
    }
    return false;
}

/// A term's values: `count` of them, and when they are a run, first, first + 1, … (most domains
/// are ranges), a value is its index plus `first`, with no look-up in the labels.
struct ValueRun {
    int first = 0;
    int count = 0;
    bool consecutive = false;

    explicit ValueRun(std::span<const int> labels)
        : first(labels.front()),
          count(static_cast<int>(labels.size())),
          consecutive(static_cast<long long>(labels.back()) - labels.front() + 1 == count) {}
};

/// Σ aᵢ·xᵢ REL rhs, and r ↔ (Σ aᵢ·xᵢ REL rhs) when the scope ends with r.
class LinearPropagator final : public Propagator {
public:
    LinearPropagator(const Problem& problem, std::vector<int> coefficients, std::vector<VarId> vars,
                     LinearRelation relation, long long rhs, VarId r, std::string description)
        : coefficients_(std::move(coefficients)),
          vars_(std::move(vars)),
          relation_(relation),
          rhs_(rhs),
          reified_(r >= 0),
          description_(std::move(description)) {
        for (VarId x : vars_) runs_.emplace_back(problem.labels(x));
        if (reified_) vars_.push_back(r);
    }

    std::span<const VarId> scope() const override { return vars_; }
    /// A sum ≠ c over two or more variables prunes only once all but one are fixed.
    bool fixed_events_only() const override {
        return !reified_ && relation_ == LinearRelation::NotEqual && terms() >= 2;
    }
    std::string describe() const override { return description_; }

    bool satisfied(std::span<const int> values) const override {
        long long sum = 0;
        for (std::size_t i = 0; i < coefficients_.size(); ++i)
            sum += static_cast<long long>(coefficients_[i]) * values[i];
        const bool holds = compare(sum, relation_, rhs_);
        return reified_ ? values.back() == (holds ? 1 : 0) : holds;
    }

    bool propagate(PropagationContext& context) const override {
        if (!reified_) return enforce(context, relation_, rhs_);
        const unsigned r = detail::bool_bits(context, vars_.back());
        if (r == detail::kFixedTrue) return enforce(context, relation_, rhs_);
        if (r == detail::kFixedFalse) return enforce_negation(context);
        const Truth truth = evaluate(context);
        if (truth == Truth::Unknown) return true;
        context.entailed();  // r takes the relation's truth, which no narrowing can change
        return detail::fix_value(context, vars_.back(), truth == Truth::True ? 1 : 0);
    }

    /// Lazy clause generation. Reified: r's value and the relation (or its negation) it imposes
    /// explain a term's removal; r's value is explained by the bounds that decided the relation.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& query, std::span<Domain> relevant) const override {
        const std::size_t n = terms();
        if (!reified_) return explain_relation(query, relevant, relation_, rhs_);
        if (query.position == n) {
            if (query.kind != ExplainQuery::Kind::Removed) return false;
            const bool removed_true = query.labels[n][static_cast<std::size_t>(query.index)] == 1;
            return explain_truth(query, relevant, !removed_true);
        }
        if (!explain::mark_fixed(query, relevant, n)) return false;
        if (query.labels[n][static_cast<std::size_t>(query.domains[n].min())] == 1)
            return explain_relation(query, relevant, relation_, rhs_);
        switch (relation_) {
            case LinearRelation::Equal: return explain_relation(query, relevant, LinearRelation::NotEqual, rhs_);
            case LinearRelation::NotEqual: return explain_relation(query, relevant, LinearRelation::Equal, rhs_);
            case LinearRelation::LessEqual:
                return explain_relation(query, relevant, LinearRelation::GreaterEqual, rhs_ + 1);
            case LinearRelation::GreaterEqual:
                return explain_relation(query, relevant, LinearRelation::LessEqual, rhs_ - 1);
        }
        return false;
    }

private:
    /// The least and greatest value of term j on the query's domains; false when its domain is empty.
    bool query_term_bounds(const ExplainQuery& query, std::size_t j, long long& low, long long& high) const {
        const Domain& d = query.domains[j];
        if (d.empty()) return false;
        const long long a = coefficients_[j];
        const long long first = a * query.labels[j][static_cast<std::size_t>(d.min())];
        const long long last = a * query.labels[j][static_cast<std::size_t>(d.max())];
        low = std::min(first, last);
        high = std::max(first, last);
        return true;
    }

    /// Why Σ relation rhs (one side of a reification) decides the relation is `truth`: each term at
    /// the end of its domain that the sum's bound reads.
    bool explain_truth(const ExplainQuery& query, std::span<Domain> relevant, bool truth) const {
        const std::size_t n = terms();
        long long sum_low = 0, sum_high = 0;
        for (std::size_t j = 0; j < n; ++j) {
            long long low = 0, high = 0;
            if (!query_term_bounds(query, j, low, high)) return false;
            sum_low += low;
            sum_high += high;
        }
        // high: every term at most its greatest (a > 0: the values above the maximum are gone).
        const auto mark = [&](bool high) {
            for (std::size_t j = 0; j < n; ++j) {
                if (high == (coefficients_[j] > 0)) explain::mark_above_max(query, relevant, j);
                else explain::mark_below_min(query, relevant, j);
            }
            return true;
        };
        switch (relation_) {
            case LinearRelation::LessEqual:
                return truth ? sum_high <= rhs_ && mark(true) : sum_low > rhs_ && mark(false);
            case LinearRelation::GreaterEqual:
                return truth ? sum_low >= rhs_ && mark(false) : sum_high < rhs_ && mark(true);
            case LinearRelation::Equal:
            case LinearRelation::NotEqual: {
                if (truth == (relation_ == LinearRelation::Equal))  // the sum is fixed to rhs
                    return sum_low == rhs_ && sum_high == rhs_ && mark(true) && mark(false);
                if (sum_low > rhs_) return mark(false);
                return sum_high < rhs_ && mark(true);
            }
        }
        return false;
    }

    /// Why Σ relation rhs rules out the queried value (or bound) of a term: bounds reasoning, a·v
    /// plus the other terms' extremes misses the bound, so only the removals that set those
    /// extremes (below a domain's least value, or above its greatest) are the reason. A bound x ≤ v
    /// (x ≥ v) is the nearest value beyond it missing the bound on the side that every value further
    /// out misses too, and the values missing between. Σ ≠ rhs: the other terms are fixed.
    bool explain_relation(const ExplainQuery& query, std::span<Domain> relevant, LinearRelation relation,
                          long long rhs) const {
        if (query.position >= terms()) return false;
        if (relation == LinearRelation::NotEqual) {
            if (query.kind != ExplainQuery::Kind::Removed) return false;
            long long sum =
                coefficients_[query.position] * query.labels[query.position][static_cast<std::size_t>(query.index)];
            for (std::size_t j = 0; j < terms(); ++j) {
                if (j == query.position) continue;
                if (!explain::mark_fixed(query, relevant, j)) return false;
                sum += coefficients_[j] * query.labels[j][static_cast<std::size_t>(query.domains[j].min())];
            }
            return sum == rhs;
        }
        if (relation == LinearRelation::Equal && terms() == 2 && query.kind == ExplainQuery::Kind::Removed &&
            explain_pair(query, relevant, rhs))
            return true;
        const std::size_t n = terms();
        long long rest_low = 0, rest_high = 0;
        for (std::size_t j = 0; j < n; ++j) {
            long long low = 0, high = 0;
            if (j == query.position) continue;
            if (!query_term_bounds(query, j, low, high)) return false;
            rest_low += low;
            rest_high += high;
        }
        using Kind = ExplainQuery::Kind;
        const long long coefficient = coefficients_[query.position];
        const auto term = [&](int i) {
            return coefficient * query.labels[query.position][static_cast<std::size_t>(i)];
        };
        const auto high = [&](int i) {  // Σ ≤ rhs broken
            return relation != LinearRelation::GreaterEqual && term(i) + rest_low > rhs;
        };
        const auto low = [&](int i) {  // Σ ≥ rhs broken
            return relation != LinearRelation::LessEqual && term(i) + rest_high < rhs;
        };
        // Values further out than the probe make the term larger when a > 0 going up (or a < 0 down).
        bool above = query.kind == Kind::AtMost ? coefficient > 0 : coefficient < 0;
        // The value whose term misses the bound (for a bound: the nearest beyond it, and the holes
        // before it that the sum does not rule out itself marked).
        const int probe = query.kind == Kind::Removed
                              ? query.index
                              : explain::probe_beyond_bound(query, relevant, query.position,
                                                            [&](int i) { return above ? high(i) : low(i); });
        if (probe < 0) return false;
        if (query.kind == Kind::Removed) above = high(probe);
        if (!(above ? high(probe) : low(probe))) return false;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == query.position) continue;
            // Above: each other term at its least; a > 0 needs the values under the minimum gone.
            if (above == (coefficients_[j] > 0)) explain::mark_below_min(query, relevant, j);
            else explain::mark_above_max(query, relevant, j);
        }
        return true;
    }

    /// a·x + b·y = rhs: value v of x has one support, the y with b·y = rhs − a·v; its removal is
    /// the reason (none when that y is not a value of y at all). False when the support was still
    /// there (the removal came from bounds reasoning, explained as such).
    bool explain_pair(const ExplainQuery& query, std::span<Domain> relevant, long long rhs) const {
        const std::size_t me = query.position, other = 1 - me;
        const long long rest = rhs - coefficients_[me] * query.labels[me][static_cast<std::size_t>(query.index)];
        const long long b = coefficients_[other];
        if (rest % b != 0) return true;
        const auto support = detail::index_of_label(query.labels[other], rest / b);
        if (!support) return true;
        if (query.domains[other].contains(*support)) return false;
        relevant[other].insert(*support);
        return true;
    }

    std::size_t terms() const { return coefficients_.size(); }

    bool enforce(PropagationContext& context, LinearRelation relation, long long rhs) const {
        switch (relation) {
            case LinearRelation::Equal:
                return narrow_bounds(context, rhs, rhs) && (terms() != 2 || narrow_pair(context, rhs));
            case LinearRelation::LessEqual: return narrow_bounds(context, kNoLow, rhs);
            case LinearRelation::GreaterEqual: return narrow_bounds(context, rhs, kNoHigh);
            case LinearRelation::NotEqual: return narrow_not_equal(context, rhs);
        }
        return true;
    }

    bool enforce_negation(PropagationContext& context) const {
        switch (relation_) {
            case LinearRelation::Equal: return enforce(context, LinearRelation::NotEqual, rhs_);
            case LinearRelation::NotEqual: return enforce(context, LinearRelation::Equal, rhs_);
            case LinearRelation::LessEqual: return enforce(context, LinearRelation::GreaterEqual, rhs_ + 1);
            case LinearRelation::GreaterEqual: return enforce(context, LinearRelation::LessEqual, rhs_ - 1);
        }
        return true;
    }

    /// Lowest and highest value of the term aᵢ·xᵢ. Read straight from the one word of a small
    /// domain, and a run of values by adding its first: every call of a sum reads every term's ends
    /// (still_life, costas, golomb: a quarter of the time).
    [[gnu::always_inline]] void term_bounds(const PropagationContext& context, std::size_t i, long long& low,
                                            long long& high) const {
        const long long a = coefficients_[i];
        const Domain& d = context.domain(vars_[i]);
        const auto words = d.words();
        const bool one_word = words.size() == 1;
        const int min_index = one_word ? std::countr_zero(words[0]) : d.min();
        const int max_index = one_word ? Domain::kWordBits - 1 - std::countl_zero(words[0]) : d.max();
        long long first = 0, last = 0;
        if (const ValueRun& run = runs_[i]; run.consecutive) {
            first = a * (run.first + min_index);
            last = a * (run.first + max_index);
        } else {
            const auto labels = context.labels(vars_[i]);
            first = a * labels[static_cast<std::size_t>(min_index)];
            last = a * labels[static_cast<std::size_t>(max_index)];
        }
        low = std::min(first, last);
        high = std::max(first, last);
    }

    /// Keeps the values v of term i with v_low ≤ v ≤ v_high: in a domain of at most 64 values by
    /// one mask over its word.
    bool keep_term_between(PropagationContext& context, std::size_t i, long long v_low, long long v_high) const {
        if (runs_[i].count > Domain::kWordBits) return detail::keep_values_between(context, vars_[i], v_low, v_high);
        const auto [first, last] = detail::indices_between(context.labels(vars_[i]), v_low, v_high);
        const Domain::Word mask =
            first > last ? 0 : (~Domain::Word{0} >> (Domain::kWordBits - 1 - last)) & (~Domain::Word{0} << first);
        return context.intersect_word(vars_[i], mask);
    }

    /// Keeps lo ≤ Σ ≤ hi (kNoLow / kNoHigh: no such bound) by bounds reasoning: term i must lie within
    /// what the other terms' bounds leave; each narrowing moves a domain's ends and updates the sums.
    /// A term can be narrowed only when it is wider than the slack on one side (hi − Σ low, Σ high −
    /// lo): a pass runs only when the widest term is, so most calls read the terms once and stop
    /// (they are woken by every change of a term but seldom narrow one).
    bool narrow_bounds(PropagationContext& context, long long lo, long long hi) const {
        const std::size_t n = terms();
        boost::container::small_vector<long long, 16> low(n), high(n);
        long long sum_low = 0, sum_high = 0;
        // The widest term and the widest after it: no term from i on is wider than widest_from(i),
        // so a pass stops where the rest cannot narrow (a long sum woken to narrow one wide term,
        // as still_life's objective, reads the others once).
        long long top = 0, second = 0;
        std::size_t top_at = 0;
        for (std::size_t i = 0; i < n; ++i) {
            term_bounds(context, i, low[i], high[i]);
            sum_low += low[i];
            sum_high += high[i];
            const long long range = high[i] - low[i];
            if (range > top) {
                second = top;
                top = range;
                top_at = i;
            } else {
                second = std::max(second, range);
            }
        }
        const auto widest_from = [&](std::size_t i) { return i <= top_at ? top : second; };
        // Also covers a reified sum of no terms, where the loop below has nothing to narrow.
        if (sum_low > hi || sum_high < lo) return context.fail(vars_[0]);
        const auto slack = [&] {
            return std::min(hi == kNoHigh ? kNoHigh : hi - sum_low, lo == kNoLow ? kNoHigh : sum_high - lo);
        };
        long long room = slack();
        for (long long widest = top; widest > room;) {
            widest = 0;
            for (std::size_t i = 0; i < n; ++i) {
                if (widest_from(i) <= room) {
                    widest = std::max(widest, widest_from(i));
                    break;
                }
                const long long min_term = lo == kNoLow ? kNoLow : lo - (sum_high - high[i]);
                const long long max_term = hi == kNoHigh ? kNoHigh : hi - (sum_low - low[i]);
                if (low[i] >= min_term && high[i] <= max_term) {
                    widest = std::max(widest, high[i] - low[i]);
                    continue;
                }
                // min_term ≤ a·v ≤ max_term, solved for v (dividing by a < 0 swaps the ends).
                const long long a = coefficients_[i];
                long long v_low = kNoLow, v_high = kNoHigh;
                if (a > 0) {
                    if (min_term != kNoLow) v_low = ceil_div(min_term, a);
                    if (max_term != kNoHigh) v_high = floor_div(max_term, a);
                } else {
                    if (max_term != kNoHigh) v_low = ceil_div(max_term, a);
                    if (min_term != kNoLow) v_high = floor_div(min_term, a);
                }
                if (!keep_term_between(context, i, v_low, v_high)) return false;
                long long new_low = 0, new_high = 0;
                term_bounds(context, i, new_low, new_high);
                sum_low += new_low - low[i];
                sum_high += new_high - high[i];
                low[i] = new_low;
                high[i] = new_high;
                room = slack();
                widest = std::max(widest, new_high - new_low);
            }
        }
        // Every sum the bounds allow is within [lo, hi]: nothing left to narrow, ever.
        if ((lo == kNoLow || sum_low >= lo) && (hi == kNoHigh || sum_high <= hi)) context.entailed();
        return true;
    }

    /// a·x + b·y = rhs made domain consistent: each value of x needs the one y with b·y = rhs − a·x.
    /// The supports are one-to-one, so one pass over each side reaches the fixpoint.
    bool narrow_pair(PropagationContext& context, long long rhs) const {
        if (context.domain(vars_[0]).size() > kSupportScanLimit || context.domain(vars_[1]).size() > kSupportScanLimit)
            return true;
        for (std::size_t side = 0; side < 2; ++side) {
            const VarId x = vars_[side], y = vars_[1 - side];
            const long long a = coefficients_[side], b = coefficients_[1 - side];
            const auto labels = context.labels(x);
            Domain keep = context.domain(x);
            for (int v : context.domain(x)) {
                const long long rest = rhs - a * labels[static_cast<std::size_t>(v)];
                if (rest % b != 0 || !detail::has_value(context, y, rest / b)) keep.remove(v);
            }
            if (!context.intersect(x, keep)) return false;
        }
        return true;
    }

    /// Σ ≠ rhs: once all but one term are fixed, the one value making the sum rhs goes.
    bool narrow_not_equal(PropagationContext& context, long long rhs) const {
        long long fixed_sum = 0;
        std::size_t open = terms();
        for (std::size_t i = 0; i < terms(); ++i) {
            if (context.domain(vars_[i]).is_singleton()) {
                fixed_sum += static_cast<long long>(coefficients_[i]) * detail::min_value(context, vars_[i]);
            } else {
                if (open != terms()) return true;  // two open terms: any value of either has a support
                open = i;
            }
        }
        if (open == terms() && fixed_sum == rhs) return context.fail(vars_[0]);
        context.entailed();  // all fixed to another sum, or the one value making the sum rhs goes
        if (open == terms()) return true;
        const long long rest = rhs - fixed_sum;
        const long long a = coefficients_[open];
        return rest % a != 0 || detail::remove_value(context, vars_[open], rest / a);
    }

    /// Is the relation decided by the bounds of the sum (for Σ = rhs with one open term: by its domain)?
    Truth evaluate(const PropagationContext& context) const {
        long long sum_low = 0, sum_high = 0;
        std::size_t open = terms();
        int open_count = 0;
        for (std::size_t i = 0; i < terms(); ++i) {
            long long low = 0, high = 0;
            term_bounds(context, i, low, high);
            sum_low += low;
            sum_high += high;
            if (low != high) {
                ++open_count;
                open = i;
            }
        }
        Truth equal = Truth::Unknown;
        if (rhs_ < sum_low || rhs_ > sum_high) equal = Truth::False;
        else if (sum_low == sum_high) equal = Truth::True;
        else if (open_count == 1) {
            const long long a = coefficients_[open];
            long long low = 0, high = 0;
            term_bounds(context, open, low, high);
            const long long rest = rhs_ - (sum_low - low);  // the other terms are fixed
            if (rest % a != 0 || !detail::has_value(context, vars_[open], rest / a)) equal = Truth::False;
        }
        switch (relation_) {
            case LinearRelation::Equal: return equal;
            case LinearRelation::NotEqual:
                return equal == Truth::Unknown ? equal : equal == Truth::True ? Truth::False : Truth::True;
            case LinearRelation::LessEqual:
                return sum_high <= rhs_ ? Truth::True : sum_low > rhs_ ? Truth::False : Truth::Unknown;
            case LinearRelation::GreaterEqual:
                return sum_low >= rhs_ ? Truth::True : sum_high < rhs_ ? Truth::False : Truth::Unknown;
        }
        return Truth::Unknown;
    }

    std::vector<int> coefficients_;
    std::vector<VarId> vars_;     // the terms' variables, then r when reified
    std::vector<ValueRun> runs_;  // per term
    LinearRelation relation_;
    long long rhs_;
    bool reified_;
    std::string description_;
};

void check_linear(const Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars, long long rhs,
                  std::string_view operation) {
    const std::string op(operation);
    if (coefficients.size() != vars.size())
        throw ModelError(op + ": " + std::to_string(coefficients.size()) + " coefficients for " +
                         std::to_string(vars.size()) + " variables");
    long long magnitude = 0;
    for (std::size_t i = 0; i < vars.size(); ++i) {
        problem.check_variable(vars[i], operation);
        if (coefficients[i] == 0)
            throw ModelError(op + ": coefficient of '" + problem.name(vars[i]) + "' is 0 (leave the variable out)");
        const auto labels = problem.labels(vars[i]);
        const long long largest = std::max(std::llabs(labels.front()), std::llabs(labels.back()));
        const long long term = std::llabs(coefficients[i]) * largest;  // ≤ 2⁶²: no overflow
        if (term > kMagnitudeLimit - magnitude)
            throw ModelError(op + ": the sum's terms can reach more than 2^61 in magnitude (at '" +
                             problem.name(vars[i]) + "'), too large for 64-bit arithmetic");
        magnitude += term;
    }
    if (rhs > kMagnitudeLimit || rhs < -kMagnitudeLimit)
        throw ModelError(op + ": right-hand side " + std::to_string(rhs) + " exceeds 2^61 in magnitude");
}

std::string describe_sum(std::size_t terms, LinearRelation relation, long long rhs) {
    return "linear sum of " + std::to_string(terms) + " terms " + symbol(relation) + " " + std::to_string(rhs);
}

}  // namespace

void add_linear(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                LinearRelation relation, long long rhs) {
    check_linear(problem, coefficients, vars, rhs, "add_linear");
    problem.add_propagator(std::make_shared<LinearPropagator>(
        problem, std::vector<int>(coefficients.begin(), coefficients.end()),
        std::vector<VarId>(vars.begin(), vars.end()), relation, rhs, -1, describe_sum(vars.size(), relation, rhs)));
}

void add_linear_reified(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                        LinearRelation relation, long long rhs, VarId r) {
    check_linear(problem, coefficients, vars, rhs, "add_linear_reified");
    detail::check_boolean(problem, r, "add_linear_reified");
    if (std::find(vars.begin(), vars.end(), r) != vars.end())
        throw ModelError("add_linear_reified: the 0/1 variable '" + problem.name(r) +
                         "' is also in the sum (use a separate variable)");
    problem.add_propagator(std::make_shared<LinearPropagator>(
        problem, std::vector<int>(coefficients.begin(), coefficients.end()),
        std::vector<VarId>(vars.begin(), vars.end()), relation, rhs, r,
        "'" + problem.name(r) + "' <-> " + describe_sum(vars.size(), relation, rhs)));
}

}  // namespace csp
