#pragma once
/// The FlatZinc model as read from a file (MiniZinc 2.6's FlatZinc): plain data, no meaning given
/// to the constraint names or annotations. Every node carries where it was written, so the front end
/// can refuse what it does not support (a float, a set variable, an unknown constraint) with a
/// location. Identifiers are resolved by the reader: a name used in a constraint, a declaration's
/// value or the objective is declared before its use, and carries the index of that declaration.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace flatzinc {

/// 1-based line and column (in bytes) of the first character of a construct.
struct Location {
    int line = 0;
    int column = 0;
    friend bool operator==(const Location&, const Location&) = default;
};

/// lo..hi, both included.
struct IntRange {
    std::int64_t lo = 0;
    std::int64_t hi = 0;
    friend bool operator==(const IntRange&, const IntRange&) = default;
};

/// A set of integers, `a..b` or `{…}` as written, kept as sorted, disjoint, non-adjacent ranges
/// ({1,2,3,7} is 1..3 and 7..7; 5..1 is empty).
struct IntSet {
    std::vector<IntRange> ranges;

    static IntSet range(std::int64_t lo, std::int64_t hi);
    /// The set of the given values, in any order, repeats allowed.
    static IntSet of(std::vector<std::int64_t> values);
    bool empty() const { return ranges.empty(); }
    /// Smallest and largest element; the set must not be empty.
    std::int64_t min() const { return ranges.front().lo; }
    std::int64_t max() const { return ranges.back().hi; }
    /// Number of elements, saturating at UINT64_MAX (the whole int64 range has one more).
    std::uint64_t size() const;
    bool contains(std::int64_t value) const;
    friend bool operator==(const IntSet&, const IntSet&) = default;
};

struct FloatRange {
    double lo = 0;
    double hi = 0;
    friend bool operator==(const FloatRange&, const FloatRange&) = default;
};

/// A set of floats, `a..b` or `{…}`, as written (read so the front end can refuse it).
struct FloatSet {
    std::vector<FloatRange> ranges;
    friend bool operator==(const FloatSet&, const FloatSet&) = default;
};

/// Index into Model::declarations, or kUndeclared.
inline constexpr int kUndeclared = -1;

/// A name. Outside annotations it is always a declared name; inside them it may also be an
/// annotation atom such as input_order, with declaration == kUndeclared.
struct Identifier {
    std::string name;
    int declaration = kUndeclared;
};

/// name[index], an element of an array declaration (index within its index set 1..n, checked).
struct ArrayAccess {
    std::string name;
    std::int64_t index = 0;
    int declaration = kUndeclared;
};

struct StringLiteral {
    std::string value;  ///< escapes (\n, \t, \", \\) already replaced
};

struct Expr;

/// [e1, e2, …]
struct ArrayLiteral {
    std::vector<Expr> elements;
};

/// `name` or `name(arguments)`: an annotation, and also a call inside an annotation's arguments
/// (int_search(…) inside seq_search([…])).
struct Annotation {
    std::string name;
    std::vector<Expr> arguments;
    Location location;

    /// The first argument, when there is exactly one (output_array([1..2, 1..3])).
    const Expr* only_argument() const;
};

/// An expression: a literal, a name, an array element, an array, or (in annotations) a call.
/// Booleans are `bool`, integers `std::int64_t`, floats `double`.
struct Expr {
    using Value = std::variant<bool, std::int64_t, double, StringLiteral, IntSet, FloatSet, ArrayLiteral, Identifier,
                               ArrayAccess, Annotation>;
    Value value;
    Location location;

    template <class T>
    bool is() const {
        return std::holds_alternative<T>(value);
    }
    template <class T>
    const T* get_if() const {
        return std::get_if<T>(&value);
    }
    /// What it is, for messages: "an integer", "a set of integers", "a name", "an array", …
    std::string_view kind_name() const;
};

enum class BaseType : std::uint8_t { Bool, Int, Float, IntSet };
std::string_view to_string(BaseType type);  // "bool", "int", "float", "set of int"

/// The type of a declaration or of a predicate's parameter.
struct Type {
    BaseType base = BaseType::Int;
    bool is_var = false;
    bool is_array = false;
    /// `array [1..n]`: n (index sets are 1..n); none for a predicate's `array [int]`.
    std::optional<std::int64_t> array_size;
    /// `var a..b`, `var {…}` (the values an int variable may take), `var set of a..b` (the elements
    /// a set variable may hold), and a predicate parameter's `a..b`; none for `var int`.
    std::optional<IntSet> int_domain;
    /// `var 0.5..2.0`, `var {…}` of floats.
    std::optional<FloatSet> float_domain;
};

/// `TYPE: name :: annotations = value;`, a parameter (type.is_var false) or a variable.
struct Declaration {
    std::string name;
    Type type;
    std::vector<Annotation> annotations;
    /// A parameter's value; a variable's defining expression (`var 1..9: x = 3`, an array's elements).
    std::optional<Expr> value;
    Location location;       ///< the start of the item (its type)
    Location name_location;  ///< where the name is written

    bool is_var() const { return type.is_var; }
    bool is_array() const { return type.is_array; }
    /// The first annotation of that name, or nullptr.
    const Annotation* annotation(std::string_view annotation_name) const;
};

/// `constraint name(arguments) :: annotations;`
struct ConstraintItem {
    std::string name;
    std::vector<Expr> arguments;
    std::vector<Annotation> annotations;
    Location location;  ///< where the constraint's name is written
};

struct PredicateParameter {
    Type type;
    std::string name;
};

/// `predicate name(parameters);`: a declaration of a solver-specific constraint, kept so files that
/// declare them read; the front end decides what it supports by the constraint names.
struct PredicateItem {
    std::string name;
    std::vector<PredicateParameter> parameters;
    Location location;
};

enum class SolveKind : std::uint8_t { Satisfy, Minimize, Maximize };
std::string_view to_string(SolveKind kind);  // "satisfy", "minimize", "maximize"

/// `solve :: annotations satisfy;` or `… minimize OBJECTIVE;` / `… maximize OBJECTIVE;`
struct SolveItem {
    SolveKind kind = SolveKind::Satisfy;
    std::optional<Expr> objective;  ///< set for minimize and maximize
    std::vector<Annotation> annotations;
    Location location;  ///< the `solve` keyword
};

/// A whole FlatZinc file: its items in the order written, the declarations indexed by
/// Identifier::declaration and ArrayAccess::declaration.
struct Model {
    std::string file_name;
    std::vector<PredicateItem> predicates;
    std::vector<Declaration> declarations;
    std::vector<ConstraintItem> constraints;
    SolveItem solve;
};

}  // namespace flatzinc
