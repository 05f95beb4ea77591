#pragma once
// What every forcing chain's step is made of, whichever search found it: the sentence of a line of
// reasoning from an assumption ("if r1c1 were 5, then r1c7=3 (naked single) and …") and the marks,
// links and units of its facts. Internal to the forcing chain finders.

#include <string>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/techniques/implications.hpp"

namespace sudoku::hints::forcing {

/// An assumption: `candidate` is the cell's value (on) or is not.
struct Premise {
    Candidate candidate;
    bool on = true;
};

/// "if r1c1 were 5" or "if r1c1 were not 5".
std::string premise_text(const Board& board, const Premise& premise);
/// "a", "a and b", "a, b and c" (or "a, b or c").
std::string joined(const std::vector<std::string>& items, const std::string& conjunction = "and");
/// The placements on `path` (trail indices) after the premise, in the order they were derived:
/// "r1c7=3 (naked single)".
std::vector<std::string> placements_text(const Board& board, const Implications& implications,
                                         const std::vector<int>& path);
/// "if r1c1 were 5, then r1c7=3 (naked single) and <last>".
std::string branch_text(const Board& board, const Premise& premise, std::vector<std::string> items,
                        const std::string& last);
/// "r1c2 would have no candidate left" or "3 would have no place left in row 1".
std::string clash_text(const Board& board, const Clash& clash);

void add_unit(Step& step, int unit);
void add_mark(Step& step, const Candidate& candidate, Role role);
/// The path's facts as marks (on: ColorA, off: ColorB), its inferences as links, its hidden
/// singles' units.
void add_path(const Implications& implications, const std::vector<int>& path, Step& step);

}  // namespace sudoku::hints::forcing
