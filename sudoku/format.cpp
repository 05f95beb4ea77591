#include "sudoku/format.hpp"

#include <algorithm>
#include <cstdio>
#include <istream>
#include <sstream>
#include <streambuf>

#include "csp/base/enum_names.hpp"

namespace sudoku {

namespace {

constexpr int kMaxSide = Geometry::kMaxBox * Geometry::kMaxBox;
constexpr csp::detail::NameTable<Format, 4> kFormatNames = {
    {Format::Line, "line"}, {Format::Block, "block"}, {Format::Grid, "grid"}, {Format::Pretty, "pretty"}};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
/// What separates the entries of a grid row: whitespace, and the '|' drawn between boxes.
bool is_separator(char c) { return is_space(c) || c == '|'; }

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

}  // namespace

std::string value_name(int value, int side) {
    return side <= kMaxCharacterValue ? std::string(1, value_char(value)) : std::to_string(value);
}

namespace {

bool printable(char c) { return c > ' ' && c < 0x7f; }

std::string hex_byte(char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%02X", static_cast<unsigned>(static_cast<unsigned char>(c)));
    return buffer;
}

/// A character of the input as a message shows it: 'x', or "byte 0x00" for control and non-ASCII bytes.
std::string shown_char(char c) { return printable(c) ? "'" + std::string(1, c) + "'" : "byte 0x" + hex_byte(c); }

/// A token of the input as a message shows it: quoted, other bytes as \xNN, long ones cut short.
std::string shown_token(std::string_view token) { return "'" + escaped(token, 20) + "'"; }

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

/// A border of a drawn grid ("+-----+-----+", "------+------"): only '-', '=', '+', '|' and spaces,
/// with at least one '-' or '='. None of them is a puzzle character, so no puzzle line is one.
bool is_border(std::string_view text) {
    bool rule = false;
    for (char c : text) {
        if (c == '-' || c == '=') rule = true;
        else if (c != '+' && c != '|' && !is_space(c)) return false;
    }
    return rule;
}

/// A one-line puzzle and a block row are one word: no whitespace inside the (trimmed) content.
bool is_word(std::string_view text) { return std::none_of(text.begin(), text.end(), is_space); }

/// The cells of a word: its characters other than the '|' drawn between boxes.
std::size_t cell_count(std::string_view word) {
    return word.size() - static_cast<std::size_t>(std::count(word.begin(), word.end(), '|'));
}

/// The offset in `word` of its cell k (0-based), or word.size() when it has no cell k.
std::size_t cell_offset(std::string_view word, std::size_t k) {
    for (std::size_t i = 0; i < word.size(); ++i)
        if (word[i] != '|' && k-- == 0) return i;
    return word.size();
}

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

/// A block row has 4, 9, 16 or 25 cells: the sides above 1 whose values all have a character.
bool is_block_width(std::size_t cells) {
    return cells <= static_cast<std::size_t>(kMaxCharacterValue) && box_for_side(cells) >= 2;
}

int column_at(const Content& content, std::size_t offset) { return content.column + static_cast<int>(offset); }

/// The message for a character that stands for no value.
std::string bad_character(char c) {
    return "unexpected " + shown_char(c) + "; expected '.' or '0' for a blank, '1'-'9', or a letter 'A'-'Z' for 10..35";
}

/// The message for a character whose value does not fit the puzzle's size.
std::string character_out_of_range(char c, int value, int side) {
    return shown_char(c) + " means " + std::to_string(value) + ", out of range for a " + size_name(side) +
           " puzzle (expected '.', '0' or a value 1.." + std::to_string(side) + ")";
}

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
        column = column_at(content, cell_offset(content.text, std::min(count, target)));
        return std::to_string(target) + " cells expected for a " + size_name(side) + " puzzle, found " +
               std::to_string(count);
    }
    column = content.column;
    if (count < static_cast<std::size_t>(kMaxCharacterValue))
        return "cell count " + std::to_string(count) +
               " is neither n⁴ (16, 81, 256, 625, ... cells on one line) nor a block row (4, 9, 16 or 25 cells)";
    return "cell count " + std::to_string(count) + " is not n⁴ (expected 16, 81, 256, 625, ... cells)";
}

