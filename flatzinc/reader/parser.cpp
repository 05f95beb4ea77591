#include "flatzinc/reader/parser.hpp"

#include <charconv>
#include <fstream>
#include <istream>
#include <iterator>
#include <unordered_map>
#include <utility>

#include "flatzinc/reader/lexer.hpp"

namespace flatzinc {

namespace {

/// Annotations nest (seq_search([int_search(…), …])); deeper than this is refused rather than
/// recursed into, so a hostile file cannot overflow the stack.
constexpr int kMaxNesting = 64;

/// Outside annotations a name must be declared, and calls, strings and nested arrays are not
/// FlatZinc; inside them, anything goes.
enum class Context { Value, Annotation };

std::string in_quotes(std::string_view name) { return "'" + std::string(name) + "'"; }

std::string at(Location where) {
    return "line " + std::to_string(where.line) + ", column " + std::to_string(where.column);
}

class Parser {
public:
    Parser(std::string_view text, std::string file) : file_(std::move(file)), lexer_(text, file_) {
        advance();
        names_.reserve(text.size() / 64);
    }

    Model parse() {
        model_.file_name = file_;
        bool solved = false;
        while (token_.kind != TokenKind::End) {
            if (solved) {
                if (token_.is_keyword("solve")) {
                    fail(token_.location,
                         "expected one solve item, found a second (the first is at " + at(model_.solve.location) + ")");
                }
                expected("end of file after the solve item");
            }
            if (token_.is_keyword("predicate")) {
                predicate();
            } else if (token_.is_keyword("constraint")) {
                constraint();
            } else if (token_.is_keyword("solve")) {
                solve();
                solved = true;
            } else if (starts_type()) {
                declaration();
            } else {
                expected("an item (predicate, a declaration, constraint or solve)");
            }
        }
        if (!solved) expected("a solve item");
        return std::move(model_);
    }

private:
    // --- tokens ---
    void advance() { token_ = lexer_.next(); }

    [[noreturn]] void fail(Location where, std::string detail) const {
        throw ParseError(file_, where.line, where.column, std::move(detail));
    }
    [[noreturn]] void expected(std::string_view what) const {
        fail(token_.location, "expected " + std::string(what) + ", found " + describe(token_));
    }
    bool accept(TokenKind kind) {
        if (token_.kind != kind) return false;
        advance();
        return true;
    }
    void expect(TokenKind kind, std::string_view what) {
        if (!accept(kind)) expected(what);
    }
    void expect_keyword(std::string_view word, std::string_view what) {
        if (!token_.is_keyword(word)) expected(what);
        advance();
    }
    Token name(std::string_view what) {
        if (token_.kind != TokenKind::Identifier) expected(what);
        const Token result = token_;
        advance();
        return result;
    }
    std::int64_t integer(std::string_view what) {
        if (token_.kind != TokenKind::Int) expected(what);
        const std::optional<std::int64_t> value = int_value(token_.text);
        if (!value) expected("an integer from -9223372036854775808 to 9223372036854775807");
        advance();
        return *value;
    }
    double floating() {
        double value = 0;
        const auto [end, error] = std::from_chars(token_.text.data(), token_.text.data() + token_.text.size(), value);
        if (error != std::errc{} || end != token_.text.data() + token_.text.size()) {
            expected("a float within the range of a double");
        }
        advance();
        return value;
    }

    // --- types ---
    bool starts_type() const {
        for (std::string_view word : {"array", "var", "bool", "int", "float", "set"})
            if (token_.is_keyword(word)) return true;
        return false;
    }

