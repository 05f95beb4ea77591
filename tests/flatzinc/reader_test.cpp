// The FlatZinc reader on hand-written models: every construct of the grammar read into the AST
// with its values and locations.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <sstream>
#include <string>

#include "flatzinc/reader/parser.hpp"

namespace {

using namespace flatzinc;

const Declaration& declaration(const Model& model, const std::string& name) {
    for (const Declaration& d : model.declarations)
        if (d.name == name) return d;
    throw std::runtime_error("no declaration " + name);
}

std::int64_t int_of(const Expr& e) {
    const auto* v = e.get_if<std::int64_t>();
    if (!v) throw std::runtime_error("not an integer: " + std::string(e.kind_name()));
    return *v;
}

const std::string kEveryConstruct = R"(% a comment on its own line
predicate my_pred(array [int] of var int: xs, var 1..5: y, set of int: s, array [int] of set of int: ss, float: f);
bool: t = true;   % a comment after an item
int: n = -7;
int: h = 0x1F;
int: o = -0o17;
float: r = 1.5e-3;
float: e = 1e5;
set of int: s = {3, 1, 2, 7};
set of int: r2 = 1..3;
set of int: none = {};
array [1..2] of set of int: sets = [{1, 3}, 2..4];
array [1..3] of int: coeffs = [1, -1, 2];
array [1..0] of int: empty = [];
var bool: b;
var int: i;
var 1..10: x :: output_var = 3;
var {9, 1, 5}: y :: output_var;
var float: fl;
var 0.5..2.5: fr;
var set of 1..4: sv;
var set of {1, 3}: sv2;
array [1..2] of var int: a :: output_array([1..2]) = [x, y];
array [1..4] of var 1..10: a2 :: output_array([1..2, 1..2]) = [x, y, 3, a[1]];
constraint int_le(x, y);
constraint int_lin_eq(coeffs, [x, y, i], 5) :: domain :: defines_var(i);
constraint array_int_element(x, coeffs, a[2]);
constraint set_in(x, s);
constraint bool_eq(b, false);
solve :: seq_search([int_search(a, first_fail, indomain_min, complete),
                     bool_search([b], input_order, indomain_max, complete)])
      :: note("a \"quoted\" note\n") minimize x;
)";

TEST(FlatZincReader, SmallestModel) {
    const Model m = parse_flatzinc("solve satisfy;", "tiny.fzn");
    EXPECT_EQ(m.file_name, "tiny.fzn");
    EXPECT_TRUE(m.declarations.empty());
    EXPECT_TRUE(m.constraints.empty());
    EXPECT_EQ(m.solve.kind, SolveKind::Satisfy);
    EXPECT_FALSE(m.solve.objective);
    EXPECT_EQ(m.solve.location, (Location{1, 1}));
}

TEST(FlatZincReader, ItemsInOrderWithLocations) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    ASSERT_EQ(m.predicates.size(), 1u);
    ASSERT_EQ(m.declarations.size(), 22u);
    ASSERT_EQ(m.constraints.size(), 5u);
    EXPECT_EQ(m.predicates[0].location, (Location{2, 1}));
    EXPECT_EQ(m.declarations[0].name, "t");
    EXPECT_EQ(m.declarations[0].location, (Location{3, 1}));
    EXPECT_EQ(m.declarations[0].name_location, (Location{3, 7}));
    EXPECT_EQ(m.declarations.back().name, "a2");
    EXPECT_EQ(m.constraints[0].name, "int_le");
    EXPECT_EQ(m.constraints[0].location, (Location{25, 12}));
    EXPECT_EQ(m.constraints[0].arguments[1].location, (Location{25, 22}));
    EXPECT_EQ(m.solve.location, (Location{30, 1}));
}

TEST(FlatZincReader, PredicateParametersAreKept) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    const PredicateItem& p = m.predicates[0];
    EXPECT_EQ(p.name, "my_pred");
    ASSERT_EQ(p.parameters.size(), 5u);
    EXPECT_EQ(p.parameters[0].name, "xs");
    EXPECT_TRUE(p.parameters[0].type.is_array && p.parameters[0].type.is_var);
    EXPECT_FALSE(p.parameters[0].type.array_size);  // array [int]
    EXPECT_EQ(p.parameters[1].type.int_domain, IntSet::range(1, 5));
    EXPECT_EQ(p.parameters[2].type.base, BaseType::IntSet);
    EXPECT_FALSE(p.parameters[2].type.is_var);
    EXPECT_EQ(p.parameters[3].type.base, BaseType::IntSet);
    EXPECT_TRUE(p.parameters[3].type.is_array);
    EXPECT_EQ(p.parameters[4].type.base, BaseType::Float);
}

