#include "flatzinc/reader/lexer.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>

#include "flatzinc/reader/parse_error.hpp"

namespace flatzinc {

namespace {

constexpr std::array<std::string_view, 15> kKeywords = {"array",   "bool",     "constraint", "false", "float",
                                                        "int",     "maximize", "minimize",   "of",    "predicate",
                                                        "satisfy", "set",      "solve",      "true",  "var"};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_octal(char c) { return c >= '0' && c <= '7'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_name_start(char c) { return is_letter(c) || c == '_'; }
bool is_name_char(char c) { return is_name_start(c) || is_digit(c); }

/// Text for a message: printable ASCII as is, other bytes as \xNN, cut after 40 characters.
std::string shown(std::string_view text) {
    constexpr std::size_t kLimit = 40;
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < kLimit; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        }
    }
    if (text.size() > kLimit) out += "...";
    return out;
}

std::string quoted_char(char c) { return "'" + shown(std::string_view(&c, 1)) + "'"; }

}  // namespace

std::string describe(const Token& token) {
    switch (token.kind) {
        case TokenKind::End: return "end of file";
        case TokenKind::String: return "the string " + shown(token.text);
        default: return "'" + shown(token.text) + "'";
    }
}

std::optional<std::int64_t> int_value(std::string_view text) {
    const bool negative = !text.empty() && text.front() == '-';
    if (negative) text.remove_prefix(1);
    unsigned base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'o')) {
        base = text[1] == 'x' ? 16 : 8;
        text.remove_prefix(2);
    }
    // The magnitude may reach 2^63 for a negative literal (INT64_MIN).
    const std::uint64_t limit =
        static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + (negative ? 1 : 0);
    std::uint64_t magnitude = 0;
    for (char c : text) {
        const unsigned digit =
            is_digit(c) ? static_cast<unsigned>(c - '0') : static_cast<unsigned>((c | 0x20) - 'a') + 10;  // a-f, A-F
        if (magnitude > (limit - digit) / base) return std::nullopt;
        magnitude = magnitude * base + digit;
    }
    if (!negative) return static_cast<std::int64_t>(magnitude);
    // -(2^63) is INT64_MIN; negate in unsigned arithmetic to stay defined.
    return static_cast<std::int64_t>(~magnitude + 1);
}

std::string string_value(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
        char c = text[i];
        if (c == '\\' && i + 2 < text.size()) {
            c = text[++i];
            if (c == 'n') c = '\n';
            if (c == 't') c = '\t';
        }
        out += c;
    }
    return out;
}

Lexer::Lexer(std::string_view text, const std::string& file) : text_(text), file_(file) {}

void Lexer::fail(Location where, const std::string& detail) const {
    throw ParseError(file_, where.line, where.column, detail);
}

void Lexer::skip_space_and_comments() {
    while (!at_end()) {
        const char c = text_[pos_];
        if (c == '\n') {
            ++line_;
            line_start_ = ++pos_;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++pos_;
        } else if (c == '%') {
            const std::size_t end = text_.find('\n', pos_);
            pos_ = end == std::string_view::npos ? text_.size() : end;
        } else {
            return;
        }
    }
}

Token Lexer::next() {
    skip_space_and_comments();
    const Location where = here();
    const std::size_t start = pos_;
    if (at_end()) return {TokenKind::End, {}, where};
    const char c = text_[pos_];
    if (is_name_start(c)) {
        while (!at_end() && is_name_char(text_[pos_])) ++pos_;
        const std::string_view name = text_.substr(start, pos_ - start);
        // Keywords are lower case: the names MiniZinc introduces (X_INTRODUCED_…) skip the search.
        const bool keyword = name[0] >= 'a' && std::find(kKeywords.begin(), kKeywords.end(), name) != kKeywords.end();
        return {keyword ? TokenKind::Keyword : TokenKind::Identifier, name, where};
    }
    if (is_digit(c) || c == '-') return number(start, where);
    if (c == '"') return string(start, where);
    auto single = [&](TokenKind kind) {
        ++pos_;
        return Token{kind, text_.substr(start, 1), where};
    };
    auto pair = [&](TokenKind kind) {
        pos_ += 2;
        return Token{kind, text_.substr(start, 2), where};
    };
    switch (c) {
        case '(': return single(TokenKind::LeftParen);
        case ')': return single(TokenKind::RightParen);
        case '[': return single(TokenKind::LeftBracket);
        case ']': return single(TokenKind::RightBracket);
        case '{': return single(TokenKind::LeftBrace);
        case '}': return single(TokenKind::RightBrace);
        case ',': return single(TokenKind::Comma);
        case ';': return single(TokenKind::Semicolon);
        case '=': return single(TokenKind::Equals);
        case ':': return peek(1) == ':' ? pair(TokenKind::DoubleColon) : single(TokenKind::Colon);
        case '.':
            if (peek(1) == '.') return pair(TokenKind::DotDot);
            fail(where, "expected '..', found '.'");
        default: fail(where, "expected a FlatZinc token, found " + quoted_char(c));
    }
}

Token Lexer::number(std::size_t start, Location where) {
    if (peek() == '-') {
        ++pos_;
        if (!is_digit(peek())) {
            fail(here(), "expected a digit after '-', found " + (at_end() ? "end of file" : quoted_char(peek())));
        }
    }
    auto digits = [&](bool (*accepts)(char)) {
        while (!at_end() && accepts(text_[pos_])) ++pos_;
    };
    TokenKind kind = TokenKind::Int;
    if (peek() == '0' && peek(1) == 'x' && is_hex(peek(2))) {
        pos_ += 2;
        digits(is_hex);
    } else if (peek() == '0' && peek(1) == 'o' && is_octal(peek(2))) {
        pos_ += 2;
        digits(is_octal);
    } else {
        digits(is_digit);
        // A '.' starts a fraction only before a digit: 1..3 is a range of ints.
        if (peek() == '.' && is_digit(peek(1))) {
            ++pos_;
            digits(is_digit);
            kind = TokenKind::Float;
        }
        const bool sign = peek(1) == '+' || peek(1) == '-';
        if ((peek() == 'e' || peek() == 'E') && is_digit(peek(sign ? 2 : 1))) {
            pos_ += sign ? 2 : 1;
            digits(is_digit);
            kind = TokenKind::Float;
        }
    }
    const std::string_view text = text_.substr(start, pos_ - start);
    if (!at_end() && is_name_char(text_[pos_])) {
        fail(here(), "expected a separator after the number " + shown(text) + ", found " + quoted_char(text_[pos_]));
    }
    return {kind, text, where};
}

Token Lexer::string(std::size_t start, Location where) {
    ++pos_;
    while (!at_end() && text_[pos_] != '"' && text_[pos_] != '\n') {
        pos_ += text_[pos_] == '\\' && !at_end(1) && text_[pos_ + 1] != '\n' ? 2 : 1;
    }
    if (at_end() || text_[pos_] == '\n') {
        fail(here(), "expected '\"' to close the string opened at column " + std::to_string(where.column) + ", found " +
                         (at_end() ? "end of file" : "the end of the line"));
    }
    ++pos_;
    return {TokenKind::String, text_.substr(start, pos_ - start), where};
}

}  // namespace flatzinc
