#include "sudoku/hints/techniques/forcing_text.hpp"

#include <algorithm>

namespace sudoku::hints::forcing {

namespace {

/// "r1c7=3 (naked single)".
std::string placement_text(const Board& board, const Implication& fact) {
    const std::string name = placement_name(fact.candidate, board.side());
    if (fact.cause == Cause::HiddenSingle) return name + " (hidden single in " + board.unit_name(fact.unit) + ")";
    if (fact.cause == Cause::NakedSingle) return name + " (naked single)";
    return name;
}

}  // namespace

std::string premise_text(const Board& board, const Premise& premise) {
    return "if " + board.cell_name(premise.candidate.cell) + (premise.on ? " were " : " were not ") +
           board.digit_name(premise.candidate.digit);
}

/// "a", "a and b", "a, b and c" (or "a, b or c").
std::string joined(const std::vector<std::string>& items, const std::string& conjunction) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i == 0 ? "" : i + 1 == items.size() ? " " + conjunction + " " : ", ") + items[i];
    return text;
}

/// The placements on `path` after the premise, in the order they were derived.
std::vector<std::string> placements_text(const Board& board, const Implications& implications,
                                         const std::vector<int>& path) {
    std::vector<std::string> items;
    for (int i : path) {
        const Implication& fact = implications.trail()[static_cast<std::size_t>(i)];
        if (fact.on && fact.cause != Cause::Premise) items.push_back(placement_text(board, fact));
    }
    return items;
}

/// "if r1c1 were 5, then r1c7=3 (naked single) and <last>".
std::string branch_text(const Board& board, const Premise& premise, std::vector<std::string> items,
                        const std::string& last) {
    items.push_back(last);
    return premise_text(board, premise) + ", then " + joined(items);
}

std::string clash_text(const Board& board, const Clash& clash) {
    if (clash.cell >= 0) return board.cell_name(clash.cell) + " would have no candidate left";
    return board.digit_name(clash.digit) + " would have no place left in " + board.unit_name(clash.unit);
}

void add_unit(Step& step, int unit) {
    if (unit >= 0 && std::find(step.units.begin(), step.units.end(), unit) == step.units.end())
        step.units.push_back(unit);
}

void add_mark(Step& step, const Candidate& candidate, Role role) {
    const bool known = std::any_of(step.marks.begin(), step.marks.end(),
                                   [&](const Mark& mark) { return mark.candidate == candidate; });
    if (!known) step.marks.push_back({candidate, role});
}

/// The path's facts as marks (on: ColorA, off: ColorB), its inferences as links, its hidden
/// singles' units.
void add_path(const Implications& implications, const std::vector<int>& path, Step& step) {
    const auto& trail = implications.trail();
    for (int i : path) {
        const Implication& fact = trail[static_cast<std::size_t>(i)];
        add_mark(step, fact.candidate, fact.on ? Role::ColorA : Role::ColorB);
        add_unit(step, fact.unit);
        for (int reason : implications.reasons(fact)) {
            const Implication& from = trail[static_cast<std::size_t>(reason)];
            step.chain.push_back(
                {{from.candidate.cell}, from.candidate.digit, {fact.candidate.cell}, fact.candidate.digit, fact.on});
        }
    }
}

}  // namespace sudoku::hints::forcing
