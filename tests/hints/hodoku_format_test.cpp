// Reading HoDoKu's library line format (positions made up here, not taken from HoDoKu's file).
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/hodoku_format.hpp"

namespace hints_test {
namespace {

using sudoku::hints::parse_hodoku_line;

const std::string kGivens = "+53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(HodokuFormat, ReadsGivensPlacedCellsDeletedCandidatesAndResults) {
    const auto c = parse_hodoku_line(":0210-1:24:" + kGivens + ":412 422:436 257::7");
    EXPECT_EQ(c.code, "0210");
    EXPECT_EQ(c.variant, "1");
    EXPECT_EQ(c.technique, sudoku::hints::Technique::HiddenPair);
    EXPECT_EQ(c.digits, (std::vector<int>{2, 4}));
    EXPECT_EQ(c.givens[rc(1, 1)], 0) << "a '+' digit is placed, not given";
    EXPECT_EQ(c.marks.value(rc(1, 1)), 5);
    EXPECT_EQ(c.givens[rc(1, 2)], 3);
    EXPECT_FALSE(c.marks.has(rc(2, 2), 4));
    EXPECT_EQ(c.eliminations, (std::vector<Candidate>{cand(3, 6, 4), cand(5, 7, 2)}));
    EXPECT_TRUE(c.placements.empty());
    EXPECT_EQ(c.extra, "7");
    EXPECT_FALSE(c.fail_case());
    EXPECT_TRUE(parse_hodoku_line(":0300-x:5:" + kGivens + "::::").fail_case());
}

TEST(HodokuFormat, AnEmptyTechniqueFieldIsAnyTechnique) {
    const auto c = parse_hodoku_line(":::" + kGivens + "::::");
    EXPECT_TRUE(c.code.empty());
    EXPECT_FALSE(c.technique.has_value());
    EXPECT_EQ(c.marks.value(rc(1, 1)), 5);
    EXPECT_THROW(parse_hodoku_line(":-1::" + kGivens + "::::"), sudoku::ParseError) << "a variant needs a code";
}

TEST(HodokuFormat, ErrorsNameTheColumn) {
    auto error_of = [](const std::string& line) {
        try {
            parse_hodoku_line(line, "lib.txt", 7);
        } catch (const sudoku::ParseError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(error_of("0300:5:"), "lib.txt:7:1: expected ':' at the start of the line, found '0'");
    EXPECT_EQ(error_of(":03a0:5:"), "lib.txt:7:4: expected a digit of the technique code, found 'a'");
    EXPECT_EQ(error_of(":0300:5:123:"), "lib.txt:7:12: expected 81 cells (found 3), found ':'");
    EXPECT_EQ(error_of(":0300:5:" + kGivens + ":41:"),
              "lib.txt:7:94: expected a <digit><row><col> triple of digits 1-9, found ':'");
    EXPECT_NE(error_of(":0300:5:55" + kGivens.substr(3) + ":::"), "no error") << "two 5s in row 1";
}

}  // namespace
}  // namespace hints_test

namespace hints_test {
namespace {

TEST(HodokuFormat, AWrittenLineReadsBackToTheSamePositionAndStep) {
    const auto puzzle =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    PencilMarks marks(puzzle);
    marks.place(rc(1, 3), 4);
    marks.remove(rc(9, 1), 1);
    sudoku::hints::Step step{.technique = sudoku::hints::Technique::Pointing,
                             .eliminations = {cand(2, 7, 7), cand(2, 9, 7)}};
    const std::string line = sudoku::hints::hodoku_line(puzzle, marks, &step);
    EXPECT_EQ(line.substr(0, 12), ":0100:7:53+4");
    const auto back = parse_hodoku_line(line);
    EXPECT_EQ(back.marks, marks);
    EXPECT_EQ(back.givens, puzzle);
    EXPECT_EQ(back.eliminations, step.eliminations);
    EXPECT_EQ(back.technique, sudoku::hints::Technique::Pointing);
}

}  // namespace
}  // namespace hints_test
