// The all-different propagators' scope and common value space (x_i + offset_i), the per-search state
// of the multi-word kernels, and the incremental value strength they all start from.
#include <algorithm>
#include <limits>
#include <numeric>

#include "csp/constraints/all_different/detail.hpp"

namespace csp::detail {

bool is_fixed(const Domain& d) {
    const auto w = d.words();
    std::size_t k = 0;
    while (k < w.size() && w[k] == 0) ++k;
    if (k == w.size() || !is_single(w[k])) return false;
    for (++k; k < w.size(); ++k)
        if (w[k] != 0) return false;
    return true;
}

AllDifferentState::AllDifferentState(int n)
    : open(static_cast<std::size_t>(n)), value_of(static_cast<std::size_t>(n), -1) {
    std::iota(open.begin(), open.end(), 0);
    open_count.value = static_cast<Domain::Word>(n);
}

AllDifferentBase::AllDifferentBase(const Problem& problem, std::span<const VarId> vars, std::span<const int> offsets,
                                   std::string name)
    : vars_(vars.begin(), vars.end()), offsets_(offsets.begin(), offsets.end()), name_(std::move(name)) {
    if (offsets_.empty()) offsets_.assign(vars_.size(), 0);
    const std::size_t n = vars_.size();
    long long lo = std::numeric_limits<long long>::max(), hi = std::numeric_limits<long long>::min(), total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto labels = problem.labels(vars_[i]);
        const auto count = static_cast<long long>(labels.size());
        shifted_ = shifted_ && labels.back() - static_cast<long long>(labels.front()) + 1 == count;
        lo = std::min(lo, static_cast<long long>(labels.front()) + offsets_[i]);
        hi = std::max(hi, static_cast<long long>(labels.back()) + offsets_[i]);
        total += count;
        capacity_.push_back(static_cast<int>(labels.size()));
    }
    // A shift per variable needs the space from the least to the greatest value: kept while that
    // span is not much larger than the values themselves.
    shifted_ = shifted_ && hi - lo + 1 <= 2 * total + Domain::kWordBits;
    if (shifted_) {
        values_ = static_cast<int>(hi - lo + 1);
        for (std::size_t i = 0; i < n; ++i)
            shift_.push_back(
                static_cast<int>(static_cast<long long>(problem.labels(vars_[i]).front()) + offsets_[i] - lo));
        return;
    }
    std::vector<long long> all;
    for (std::size_t i = 0; i < n; ++i)
        for (int label : problem.labels(vars_[i])) all.push_back(static_cast<long long>(label) + offsets_[i]);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    values_ = static_cast<int>(all.size());
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<int> map;
        for (int label : problem.labels(vars_[i]))
            map.push_back(static_cast<int>(
                std::lower_bound(all.begin(), all.end(), static_cast<long long>(label) + offsets_[i]) - all.begin()));
        map_.push_back(std::move(map));
    }
}

bool AllDifferentBase::satisfied(std::span<const int> values) const {
    std::vector<long long> shifted;
    for (std::size_t i = 0; i < values.size(); ++i) shifted.push_back(static_cast<long long>(values[i]) + offsets_[i]);
    std::sort(shifted.begin(), shifted.end());
    return std::adjacent_find(shifted.begin(), shifted.end()) == shifted.end();
}

std::string AllDifferentBase::describe() const {
    const bool offset = std::any_of(offsets_.begin(), offsets_.end(), [](int o) { return o != 0; });
    return name_ + " all-different over " + std::to_string(vars_.size()) + " variables" +
           (offset ? " with offsets" : "");
}

std::unique_ptr<PropagatorState> AllDifferentBase::make_state() const {
    if (word_sized()) return nullptr;  // the one-word kernels keep nothing between calls
    return std::make_unique<AllDifferentState>(size());
}

AllDifferentState& AllDifferentBase::state_of(PropagationContext& context,
                                              std::unique_ptr<AllDifferentState>& local) const {
    if (auto* state = dynamic_cast<AllDifferentState*>(context.state())) return *state;
    local = std::make_unique<AllDifferentState>(size());
    return *local;
}

void AllDifferentBase::load(const PropagationContext& context, int i, Word* out) const {
    const auto k = static_cast<std::size_t>(i);
    const Domain& d = context.domain(vars_[k]);
    const int total = words();
    std::fill(out, out + total, Word{0});
    if (!shifted_) {
        for (int v : d) {
            const int c = map_[k][static_cast<std::size_t>(v)];
            out[c / Domain::kWordBits] |= Word{1} << (c % Domain::kWordBits);
        }
        return;
    }
    const int q = shift_[k] / Domain::kWordBits, r = shift_[k] % Domain::kWordBits;
    const auto source = d.words();
    for (std::size_t w = 0; w < source.size(); ++w) {
        const Word bits = source[w];
        if (bits == 0) continue;
        // Every bit is a value of x_i, and so lands inside the space.
        const int at = q + static_cast<int>(w);
        out[at] |= bits << r;
        if (r != 0 && at + 1 < total) out[at + 1] |= bits >> (Domain::kWordBits - r);
    }
}

