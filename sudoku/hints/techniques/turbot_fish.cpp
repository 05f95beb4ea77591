// Turbot Fish: an X-chain of three links, two conjugate pairs of one digit joined by a weak link
// (in any unit). If the first end does not hold the digit, the last does; a cell seeing both ends
// loses it. Skyscrapers, 2-string kites and empty rectangles with a pair are its special cases, as
// HoDoKu finds them.
#include <string>

#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_turbot_fish(const Board& board, StepSink& sink) {
    std::vector<Step> found;
    chains::Search search(board, {.cell_strong = false, .cell_weak = false, .max_links = 3});  // one digit
    for (int digit = 1; digit <= board.side(); ++digit) {
        for (int start = 0; start < board.cells(); ++start) {
            if (sink.stopped()) return;
            if (!board.has(start, digit)) continue;
            std::vector<chains::Node> ends;
            // each pair of ends once, from its first cell
            search.run({start, digit}, false, false, [&](const chains::Node& node, int links) {
                if (node.on && links == 3 && node.candidate.cell > start) ends.push_back(node);
                return true;
            });
            const std::string title = "Turbot Fish on " + std::to_string(digit);
            chains::ends_of_one_digit(search, {start, digit}, ends, Technique::TurbotFish, title, found);
        }
    }
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace sudoku::hints
