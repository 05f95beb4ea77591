#include "web/src/text_form.hpp"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "csp/model/errors.hpp"
#include "csp/model/relation.hpp"
#include "web/src/error.hpp"

namespace web {

namespace {

struct Token {
    std::string text;
    int column = 0;  ///< 1-based
};

/// Words, numbers, and the operators != == <= >= < > + : and "..", split on blanks.
std::vector<Token> tokenize(std::string_view line, int number) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; };
    while (i < line.size()) {
        const char c = line[i];
        const int column = static_cast<int>(i) + 1;
        if (c == '#') break;
        if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
            continue;
        }
        std::size_t length = 0;
        if (line.substr(i, 2) == "!=" || line.substr(i, 2) == "==" || line.substr(i, 2) == "<=" ||
            line.substr(i, 2) == ">=" || line.substr(i, 2) == "..")
            length = 2;
        else if (c == '<' || c == '>' || c == '+' || c == ':' || c == '=') length = 1;
        else if (word_char(c) || static_cast<unsigned char>(c) >= 0x80) {
            // A word; a '-' only as a number's sign or inside a word, and never before "..".
            while (i + length < line.size() &&
                   (word_char(line[i + length]) || static_cast<unsigned char>(line[i + length]) >= 0x80) &&
                   line.substr(i + length, 2) != "..")
                ++length;
        } else {
            throw InputError(std::string("unexpected character '") + c + "'", number, column);
        }
        tokens.push_back({std::string(line.substr(i, length)), column});
        i += length;
    }
    return tokens;
}

