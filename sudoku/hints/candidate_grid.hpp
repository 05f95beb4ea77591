#pragma once
/// The pencil-mark grid, the form in which players paste a position with its candidates: N rows of
/// N cells, each cell its candidates ("247"), its value in brackets ("[5]") or '-' for none, with
/// '|' between boxes and border lines between bands. `--candidates` prints it (candidate_grid) and
/// the readers here take it back, and HoDoKu's and Sudoku Explainer's pencil-mark grids too:
///  - border lines are made of '-', '=', '+', '|', '.', ':', '\'', '*' and spaces, with a run of
///    two '-' or '=' (HoDoKu draws ".---.", ":---+", "'---'");
///  - in a grid with no bracketed cell a lone digit is a placed value, as those tools write a value;
///    in a grid with brackets it is a cell with one candidate;
///  - above 9×9 a cell's candidates are separated by commas ("1,12,16"); a value or candidate above
///    9 is a number or a letter (A = 10 … Z = 35);
///  - a candidate that a placed value in the same row, column or box rules out is dropped, as the
///    rules of Sudoku drop it; '#' starts a comment.
/// Sizes 4×4 to 64×64 (the step finder's). Every error names the line and column.

#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/format.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

/// The grid as `--candidates` prints it: columns aligned, boxes ruled off, values in brackets.
std::string candidate_grid(const PencilMarks& marks);

/// A position read from a pencil-mark grid.
struct CandidatePosition {
    Grid values;        ///< the placed values (read as givens: a grid does not tell them apart)
    PencilMarks marks;  ///< the values placed, the candidates not listed removed
};

/// True when `line` is meant as a row of a pencil-mark grid rather than of a puzzle: after '|' and
/// blanks split it, it has 4 to 64 cells and one of them holds '[', ',', is '-', or (with at most
/// nine cells) has more than one character, which no puzzle form writes.
bool looks_like_candidate_row(std::string_view line);
/// True for a border line of a pencil-mark grid (see above).
bool candidate_border(std::string_view line);
/// True when a text holding one position (a page's paste) is a pencil-mark grid rather than a
/// puzzle: one of its lines looks_like_candidate_row, as no line of a puzzle does.
bool looks_like_candidate_grid(std::string_view text);

/// Exactly one grid (blank, comment and border lines around it allowed); throws ParseError naming
/// `source`, the line and the column of the first thing that is not as the form says.
CandidatePosition parse_candidate_grid(std::string_view text, std::string_view source = "<input>");

/// One grid of a stream, or the reason it could not be read.
struct CandidateGridEntry {
    int index = 0;  ///< 0-based among the grids of the input
    int line = 0;   ///< 1-based line of its first row
    std::optional<CandidatePosition> position;
    std::optional<ParseError> error;
};

/// Reads grids one at a time, in bounded memory (a grid ends after its N rows; blank, comment and
/// border lines between grids are skipped). After a bad grid, reading goes on after the next blank
/// line. A UTF-8 byte order mark at its start is skipped.
class CandidateGridReader {
public:
    CandidateGridReader(std::istream& in, std::string source);
    ~CandidateGridReader();
    CandidateGridReader(const CandidateGridReader&) = delete;
    CandidateGridReader& operator=(const CandidateGridReader&) = delete;
    std::optional<CandidateGridEntry> next();

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sudoku::hints
