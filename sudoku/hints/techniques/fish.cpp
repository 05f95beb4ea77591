// The fish search: base lines chosen by a recursion that keeps the union of their candidates'
// positions small enough, then the cover lines — the whole union for a basic fish; for a finned
// one, the union outside one band (or stack) plus some of the lines inside it, whose other lines
// then hold the fins.
#include "sudoku/hints/techniques/fish.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <string_view>

namespace sudoku::hints {

namespace {

class FishSearch {
public:
    FishSearch(const Board& board, int size, bool finned, StepSink& sink, const std::function<bool(const Fish&)>& found)
        : board_(board), size_(size), finned_(finned), sink_(sink), found_(found) {}

    void run() {
        const int side = board_.side();
        // A finned fish's fins lie in one box, so they add at most `box` cross lines to the union.
        const int most = finned_ ? size_ + board_.box() : size_;
        for (digit_ = 1; digit_ <= side; ++digit_) {
            for (const bool rows : {true, false}) {
                rows_ = rows;
                lines_.clear();
                masks_.clear();
                for (int line = 0; line < side; ++line) {
                    const Positions where = board_.where(base_unit(line), digit_);
                    if (where != 0 && std::popcount(where) <= most) lines_.push_back(line), masks_.push_back(where);
                }
                if (!choose_base(0, 0, most)) return;
            }
        }
    }

private:
    const Board& board_;
    int size_;
    bool finned_;
    StepSink& sink_;
    const std::function<bool(const Fish&)>& found_;
    int digit_ = 0;
    bool rows_ = true;
    std::vector<int> lines_;        // the lines that may be base lines
    std::vector<Positions> masks_;  // their candidates, by cross line
    std::vector<int> chosen_;       // indices into lines_

    int base_unit(int line) const { return rows_ ? board_.row_unit(line) : board_.column_unit(line); }
    int cover_unit(int line) const { return rows_ ? board_.column_unit(line) : board_.row_unit(line); }
    int cell(int base_line, int cross_line) const {
        return rows_ ? base_line * board_.side() + cross_line : cross_line * board_.side() + base_line;
    }

    /// False once the caller wants no more fish.
    bool choose_base(std::size_t start, Positions joined, int most) {
        if (static_cast<int>(chosen_.size()) == size_) return finned_ ? choose_finned_cover(joined) : basic(joined);
        for (std::size_t i = start; i < lines_.size(); ++i) {
            if (chosen_.size() < 2 && sink_.stopped()) return false;  // a limit: polled in the outer two levels
            if (std::popcount(joined | masks_[i]) > most) continue;
            chosen_.push_back(static_cast<int>(i));
            const bool go_on = choose_base(i + 1, joined | masks_[i], most);
            chosen_.pop_back();
            if (!go_on) return false;
        }
        return true;
    }

    bool basic(Positions joined) { return std::popcount(joined) != size_ || report(joined, 0); }

    /// Fins in band (or stack) `group`: the cover takes every cross line outside it and enough
    /// inside it to make `size`, leaving at least one cross line inside for the fins.
    bool choose_finned_cover(Positions joined) {
        const int box = board_.box();
        for (int group = 0; group < box; ++group) {
            const Positions group_mask = ((Positions{1} << box) - 1) << (group * box);
            const Positions outside = joined & ~group_mask;
            const Positions inside = joined & group_mask;
            const int wanted = size_ - std::popcount(outside);
            // wanted ≥ 1: a cover line through the fins' box is the only place for eliminations.
            if (wanted < 1 || std::popcount(inside) <= wanted) continue;
            for (Positions part = inside; part != 0; part = (part - 1) & inside) {
                if (std::popcount(part) != wanted || !eliminates(part, inside & ~part)) continue;
                if (!report(outside | part, inside & ~part)) return false;
            }
        }
        return true;
    }

    /// Whether the fins (candidates of the base lines on `fin_lines`) share a box, and a cover line
    /// among `cover_inside` (those through that box) holds the digit there outside the base lines.
    bool eliminates(Positions cover_inside, Positions fin_lines) const {
        const int box = board_.box();
        int band = -1;
        for (int i : chosen_) {
            if ((masks_[static_cast<std::size_t>(i)] & fin_lines) == 0) continue;
            const int line_band = lines_[static_cast<std::size_t>(i)] / box;
            if (band >= 0 && line_band != band) return false;
            band = line_band;
        }
        for (int line = band * box; line < (band + 1) * box; ++line) {
            const bool base = std::any_of(chosen_.begin(), chosen_.end(),
                                          [&](int i) { return lines_[static_cast<std::size_t>(i)] == line; });
            if (!base && (board_.where(base_unit(line), digit_) & cover_inside) != 0) return true;
        }
        return false;
    }