std::optional<int> as_int(const std::string& text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// A digit first (or a minus and a digit): meant as an integer, even one out of range.
bool looks_numeric(const std::string& text) {
    const std::size_t first = !text.empty() && text[0] == '-' ? 1 : 0;
    return first < text.size() && std::isdigit(static_cast<unsigned char>(text[first]));
}

bool is_name(const std::string& text) {
    return !text.empty() && (std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_' ||
                             static_cast<unsigned char>(text[0]) >= 0x80);
}

bool is_comparison(const std::string& op) {
    return op == "!=" || op == "==" || op == "<" || op == "<=" || op == ">" || op == ">=";
}

bool compare(const std::string& op, long long a, long long b) {
    if (op == "!=") return a != b;
    if (op == "==") return a == b;
    if (op == "<") return a < b;
    if (op == "<=") return a <= b;
    if (op == ">") return a > b;
    return a >= b;
}

/// The engine's own relation for a comparison (as traces print them), else a predicate named by its operator.
csp::Relation relation_for(const std::string& op) {
    if (op == "!=") return csp::not_equal();
    if (op == "==") return csp::equal();
    if (op == "<") return csp::less();
    if (op == "<=") return csp::less_equal();
    return csp::predicate([op](int a, int b) { return compare(op, a, b); }, op);
}

class Parser {
public:
    Instance parse(std::string_view source) {
        int number = 0;
        std::size_t start = 0;
        while (start <= source.size()) {
            const std::size_t end = std::min(source.find('\n', start), source.size());
            ++number;
            statement(tokenize(source.substr(start, end - start), number), number, static_cast<int>(end - start) + 1);
            start = end + 1;
        }
        if (instance_.problem.num_variables() == 0)
            throw InputError("no variables: declare some with 'var NAME ... : VALUES'", 1, 1);
        return std::move(instance_);
    }

private:
    [[noreturn]] void fail(const std::string& message, int column) const { throw InputError(message, line_, column); }

    const Token& at(const std::vector<Token>& tokens, std::size_t i, const std::string& expected) const {
        if (i >= tokens.size()) fail("expected " + expected + " at the end of the line", end_column_);
        return tokens[i];
    }

    void statement(const std::vector<Token>& tokens, int line, int end_column) {
        line_ = line;
        end_column_ = end_column;
        if (tokens.empty()) return;
        if (tokens[0].text == "var") return declaration(tokens);
        if (tokens[0].text == "alldiff") return alldiff(tokens);
        constraint(tokens);
    }

    void declaration(const std::vector<Token>& tokens) {
        std::size_t i = 1;
        std::vector<Token> names;
        for (; i < tokens.size() && tokens[i].text != ":"; ++i) {
            if (!is_name(tokens[i].text))
                fail("expected a variable name or ':', got '" + tokens[i].text + "'", tokens[i].column);
            if (tokens[i].text == "var" || tokens[i].text == "alldiff")
                fail("'" + tokens[i].text + "' is a keyword, not a variable name", tokens[i].column);
            names.push_back(tokens[i]);
        }
        if (names.empty())
            fail("expected a variable name after 'var'", i < tokens.size() ? tokens[i].column : end_column_);
        at(tokens, i, "':' and the values");
        ++i;
        at(tokens, i, "the values after ':' (words, integers, or a range like 1..5)");
        std::vector<int> values;
        std::vector<std::string> words;
        if (i + 1 < tokens.size() && tokens[i + 1].text == "..") {
            const auto lo = as_int(tokens[i].text);
            const auto hi = as_int(at(tokens, i + 2, "an integer after '..'").text);
            if (!lo)
                fail("expected an integer from -2147483648 to 2147483647 before '..', got '" + tokens[i].text + "'",
                     tokens[i].column);
            if (!hi)
                fail("expected an integer from -2147483648 to 2147483647 after '..', got '" + tokens[i + 2].text + "'",
                     tokens[i + 2].column);
            if (*hi < *lo) fail("empty range " + tokens[i].text + ".." + tokens[i + 2].text, tokens[i].column);
            if (std::int64_t{*hi} - *lo >= kMaxValues)
                fail("a range of at most " + std::to_string(kMaxValues) + " values", tokens[i].column);
            for (std::int64_t v = *lo; v <= *hi; ++v) values.push_back(static_cast<int>(v));
            if (i + 3 < tokens.size()) fail("expected the end of the line after the range", tokens[i + 3].column);
        } else if (i + 1 < tokens.size() && tokens[i].text == "..") {
            fail("expected an integer before '..'", tokens[i].column);
        } else {
            const bool numbers = as_int(tokens[i].text).has_value();
            for (; i < tokens.size(); ++i) {
                const auto value = as_int(tokens[i].text);
                if (!value && looks_numeric(tokens[i].text))
                    fail("'" + tokens[i].text + "' is not an integer from -2147483648 to 2147483647", tokens[i].column);
                if (numbers && !value)
                    fail("expected an integer like the first value, got '" + tokens[i].text + "'", tokens[i].column);
                if (!numbers && !is_name(tokens[i].text))
                    fail("expected a word like the first value, got '" + tokens[i].text + "'", tokens[i].column);
                for (std::size_t k = 0; k < values.size(); ++k)
                    if ((numbers && values[k] == *value) || (!numbers && words[k] == tokens[i].text))
                        fail("the value '" + tokens[i].text + "' is listed twice", tokens[i].column);
                values.push_back(numbers ? *value : static_cast<int>(values.size()));
                if (!numbers) words.push_back(tokens[i].text);
            }
        }
        for (const Token& name : names) {
            if (instance_.problem.find(name.text))
                fail("the variable '" + name.text + "' is declared twice", name.column);
            instance_.problem.add_variable(name.text, values);
            instance_.names.push_back(words);
        }
    }

    csp::VarId variable(const Token& token) const {
        if (!is_name(token.text)) fail("expected a variable name, got '" + token.text + "'", token.column);
        const auto x = instance_.problem.find(token.text);
        if (!x) fail("unknown variable '" + token.text + "' (declare it first with 'var')", token.column);
        return *x;
    }

    void alldiff(const std::vector<Token>& tokens) {
        std::vector<csp::VarId> scope;
        for (std::size_t i = 1; i < tokens.size(); ++i) {
            const csp::VarId x = variable(tokens[i]);
            for (csp::VarId y : scope)
                if (y == x) fail("'" + tokens[i].text + "' appears twice", tokens[i].column);
            scope.push_back(x);
        }
        if (scope.size() < 2) fail("expected at least two variables after 'alldiff'", end_column_);
        for (std::size_t a = 0; a < scope.size(); ++a)
            for (std::size_t b = a + 1; b < scope.size(); ++b)
                instance_.problem.add_constraint(scope[a], scope[b],
                                                 relation(scope[a], scope[b], "!=", tokens[b + 1].column));
    }

    /// X op Y, X op k, X + Y op k.
    void constraint(const std::vector<Token>& tokens) {
        const csp::VarId x = variable(tokens[0]);
        std::size_t i = 1;
        std::optional<csp::VarId> addend;
        if (at(tokens, i, "a comparison (!= == < <= > >=) or '+'").text == "+") {
            addend = variable(at(tokens, i + 1, "a variable after '+'"));
            if (*addend == x) fail("X + X: use two different variables", tokens[i + 1].column);
            i += 2;
        }
        const Token& op = at(tokens, i, "a comparison (!= == < <= > >=)");
        if (!is_comparison(op.text)) fail("expected a comparison (!= == < <= > >=), got '" + op.text + "'", op.column);
        const Token& right = at(tokens, i + 1, addend ? "an integer" : "a variable or an integer");
        if (i + 2 < tokens.size())
            fail("expected the end of the line, got '" + tokens[i + 2].text + "'", tokens[i + 2].column);
        const auto number = as_int(right.text);
        if (addend) {
            for (const csp::VarId term : {x, *addend})
                if (has_words(term)) fail("'+' adds integers, and '" + name(term) + "' takes words", tokens[0].column);
            if (!number) fail("expected an integer after the comparison, got '" + right.text + "'", right.column);
            const std::string text = "x+y" + (op.text == "==" ? std::string("=") : op.text) + right.text;
            instance_.problem.add_constraint(
                x, *addend,
                csp::predicate([o = op.text, k = *number](int a, int b) { return compare(o, 0LL + a + b, k); }, text));
            return;
        }
        if (number) {
            if (has_words(x))
                fail("'" + tokens[0].text + "' takes words: compare it with one of them, not with a number",
                     right.column);
            return unary(x, op.text, *number);
        }
        const auto y = instance_.problem.find(right.text);
        if (!y) {
            // A word of x's own domain: X != red.
            const auto& words = instance_.names[static_cast<std::size_t>(x)];
            if (!words.empty() && op.text != "==" && op.text != "!=")
                fail("words can only be compared with == and !=", op.column);
            for (std::size_t k = 0; k < words.size(); ++k)
                if (words[k] == right.text) return unary(x, op.text, static_cast<int>(k));
            fail("'" + right.text + "' is neither a variable nor a value of " + tokens[0].text, right.column);
        }
        if (*y == x) fail("a constraint needs two different variables", right.column);
        instance_.problem.add_constraint(x, *y, relation(x, *y, op.text, op.column));
    }

    bool has_words(csp::VarId x) const { return !instance_.names[static_cast<std::size_t>(x)].empty(); }
    std::string name(csp::VarId x) const { return instance_.problem.name(x); }

    /// `x op y`. Each word variable numbers its own words in the order they were listed, so two of
    /// them are compared by their words, and only for equality: an order of words means nothing.
    csp::Relation relation(csp::VarId x, csp::VarId y, const std::string& op, int column) const {
        if (has_words(x) != has_words(y))
            fail("'" + name(has_words(x) ? x : y) + "' takes words and '" + name(has_words(x) ? y : x) +
                     "' integers: they cannot be compared",
                 column);
        if (!has_words(x)) return relation_for(op);
        if (op != "==" && op != "!=") fail("words can only be compared with == and !=", column);
        const auto& wx = instance_.names[static_cast<std::size_t>(x)];
        const auto& wy = instance_.names[static_cast<std::size_t>(y)];
        if (wx == wy) return op == "==" ? csp::equal() : csp::not_equal();
        return csp::predicate(
            [wx, wy, equal = op == "=="](int a, int b) {
                return (wx[static_cast<std::size_t>(a)] == wy[static_cast<std::size_t>(b)]) == equal;
            },
            op);
    }

    void unary(csp::VarId x, const std::string& op, int k) {
        instance_.problem.restrict(x, [op, k](int value) { return compare(op, value, k); });
    }

    static constexpr int kMaxValues = 10'000;
    Instance instance_;
    int line_ = 0;
    int end_column_ = 1;
};

}  // namespace

Instance parse_text_form(std::string_view source) {
    try {
        return Parser().parse(source);
    } catch (const csp::ModelError& e) {
        throw InputError(e.what());
    }
}

std::string example_text_form() {
    return "# Australia (AIMA fig. 6.1)\n"
           "var WA NT SA Q NSW V T : red green blue\n"
           "WA != NT\nWA != SA\nNT != SA\nNT != Q\nSA != Q\nSA != NSW\nSA != V\nQ != NSW\nNSW != V\n";
}

}  // namespace web
