#include "sudoku/format.hpp"

#include <algorithm>
#include <cstdio>
#include <istream>
#include <sstream>
#include <streambuf>

namespace sudoku {

namespace {

constexpr int kMaxOneLineValue = 35;  // 'Z'
constexpr int kMaxSide = Geometry::kMaxBox * Geometry::kMaxBox;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/// The value a one-line character stands for: 0 for a blank, 1..35, or -1 when it means nothing.
int char_value(char c) {
    if (c == '.' || c == '0') return 0;
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    return -1;
}

char value_char(int value) {
    if (value == 0) return '.';
    return value <= 9 ? static_cast<char>('0' + value) : static_cast<char>('A' + value - 10);
}

std::string size_name(int side) { return std::to_string(side) + "×" + std::to_string(side); }

bool printable(char c) { return c > ' ' && c < 0x7f; }

std::string hex_byte(char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%02X", static_cast<unsigned>(static_cast<unsigned char>(c)));
    return buffer;
}

/// A character of the input as a message shows it: 'x', or "byte 0x00" for control and non-ASCII bytes.
std::string shown_char(char c) { return printable(c) ? "'" + std::string(1, c) + "'" : "byte 0x" + hex_byte(c); }

/// A token of the input as a message shows it: quoted, other bytes as \xNN, long ones cut short.
std::string shown_token(std::string_view token) {
    constexpr std::size_t kShown = 20;
    std::string out = "'";
    for (std::size_t i = 0; i < token.size() && i < kShown; ++i)
        out += printable(token[i]) ? std::string(1, token[i]) : "\\x" + hex_byte(token[i]);
    if (token.size() > kShown) out += "...";
    return out + "'";
}

/// The data part of a line: comment removed, surrounding whitespace trimmed; `column` is the 1-based
/// column of its first character in the line.
struct Content {
    std::string_view text;
    int column = 1;
};

Content content_of(std::string_view line) {
    if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    std::size_t begin = 0;
    while (begin < line.size() && is_space(line[begin])) ++begin;
    std::size_t end = line.size();
    while (end > begin && is_space(line[end - 1])) --end;
    return {line.substr(begin, end - begin), static_cast<int>(begin) + 1};
}

/// The rule that tells the two forms apart: a one-line puzzle is one word of at least 4 characters
/// (the smallest, 4×4, has 16); anything else is a row of a grid.
bool is_one_line(std::string_view text) { return text.size() >= 4 && std::none_of(text.begin(), text.end(), is_space); }

/// n with n⁴ = count, or 0 when there is none.
int box_for_cell_count(std::size_t count) {
    for (std::size_t n = 1; n * n * n * n <= count; ++n)
        if (n * n * n * n == count) return static_cast<int>(n);
    return 0;
}

/// n with n² = side, or 0 when there is none.
int box_for_side(std::size_t side) {
    for (std::size_t n = 1; n * n <= side; ++n)
        if (n * n == side) return static_cast<int>(n);
    return 0;
}

int column_at(const Content& content, std::size_t offset) { return content.column + static_cast<int>(offset); }

/// The message for a one-line puzzle whose length is no n⁴: names the nearest size when the count is
/// close to it (a dropped or extra character), else lists the valid counts. Sets `column` to where the
/// mismatch shows.
std::string cell_count_message(std::size_t count, const Content& content, int& column) {
    std::size_t n = 1;
    while ((n + 1) * (n + 1) * (n + 1) * (n + 1) < count) ++n;
    const std::size_t below = n * n * n * n;
    const std::size_t above = (n + 1) * (n + 1) * (n + 1) * (n + 1);
    // 1 cell (n = 1) is never written as a one-line puzzle, so it is no candidate.
    const bool nearer_below = n > 1 && count - below <= above - count;
    const std::size_t target = nearer_below ? below : above;
    const std::size_t distance = nearer_below ? count - below : above - count;
    if (distance * 10 <= target) {
        const int side = static_cast<int>(nearer_below ? n * n : (n + 1) * (n + 1));
        column = column_at(content, std::min(count, target));
        return std::to_string(target) + " cells expected for a " + size_name(side) + " puzzle, found " +
               std::to_string(count);
    }
    column = content.column;
    return "cell count " + std::to_string(count) + " is not n⁴ (expected 16, 81, 256, 625, ... cells)";
}

Grid parse_one_line(const Content& content, int line, const std::string& source) {
    const std::string_view text = content.text;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (char_value(text[i]) < 0)
            throw ParseError(source, line, column_at(content, i),
                             "unexpected " + shown_char(text[i]) +
                                 "; expected '.' or '0' for a blank, '1'-'9', or a letter 'A'-'Z' for 10..35");
    const int box = box_for_cell_count(text.size());
    if (box == 0) {
        int column = 0;
        std::string message = cell_count_message(text.size(), content, column);
        throw ParseError(source, line, column, std::move(message));
    }
    const int side = box * box;
    if (box > Geometry::kMaxBox)
        throw ParseError(
            source, line, content.column,
            "a " + size_name(side) + " puzzle is larger than the largest supported, " + size_name(kMaxSide));
    std::vector<int> cells(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        cells[i] = char_value(text[i]);
        if (cells[i] > side)
            throw ParseError(source, line, column_at(content, i),
                             shown_char(text[i]) + " means " + std::to_string(cells[i]) + ", out of range for a " +
                                 size_name(side) + " puzzle (expected '.', '0' or a value 1.." + std::to_string(side) +
                                 ")");
    }
    Grid grid(box, std::move(cells));
    if (const auto conflict = find_conflict(grid))
        throw ParseError(source, line, column_at(content, static_cast<std::size_t>(conflict->second_cell)),
                         "duplicate given: " + conflict->describe(grid.geometry()));
    return grid;
}

/// Collects the rows of one grid-form puzzle. The first row fixes the side N; every row must then have
/// N entries and there must be N rows. Memory is bounded by N ≤ kMaxSide.
class GridParser {
public:
    explicit GridParser(const std::string& source) : source_(source) {}

