// Every output form reads back (one-line, block, grid, pretty, at every size they can hold), the
// block form of people's puzzle files, letters in the grid form, and the errors of the block and
// pretty forms with their line and column. Expected grids come from the pattern below or from
// one-line text, never from the writer under test alone.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Format;
using sudoku::Grid;
using sudoku::ParseError;
using sudoku::PuzzleEntry;

using sudoku::testing::parse_error;
using sudoku::testing::pattern_solution;
using sudoku::testing::puzzle_of;
using sudoku::testing::read_all;

std::string lines(const std::vector<std::string>& rows) {
    std::string text;
    for (const auto& row : rows) text += row + "\n";
    return text;
}

// The classic puzzle of many textbooks, in the one-line form and as the block people type.
const std::string kClassicLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::vector<std::string> kClassicBlock = {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                                                "7...2...6", ".6....28.", "...419..5", "....8..79"};

// ---- every output form reads back ----

struct FormAndBox {
    Format format;
    int box;
};

std::string name_of(const ::testing::TestParamInfo<FormAndBox>& info) {
    return std::string(sudoku::to_string(info.param.format)) + "_" + std::to_string(info.param.box);
}

class EveryForm : public ::testing::TestWithParam<FormAndBox> {};

TEST_P(EveryForm, ReadsBackTheSameGridAndForm) {
    const auto [format, box] = GetParam();
    const Grid solution = pattern_solution(box);
    const Grid puzzle = puzzle_of(solution);
    // An empty grid too, except as a 16×16 block: one of values 1-4 only reads as 4×4 puzzles
    // (BlockForm.SixteenCharacterLines...).
    std::vector<Grid> grids = {puzzle, solution};
    if (!(format == Format::Block && box == 4)) grids.push_back(Grid(box));
    for (const Grid& grid : grids) {
        const std::string text = sudoku::to_string(grid, format);
        SCOPED_TRACE(text.substr(0, 600));
        EXPECT_EQ(sudoku::parse(text), grid);
        const auto entries = read_all(text);
        ASSERT_EQ(entries.size(), 1u);
        EXPECT_EQ(entries[0].format, format);  // so `solve` answers in the form it was asked in
    }
    // Many puzzles in one file, as the tool writes them: multi-line forms separated by a blank line.
    const std::string separator = format == Format::Line ? "" : "\n";
    const std::string many = "# three\n" + sudoku::to_string(puzzle, format) + separator +
                             sudoku::to_string(solution, format) + separator + sudoku::to_string(puzzle, format);
    const auto entries = read_all(many);
    ASSERT_EQ(entries.size(), 3u);
    for (const auto& entry : entries) ASSERT_TRUE(entry.grid) << entry.error->what();
    EXPECT_EQ(*entries[0].grid, puzzle);
    EXPECT_EQ(*entries[1].grid, solution);
    EXPECT_EQ(*entries[2].grid, puzzle);
}

