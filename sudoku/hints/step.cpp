#include "sudoku/hints/step.hpp"

#include <algorithm>

#include "sudoku/format.hpp"
#include "sudoku/geometry.hpp"

namespace sudoku::hints {

namespace {

void sort_unique(std::vector<Candidate>& list) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

}  // namespace

bool StepSink::add(Step step) {
    if (full() || stopped()) return false;
    if (!step.does_something()) return true;
    sort_unique(step.placements);
    sort_unique(step.eliminations);
    step.explanation = effect_text(step, side_) + ": " + step.reason;
    const bool seen = std::any_of(steps_.begin(), steps_.end(), [&](const Step& kept) {
        return kept.technique == step.technique && kept.placements == step.placements &&
               kept.eliminations == step.eliminations;
    });
    if (!seen) steps_.push_back(std::move(step));
    return !full();
}

void apply(const Step& step, PencilMarks& marks) {
    for (const Candidate& c : step.placements)
        if (marks.value(c.cell) != c.digit) marks.place(c.cell, c.digit);  // a placed cell throws
    for (const Candidate& c : step.eliminations)
        if (marks.value(c.cell) == 0) marks.remove(c.cell, c.digit);
}

std::string elimination_name(const Candidate& candidate, int side) {
    return cell_name(candidate.cell, side) + "<>" + value_name(candidate.digit, side);
}

std::string placement_name(const Candidate& candidate, int side) {
    return cell_name(candidate.cell, side) + "=" + value_name(candidate.digit, side);
}

std::string effect_text(const Step& step, int side) {
    std::string text;
    for (const Candidate& c : step.placements) text += (text.empty() ? "" : ", ") + placement_name(c, side);
    for (std::size_t i = 0; i < step.eliminations.size(); ++i) {
        const Candidate& c = step.eliminations[i];
        const bool same_cell = i > 0 && step.eliminations[i - 1].cell == c.cell;
        if (same_cell) text += "," + value_name(c.digit, side);
        else text += (text.empty() ? "" : ", ") + elimination_name(c, side);
    }
    return text;
}

std::string unit_text(int unit, int side) {
    const int kind = unit / side;
    return std::string(kind == 0 ? "row " : kind == 1 ? "column " : "box ") + std::to_string(unit % side + 1);
}

std::string cells_text(const std::vector<int>& cells, int side) {
    std::string text;
    for (int cell : cells) text += (text.empty() ? "" : ", ") + cell_name(cell, side);
    return text;
}

std::string digits_text(const std::vector<int>& digits, int side) {
    std::string text = "{";
    for (std::size_t i = 0; i < digits.size(); ++i) text += (i ? "," : "") + value_name(digits[i], side);
    return text + "}";
}

}  // namespace sudoku::hints
