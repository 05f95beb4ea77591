#pragma once
/// One line of HoDoKu's regression-library format, a pencil-mark position with a technique to look
/// for and what it should find:
///   :<technique>[-variant]:<digits>:<givens>:<deleted candidates>:<eliminations>:<placements>:<extra>
/// An empty <technique> field means any technique (a position to look at, not a library case).
/// <givens> is 81 characters ('.' or '0' blank, '+' before a digit that was placed, not given);
/// the lists are space-separated <digit><row><col> triples ("436" is r3c6<>4). 9×9 only.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/technique.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

struct HodokuCase {
    std::string code;                    ///< "0300"; empty for an empty field: any technique
    std::string variant;                 ///< after the dash: "1", or "x" for a fail case
    std::optional<Technique> technique;  ///< ours for the code; nullopt for one we do not have
    std::vector<int> digits;             ///< the <digits> field
    Grid givens{3};                      ///< the givens alone (without the placed cells)
    PencilMarks marks{3};                ///< givens and placed cells placed, deleted candidates removed
    std::vector<Candidate> eliminations;
    std::vector<Candidate> placements;
    std::string extra;

    bool fail_case() const { return variant == "x"; }
};

/// Parses one line; throws ParseError naming `source`, `line` and the column of the first thing
/// that is not as the format says (also for placed values that clash).
HodokuCase parse_hodoku_line(std::string_view text, std::string_view source = "<input>", int line = 1);

/// The position as a line of the format: givens, the values placed since (with '+'), the candidates
/// deleted since; with a step, its technique, digits, eliminations and placements too (the line
/// `sudoku hint` reads back to find that step). 9×9 only (throws std::invalid_argument otherwise).
std::string hodoku_line(const Grid& givens, const PencilMarks& marks, const Step* step = nullptr);

/// Whether a step concerns the <digits> field of a line, read as the library's header defines it
/// per technique:
///  - singles and forcing-chain verities: the digits placed (exactly those; a verity that only
///    eliminates: the digits eliminated);
///  - X-Chains, XY-Chains, nice loops, AICs, the ALS techniques, Sue de Coq and forcing-chain
///    contradictions: the digits eliminated (exactly those);
///  - every other technique: digits the move uses; each must be a digit of the step's marks (of its
///    effect when it has no marks): a naked pair {1,6} concerns "16", a pair {1,7} does not;
///  - an empty field (BUG+1) is concerned by every step.
/// How `sudoku hint` and the validation tool (bench/hints) apply a line's digits.
bool concerns_digits(const Step& step, const std::vector<int>& digits);

/// True when the text is meant as a line of this format: it starts with ':' (after blanks), which
/// no puzzle form does, so a malformed line gets the format's own messages.
bool looks_like_hodoku_line(std::string_view text);

}  // namespace sudoku::hints
