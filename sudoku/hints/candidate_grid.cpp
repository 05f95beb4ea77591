#include "sudoku/hints/candidate_grid.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdint>
#include <sstream>
#include <vector>

#include "sudoku/hints/board.hpp"

namespace sudoku::hints {

namespace {

std::string marks_cell_text(const PencilMarks& marks, int cell) {
    if (marks.value(cell) != 0) return "[" + value_name(marks.value(cell), marks.side()) + "]";
    std::string text;
    const bool wide = marks.side() > 9;
    for (int d : marks.candidates(cell)) text += (wide && !text.empty() ? "," : "") + value_name(d, marks.side());
    return text.empty() ? "-" : text;
}

/// A cell of a row: its text and its 0-based column in the line.
struct Token {
    std::string_view text;
    std::size_t column = 0;
};

/// The line without its comment, split at blanks and '|'.
std::vector<Token> tokens_of(std::string_view line) {
    line = line.substr(0, line.find('#'));
    std::vector<Token> tokens;
    std::size_t i = 0;
    auto separator = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '|'; };
    while (i < line.size()) {
        if (separator(line[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && !separator(line[i])) ++i;
        tokens.push_back({line.substr(start, i - start), start});
    }
    return tokens;
}

bool is_square_side(std::size_t n) {
    for (std::size_t box = 2; box <= static_cast<std::size_t>(kMaxHintBox); ++box)
        if (box * box == n) return true;
    return false;
}

bool blank_or_comment(std::string_view line) {
    const auto start = line.find_first_not_of(" \t\r");
    return start == std::string_view::npos || line[start] == '#';
}

/// A cell as read: its value (0 when open) or its candidates, and whether it was bracketed.
struct CellEntry {
    int value = 0;
    bool bracketed = false;
    std::uint64_t candidates = 0;  ///< bit d-1 for candidate d
    int line = 0;
    std::size_t column = 0;
};

/// Reads the cells of one grid; throws ParseError at the first fault.
class GridParser {
public:
    GridParser(std::string source) : source_(std::move(source)) {}

    [[noreturn]] void fail(int line, std::size_t column, const std::string& message) const {
        throw ParseError(source_, line, static_cast<int>(column) + 1, message);
    }

    /// The side is set by the first row; every row must have that many cells.
    void add_row(std::string_view text, int line) {
        const std::vector<Token> tokens = tokens_of(text);
        if (side_ == 0) {
            if (!is_square_side(tokens.size()))
                fail(line, tokens.empty() ? 0 : tokens.front().column,
                     "the first row of the pencil-mark grid has " + std::to_string(tokens.size()) +
                         " cells, but a grid's side must be 4, 9, 16, 25, 36, 49 or 64");
            side_ = static_cast<int>(tokens.size());
        } else if (static_cast<int>(tokens.size()) != side_) {
            fail(line,
                 tokens.size() > static_cast<std::size_t>(side_) ? tokens[static_cast<std::size_t>(side_)].column
                                                                 : text.size(),
                 "row " + std::to_string(rows_ + 1) + " has " + std::to_string(tokens.size()) + " cells, expected " +
                     std::to_string(side_) + " (as in the first row)");
        }
        for (const Token& token : tokens) cells_.push_back(read_cell(token, line));
        ++rows_;
    }
    bool complete() const { return side_ != 0 && rows_ == side_; }
    int rows() const { return rows_; }
    int side() const { return side_; }

    CandidatePosition position() const {
        int box = 2;
        while (box * box < side_) ++box;
        const bool brackets = std::any_of(cells_.begin(), cells_.end(), [](const CellEntry& c) { return c.bracketed; });
        // Without brackets (HoDoKu's and SE's grids) a lone candidate is how a value is written.
        std::vector<int> values(cells_.size(), 0);
        for (std::size_t cell = 0; cell < cells_.size(); ++cell) {
            const CellEntry& c = cells_[cell];
            if (c.value != 0) values[cell] = c.value;
            else if (!brackets && c.candidates != 0 && (c.candidates & (c.candidates - 1)) == 0)
                values[cell] = std::countr_zero(c.candidates) + 1;
        }
        PencilMarks marks(box);
        for (std::size_t cell = 0; cell < cells_.size(); ++cell) {
            const int v = values[cell];
            if (v == 0) continue;
            const int index = static_cast<int>(cell);
            if (!marks.has(index, v))
                fail(cells_[cell].line, cells_[cell].column,
                     "value " + std::to_string(v) + " in " + cell_name(index, side_) +
                         " is already in its row, column or box");
            marks.place(index, v);
        }
        for (std::size_t cell = 0; cell < cells_.size(); ++cell) {
            if (values[cell] != 0) continue;
            for (int d = 1; d <= side_; ++d)
                if ((cells_[cell].candidates >> (d - 1) & 1u) == 0) marks.remove(static_cast<int>(cell), d);
        }
        return {Grid(box, values), std::move(marks)};
    }

private:
    /// A value or candidate: one character up to 9×9; above, a number or a letter (A = 10).
    int number(std::string_view text, int line, std::size_t column) const {
        int value = 0;
        if (text.size() == 1 && std::isalpha(static_cast<unsigned char>(text[0]))) {
            value = std::toupper(static_cast<unsigned char>(text[0])) - 'A' + 10;
        } else {
            for (std::size_t i = 0; i < text.size(); ++i) {
                if (text[i] < '0' || text[i] > '9' || i >= 2)
                    fail(line, column + i,
                         "expected a value 1.." + std::to_string(side_) + ", found '" + escaped(text) + "'");
                value = value * 10 + (text[i] - '0');
            }
        }
        if (value < 1 || value > side_)
            fail(line, column,
                 "'" + escaped(text) + "' is out of range for a " + std::to_string(side_) + "x" +
                     std::to_string(side_) + " grid (values 1.." + std::to_string(side_) + ")");
        return value;
    }

    CellEntry read_cell(const Token& token, int line) const {
        CellEntry c{.line = line, .column = token.column};
        std::string_view text = token.text;
        const std::string expected = side_ <= 9 ? "its candidates (digits 1.." + std::to_string(side_) +
                                                      "), its value in brackets ('[5]') or '-' for none"
                                                : "its candidates separated by commas ('1,12'), its value in "
                                                  "brackets ('[12]') or '-' for none";
        if (text == "-") return c;
        if (text.front() == '[') {
            if (text.size() < 3 || text.back() != ']')
                fail(line,
                     token.column +
                         std::min(text.size(), text.find(']') == std::string_view::npos ? text.size() : text.find(']')),
                     "a bracketed value ends with ']', as in '[5]'");
            c.value = number(text.substr(1, text.size() - 2), line, token.column + 1);
            c.bracketed = true;
            return c;
        }
        if (side_ <= 9) {
            for (std::size_t i = 0; i < text.size(); ++i) {
                if (text[i] < '1' || text[i] - '0' > side_)
                    fail(line, token.column + i,
                         "unexpected '" + escaped(text.substr(i, 1)) + "' in a cell: expected " + expected);
                c.candidates |= std::uint64_t{1} << (text[i] - '1');
            }
            return c;
        }
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t comma = std::min(text.find(',', start), text.size());
            if (comma == start) fail(line, token.column + start, "expected " + expected);
            const int d = number(text.substr(start, comma - start), line, token.column + start);
            c.candidates |= std::uint64_t{1} << (d - 1);
            start = comma + 1;
        }
        return c;
    }

    std::string source_;
    int side_ = 0;
    int rows_ = 0;
    std::vector<CellEntry> cells_;
};

}  // namespace

std::string candidate_grid(const PencilMarks& marks) {
    const int side = marks.side();
    const int box = marks.box();
    std::vector<std::size_t> width(static_cast<std::size_t>(side), 1);
    for (int cell = 0; cell < marks.cells(); ++cell)
        width[static_cast<std::size_t>(cell % side)] =
            std::max(width[static_cast<std::size_t>(cell % side)], marks_cell_text(marks, cell).size());
    std::string rule = "+";
    for (int c = 0; c < side; ++c) {
        rule += std::string(width[static_cast<std::size_t>(c)] + 2, '-');
        if (c % box == box - 1) rule += "+";
    }
    std::string out = rule + "\n";
    for (int r = 0; r < side; ++r) {
        out += "|";
        for (int c = 0; c < side; ++c) {
            const std::string text = marks_cell_text(marks, r * side + c);
            out += " " + text + std::string(width[static_cast<std::size_t>(c)] - text.size() + 1, ' ');
            if (c % box == box - 1) out += "|";
        }
        out += "\n";
        if (r % box == box - 1) out += rule + "\n";
    }
    return out;
}

bool candidate_border(std::string_view line) {
    line = line.substr(0, line.find('#'));
    if (line.find("--") == std::string_view::npos && line.find("==") == std::string_view::npos) return false;
    return line.find_first_not_of("-=+|.:'* \t\r") == std::string_view::npos;
}

bool looks_like_candidate_row(std::string_view line) {
    if (candidate_border(line)) return false;
    const std::vector<Token> tokens = tokens_of(line);
    if (tokens.size() < 4 || tokens.size() > 64) return false;
    return std::any_of(tokens.begin(), tokens.end(), [&](const Token& t) {
        return t.text.find_first_of("[,") != std::string_view::npos || t.text == "-" ||
               (tokens.size() <= 9 && t.text.size() > 1);
    });
}

bool looks_like_candidate_grid(std::string_view text) {
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        if (looks_like_candidate_row(text.substr(0, end))) return true;
        text.remove_prefix(std::min(end + 1, text.size()));
    }
    return false;
}

