#pragma once
/// Reading and writing Sudoku text.
///  - one-line: N² characters, '.' or '0' blank, '1'–'9' then 'A'–'Z' for 10..35; size inferred (N² = n⁴)
///  - grid: N lines of N whitespace-separated integers, 0 (or '.') blank (any size)
///  - pretty: a boxed grid for people (output only)
/// '#' starts a comment; a file may hold many puzzles (one per line, or grids separated by blank lines).
/// A puzzle whose first line is one word of at least 4 characters is one-line; otherwise it is a grid,
/// and every line up to the next blank or comment-only line is one of its rows. CRLF is accepted.

#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

enum class Format { Line, Grid, Pretty };
std::string_view to_string(Format format);
/// "line", "grid", "pretty"; throws std::invalid_argument.
Format format_from_string(std::string_view name);

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

/// Reads puzzles one at a time in constant memory. A bad puzzle becomes an entry with an error and
/// reading goes on with the next one; a line longer than kMaxLineLength is rejected, not buffered.
class PuzzleReader {
public:
    static constexpr std::size_t kMaxLineLength = 1 << 20;
    PuzzleReader(std::istream& in, std::string source);
    /// The next puzzle (or error); std::nullopt at the end of the input.
    std::optional<PuzzleEntry> next();

private:
    std::istream& in_;
    std::string source_;
    int line_number_ = 0;
    int index_ = 0;
    std::string line_;       ///< the current line, at most kMaxLineLength characters (reused buffer)
    bool overlong_ = false;  ///< the current line was longer than kMaxLineLength; the rest was discarded
    /// Reads the next line into line_ (without '\n'); false at the end of the input.
    bool get_line(int& number);
    /// Skips lines up to and including the next blank or comment-only line, to resync after a bad grid.
    void skip_to_separator();
};

/// The text of a grid in the given form, ending with a newline (Pretty and Grid end with one too).
/// Throws std::invalid_argument for Format::Line when N > 35 (not representable).
std::string to_string(const Grid& grid, Format format);

}  // namespace sudoku
