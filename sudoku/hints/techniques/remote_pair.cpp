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
/// chains cell by cell. Returns false once the sink is full.
class RemotePairs {
public:
    RemotePairs(const Board& board, StepSink& sink, Digits pair, std::vector<int> cells)
        : board_(board), sink_(sink), pair_(pair), cells_(std::move(cells)), used_(cells_.size(), false) {}

    bool find() {
        for (std::size_t i = 0; i < cells_.size(); ++i)
            if (!extend(i)) return false;
        return true;
    }

private:
    bool extend(std::size_t index) {
        if (++extensions_ > kMaxExtensions) return true;
        used_[index] = true;
        path_.push_back(cells_[index]);
        bool go_on = path_.size() < 4 || path_.back() < path_.front() || report();  // each chain once, either way
        for (std::size_t next = 0; go_on && next < cells_.size() && path_.size() < kMaxCells; ++next)
            if (!used_[next] && board_.sees(path_.back(), cells_[next])) go_on = extend(next);
        path_.pop_back();
        used_[index] = false;
        return go_on;
    }

    bool report() {
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
        if (step.eliminations.empty()) return true;
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
        const std::string a = std::to_string(digits[0]);
        const std::string b = std::to_string(digits[1]);
        step.reason = "Remote Pair " + digits_text(digits) + ": " + cells_text(path_, board_.side()) + " hold only " +
                      a + " and " + b + " and each sees the next, so their values alternate; " + pairs +
                      " are an odd number of steps apart and hold one each, so a cell seeing both of them loses " + a +
                      " and " + b;
        return sink_.add(std::move(step));
    }

    const Board& board_;
    StepSink& sink_;
    Digits pair_;
    std::vector<int> cells_;
    std::vector<bool> used_;
    std::vector<int> path_;
    long extensions_ = 0;
};

}  // namespace

void find_remote_pair(const Board& board, StepSink& sink) {
    std::map<Digits, std::vector<int>> by_pair;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.count(cell) == 2) by_pair[board.candidates(cell)].push_back(cell);
    for (auto& [pair, cells] : by_pair) {
        if (cells.size() < 4) continue;
        if (!RemotePairs(board, sink, pair, std::move(cells)).find()) return;
    }
}

}  // namespace sudoku::hints