std::vector<FormAndBox> every_form() {
    std::vector<FormAndBox> cases;
    for (const auto name : sudoku::format_names())
        for (int box = 2; box <= 6; ++box) {
            const Format format = sudoku::format_from_string(name);
            if (sudoku::writes_characters(format) && box * box > sudoku::kMaxCharacterValue) continue;
            cases.push_back({format, box});
        }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(Sizes4To36, EveryForm, ::testing::ValuesIn(every_form()), name_of);

TEST(EveryForm, OneByOneReadsBack) {
    for (const auto name : sudoku::format_names())
        for (const Grid& grid : {Grid(1), pattern_solution(1)})
            EXPECT_EQ(sudoku::parse(sudoku::to_string(grid, sudoku::format_from_string(name))), grid) << name;
}

TEST(EveryForm, CharacterFormsCannotHoldValuesAbove35) {
    for (const Format format : {Format::Line, Format::Block}) {
        EXPECT_THROW(sudoku::to_string(Grid(6), format), std::invalid_argument);
        EXPECT_NO_THROW(sudoku::to_string(Grid(5), format));
    }
    EXPECT_EQ(sudoku::format_from_string("block"), Format::Block);
    EXPECT_EQ(sudoku::format_names().size(), 4u);
}

// ---- the block form ----

TEST(BlockForm, NineLinesOfNineCharacters) {
    const Grid expected = sudoku::parse(kClassicLine);
    EXPECT_EQ(sudoku::parse(lines(kClassicBlock)), expected);
    EXPECT_EQ(sudoku::to_string(expected, Format::Block), lines(kClassicBlock));
    // Zeros for blanks, lowercase letters, '|' between boxes, border lines, comments, CRLF.
    std::string decorated = "# a comment line\r\n";
    for (std::size_t r = 0; r < kClassicBlock.size(); ++r) {
        if (r == 3 || r == 6) decorated += "---+---+---\r\n";
        std::string row = kClassicBlock[r];
        for (char& c : row)
            if (c == '.') c = '0';
        decorated += row.substr(0, 3) + "|" + row.substr(3, 3) + "|" + row.substr(6) + "  # row\r\n";
    }
    EXPECT_EQ(sudoku::parse(decorated), expected);
}

TEST(BlockForm, FourByFourAndSixteenBySixteenWithLetters) {
    EXPECT_EQ(sudoku::parse("1...\n..3.\n.4..\n...2\n"), sudoku::parse("1.....3..4.....2"));
    const Grid solution = pattern_solution(4);
    std::string block;
    const std::string line = sudoku::to_string(solution, Format::Line);
    for (int r = 0; r < 16; ++r) block += line.substr(static_cast<std::size_t>(r) * 16, 16) + "\n";
    EXPECT_EQ(block.substr(0, 17), "123456789ABCDEFG\n");
    EXPECT_EQ(sudoku::parse(block), solution);
}

TEST(BlockForm, BlankLinesSeparatePuzzlesOfEveryForm) {
    const Grid classic = sudoku::parse(kClassicLine);
    const Grid small = sudoku::parse("1.....3..4.....2");
    const std::string text = lines(kClassicBlock) +                    // lines 1-9
                             "\n" +                                    // 10
                             "1...\n..3.\n.4..\n...2\n" +              // 11-14
                             "# a comment line also ends a block\n" +  // 15
                             kClassicLine + "\n" +                     // 16
                             "1.....3..4.....2\n" +                    // 17
                             "\n" + lines(kClassicBlock);              // 18, 19-27
    const auto entries = read_all(text);
    ASSERT_EQ(entries.size(), 5u);
    const int starts[] = {1, 11, 16, 17, 19};
    const Format forms[] = {Format::Block, Format::Block, Format::Line, Format::Line, Format::Block};
    const Grid* grids[] = {&classic, &small, &classic, &small, &classic};
    for (std::size_t i = 0; i < entries.size(); ++i) {
        ASSERT_TRUE(entries[i].grid) << entries[i].error->what();
        EXPECT_EQ(*entries[i].grid, *grids[i]) << i;
        EXPECT_EQ(entries[i].line, starts[i]) << i;
        EXPECT_EQ(entries[i].format, forms[i]) << i;
    }
}

// A line of 16 cells is a 4×4 puzzle or the first row of a 16×16 block (the rule in format.hpp).
std::vector<std::string> block_rows(const Grid& grid) {
    std::vector<std::string> rows;
    const std::string block = sudoku::to_string(grid, Format::Block);
    std::istringstream in(block);
    for (std::string row; std::getline(in, row);) rows.push_back(row);
    return rows;
}

TEST(BlockForm, SixteenCharacterLinesAreFourByFourPuzzlesUnlessTheyMakeABlock) {
    // 4×4 puzzles in a row, 16 of them or any other number: values 1-4 only, so never a block.
    const Grid small = sudoku::parse("1.....3..4.....2");
    std::string fours;
    for (int i = 0; i < 16; ++i) fours += sudoku::to_string(small, Format::Line);
    auto entries = read_all(fours);
    ASSERT_EQ(entries.size(), 16u);
    EXPECT_EQ(read_all(fours + fours.substr(0, 17)).size(), 17u);
    for (const auto& entry : entries) {
        EXPECT_EQ(entry.grid, small);
        EXPECT_EQ(entry.format, Format::Line);
    }

    // A 16×16 block whose first rows hold only blanks and values up to 4: the 16 lines and the end
    // after them make it a block.
    Grid big = puzzle_of(pattern_solution(4));
    for (int c = 0; c < 16; ++c) big.set(c, c < 4 ? c + 1 : 0);
    for (int c = 16; c < 32; ++c) big.set(c, 0);
    const std::vector<std::string> rows = block_rows(big);
    ASSERT_EQ(rows[0], "1234............");
    ASSERT_EQ(rows[1], "................");
    for (const std::string& end : {std::string(""), std::string("\n"), std::string("# next\n1.....3..4.....2\n")}) {
        entries = read_all(lines(rows) + end);
        ASSERT_GE(entries.size(), 1u) << end;
        ASSERT_TRUE(entries[0].grid) << entries[0].error->what();
        EXPECT_EQ(*entries[0].grid, big);
        EXPECT_EQ(entries[0].format, Format::Block);
        EXPECT_EQ(entries.size(), end.empty() || end == "\n" ? 1u : 2u);
    }
    // The exception the rule makes: a 16×16 block of values 1-4 only (so with many solutions) is
    // read as 4×4 puzzles; the grid form holds it.
    Grid low(4);
    low.set(0, 1);
    entries = read_all(sudoku::to_string(low, Format::Block));
    EXPECT_EQ(entries.size(), 16u);
    EXPECT_EQ(sudoku::parse(sudoku::to_string(low, Format::Grid)), low);
}

TEST(BlockForm, ABrokenSixteenBySixteenBlockIsReadLineByLineWithAHint) {
    // Row 5 is one cell short: not 16 lines of 16 cells, so no block; each line is a 4×4 puzzle.
    std::vector<std::string> rows = block_rows(pattern_solution(4));
    rows[4].pop_back();
    const auto entries = read_all(lines(rows) + "\n1.....3..4.....2\n");
    ASSERT_EQ(entries.size(), 17u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_EQ(entries[0].error->line(), 1);
    EXPECT_EQ(entries[0].error->column(), 5);
    EXPECT_EQ(entries[0].error->message(),
              "'5' means 5, out of range for a 4×4 puzzle (expected '.', '0' or a value 1..4); a 16×16 block is 16 "
              "lines of 16 cells, then a blank line");
    ASSERT_TRUE(entries[4].error);
    EXPECT_EQ(entries[4].error->message(), "16 cells expected for a 4×4 puzzle, found 15");
    EXPECT_EQ(entries[16].grid, sudoku::parse("1.....3..4.....2"));
    // A single 4×4 puzzle with a stray letter is that: a 4×4 puzzle with a bad cell.
    const ParseError error = parse_error("1...G...........\n");
    EXPECT_EQ(error.column(), 5);
    EXPECT_EQ(error.message().rfind("'G' means 16, out of range for a 4×4 puzzle", 0), 0u) << error.message();
}

// ---- errors of the block form, each with its line and column ----

struct BlockCase {
    int row;           // 0-based row of kClassicBlock replaced
    std::string text;  // its new text
    int line;
    int column;
    std::string message;
};

TEST(BlockForm, ErrorsNameLineColumnAndWhatWasExpected) {
    const BlockCase cases[] = {
        {3, "8...6..3", 4, 9, "row 4 has 8 cells, expected 9 (as in the first row)"},
        {1, "6..195...1", 2, 10, "row 2 has more than 9 cells (expected 9, as in the first row)"},
        {2, ".98..*.6.", 3, 6,
         "unexpected '*'; expected '.' or '0' for a blank, '1'-'9', or a letter 'A'-'Z' for 10..35"},
        {4, "4A.8.3..1", 5, 2, "'A' means 10, out of range for a 9×9 puzzle (expected '.', '0' or a value 1..9)"},
        {5, "7...2 ..6", 6, 6,
         "unexpected space in row 6 of a block (expected 9 characters written together, as in the first row)"},
        {6, ".6.|..A|28.", 7, 7, "'A' means 10, out of range for a 9×9 puzzle (expected '.', '0' or a value 1..9)"},
        {0, "55..7....", 1, 2, "duplicate given: value 5 appears twice in row 1: r1c1 and r1c2"},
    };
    for (const auto& c : cases) {
        std::vector<std::string> rows = kClassicBlock;
        rows[static_cast<std::size_t>(c.row)] = c.text;
        const ParseError error = parse_error("\n" + lines(rows));  // after a blank first line
        EXPECT_EQ(error.line(), c.line + 1) << c.text;
        EXPECT_EQ(error.column(), c.column) << c.text;
        EXPECT_EQ(error.message(), c.message) << c.text;
    }
    std::vector<std::string> eight(kClassicBlock.begin(), kClassicBlock.end() - 1);
    ParseError error = parse_error(lines(eight));
    EXPECT_EQ(error.line(), 9);
    EXPECT_EQ(error.column(), 1);
    EXPECT_EQ(error.message(), "the block ends after 8 rows, but its first row has 9 cells, so 9 rows were expected");
    error = parse_error(lines(kClassicBlock) + ".........\n");
    EXPECT_EQ(error.line(), 10);
    EXPECT_EQ(error.message(),
              "a 9×9 block has 9 rows, so a blank line was expected here (puzzles are separated by blank lines)");
    error = parse_error("53..7...\n");
    EXPECT_EQ(error.message(),
              "cell count 8 is neither n⁴ (16, 81, 256, 625, ... cells on one line) nor a block row (4, 9, 16 or 25 "
              "cells)");
}

TEST(BlockForm, ABadBlockIsSkippedAndTheNextPuzzleRead) {
    std::vector<std::string> bad_first = kClassicBlock;
    bad_first[0] = "53..*....";
    std::vector<std::string> bad_fifth = kClassicBlock;
    bad_fifth[4] = "4..8.3..";
    const auto entries = read_all(lines(bad_first) + "\n" + lines(bad_fifth) + "\n" + lines(kClassicBlock));
    ASSERT_EQ(entries.size(), 3u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_EQ(entries[0].error->line(), 1);
    EXPECT_EQ(entries[0].error->column(), 5);
    ASSERT_TRUE(entries[1].error);
    EXPECT_EQ(entries[1].line, 11);
    EXPECT_EQ(entries[1].error->line(), 15);
    EXPECT_EQ(entries[2].grid, sudoku::parse(kClassicLine));
    EXPECT_EQ(entries[2].line, 21);
}

TEST(BlockForm, AStrayWordBetweenOneLinePuzzlesCostsOnlyItsOwnLine) {
    // Words of 4, 9, 16 or 25 characters start a block; without blank lines in the file, the
    // one-line puzzles after such a word must still be read.
    const std::string easy = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    for (const std::string stray : {"solutions", "123456789", "done", "TODO"}) {
        const auto entries = read_all(kClassicLine + "\n" + stray + "\n" + easy + "\n" + kClassicLine + "\n");
        ASSERT_EQ(entries.size(), 4u) << stray;
        EXPECT_EQ(entries[0].grid, sudoku::parse(kClassicLine)) << stray;
        ASSERT_TRUE(entries[1].error) << stray;
        EXPECT_EQ(entries[1].line, 2) << stray;
        EXPECT_EQ(entries[2].grid, sudoku::parse(easy)) << stray;
        EXPECT_EQ(entries[2].line, 3) << stray;
        EXPECT_EQ(entries[3].grid, sudoku::parse(kClassicLine)) << stray;
    }
}

// ---- the pretty form and letters in the grid form ----

TEST(PrettyForm, ReadsBackWithItsBordersAndStartsAtTheTopBorder) {
    const Grid puzzle = sudoku::parse(kClassicLine);
    const std::string pretty = sudoku::to_string(puzzle, Format::Pretty);
    ASSERT_EQ(pretty.substr(0, 52), "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n");
    const auto entries = read_all("# a puzzle\n\n" + pretty + "\n" + pretty);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].grid, puzzle);
    EXPECT_EQ(entries[0].line, 3);
    EXPECT_EQ(entries[0].format, Format::Pretty);
    EXPECT_EQ(entries[1].line, 3 + 13 + 1);
    // Other drawings: no outer frame, '|' only between boxes.
    std::string drawn;
    for (std::size_t r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) drawn += "------+-------+------\n";
        std::string row;
        for (std::size_t c = 0; c < 9; ++c) {
            if (c == 3 || c == 6) row += "| ";
            row += std::string(1, kClassicBlock[r][c]) + " ";
        }
        drawn += row + "\n";
    }
    EXPECT_EQ(sudoku::parse(drawn), puzzle);
}