    /// A declaration's type, or (in_predicate) a predicate parameter's, which may also be
    /// `array [int] of …` and a constrained parameter type such as `1..5`.
    Type type(bool in_predicate) {
        Type t;
        if (token_.is_keyword("array")) {
            advance();
            expect(TokenKind::LeftBracket, "'[' after 'array'");
            if (in_predicate && token_.is_keyword("int")) {
                advance();
            } else {
                t.array_size = index_set();
            }
            expect(TokenKind::RightBracket, "']' after the index set");
            expect_keyword("of", "'of' after the array's index set");
            t.is_array = true;
        }
        if (token_.is_keyword("var")) {
            advance();
            t.is_var = true;
        }
        const bool domain_allowed = t.is_var || in_predicate;
        if (token_.is_keyword("bool")) {
            t.base = BaseType::Bool;
            advance();
        } else if (token_.is_keyword("int")) {
            t.base = BaseType::Int;
            advance();
        } else if (token_.is_keyword("float")) {
            t.base = BaseType::Float;
            advance();
        } else if (token_.is_keyword("set")) {
            advance();
            expect_keyword("of", "'of' after 'set'");
            t.base = BaseType::IntSet;
            if (token_.is_keyword("int")) {
                advance();
            } else if (domain_allowed && (token_.kind == TokenKind::Int || token_.kind == TokenKind::LeftBrace)) {
                Expr elements = set_domain();
                if (!elements.is<IntSet>()) fail(elements.location, "expected a set of integers after 'set of'");
                t.int_domain = std::move(std::get<IntSet>(elements.value));
            } else {
                expected(domain_allowed ? "'int', a..b or {…} after 'set of'" : "'int' after 'set of'");
            }
        } else if (domain_allowed && (token_.kind == TokenKind::Int || token_.kind == TokenKind::Float ||
                                      token_.kind == TokenKind::LeftBrace)) {
            Expr domain = set_domain();
            if (auto* ints = std::get_if<IntSet>(&domain.value)) {
                t.base = BaseType::Int;
                t.int_domain = std::move(*ints);
            } else {
                t.base = BaseType::Float;
                t.float_domain = std::move(std::get<FloatSet>(domain.value));
            }
        } else {
            expected(domain_allowed ? "a type (bool, int, float, set of int, a..b or {…})"
                                    : "a type (bool, int, float or set of int)");
        }
        return t;
    }

    /// `1..n`: n.
    std::int64_t index_set() {
        const Location where = token_.location;
        const std::int64_t lo = integer("an index set 1..n");
        if (lo != 1) fail(where, "expected an index set 1..n, found one starting at " + std::to_string(lo));
        expect(TokenKind::DotDot, "'..' in the index set 1..n");
        const Location end = token_.location;
        const std::int64_t n = integer("the end n of the index set 1..n");
        if (n < 0) fail(end, "expected an index set 1..n with n >= 0, found 1.." + std::to_string(n));
        return n;
    }

    /// A variable's domain: a..b (ints or floats) or {…}.
    Expr set_domain() {
        Expr e = literal_number_or_range(true);
        if (e.is<std::int64_t>() || e.is<double>()) fail(e.location, "expected a range a..b or a set {…}");
        return e;
    }

    // --- expressions ---
    /// At an Int or Float token: the number, or the range it starts when '..' follows. A domain
    /// (range_required) must be a range: the error then names the missing '..'.
    Expr literal_number_or_range(bool range_required) {
        Expr e;
        e.location = token_.location;
        if (token_.kind == TokenKind::LeftBrace) {
            e.value = braced_set();
        } else if (token_.kind == TokenKind::Int) {
            const std::int64_t lo = integer("an integer");
            if (range_required && token_.kind != TokenKind::DotDot) expected("'..' after the lower bound");
            if (accept(TokenKind::DotDot)) {
                e.value = IntSet::range(lo, integer("an integer after '..'"));
            } else {
                e.value = lo;
            }
        } else {
            const double lo = floating();
            if (range_required && token_.kind != TokenKind::DotDot) expected("'..' after the lower bound");
            if (accept(TokenKind::DotDot)) {
                if (token_.kind != TokenKind::Float) expected("a float after '..'");
                e.value = FloatSet{{{lo, floating()}}};
            } else {
                e.value = lo;
            }
        }
        return e;
    }

    /// `{}`, `{1, 3, 5}` or `{1.5, 2.0}`.
    Expr::Value braced_set() {
        expect(TokenKind::LeftBrace, "'{'");
        if (accept(TokenKind::RightBrace)) return IntSet{};
        const bool floats = token_.kind == TokenKind::Float;
        std::vector<std::int64_t> ints;
        FloatSet float_set;
        do {
            if (floats) {
                if (token_.kind != TokenKind::Float) expected("a float in the set of floats");
                const double v = floating();
                float_set.ranges.push_back({v, v});
            } else {
                ints.push_back(integer("an integer in the set"));
            }
        } while (accept(TokenKind::Comma));
        expect(TokenKind::RightBrace, "',' or '}' in the set");
        if (floats) return float_set;
        return IntSet::of(std::move(ints));
    }

