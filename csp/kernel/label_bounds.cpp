#include "csp/kernel/label_bounds.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>

#include "csp/kernel/propagation_context.hpp"

namespace csp::detail {

namespace {

// First index whose label is ≥ value (labels.size() when none). Labels are sorted and distinct, so
// when they are a run of consecutive integers (lo..hi, the usual domain) the index is arithmetic.
int first_at_least(std::span<const int> labels, long long value) {
    if (labels.empty()) return 0;
    const long long first = labels.front();
    const long long n = static_cast<long long>(labels.size());
    if (labels.back() - first + 1 == n) {
        if (value <= first) return 0;  // compared first: value may be ±2^63, value − first would overflow
        if (value > labels.back()) return static_cast<int>(n);
        return static_cast<int>(value - first);
    }
    return static_cast<int>(
        std::lower_bound(labels.begin(), labels.end(), value, [](int l, long long v) { return l < v; }) -
        labels.begin());
}

// Indices [from, to) of the labels within [lo, hi].
std::pair<int, int> index_span(std::span<const int> labels, long long lo, long long hi) {
    const int to =
        hi == std::numeric_limits<long long>::max() ? static_cast<int>(labels.size()) : first_at_least(labels, hi + 1);
    return {first_at_least(labels, lo), to};
}

// Calls visit(word, bits) for the words covering indices [from, to), bits the part inside.
template <class Visit>
bool any_word(int from, int to, Visit visit) {
    for (int i = from; i < to;) {
        const int b = i % Domain::kWordBits;
        const int n = std::min(to - i, Domain::kWordBits - b);
        const Domain::Word bits = n == Domain::kWordBits ? ~Domain::Word{0} : ((Domain::Word{1} << n) - 1) << b;
        if (visit(static_cast<std::size_t>(i / Domain::kWordBits), bits)) return true;
        i += n;
    }
    return false;
}

// Indices [from, to) set, the others clear, in a domain of `capacity` values.
Domain index_range(int capacity, int from, int to) {
    Domain mask(capacity);
    auto words = mask.words();
    any_word(from, to, [&](std::size_t w, Domain::Word bits) {
        words[w] |= bits;
        return false;
    });
    return mask;
}

// Same values? Variables over one range of integers (the usual case) are recognised in O(1).
bool same_labels(std::span<const int> a, std::span<const int> b) {
    if (a.size() != b.size()) return false;
    if (a.data() == b.data()) return true;
    const bool contiguous = static_cast<long long>(a.back()) - a.front() + 1 == static_cast<long long>(a.size());
    return contiguous && a.front() == b.front() && a.back() == b.back();
}

// Both label sets runs of consecutive integers (most FlatZinc domains): index i of `from` is index
// i − shift of `to`, so shifted_word moves from's words onto to's indices. Empty when not so.
std::optional<long long> run_shift(std::span<const int> from, std::span<const int> to) {
    const auto run = [](std::span<const int> l) {
        return !l.empty() && static_cast<long long>(l.back()) - l.front() + 1 == static_cast<long long>(l.size());
    };
    if (!run(from) || !run(to)) return std::nullopt;
    return static_cast<long long>(to.front()) - from.front();
}

}  // namespace

Interval label_bounds(const PropagationContext& context, VarId x) {
    const Domain& d = context.domain(x);
    const auto labels = context.labels(x);
    return {labels[static_cast<std::size_t>(d.min())], labels[static_cast<std::size_t>(d.max())]};
}

std::optional<int> index_of_searched_label(std::span<const int> labels, long long value) {
    const int i = first_at_least(labels, value);
    if (i < static_cast<int>(labels.size()) && labels[static_cast<std::size_t>(i)] == value) return i;
    return std::nullopt;
}

bool narrow_to(PropagationContext& context, VarId x, long long lo, long long hi) {
    const Domain& d = context.domain(x);
    const auto [from, to] = index_span(context.labels(x), lo, hi);
    if (from >= to) return context.fail(x);
    if (d.min() >= from && d.max() < to) return true;
    return context.intersect(x, index_range(d.capacity(), from, to));
}

bool cut_out(PropagationContext& context, VarId x, long long lo, long long hi) {
    if (lo > hi) return true;
    const Domain& d = context.domain(x);
    const auto [from, to] = index_span(context.labels(x), lo, hi);
    if (from >= to) return true;
    if (to - from == 1) return context.remove(x, from);
    if (!has_label_in(context, x, lo, hi)) return true;
    Domain mask(d.capacity(), true);
    mask.subtract(index_range(d.capacity(), from, to));
    return context.intersect(x, mask);
}

bool has_label_in(const PropagationContext& context, VarId x, long long lo, long long hi) {
    if (lo > hi) return false;
    const auto [from, to] = index_span(context.labels(x), lo, hi);
    const auto words = context.domain(x).words();
    return any_word(from, to, [&](std::size_t w, Domain::Word bits) { return (words[w] & bits) != 0; });
}

bool share_label(const PropagationContext& context, VarId x, VarId y) {
    const Domain& dx = context.domain(x);
    const Domain& dy = context.domain(y);
    if (same_labels(context.labels(x), context.labels(y))) return dx.intersects(dy);
    if (const auto shift = run_shift(context.labels(x), context.labels(y))) {
        const auto words = dy.words();  // bits beyond either capacity are clear in both
        for (std::size_t w = 0; w < words.size(); ++w)
            if (words[w] & shifted_word(dx, w, *shift)) return true;
        return false;
    }
    const bool x_smaller = dx.size() <= dy.size();
    const VarId small = x_smaller ? x : y, large = x_smaller ? y : x;
    const auto ls = context.labels(small);
    const auto ll = context.labels(large);
    const Domain& dl = context.domain(large);
    for (int v : context.domain(small)) {
        const auto at = index_of_label(ll, ls[static_cast<std::size_t>(v)]);
        if (at && dl.contains(*at)) return true;
    }
    return false;
}

void mark_labels_of(const PropagationContext& context, VarId from, VarId to, Domain& mask) {
    const Domain& d = context.domain(from);
    const auto lf = context.labels(from);
    const auto lt = context.labels(to);
    if (same_labels(lf, lt)) {
        auto out = mask.words();
        const auto in = d.words();
        for (std::size_t w = 0; w < out.size() && w < in.size(); ++w) out[w] |= in[w];
        return;
    }
    if (const auto shift = run_shift(lf, lt)) {
        const auto out = mask.words();
        for (std::size_t w = 0; w < out.size(); ++w) out[w] |= shifted_word(d, w, *shift);
        if (const int tail = mask.capacity() % Domain::kWordBits; tail != 0 && !out.empty())
            out.back() &= (Domain::Word{1} << tail) - 1;  // from's labels beyond to's last one
        return;
    }
    for (int v : d)
        if (const auto at = index_of_label(lt, lf[static_cast<std::size_t>(v)])) mask.insert(*at);
}

DistinctScope::DistinctScope(std::span<const VarId> args) {
    std::unordered_map<VarId, int> position;
    for (VarId x : args) {
        const auto [at, inserted] = position.try_emplace(x, static_cast<int>(vars.size()));
        if (inserted) vars.push_back(x);
        slot.push_back(at->second);
    }
}

}  // namespace csp::detail
