#pragma once
/// Reading and narrowing domains by value (label) rather than by index, for the arithmetic
/// propagators (comparison, Boolean, linear). Problem::add_variable keeps every variable's labels
/// sorted ascending, so index order is value order: the smallest index holds the smallest value,
/// and the values in an interval occupy one run of indices (found by binary search).

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "csp/kernel/propagation_context.hpp"
#include "csp/model/problem.hpp"

namespace csp::detail {

inline int min_value(const PropagationContext& context, VarId x) {
    return context.labels(x)[static_cast<std::size_t>(context.domain(x).min())];
}
inline int max_value(const PropagationContext& context, VarId x) {
    return context.labels(x)[static_cast<std::size_t>(context.domain(x).max())];
}

/// Index of `value` among `labels` (sorted), if present.
inline std::optional<int> index_of_value(std::span<const int> labels, long long value) {
    const auto it =
        std::lower_bound(labels.begin(), labels.end(), value, [](int label, long long v) { return label < v; });
    if (it == labels.end() || *it != value) return std::nullopt;
    return static_cast<int>(it - labels.begin());
}

inline bool has_value(const PropagationContext& context, VarId x, long long value) {
    const auto index = index_of_value(context.labels(x), value);
    return index && context.domain(x).contains(*index);
}

/// The indices first..last of the values v of `labels` (sorted) with lo ≤ v ≤ hi; first > last
/// when there are none.
inline std::pair<int, int> indices_between(std::span<const int> labels, long long lo, long long hi) {
    const long long front = labels.front(), back = labels.back();
    const auto count = static_cast<long long>(labels.size());
    if (back - front + 1 == count) {  // one run of consecutive values: the indices by subtraction
        const long long first = lo <= front ? 0 : std::min(lo - front, count);
        const long long last = hi >= back ? count - 1 : std::max(hi - front, -1LL);
        return {static_cast<int>(first), static_cast<int>(last)};
    }
    const auto first =
        std::lower_bound(labels.begin(), labels.end(), lo, [](int label, long long v) { return label < v; });
    const auto past =
        std::upper_bound(labels.begin(), labels.end(), hi, [](long long v, int label) { return v < label; });
    return {static_cast<int>(first - labels.begin()), static_cast<int>(past - labels.begin()) - 1};
}

/// D(x) ∩= {v : lo ≤ v ≤ hi}, by moving the ends of the index range.
inline bool keep_values_between(PropagationContext& context, VarId x, long long lo, long long hi) {
    const auto [first, last] = indices_between(context.labels(x), lo, hi);
    return context.keep_range(x, first, last);
}

inline bool remove_value(PropagationContext& context, VarId x, long long value) {
    const auto index = index_of_value(context.labels(x), value);
    return !index || context.remove(x, *index);
}

inline bool fix_value(PropagationContext& context, VarId x, long long value) {
    const auto index = index_of_value(context.labels(x), value);
    return index ? context.assign(x, *index) : context.fail(x);
}

// 0/1 variables. Their labels are {0}, {1} or {0, 1}.

/// Bit 0: x may be 0; bit 1: x may be 1. So 1 = fixed to 0, 2 = fixed to 1, 3 = open.
inline unsigned bool_bits(const PropagationContext& context, VarId x) {
    const auto labels = context.labels(x);
    const auto word = static_cast<unsigned>(context.domain(x).words()[0]);
    if (labels.size() == 2) return word;
    return word != 0 ? 1u << labels[0] : 0u;
}
inline constexpr unsigned kFixedFalse = 1;
inline constexpr unsigned kFixedTrue = 2;
inline constexpr unsigned kOpen = 3;

/// The bits of the literal x (negated = false) or ¬x (negated = true).
inline unsigned literal_bits(const PropagationContext& context, VarId x, bool negated) {
    const unsigned bits = bool_bits(context, x);
    return negated ? ((bits & 1u) << 1) | (bits >> 1) : bits;
}

/// Fixes the literal x (or ¬x) to `value`.
inline bool set_literal(PropagationContext& context, VarId x, bool negated, bool value) {
    return fix_value(context, x, value != negated ? 1 : 0);
}

/// What a reified propagator learns about its constraint from the domains.
enum class Truth { Unknown, True, False };

inline Truth truth_of(bool holds) { return holds ? Truth::True : Truth::False; }

/// Throws ModelError naming `operation` unless x is a variable whose values are among {0, 1}.
inline void check_boolean(const Problem& problem, VarId x, std::string_view operation) {
    problem.check_variable(x, operation);
    for (int value : problem.labels(x))
        if (value != 0 && value != 1)
            throw ModelError(std::string(operation) + ": '" + problem.name(x) +
                             "' must be a 0/1 variable, it has the value " + std::to_string(value));
}

}  // namespace csp::detail