class CandidateGridReader::Impl {
public:
    Impl(std::istream& in, std::string source) : in_(in), source_(std::move(source)) {}

    std::optional<CandidateGridEntry> next() {
        std::string line;
        bool overlong = false;
        GridParser grid(source_);
        CandidateGridEntry entry{.index = index_};
        try {
            while (!grid.complete()) {
                if (!read_bounded_line(in_, line, overlong, PuzzleReader::kMaxLineLength)) {
                    if (grid.rows() == 0) return std::nullopt;
                    grid.fail(line_number_ + 1, 0,
                              "the grid ends after " + std::to_string(grid.rows()) + " rows, but its first row has " +
                                  std::to_string(grid.side()) + " cells, so " + std::to_string(grid.side()) +
                                  " rows were expected");
                }
                if (++line_number_ == 1) drop_byte_order_mark(line);
                if (overlong) grid.fail(line_number_, PuzzleReader::kMaxLineLength, "a line longer than 1 MiB");
                if (blank_or_comment(line)) {
                    if (grid.rows() == 0) continue;
                    grid.fail(line_number_, 0,
                              "the grid ends after " + std::to_string(grid.rows()) + " rows, but its first row has " +
                                  std::to_string(grid.side()) + " cells, so " + std::to_string(grid.side()) +
                                  " rows were expected");
                }
                if (candidate_border(line)) continue;
                if (grid.rows() == 0) entry.line = line_number_;
                grid.add_row(line, line_number_);
            }
            entry.position = grid.position();
        } catch (const ParseError& e) {
            entry.error = e;
            if (entry.line == 0) entry.line = e.line();
            if (!grid.complete()) skip_to_blank(line);  // a clash is found once the grid is whole
        }
        ++index_;
        return entry;
    }

private:
    /// After a bad grid: past the next blank line (unless the error was at one), so that the rest
    /// of the bad grid is not read as another.
    void skip_to_blank(std::string& line) {
        if (blank_or_comment(line)) return;
        bool overlong = false;
        while (read_bounded_line(in_, line, overlong, PuzzleReader::kMaxLineLength)) {
            ++line_number_;
            if (!overlong && blank_or_comment(line)) return;
        }
    }

    std::istream& in_;
    std::string source_;
    int line_number_ = 0;
    int index_ = 0;
};

CandidateGridReader::CandidateGridReader(std::istream& in, std::string source)
    : impl_(std::make_unique<Impl>(in, std::move(source))) {}
CandidateGridReader::~CandidateGridReader() = default;
std::optional<CandidateGridEntry> CandidateGridReader::next() { return impl_->next(); }

CandidatePosition parse_candidate_grid(std::string_view text, std::string_view source) {
    std::istringstream in{std::string(text)};
    CandidateGridReader reader(in, std::string(source));
    std::optional<CandidateGridEntry> entry = reader.next();
    if (!entry) throw ParseError(std::string(source), 1, 1, "no pencil-mark grid found");
    if (entry->error) throw *entry->error;
    if (const std::optional<CandidateGridEntry> more = reader.next())
        throw ParseError(std::string(source), more->line, 1,
                         "a second grid starts here; one pencil-mark grid was expected");
    return std::move(*entry->position);
}

}  // namespace sudoku::hints
