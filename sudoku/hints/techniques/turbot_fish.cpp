// Turbot Fish: an X-chain of three links, two conjugate pairs of one digit joined by a weak link
// (in any unit). If the first end does not hold the digit, the last does; a cell seeing both ends
// loses it. Skyscrapers, 2-string kites and empty rectangles with a pair are its special cases, as
// HoDoKu finds them.
#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_turbot_fish(const Board& board, StepSink& sink) {
    chains::find_one_digit_chains(board, sink, 3, 3, Technique::TurbotFish, "Turbot Fish");
}

}  // namespace sudoku::hints
