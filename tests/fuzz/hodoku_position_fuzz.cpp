// Fuzz target: the reader of HoDoKu's library lines (positions with placed cells and deleted
// candidates, as `sudoku hint`, `explain` and `grade` take them). Besides "no crash, no hang":
//  - a line is a case or a ParseError naming this line and a column inside it (or just past it);
//  - a case's position keeps its givens, places its '+' cells, has no clash and no deleted
//    candidate back; the line written for it (hodoku_line) reads back to the same position;
//  - a position that is not contradictory gets a step from the singles and subsets, and the step
//    applies (its placements are candidates).
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_check.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/hodoku_format.hpp"
#include "sudoku/hints/path.hpp"

namespace {

namespace hints = sudoku::hints;

/// Candidates of `marks` are a subset of those of the position its placed values alone give.
void check_position(const hints::HodokuCase& c) {
    const sudoku::PencilMarks& marks = c.marks;
    for (int cell = 0; cell < marks.cells(); ++cell) {
        if (c.givens[cell] != 0) FUZZ_CHECK(marks.value(cell) == c.givens[cell], "a given is not placed");
    }
    FUZZ_CHECK(!sudoku::find_conflict(marks.grid()), "placed values clash");
    const sudoku::PencilMarks placed_only(marks.grid());
    for (int cell = 0; cell < marks.cells(); ++cell)
        for (int value = 1; value <= marks.side(); ++value)
            if (marks.has(cell, value)) FUZZ_CHECK(placed_only.has(cell, value), "a candidate came back");
}

void check_round_trip(const hints::HodokuCase& c) {
    const std::string line = hints::hodoku_line(c.givens, c.marks);
    const hints::HodokuCase again = hints::parse_hodoku_line(line, "round-trip");
    FUZZ_CHECK(again.givens == c.givens, "givens changed through the written line");
    FUZZ_CHECK(again.marks == c.marks, "position changed through the written line: " + line);
}

void check_step(const hints::HodokuCase& c) {
    if (hints::contradictory(c.marks)) return;
    hints::TechniqueSet cheap;  // the whole finder on every input would make fuzzing slow
    for (hints::Technique t : hints::all_techniques())
        if (hints::info(t).level == hints::Level::Easy) cheap.set(static_cast<std::size_t>(t));
    const auto step = hints::next_step(hints::Board(c.marks), cheap);
    if (!step) return;
    sudoku::PencilMarks after = c.marks;
    hints::apply(*step, after);  // throws (a crash here) when a placement is not a candidate
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!hints::looks_like_hodoku_line(line)) continue;
        try {
            const hints::HodokuCase c = hints::parse_hodoku_line(line, "fuzz", number);
            check_position(c);
            check_round_trip(c);
            check_step(c);
        } catch (const sudoku::ParseError& e) {
            FUZZ_CHECK(e.source() == "fuzz" && e.line() == number, "the error names another line");
            FUZZ_CHECK(e.column() >= 1 && e.column() <= static_cast<int>(line.size()) + 1,
                       "the error's column is outside the line");
            FUZZ_CHECK(!e.message().empty(), "an error without a message");
        }
    }
    return 0;
}
