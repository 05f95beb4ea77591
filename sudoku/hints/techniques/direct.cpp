// Sudoku Explainer's direct techniques: a pointing, claiming or hidden pair or triple whose
// eliminations leave a digit one place in a unit, taken as that placement. SE rates them below
// the plain technique (direct pointing 1.7, claiming 1.9, hidden pair 2.0, hidden triple 2.5),
// since the player only has to see the single the pattern makes, not keep its eliminations.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

bool eliminated(const Step& step, int cell, int digit) {
    for (const Candidate& c : step.eliminations)
        if (c.cell == cell && c.digit == digit) return true;
    return false;
}

/// The one place `digit` keeps in `unit` once `step`'s eliminations are made, when it had more
/// than one before; -1 otherwise.
int single_left(const Board& board, const Step& step, int unit, int digit) {
    const Positions where = board.where(unit, digit);
    if (std::popcount(where) < 2) return -1;
    int left = -1;
    for (int i : positions_of(where)) {
        const int cell = board.unit_cell(unit, i);
        if (eliminated(step, cell, digit)) continue;
        if (left >= 0) return -1;
        left = cell;
    }
    return left;
}

Step direct_step(Technique technique, const Step& base, int cell, int digit, int unit, const Board& board,
                 const std::string& pattern) {
    Step step{.technique = technique, .placements = {{cell, digit}}, .units = base.units, .marks = base.marks};
    step.units.push_back(unit);
    step.reason = base.reason + "; then " + board.digit_name(digit) + " fits nowhere else in " + board.unit_name(unit) +
                  " (direct " + pattern + ")";
    return step;
}

/// SE's direct locked candidates: the single is in another unit of the kind that points (another
/// box for pointing, another line of the same kind for claiming) crossing the unit that loses the
/// digit.
void find_direct_locked(const Board& board, StepSink& sink, bool pointing) {
    const int side = board.side();
    for (const Step& locked : all_steps(board, pointing ? find_pointing : find_claiming)) {
        const int source = locked.units[0];
        const int kind = source / side;
        const int digit = locked.marks.front().candidate.digit;
        for (int unit = kind * side; unit < (kind + 1) * side; ++unit) {
            if (unit == source) continue;
            const int cell = single_left(board, locked, unit, digit);
            if (cell < 0) continue;
            const Technique t = pointing ? Technique::DirectPointing : Technique::DirectClaiming;
            if (!sink.add(direct_step(t, locked, cell, digit, unit, board, pointing ? "pointing" : "claiming"))) return;
        }
    }
}

/// SE's direct hidden subsets: the single is another digit of the subset's unit.
void find_direct_hidden(const Board& board, StepSink& sink, int k) {
    const Technique t = k == 2 ? Technique::DirectHiddenPair : Technique::DirectHiddenTriple;
    for (const Step& hidden : all_steps(board, k == 2 ? find_hidden_pair : find_hidden_triple)) {
        const int unit = hidden.units[0];
        Digits subset = 0;
        for (const Mark& m : hidden.marks) subset |= Digits{1} << (m.candidate.digit - 1);
        for (int digit = 1; digit <= board.side(); ++digit) {
            if ((subset >> (digit - 1) & 1u) != 0) continue;
            const int cell = single_left(board, hidden, unit, digit);
            if (cell < 0) continue;
            if (!sink.add(direct_step(t, hidden, cell, digit, unit, board, k == 2 ? "hidden pair" : "hidden triple")))
                return;
        }
    }
}

}  // namespace

void find_direct_pointing(const Board& board, StepSink& sink) { find_direct_locked(board, sink, true); }
void find_direct_claiming(const Board& board, StepSink& sink) { find_direct_locked(board, sink, false); }
void find_direct_hidden_pair(const Board& board, StepSink& sink) { find_direct_hidden(board, sink, 2); }
void find_direct_hidden_triple(const Board& board, StepSink& sink) { find_direct_hidden(board, sink, 3); }

}  // namespace sudoku::hints
