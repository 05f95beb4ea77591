// Remote Pair: a chain of cells that all hold the same two candidates, each seeing the next. Their
// values alternate along the chain, so two of them an odd number of steps apart hold one digit each
// of the pair, and a cell seeing both of those loses both digits.
#include <algorithm>
#include <map>
#include <string>

#include "sudoku/hints/techniques/chains.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

constexpr int kMaxCells = 16;           // longer remote pairs are not looked for
constexpr long kMaxExtensions = 20000;  // per pair of digits: the paths through them can be many

/// The steps of the remote pairs through `cells` (which hold only `pair`), found by extending
/// chains cell by cell.
class RemotePairs {
public:
    RemotePairs(const Board& board, Digits pair, std::vector<int> cells, std::vector<Step>& found)
        : board_(board), pair_(pair), cells_(std::move(cells)), used_(cells_.size(), false), found_(found) {}

    void find() {
        for (std::size_t i = 0; i < cells_.size(); ++i) extend(i);
    }

private:
    void extend(std::size_t index) {
        if (++extensions_ > kMaxExtensions) return;
        used_[index] = true;
        path_.push_back(cells_[index]);
        if (path_.size() >= 4 && path_.front() < path_.back()) report();  // each chain once, either way
        for (std::size_t next = 0; next < cells_.size() && path_.size() < kMaxCells; ++next)
            if (!used_[next] && board_.sees(path_.back(), cells_[next])) extend(next);
        path_.pop_back();
        used_[index] = false;
    }

    void report() {
        Step step{.technique = Technique::RemotePair};
        std::string pairs;
        for (std::size_t i = 0; i < path_.size(); ++i) {
            for (std::size_t j = i + 3; j < path_.size(); j += 2) {
                const std::size_t before = step.eliminations.size();
                for (int cell : board_.seen_by_all({path_[i], path_[j]})) {
                    if (std::find(path_.begin(), path_.end(), cell) != path_.end()) continue;
                    for (int digit : digits_of(board_.candidates(cell) & pair_))
                        step.eliminations.push_back({cell, digit});
                }
                if (step.eliminations.size() > before)
                    pairs +=
                        (pairs.empty() ? "" : ", ") + board_.cell_name(path_[i]) + " and " + board_.cell_name(path_[j]);
            }
        }
        if (step.eliminations.empty()) return;
        const std::vector<int> digits = digits_of(pair_);
        chains::Chain chain;
        int digit = digits[0];
        for (int cell : path_) {
            const int other = digit == digits[0] ? digits[1] : digits[0];
            chain.push_back({{cell, digit}, false});
            chain.push_back({{cell, other}, true});
            digit = other;
        }
        chains::describe(board_, chain, step);
        const std::string a = board_.digit_name(digits[0]);
        const std::string b = board_.digit_name(digits[1]);
        step.reason = "Remote Pair " + board_.digits_text(digits) + ": " + cells_text(path_, board_.side()) +
                      " hold only " + a + " and " + b + " and each sees the next, so their values alternate; " + pairs +
                      " are an odd number of steps apart and hold one each, so a cell seeing both of them loses " + a +
                      " and " + b;
        found_.push_back(std::move(step));
    }

    const Board& board_;
    Digits pair_;
    std::vector<int> cells_;
    std::vector<bool> used_;
    std::vector<Step>& found_;
    std::vector<int> path_;
    long extensions_ = 0;
};

}  // namespace

void find_remote_pair(const Board& board, StepSink& sink) {
    std::map<Digits, std::vector<int>> by_pair;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.count(cell) == 2) by_pair[board.candidates(cell)].push_back(cell);
    std::vector<Step> found;
    for (auto& [pair, cells] : by_pair)
        if (cells.size() >= 4) RemotePairs(board, pair, std::move(cells), found).find();
    chains::add_shortest_first(std::move(found), sink);
}

}  // namespace sudoku::hints
