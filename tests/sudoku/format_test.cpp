#include "sudoku/format.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "test_grids.hpp"

namespace {

using sudoku::Format;
using sudoku::Grid;
using sudoku::ParseError;
using sudoku::PuzzleEntry;
using sudoku::PuzzleReader;

using sudoku::testing::parse_error;
using sudoku::testing::pattern_solution;
using sudoku::testing::puzzle_of;
using sudoku::testing::read_all;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string grid_text(const std::vector<std::vector<std::string>>& rows) {
    std::string text;
    for (const auto& row : rows) {
        for (size_t i = 0; i < row.size(); ++i) text += (i ? " " : "") + row[i];
        text += '\n';
    }
    return text;
}

std::vector<std::vector<std::string>> zero_rows(int side) {
    return std::vector<std::vector<std::string>>(side, std::vector<std::string>(side, "0"));
}

// ---- names of formats and the error type ----

TEST(Format, NamesRoundTrip) {
    for (Format format : {Format::Line, Format::Grid, Format::Pretty})
        EXPECT_EQ(sudoku::format_from_string(sudoku::to_string(format)), format);
    EXPECT_EQ(sudoku::format_from_string("grid"), Format::Grid);
    EXPECT_THROW(sudoku::format_from_string("boxed"), std::invalid_argument);
}

TEST(Format, ParseErrorCarriesItsPosition) {
    const ParseError error("puzzles.txt", 3, 7, "something is wrong");
    EXPECT_STREQ(error.what(), "puzzles.txt:3:7: something is wrong");
    EXPECT_EQ(error.source(), "puzzles.txt");
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 7);
    EXPECT_EQ(error.message(), "something is wrong");
}

// ---- round trips ----

class RoundTrip : public ::testing::TestWithParam<int> {};

TEST_P(RoundTrip, LineAndGridFormsReadBackTheSameGrid) {
    const int n = GetParam();
    const int side = n * n;
    const Grid puzzle = puzzle_of(pattern_solution(n));
    ASSERT_GT(puzzle.givens(), 0);
    ASSERT_LT(puzzle.givens(), puzzle.cells());

    const std::string line = sudoku::to_string(puzzle, Format::Line);
    EXPECT_EQ(line.size(), static_cast<size_t>(side * side) + 1);
    EXPECT_EQ(line.back(), '\n');
    EXPECT_EQ(std::count(line.begin(), line.end(), '.'), puzzle.cells() - puzzle.givens());
    EXPECT_EQ(sudoku::parse(line), puzzle);

    const std::string grid = sudoku::to_string(puzzle, Format::Grid);
    EXPECT_EQ(std::count(grid.begin(), grid.end(), '\n'), side);
    EXPECT_EQ(sudoku::parse(grid), puzzle);
    EXPECT_EQ(sudoku::to_string(sudoku::parse(grid), Format::Line), line);

    const Grid solution = pattern_solution(n);
    EXPECT_EQ(sudoku::parse(sudoku::to_string(solution, Format::Line)), solution);
    EXPECT_EQ(sudoku::parse(sudoku::to_string(solution, Format::Grid)), solution);
}

INSTANTIATE_TEST_SUITE_P(Sizes4To25, RoundTrip, ::testing::Values(2, 3, 4, 5));

class LargeGridRoundTrip : public ::testing::TestWithParam<int> {};

TEST_P(LargeGridRoundTrip, GridFormCarriesValuesAbove35) {
    const int n = GetParam();
    const Grid solution = pattern_solution(n);
    const Grid puzzle = puzzle_of(solution);
    const std::string text = sudoku::to_string(puzzle, Format::Grid);
    EXPECT_EQ(sudoku::parse(text), puzzle);
    EXPECT_EQ(sudoku::parse(sudoku::to_string(solution, Format::Grid)), solution);
    EXPECT_TRUE(contains(text, std::to_string(n * n)));
    EXPECT_THROW(sudoku::to_string(puzzle, Format::Line), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(Sizes36To64, LargeGridRoundTrip, ::testing::Values(6, 7, 8));

TEST(Format, OneLineUsesLettersAboveNine) {
    const Grid solution = pattern_solution(4);
    const std::string line = sudoku::to_string(solution, Format::Line);
    // Row 1 of the pattern is 1..16 in order.
    EXPECT_EQ(line.substr(0, 16), "123456789ABCDEFG");
}

TEST(Format, LowercaseLettersAreAccepted) {
    const Grid solution = pattern_solution(4);
    std::string line = sudoku::to_string(solution, Format::Line);
    std::string lower = line;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](char c) { return static_cast<char>(std::tolower(c)); });
    ASSERT_NE(lower, line);
    EXPECT_EQ(sudoku::parse(lower), solution);
}

