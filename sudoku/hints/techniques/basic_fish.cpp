// Basic fish: X-Wing, Swordfish and Jellyfish — k rows whose candidates of a digit lie in k
// columns (or the reverse), so those columns hold the digit only in those rows. The search lives in
// fish.cpp, shared with the finned fish.
#include "sudoku/hints/techniques/fish.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

void find_basic_fish(const Board& board, StepSink& sink, int size, Technique technique) {
    for_each_fish(board, size, false, sink,
                  [&](const Fish& fish) { return sink.add(fish_step(board, fish, technique)); });
}

}  // namespace

void find_x_wing(const Board& board, StepSink& sink) { find_basic_fish(board, sink, 2, Technique::XWing); }
void find_swordfish(const Board& board, StepSink& sink) { find_basic_fish(board, sink, 3, Technique::Swordfish); }
void find_jellyfish(const Board& board, StepSink& sink) { find_basic_fish(board, sink, 4, Technique::Jellyfish); }

}  // namespace sudoku::hints
