#include "csp/constraints/counting/fixed_count_reasons.hpp"

#include "csp/kernel/label_bounds.hpp"
#include "csp/model/explain_marks.hpp"

namespace csp::detail {

namespace {

long long label_of(const ExplainQuery& q, std::size_t s, int index) {
    return static_cast<long long>(q.labels[s][static_cast<std::size_t>(index)]);
}

bool holds_value(const ExplainQuery& q, std::size_t s, long long v) {
    const auto at = index_of_label(q.labels[s], v);
    return at && q.domains[s].contains(*at);
}

}  // namespace

bool explain_fixed_count(const ExplainQuery& q, std::span<Domain> relevant, long long v, std::size_t count_slot,
                         std::span<const std::size_t> x_slots, bool as_count) {
    using Kind = ExplainQuery::Kind;
    long long sure = 0, possible = 0;
    for (std::size_t s : x_slots) {
        if (!holds_value(q, s, v)) continue;
        ++possible;
        sure += q.domains[s].is_singleton();
    }
    // At least `sure`: the xs fixed to v. At most `possible`: the others lack v.
    const auto at_least = [&] {
        for (std::size_t s : x_slots)
            if (q.domains[s].is_singleton() && label_of(q, s, q.domains[s].min()) == v)
                explain::mark_fixed(q, relevant, s);
        return true;
    };
    const auto at_most = [&] {
        for (std::size_t s : x_slots)  // the xs that still have v mark nothing
            if (const auto at = index_of_label(q.labels[s], v); at && !q.domains[s].contains(*at))
                relevant[s].insert(*at);
        return true;
    };
    const std::size_t own = q.position;
    if (as_count) {
        const int cap = q.domains[own].capacity();
        if (q.kind == Kind::AtLeast) return q.index > 0 && label_of(q, own, q.index - 1) < sure && at_least();
        if (q.kind == Kind::AtMost) return q.index + 1 < cap && label_of(q, own, q.index + 1) > possible && at_most();
        const long long n = label_of(q, own, q.index);
        return n < sure ? at_least() : n > possible && at_most();
    }
    if (q.kind != Kind::Removed) return false;
    const auto above_sure = [&](long long n) { return n > sure; };
    const auto below_possible = [&](long long n) { return n < possible; };
    if (label_of(q, own, q.index) == v) {  // no more than `sure`: the count's larger values are gone
        if (!all_missing(q, count_slot, above_sure)) return false;
        return explain::mark_missing(q, relevant, count_slot, above_sure) && at_least();
    }
    // no fewer than `possible`, x among them: x must take v
    if (!holds_value(q, own, v) || !all_missing(q, count_slot, below_possible)) return false;
    return explain::mark_missing(q, relevant, count_slot, below_possible) && at_most();
}

}  // namespace csp::detail