TEST(PrettyForm, ErrorsNameLineColumnAndWhatWasExpected) {
    const std::string pretty = sudoku::to_string(sudoku::parse(kClassicLine), Format::Pretty);
    std::vector<std::string> rows;
    std::istringstream in(pretty);
    for (std::string row; std::getline(in, row);) rows.push_back(row);
    ASSERT_EQ(rows[2], "| 6 . . | 1 9 5 | . . . |");

    std::vector<std::string> changed = rows;
    changed[2] = "| 6 . . | 1 9 5 | . . |";
    ParseError error = parse_error(lines(changed));
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 24);
    EXPECT_EQ(error.message(), "row 2 has 8 entries, expected 9 (as in the first row)");

    changed = rows;
    changed[2] = "| 6 . . | 1 x1 5 | . . . |";
    error = parse_error(lines(changed));
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 13);
    EXPECT_EQ(error.message(), "expected a number, found 'x1' (expected 0..9, with 0 or '.' for a blank)");

    changed = rows;
    changed.erase(changed.begin() + 11);  // the last row
    error = parse_error(lines(changed));
    EXPECT_EQ(error.line(), 13);
    EXPECT_EQ(error.message(), "the grid ends after 8 rows, but its first row has 9 entries, so 9 rows were expected");

    std::string sixteen = sudoku::to_string(Grid(4), Format::Pretty);
    sixteen[sixteen.find('.')] = 'H';
    error = parse_error(sixteen);
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 3);
    EXPECT_EQ(error.message(),
              "value 'H' means 17, out of range for a 16×16 grid (expected 0..16 or a letter A-G for 10..16, with 0 "
              "or '.' for a blank)");
}

TEST(GridForm, LettersStandForTenAndAbove) {
    const Grid solution = pattern_solution(4);
    std::string text;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c) {
            const int value = solution.at(r, c);
            // Numbers and letters (either case) mixed, as a person might type them.
            const std::string letter(1, static_cast<char>((r % 2 ? 'a' : 'A') + value - 10));
            text += (c ? " " : "") + (value >= 10 && (r + c) % 3 ? letter : std::to_string(value));
        }
        text += "\n";
    }
    EXPECT_EQ(sudoku::parse(text), solution);
    const ParseError error = parse_error("1 0 0 0\n0 0 A 0\n0 0 0 0\n0 0 0 0\n");
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 5);
    EXPECT_EQ(error.message(),
              "value 'A' means 10, out of range for a 4×4 grid (expected 0..4, with 0 or '.' for a blank)");
}

}  // namespace
