#include "csp/constraints/comparison/comparison.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "csp/constraints/boolean/boolean.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/value_access.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp {

namespace {

using detail::Truth;
using detail::truth_of;
using Word = Domain::Word;
constexpr long long kNoBound = std::numeric_limits<long long>::max();

bool is_fixed(const PropagationContext& context, VarId x) { return context.domain(x).is_singleton(); }

/// Equality of values between x and y, in index space. When both label lists are runs of
/// consecutive integers, index i of x and index i + shift of y hold the same value, so the
/// intersection is a shifted AND, a word at a time; otherwise the two sorted domains are merged.
class ValueMatch {
public:
    ValueMatch(const Problem& problem, VarId x, VarId y) {
        const auto lx = problem.labels(x), ly = problem.labels(y);
        const auto run = [](std::span<const int> l) {
            return static_cast<long long>(l.back()) - l.front() == static_cast<long long>(l.size()) - 1;
        };
        runs_ = run(lx) && run(ly);
        shift_ = static_cast<long long>(lx.front()) - ly.front();
    }

    /// D(x) and D(y) both become the values they share (domain consistency for x = y).
    bool narrow(PropagationContext& context, VarId x, VarId y) const {
        const long long lo = std::max(detail::min_value(context, x), detail::min_value(context, y));
        const long long hi = std::min(detail::max_value(context, x), detail::max_value(context, y));
        if (!detail::keep_values_between(context, x, lo, hi) || !detail::keep_values_between(context, y, lo, hi))
            return false;
        if (runs_) return narrow_shifted(context, x, y, shift_) && narrow_shifted(context, y, x, -shift_);
        const Domain& dx = context.domain(x);
        const Domain& dy = context.domain(y);
        Domain keep_x(dx.capacity()), keep_y(dy.capacity());
        merge(context, x, y, [&](int i, int j) {
            keep_x.insert(i);
            keep_y.insert(j);
            return false;
        });
        return context.intersect(x, keep_x) && context.intersect(y, keep_y);
    }

    /// Do D(x) and D(y) share a value?
    bool intersects(const PropagationContext& context, VarId x, VarId y) const {
        if (runs_) {
            const auto words = context.domain(x).words();
            for (std::size_t w = 0; w < words.size(); ++w)
                if (words[w] & shifted_word(context.domain(y), w, shift_)) return true;
            return false;
        }
        bool found = false;
        merge(context, x, y, [&](int, int) { return found = true; });
        return found;
    }

private:
    /// D(x) ∩= {i : i + shift ∈ D(y)}; builds the mask only when something goes.
    static bool narrow_shifted(PropagationContext& context, VarId x, VarId y, long long shift) {
        const Domain& dx = context.domain(x);
        const Domain& dy = context.domain(y);
        const auto words = dx.words();
        std::size_t first = words.size();
        for (std::size_t w = 0; w < words.size() && first == words.size(); ++w)
            if (words[w] & ~shifted_word(dy, w, shift)) first = w;
        if (first == words.size()) return true;
        Domain keep(dx.capacity(), true);
        for (std::size_t w = first; w < words.size(); ++w) keep.words()[w] = shifted_word(dy, w, shift);
        return context.intersect(x, keep);
    }

    /// Calls found(i, j) for each index i of D(x) and j of D(y) with the same value, in increasing
    /// order, until it returns true.
    template <class F>
    static void merge(const PropagationContext& context, VarId x, VarId y, F&& found) {
        const auto lx = context.labels(x), ly = context.labels(y);
        const Domain& dx = context.domain(x);
        const Domain& dy = context.domain(y);
        for (auto i = dx.begin(), j = dy.begin(); i != dx.end() && j != dy.end();) {
            const int a = lx[static_cast<std::size_t>(*i)], b = ly[static_cast<std::size_t>(*j)];
            if (a < b) ++i;
            else if (b < a) ++j;
            else if (found(*i++, *j++)) return;
        }
    }