    void add_row(const Content& content, int line) {
        const std::string_view text = content.text;
        if (rows_ == 0) start(content, line);
        if (rows_ == side_)
            throw ParseError(source_, line, content.column,
                             "a " + size_name(side_) + " grid has " + std::to_string(side_) +
                                 " rows, so a blank line was expected here (puzzles are separated by blank lines)");
        int entries = 0;
        std::size_t pos = 0;
        for (;;) {
            while (pos < text.size() && is_space(text[pos])) ++pos;
            if (pos == text.size()) break;
            const std::size_t start = pos;
            while (pos < text.size() && !is_space(text[pos])) ++pos;
            const std::string_view token = text.substr(start, pos - start);
            const int column = column_at(content, start);
            if (entries == side_)
                throw ParseError(source_, line, column,
                                 "row " + std::to_string(rows_ + 1) + " has more than " + std::to_string(side_) +
                                     " entries (expected " + std::to_string(side_) + ", as in the first row)");
            cells_.push_back(value_of(token, line, column));
            columns_.push_back(column);
            ++entries;
        }
        if (entries < side_)
            throw ParseError(source_, line, column_at(content, text.size()),
                             "row " + std::to_string(rows_ + 1) + " has " + std::to_string(entries) +
                                 (entries == 1 ? " entry" : " entries") + ", expected " + std::to_string(side_) +
                                 " (as in the first row)");
        row_lines_.push_back(line);
        ++rows_;
    }

