// Reading pencil-mark grids: what `--candidates` prints reads back to the same position, HoDoKu's
// grid paste reads as HoDoKu means it, and bad grids are refused at their line and column.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "hints/positions.hpp"
#include "random_cases.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/candidate_grid.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using sudoku::hints::candidate_grid;
using sudoku::hints::parse_candidate_grid;

const char* const kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string error_of(const std::string& text) {
    try {
        parse_candidate_grid(text, "pm.txt");
    } catch (const sudoku::ParseError& e) {
        return e.what();
    }
    return "no error";
}

/// Every position on the logical path of `puzzle`, with some candidates struck at random as well.
/// examples/puzzles/16x16.txt.
const std::string k16x16 =
    "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G"
    "......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F"
    ".....D.B.E13.6.D........7A...8BC3....954.";

void expect_round_trips(const std::string& puzzle, std::mt19937& random) {
    PencilMarks marks(sudoku::parse(puzzle));
    const sudoku::hints::SolvingPath path = sudoku::hints::solve_logically(marks);
    for (std::size_t i = 0; i <= path.steps.size(); ++i) {
        PencilMarks struck = marks;
        for (int k = 0; k < 5; ++k) {
            const int cell = static_cast<int>(random() % static_cast<unsigned>(marks.cells()));
            const int digit = 1 + static_cast<int>(random() % static_cast<unsigned>(marks.side()));
            if (struck.value(cell) == 0) struck.remove(cell, digit);
        }
        for (const PencilMarks* position : {&marks, &struck}) {
            const std::string text = candidate_grid(*position);
            const auto back = parse_candidate_grid(text);
            ASSERT_EQ(back.marks, *position) << text;
            EXPECT_EQ(back.values, position->grid());
        }
        if (i < path.steps.size()) sudoku::hints::apply(path.steps[i], marks);
    }
}

TEST(CandidateGrid, WhatIsPrintedReadsBackToTheSamePosition) {
    std::mt19937 random(39);
    const int rounds = csp::testing::random_cases(5);
    for (int round = 0; round < rounds; ++round) {
        expect_round_trips(kEasy, random);
        expect_round_trips("1.....3..4.....2", random);  // 4×4
    }
    // 16×16: candidates separated by commas, values in brackets, digits above 9 as letters (as the
    // puzzle forms write them), along the whole path of the bundled 16×16.
    PencilMarks wide(4);
    wide.place(rc(1, 1, 16), 12);
    wide.remove(rc(2, 2, 16), 16);
    const std::string text = candidate_grid(wide);
    EXPECT_EQ(text.find("[12]"), std::string::npos) << text;
    EXPECT_NE(text.find("[C]"), std::string::npos) << text;
    EXPECT_NE(text.find("1,2,3,4,5,6,7,8,9,A,B,D,E,F "), std::string::npos) << text;  // r2c2: no C, no G
    const auto back = parse_candidate_grid(text);
    EXPECT_EQ(back.marks, wide);
    expect_round_trips(k16x16, random);
}

TEST(CandidateGrid, ReadsHodokusGridWithValuesAsLoneDigits) {
    // A HoDoKu pencil-mark grid (no brackets: a lone digit is a value); r1c3 lists a 5, which
    // the 5 of r1c1 rules out: dropped, as the rules drop it.
    const std::string text = R"(.------------------.------------------.------------------.
| 5     3     1245 | 26    7     2468 | 1489  1249  248  |
| 6     247   247  | 1     9     5    | 3478  234   2478 |
| 12    9     8    | 23    34    24   | 13457 6     247  |
:------------------+------------------+------------------:
| 8     125   1259 | 579   6     147  | 4579  2459  3    |
| 4     25    2569 | 8     25    3    | 579   259   1    |
| 7     15    1359 | 59    2     14   | 4589  459   6    |
:------------------+------------------+------------------:
| 139   6     1349 | 357   35    7    | 2     8     4    |
| 23    278   237  | 4     1     9    | 36    3     5    |
| 123   1245  1234 | 2356  8     26   | 1346  7     9    |
'------------------'------------------'------------------'
)";
    const auto position = parse_candidate_grid(text);
    EXPECT_EQ(position.marks.value(rc(1, 1)), 5);
    EXPECT_EQ(position.marks.value(rc(8, 8)), 3) << "a lone digit is a value in HoDoKu's grid";
    EXPECT_EQ(position.marks.candidates(rc(1, 3)), (std::vector<int>{1, 2, 4}));
    EXPECT_EQ(position.marks.candidates(rc(7, 3)), (std::vector<int>{1, 3, 9}))
        << "4 is placed in row 7 (r7c9), so it goes";
    EXPECT_EQ(position.values[rc(7, 6)], 7);
}

TEST(CandidateGrid, InOurGridALoneDigitIsOneCandidate) {
    PencilMarks marks(sudoku::parse(kEasy));
    const std::string text = candidate_grid(marks);
    ASSERT_EQ(marks.candidates(rc(5, 5)), std::vector<int>{5}) << text;
    EXPECT_EQ(parse_candidate_grid(text).marks.value(rc(5, 5)), 0);
}

