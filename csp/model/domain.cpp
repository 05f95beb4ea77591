#include "csp/model/domain.hpp"

#include <stdexcept>

namespace csp {

namespace {
int words_for(int capacity) { return (capacity + Domain::kWordBits - 1) / Domain::kWordBits; }
}  // namespace

Domain::Domain(int capacity, bool full) : capacity_(capacity) {
    if (capacity < 0) throw std::invalid_argument("domain capacity must be non-negative");
    words_.assign(static_cast<std::size_t>(words_for(capacity)), full ? ~Word{0} : Word{0});
    // Keep bits above capacity clear so popcount and comparisons need no masking.
    if (full && capacity % kWordBits != 0) words_.back() = (Word{1} << (capacity % kWordBits)) - 1;
}

Domain Domain::of(int capacity, std::initializer_list<int> indices) {
    Domain d(capacity);
    for (int i : indices) d.insert(i);
    return d;
}

void Domain::throw_out_of_range(int index) const {
    throw std::out_of_range("value index " + std::to_string(index) + " outside domain of " + std::to_string(capacity_) +
                            " values");
}

int Domain::max() const {
    for (std::size_t i = words_.size(); i-- > 0;)
        if (words_[i]) return static_cast<int>(i) * kWordBits + kWordBits - 1 - std::countl_zero(words_[i]);
    return -1;
}

bool Domain::remove(int index) {
    if (index < 0 || index >= capacity_) return false;
    Word& w = words_[word(index)];
    const Word before = w;
    w &= ~(Word{1} << bit(index));
    return w != before;
}

void Domain::assign(int index) {
    check_index(index);
    clear();
    words_[word(index)] = Word{1} << bit(index);
}

void Domain::clear() {
    for (Word& w : words_) w = 0;
}

int Domain::keep_range(int first, int last) {
    const int n = static_cast<int>(words_.size());
    int removed = 0;
    auto clear_bits = [&](int w, Word bits) {
        removed += std::popcount(words_[static_cast<std::size_t>(w)] & bits);
        words_[static_cast<std::size_t>(w)] &= ~bits;
    };
    const int below = std::clamp(first, 0, capacity_);  // indices [0, below) go
    for (int w = 0; w < below / kWordBits; ++w) clear_bits(w, ~Word{0});
    if (below % kWordBits != 0) clear_bits(below / kWordBits, (Word{1} << (below % kWordBits)) - 1);
    const int from = std::clamp(last + 1, below, capacity_);  // indices [from, capacity) go
    if (from % kWordBits != 0) clear_bits(from / kWordBits, ~((Word{1} << (from % kWordBits)) - 1));
    for (int w = (from + kWordBits - 1) / kWordBits; w < n; ++w) clear_bits(w, ~Word{0});
    return removed;
}

bool Domain::subtract(const Domain& other) {
    Word changed = 0;
    const std::size_t n = std::min(words_.size(), other.words_.size());
    for (std::size_t i = 0; i < n; ++i) {
        const Word next = words_[i] & ~other.words_[i];
        changed |= next ^ words_[i];
        words_[i] = next;
    }
    return changed != 0;
}

bool Domain::intersects(const Domain& other) const {
    const std::size_t n = std::min(words_.size(), other.words_.size());
    for (std::size_t i = 0; i < n; ++i)
        if (words_[i] & other.words_[i]) return true;
    return false;
}

bool Domain::operator==(const Domain& other) const {
    return capacity_ == other.capacity_ && std::equal(words_.begin(), words_.end(), other.words_.begin());
}

Domain::Word shifted_word(const Domain& source, std::size_t w, long long shift) {
    const auto words = source.words();
    const auto word_at = [&](long long k) -> Domain::Word {
        return k >= 0 && k < static_cast<long long>(words.size()) ? words[static_cast<std::size_t>(k)] : 0;
    };
    const long long start = static_cast<long long>(w) * Domain::kWordBits + shift;  // source index of bit 0
    const long long q =
        start >= 0 ? start / Domain::kWordBits : -((-start + Domain::kWordBits - 1) / Domain::kWordBits);
    const auto r = static_cast<int>(start - q * Domain::kWordBits);
    return (word_at(q) >> r) | (r != 0 ? word_at(q + 1) << (Domain::kWordBits - r) : 0);
}

std::string to_string(const Domain& domain) {
    std::string text = "{";
    for (int i : domain) text += (text.size() > 1 ? ", " : "") + std::to_string(i);
    return text + "}";
}

}  // namespace csp