TEST(FlatZincReader, ParameterLiterals) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    EXPECT_EQ(*declaration(m, "t").value->get_if<bool>(), true);
    EXPECT_EQ(int_of(*declaration(m, "n").value), -7);
    EXPECT_EQ(int_of(*declaration(m, "h").value), 31);
    EXPECT_EQ(int_of(*declaration(m, "o").value), -15);
    EXPECT_DOUBLE_EQ(*declaration(m, "r").value->get_if<double>(), 1.5e-3);
    EXPECT_DOUBLE_EQ(*declaration(m, "e").value->get_if<double>(), 1e5);
    EXPECT_EQ(declaration(m, "r").type.base, BaseType::Float);
    // {3, 1, 2, 7} is kept sorted and merged into ranges.
    EXPECT_EQ(*declaration(m, "s").value->get_if<IntSet>(), (IntSet{{{1, 3}, {7, 7}}}));
    EXPECT_EQ(declaration(m, "s").type.base, BaseType::IntSet);
    EXPECT_EQ(*declaration(m, "r2").value->get_if<IntSet>(), IntSet::range(1, 3));
    EXPECT_TRUE(declaration(m, "none").value->get_if<IntSet>()->empty());

    const Declaration& sets = declaration(m, "sets");
    EXPECT_EQ(sets.type.base, BaseType::IntSet);
    EXPECT_EQ(sets.type.array_size, 2);
    const auto& elements = sets.value->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(elements.size(), 2u);
    EXPECT_EQ(*elements[0].get_if<IntSet>(), IntSet::of({1, 3}));
    EXPECT_EQ(*elements[1].get_if<IntSet>(), IntSet::range(2, 4));

    const auto& coeffs = declaration(m, "coeffs").value->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(coeffs.size(), 3u);
    EXPECT_EQ(int_of(coeffs[1]), -1);
    EXPECT_EQ(declaration(m, "empty").type.array_size, 0);
    EXPECT_TRUE(declaration(m, "empty").value->get_if<ArrayLiteral>()->elements.empty());
}

TEST(FlatZincReader, VariableTypesAndDomains) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    const Declaration& b = declaration(m, "b");
    EXPECT_TRUE(b.is_var());
    EXPECT_EQ(b.type.base, BaseType::Bool);
    EXPECT_FALSE(b.value);
    EXPECT_FALSE(declaration(m, "i").type.int_domain);  // var int

    const Declaration& x = declaration(m, "x");
    EXPECT_EQ(x.type.int_domain, IntSet::range(1, 10));
    ASSERT_EQ(x.annotations.size(), 1u);
    EXPECT_EQ(x.annotations[0].name, "output_var");
    EXPECT_TRUE(x.annotations[0].arguments.empty());
    EXPECT_NE(x.annotation("output_var"), nullptr);
    EXPECT_EQ(x.annotation("is_defined_var"), nullptr);
    EXPECT_EQ(int_of(*x.value), 3);

    EXPECT_EQ(declaration(m, "y").type.int_domain, IntSet::of({1, 5, 9}));
    EXPECT_EQ(declaration(m, "fl").type.base, BaseType::Float);
    EXPECT_FALSE(declaration(m, "fl").type.float_domain);
    EXPECT_EQ(declaration(m, "fr").type.float_domain, (FloatSet{{{0.5, 2.5}}}));
    EXPECT_EQ(declaration(m, "sv").type.base, BaseType::IntSet);
    EXPECT_TRUE(declaration(m, "sv").is_var());
    EXPECT_EQ(declaration(m, "sv").type.int_domain, IntSet::range(1, 4));
    EXPECT_EQ(declaration(m, "sv2").type.int_domain, IntSet::of({1, 3}));
}

