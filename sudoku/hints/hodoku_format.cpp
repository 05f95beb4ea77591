#include "sudoku/hints/hodoku_format.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace sudoku::hints {

namespace {

constexpr int kSide = 9;

class LineReader {
public:
    LineReader(std::string_view text, std::string_view source, int line) : text_(text), source_(source), line_(line) {}

    [[noreturn]] void fail(std::size_t at, const std::string& expected) const {
        const std::string found = at < text_.size() ? "'" + escaped(text_.substr(at, 1)) + "'" : "the end of the line";
        throw ParseError(source_, line_, static_cast<int>(at) + 1, "expected " + expected + ", found " + found);
    }
    /// The next field, up to the next ':' (or the end); `at` is its first column (0-based).
    std::string_view field(std::size_t& at) {
        at = pos_;
        const std::size_t end = text_.find(':', pos_);
        const std::size_t stop = end == std::string_view::npos ? text_.size() : end;
        std::string_view f = text_.substr(pos_, stop - pos_);
        pos_ = end == std::string_view::npos ? text_.size() : end + 1;
        return f;
    }
    void expect_colon() {
        if (pos_ >= text_.size() || text_[pos_] != ':') fail(pos_, "':' at the start of the line");
        ++pos_;
    }
    bool done() const { return pos_ >= text_.size(); }
    /// Past leading blanks (columns still count from the start of the line).
    void skip_blanks() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
    }
    std::size_t position() const { return pos_; }

private:
    std::string_view text_;
    std::string source_;
    int line_;
    std::size_t pos_ = 0;
};

std::vector<Candidate> triples(const LineReader& reader, std::string_view field, std::size_t at) {
    std::vector<Candidate> list;
    std::size_t i = 0;
    while (i < field.size()) {
        if (field[i] == ' ') {
            ++i;
            continue;
        }
        for (std::size_t k = 0; k < 3; ++k)
            if (i + k >= field.size() || field[i + k] < '1' || field[i + k] > '9')
                reader.fail(at + i + k, "a <digit><row><col> triple of digits 1-9");
        if (i + 3 < field.size() && field[i + 3] != ' ') reader.fail(at + i + 3, "a space between triples");
        const int digit = field[i] - '0';
        const int row = field[i + 1] - '1';
        const int column = field[i + 2] - '1';
        list.push_back({row * kSide + column, digit});
        i += 3;
    }
    return list;
}

}  // namespace

namespace {

enum class Field { Placed, Eliminated, Used };

Field field_of(Technique technique) {
    switch (technique) {
        case Technique::FullHouse:
        case Technique::HiddenSingle:
        case Technique::NakedSingle:
        case Technique::ForcingChainVerity: return Field::Placed;
        case Technique::XChain:
        case Technique::XYChain:
        case Technique::ContinuousNiceLoop:
        case Technique::DiscontinuousNiceLoop:
        case Technique::Aic:
        case Technique::GroupedContinuousNiceLoop:
        case Technique::GroupedDiscontinuousNiceLoop:
        case Technique::GroupedAic:
        case Technique::AlsXz:
        case Technique::AlsXyWing:
        case Technique::AlsXyChain:
        case Technique::DeathBlossom:
        case Technique::SueDeCoq:
        case Technique::ForcingChainContradiction: return Field::Eliminated;
        default: return Field::Used;
    }
}

std::uint64_t digit_set(const std::vector<Candidate>& list) {
    std::uint64_t digits = 0;
    for (const Candidate& c : list) digits |= std::uint64_t{1} << (c.digit - 1);
    return digits;
}

/// The digits a line's <digits> field gives for this step (see concerns_digits).
std::uint64_t field_digits(const Step& step) {
    const std::uint64_t effect = digit_set(step.placements) | digit_set(step.eliminations);
    switch (field_of(step.technique)) {
        case Field::Placed: return step.placements.empty() ? effect : digit_set(step.placements);
        case Field::Eliminated: return effect;
        case Field::Used: {
            std::uint64_t used = step.marks.empty() ? effect : 0;
            for (const Mark& mark : step.marks) used |= std::uint64_t{1} << (mark.candidate.digit - 1);
            return used;
        }
    }
    return effect;
}

}  // namespace

