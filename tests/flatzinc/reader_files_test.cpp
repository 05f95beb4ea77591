// The FlatZinc reader on real files written by MiniZinc 2.6 (tests/data/flatzinc/README.md). What it
// reads is checked against the text itself: MiniZinc writes one item per line, so the items can be
// counted by their first word, and each location must point at the name it belongs to.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "flatzinc/reader/parser.hpp"

namespace {

using namespace flatzinc;

std::string fixture(const std::string& name) { return std::string(CSP_TEST_DATA_DIR) + "/flatzinc/" + name; }

std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

/// The text written at a location, as long as expected.
std::string text_at(const std::vector<std::string>& lines, Location where, std::size_t length) {
    if (where.line < 1 || where.line > static_cast<int>(lines.size())) return "<no such line>";
    return lines[static_cast<std::size_t>(where.line - 1)].substr(static_cast<std::size_t>(where.column - 1), length);
}

/// Every name outside annotations refers to a declaration of that name, written before `before`.
void expect_resolved(const Model& m, const Expr& e, std::size_t before) {
    if (const auto* id = e.get_if<Identifier>()) {
        ASSERT_GE(id->declaration, 0) << id->name;
        ASSERT_LT(static_cast<std::size_t>(id->declaration), before) << id->name;
        EXPECT_EQ(m.declarations[static_cast<std::size_t>(id->declaration)].name, id->name);
    } else if (const auto* access = e.get_if<ArrayAccess>()) {
        ASSERT_GE(access->declaration, 0) << access->name;
        EXPECT_EQ(m.declarations[static_cast<std::size_t>(access->declaration)].name, access->name);
    } else if (const auto* array = e.get_if<ArrayLiteral>()) {
        for (const Expr& element : array->elements) expect_resolved(m, element, before);
    }
}

/// golomb07.fzn → golomb07 (a test name has no '.' or '_').
std::string fixture_case_name(const ::testing::TestParamInfo<std::string>& param) {
    std::string name = param.param.substr(0, param.param.find('.'));
    std::erase(name, '_');
    return name;
}

class RealFlatZinc : public ::testing::TestWithParam<std::string> {};

TEST_P(RealFlatZinc, ItemsAndLocationsMatchTheText) {
    const std::string path = fixture(GetParam());
    const Model m = read_flatzinc(std::filesystem::path(path));
    const std::vector<std::string> lines = lines_of(path);
    std::size_t predicates = 0, declarations = 0, constraints = 0;
    std::string solve_line;
    for (const std::string& line : lines) {
        if (starts_with(line, "predicate ")) ++predicates;
        if (starts_with(line, "constraint ")) ++constraints;
        if (starts_with(line, "var ") || starts_with(line, "array ") || starts_with(line, "int:") ||
            starts_with(line, "bool:") || starts_with(line, "set of int:") || starts_with(line, "float:"))
            ++declarations;
        if (starts_with(line, "solve ")) solve_line = line;
    }
    EXPECT_EQ(m.predicates.size(), predicates);
    EXPECT_EQ(m.declarations.size(), declarations);
    EXPECT_EQ(m.constraints.size(), constraints);
    const SolveKind kind = solve_line.find(" minimize ") != std::string::npos   ? SolveKind::Minimize
                           : solve_line.find(" maximize ") != std::string::npos ? SolveKind::Maximize
                                                                                : SolveKind::Satisfy;
    EXPECT_EQ(m.solve.kind, kind);
    EXPECT_EQ(text_at(lines, m.solve.location, 5), "solve");

    for (std::size_t i = 0; i < m.declarations.size(); ++i) {
        const Declaration& d = m.declarations[i];
        EXPECT_EQ(text_at(lines, d.name_location, d.name.size()), d.name);
        if (d.value) expect_resolved(m, *d.value, i);
    }
    for (const ConstraintItem& c : m.constraints) {
        EXPECT_EQ(text_at(lines, c.location, c.name.size()), c.name);
        for (const Expr& argument : c.arguments) {
            expect_resolved(m, argument, m.declarations.size());
            if (const auto* id = argument.get_if<Identifier>()) {
                EXPECT_EQ(text_at(lines, argument.location, id->name.size()), id->name);
            }
        }
    }
    if (m.solve.objective) expect_resolved(m, *m.solve.objective, m.declarations.size());
}

INSTANTIATE_TEST_SUITE_P(Fixtures, RealFlatZinc,
                         ::testing::Values("golomb07.fzn", "queens8.fzn", "kakuro_8_8_hard.fzn", "costas10.fzn",
                                           "mixed.fzn"),
                         fixture_case_name);

TEST(RealFlatZincFile, GolombObjectiveAndSearch) {
    const Model m = read_flatzinc(std::filesystem::path(fixture("golomb07.fzn")));
    ASSERT_EQ(m.predicates.size(), 1u);
    EXPECT_EQ(m.predicates[0].name, "all_different_int");
    EXPECT_EQ(m.solve.kind, SolveKind::Minimize);
    EXPECT_EQ(m.solve.objective->get_if<Identifier>()->name, "X_INTRODUCED_6_");
    ASSERT_EQ(m.solve.annotations.size(), 1u);
    const Annotation& search = m.solve.annotations[0];
    EXPECT_EQ(search.name, "int_search");
    ASSERT_EQ(search.arguments.size(), 4u);
    const auto* mark = search.arguments[0].get_if<Identifier>();
    ASSERT_NE(mark, nullptr);
    const Declaration& marks = m.declarations[static_cast<std::size_t>(mark->declaration)];
    EXPECT_EQ(marks.name, "mark");
    EXPECT_TRUE(marks.is_var() && marks.is_array());
    EXPECT_NE(marks.annotation("output_array"), nullptr);
    EXPECT_EQ(search.arguments[2].get_if<Identifier>()->name, "indomain");
}

TEST(RealFlatZincFile, MixedTypesAsMiniZincWritesThem) {
    const Model m = read_flatzinc(std::filesystem::path(fixture("mixed.fzn")));
    auto find = [&](const std::string& name) -> const Declaration& {
        for (const Declaration& d : m.declarations)
            if (d.name == name) return d;
        throw std::runtime_error("no declaration " + name);
    };
    EXPECT_EQ(find("s").type.base, BaseType::IntSet);
    EXPECT_EQ(find("s").type.int_domain, IntSet::range(1, 5));
    EXPECT_EQ(find("f").type.float_domain, (FloatSet{{{1.5, 3.5}}}));
    EXPECT_EQ(find("y").type.int_domain, IntSet::of({1, 3, 7}));
    const Expr* dims = find("b").annotation("output_array")->only_argument();
    const auto& ranges = dims->get_if<ArrayLiteral>()->elements;
    ASSERT_EQ(ranges.size(), 2u);
    EXPECT_EQ(*ranges[0].get_if<IntSet>(), IntSet::range(1, 2));
    EXPECT_EQ(*ranges[1].get_if<IntSet>(), IntSet::range(1, 3));
    EXPECT_EQ(m.solve.kind, SolveKind::Maximize);
    EXPECT_EQ(m.solve.annotations[0].name, "seq_search");
    // constraint int_lin_eq([1,-1,-1],[…],0):: ctx_pos:: defines_var(X_INTRODUCED_9_);
    const ConstraintItem& lin = m.constraints[5];
    EXPECT_EQ(lin.name, "int_lin_eq");
    EXPECT_EQ(lin.annotations.size(), 2u);
    EXPECT_EQ(lin.annotations[1].only_argument()->get_if<Identifier>()->name, "X_INTRODUCED_9_");
}

}  // namespace