    bool runs_ = false;
    long long shift_ = 0;
};

/// x ≠ y: a fixed side's value leaves the other side.
bool narrow_not_equal(PropagationContext& context, VarId x, VarId y) {
    if (is_fixed(context, x) && !detail::remove_value(context, y, detail::min_value(context, x))) return false;
    if (is_fixed(context, y) && !detail::remove_value(context, x, detail::min_value(context, y))) return false;
    return true;
}

/// x + offset ≤ y, bounds consistent (one pass: each side's new bound depends on the other side's
/// bound that the pass does not move).
bool narrow_less_equal(PropagationContext& context, VarId x, long long offset, VarId y) {
    return detail::keep_values_between(context, x, -kNoBound, detail::max_value(context, y) - offset) &&
           detail::keep_values_between(context, y, detail::min_value(context, x) + offset, kNoBound);
}

Truth less_equal_truth(const PropagationContext& context, VarId x, long long offset, VarId y) {
    if (detail::max_value(context, x) + offset <= detail::min_value(context, y)) return Truth::True;
    if (detail::min_value(context, x) + offset > detail::max_value(context, y)) return Truth::False;
    return Truth::Unknown;
}

Truth equal_truth(const PropagationContext& context, VarId x, VarId y, const ValueMatch& match) {
    if (detail::max_value(context, x) < detail::min_value(context, y) ||
        detail::max_value(context, y) < detail::min_value(context, x))
        return Truth::False;
    const bool fixed_x = is_fixed(context, x), fixed_y = is_fixed(context, y);
    if (fixed_x && fixed_y) return truth_of(detail::min_value(context, x) == detail::min_value(context, y));
    if (fixed_x) return detail::has_value(context, y, detail::min_value(context, x)) ? Truth::Unknown : Truth::False;
    if (fixed_y) return detail::has_value(context, x, detail::min_value(context, y)) ? Truth::Unknown : Truth::False;
    return match.intersects(context, x, y) ? Truth::Unknown : Truth::False;
}

/// x op y, and r ↔ x op y when r is given. Internally op is either x = y or x + offset ≤ y, possibly
/// negated: ≠ is a negated =, < is x + 1 ≤ y, and ¬(x + k ≤ y) is y + 1 − k ≤ x.
class ComparisonPropagator final : public Propagator {
public:
    ComparisonPropagator(const Problem& problem, VarId x, Comparison comparison, VarId y, VarId r)
        : vars_{x, y, r},
          size_(r < 0 ? 2 : 3),
          equal_(comparison == Comparison::Equal || comparison == Comparison::NotEqual),
          negated_(comparison == Comparison::NotEqual),
          offset_(comparison == Comparison::Less ? 1 : 0),
          match_(problem, x, y) {
        static constexpr const char* kSymbols[] = {" = ", " != ", " < ", " <= "};
        description_ =
            "'" + problem.name(x) + "'" + kSymbols[static_cast<int>(comparison)] + "'" + problem.name(y) + "'";
        if (r >= 0) description_ = "'" + problem.name(r) + "' <-> " + description_;
    }

    std::span<const VarId> scope() const override { return {vars_.data(), size_}; }
    bool fixed_events_only() const override { return size_ == 2 && negated_; }  // plain ≠
    std::string describe() const override { return description_; }

    bool satisfied(std::span<const int> values) const override {
        const bool base = equal_ ? values[0] == values[1] : static_cast<long long>(values[0]) + offset_ <= values[1];
        const bool holds = base != negated_;
        return size_ == 2 ? holds : values[2] == (holds ? 1 : 0);
    }

    bool propagate(PropagationContext& context) const override {
        if (size_ == 2) return enforce_until_entailed(context, true);
        const unsigned r = detail::bool_bits(context, vars_[2]);
        if (r != detail::kOpen) return enforce_until_entailed(context, r == detail::kFixedTrue);
        const Truth truth = evaluate(context);
        if (truth == Truth::Unknown) return true;
        context.entailed();  // r takes the relation's truth, which no narrowing can change
        return detail::fix_value(context, vars_[2], truth == Truth::True ? 1 : 0);
    }

