// A grid whose first row is bad is one error and one puzzle, its other rows skipped (issue 36,
// item 17); a bad line among one-line puzzles still costs none of them; bytes that are not
// printable ASCII are shown escaped in messages.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/format.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::testing::read_all;

const std::string kClassicLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kClassicRows =
    "0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n"
    "8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n";

TEST(BadGridRows, ABadValueInTheFirstRowIsOneErrorAndOnePuzzle) {
    const auto entries = read_all("5 3 ? 0 7 0 0 0 0\n" + kClassicRows + "\n" + kClassicLine + "\n");
    ASSERT_EQ(entries.size(), 2u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_EQ(std::string(entries[0].error->what()),
              "test:1:5: expected a number, found '?' (expected 0..9, with 0 or '.' "
              "for a blank)");
    ASSERT_TRUE(entries[1].grid) << entries[1].error->what();  // the puzzle after the bad grid is read
    EXPECT_EQ(entries[1].line, 11);
}

TEST(BadGridRows, AGridAboveTheLargestIsOneError) {
    std::string text;
    for (int r = 0; r < 289; ++r) {
        for (int c = 0; c < 289; ++c) text += "0 ";
        text += "\n";
    }
    const auto entries = read_all(text + "\n" + kClassicLine + "\n");
    ASSERT_EQ(entries.size(), 2u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_NE(std::string(entries[0].error->what()).find("grid is larger than the largest supported"),
              std::string::npos);
    EXPECT_TRUE(entries[1].grid);
}

TEST(BadGridRows, AFirstRowOfAWrongWidthIsOneErrorForTheWholeGrid) {
    // Eight entries in every row: no grid has side 8, and the eight rows are one bad grid.
    std::string text;
    for (int r = 0; r < 8; ++r) text += "1 2 3 4 5 6 7 8\n";
    const auto entries = read_all(text);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_TRUE(entries[0].error);
}

TEST(BadGridRows, ABadLineAmongOneLinePuzzlesLosesNoneOfThem) {
    const auto entries = read_all(kClassicLine + "\nnot a puzzle at all\n" + kClassicLine + "\n" + kClassicLine + "\n");
    ASSERT_EQ(entries.size(), 4u);
    EXPECT_TRUE(entries[0].grid);
    EXPECT_TRUE(entries[1].error);
    EXPECT_TRUE(entries[2].grid);
    EXPECT_TRUE(entries[3].grid);
}

TEST(Escaped, PrintableAsciiStaysOtherBytesAreShownAsHex) {
    EXPECT_EQ(sudoku::escaped("r1c1 = 5"), "r1c1 = 5");
    EXPECT_EQ(sudoku::escaped("caf\xC3\xA9\n"), "caf\\xC3\\xA9\\x0A");
    EXPECT_EQ(sudoku::escaped("abcdef", 3), "abc...");
}

}  // namespace