Grid parse_one_line(const Content& content, int line, const std::string& source) {
    const std::string_view text = content.text;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] != '|' && char_value(text[i]) < 0)
            throw ParseError(source, line, column_at(content, i), bad_character(text[i]));
    const std::size_t count = cell_count(text);
    const int box = box_for_cell_count(count);
    if (box == 0) {
        int column = 0;
        std::string message = cell_count_message(count, content, column);
        throw ParseError(source, line, column, std::move(message));
    }
    const int side = box * box;
    if (box > Geometry::kMaxBox)
        throw ParseError(
            source, line, content.column,
            "a " + size_name(side) + " puzzle is larger than the largest supported, " + size_name(kMaxSide));
    std::vector<int> cells;
    cells.reserve(count);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '|') continue;
        cells.push_back(char_value(text[i]));
        if (cells.back() > side)
            throw ParseError(source, line, column_at(content, i),
                             character_out_of_range(text[i], cells.back(), side) +
                                 (is_block_width(count) ? "; a " + size_name(static_cast<int>(count)) + " block is " +
                                                              std::to_string(count) + " lines of " +
                                                              std::to_string(count) + " cells, then a blank line"
                                                        : ""));
    }
    Grid grid(box, std::move(cells));
    if (const auto conflict = find_conflict(grid))
        throw ParseError(source, line,
                         column_at(content, cell_offset(text, static_cast<std::size_t>(conflict->second_cell))),
                         "duplicate given: " + conflict->describe(grid.geometry()));
    return grid;
}

/// Collects the rows of one grid or block. The first row fixes the side N; every row must then have
/// N cells and there must be N rows. Memory is bounded by N ≤ kMaxSide.
class RowsParser {
public:
    /// A grid row is entries between separators; a block row is one character per cell.
    enum class Kind { Grid, Block };

    RowsParser(const std::string& source, Kind kind) : source_(source), kind_(kind) {}

    void add_row(const Content& content, int line) {
        if (rows_ == 0) start(content, line);
        if (rows_ == side_)
            throw ParseError(source_, line, content.column,
                             "a " + size_name(side_) + " " + name() + " has " + std::to_string(side_) +
                                 " rows, so a blank line was expected here (puzzles are separated by blank lines)");
        if (kind_ == Kind::Grid) add_entries(content, line);
        else add_characters(content, line);
        row_lines_.push_back(line);
        ++rows_;
    }

    /// The first row had several entries: whatever was wrong with it, it starts a grid.
    bool several_entries() const { return several_; }

    /// The grid, once its end (a blank line or the end of input, at `end_line`) has been reached.
    Grid finish(int end_line) {
        if (rows_ < side_)
            throw ParseError(source_, end_line, 1,
                             "the " + std::string(name()) + " ends after " + std::to_string(rows_) +
                                 (rows_ == 1 ? " row" : " rows") + ", but its first row has " + std::to_string(side_) +
                                 " " + unit_name() + ", so " + std::to_string(side_) + " rows were expected");
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
    const char* name() const { return kind_ == Kind::Grid ? "grid" : "block"; }
    const char* unit_name() const { return kind_ == Kind::Grid ? "entries" : "cells"; }

    void start(const Content& content, int line) {
        std::size_t entries = 0;
        if (kind_ == Kind::Block) {
            entries = cell_count(content.text);  // a block width, checked by the reader
        } else {
            const std::string_view text = content.text;
            for (std::size_t i = 0; i < text.size(); ++i)
                if (!is_separator(text[i]) && (i == 0 || is_separator(text[i - 1]))) ++entries;
        }
        several_ = entries > 1;  // a row of a grid, even one of a wrong width: its other rows follow
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

    /// A row of a grid: N entries between separators.
    void add_entries(const Content& content, int line) {
        const std::string_view text = content.text;
        int entries = 0;
        std::size_t pos = 0;
        for (;;) {
            while (pos < text.size() && is_separator(text[pos])) ++pos;
            if (pos == text.size()) break;
            const std::size_t start = pos;
            while (pos < text.size() && !is_separator(text[pos])) ++pos;
            const std::string_view token = text.substr(start, pos - start);
            const int column = column_at(content, start);
            if (entries == side_)
                throw ParseError(source_, line, column,
                                 "row " + std::to_string(rows_ + 1) + " has more than " + std::to_string(side_) +
                                     " entries (expected " + std::to_string(side_) + ", as in the first row)");
            add_cell(entry_value(token, line, column), column);
            ++entries;
        }
        if (entries < side_) throw short_row(entries, column_at(content, text.size()), line);
    }

    /// A row of a block: N characters written together ('|' between boxes allowed).
    void add_characters(const Content& content, int line) {
        const std::string_view text = content.text;
        int cells = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '|') continue;
            const int column = column_at(content, i);
            if (is_space(c))
                throw ParseError(source_, line, column,
                                 "unexpected space in row " + std::to_string(rows_ + 1) + " of a block (expected " +
                                     std::to_string(side_) + " characters written together, as in the first row)");
            if (cells == side_)
                throw ParseError(source_, line, column,
                                 "row " + std::to_string(rows_ + 1) + " has more than " + std::to_string(side_) +
                                     " cells (expected " + std::to_string(side_) + ", as in the first row)");
            const int value = char_value(c);
            if (value < 0) throw ParseError(source_, line, column, bad_character(c));
            if (value > side_) throw ParseError(source_, line, column, character_out_of_range(c, value, side_));
            add_cell(value, column);
            ++cells;
        }
        if (cells < side_) throw short_row(cells, column_at(content, text.size()), line);
    }