TEST(Format, ZeroAndDotAreBothBlanks) {
    const std::string dots(81, '.');
    const std::string zeros(81, '0');
    EXPECT_EQ(sudoku::parse(dots), Grid(3));
    EXPECT_EQ(sudoku::parse(zeros), Grid(3));
    EXPECT_EQ(sudoku::parse("0 . 0 0\n0 0 0 0\n. 0 0 0\n0 0 0 0\n"), Grid(2));
}

TEST(Format, GridFormAlignsColumns) {
    const std::string text = sudoku::to_string(puzzle_of(pattern_solution(4)), Format::Grid);
    std::istringstream in(text);
    std::string line;
    int lines = 0;
    while (std::getline(in, line)) {
        ++lines;
        EXPECT_EQ(line.size(), 16u * 3 - 1) << line;  // 16 right-aligned two-wide entries
    }
    EXPECT_EQ(lines, 16);
    EXPECT_EQ(sudoku::to_string(Grid(2), Format::Grid), "0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
}

TEST(Format, PrettyDrawsBoxes) {
    const Grid puzzle =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const std::string pretty = sudoku::to_string(puzzle, Format::Pretty);
    const std::string border = "+-------+-------+-------+\n";
    EXPECT_EQ(pretty.substr(0, 2 * border.size()), border + "| 5 3 . | . 7 . | . . . |\n");
    EXPECT_EQ(std::count(pretty.begin(), pretty.end(), '\n'), 9 + 4);
    EXPECT_EQ(pretty.substr(pretty.size() - border.size()), border);
}

TEST(Format, PrettyUsesNumbersAbove35) {
    const std::string pretty = sudoku::to_string(puzzle_of(pattern_solution(6)), Format::Pretty);
    std::istringstream in(pretty);
    std::string line;
    std::getline(in, line);
    const size_t width = line.size();
    int lines = 1;
    while (std::getline(in, line)) {
        ++lines;
        EXPECT_EQ(line.size(), width);
    }
    EXPECT_EQ(lines, 36 + 7);
    EXPECT_TRUE(contains(pretty, "36"));
}

// ---- comments, line ends, many puzzles ----

TEST(Format, CommentsAreIgnoredAnywhere) {
    const Grid solution = pattern_solution(2);
    const std::string line = sudoku::to_string(solution, Format::Line);
    EXPECT_EQ(sudoku::parse("# a 4×4\n\n  " + line.substr(0, 16) + "   # trailing words 1 2 3\n# end\n"), solution);

    std::string grid = "# heading\n";
    std::istringstream rows(sudoku::to_string(solution, Format::Grid));
    for (std::string row; std::getline(rows, row);) grid += row + "  # note\n";
    EXPECT_EQ(sudoku::parse(grid), solution);
}

TEST(Format, CrlfLineEnds) {
    const Grid puzzle = puzzle_of(pattern_solution(3));
    auto crlf = [](const std::string& text) {
        std::string out;
        for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
        return out;
    };
    EXPECT_EQ(sudoku::parse(crlf(sudoku::to_string(puzzle, Format::Line))), puzzle);
    EXPECT_EQ(sudoku::parse(crlf("# comment\n" + sudoku::to_string(puzzle, Format::Grid))), puzzle);
    const auto entries =
        read_all(crlf(sudoku::to_string(puzzle, Format::Grid) + "\n" + sudoku::to_string(puzzle, Format::Line)));
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].grid, puzzle);
    EXPECT_EQ(entries[1].grid, puzzle);
}