std::string hodoku_line(const Grid& givens, const PencilMarks& marks, const Step* step) {
    if (marks.side() != kSide || givens.side() != kSide)
        throw std::invalid_argument("HoDoKu's line format is for 9x9 grids");
    auto triple = [](int digit, int cell) {
        return std::to_string(digit) + std::to_string(cell / kSide + 1) + std::to_string(cell % kSide + 1);
    };
    auto list = [&](const std::vector<Candidate>& candidates) {
        std::string text;
        for (const Candidate& c : candidates) text += (text.empty() ? "" : " ") + triple(c.digit, c.cell);
        return text;
    };
    // Deleted: open candidates that placing the values alone would have left.
    PencilMarks placed_only(givens);
    std::string cells;
    for (int cell = 0; cell < kSide * kSide; ++cell) {
        const int v = marks.value(cell);
        if (givens[cell] != 0) {
            cells += std::to_string(givens[cell]);
        } else if (v != 0) {
            cells += "+" + std::to_string(v);
            if (placed_only.value(cell) == 0 && placed_only.has(cell, v)) placed_only.place(cell, v);
        } else {
            cells += ".";
        }
    }
    std::vector<Candidate> deleted;
    for (int cell = 0; cell < kSide * kSide; ++cell)
        if (marks.value(cell) == 0)
            for (int d : placed_only.candidates(cell))
                if (!marks.has(cell, d)) deleted.push_back({cell, d});
    std::string code = "0000";
    std::string digits;
    std::string eliminations;
    std::string placements;
    if (step) {
        // SE's direct techniques place what HoDoKu calls a hidden single.
        const std::string_view own = info(step->technique).hodoku_code;
        code = std::string(own.empty() ? info(Technique::HiddenSingle).hodoku_code : own);
        const std::uint64_t field = field_digits(*step);
        for (int d = 1; d <= kSide; ++d)
            if ((field >> (d - 1) & 1u) != 0) digits += std::to_string(d);
        eliminations = list(step->eliminations);
        placements = list(step->placements);
    }
    return ":" + code + ":" + digits + ":" + cells + ":" + list(deleted) + ":" + eliminations + ":" + placements + ":";
}

bool concerns_digits(const Step& step, const std::vector<int>& digits) {
    if (digits.empty()) return true;
    std::uint64_t wanted = 0;
    for (int digit : digits) wanted |= std::uint64_t{1} << (digit - 1);
    const std::uint64_t field = field_digits(step);
    return field_of(step.technique) == Field::Used ? (wanted & ~field) == 0 : field == wanted;
}

bool looks_like_hodoku_line(std::string_view text) {
    const auto start = text.find_first_not_of(" \t");
    return start != std::string_view::npos && text[start] == ':';
}

HodokuCase parse_hodoku_line(std::string_view text, std::string_view source, int line) {
    while (!text.empty() && (text.back() == '\r' || text.back() == '\n' || text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    LineReader reader(text, source, line);
    HodokuCase c;
    reader.skip_blanks();
    reader.expect_colon();

    std::size_t at = 0;
    const std::string_view technique = reader.field(at);
    // A ':' and nothing that could be the line's other fields: say which format it was read as.
    if (technique.empty() && text.find(':', text.find(':') + 1) == std::string_view::npos)
        reader.fail(at, "a line of HoDoKu's library format, :<code>:<digits>:<81 cells>: (the code may be empty)");
    const std::size_t dash = technique.find('-');
    c.code = std::string(technique.substr(0, dash));
    if (!technique.empty() && c.code.size() < 4)  // the first field: say which format the line was read as
        reader.fail(at + c.code.size(),
                    "a technique code of four or more digits (a line of HoDoKu's library format starts "
                    ":<code>:<digits>:<81 cells>:)");
    for (std::size_t i = 0; i < c.code.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(c.code[i]))) reader.fail(at + i, "a digit of the technique code");
    if (dash != std::string_view::npos) c.variant = std::string(technique.substr(dash + 1));
    if (!c.code.empty()) c.technique = technique_from_string(c.code);

    const std::string_view digits = reader.field(at);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (digits[i] < '1' || digits[i] > '9') reader.fail(at + i, "a digit 1-9 in the candidates field");
        c.digits.push_back(digits[i] - '0');
    }

    const std::string_view givens = reader.field(at);
    std::vector<int> given(kSide * kSide, 0);
    std::vector<int> placed(kSide * kSide, 0);
    int cell = 0;
    for (std::size_t i = 0; i < givens.size(); ++i) {
        if (cell == kSide * kSide) reader.fail(at + i, "':' after 81 cells");
        const char ch = givens[i];
        if (ch == '+') {
            if (i + 1 >= givens.size() || givens[i + 1] < '1' || givens[i + 1] > '9')
                reader.fail(at + i + 1, "a digit 1-9 after '+'");
            placed[static_cast<std::size_t>(cell++)] = givens[++i] - '0';
        } else if (ch == '.' || ch == '0') {
            ++cell;
        } else if (ch >= '1' && ch <= '9') {
            given[static_cast<std::size_t>(cell++)] = ch - '0';
        } else {
            reader.fail(at + i, "a digit, '.' or '+'");
        }
    }
    if (cell != kSide * kSide) reader.fail(at + givens.size(), "81 cells (found " + std::to_string(cell) + ")");
    c.givens = Grid(3, given);
    try {
        c.marks = PencilMarks(c.givens);
        for (int k = 0; k < kSide * kSide; ++k)
            if (placed[static_cast<std::size_t>(k)] != 0) c.marks.place(k, placed[static_cast<std::size_t>(k)]);
    } catch (const std::invalid_argument& e) {
        throw ParseError(std::string(source), line, static_cast<int>(at) + 1, e.what());
    }

    const std::string_view deleted = reader.field(at);
    for (const Candidate& d : triples(reader, deleted, at))
        if (c.marks.value(d.cell) == 0) c.marks.remove(d.cell, d.digit);
    const std::string_view eliminations = reader.field(at);
    c.eliminations = triples(reader, eliminations, at);
    const std::string_view placements = reader.field(at);
    c.placements = triples(reader, placements, at);
    if (!reader.done()) c.extra = std::string(reader.field(at));
    return c;
}

}  // namespace sudoku::hints
