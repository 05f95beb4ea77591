// Decisions: exponential VSIDS (MiniSat) over a binary max-heap of variables by activity, and the
// polarity from branch_phase() (phases.cpp).
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

namespace {
constexpr double kVarRescale = 1e100;
}  // namespace

double SatCore::random_activity() {
    // splitmix64 of the seed and a counter: tiny values, overtaken by the first bumps
    std::uint64_t z = (rng_state_ += 0x9e3779b97f4a7c15ull) ^ options_.seed;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-53 * 1e-3;
}

void SatCore::bump_var(BoolVar v) {
    bumped_at_[v] = stats_.conflicts;
    if ((activity_[v] += var_inc_) > kVarRescale) {
        for (double& a : activity_) a /= kVarRescale;
        var_inc_ /= kVarRescale;
    }
    if (heap_contains(v)) heap_up(static_cast<std::size_t>(heap_index_[v]));
}

void SatCore::heap_insert(BoolVar v) {
    heap_index_[v] = static_cast<int>(heap_.size());
    heap_.push_back(v);
    heap_up(heap_.size() - 1);
}

void SatCore::heap_up(std::size_t i) {
    const BoolVar v = heap_[i];
    while (i > 0) {
        const std::size_t parent = (i - 1) / 2;
        if (activity_[heap_[parent]] >= activity_[v]) break;
        heap_[i] = heap_[parent];
        heap_index_[heap_[i]] = static_cast<int>(i);
        i = parent;
    }
    heap_[i] = v;
    heap_index_[v] = static_cast<int>(i);
}

void SatCore::heap_down(std::size_t i) {
    const BoolVar v = heap_[i];
    const std::size_t n = heap_.size();
    for (;;) {
        std::size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && activity_[heap_[child + 1]] > activity_[heap_[child]]) ++child;
        if (activity_[heap_[child]] <= activity_[v]) break;
        heap_[i] = heap_[child];
        heap_index_[heap_[i]] = static_cast<int>(i);
        i = child;
    }
    heap_[i] = v;
    heap_index_[v] = static_cast<int>(i);
}

BoolVar SatCore::heap_pop() {
    const BoolVar top = heap_.front();
    heap_index_[top] = -1;
    const BoolVar last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
        heap_[0] = last;
        heap_index_[last] = 0;
        heap_down(0);
    }
    return top;
}

Lit SatCore::pick_branch() {
    while (!heap_.empty()) {
        const BoolVar v = heap_pop();
        if (values_[2 * static_cast<std::size_t>(v)] == kUndef) return Lit(v, !branch_phase(v));
    }
    return kNoLit;  // every variable is assigned
}

void SatCore::decide(Lit l) {
    ++stats_.decisions;
    trail_lim_.push_back(trail_size_);
    stats_.max_level = std::max(stats_.max_level, static_cast<std::uint32_t>(level()));
    assign(l, kNoReason);
}

}  // namespace csp::detail
