// X-Chain: an alternating chain of one digit that starts and ends with a strong link. If its start
// is not the digit, its end is; so one of the two ends holds it, and a cell seeing both loses it.
#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_x_chain(const Board& board, StepSink& sink) {
    // three links at least (one is a conjugate pair)
    chains::find_one_digit_chains(board, sink, 3, chains::Rules{}.max_links, Technique::XChain, "X-Chain");
}

}  // namespace sudoku::hints