    /// The grid, once its end (a blank line or the end of input, at `end_line`) has been reached.
    Grid finish(int end_line) {
        if (rows_ < side_)
            throw ParseError(source_, end_line, 1,
                             "the grid ends after " + std::to_string(rows_) + (rows_ == 1 ? " row" : " rows") +
                                 ", but its first row has " + std::to_string(side_) + " entries, so " +
                                 std::to_string(side_) + " rows were expected");
        Grid grid(box_, std::move(cells_));
        if (const auto conflict = find_conflict(grid)) {
            const int cell = conflict->second_cell;
            throw ParseError(source_, row_lines_[static_cast<std::size_t>(cell / side_)],
                             columns_[static_cast<std::size_t>(cell)],
                             "duplicate given: " + conflict->describe(grid.geometry()));
        }
        return grid;
    }

private:
    void start(const Content& content, int line) {
        std::size_t entries = 0;
        for (std::size_t i = 0; i < content.text.size(); ++i)
            if (!is_space(content.text[i]) && (i == 0 || is_space(content.text[i - 1]))) ++entries;
        box_ = box_for_side(entries);
        if (box_ == 0)
            throw ParseError(source_, line, content.column,
                             "the first row of the grid has " + std::to_string(entries) +
                                 " entries, but a grid's side must be a square (1, 4, 9, 16, 25, 36, ...)");
        if (box_ > Geometry::kMaxBox)
            throw ParseError(source_, line, content.column,
                             "a " + size_name(static_cast<int>(entries)) +
                                 " grid is larger than the largest supported, " + size_name(kMaxSide));
        side_ = box_ * box_;
        cells_.reserve(static_cast<std::size_t>(side_ * side_));
        columns_.reserve(static_cast<std::size_t>(side_ * side_));
    }

