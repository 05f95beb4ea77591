// W-Wing: two cells holding only {x,y}, and a unit whose only two places for x are seen one by
// each cell. One of those places is x, so one of the two cells is not x but y: a cell seeing both
// cells cannot be y.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"
#include "sudoku/hints/techniques/wings.hpp"

namespace sudoku::hints {

namespace {

/// The W-Wing on cells a and b linked by x in `unit`, whose places for x are `end_a` (seen by a)
/// and `end_b` (seen by b).
Step w_wing(const Board& board, int a, int b, int x, int unit, int end_a, int end_b) {
    const int y = std::countr_zero(board.candidates(a) & ~(Digits{1} << (x - 1))) + 1;
    Step step = wing_step(board, Technique::WWing, {a, b}, y);
    step.units = {unit};
    step.marks.push_back({{end_a, x}});
    step.marks.push_back({{end_b, x}});
    step.chain = {{{a}, y, {a}, x, true},
                  {{a}, x, {end_a}, x, false},
                  {{end_a}, x, {end_b}, x, true},
                  {{end_b}, x, {b}, x, false},
                  {{b}, x, {b}, y, true}};
    const std::string xs = board.digit_name(x);
    const std::string ys = board.digit_name(y);
    const std::string both = board.cell_name(a) + " and " + board.cell_name(b);
    step.reason = "W-Wing, " + both + " hold only " + board.digits_text({std::min(x, y), std::max(x, y)}) +
                  ", and the " + xs + " of " + board.unit_name(unit) + " is in " + board.cell_name(end_a) +
                  " (seen by " + board.cell_name(a) + ") or " + board.cell_name(end_b) + " (seen by " +
                  board.cell_name(b) + "): so " + board.cell_name(a) + " or " + board.cell_name(b) + " is not " + xs +
                  " but " + ys + ", and a cell seeing both loses " + ys;
    return step;
}

/// Adds the W-Wings of cells a and b (same two candidates) that take y; false once the sink is full.
bool find_links(const Board& board, StepSink& sink, int a, int b, int x) {
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        const Positions where = board.where(unit, x);
        if (std::popcount(where) != 2) continue;
        const int p = board.unit_cell(unit, std::countr_zero(where));
        const int q = board.unit_cell(unit, 63 - std::countl_zero(where));
        if (p == a || p == b || q == a || q == b) continue;
        const bool straight = board.sees(a, p) && board.sees(b, q);
        const bool crossed = board.sees(a, q) && board.sees(b, p);
        if (!straight && !crossed) continue;
        if (!sink.add(straight ? w_wing(board, a, b, x, unit, p, q) : w_wing(board, a, b, x, unit, q, p))) return false;
    }
    return true;
}

}  // namespace

void find_w_wing(const Board& board, StepSink& sink) {
    std::vector<int> bivalue;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.count(cell) == 2) bivalue.push_back(cell);
    for (std::size_t i = 0; i < bivalue.size(); ++i) {
        const int a = bivalue[i];
        for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
            const int b = bivalue[j];
            // Cells that see each other are a naked pair, a simpler technique.
            if (board.candidates(a) != board.candidates(b) || board.sees(a, b)) continue;
            for (int x : digits_of(board.candidates(a))) {
                const int y = std::countr_zero(board.candidates(a) & ~(Digits{1} << (x - 1))) + 1;
                if (board.seen_by_all({a, b}, y).empty()) continue;
                if (!find_links(board, sink, a, b, x)) return;
            }
        }
    }
}

}  // namespace sudoku::hints
