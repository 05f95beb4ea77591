// Fuzz target: the reader of pencil-mark grids (what `--candidates` prints, and HoDoKu's and SE's
// pastes), as `sudoku hint`, `explain` and `grade` take them. Besides "no crash, no hang":
//  - every entry is a position or a ParseError naming this input, a line of it and a column;
//  - a position's values are placed, none clash, and the grid printed for it reads back to the
//    same position (unless nothing is placed and a cell has one candidate: without brackets in the
//    grid, a lone digit is a value, as HoDoKu writes one).
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_check.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/candidate_grid.hpp"

namespace {

namespace hints = sudoku::hints;

bool reads_back(const sudoku::PencilMarks& marks) {
    bool placed = false;
    bool lone = false;
    for (int cell = 0; cell < marks.cells(); ++cell) {
        placed = placed || marks.value(cell) != 0;
        lone = lone || (marks.value(cell) == 0 && marks.count(cell) == 1);
    }
    return placed || !lone;
}

void check_position(const hints::CandidatePosition& p) {
    const sudoku::PencilMarks& marks = p.marks;
    FUZZ_CHECK(marks.grid() == p.values, "the values read are not those placed");
    FUZZ_CHECK(!sudoku::find_conflict(p.values), "placed values clash");
    if (!reads_back(marks)) return;
    const std::string text = hints::candidate_grid(marks);
    const hints::CandidatePosition again = hints::parse_candidate_grid(text, "round-trip");
    FUZZ_CHECK(again.marks == marks, "the printed grid reads back to another position:\n" + text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::istringstream in(text);
    hints::CandidateGridReader reader(in, "fuzz");
    int index = 0;
    while (const auto entry = reader.next()) {
        FUZZ_CHECK(entry->index == index++, "entries out of order");
        FUZZ_CHECK(entry->position.has_value() != entry->error.has_value(), "an entry is neither or both");
        if (entry->error) {
            const sudoku::ParseError& e = *entry->error;
            FUZZ_CHECK(e.source() == "fuzz", "the error names another input");
            FUZZ_CHECK(e.line() >= 1 && e.line() <= lines + 1, "the error's line is outside the input");
            FUZZ_CHECK(e.column() >= 1, "the error's column is before the line");
            FUZZ_CHECK(!e.message().empty(), "an error without a message");
        } else {
            check_position(*entry->position);
        }
    }
    return 0;
}
