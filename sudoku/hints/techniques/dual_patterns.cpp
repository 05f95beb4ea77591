// Dual 2-String Kite and Dual Empty Rectangle (HoDoKu's): two instances of the pattern that share
// their part in the box (two kites through the same two box cells, on one digit or two; two
// empty rectangles of one digit in one box), taken together as one step with the eliminations of
// both. Each half is a step of the single pattern, so the single finders find them first; the
// dual ones are for HoDoKu's names (its regression library and `hint --technique`).
#include <algorithm>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

using SamePattern = bool (*)(const Step&, const Step&);

/// Two cells (or units), in order.
std::vector<int> cell_pair(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

/// Kites whose weak link joins the same two cells of the box. As in HoDoKu, the digits may differ:
/// its regression library has duals of two digits, named after the first kite's.
bool same_kite_box(const Step& a, const Step& b) {
    return a.chain.size() == 3 && b.chain.size() == 3 &&
           cell_pair(a.chain[1].from_cells.front(), a.chain[1].to_cells.front()) ==
               cell_pair(b.chain[1].from_cells.front(), b.chain[1].to_cells.front());
}

/// Empty rectangles on one digit in one box, so with the same candidates there (HoDoKu's rule: the
/// row and column may differ, as when two candidates on a diagonal of the box fit two crossings).
bool same_rectangle(const Step& a, const Step& b) {
    return !a.chain.empty() && !b.chain.empty() && a.chain[0].from_digit == b.chain[0].from_digit && !a.units.empty() &&
           !b.units.empty() && a.units[0] == b.units[0];
}

template <class T>
void add_all(std::vector<T>& to, const std::vector<T>& from) {
    for (const T& x : from)
        if (std::find(to.begin(), to.end(), x) == to.end()) to.push_back(x);
}

void find_duals(const Board& board, StepSink& sink, Finder find, SamePattern same, Technique technique,
                const std::string& title) {
    const std::vector<Step> singles = all_steps(board, find);
    for (std::size_t i = 0; i < singles.size(); ++i) {
        for (std::size_t j = i + 1; j < singles.size(); ++j) {
            const Step& a = singles[i];
            const Step& b = singles[j];
            if (!same(a, b) || a.eliminations == b.eliminations) continue;
            Step step{.technique = technique, .eliminations = a.eliminations, .units = a.units, .marks = a.marks};
            add_all(step.eliminations, b.eliminations);
            add_all(step.units, b.units);
            add_all(step.marks, b.marks);
            step.reason = title + ": " + a.reason + "; and " + b.reason;
            if (!sink.add(std::move(step))) return;
        }
    }
}

}  // namespace

void find_dual_two_string_kite(const Board& board, StepSink& sink) {
    find_duals(board, sink, find_two_string_kite, same_kite_box, Technique::DualTwoStringKite,
               "Dual 2-String Kite, two kites through the same two cells of a box");
}

void find_dual_empty_rectangle(const Board& board, StepSink& sink) {
    find_duals(board, sink, find_empty_rectangle, same_rectangle, Technique::DualEmptyRectangle,
               "Dual Empty Rectangle, two empty rectangles of one box, row and column");
}

}  // namespace sudoku::hints
