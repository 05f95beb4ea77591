// X-Chain: an alternating chain of one digit that starts and ends with a strong link. If its start
// is not the digit, its end is; so one of the two ends holds it, and a cell seeing both loses it.
#include <string>

#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_x_chain(const Board& board, StepSink& sink) {
    std::vector<Step> found;
    chains::Search search(board, {.cell_strong = false, .cell_weak = false});  // chains of one digit
    for (int digit = 1; digit <= board.side(); ++digit) {
        for (int start = 0; start < board.cells(); ++start) {
            if (sink.stopped()) return;
            if (!board.has(start, digit)) continue;
            std::vector<chains::Node> ends;
            // each pair of ends once, from its first cell; three links at least (one is a conjugate pair)
            search.run({start, digit}, false, false, [&](const chains::Node& node, int links) {
                if (node.on && links >= 3 && node.candidate.cell > start) ends.push_back(node);
                return true;
            });
            const std::string title = "X-Chain on " + board.digit_name(digit);
            chains::ends_of_one_digit(search, {start, digit}, ends, Technique::XChain, title, found);
        }
    }
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace sudoku::hints