TEST(Reader, ManyPuzzlesOfBothForms) {
    const Grid a = puzzle_of(pattern_solution(3));
    const Grid b = puzzle_of(pattern_solution(2));
    const Grid c = pattern_solution(4);
    const std::string text = "# three puzzles\n" +                    // line 1
                             sudoku::to_string(a, Format::Line) +     // line 2
                             sudoku::to_string(c, Format::Line) +     // line 3
                             "\n" +                                   // line 4
                             sudoku::to_string(b, Format::Grid) +     // lines 5-8
                             "# a comment line also ends a grid\n" +  // line 9
                             sudoku::to_string(b, Format::Grid);      // lines 10-13
    const auto entries = read_all(text);
    ASSERT_EQ(entries.size(), 4u);
    const int lines[] = {2, 3, 5, 10};
    const Grid* grids[] = {&a, &c, &b, &b};
    const Format formats[] = {Format::Line, Format::Line, Format::Grid, Format::Grid};
    for (size_t i = 0; i < entries.size(); ++i) {
        EXPECT_EQ(entries[i].index, static_cast<int>(i));
        EXPECT_EQ(entries[i].line, lines[i]);
        EXPECT_EQ(entries[i].format, formats[i]);
        ASSERT_TRUE(entries[i].grid) << entries[i].error->what();
        EXPECT_EQ(*entries[i].grid, *grids[i]);
        EXPECT_FALSE(entries[i].error);
    }
}

TEST(Reader, GoodPuzzlesAfterBadOnes) {
    const Grid good9 = puzzle_of(pattern_solution(3));
    const Grid good4 = puzzle_of(pattern_solution(2));
    std::string bad9 = sudoku::to_string(good9, Format::Line);
    bad9[10] = 'G';
    const std::string text = bad9 +                                    // 1: bad value
                             sudoku::to_string(good9, Format::Line) +  // 2
                             "1 2 3 4\n1 2 3\n3 4 1 2\n2 1 4 3\n" +    // 3-6: short row 2
                             "\n" +                                    // 7
                             sudoku::to_string(good4, Format::Grid) +  // 8-11
                             "\n" + std::string(40, '.') + "\n" +      // 12, 13: bad cell count
                             sudoku::to_string(good4, Format::Line);   // 14
    const auto entries = read_all(text);
    ASSERT_EQ(entries.size(), 6u);
    EXPECT_TRUE(entries[0].error);
    EXPECT_EQ(entries[0].error->line(), 1);
    EXPECT_EQ(entries[0].error->column(), 11);
    EXPECT_EQ(entries[1].grid, good9);
    EXPECT_EQ(entries[1].line, 2);
    ASSERT_TRUE(entries[2].error);
    EXPECT_EQ(entries[2].format, Format::Grid);
    EXPECT_EQ(entries[2].line, 3);
    EXPECT_EQ(entries[2].error->line(), 4);  // the rows after the bad one were skipped, not read as puzzles
    EXPECT_EQ(entries[3].grid, good4);
    EXPECT_EQ(entries[3].line, 8);
    ASSERT_TRUE(entries[4].error);
    EXPECT_EQ(entries[4].line, 13);
    EXPECT_EQ(entries[5].grid, good4);
    EXPECT_EQ(entries[5].line, 14);
    for (size_t i = 0; i < entries.size(); ++i) EXPECT_EQ(entries[i].index, static_cast<int>(i));
}

TEST(Reader, EmptyStream) {
    std::istringstream in("");
    PuzzleReader reader(in, "empty");
    EXPECT_FALSE(reader.next());
    EXPECT_FALSE(reader.next());
    EXPECT_TRUE(read_all("\n\n# only a comment\n   \n").empty());
}

TEST(Reader, LastLineWithoutNewline) {
    const Grid puzzle = puzzle_of(pattern_solution(3));
    std::string line = sudoku::to_string(puzzle, Format::Line);
    line.pop_back();
    const auto entries = read_all(line);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].grid, puzzle);
}

// ---- errors, each with its line and column ----

TEST(ParseErrors, EmptyInput) {
    for (const std::string text : {"", "\n\n", "# nothing here\n  # nor here\n"}) {
        const ParseError error = parse_error(text);
        EXPECT_TRUE(contains(error.message(), "no puzzle found")) << error.what();
        EXPECT_EQ(error.line(), 1);
    }
}

