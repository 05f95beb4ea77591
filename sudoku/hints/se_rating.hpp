#pragma once
/// One step on Sudoku Explainer's scale. SE rates some kinds of step finer than by technique: a
/// hidden single by its unit, a chain by the kinds of link it uses and its length, a forcing chain
/// by the rule SE would find it with (Nishio, cell or region forcing chains, dynamic chains).

#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

/// The step's SE number on a grid of `side` (units numbered rows, columns, then boxes).
double se_rating(const Step& step, int side);

/// SE's length adjustment: +0.1 for a chain of more than 4 nodes, and again each time the length
/// passes the next of 6, 8, 12, 16, 24, 32, … (the bound grows by 3/2 and 4/3 in turn).
double se_length_bonus(int nodes);

}  // namespace sudoku::hints