bool AllDifferentBase::narrow(PropagationContext& context, int i, const Word* keep) const {
    const auto k = static_cast<std::size_t>(i);
    const VarId x = vars_[k];
    const Domain& d = context.domain(x);
    if (!shifted_) {
        Domain mask(d.capacity());
        for (int v : d) {
            const int c = map_[k][static_cast<std::size_t>(v)];
            if (keep[c / Domain::kWordBits] >> (c % Domain::kWordBits) & 1u) mask.insert(v);
        }
        return context.intersect(x, mask);
    }
    const int total = words();
    const int q = shift_[k] / Domain::kWordBits, r = shift_[k] % Domain::kWordBits;
    auto window = [&](std::size_t w) {  // the common space's bits shift_ + 64 w … shift_ + 64 w + 63
        const int at = q + static_cast<int>(w);
        Word bits = at < total ? keep[at] >> r : 0;
        if (r != 0 && at + 1 < total) bits |= keep[at + 1] << (Domain::kWordBits - r);
        return bits;
    };
    if (d.words().size() == 1) return context.intersect_word(x, window(0));
    Domain mask(d.capacity());
    for (std::size_t w = 0; w < mask.words().size(); ++w) mask.words()[w] = window(w) & d.words()[w];
    return context.intersect(x, mask);
}

int AllDifferentBase::from_common(int i, int c) const {
    const auto k = static_cast<std::size_t>(i);
    if (shifted_) {
        const int index = c - shift_[k];
        return index >= 0 && index < capacity_[k] ? index : -1;
    }
    const auto& map = map_[k];
    const auto it = std::lower_bound(map.begin(), map.end(), c);
    return it != map.end() && *it == c ? static_cast<int>(it - map.begin()) : -1;
}

int AllDifferentBase::index_at_least(int i, int c) const {
    const auto k = static_cast<std::size_t>(i);
    if (shifted_) return std::clamp(c - shift_[k], 0, capacity_[k]);
    const auto& map = map_[k];
    return static_cast<int>(std::lower_bound(map.begin(), map.end(), c) - map.begin());
}

int AllDifferentBase::index_at_most(int i, int c) const {
    const auto k = static_cast<std::size_t>(i);
    if (shifted_) return std::clamp(c - shift_[k], -1, capacity_[k] - 1);
    const auto& map = map_[k];
    return static_cast<int>(std::upper_bound(map.begin(), map.end(), c) - map.begin()) - 1;
}

bool AllDifferentBase::propagate_fixed(PropagationContext& context, AllDifferentState& state) const {
    auto count = static_cast<int>(state.open_count.value);
    std::vector<int>& open = state.open;
    std::vector<int>& fresh = state.fresh;
    for (bool again = true; again;) {
        again = false;
        fresh.clear();
        for (int k = 0; k < count;) {
            const int i = open[static_cast<std::size_t>(k)];
            if (!is_fixed(context.domain(vars_[static_cast<std::size_t>(i)]))) {
                ++k;
                continue;
            }
            fresh.push_back(i);  // out of the open prefix, by a swap inside it
            std::swap(open[static_cast<std::size_t>(k)], open[static_cast<std::size_t>(count - 1)]);
            --count;
        }
        if (fresh.empty()) break;
        // Two newly fixed alike is a failure; the open ones lose the new values below.
        if (fresh.size() > 1) {
            std::vector<int> taken;
            for (int i : fresh) taken.push_back(to_common(i, context.domain(vars_[static_cast<std::size_t>(i)]).min()));
            std::sort(taken.begin(), taken.end());
            if (std::adjacent_find(taken.begin(), taken.end()) != taken.end()) return context.fail(vars_[0]);
        }
        for (const int i : fresh) {
            const int c = to_common(i, context.domain(vars_[static_cast<std::size_t>(i)]).min());
            for (int k = 0; k < count; ++k) {
                const int j = open[static_cast<std::size_t>(k)];
                const int index = from_common(j, c);
                const VarId y = vars_[static_cast<std::size_t>(j)];
                if (index < 0 || !context.domain(y).contains(index)) continue;
                if (!context.remove(y, index)) return false;
                again = again || is_fixed(context.domain(y));
            }
        }
    }
    if (static_cast<Domain::Word>(count) != state.open_count.value)
        context.write(state.open_count, static_cast<Domain::Word>(count));
    return true;
}

}  // namespace csp::detail
