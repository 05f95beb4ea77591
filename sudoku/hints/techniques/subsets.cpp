// Subsets: k cells of a unit holding only k digits between them (naked: the digits leave the
// unit's other cells), or k digits of a unit fitting only in k cells (hidden: the cells lose
// their other digits). A naked pair or triple inside a line and a box at once is locked: it
// clears both units.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

constexpr Technique kNaked[] = {Technique::NakedPair, Technique::NakedTriple, Technique::NakedQuad};
constexpr Technique kHidden[] = {Technique::HiddenPair, Technique::HiddenTriple, Technique::HiddenQuad};
constexpr std::string_view kSizeNames[] = {"pair", "triple", "quadruple"};

constexpr int kMostItems = 64;  // a unit's cells or digits (grids up to 64×64)
constexpr int kLargestSubset = 4;

/// Calls found(chosen items, union) for every k of `masks` whose union has k bits; stops when it
/// returns false. Items whose mask is empty or holds more than k bits can take no part. Without
/// allocation: every step of a grading path asks it of every unit.
template <class Found>
bool for_each_subset(std::span<const std::uint64_t> masks, int k, Found&& found) {
    std::array<int, kLargestSubset> chosen{};
    int size = 0;
    auto recurse = [&](auto&& self, int start, std::uint64_t joined) -> bool {
        if (size == k)
            return std::popcount(joined) != k ||
                   found(std::span<const int>(chosen.data(), static_cast<std::size_t>(k)), joined);
        for (int i = start; i < static_cast<int>(masks.size()); ++i) {
            const std::uint64_t mask = masks[static_cast<std::size_t>(i)];
            if (mask == 0 || std::popcount(mask) > k || std::popcount(joined | mask) > k) continue;
            chosen[static_cast<std::size_t>(size++)] = i;
            const bool go_on = self(self, i + 1, joined | mask);
            --size;
            if (!go_on) return false;
        }
        return true;
    };
    return recurse(recurse, 0, 0);
}

/// Whether an item not chosen shares a bit with `bits` (the rest of a unit holds a naked subset's digits).
bool clears_rest(std::span<const std::uint64_t> items, std::span<const int> chosen, std::uint64_t bits) {
    std::uint64_t mine = 0;
    for (int i : chosen) mine |= std::uint64_t{1} << i;
    for (std::size_t i = 0; i < items.size(); ++i)
        if ((mine >> i & 1) == 0 && (items[i] & bits) != 0) return true;
    return false;
}

/// The naked subsets of size k; `locked`: only those inside a box and a line, clearing both.
void find_naked(const Board& board, StepSink& sink, int k, bool locked) {
    const Technique technique = locked ? (k == 2 ? Technique::LockedPair : Technique::LockedTriple) : kNaked[k - 2];
    const int last_unit = locked ? board.side() * 2 : board.side() * 3;  // a locked set is found from its line
    for (int unit = 0; unit < last_unit; ++unit) {
        if (sink.stopped()) return;
        const auto cells = board.geometry().unit(unit);
        std::array<std::uint64_t, kMostItems> masks{};
        for (std::size_t i = 0; i < cells.size(); ++i) masks[i] = board.candidates(cells[i]);
        const std::span<const std::uint64_t> items(masks.data(), cells.size());
        const bool go_on = for_each_subset(items, k, [&](std::span<const int> chosen, Digits digits) {
            // the words only for a subset that removes something from its unit (locked: from both)
            if (!clears_rest(items, chosen, digits)) return true;
            std::vector<int> subset;
            for (int i : chosen) subset.push_back(cells[static_cast<std::size_t>(i)]);
            std::vector<int> units = {unit};
            if (locked) {
                const int box = board.box_of(subset.front());
                for (int cell : subset)
                    if (board.box_of(cell) != box) return true;
                units.push_back(board.box_unit(box));
            }
            Step step{.technique = technique, .units = units};
            for (int cleared : units) {
                const std::size_t before = step.eliminations.size();
                for (int cell : board.geometry().unit(cleared)) {
                    if (std::find(subset.begin(), subset.end(), cell) != subset.end()) continue;
                    if (cleared != unit && board.in_unit(unit, cell)) continue;  // cleared with the line
                    for (int digit : digits_of(board.candidates(cell) & digits))
                        step.eliminations.push_back({cell, digit});
                }
                // Locked means it clears both units (HoDoKu's sense); one of them alone is a naked subset.
                if (locked && step.eliminations.size() == before) return true;
            }
            if (step.eliminations.empty()) return true;  // nothing to say: the sink would drop it
            for (int cell : subset)
                for (int digit : digits_of(board.candidates(cell))) step.marks.push_back({{cell, digit}});
            std::string where = board.unit_name(unit);
            if (locked) where += " and " + board.unit_name(units[1]);
            step.reason = std::string(locked ? "locked " : "naked ") + std::string(kSizeNames[k - 2]) + ", " +
                          cells_text(subset, board.side()) + " hold only " + board.digits_text(digits_of(digits)) +
                          " between them, so the rest of " + where + " loses those digits";
            return sink.add(std::move(step));
        });
        if (!go_on) return;
    }
}

