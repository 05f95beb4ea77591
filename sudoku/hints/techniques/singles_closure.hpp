#pragma once
// What an assumption can lead to at most, on 81-cell bit boards: the forcing chains' filter.
//
// Implications derives an assumption's facts one by one, each with its reasons, so a chain's words
// and SE's complexity can be read off; that costs a trail per assumption, and SE's searches assume
// every candidate true and false on every step. Most assumptions and groups find nothing: no
// contradiction, no fact shared by every line of a cell or region. The closure here applies the
// same singles as Implications (for a Reach without patterns) as monotone rules on bit boards,
// without reasons and without stopping at the first clash, so it derives every fact Implications
// derives and meets every clash it meets (and maybe more): where the closure finds no clash, or no
// fact common to a group's lines, the detailed search cannot either, and need not run.

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/techniques/implications.hpp"

namespace sudoku::hints {

/// A set of the 81 cells of a 9×9 grid: bit i of the 128 for cell i.
struct CellBits {
    std::uint64_t low = 0;   ///< cells 0–63
    std::uint64_t high = 0;  ///< cells 64–80
    friend CellBits operator&(CellBits a, CellBits b) { return {a.low & b.low, a.high & b.high}; }
    friend CellBits operator|(CellBits a, CellBits b) { return {a.low | b.low, a.high | b.high}; }
    friend CellBits operator^(CellBits a, CellBits b) { return {a.low ^ b.low, a.high ^ b.high}; }
    CellBits operator~() const { return {~low, ~high}; }
    CellBits& operator&=(CellBits b) { return *this = *this & b; }
    CellBits& operator|=(CellBits b) { return *this = *this | b; }
    bool any() const { return (low | high) != 0; }
    int count() const;
    bool has(int cell) const { return ((cell < 64 ? low >> cell : high >> (cell - 64)) & 1) != 0; }
    static CellBits of(int cell) {
        return cell < 64 ? CellBits{std::uint64_t{1} << cell, 0} : CellBits{0, std::uint64_t{1} << (cell - 64)};
    }
    bool operator==(const CellBits&) const = default;
};

/// Facts about a 9×9 grid: per digit, the cells where it is placed (on) and where it is gone (off).
struct FactBits {
    std::array<CellBits, 9> on{};
    std::array<CellBits, 9> off{};
    /// Every fact of both.
    FactBits& operator&=(const FactBits& other);
    /// Every fact of either.
    FactBits& operator|=(const FactBits& other);
    void add(const Candidate& candidate, bool is_on) {
        (is_on ? on : off)[static_cast<std::size_t>(candidate.digit - 1)] |= CellBits::of(candidate.cell);
    }
    bool any() const;
    bool has(const Candidate& candidate, bool is_on) const {
        return (is_on ? on : off)[static_cast<std::size_t>(candidate.digit - 1)].has(candidate.cell);
    }
    /// Every fact of a 9×9 grid: the set an intersection starts from.
    static FactBits all();
};

class SinglesClosure {
public:
    /// A 9×9 board; any Reach but DynamicPlus (whose patterns are not singles).
    SinglesClosure(const Board& board, Reach reach);

    /// Derives what follows from the assumption; false when the closure meets a clash (a cell
    /// without candidates, a unit's digit without a place), which Implications may meet too: then
    /// facts() is moot. True: Implications meets no clash and derives only facts in facts().
    bool assume(const Candidate& candidate, bool on);
    /// The last assumption's facts, the premise itself left out (as Implications' trail apart
    /// from its premise).
    const FactBits& facts() const { return facts_; }

private:
    bool propagate();

    Reach reach_;
    std::array<CellBits, 9> start_{};        // per digit: its places in the board
    std::array<std::uint32_t, 9> open_{};    // per digit: the units (bit u) where it is not placed
    std::array<std::uint32_t, 9> linked_{};  // per digit: the units where a hidden single may be taken
    CellBits naked_cells_;                   // the cells where a naked single may be taken
    CellBits open_cells_;                    // the cells without a value
    FactBits facts_;
    std::array<CellBits, 9> done_{};  // per digit: placements whose eliminations are made
};

/// SinglesClosure's answer for every assumption of a 9×9 board at once, under Reach::Static. There
/// each single follows from one fact (a cell of two candidates, a unit with two places of a digit),
/// so an assumption's closure is what it reaches in a graph of facts (an on-fact takes its cell's
/// other digits and its digit's peers off; an off-fact puts the other candidate of such a cell or
/// unit on), and one pass over the graph's strongly connected components gives every closure.
/// Equal to SinglesClosure's where a closure holds; where it clashes, both say so.
class StaticClosures {
public:
    explicit StaticClosures(const Board& board);

    /// SinglesClosure::assume's answer: false when the closure meets a clash.
    bool holds(const Candidate& candidate, bool on) const { return holds_[component_of(candidate, on)] != 0; }
    /// The closure's facts, the premise left out (meaningful where it holds).
    FactBits facts(const Candidate& candidate, bool on) const;

private:
    std::size_t literal(const Candidate& candidate, bool on) const {
        return 2 * static_cast<std::size_t>(
                       number_[static_cast<std::size_t>(candidate.cell * 9 + candidate.digit - 1)]) +
               (on ? 1 : 0);
    }
    std::size_t component_of(const Candidate& candidate, bool on) const {
        return static_cast<std::size_t>(component_[literal(candidate, on)]);
    }
    /// Whether the literals of `reach` meet a clash as SinglesClosure looks for one.
    bool clashes(const std::uint64_t* reach) const;

    std::array<int, 81 * 9> number_{};   // per candidate (cell * 9 + digit - 1): its number, -1 if none
    std::vector<Candidate> candidates_;  // per number
    std::array<CellBits, 9> start_{};
    std::array<std::uint32_t, 9> open_{};
    CellBits open_cells_;
    std::size_t words_ = 0;             // 64-bit words of a set of literals
    std::vector<int> component_;        // per literal (2 × number + on)
    std::vector<std::uint64_t> reach_;  // per component: the literals it reaches, words_ words
    std::vector<unsigned char> holds_;  // per component
    std::vector<int> places_first_;     // per set a clash takes: its off-literals in places_ from here
    std::vector<int> places_;
    std::vector<std::uint64_t> witnesses_;  // the literals that witness a set
    std::vector<int> witnessed_first_;      // per literal: the sets it witnesses in witnessed_ from here
    std::vector<int> witnessed_;
};

}  // namespace sudoku::hints
