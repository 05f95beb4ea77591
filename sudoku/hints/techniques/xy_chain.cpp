// XY-Chain: a chain through cells with two candidates each, every cell linked to the next by a
// digit they share. If the first cell is not x, the chain forces the last one to be x; so one of
// the two ends is x, and a cell seeing both loses x.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/candidates_snapshot.hpp"
#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// The last position where the search found no chain that removes anything, per thread. Its nodes
/// and links are the cells of two and their digits alone, and what a chain removes only shrinks as
/// candidates go: a position within that one (no candidate it lacked) with the same cells of two
/// has the same chains, and they remove nothing either. A path's next positions often are.
class NoXyChainAt {
public:
    static NoXyChainAt& of_this_thread() {
        thread_local NoXyChainAt last;
        return last;
    }
    bool covers(const Board& board) const {
        if (!position_.contains(board)) return false;
        for (int cell = 0; cell < board.cells(); ++cell)
            if ((board.count(cell) == 2) != (std::popcount(position_.at(cell)) == 2)) return false;
        return true;
    }
    void remember(const Board& board) { position_.take(board); }
    void forget() { position_.clear(); }

private:
    CandidatesSnapshot position_;
};

}  // namespace

void find_xy_chain(const Board& board, StepSink& sink) {
    NoXyChainAt& none = NoXyChainAt::of_this_thread();
    if (none.covers(board)) return;
    none.forget();
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
    if (found.empty()) none.remember(board);
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace sudoku::hints