TEST(FlatZincReader, ArraysOfVariablesAndTheirOutputAnnotation) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    const Declaration& a2 = declaration(m, "a2");
    EXPECT_TRUE(a2.is_var() && a2.is_array());
    EXPECT_EQ(a2.type.array_size, 4);
    EXPECT_EQ(a2.type.int_domain, IntSet::range(1, 10));
    const Expr* dims = a2.annotation("output_array")->only_argument();
    ASSERT_NE(dims, nullptr);
    const auto& ranges = dims->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(ranges.size(), 2u);
    EXPECT_EQ(*ranges[0].get_if<IntSet>(), IntSet::range(1, 2));
    EXPECT_EQ(*ranges[1].get_if<IntSet>(), IntSet::range(1, 2));

    const auto& elements = a2.value->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(elements.size(), 4u);
    EXPECT_EQ(elements[0].get_if<Identifier>()->name, "x");
    EXPECT_EQ(int_of(elements[2]), 3);
    const auto* access = elements[3].get_if<ArrayAccess>();
    ASSERT_NE(access, nullptr);
    EXPECT_EQ(access->name, "a");
    EXPECT_EQ(access->index, 1);
    EXPECT_EQ(m.declarations[static_cast<std::size_t>(access->declaration)].name, "a");
}

TEST(FlatZincReader, NamesAreResolvedToTheirDeclaration) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    const ConstraintItem& lin = m.constraints[1];
    EXPECT_EQ(lin.name, "int_lin_eq");
    ASSERT_EQ(lin.arguments.size(), 3u);
    const auto* coeffs = lin.arguments[0].get_if<Identifier>();
    ASSERT_NE(coeffs, nullptr);
    EXPECT_EQ(m.declarations[static_cast<std::size_t>(coeffs->declaration)].name, "coeffs");
    for (const Expr& e : lin.arguments[1].get_if<ArrayLiteral>()->elements) {
        const auto* id = e.get_if<Identifier>();
        ASSERT_NE(id, nullptr);
        EXPECT_EQ(m.declarations[static_cast<std::size_t>(id->declaration)].name, id->name);
    }
    ASSERT_EQ(lin.annotations.size(), 2u);
    EXPECT_EQ(lin.annotations[0].name, "domain");
    EXPECT_EQ(lin.annotations[1].name, "defines_var");
    EXPECT_EQ(lin.annotations[1].only_argument()->get_if<Identifier>()->name, "i");

    EXPECT_EQ(*m.constraints[4].arguments[1].get_if<bool>(), false);
}

TEST(FlatZincReader, SolveAnnotationsNest) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    EXPECT_EQ(m.solve.kind, SolveKind::Minimize);
    ASSERT_TRUE(m.solve.objective);
    EXPECT_EQ(m.solve.objective->get_if<Identifier>()->name, "x");
    ASSERT_EQ(m.solve.annotations.size(), 2u);

    const Annotation& seq = m.solve.annotations[0];
    EXPECT_EQ(seq.name, "seq_search");
    EXPECT_EQ(seq.location, (Location{30, 10}));
    const auto& searches = seq.only_argument()->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(searches.size(), 2u);
    const auto* int_search = searches[0].get_if<Annotation>();
    ASSERT_NE(int_search, nullptr);
    EXPECT_EQ(int_search->name, "int_search");
    ASSERT_EQ(int_search->arguments.size(), 4u);
    // A declared name inside an annotation is resolved; an annotation atom is not a declaration.
    const auto* vars = int_search->arguments[0].get_if<Identifier>();
    EXPECT_EQ(m.declarations[static_cast<std::size_t>(vars->declaration)].name, "a");
    const auto* order = int_search->arguments[1].get_if<Identifier>();
    EXPECT_EQ(order->name, "first_fail");
    EXPECT_EQ(order->declaration, kUndeclared);
    EXPECT_EQ(searches[1].location, (Location{31, 22}));
    const auto* bool_search = searches[1].get_if<Annotation>();
    EXPECT_TRUE(bool_search->arguments[0].is<ArrayLiteral>());

    const Annotation& note = m.solve.annotations[1];
    EXPECT_EQ(note.only_argument()->get_if<StringLiteral>()->value, "a \"quoted\" note\n");
}

TEST(FlatZincReader, MaximizeAnArrayElement) {
    const Model m = parse_flatzinc("array [1..2] of var 0..3: a = [1, 2];\nsolve maximize a[2];", "max.fzn");
    EXPECT_EQ(m.solve.kind, SolveKind::Maximize);
    const auto* access = m.solve.objective->get_if<ArrayAccess>();
    ASSERT_NE(access, nullptr);
    EXPECT_EQ(access->index, 2);
    EXPECT_EQ(access->declaration, 0);
    EXPECT_EQ(m.solve.objective->location, (Location{2, 16}));
}