    /// Lazy clause generation: a removal from x or y is explained by r's value (when reified) and
    /// the other side's values that would have supported it; r's value by what decided the relation.
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (size_ == 3 && q.position == 2) {
            if (q.kind != ExplainQuery::Kind::Removed) return false;
            // r lost value b: the relation is decided the other way.
            const bool removed_true = q.labels[2][static_cast<std::size_t>(q.index)] == 1;
            return explain_decided(q, relevant, removed_true == negated_);
        }
        bool holds = true;
        if (size_ == 3) {
            if (!explain::mark_fixed(q, relevant, 2)) return false;
            holds = q.labels[2][static_cast<std::size_t>(q.domains[2].min())] == 1;
        }
        const std::size_t side = q.position, other = 1 - side;
        if (equal_ && holds != negated_) {  // x = y: the other side lacks the value
            if (q.kind != ExplainQuery::Kind::Removed) return false;
            const long long v = q.labels[side][static_cast<std::size_t>(q.index)];
            return explain::mark_missing(q, relevant, other, [&](long long w) { return w == v; });
        }
        if (equal_) {  // x ≠ y: the other side is fixed to the value
            if (q.kind != ExplainQuery::Kind::Removed) return false;
            return explain::mark_fixed(q, relevant, other) &&
                   q.labels[other][static_cast<std::size_t>(q.domains[other].min())] ==
                       q.labels[side][static_cast<std::size_t>(q.index)];
        }
        // a + k ≤ b, with (a, b, k) = (x, y, offset) or, negated, (y, x, 1 − offset).
        const std::size_t a = holds ? 0 : 1;
        const long long k = holds ? offset_ : 1 - offset_;
        return explain_less_equal(q, relevant, a, k);
    }

private:
    /// Why a_slot + k ≤ b_slot rules out the queried value (or bound) of one side: the other side's
    /// values that could have matched it are missing.
    bool explain_less_equal(const ExplainQuery& q, std::span<Domain> relevant, std::size_t a, long long k) const {
        using Kind = ExplainQuery::Kind;
        const std::size_t b = 1 - a;
        const bool on_a = q.position == a;
        // a's large values and b's small values are the ones the relation cuts off.
        if (q.kind == (on_a ? Kind::AtLeast : Kind::AtMost)) return false;
        int probe = q.index;
        if (q.kind != Kind::Removed) probe = explain::probe_beyond_bound(q, relevant, q.position);
        if (probe < 0) return false;
        const long long v = q.labels[q.position][static_cast<std::size_t>(probe)];
        if (on_a) return explain::mark_missing(q, relevant, b, [&](long long w) { return v + k <= w; });
        return explain::mark_missing(q, relevant, a, [&](long long w) { return w + k <= v; });
    }

    /// Why the relation (x = y or x + offset ≤ y, before negation) is `truth` on the query's domains.
    bool explain_decided(const ExplainQuery& q, std::span<Domain> relevant, bool truth) const {
        const Domain& dx = q.domains[0];
        const Domain& dy = q.domains[1];
        if (dx.empty() || dy.empty()) return false;
        const auto value = [&](std::size_t slot, int index) {
            return static_cast<long long>(q.labels[slot][static_cast<std::size_t>(index)]);
        };
        if (equal_ && truth)
            return explain::mark_fixed(q, relevant, 0) && explain::mark_fixed(q, relevant, 1) &&
                   value(0, dx.min()) == value(1, dy.min());
        if (equal_) {  // no common value: one side fixed and missing from the other, or apart bounds
            for (std::size_t fixed = 0; fixed < 2; ++fixed) {
                if (!q.domains[fixed].is_singleton()) continue;
                const long long v = value(fixed, q.domains[fixed].min());
                explain::mark_fixed(q, relevant, fixed);
                return explain::mark_missing(q, relevant, 1 - fixed, [&](long long w) { return w == v; });
            }
            const std::size_t low = value(0, dx.max()) < value(1, dy.min()) ? 0 : 1;
            if (value(low, q.domains[low].max()) >= value(1 - low, q.domains[1 - low].min())) return false;
            explain::mark_above_max(q, relevant, low);
            explain::mark_below_min(q, relevant, 1 - low);
            return true;
        }
        // x + offset ≤ y holds: x at most its max, y at least its min; fails: the other way round.
        if (truth ? value(0, dx.max()) + offset_ > value(1, dy.min())
                  : value(0, dx.min()) + offset_ <= value(1, dy.max()))
            return false;
        if (truth) {
            explain::mark_above_max(q, relevant, 0);
            explain::mark_below_min(q, relevant, 1);
        } else {
            explain::mark_below_min(q, relevant, 0);
            explain::mark_above_max(q, relevant, 1);
        }
        return true;
    }

    /// Enforces x op y (holds) or its negation, and declares the constraint entailed once the
    /// narrowed domains satisfy it whatever values they take (langford's x ≠ c after c left x: the
    /// queue stops waking it at every change of x).
    bool enforce_until_entailed(PropagationContext& context, bool holds) const {
        if (!enforce(context, holds)) return false;
        const VarId x = vars_[0], y = vars_[1];
        bool decided = false;
        if (!equal_) {
            const VarId low = holds ? x : y, high = holds ? y : x;
            const long long k = holds ? offset_ : 1 - offset_;
            decided = detail::max_value(context, low) + k <= detail::min_value(context, high);
        } else if (holds != negated_) {
            decided = is_fixed(context, x);  // x = y narrowed both to the values they share
        } else {
            decided = is_fixed(context, x) || is_fixed(context, y);  // the other side lost that value
        }
        if (decided) context.entailed();
        return true;
    }