TEST(ParseErrors, MoreThanOnePuzzle) {
    const std::string line = sudoku::to_string(Grid(3), Format::Line);
    const ParseError error = parse_error(line + "\n" + line);
    EXPECT_EQ(error.line(), 3);
    EXPECT_TRUE(contains(error.message(), "exactly one")) << error.what();
}

TEST(ParseErrors, OneCellMissing) {
    const ParseError error = parse_error(std::string(80, '.'));
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 81);
    EXPECT_TRUE(contains(error.message(), "81 cells expected for a 9×9")) << error.what();
    EXPECT_TRUE(contains(error.message(), "found 80")) << error.what();
}

TEST(ParseErrors, OneCellTooMany) {
    const ParseError error = parse_error("\n  " + std::string(82, '.') + "\n");
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 2 + 81 + 1);  // the 82nd cell, after two spaces of indentation
    EXPECT_TRUE(contains(error.message(), "81 cells expected")) << error.what();
    EXPECT_TRUE(contains(error.message(), "found 82")) << error.what();
}

TEST(ParseErrors, CellCountFarFromAnySize) {
    const ParseError error = parse_error(std::string(50, '1'));
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 1);
    EXPECT_TRUE(contains(error.message(), "cell count 50 is not n⁴")) << error.what();
    EXPECT_TRUE(contains(error.message(), "16, 81, 256, 625")) << error.what();
}

TEST(ParseErrors, LetterOutOfRangeForTheSize) {
    std::string line(81, '.');
    line[30] = 'G';
    const ParseError error = parse_error(line);
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 31);
    EXPECT_TRUE(contains(error.message(), "'G'")) << error.what();
    EXPECT_TRUE(contains(error.message(), "9×9")) << error.what();
}

TEST(ParseErrors, UnknownCharacter) {
    std::string line(81, '.');
    line[40] = '?';
    const ParseError error = parse_error("# comment\n" + line);
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 41);
    EXPECT_TRUE(contains(error.message(), "'?'")) << error.what();
    EXPECT_TRUE(contains(error.message(), "expected")) << error.what();
}

TEST(ParseErrors, GridValueOutOfRange) {
    auto rows = zero_rows(16);
    rows[2][4] = "17";
    const ParseError error = parse_error(grid_text(rows));
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 4 * 2 + 1);
    EXPECT_TRUE(contains(error.message(), "17")) << error.what();
    EXPECT_TRUE(contains(error.message(), "16×16")) << error.what();
}

TEST(ParseErrors, GridEntryNotANumber) {
    auto rows = zero_rows(4);
    rows[1][2] = "x1";
    const ParseError error = parse_error(grid_text(rows));
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 5);
    EXPECT_TRUE(contains(error.message(), "'x1'")) << error.what();
    EXPECT_TRUE(contains(error.message(), "expected")) << error.what();
    rows[1][2] = "-1";
    EXPECT_EQ(parse_error(grid_text(rows)).column(), 5);
    rows[1][2] = "99999999999999999999999";
    EXPECT_EQ(parse_error(grid_text(rows)).column(), 5);
}

TEST(ParseErrors, GridRowTooShort) {
    auto rows = zero_rows(4);
    rows[2].pop_back();
    const ParseError error = parse_error(grid_text(rows));
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 6);  // just after "0 0 0"
    EXPECT_TRUE(contains(error.message(), "3 entries, expected 4")) << error.what();
}

TEST(ParseErrors, GridRowTooLong) {
    auto rows = zero_rows(4);
    rows[1].push_back("0");
    const ParseError error = parse_error(grid_text(rows));
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 9);  // the fifth entry
    EXPECT_TRUE(contains(error.message(), "more than 4")) << error.what();
}

TEST(ParseErrors, GridTooFewRows) {
    auto rows = zero_rows(4);
    rows.pop_back();
    const ParseError error = parse_error(grid_text(rows) + "\n# more\n");
    EXPECT_EQ(error.line(), 4);
    EXPECT_EQ(error.column(), 1);
    EXPECT_TRUE(contains(error.message(), "3 rows")) << error.what();
}