    /// One expression; what names it in an error ("an argument of the constraint").
    Expr expr(Context context, int depth, std::string_view what) {
        if (depth > kMaxNesting) {
            fail(token_.location,
                 "expected annotations nested at most " + std::to_string(kMaxNesting) + " deep, found deeper nesting");
        }
        switch (token_.kind) {
            case TokenKind::Keyword:
                if (token_.is_keyword("true") || token_.is_keyword("false")) {
                    Expr e{token_.is_keyword("true"), token_.location};
                    advance();
                    return e;
                }
                expected(what);
            case TokenKind::Int:
            case TokenKind::Float:
            case TokenKind::LeftBrace: return literal_number_or_range(false);
            case TokenKind::LeftBracket: {
                // FlatZinc arrays are flat; only annotations nest them (output_array([1..2, 1..3])).
                if (context == Context::Value && depth > 0) expected(what);
                Expr e{ArrayLiteral{}, token_.location};
                advance();
                std::get<ArrayLiteral>(e.value).elements = list(TokenKind::RightBracket, "',' or ']' in the array",
                                                                context, depth + 1, "an element of the array");
                return e;
            }
            case TokenKind::String: {
                if (context == Context::Value) expected(what);
                Expr e{StringLiteral{string_value(token_.text)}, token_.location};
                advance();
                return e;
            }
            case TokenKind::Identifier: return named(context, depth);
            default: expected(what);
        }
    }

    /// Whether the token can start a value outside annotations (checked first where the error's
    /// message is costly to build).
    bool starts_value() const {
        switch (token_.kind) {
            case TokenKind::Int:
            case TokenKind::Float:
            case TokenKind::LeftBrace:
            case TokenKind::LeftBracket:
            case TokenKind::Identifier: return true;
            case TokenKind::Keyword: return token_.is_keyword("true") || token_.is_keyword("false");
            default: return false;
        }
    }

    /// `x`, `x[3]`, or in annotations also a call `f(…)`.
    Expr named(Context context, int depth) {
        const Token id = name("a name");
        if (accept(TokenKind::LeftBracket)) {
            const Location index_location = token_.location;
            ArrayAccess access{std::string(id.text), integer("an integer index"), resolve(id, context)};
            expect(TokenKind::RightBracket, "']' after the index");
            if (access.declaration != kUndeclared) check_index(access, index_location);
            return {std::move(access), id.location};
        }
        if (context == Context::Annotation && token_.kind == TokenKind::LeftParen) {
            Annotation call{std::string(id.text), {}, id.location};
            arguments(call, depth);
            return {std::move(call), id.location};
        }
        return {Identifier{std::string(id.text), resolve(id, context)}, id.location};
    }

    int resolve(const Token& id, Context context) const {
        const auto it = names_.find(id.text);
        if (it != names_.end()) return it->second;
        if (context == Context::Annotation) return kUndeclared;
        fail(id.location, "undeclared identifier " + in_quotes(id.text));
    }

    void check_index(const ArrayAccess& access, Location index_location) const {
        const Declaration& array = model_.declarations[static_cast<std::size_t>(access.declaration)];
        if (!array.is_array()) {
            fail(index_location, "expected no index after " + in_quotes(access.name) + ", which is not an array");
        }
        const std::int64_t n = array.type.array_size.value_or(0);
        if (access.index < 1 || access.index > n) {
            fail(index_location, "expected an index of " + in_quotes(access.name) + " in 1.." + std::to_string(n) +
                                     ", found " + std::to_string(access.index));
        }
    }

    /// `e, e, …` up to the closing token (the opening one already read); may be empty.
    std::vector<Expr> list(TokenKind close, std::string_view close_what, Context context, int depth,
                           std::string_view element_what) {
        // The elements gather on scratch_ (nested lists above this one's), so the list is allocated
        // once at its final size rather than grown.
        const std::size_t mark = scratch_.size();
        if (!accept(close)) {
            do scratch_.push_back(expr(context, depth, element_what));
            while (accept(TokenKind::Comma));
            expect(close, close_what);
        }
        std::vector<Expr> elements(std::make_move_iterator(scratch_.begin() + static_cast<std::ptrdiff_t>(mark)),
                                   std::make_move_iterator(scratch_.end()));
        scratch_.resize(mark);
        return elements;
    }

    // --- annotations ---
    std::vector<Annotation> annotations() {
        std::vector<Annotation> result;
        while (accept(TokenKind::DoubleColon)) {
            const Token id = name("an annotation's name after '::'");
            result.push_back({std::string(id.text), {}, id.location});
            if (token_.kind == TokenKind::LeftParen) arguments(result.back(), 0);
        }
        return result;
    }

    void arguments(Annotation& call, int depth) {
        expect(TokenKind::LeftParen, "'('");
        call.arguments = list(TokenKind::RightParen, "',' or ')' after an annotation's argument", Context::Annotation,
                              depth + 1, "an annotation's argument");
    }