    void add_cell(int value, int column) {
        cells_.push_back(value);
        columns_.push_back(column);
    }

    ParseError short_row(int found, int column, int line) const {
        const std::string unit = found == 1 ? (kind_ == Kind::Grid ? "entry" : "cell") : unit_name();
        return ParseError(source_, line, column,
                          "row " + std::to_string(rows_ + 1) + " has " + std::to_string(found) + " " + unit +
                              ", expected " + std::to_string(side_) + " (as in the first row)");
    }

    /// What an entry of a grid may be, for messages.
    std::string expected_entries() const {
        std::string text = " (expected 0.." + std::to_string(side_);
        if (side_ >= 10) {
            const int top = std::min(side_, kMaxCharacterValue);
            text += " or a letter A-" + std::string(1, value_char(top)) + " for 10.." + std::to_string(top);
        }
        return text + ", with 0 or '.' for a blank)";
    }

    /// An entry of a grid: '.', a number, or a letter as in the one-line form (the pretty form's cells).
    int entry_value(std::string_view token, int line, int column) const {
        if (token == ".") return 0;
        if (token.size() == 1 && char_value(token[0]) >= 10) {
            const int value = char_value(token[0]);
            if (value > side_)
                throw ParseError(source_, line, column,
                                 "value " + shown_char(token[0]) + " means " + std::to_string(value) +
                                     ", out of range for a " + size_name(side_) + " grid" + expected_entries());
            return value;
        }
        if (!std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw ParseError(source_, line, column,
                             "expected a number, found " + shown_token(token) + expected_entries());
        long value = 0;
        for (char c : token) {
            value = value * 10 + (c - '0');
            if (value > side_) break;  // no overflow on long digit strings
        }
        if (value > side_)
            throw ParseError(source_, line, column,
                             "value " + std::string(token.substr(0, 20)) + (token.size() > 20 ? "..." : "") +
                                 " is out of range for a " + size_name(side_) + " grid" + expected_entries());
        return static_cast<int>(value);
    }

    const std::string& source_;
    Kind kind_;
    int box_ = 0;
    int side_ = 0;
    int rows_ = 0;
    bool several_ = false;
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
    const bool characters = side <= kMaxCharacterValue;
    const std::size_t width = characters ? 1 : digits(side);
    auto cell_text = [&](int value) {
        return value == 0 ? padded(".", width) : padded(value_name(value, side), width);
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

void drop_byte_order_mark(std::string& first_line) {
    constexpr std::string_view kMark = "\xEF\xBB\xBF";
    if (first_line.starts_with(kMark)) first_line.erase(0, kMark.size());
}

std::string escaped(std::string_view text, std::size_t max_length) {
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < max_length; ++i)
        out += printable(text[i]) || text[i] == ' ' ? std::string(1, text[i]) : "\\x" + hex_byte(text[i]);
    if (text.size() > max_length) out += "...";
    return out;
}

std::string_view to_string(Format format) { return csp::detail::name_of(format, kFormatNames); }
Format format_from_string(std::string_view name) { return csp::detail::value_of(name, kFormatNames, "format"); }
std::vector<std::string_view> format_names() { return csp::detail::names_of(kFormatNames); }

ParseError::ParseError(std::string source, int line, int column, std::string message)
    : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message),
      source_(std::move(source)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

PuzzleReader::PuzzleReader(std::istream& in, std::string source) : in_(in), source_(std::move(source)) {}

bool read_bounded_line(std::istream& in, std::string& text, bool& overlong, std::size_t max_length) {
    text.clear();
    overlong = false;
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr || !in.good()) return false;
    // Character by character through the stream buffer, so a huge line is dropped as it streams by
    // instead of being buffered whole as std::getline would.
    bool any = false;
    for (;;) {
        const auto ch = buffer->sbumpc();
        if (std::char_traits<char>::eq_int_type(ch, std::char_traits<char>::eof())) {
            in.setstate(std::ios::eofbit);
            if (!any) return false;
            break;
        }
        any = true;
        const char c = std::char_traits<char>::to_char_type(ch);
        if (c == '\n') break;
        if (text.size() < max_length) text.push_back(c);
        else overlong = true;
    }
    return true;
}

bool PuzzleReader::get_line(int& number) {
    if (!ahead_.empty()) {
        Line& line = ahead_.front();
        line_.swap(line.text);
        overlong_ = line.overlong;
        number = line.number;
        ahead_.pop_front();
        return true;
    }
    if (!read_bounded_line(in_, line_, overlong_, kMaxLineLength)) return false;
    number = ++line_number_;
    if (number == 1) drop_byte_order_mark(line_);
    return true;
}

const PuzzleReader::Line* PuzzleReader::peek(std::size_t k) {
    while (ahead_.size() <= k) {
        Line line;
        if (!read_bounded_line(in_, line.text, line.overlong, kMaxLineLength)) return nullptr;
        line.number = ++line_number_;
        if (line.number == 1) drop_byte_order_mark(line.text);
        ahead_.push_back(std::move(line));
    }
    return &ahead_[k];
}

bool PuzzleReader::starts_block(std::string_view first, int side) {
    // A value above the one-line puzzle's side cannot be in that puzzle.
    const int one_line_box = box_for_cell_count(static_cast<std::size_t>(side));
    const auto beyond_one_line = [&](std::string_view word) {
        return std::any_of(word.begin(), word.end(),
                           [&](char c) { return char_value(c) > one_line_box * one_line_box; });
    };
    bool beyond = beyond_one_line(first);
    int rows = 1;
    // The other rows, with border lines between them: a bounded look-ahead.
    for (std::size_t k = 0; k <= static_cast<std::size_t>(2 * side); ++k) {
        const Line* line = peek(k);
        if (line == nullptr) return rows == side && beyond;  // the end of the input closes a block
        if (line->overlong) return false;
        const Content content = content_of(line->text);
        if (content.text.empty()) return rows == side && beyond;
        if (is_border(content.text)) continue;
        if (rows == side || !is_word(content.text) || cell_count(content.text) != static_cast<std::size_t>(side))
            return false;
        ++rows;
        beyond = beyond || beyond_one_line(content.text);
    }
    return false;
}

void PuzzleReader::skip_to_separator() {
    int number = 0;
    while (get_line(number))
        if (!overlong_ && content_of(line_).text.empty()) return;
}

void PuzzleReader::skip_grid_rows() {
    for (const Line* next = peek(0); next != nullptr; next = peek(0)) {
        if (!next->overlong) {
            const Content content = content_of(next->text);
            if (content.text.empty() || is_word(content.text)) return;
        }
        int number = 0;
        get_line(number);
    }
}

bool PuzzleReader::next_is_other_puzzle(std::size_t width) {
    const Line* next = peek(0);
    if (next == nullptr || next->overlong) return false;
    const Content content = content_of(next->text);
    if (!is_word(content.text)) return false;
    const std::size_t cells = cell_count(content.text);
    return cells != width && box_for_cell_count(cells) >= 2;
}

void PuzzleReader::skip_block_rows(std::size_t width) {
    int number = 0;
    while (!next_is_other_puzzle(width) && get_line(number))
        if (!overlong_ && content_of(line_).text.empty()) return;
}

std::optional<PuzzleEntry> PuzzleReader::next() {
    const auto overlong_error = [this](int line) {
        return ParseError(source_, line, static_cast<int>(kMaxLineLength) + 1,
                          "line is longer than " + std::to_string(kMaxLineLength) + " characters");
    };
    int number = 0;
    int border_line = 0;  // the first border line above the first row (the top of a drawn grid)
    Content content;
    for (;;) {  // skip blank, comment and border lines up to the first row of a puzzle
        if (!get_line(number)) return std::nullopt;
        if (overlong_) break;
        content = content_of(line_);
        if (content.text.empty()) {
            border_line = 0;  // a border on its own, followed by nothing, is dropped
            continue;
        }
        if (!is_border(content.text)) break;
        if (border_line == 0) border_line = number;
    }

    PuzzleEntry entry;
    entry.index = index_++;
    entry.line = number;
    if (overlong_) {  // its form is unknown; resync at the next line
        entry.error = overlong_error(number);
        return entry;
    }
    const std::size_t cells = is_word(content.text) ? cell_count(content.text) : 0;
    const bool block = is_block_width(cells) &&
                       (box_for_cell_count(cells) == 0 || starts_block(content.text, static_cast<int>(cells)));
    if (!block && cells >= 4) {  // one word of at least 4 cells, the smallest one-line puzzle has 16
        entry.format = Format::Line;
        try {
            entry.grid = parse_one_line(content, number, source_);
        } catch (ParseError& error) {
            entry.error = std::move(error);
        }
        return entry;
    }

    bool drawn = border_line != 0;
    if (drawn) entry.line = border_line;
    entry.format = block ? Format::Block : Format::Grid;
    RowsParser parser(source_, block ? RowsParser::Kind::Block : RowsParser::Kind::Grid);
    try {
        parser.add_row(content, number);
    } catch (ParseError& error) {
        // A first line that is not a grid row is one bad line (garbage between one-line puzzles):
        // resync at the next line, so the puzzles after it are not lost. A bad first row of a block
        // or under a border is the start of a puzzle: skip the rest of it (a block's rows only).
        entry.error = std::move(error);
        if (drawn) skip_to_separator();
        else if (block) skip_block_rows(cells);
        else if (parser.several_entries()) skip_grid_rows();  // one error for the grid, not one per row
        return entry;
    }
    bool at_end = false;  // the grid's end was reached: none of its lines is left to skip
    try {
        for (;;) {
            if (block && !drawn && next_is_other_puzzle(cells)) {
                // A one-line puzzle right after a block's rows: the block ends short (a stray word
                // of 4, 9, 16 or 25 characters between one-line puzzles reads as such a block).
                at_end = true;
                entry.grid = parser.finish(number + 1);
                break;
            }
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
            if (is_border(content.text)) {
                drawn = true;
                continue;
            }
            parser.add_row(content, number);
        }
    } catch (ParseError& error) {
        entry.error = std::move(error);
        if (!at_end && block && !drawn) skip_block_rows(cells);
        else if (!at_end) skip_to_separator();
    }
    if (drawn) entry.format = Format::Pretty;
    return entry;
}

Grid parse(std::string_view text, std::string_view source) {
    std::istringstream in{std::string(text)};
    PuzzleReader reader(in, std::string(source));
    auto first = reader.next();
    if (!first)
        throw ParseError(std::string(source), 1, 1,
                         "no puzzle found (expected a puzzle in the one-line, block, grid or pretty form)");
    if (first->error) throw *first->error;
    if (const auto second = reader.next())
        throw ParseError(std::string(source), second->line, 1,
                         "more input after the puzzle (expected exactly one puzzle)");
    return std::move(*first->grid);
}

std::string to_string(const Grid& grid, Format format) {
    const int side = grid.side();
    if (writes_characters(format) && side > kMaxCharacterValue)
        throw std::invalid_argument("a " + size_name(side) + " grid cannot be written in the " +
                                    (format == Format::Line ? "one-line" : "block") + " form (values above " +
                                    std::to_string(kMaxCharacterValue) + "); use the grid form");
    std::string out;
    switch (format) {
        case Format::Line:
            out.reserve(static_cast<std::size_t>(grid.cells()) + 1);
            for (int value : grid.values()) out += value_char(value);
            out += '\n';
            return out;
        case Format::Block:
            out.reserve(static_cast<std::size_t>(grid.cells() + side));
            for (int r = 0; r < side; ++r) {
                for (int c = 0; c < side; ++c) out += value_char(grid.at(r, c));
                out += '\n';
            }
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