void find_hidden(const Board& board, StepSink& sink, int k) {
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        if (sink.stopped()) return;
        std::array<std::uint64_t, kMostItems> masks{};
        for (int digit = 1; digit <= board.side(); ++digit)
            masks[static_cast<std::size_t>(digit - 1)] = board.where(unit, digit);
        const std::span<const std::uint64_t> items(masks.data(), static_cast<std::size_t>(board.side()));
        const bool go_on = for_each_subset(items, k, [&](std::span<const int> chosen, Positions positions) {
            Digits digits = 0;
            for (int i : chosen) digits |= Digits{1} << i;
            // the words only for a subset whose cells hold other digits too
            bool clears = false;
            for (Positions p = positions; p != 0 && !clears; p &= p - 1)
                clears = (board.candidates(board.unit_cell(unit, std::countr_zero(p))) & ~digits) != 0;
            if (!clears) return true;
            std::vector<int> subset;
            for (int i : positions_of(positions)) subset.push_back(board.unit_cell(unit, i));
            Step step{.technique = kHidden[k - 2], .units = {unit}};
            for (int cell : subset) {
                for (int digit : digits_of(board.candidates(cell) & ~digits))
                    step.eliminations.push_back({cell, digit});
                for (int digit : digits_of(board.candidates(cell) & digits)) step.marks.push_back({{cell, digit}});
            }
            if (step.eliminations.empty()) return true;  // nothing to say: the sink would drop it
            step.reason = "hidden " + std::string(kSizeNames[k - 2]) + ", in " + board.unit_name(unit) +
                          " the digits " + board.digits_text(digits_of(digits)) + " fit only in " +
                          cells_text(subset, board.side()) + ", so those cells lose their other candidates";
            return sink.add(std::move(step));
        });
        if (!go_on) return;
    }
}

}  // namespace

void find_locked_pair(const Board& board, StepSink& sink) { find_naked(board, sink, 2, true); }
void find_locked_triple(const Board& board, StepSink& sink) { find_naked(board, sink, 3, true); }
void find_naked_pair(const Board& board, StepSink& sink) { find_naked(board, sink, 2, false); }
void find_naked_triple(const Board& board, StepSink& sink) { find_naked(board, sink, 3, false); }
void find_naked_quad(const Board& board, StepSink& sink) { find_naked(board, sink, 4, false); }
void find_hidden_pair(const Board& board, StepSink& sink) { find_hidden(board, sink, 2); }
void find_hidden_triple(const Board& board, StepSink& sink) { find_hidden(board, sink, 3); }
void find_hidden_quad(const Board& board, StepSink& sink) { find_hidden(board, sink, 4); }

}  // namespace sudoku::hints