    // --- items ---
    void predicate() {
        PredicateItem item;
        item.location = token_.location;
        advance();
        item.name = name("the predicate's name").text;
        expect(TokenKind::LeftParen, "'(' after the predicate's name");
        if (token_.kind != TokenKind::RightParen) {
            do {
                PredicateParameter parameter;
                parameter.type = type(true);
                expect(TokenKind::Colon, "':' after the parameter's type");
                parameter.name = name("the parameter's name").text;
                item.parameters.push_back(std::move(parameter));
            } while (accept(TokenKind::Comma));
        }
        expect(TokenKind::RightParen, "',' or ')' after a parameter");
        expect(TokenKind::Semicolon, "';' after the predicate item");
        model_.predicates.push_back(std::move(item));
    }

    void declaration() {
        Declaration d;
        d.location = token_.location;
        d.type = type(false);
        expect(TokenKind::Colon, "':' after the type");
        const Token id = name("the name being declared");
        if (const auto it = names_.find(id.text); it != names_.end()) {
            fail(id.location, "duplicate declaration of " + in_quotes(id.text) + " (first declared at " +
                                  at(model_.declarations[static_cast<std::size_t>(it->second)].name_location) + ")");
        }
        d.name = id.text;
        d.name_location = id.location;
        d.annotations = annotations();
        if (accept(TokenKind::Equals)) {
            if (!starts_value()) expected("the value of " + in_quotes(d.name));
            d.value = expr(Context::Value, 0, "a value");
            check_value(d);
        } else if (!d.is_var()) {
            expected("'=' and the value of parameter " + in_quotes(d.name));
        } else if (d.is_array()) {
            expected("'=' and the elements of array " + in_quotes(d.name));
        }
        // The message is built only on the error path: declarations can number in the millions.
        if (token_.kind != TokenKind::Semicolon) expected("';' after the declaration of " + in_quotes(d.name));
        advance();
        names_.emplace(id.text, static_cast<int>(model_.declarations.size()));
        model_.declarations.push_back(std::move(d));
    }

    /// An array's value is an array literal with one element per index; a scalar's is not an array.
    void check_value(const Declaration& d) const {
        const Expr& value = *d.value;
        const auto* array = value.get_if<ArrayLiteral>();
        if (!d.is_array()) {
            if (array) fail(value.location, "expected a single value for " + in_quotes(d.name) + ", found an array");
            return;
        }
        if (!array) {
            fail(value.location, "expected an array literal [...] as the value of " + in_quotes(d.name) + ", found " +
                                     std::string(value.kind_name()));
        }
        const std::int64_t n = *d.type.array_size;
        if (static_cast<std::int64_t>(array->elements.size()) != n) {
            fail(value.location, "expected " + std::to_string(n) + " elements for " + in_quotes(d.name) +
                                     " (index set 1.." + std::to_string(n) + "), found " +
                                     std::to_string(array->elements.size()));
        }
    }

    void constraint() {
        advance();
        ConstraintItem item;
        item.location = token_.location;
        item.name = name("the constraint's name").text;
        expect(TokenKind::LeftParen, "'(' after the constraint's name");
        item.arguments = list(TokenKind::RightParen, "',' or ')' after an argument", Context::Value, 0,
                              "an argument of the constraint");
        item.annotations = annotations();
        expect(TokenKind::Semicolon, "';' after the constraint");
        model_.constraints.push_back(std::move(item));
    }

    void solve() {
        SolveItem& item = model_.solve;
        item.location = token_.location;
        advance();
        item.annotations = annotations();
        if (token_.is_keyword("satisfy")) {
            item.kind = SolveKind::Satisfy;
            advance();
        } else if (token_.is_keyword("minimize") || token_.is_keyword("maximize")) {
            item.kind = token_.is_keyword("minimize") ? SolveKind::Minimize : SolveKind::Maximize;
            advance();
            if (token_.kind == TokenKind::LeftBracket) expected("the objective (a name or a number)");
            item.objective = expr(Context::Value, 0, "the objective (a name or a number)");
        } else {
            expected("'satisfy', 'minimize' or 'maximize'");
        }
        expect(TokenKind::Semicolon, "';' after the solve item");
    }

    std::string file_;
    Lexer lexer_;
    Token token_;
    Model model_;
    /// Declared names, as views into the text, to the index of their declaration.
    std::unordered_map<std::string_view, int> names_;
    std::vector<Expr> scratch_;
};

}  // namespace

Model parse_flatzinc(std::string_view text, std::string file_name) {
    return Parser(text, std::move(file_name)).parse();
}

Model read_flatzinc(std::istream& in, std::string file_name) {
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (in.bad()) throw ParseError(std::move(file_name), 0, 0, "cannot read the input");
    return parse_flatzinc(text, std::move(file_name));
}

Model read_flatzinc(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw ParseError(path.string(), 0, 0, "cannot open the file");
    return read_flatzinc(in, path.string());
}

}  // namespace flatzinc
