#pragma once
/// The tables of the `bitboard` backend's 9×9 layout, computed at compile time. A grid is held per
/// digit as three 27-bit band words: band b holds rows 3b..3b+2, and bit r·9 + c of it is the cell
/// in row 3b + r, column c. Within a band a digit's candidates fall in nine "mini-rows" (a row's
/// three cells in one box); mini-row (r, k) is bit r·3 + k of a 9-bit pattern.

#include <array>
#include <cstdint>

namespace sudoku::detail::bitboard {

inline constexpr std::uint32_t kBandCells = (1u << 27) - 1;
/// Column bits (9) times this: the same columns in all three rows of a band.
inline constexpr std::uint32_t kRowsOfColumn = 1u | 1u << 9 | 1u << 18;

/// The lowest cell of each of a band's nine mini-rows: a mini-row's bit in the "any cell" form.
inline constexpr std::uint32_t kMiniRowLows = 0x1249249u;

/// Mini-row r·3 + k → the cells of row r and of box k in its band outside the mini-row itself:
/// where the digits that must go to the mini-row can no longer be.
inline constexpr std::array<std::uint32_t, 9> kMiniRowOutside = [] {
    std::array<std::uint32_t, 9> t{};
    for (unsigned r = 0; r < 3; ++r)
        for (unsigned k = 0; k < 3; ++k)
            t[r * 3 + k] = ((511u << (9 * r)) | (7u << (3 * k)) * kRowsOfColumn) & ~(7u << (9 * r + 3 * k));
    return t;
}();

/// Mini-row pattern → the mini-rows a digit can still use in its band: the three rows of a band
/// take the digit in three different boxes, so a mini-row survives only if some one-to-one match of
/// rows to boxes through present mini-rows uses it. 0: no match at all (a contradiction). This
/// single lookup does locked candidates (pointing and claiming) within a band and more.
inline constexpr std::array<std::uint16_t, 512> kBandMatches = [] {
    std::array<std::uint16_t, 512> t{};
    constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (unsigned m = 0; m < 512; ++m)
        for (const auto& p : perms) {
            unsigned used = 0;
            for (unsigned r = 0; r < 3; ++r) used |= 1u << (r * 3 + static_cast<unsigned>(p[r]));
            if ((m & used) == used) t[m] |= static_cast<std::uint16_t>(used);
        }
    return t;
}();

/// Mini-row pattern → the 27-bit band mask of the cells of those mini-rows.
inline constexpr std::array<std::uint32_t, 512> kMiniRowCells = [] {
    std::array<std::uint32_t, 512> t{};
    for (unsigned m = 0; m < 512; ++m)
        for (unsigned i = 0; i < 9; ++i)
            if ((m >> i) & 1u) t[m] |= 7u << ((i / 3) * 9 + (i % 3) * 3);
    return t;
}();

/// A 9-bit pattern of kBandMatches (bit 3i + k) spread to where a band word keeps it: bit 3i + k
/// to bit 9i + step·k. Rows (step 3): mini-row (r, k) by its first cell. Stacks (step 1): the
/// stack's three columns per band play the boxes' part, bit band·3 + c to bit 9·band + c.
inline constexpr std::uint32_t spread(unsigned m, unsigned step) {
    std::uint32_t x = 0;
    for (unsigned i = 0; i < 9; ++i)
        if ((m >> i) & 1u) x |= 1u << ((i / 3) * 9 + (i % 3) * step);
    return x;
}
inline constexpr std::uint32_t spread_mini_rows(unsigned m) { return spread(m, 3); }
inline constexpr std::uint32_t spread_stack(unsigned m) { return spread(m, 1); }

/// The spread patterns times a constant, the product's top nine bits: a different index for each
/// of the 512 patterns (the constants were found by a search; the static_asserts below check
/// them). One multiply instead of three lookups to gather a band's nine flags.
inline constexpr unsigned mini_row_hash(std::uint32_t flags) { return (flags * 0x39810040u) >> 23; }
inline constexpr unsigned stack_hash(std::uint32_t columns) { return (columns * 0x20060190u) >> 23; }

template <class Hash, class Spread>
constexpr bool one_index_each(Hash hash, Spread spread) {
    std::array<bool, 512> seen{};
    for (unsigned m = 0; m < 512; ++m) {
        if (seen[hash(spread(m))]) return false;
        seen[hash(spread(m))] = true;
    }
    return true;
}
static_assert(one_index_each(mini_row_hash, spread_mini_rows));
static_assert(one_index_each(stack_hash, spread_stack));

/// A band word's mini-row flags (the word or'ed with itself shifted right by 1 and 2, masked with
/// kMiniRowLows), by mini_row_hash → the cells of the mini-rows some matching uses (kMiniRowCells
/// of kBandMatches); 0 when no matching is left (a contradiction).
inline constexpr std::array<std::uint32_t, 512> kBandKeep = [] {
    std::array<std::uint32_t, 512> t{};
    for (unsigned m = 0; m < 512; ++m) t[mini_row_hash(spread_mini_rows(m))] = kMiniRowCells[kBandMatches[m]];
    return t;
}();

/// A stack's columns that hold a digit, per band (spread_stack's layout), by stack_hash → the
/// (band, column) pairs some matching of the stack's columns to the bands uses, in the same
/// layout; 0 when none is left.
inline constexpr std::array<std::uint32_t, 512> kStackKeep = [] {
    std::array<std::uint32_t, 512> t{};
    for (unsigned m = 0; m < 512; ++m) t[stack_hash(spread_stack(m))] = spread_stack(kBandMatches[m]);
    return t;
}();

/// Per cell (0..80, row-major), per band: the cells a value placed there removes from its own digit —
/// its row and box in its band, its column in the other two — without the cell itself. Lane 3 is
/// padding so that a cell's four words load as one 128-bit vector.
struct alignas(16) BandWords {
    std::uint32_t lane[4];
};
inline constexpr std::array<BandWords, 81> kPeers = [] {
    std::array<BandWords, 81> t{};
    for (unsigned cell = 0; cell < 81; ++cell) {
        const unsigned band = cell / 27, pos = cell % 27, r = pos / 9, c = pos % 9, k = c / 3;
        for (unsigned b = 0; b < 3; ++b)
            for (unsigned q = 0; q < 27; ++q) {
                const unsigned qr = q / 9, qc = q % 9;
                const bool peer = b == band ? (qr == r || qc / 3 == k) : qc == c;
                if (peer && !(b == band && q == pos)) t[cell].lane[b] |= 1u << q;
            }
    }
    return t;
}();

}  // namespace sudoku::detail::bitboard
