// The fish search: base lines chosen by a recursion that keeps the union of their candidates'
// positions small enough, then the cover lines — the whole union for a basic fish; for a finned
// one, the union outside one band (or stack) plus some of the lines inside it, whose other lines
// then hold the fins.
#include "sudoku/hints/techniques/fish.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <string_view>

#include "sudoku/hints/techniques/digit_templates.hpp"

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
        // Digits whose every candidate lies in a fitting template have no fish that removes
        // anything. Not asked by the X-Wing: its search costs less than the templates, and it runs
        // in every line of SE's dynamic chains (+) on grids seen once.
        templates::FittingDigits* fitting = finned_ || size_ > 2 ? &templates::FittingDigits::of(board_) : nullptr;
        for (digit_ = 1; digit_ <= side; ++digit_) {
            if (fitting != nullptr && !fitting->pattern_may_remove(digit_)) continue;
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

/// "rows 2 and 7, box 5": units of any kinds, increasing, grouped by kind.
std::string sets_text(const Board& board, const std::vector<int>& units) {
    std::string text;
    for (std::size_t i = 0; i < units.size();) {
        std::size_t end = i;
        while (end < units.size() && units[end] / board.side() == units[i] / board.side()) ++end;
        text +=
            (text.empty() ? "" : ", ") + lines_text(board, std::vector<int>(units.begin() + static_cast<long>(i),
                                                                            units.begin() + static_cast<long>(end)));
        i = end;
    }
    return text;
}

/// Rows against columns (or the reverse), without endo fins: the fish fish_step words by lines.
bool basic_shape(const Board& board, const Fish& fish) {
    const auto kind = [&](int unit) { return unit / board.side(); };
    const auto all_of_kind = [&](const std::vector<int>& units, int k) {
        return std::all_of(units.begin(), units.end(), [&](int unit) { return kind(unit) == k; });
    };
    return fish.endo_fins.empty() && !fish.base.empty() && kind(fish.base.front()) < 2 &&
           all_of_kind(fish.base, kind(fish.base.front())) && all_of_kind(fish.cover, 1 - kind(fish.base.front()));
}

/// The reason of a Franken or mutant fish: its sets, fins and endo fins, and cannibalism.
std::string general_reason(const Board& board, const Fish& fish, const std::string& title,
                           const std::vector<Candidate>& eliminations) {
    const std::string digit = board.digit_name(fish.digit);
    std::string reason = title + " on " + digit + ", in " + sets_text(board, fish.base) + " the " + digit +
                         "s lie only in " + sets_text(board, fish.cover);
    const bool cannibal = std::any_of(eliminations.begin(), eliminations.end(), [&](const Candidate& c) {
        return std::find(fish.body.begin(), fish.body.end(), c.cell) != fish.body.end();
    });
    const std::string also = cannibal ? " (a base cell in two cover sets as well)" : "";
    std::vector<int> fins = fish.fins;
    fins.insert(fins.end(), fish.endo_fins.begin(), fish.endo_fins.end());
    std::sort(fins.begin(), fins.end());
    if (fins.empty()) return reason + ", so the rest of those cover sets loses " + digit + also;
    reason += " apart from the fin" + std::string(fins.size() > 1 ? "s " : " ") + cells_text(fins, board.side());
    if (!fish.endo_fins.empty())
        reason += " (" + cells_text(fish.endo_fins, board.side()) + (fish.endo_fins.size() > 1 ? " lie" : " lies") +
                  " in two base sets)";
    return reason + "; either " + (fins.size() > 1 ? "a fin" : "the fin") + " is " + digit +
           " or the fish holds, so the cells of the cover sets that see every fin lose " + digit + also;
}

}  // namespace

void for_each_fish(const Board& board, int size, bool finned, StepSink& sink,
                   const std::function<bool(const Fish&)>& found) {
    FishSearch(board, size, finned, sink, found).run();
}

std::vector<Candidate> fish_eliminations(const Board& board, const Fish& fish) {
    std::vector<int> fins = fish.fins;
    fins.insert(fins.end(), fish.endo_fins.begin(), fish.endo_fins.end());
    const auto inside = [&](const std::vector<int>& units, int cell) {
        return static_cast<int>(
            std::count_if(units.begin(), units.end(), [&](int unit) { return board.in_unit(unit, cell); }));
    };
    std::vector<Candidate> eliminations;
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (!board.has(cell, fish.digit)) continue;
        const int covers = inside(fish.cover, cell);
        if (covers == 0 || (covers == 1 && inside(fish.base, cell) > 0)) continue;  // a base cell: unless cannibal
        if (std::all_of(fins.begin(), fins.end(), [&](int fin) { return board.sees(cell, fin); }))
            eliminations.push_back({cell, fish.digit});
    }
    return eliminations;
}

Step fish_step(const Board& board, const Fish& fish, Technique technique) {
    Step step{.technique = technique, .eliminations = fish_eliminations(board, fish), .units = fish.base};
    if (step.eliminations.empty()) return step;  // most fish of a grid are cleaned already: no words
    step.units.insert(step.units.end(), fish.cover.begin(), fish.cover.end());
    for (int cell : fish.body) step.marks.push_back({{cell, fish.digit}, Role::Pattern});
    for (int cell : fish.fins) step.marks.push_back({{cell, fish.digit}, Role::Fin});
    for (int cell : fish.endo_fins) step.marks.push_back({{cell, fish.digit}, Role::Fin});
    if (!basic_shape(board, fish)) {
        step.reason = general_reason(board, fish, std::string(info(technique).title), step.eliminations);
        return step;
    }
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

Step siamese_fish_step(const Board& board, const Fish& first, const Fish& second, Technique technique, Technique each) {
    Step one = fish_step(board, first, each);
    Step two = fish_step(board, second, each);
    Step step{.technique = technique, .eliminations = one.eliminations, .units = first.base};
    step.eliminations.insert(step.eliminations.end(), two.eliminations.begin(), two.eliminations.end());
    std::sort(step.eliminations.begin(), step.eliminations.end());
    step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()), step.eliminations.end());
    for (const Fish* fish : {&first, &second})
        for (int unit : fish->cover)
            if (std::find(step.units.begin(), step.units.end(), unit) == step.units.end()) step.units.push_back(unit);
    step.marks = one.marks;
    for (const Mark& mark : two.marks)
        if (std::find(step.marks.begin(), step.marks.end(), mark) == step.marks.end()) step.marks.push_back(mark);
    step.reason = std::string(info(technique).title) + " on " + board.digit_name(first.digit) +
                  ", two fish on the same base sets: " + one.reason + "; and " + two.reason;
    return step;
}

}  // namespace sudoku::hints