TEST(ParseErrors, GridTooManyRows) {
    // Two grids need a blank line between them.
    const std::string text = grid_text(zero_rows(4)) + grid_text(zero_rows(4));
    const ParseError error = parse_error(text);
    EXPECT_EQ(error.line(), 5);
    EXPECT_EQ(error.column(), 1);
    EXPECT_TRUE(contains(error.message(), "blank line")) << error.what();
}

TEST(ParseErrors, GridSideNotASquare) {
    const ParseError error = parse_error("  1 2 3\n2 3 1\n3 1 2\n");
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 3);
    EXPECT_TRUE(contains(error.message(), "3 entries")) << error.what();
    EXPECT_TRUE(contains(error.message(), "square")) << error.what();
}

TEST(ParseErrors, DuplicateGivensInOneLine) {
    std::string line(81, '.');
    line[2 * 9 + 0] = '5';
    line[2 * 9 + 7] = '5';
    const ParseError error = parse_error(line);
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 2 * 9 + 7 + 1);
    EXPECT_TRUE(contains(error.message(), "value 5 appears twice in row 3: r3c1 and r3c8")) << error.what();
}

TEST(ParseErrors, DuplicateGivensInAGrid) {
    auto rows = zero_rows(4);
    rows[0][1] = "3";
    rows[3][1] = "3";
    const ParseError error = parse_error("# 4×4\n" + grid_text(rows));
    EXPECT_EQ(error.line(), 5);
    EXPECT_EQ(error.column(), 3);
    EXPECT_TRUE(contains(error.message(), "r1c2 and r4c2")) << error.what();
}

TEST(ParseErrors, NulAndNonUtf8Bytes) {
    std::string line(81, '.');
    line[3] = '\0';
    ParseError error = parse_error(line);
    EXPECT_EQ(error.column(), 4);
    EXPECT_TRUE(contains(error.message(), "0x00")) << error.what();
    line[3] = '\xff';
    error = parse_error(line);
    EXPECT_EQ(error.column(), 4);
    EXPECT_TRUE(contains(error.message(), "0xFF")) << error.what();
    // Anything goes inside a comment.
    using namespace std::string_literals;
    EXPECT_EQ(sudoku::parse("# \xff\xfe\x00\x01 bytes\n"s + std::string(81, '.')), Grid(3));
}

TEST(ParseErrors, BinaryGarbageNeverCrashes) {
    std::mt19937 random(12345);
    std::uniform_int_distribution<int> byte(0, 255);
    for (int round = 0; round < 20; ++round) {
        std::string garbage;
        for (int i = 0; i < 4000; ++i) garbage += static_cast<char>(byte(random));
        EXPECT_THROW(sudoku::parse(garbage), ParseError);
        size_t errors = 0;
        const auto entries = read_all(garbage);
        for (const auto& entry : entries) {
            EXPECT_NE(entry.grid.has_value(), entry.error.has_value());
            errors += entry.error.has_value();
            if (entry.error) {
                EXPECT_GE(entry.error->line(), entry.line);
            }
        }
        EXPECT_GT(errors, 0u);
    }
}

// A stream of `count` copies of one character, then `tail`, made on the fly: a huge line that no
// test string holds.
class GeneratedStream : public std::streambuf {
public:
    GeneratedStream(size_t count, char fill, std::string tail) : left_(count), fill_(fill), tail_(std::move(tail)) {}

protected:
    int_type underflow() override {
        if (left_ > 0) {
            const size_t n = std::min(left_, chunk_.size());
            std::fill(chunk_.begin(), chunk_.begin() + static_cast<std::ptrdiff_t>(n), fill_);
            left_ -= n;
            setg(chunk_.data(), chunk_.data(), chunk_.data() + n);
            return traits_type::to_int_type(chunk_[0]);
        }
        if (!tail_done_ && !tail_.empty()) {
            tail_done_ = true;
            setg(tail_.data(), tail_.data(), tail_.data() + tail_.size());
            return traits_type::to_int_type(tail_[0]);
        }
        return traits_type::eof();
    }

private:
    size_t left_;
    char fill_;
    std::string tail_;
    bool tail_done_ = false;
    std::vector<char> chunk_ = std::vector<char>(4096);
};

