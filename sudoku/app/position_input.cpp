#include "sudoku/app/position_input.hpp"

#include <streambuf>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/candidate_grid.hpp"

namespace sudoku::app {

namespace {

/// Text already read (the lines up to the first position), then the rest of a stream: lets the
/// puzzle reader start from the first line after the look at it that chose the format.
class PrefixedBuffer : public std::streambuf {
public:
    PrefixedBuffer(std::string prefix, std::streambuf* rest) : prefix_(std::move(prefix)), rest_(rest) {
        setg(prefix_.data(), prefix_.data(), prefix_.data() + prefix_.size());
    }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (rest_ == nullptr) return traits_type::eof();
        const std::streamsize n = rest_->sgetn(chunk_, sizeof chunk_);
        if (n <= 0) return traits_type::eof();
        setg(chunk_, chunk_, chunk_ + n);
        return traits_type::to_int_type(*gptr());
    }

private:
    std::string prefix_;
    std::streambuf* rest_;
    char chunk_[1 << 16];
};

bool blank_or_comment(std::string_view line) {
    const auto start = line.find_first_not_of(" \t\r");
    return start == std::string_view::npos || line[start] == '#';
}

}  // namespace

class PositionReader::Impl {
public:
    Impl(std::istream& in, std::string source) : in_(in), source_(std::move(source)) {
        // The lines up to the first row decide the format: a HoDoKu line starts with ':'; a
        // pencil-mark grid has a row of candidates among the rows of its first block (a row of
        // values alone is also a puzzle's).
        std::string prefix;
        std::string line;
        bool overlong = false;
        int rows = 0;
        while (read_bounded_line(in_, line, overlong, PuzzleReader::kMaxLineLength)) {
            if (++line_number_ == 1) drop_byte_order_mark(line);
            const bool blank = !overlong && blank_or_comment(line);
            if (blank && rows > 0) {
                prefix += line + "\n";
                break;  // the first block had no candidates: puzzles
            }
            if (blank || (!overlong && hints::candidate_border(line))) {
                prefix += line + "\n";
                continue;
            }
            if (rows == 0 && !overlong && hints::looks_like_hodoku_line(line)) {
                format_ = Form::Hodoku;
                first_ = std::move(line);
                break;
            }
            if (!overlong && hints::looks_like_candidate_row(line)) format_ = Form::Candidates;
            prefix += line + (overlong ? "x" : "") + "\n";  // still too long for the puzzle reader
            // Only the rows of a grid (cells separated by blanks or '|') may be followed by one with candidates.
            if (format_ == Form::Candidates || overlong || line.find_first_of(" \t|") == std::string::npos ||
                ++rows == static_cast<int>(hints::kMaxHintBox * hints::kMaxHintBox))
                break;
        }
        if (format_ != Form::Hodoku) {
            buffer_ = std::make_unique<PrefixedBuffer>(std::move(prefix), in_.rdbuf());
            stream_ = std::make_unique<std::istream>(buffer_.get());
            if (format_ == Form::Candidates) grids_ = std::make_unique<hints::CandidateGridReader>(*stream_, source_);
            else puzzles_ = std::make_unique<PuzzleReader>(*stream_, source_);
        }
        ahead_ = read();
    }

    std::optional<Position> next() {
        std::optional<Position> p = std::move(ahead_);
        if (!p) return std::nullopt;
        ahead_ = read();
        p->alone = p->index == 0 && !ahead_;
        return p;
    }

private:
    std::optional<Position> read() {
        switch (format_) {
            case Form::Hodoku: return read_hodoku();
            case Form::Candidates: return read_grid();
            case Form::Puzzles: break;
        }
        return read_puzzle();
    }

    std::optional<Position> read_grid() {
        std::optional<hints::CandidateGridEntry> entry = grids_->next();
        if (!entry) return std::nullopt;
        Position p{.index = entry->index, .line = entry->line, .error = entry->error};
        if (entry->position) {
            p.givens = std::move(entry->position->values);
            p.marks = std::move(entry->position->marks);
        }
        return p;
    }

    std::optional<Position> read_puzzle() {
        const std::optional<PuzzleEntry> entry = puzzles_->next();
        if (!entry) return std::nullopt;
        Position p{.index = entry->index, .line = entry->line, .givens = entry->grid, .error = entry->error};
        if (p.givens) {
            try {
                p.marks = PencilMarks(*p.givens);
            } catch (const std::invalid_argument&) {
                // clashing givens: no pencil marks; the commands say what clashes
            }
        }
        return p;
    }

    std::optional<Position> read_hodoku() {
        std::string line;
        int number = line_number_;
        if (first_) {
            line = std::move(*first_);
            first_.reset();
        } else {
            bool overlong = false;
            do {
                if (!read_bounded_line(in_, line, overlong, PuzzleReader::kMaxLineLength)) return std::nullopt;
                number = ++line_number_;
            } while (!overlong && blank_or_comment(line));
        }
        Position p{.index = index_++, .line = number};
        try {
            p.hodoku = hints::parse_hodoku_line(line, source_, number);
            p.givens = p.hodoku->givens;
            p.marks = p.hodoku->marks;
        } catch (const ParseError& e) {
            p.error = e;
        }
        return p;
    }

    std::istream& in_;
    std::string source_;
    int line_number_ = 0;
    int index_ = 0;
    enum class Form { Puzzles, Hodoku, Candidates };
    Form format_ = Form::Puzzles;
    std::optional<std::string> first_;  ///< HoDoKu: the first line, read to choose the format
    std::unique_ptr<PrefixedBuffer> buffer_;
    std::unique_ptr<std::istream> stream_;
    std::unique_ptr<PuzzleReader> puzzles_;
    std::unique_ptr<hints::CandidateGridReader> grids_;
    std::optional<Position> ahead_;  ///< read one ahead, to tell the first position it is alone
};

PositionReader::PositionReader(std::istream& in, std::string source)
    : impl_(std::make_unique<Impl>(in, std::move(source))) {}
PositionReader::~PositionReader() = default;
std::optional<Position> PositionReader::next() { return impl_->next(); }

}  // namespace sudoku::app
