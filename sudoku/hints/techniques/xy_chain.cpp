// XY-Chain: a chain through cells with two candidates each, every cell linked to the next by a
// digit they share. If the first cell is not x, the chain forces the last one to be x; so one of
// the two ends is x, and a cell seeing both loses x.
#include <string>

#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_xy_chain(const Board& board, StepSink& sink) {
    std::vector<Step> found;
    chains::Search search(board, {.bivalue_cells_only = true, .unit_strong = false, .cell_weak = false});
    for (int start = 0; start < board.cells(); ++start) {
        if (sink.stopped()) return;
        if (board.count(start) != 2) continue;
        for (int digit : digits_of(board.candidates(start))) {
            std::vector<chains::Node> ends;
            // each pair of ends once, from its first cell; three cells at least (two are a naked pair)
            search.run({start, digit}, false, false, [&](const chains::Node& node, int links) {
                if (node.on && links >= 5 && node.candidate.digit == digit && node.candidate.cell > start)
                    ends.push_back(node);
                return true;
            });
            chains::ends_of_one_digit(search, {start, digit}, ends, Technique::XYChain, "XY-Chain", found);
        }
    }
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace sudoku::hints