TEST(CandidateGrid, ErrorsNameTheLineAndColumn) {
    const std::string good = candidate_grid(PencilMarks(sudoku::parse(kEasy)));
    std::vector<std::string> lines;
    std::istringstream in(good);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    auto with_line = [&](std::size_t index, const std::string& text) {
        std::string out;
        for (std::size_t i = 0; i < lines.size(); ++i) out += (i == index ? text : lines[i]) + "\n";
        return out;
    };
    // lines[1] is row 1: "| [5]  [3]   124    | 26 ..."
    EXPECT_EQ(error_of(with_line(1, "| [5]  [3]   12x    | 26    [7]  2468 | 1489   1249  248  |")),
              "pm.txt:2:16: unexpected 'x' in a cell: expected its candidates (digits 1..9), its value in "
              "brackets ('[5]') or '-' for none");
    EXPECT_EQ(error_of(with_line(2, "| [6]  247   247    | [1]   [9]  [5]  | 3478   234 |")),
              "pm.txt:3:53: row 2 has 8 cells, expected 9 (as in the first row)");
    EXPECT_EQ(error_of(with_line(1, "| [5]  [3]   124    | 26    [5]  2468 | 1489   1249  248  |")),
              "pm.txt:2:29: value 5 in r1c5 is already in its row, column or box");
    EXPECT_EQ(error_of(with_line(1, "| [5]  [3]   124    | 26    [7  2468 | 1489   1249  248  |")),
              "pm.txt:2:31: a bracketed value ends with ']', as in '[5]'");
    EXPECT_EQ(error_of("| 12 3 4 5 6 |\n"),
              "pm.txt:1:3: the first row of the pencil-mark grid has 5 cells, but a grid's side must be 4, 9, 16, "
              "25, 36, 49 or 64");
    EXPECT_EQ(error_of(good.substr(0, good.find("\n+", 10) + 1)),
              "pm.txt:5:1: the grid ends after 3 rows, but its first row has 9 cells, so 9 rows were expected");
    EXPECT_EQ(error_of(good + good), "pm.txt:15:1: a second grid starts here; one pencil-mark grid was expected");
}

TEST(CandidateGrid, ReaderGoesOnAfterABadGrid) {
    const std::string good = candidate_grid(PencilMarks(sudoku::parse(kEasy)));
    std::istringstream in(good + "\n| 12 3 4 5 6 |\n| 1 |\n\n" + good);
    sudoku::hints::CandidateGridReader reader(in, "pm.txt");
    const auto first = reader.next();
    const auto second = reader.next();
    const auto third = reader.next();
    ASSERT_TRUE(first && second && third);
    EXPECT_TRUE(first->position && !first->error);
    EXPECT_TRUE(second->error && !second->position);
    EXPECT_EQ(second->line, 15);
    ASSERT_TRUE(third->position);
    EXPECT_EQ(third->line, 19);
    EXPECT_EQ(third->index, 2);
    EXPECT_FALSE(reader.next());
}

TEST(CandidateGrid, TellsItsRowsFromPuzzleRows) {
    using sudoku::hints::looks_like_candidate_row;
    EXPECT_TRUE(looks_like_candidate_row("| [5]  [3]   124    | 26    [7]  2468 | 1489   1249  248  |"));
    EXPECT_TRUE(looks_like_candidate_row("| 5 3 1245 | 26 7 2468 | 1489 1249 248 |"));
    EXPECT_TRUE(looks_like_candidate_row("[1] 2 - 4"));
    EXPECT_FALSE(looks_like_candidate_row("| 5 3 . | . 7 . | . . . |")) << "a pretty puzzle row";
    EXPECT_FALSE(looks_like_candidate_row("13  9  2 11 15 12 10  1 16  6 14  7  4  3  8  5")) << "a 16x16 grid row";
    EXPECT_FALSE(looks_like_candidate_row(kEasy));
    EXPECT_FALSE(looks_like_candidate_row("+-----+-----+"));
    EXPECT_TRUE(sudoku::hints::candidate_border(".------------------.------------------."));
    EXPECT_TRUE(sudoku::hints::candidate_border(":------+------:"));
    EXPECT_FALSE(sudoku::hints::candidate_border("| - - - |")) << "a row of empty cells is not a border";
}

/// A page's paste (one position): a pencil-mark grid, ours or HoDoKu's, or a puzzle in any form.
TEST(CandidateGrid, TellsAPastedGridFromAPuzzle) {
    using sudoku::hints::looks_like_candidate_grid;
    const sudoku::Grid puzzle = sudoku::parse(kEasy);
    EXPECT_TRUE(looks_like_candidate_grid(candidate_grid(PencilMarks(puzzle))));
    EXPECT_TRUE(looks_like_candidate_grid("# a comment\n.---.\n| 5 3 1245 | 26 7 2468 | 1489 1249 248 |\n"));
    for (const sudoku::Format form :
         {sudoku::Format::Line, sudoku::Format::Block, sudoku::Format::Grid, sudoku::Format::Pretty})
        EXPECT_FALSE(looks_like_candidate_grid(sudoku::to_string(puzzle, form))) << sudoku::to_string(form);
    EXPECT_FALSE(looks_like_candidate_grid(""));
}

}  // namespace
}  // namespace hints_test