    bool report(Positions cover, Positions fin_lines) {
        Fish fish{.digit = digit_};
        for (int i : chosen_) {
            const int line = lines_[static_cast<std::size_t>(i)];
            const Positions mask = masks_[static_cast<std::size_t>(i)];
            fish.base.push_back(base_unit(line));
            for (int cross : positions_of(mask & cover)) fish.body.push_back(cell(line, cross));
            for (int cross : positions_of(mask & fin_lines)) fish.fins.push_back(cell(line, cross));
            fish.sashimi = fish.sashimi || (finned_ && std::popcount(mask & cover) <= 1);
        }
        for (int cross : positions_of(cover)) fish.cover.push_back(cover_unit(cross));
        std::sort(fish.body.begin(), fish.body.end());
        std::sort(fish.fins.begin(), fish.fins.end());
        return found_(fish);
    }
};

/// "rows 2 and 7", "columns 1, 4 and 8": units of one kind, increasing.
std::string lines_text(const Board& board, const std::vector<int>& units) {
    if (units.empty()) return "";
    const int side = board.side();
    constexpr std::string_view kKinds[] = {"row", "column", "box"};
    std::string text(kKinds[units.front() / side]);
    text += units.size() == 1 ? " " : text == "box" ? "es " : "s ";
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (i > 0) text += i + 1 == units.size() ? " and " : ", ";
        text += std::to_string(units[i] % side + 1);
    }
    return text;
}

}  // namespace

void for_each_fish(const Board& board, int size, bool finned, StepSink& sink,
                   const std::function<bool(const Fish&)>& found) {
    FishSearch(board, size, finned, sink, found).run();
}

std::vector<Candidate> fish_eliminations(const Board& board, const Fish& fish) {
    std::vector<Candidate> eliminations;
    for (int unit : fish.cover) {
        for (int cell : board.geometry().unit(unit)) {
            if (!board.has(cell, fish.digit)) continue;
            if (std::any_of(fish.base.begin(), fish.base.end(), [&](int base) { return board.in_unit(base, cell); }))
                continue;
            if (std::all_of(fish.fins.begin(), fish.fins.end(), [&](int fin) { return board.sees(cell, fin); }))
                eliminations.push_back({cell, fish.digit});
        }
    }
    return eliminations;
}

Step fish_step(const Board& board, const Fish& fish, Technique technique) {
    Step step{.technique = technique, .eliminations = fish_eliminations(board, fish), .units = fish.base};
    if (step.eliminations.empty()) return step;  // most fish of a grid are cleaned already: no words
    step.units.insert(step.units.end(), fish.cover.begin(), fish.cover.end());
    for (int cell : fish.body) step.marks.push_back({{cell, fish.digit}, Role::Pattern});
    for (int cell : fish.fins) step.marks.push_back({{cell, fish.digit}, Role::Fin});
    const std::string digit = board.digit_name(fish.digit);
    const std::string title(info(technique).title);
    const std::string base = lines_text(board, fish.base);
    const std::string cover = lines_text(board, fish.cover);
    step.reason = title + " on " + digit + ", in " + base + " the " + digit + "s lie only in " + cover;
    if (fish.fins.empty()) {
        step.reason += ", so the rest of those " + cover.substr(0, cover.find(' ')) + " loses " + digit;
        return step;
    }
    const std::string fin_box = board.unit_name(board.box_unit(board.box_of(fish.fins.front())));
    step.reason += " apart from the fin" + std::string(fish.fins.size() > 1 ? "s " : " ") +
                   cells_text(fish.fins, board.side()) + " in " + fin_box + "; either " +
                   (fish.fins.size() > 1 ? "a fin" : "the fin") + " is " + digit +
                   " or the fish holds, so the cells of those " + cover.substr(0, cover.find(' ')) + " in " + fin_box +
                   " lose " + digit;
    return step;
}

}  // namespace sudoku::hints