TEST(Reader, OverlongLineIsRejectedAndSkipped) {
    const Grid puzzle = puzzle_of(pattern_solution(3));
    GeneratedStream buffer(3 * PuzzleReader::kMaxLineLength, '.', "\n" + sudoku::to_string(puzzle, Format::Line));
    std::istream in(&buffer);
    PuzzleReader reader(in, "huge");
    const auto first = reader.next();
    ASSERT_TRUE(first);
    ASSERT_TRUE(first->error);
    EXPECT_EQ(first->error->line(), 1);
    EXPECT_EQ(first->error->column(), static_cast<int>(PuzzleReader::kMaxLineLength) + 1);
    EXPECT_TRUE(contains(first->error->message(), "longer than")) << first->error->what();
    const auto second = reader.next();
    ASSERT_TRUE(second);
    EXPECT_EQ(second->line, 2);
    EXPECT_EQ(second->grid, puzzle);
    EXPECT_FALSE(reader.next());
}

TEST(Reader, OverlongLineInsideAGridSkipsThatGrid) {
    const Grid puzzle = puzzle_of(pattern_solution(2));
    const std::string text = "1 2 3 4\n" + std::string(PuzzleReader::kMaxLineLength + 5, '1') + "\n0 0 0 0\n\n" +
                             sudoku::to_string(puzzle, Format::Line);
    const auto entries = read_all(text);
    ASSERT_EQ(entries.size(), 2u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_EQ(entries[0].error->line(), 2);
    EXPECT_EQ(entries[1].grid, puzzle);
    EXPECT_EQ(entries[1].line, 5);
}

// ---- bundled data ----

std::vector<PuzzleEntry> read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in) << path;
    PuzzleReader reader(in, path.string());
    std::vector<PuzzleEntry> entries;
    while (auto entry = reader.next()) entries.push_back(std::move(*entry));
    return entries;
}

TEST(BundledPuzzles, EverySolutionFileSolvesItsPuzzleFile) {
    const std::filesystem::path folder = std::filesystem::path(CSP_SOURCE_DIR) / "examples" / "puzzles";
    int pairs = 0;
    for (const auto& item : std::filesystem::directory_iterator(folder)) {
        if (item.path().extension() != ".solution") continue;
        std::filesystem::path puzzle_path = item.path();
        puzzle_path.replace_extension(".txt");
        SCOPED_TRACE(puzzle_path.string());
        const auto puzzles = read_file(puzzle_path);
        const auto solutions = read_file(item.path());
        ASSERT_FALSE(puzzles.empty());
        ASSERT_EQ(puzzles.size(), solutions.size());
        for (size_t i = 0; i < puzzles.size(); ++i) {
            ASSERT_TRUE(puzzles[i].grid) << puzzles[i].error->what();
            ASSERT_TRUE(solutions[i].grid) << solutions[i].error->what();
            EXPECT_FALSE(sudoku::find_conflict(*puzzles[i].grid));
            EXPECT_EQ(sudoku::solution_error(*puzzles[i].grid, *solutions[i].grid), "") << "puzzle " << i;
        }
        ++pairs;
    }
    EXPECT_GE(pairs, 7);
}

TEST(BundledPuzzles, FixturesAreSolvedPuzzles) {
    std::ifstream in(std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt");
    ASSERT_TRUE(in);
    std::vector<int> sizes;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        ASSERT_NE(colon, std::string::npos) << "line " << number;
        const Grid puzzle = sudoku::parse(line.substr(0, colon));
        const Grid solution = sudoku::parse(line.substr(colon + 1));
        EXPECT_LT(puzzle.givens(), puzzle.cells()) << "line " << number;
        EXPECT_EQ(sudoku::solution_error(puzzle, solution), "") << "line " << number;
        sizes.push_back(puzzle.side());
    }
    for (int side : {4, 9, 16}) EXPECT_GE(std::count(sizes.begin(), sizes.end(), side), side == 4 ? 1 : 2) << side;
}

}  // namespace