    int value_of(std::string_view token, int line, int column) const {
        const std::string expected = " (expected 0.." + std::to_string(side_) + ", with 0 or '.' for a blank)";
        if (token == ".") return 0;
        if (!std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw ParseError(source_, line, column, "expected a number, found " + shown_token(token) + expected);
        long value = 0;
        for (char c : token) {
            value = value * 10 + (c - '0');
            if (value > side_) break;  // no overflow on long digit strings
        }
        if (value > side_)
            throw ParseError(source_, line, column,
                             "value " + std::string(token.substr(0, 20)) + (token.size() > 20 ? "..." : "") +
                                 " is out of range for a " + size_name(side_) + " grid" + expected);
        return static_cast<int>(value);
    }

    const std::string& source_;
    int box_ = 0;
    int side_ = 0;
    int rows_ = 0;
    std::vector<int> cells_;
    std::vector<int> columns_;    ///< 1-based column of each cell's entry, to place the duplicate-given error
    std::vector<int> row_lines_;  ///< line of each row
};

std::string padded(std::string text, std::size_t width) {
    if (text.size() < width) text.insert(0, width - text.size(), ' ');
    return text;
}

std::size_t digits(int value) { return std::to_string(value).size(); }

std::string pretty(const Grid& grid) {
    const int box = grid.box();
    const int side = grid.side();
    // Up to 35 the one-line characters keep every cell one wide; beyond, numbers padded to N's width.
    const bool characters = side <= kMaxOneLineValue;
    const std::size_t width = characters ? 1 : digits(side);
    auto cell_text = [&](int value) {
        if (characters) return std::string(1, value_char(value));
        return padded(value == 0 ? "." : std::to_string(value), width);
    };
    std::string border;
    for (int b = 0; b < box; ++b) border += "+" + std::string(static_cast<std::size_t>(box) * (width + 1) + 1, '-');
    border += "+\n";

    std::string out;
    for (int r = 0; r < side; ++r) {
        if (r % box == 0) out += border;
        for (int c = 0; c < side; ++c) {
            if (c % box == 0) out += c == 0 ? "|" : " |";
            out += " " + cell_text(grid.at(r, c));
        }
        out += " |\n";
    }
    return out + border;
}

}  // namespace

std::string_view to_string(Format format) {
    switch (format) {
        case Format::Line: return "line";
        case Format::Grid: return "grid";
        case Format::Pretty: return "pretty";
    }
    return "?";
}

Format format_from_string(std::string_view name) {
    for (Format format : {Format::Line, Format::Grid, Format::Pretty})
        if (to_string(format) == name) return format;
    throw std::invalid_argument("unknown format '" + std::string(name) + "' (expected line, grid or pretty)");
}

ParseError::ParseError(std::string source, int line, int column, std::string message)
    : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message),
      source_(std::move(source)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

PuzzleReader::PuzzleReader(std::istream& in, std::string source) : in_(in), source_(std::move(source)) {}

bool PuzzleReader::get_line(int& number) {
    line_.clear();
    overlong_ = false;
    std::streambuf* buffer = in_.rdbuf();
    if (buffer == nullptr || !in_.good()) return false;
    // Character by character through the stream buffer, so a huge line is dropped as it streams by
    // instead of being buffered whole as std::getline would.
    bool any = false;
    for (;;) {
        const auto ch = buffer->sbumpc();
        if (std::char_traits<char>::eq_int_type(ch, std::char_traits<char>::eof())) {
            in_.setstate(std::ios::eofbit);
            if (!any) return false;
            break;
        }
        any = true;
        const char c = std::char_traits<char>::to_char_type(ch);
        if (c == '\n') break;
        if (line_.size() < kMaxLineLength) line_.push_back(c);
        else overlong_ = true;
    }
    number = ++line_number_;
    return true;
}

void PuzzleReader::skip_to_separator() {
    int number = 0;
    while (get_line(number))
        if (!overlong_ && content_of(line_).text.empty()) return;
}

std::optional<PuzzleEntry> PuzzleReader::next() {
    const auto overlong_error = [this](int line) {
        return ParseError(source_, line, static_cast<int>(kMaxLineLength) + 1,
                          "line is longer than " + std::to_string(kMaxLineLength) + " characters");
    };
    int number = 0;
    Content content;
    for (;;) {  // skip blank and comment lines up to the start of a puzzle
        if (!get_line(number)) return std::nullopt;
        if (overlong_) break;
        content = content_of(line_);
        if (!content.text.empty()) break;
    }

    PuzzleEntry entry;
    entry.index = index_++;
    entry.line = number;
    if (overlong_) {  // its form is unknown; resync at the next line
        entry.error = overlong_error(number);
        return entry;
    }
    if (is_one_line(content.text)) {
        entry.format = Format::Line;
        try {
            entry.grid = parse_one_line(content, number, source_);
        } catch (ParseError& error) {
            entry.error = std::move(error);
        }
        return entry;
    }

    entry.format = Format::Grid;
    GridParser parser(source_);
    try {
        parser.add_row(content, number);
    } catch (ParseError& error) {
        // A first line that is not a grid row is one bad line (garbage between one-line puzzles):
        // resync at the next line, so the puzzles after it are not lost.
        entry.error = std::move(error);
        return entry;
    }
    bool at_end = false;  // the blank line (or end of input) closing the grid has been read
    try {
        for (;;) {
            if (!get_line(number)) {
                at_end = true;
                entry.grid = parser.finish(line_number_ + 1);
                break;
            }
            if (overlong_) throw overlong_error(number);
            content = content_of(line_);
            if (content.text.empty()) {
                at_end = true;
                entry.grid = parser.finish(number);
                break;
            }
            parser.add_row(content, number);
        }
    } catch (ParseError& error) {
        entry.error = std::move(error);
        if (!at_end) skip_to_separator();
    }
    return entry;
}

Grid parse(std::string_view text, std::string_view source) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, std::string(source));
    auto first = reader.next();
    if (!first)
        throw ParseError(std::string(source), 1, 1,
                         "no puzzle found (expected a one-line puzzle or a grid of whitespace-separated numbers)");
    if (first->error) throw *first->error;
    if (const auto second = reader.next())
        throw ParseError(std::string(source), second->line, 1,
                         "more input after the puzzle (expected exactly one puzzle)");
    return std::move(*first->grid);
}

std::string to_string(const Grid& grid, Format format) {
    const int side = grid.side();
    std::string out;
    switch (format) {
        case Format::Line:
            if (side > kMaxOneLineValue)
                throw std::invalid_argument("a " + size_name(side) +
                                            " grid cannot be written in the one-line form (values above " +
                                            std::to_string(kMaxOneLineValue) + "); use the grid form");
            out.reserve(static_cast<std::size_t>(grid.cells()) + 1);
            for (int value : grid.values()) out += value_char(value);
            out += '\n';
            return out;
        case Format::Grid: {
            // Right-aligned to the width of N so the columns line up for every puzzle of a size.
            const std::size_t width = digits(side);
            for (int r = 0; r < side; ++r) {
                for (int c = 0; c < side; ++c) {
                    if (c > 0) out += ' ';
                    out += padded(std::to_string(grid.at(r, c)), width);
                }
                out += '\n';
            }
            return out;
        }
        case Format::Pretty: return pretty(grid);
    }
    throw std::invalid_argument("unknown format");
}

}  // namespace sudoku