TEST(FlatZincReader, IntegerLiteralsAtTheLimitsOf64Bits) {
    const Model m = parse_flatzinc(
        "int: lo = -9223372036854775808;\nint: hi = 9223372036854775807;\nint: hex = -0x8000000000000000;\n"
        "var -9223372036854775808..9223372036854775807: x;\nsolve satisfy;",
        "limits.fzn");
    constexpr auto kMin = std::numeric_limits<std::int64_t>::min();
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(int_of(*m.declarations[0].value), kMin);
    EXPECT_EQ(int_of(*m.declarations[1].value), kMax);
    EXPECT_EQ(int_of(*m.declarations[2].value), kMin);
    EXPECT_EQ(m.declarations[3].type.int_domain, IntSet::range(kMin, kMax));
    EXPECT_EQ(m.declarations[3].type.int_domain->size(), std::numeric_limits<std::uint64_t>::max());
}

TEST(FlatZincReader, LayoutCommentsAndLineEndings) {
    // CRLF, tabs, comments between tokens, several items on a line, an item over several lines.
    const Model m = parse_flatzinc(
        "var 1..3: x;\r\n\tvar 1..3: y; constraint % why\r\n  int_ne(x,\r\n y);\r\nsolve\tsatisfy; % end",
        "layout.fzn");
    ASSERT_EQ(m.constraints.size(), 1u);
    EXPECT_EQ(m.declarations[1].location, (Location{2, 2}));
    EXPECT_EQ(m.constraints[0].location, (Location{3, 3}));
    EXPECT_EQ(m.constraints[0].arguments[1].location, (Location{4, 2}));
    EXPECT_EQ(m.solve.location, (Location{5, 1}));
}

TEST(FlatZincReader, StreamAndFileOverloads) {
    std::istringstream in("var bool: b;\nconstraint bool_eq(b, true);\nsolve satisfy;\n");
    const Model from_stream = read_flatzinc(in, "stream.fzn");
    EXPECT_EQ(from_stream.file_name, "stream.fzn");
    EXPECT_EQ(from_stream.constraints.size(), 1u);

    const std::string missing = std::string(CSP_TEST_DATA_DIR) + "/flatzinc/no_such_file.fzn";
    try {
        read_flatzinc(std::filesystem::path(missing));
        FAIL() << "a missing file was read";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.file(), missing);
        EXPECT_EQ(error.line(), 0);
        EXPECT_EQ(std::string(error.what()), missing + ": cannot open the file");
    }
}

TEST(FlatZincIntSet, NormalisesAndCounts) {
    const IntSet s = IntSet::of({5, 1, 2, 2, 3, 9, 8});
    EXPECT_EQ(s, (IntSet{{{1, 3}, {5, 5}, {8, 9}}}));
    EXPECT_EQ(s.size(), 6u);
    EXPECT_EQ(s.min(), 1);
    EXPECT_EQ(s.max(), 9);
    for (std::int64_t v : {1, 2, 3, 5, 8, 9}) EXPECT_TRUE(s.contains(v)) << v;
    for (std::int64_t v : {0, 4, 6, 7, 10}) EXPECT_FALSE(s.contains(v)) << v;
    EXPECT_TRUE(IntSet::range(5, 1).empty());
    EXPECT_EQ(IntSet::range(5, 1).size(), 0u);
    EXPECT_FALSE(IntSet{}.contains(0));
    constexpr auto kMin = std::numeric_limits<std::int64_t>::min();
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(IntSet::of({kMin, kMin, kMax, kMin + 1}), (IntSet{{{kMin, kMin + 1}, {kMax, kMax}}}));
    EXPECT_EQ(IntSet::of({kMax - 1, kMax, kMax}), IntSet::range(kMax - 1, kMax));
}

TEST(FlatZincExpr, KindNames) {
    const Model m = parse_flatzinc(kEveryConstruct, "every.fzn");
    EXPECT_EQ(declaration(m, "s").value->kind_name(), "a set of integers");
    EXPECT_EQ(declaration(m, "a").value->kind_name(), "an array");
    EXPECT_EQ(declaration(m, "x").value->kind_name(), "an integer");
    EXPECT_EQ(declaration(m, "r").value->kind_name(), "a float");
    EXPECT_EQ(to_string(BaseType::IntSet), "set of int");
    EXPECT_EQ(to_string(SolveKind::Maximize), "maximize");
}

}  // namespace
