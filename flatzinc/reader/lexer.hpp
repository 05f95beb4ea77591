#pragma once
/// FlatZinc's tokens, read one at a time from a text held in memory: a token is a view into the
/// text, so lexing allocates nothing. `%` starts a comment to the end of the line.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "flatzinc/reader/ast.hpp"

namespace flatzinc {

enum class TokenKind : std::uint8_t {
    End,
    Identifier,  ///< [A-Za-z_][A-Za-z0-9_]*, not a keyword
    Keyword,     ///< array bool constraint false float int maximize minimize of predicate satisfy set solve true var
    Int,         ///< -?[0-9]+, -?0x[0-9A-Fa-f]+, -?0o[0-7]+ (value not yet checked for range)
    Float,       ///< -?[0-9]+.[0-9]+ with an optional exponent, or -?[0-9]+ with an exponent
    String,      ///< "…" on one line; text keeps the quotes and the escapes
    LeftParen,
    RightParen,
    LeftBracket,
    RightBracket,
    LeftBrace,
    RightBrace,
    Comma,
    Colon,
    DoubleColon,
    Semicolon,
    Equals,
    DotDot,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;  ///< as written (empty at the end)
    Location location;

    bool is_keyword(std::string_view word) const { return kind == TokenKind::Keyword && text == word; }
};

/// How a token is named in "expected X, found Y": 'var', 'x', "end of file", …
std::string describe(const Token& token);

/// The value of an Int token's text, or none when it does not fit in 64 bits.
std::optional<std::int64_t> int_value(std::string_view text);
/// A String token's contents with the quotes removed and the escapes replaced.
std::string string_value(std::string_view text);

class Lexer {
public:
    /// text must outlive the lexer and its tokens; file names the input in errors.
    Lexer(std::string_view text, const std::string& file);
    /// The next token (End from the end of the text on); throws ParseError on a malformed token.
    Token next();

private:
    void skip_space_and_comments();
    Token number(std::size_t start, Location where);
    Token string(std::size_t start, Location where);
    [[noreturn]] void fail(Location where, const std::string& detail) const;
    Location here() const { return {line_, static_cast<int>(pos_ - line_start_) + 1}; }
    char peek(std::size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
    bool at_end(std::size_t ahead = 0) const { return pos_ + ahead >= text_.size(); }

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
    std::size_t line_start_ = 0;
    int line_ = 1;
};

}  // namespace flatzinc
