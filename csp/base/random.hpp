#pragma once
/// A small seeded generator with the same output on every platform (the standard distributions
/// are implementation-defined, so "same seed ⇒ same puzzles" needs our own).

#include <cstdint>
#include <span>
#include <utility>

namespace csp {

/// SplitMix64 (Steele, Lea & Flood 2014): tiny state, good enough for tie-breaking and shuffles.
class Random {
public:
    explicit Random(std::uint64_t seed = 0) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, bound) by rejection, bound > 0.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
        std::uint64_t x;
        do x = next();
        while (x >= limit);
        return x % bound;
    }
    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<std::size_t>(below(i))]);
    }

private:
    std::uint64_t state_;
};

}  // namespace csp
