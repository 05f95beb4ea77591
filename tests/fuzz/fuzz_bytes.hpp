#pragma once
// Turns a fuzzer's input bytes into small choices (a number in a range, a flag). Running out of
// bytes yields zeros, so every input, however short, describes a complete model.

#include <cstddef>
#include <cstdint>

namespace csp::fuzz {

class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    /// A number in [lo, hi] (hi − lo < 2¹⁶), from the next one or two bytes.
    int in_range(int lo, int hi) {
        const auto span = static_cast<unsigned>(hi - lo) + 1u;
        unsigned raw = next();
        if (span > 256u) raw = raw << 8 | next();
        return lo + static_cast<int>(raw % span);
    }
    bool flag() { return (next() & 1u) != 0; }
    bool empty() const { return at_ >= size_; }

private:
    unsigned next() { return at_ < size_ ? data_[at_++] : 0u; }
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

}  // namespace csp::fuzz