    /// Enforces x op y (holds) or its negation.
    bool enforce(PropagationContext& context, bool holds) const {
        const VarId x = vars_[0], y = vars_[1];
        if (equal_) return holds != negated_ ? match_.narrow(context, x, y) : narrow_not_equal(context, x, y);
        return holds ? narrow_less_equal(context, x, offset_, y) : narrow_less_equal(context, y, 1 - offset_, x);
    }

    Truth evaluate(const PropagationContext& context) const {
        const VarId x = vars_[0], y = vars_[1];
        const Truth base = equal_ ? equal_truth(context, x, y, match_) : less_equal_truth(context, x, offset_, y);
        if (base == Truth::Unknown || !negated_) return base;
        return base == Truth::True ? Truth::False : Truth::True;
    }

    std::array<VarId, 3> vars_;
    std::size_t size_;
    bool equal_;
    bool negated_;
    long long offset_;
    ValueMatch match_;
    std::string description_;
};

/// r ↔ x ∈ S, with S kept as the mask of x's indices whose value is in S.
class MembershipPropagator final : public Propagator {
public:
    MembershipPropagator(const Problem& problem, VarId x, std::vector<int> set, VarId r)
        : vars_{x, r}, set_(std::move(set)), inside_(static_cast<int>(problem.labels(x).size())) {
        const auto labels = problem.labels(x);
        for (std::size_t i = 0; i < labels.size(); ++i)
            if (std::binary_search(set_.begin(), set_.end(), labels[i])) inside_.insert(static_cast<int>(i));
        outside_ = Domain(inside_.capacity(), true);
        outside_.subtract(inside_);
        description_ = "'" + problem.name(r) + "' <-> '" + problem.name(x) + "' in a set of " +
                       std::to_string(set_.size()) + " values";
    }

    std::span<const VarId> scope() const override { return vars_; }
    std::string describe() const override { return description_; }

    bool satisfied(std::span<const int> values) const override {
        return values[1] == (std::binary_search(set_.begin(), set_.end(), values[0]) ? 1 : 0);
    }

    bool propagate(PropagationContext& context) const override {
        const VarId x = vars_[0], r = vars_[1];
        const unsigned bits = detail::bool_bits(context, r);
        if (bits != detail::kOpen) return context.intersect(x, bits == detail::kFixedTrue ? inside_ : outside_);
        const Domain& d = context.domain(x);
        if (d.is_subset_of(inside_)) return detail::fix_value(context, r, 1);
        if (!d.intersects(inside_)) return detail::fix_value(context, r, 0);
        return true;
    }

private:
    std::array<VarId, 2> vars_;
    std::vector<int> set_;  // sorted, distinct
    Domain inside_, outside_;
    std::string description_;
};

bool holds_for_equal_sides(Comparison comparison) {
    return comparison == Comparison::Equal || comparison == Comparison::LessEqual;
}

}  // namespace

void add_comparison(Problem& problem, VarId x, Comparison comparison, VarId y) {
    problem.check_variable(x, "add_comparison");
    problem.check_variable(y, "add_comparison");
    if (x == y) {
        if (!holds_for_equal_sides(comparison)) add_clause(problem, {}, {});  // x < x, x ≠ x: false
        return;
    }
    problem.add_propagator(std::make_shared<ComparisonPropagator>(problem, x, comparison, y, -1));
}

void add_reified_comparison(Problem& problem, VarId x, Comparison comparison, VarId y, VarId r) {
    problem.check_variable(x, "add_reified_comparison");
    problem.check_variable(y, "add_reified_comparison");
    detail::check_boolean(problem, r, "add_reified_comparison");
    if (r == x || r == y)
        throw ModelError("add_reified_comparison: the 0/1 variable '" + problem.name(r) +
                         "' is also compared (use a separate variable)");
    if (x == y) {
        const VarId rs[] = {r};
        if (holds_for_equal_sides(comparison)) add_clause(problem, rs, {});
        else add_clause(problem, {}, rs);
        return;
    }
    problem.add_propagator(std::make_shared<ComparisonPropagator>(problem, x, comparison, y, r));
}

void add_reified_membership(Problem& problem, VarId x, std::span<const int> set, VarId r) {
    problem.check_variable(x, "add_reified_membership");
    detail::check_boolean(problem, r, "add_reified_membership");
    if (r == x)
        throw ModelError("add_reified_membership: the 0/1 variable '" + problem.name(r) +
                         "' is also the member (use a separate variable)");
    std::vector<int> values(set.begin(), set.end());
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    problem.add_propagator(std::make_shared<MembershipPropagator>(problem, x, std::move(values), r));
}

}  // namespace csp
