#pragma once
/// The set of values still possible in a cell, as a bitset with a fixed number of 64-bit words
/// chosen from the side N (1 word up to 64 values, 2 up to 128, 4 up to 256). A 9×9 cell is one
/// machine word, so the analysis of a unit is a few word operations, and the one-word case compiles
/// to plain integer code. Internal (detail): the pencil marks, the deduction rules and the
/// candidate-based backends are built on it.

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace sudoku {
namespace detail {

/// A set of small integers 0..64W-1 in W words. Value v of a Sudoku is bit v-1.
template <int W>
struct Bits {
    static_assert(W >= 1);
    using Word = std::uint64_t;
    std::array<Word, W> word{};

    /// {0, …, n-1}.
    static constexpr Bits first(int n) {
        Bits b;
        for (int i = 0; i < W; ++i) {
            const int rest = n - 64 * i;
            b.word[i] = rest >= 64 ? ~Word{0} : rest <= 0 ? Word{0} : (Word{1} << rest) - 1;
        }
        return b;
    }
    static constexpr Bits single(int i) {
        Bits b;
        b.word[i >> 6] = Word{1} << (i & 63);
        return b;
    }

    bool test(int i) const { return (word[i >> 6] >> (i & 63) & 1u) != 0; }
    void set(int i) { word[i >> 6] |= Word{1} << (i & 63); }
    void reset(int i) { word[i >> 6] &= ~(Word{1} << (i & 63)); }
    bool any() const {
        Word all = 0;
        for (Word w : word) all |= w;
        return all != 0;
    }
    bool none() const { return !any(); }
    int count() const {
        int n = 0;
        for (Word w : word) n += popcount(w);
        return n;
    }
    static int popcount(Word w) {
#if defined(__POPCNT__)
        return std::popcount(w);
#else
        // Without the popcnt instruction std::popcount is a library call; this sum stays inline.
        w -= (w >> 1) & 0x5555555555555555u;
        w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
        w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu;
        return static_cast<int>((w * 0x0101010101010101u) >> 56);
#endif
    }
    /// At most k elements. With the popcnt instruction a count is cheapest; without it, for one
    /// word, k low-bit clears beat the inline bit-sum.
    bool at_most(int k) const {
#if defined(__POPCNT__)
        return count() <= k;
#else
        if constexpr (W == 1) {
            Word w = word[0];
            for (int i = 0; i < k && w != 0; ++i) w &= w - 1;
            return w == 0;
        } else {
            return count() <= k;
        }
#endif
    }
    bool at_most_one() const {
        if constexpr (W == 1) {
            return (word[0] & (word[0] - 1)) == 0;
        } else {
            return count() <= 1;
        }
    }
    /// Exactly one element.
    bool is_single() const {
        if constexpr (W == 1) {
            return word[0] != 0 && (word[0] & (word[0] - 1)) == 0;
        } else {
            return count() == 1;
        }
    }
    /// The smallest element; precondition: any().
    int lowest() const {
        for (int i = 0; i < W; ++i)
            if (word[i] != 0) return 64 * i + std::countr_zero(word[i]);
        return -1;
    }
    bool intersects(const Bits& o) const {
        Word all = 0;
        for (int i = 0; i < W; ++i) all |= word[i] & o.word[i];
        return all != 0;
    }
    /// Calls f(i) for each element, increasing.
    template <class F>
    void for_each(F&& f) const {
        for (int i = 0; i < W; ++i)
            for (Word w = word[i]; w != 0; w &= w - 1) f(64 * i + std::countr_zero(w));
    }

    Bits& operator|=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] |= o.word[i];
        return *this;
    }
    Bits& operator&=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] &= o.word[i];
        return *this;
    }
    /// Removes the elements of o.
    Bits& operator-=(const Bits& o) {
        for (int i = 0; i < W; ++i) word[i] &= ~o.word[i];
        return *this;
    }
    friend Bits operator|(Bits a, const Bits& b) { return a |= b; }
    friend Bits operator&(Bits a, const Bits& b) { return a &= b; }
    friend Bits operator-(Bits a, const Bits& b) { return a -= b; }
    bool operator==(const Bits&) const = default;
};

/// Words per cell for side N.
constexpr int words_for(int side) { return side <= 64 ? 1 : side <= 128 ? 2 : 4; }

/// Calls f(std::integral_constant<int, W>{}) with the W that fits `side`: the one place where a
/// run-time size picks a compiled width.
template <class F>
decltype(auto) with_words(int side, F&& f) {
    switch (words_for(side)) {
        case 1: return f(std::integral_constant<int, 1>{});
        case 2: return f(std::integral_constant<int, 2>{});
        default: return f(std::integral_constant<int, 4>{});
    }
}
}  // namespace detail
}  // namespace sudoku
