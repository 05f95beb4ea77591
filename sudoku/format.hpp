#pragma once
/// Reading and writing Sudoku text (docs/formats.md).
///  - one-line: N² characters, '.' or '0' blank, '1'–'9' then 'A'–'Z' for 10..35; size inferred (N² = n⁴)
///  - block: N lines of N such characters, N ≤ 35 (4×4, 9×9, 16×16, 25×25)
///  - grid: N lines of N whitespace-separated entries: integers, or a letter for 10..35; 0 or '.' blank
///  - pretty: a grid or block drawn with box borders ('+', '-' lines) and '|' between boxes
/// Every form reads back. '#' starts a comment; a file may hold many puzzles (one-line puzzles one per
/// line, the other forms separated by blank or comment-only lines). '|' separates like a space and a
/// line of '-', '+', '=' and '|' is a border, skipped. A puzzle whose first line is one word (no spaces)
/// of 4, 9, 16 or 25 characters starts a block, of any other length of at least 4 a one-line puzzle; a
/// line of 16 characters is a 4×4 one-line puzzle unless it starts a whole 16×16 block (PuzzleReader::next).
/// Anything else starts a grid, and every line up to the next blank or comment-only line is one of its
/// rows. CRLF is accepted, and a UTF-8 byte order mark at the start is skipped.

#include <deque>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

enum class Format { Line, Block, Grid, Pretty };
std::string_view to_string(Format format);
/// "line", "block", "grid", "pretty"; throws std::invalid_argument.
Format format_from_string(std::string_view name);
std::vector<std::string_view> format_names();

/// The largest value with a character ('Z'): the one-line and block forms hold values up to it.
inline constexpr int kMaxCharacterValue = 35;
/// Line and Block write a cell as one character, so they hold grids of side N ≤ kMaxCharacterValue.
inline bool writes_characters(Format format) { return format == Format::Line || format == Format::Block; }
/// `format` when it can write a grid of this side, else the grid form (which holds any value).
inline Format writable_form(Format format, int side) {
    return writes_characters(format) && side > kMaxCharacterValue ? Format::Grid : format;
}
/// A value as every output for people writes it on a grid of this side, so that hints, pencil
/// marks and pictures name it as the grid shows it: '1'-'9', then a letter ("C" for 12) up to
/// kMaxCharacterValue; on larger grids (which the character forms cannot hold) its number.
std::string value_name(int value, int side);

/// Malformed input. what() reads "SOURCE:LINE:COLUMN: MESSAGE" (1-based line and column).
class ParseError : public std::runtime_error {
public:
    ParseError(std::string source, int line, int column, std::string message);
    const std::string& source() const { return source_; }
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& message() const { return message_; }

private:
    std::string source_;
    int line_;
    int column_;
    std::string message_;
};

/// Exactly one puzzle, in either input form; throws ParseError (also for duplicate givens).
Grid parse(std::string_view text, std::string_view source = "<input>");

/// One puzzle read from a stream, or the reason it could not be read.
struct PuzzleEntry {
    int index = 0;                    ///< 0-based position among the puzzles of the input
    int line = 0;                     ///< 1-based line where the puzzle starts
    Format format = Format::Line;     ///< the form it was written in
    std::optional<Grid> grid;         ///< set when it parsed
    std::optional<ParseError> error;  ///< set when it did not
};

/// Reads one line of `in` into `text` (without the '\n'), keeping at most `max_length` characters:
/// the rest of a longer line is read past, not buffered, and `overlong` set. False at the end.
bool read_bounded_line(std::istream& in, std::string& text, bool& overlong, std::size_t max_length);

/// Removes a UTF-8 byte order mark from the start of `first_line` (some editors write one): the
/// readers take the text after it.
void drop_byte_order_mark(std::string& first_line);

/// Text from the input for a message: printable ASCII as it is, other bytes as \xNN, at most
/// `max_length` characters of the input (then "...").
std::string escaped(std::string_view text, std::size_t max_length = 40);

/// Reads puzzles one at a time in constant memory. A bad puzzle becomes an entry with an error and
/// reading goes on with the next one; a line longer than kMaxLineLength is rejected, not buffered.
class PuzzleReader {
public:
    static constexpr std::size_t kMaxLineLength = 1 << 20;
    PuzzleReader(std::istream& in, std::string source);
    /// The next puzzle (or error); std::nullopt at the end of the input.
    /// A line of exactly 16 cells is ambiguous: a 4×4 one-line puzzle or the first row of a 16×16
    /// block. It starts a block when it and the lines after it are 16 lines of 16 cells, then a blank
    /// or comment-only line or the end of the input, and one of them holds a value above 4 (which no
    /// 4×4 puzzle can). Otherwise it is a 4×4 puzzle.
    std::optional<PuzzleEntry> next();

private:
    /// A line read ahead of the current one, to tell a 16×16 block from 4×4 one-line puzzles.
    struct Line {
        std::string text;
        int number = 0;
        bool overlong = false;
    };

    std::istream& in_;
    std::string source_;
    int line_number_ = 0;  ///< lines taken from the stream (including those read ahead)
    int index_ = 0;
    std::string line_;        ///< the current line, at most kMaxLineLength characters (reused buffer)
    bool overlong_ = false;   ///< the current line was longer than kMaxLineLength; the rest was discarded
    std::deque<Line> ahead_;  ///< lines read ahead, not yet current (at most one block's rows and one more)

    /// Reads the next line into line_ (without '\n'); false at the end of the input.
    bool get_line(int& number);
    /// The k-th line after the current one (0 = the next), or nullptr past the end of the input.
    const Line* peek(std::size_t k);
    /// A line of 16 cells that could be a 4×4 one-line puzzle starts a 16×16 block instead (see next()).
    bool starts_block(std::string_view first, int side);
    /// Skips lines up to and including the next blank or comment-only line, to resync after a bad grid.
    void skip_to_separator();
    /// Skips the other rows of a grid whose first row was bad: the lines up to a blank one, but not a
    /// line of one word (a one-line puzzle: a bad grid row among them loses none of them).
    void skip_grid_rows();
    /// True when the next line is a one-line puzzle that cannot be a row of a block `width` cells wide:
    /// it ends the block before it and is left to be read as a puzzle of its own.
    bool next_is_other_puzzle(std::size_t width);
    /// Skips the rest of a bad block: its rows up to and including a blank line, but not a one-line
    /// puzzle that follows without one (files of one-line puzzles seldom have blank lines).
    void skip_block_rows(std::size_t width);
};

/// The text of a grid in the given form, ending with a newline (every line ends with one).
/// Throws std::invalid_argument for Format::Line and Format::Block when N > 35 (not representable).
std::string to_string(const Grid& grid, Format format);

}  // namespace sudoku
