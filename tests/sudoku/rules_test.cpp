// The deduction rules one at a time, each on a hand-made position where it (and only it) makes
// progress, with the exact candidates it removes worked out here from the rule's definition.

#include <gtest/gtest.h>

#include <array>
#include <iterator>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/deductions.hpp"
#include "sudoku/logic/eliminator.hpp"
#include "sudoku/logic/pencil_marks.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Deduction;
using sudoku::PencilMarks;
using sudoku::Rule;
using sudoku::RuleSet;

using Removal = std::pair<int, int>;  // (cell, value)

constexpr int cell(int row, int column) { return row * 9 + column; }  // 0-based, 9×9

const Rule kAllRules[] = {Rule::NakedSingle,  Rule::HiddenSingle, Rule::NakedSubset,
                          Rule::HiddenSubset, Rule::Pointing,     Rule::BoxLine};

/// The candidates removed between two positions.
std::set<Removal> removed(const PencilMarks& before, const PencilMarks& after) {
    std::set<Removal> gone;
    for (int c = 0; c < before.cells(); ++c)
        for (int v = 1; v <= before.side(); ++v)
            if (before.has(c, v) && !after.has(c, v)) gone.insert({c, v});
    return gone;
}

/// Keeps only `values` in `c`.
void keep(PencilMarks& marks, int c, const std::set<int>& values) {
    for (int v = 1; v <= marks.side(); ++v)
        if (!values.count(v)) marks.remove(c, v);
}

/// Applies `rules` to a copy; returns the removals and the result.
std::pair<std::set<Removal>, sudoku::DeduceResult> apply(const PencilMarks& position, const RuleSet& rules) {
    PencilMarks after = position;
    const auto result = sudoku::deduce(after, rules);
    return {removed(position, after), result};
}

/// Checks that `rule` alone removes exactly `expected` (firing `times` times), that every other rule
/// alone makes no progress, and that all rules together do exactly the same as `rule` alone.
void expect_only(const PencilMarks& position, Rule rule, const std::set<Removal>& expected, std::uint64_t times = 1) {
    const auto [alone, result] = apply(position, RuleSet::only(rule));
    EXPECT_EQ(alone, expected);
    EXPECT_EQ(result.outcome, Deduction::Stuck);
    EXPECT_EQ(result.count(rule), times);
    std::size_t from_others = 0;  // placing a value is not counted as eliminating the cell's others
    PencilMarks after = position;
    sudoku::deduce(after, RuleSet::only(rule));
    for (const auto& [c, v] : expected) from_others += after.value(c) == 0;
    EXPECT_EQ(result.eliminations, from_others);
    for (Rule other : kAllRules) {
        if (other == rule) continue;
        SCOPED_TRACE(std::string(to_string(other)));
        const auto [none, other_result] = apply(position, RuleSet::only(other));
        EXPECT_TRUE(none.empty());
        EXPECT_EQ(other_result.count(other), 0u);
    }
    const auto [together, all_result] = apply(position, RuleSet{});
    EXPECT_EQ(together, expected);
    for (Rule other : kAllRules) EXPECT_EQ(all_result.count(other), other == rule ? times : 0u) << to_string(other);
}

std::set<Removal> value_from(const std::vector<int>& cells, int value) {
    std::set<Removal> out;
    for (int c : cells) out.insert({c, value});
    return out;
}

std::vector<int> row_cells(int row, std::initializer_list<int> columns) {
    std::vector<int> out;
    for (int c : columns) out.push_back(cell(row, c));
    return out;
}

TEST(Rules, NakedSingle) {
    PencilMarks marks(3);
    keep(marks, cell(4, 4), {5});
    std::set<Removal> expected;
    for (int peer : marks.geometry().peers(cell(4, 4))) expected.insert({peer, 5});
    ASSERT_EQ(expected.size(), 20u);
    expect_only(marks, Rule::NakedSingle, expected);

    PencilMarks after = marks;
    sudoku::deduce(after, RuleSet::only(Rule::NakedSingle));
    EXPECT_EQ(after.value(cell(4, 4)), 5);
}

TEST(Rules, HiddenSingle) {
    // 5 can go only to r1c5 in its row, column and box, so it is placed there. (Every other 5 of
    // those units is already gone, or pointing and box-line would remove them first.)
    PencilMarks marks(3);
    const auto& g = marks.geometry();
    for (int u : g.units_of(cell(0, 4)))
        for (int c : g.unit(u))
            if (c != cell(0, 4)) marks.remove(c, 5);
    std::set<Removal> expected;
    for (int v = 1; v <= 9; ++v)
        if (v != 5) expected.insert({cell(0, 4), v});
    expect_only(marks, Rule::HiddenSingle, expected);

    PencilMarks after = marks;
    sudoku::deduce(after, RuleSet::only(Rule::HiddenSingle));
    EXPECT_EQ(after.value(cell(0, 4)), 5);
}

TEST(Rules, NakedPair) {
    // r1c1 and r1c9 hold {1, 2}: the rest of row 1 loses 1 and 2.
    PencilMarks marks(3);
    keep(marks, cell(0, 0), {1, 2});
    keep(marks, cell(0, 8), {1, 2});
    const auto others = row_cells(0, {1, 2, 3, 4, 5, 6, 7});
    auto expected = value_from(others, 1);
    expected.merge(value_from(others, 2));
    expect_only(marks, Rule::NakedSubset, expected);
}

TEST(Rules, NakedTripleWithoutAnyCellHoldingAllThree) {
    PencilMarks marks(3);
    keep(marks, cell(0, 0), {1, 2});
    keep(marks, cell(0, 4), {2, 3});
    keep(marks, cell(0, 8), {1, 3});
    const auto others = row_cells(0, {1, 2, 3, 5, 6, 7});
    std::set<Removal> expected;
    for (int v : {1, 2, 3}) expected.merge(value_from(others, v));
    ASSERT_EQ(expected.size(), 18u);
    expect_only(marks, Rule::NakedSubset, expected);

    // Triples are beyond a subset size of 2.
    RuleSet pairs = RuleSet::only(Rule::NakedSubset);
    pairs.max_subset_size = 2;
    EXPECT_TRUE(apply(marks, pairs).first.empty());
}

TEST(Rules, NakedPairInABoxAndAColumnAtOnce) {
    // r1c1 and r2c1 share column 1 and box 1: both units lose 1 and 2 (two firings).
    PencilMarks marks(3);
    keep(marks, cell(0, 0), {1, 2});
    keep(marks, cell(1, 0), {1, 2});
    std::vector<int> others;
    for (int r = 2; r < 9; ++r) others.push_back(cell(r, 0));
    for (int r = 0; r < 3; ++r)
        for (int c = 1; c < 3; ++c) others.push_back(cell(r, c));
    auto expected = value_from(others, 1);
    expected.merge(value_from(others, 2));
    ASSERT_EQ(expected.size(), 2u * (7 + 6));
    const auto [alone, result] = apply(marks, RuleSet::only(Rule::NakedSubset));
    EXPECT_EQ(alone, expected);
    EXPECT_EQ(result.count(Rule::NakedSubset), 2u);
    // With every rule on, the column pair comes first, and then 1 and 2 are confined to box 1 within
    // column 1, so the cheaper box-line rule clears the box before the box pair is looked for.
    const auto [together, all_result] = apply(marks, RuleSet{});
    EXPECT_EQ(together, expected);
    EXPECT_EQ(all_result.count(Rule::NakedSubset), 1u);
    EXPECT_EQ(all_result.count(Rule::BoxLine), 1u);
}

TEST(Rules, HiddenPair) {
    // In row 1, the values 1 and 2 fit only r1c1 and r1c9: those cells lose everything else.
    PencilMarks marks(3);
    for (int c = 1; c < 8; ++c) {
        marks.remove(cell(0, c), 1);
        marks.remove(cell(0, c), 2);
    }
    std::set<Removal> expected;
    for (int v = 3; v <= 9; ++v) {
        expected.insert({cell(0, 0), v});
        expected.insert({cell(0, 8), v});
    }
    expect_only(marks, Rule::HiddenSubset, expected);
}

TEST(Rules, HiddenTriple) {
    PencilMarks marks(3);
    for (int c : {1, 2, 3, 5, 6, 7})
        for (int v : {1, 2, 3}) marks.remove(cell(0, c), v);
    std::set<Removal> expected;
    for (int c : {0, 4, 8})
        for (int v = 4; v <= 9; ++v) expected.insert({cell(0, c), v});
    ASSERT_EQ(expected.size(), 18u);
    expect_only(marks, Rule::HiddenSubset, expected);
}

TEST(Rules, PointingAlongARow) {
    // In box 1, the value 1 lies only in row 1: it leaves the rest of row 1.
    PencilMarks marks(3);
    for (int r = 1; r < 3; ++r)
        for (int c = 0; c < 3; ++c) marks.remove(cell(r, c), 1);
    expect_only(marks, Rule::Pointing, value_from(row_cells(0, {3, 4, 5, 6, 7, 8}), 1));
}

TEST(Rules, PointingAlongAColumn) {
    // In box 5 (rows 4-6, columns 4-6), the value 7 lies only in column 6: it leaves the rest of column 6.
    PencilMarks marks(3);
    for (int r = 3; r < 6; ++r)
        for (int c = 3; c < 5; ++c) marks.remove(cell(r, c), 7);
    std::vector<int> rest;
    for (int r : {0, 1, 2, 6, 7, 8}) rest.push_back(cell(r, 5));
    expect_only(marks, Rule::Pointing, value_from(rest, 7));
}

TEST(Rules, BoxLineAlongARow) {
    // In row 1, the value 1 lies only in box 1: it leaves the rest of box 1.
    PencilMarks marks(3);
    for (int c = 3; c < 9; ++c) marks.remove(cell(0, c), 1);
    expect_only(marks, Rule::BoxLine,
                value_from({cell(1, 0), cell(1, 1), cell(1, 2), cell(2, 0), cell(2, 1), cell(2, 2)}, 1));
}

TEST(Rules, BoxLineAlongAColumn) {
    // In column 9, the value 4 lies only in box 9 (rows 7-9): it leaves the rest of box 9.
    PencilMarks marks(3);
    for (int r = 0; r < 6; ++r) marks.remove(cell(r, 8), 4);
    std::vector<int> rest;
    for (int r = 6; r < 9; ++r)
        for (int c = 6; c < 8; ++c) rest.push_back(cell(r, c));
    expect_only(marks, Rule::BoxLine, value_from(rest, 4));
}

TEST(Rules, NoRuleNoProgress) {
    PencilMarks marks(sudoku::parse(sudoku::testing::kInkala));
    const auto [gone, result] = apply(marks, RuleSet::none());
    EXPECT_TRUE(gone.empty());
    EXPECT_EQ(result.outcome, Deduction::Stuck);
    for (Rule rule : kAllRules) EXPECT_EQ(result.count(rule), 0u);
}

TEST(Rules, SinglesSolveAnEasyPuzzle) {
    const sudoku::Grid puzzle =
        sudoku::parse("003020600900305001001806400008102900700000008006708200002609500800203009005010300");
    PencilMarks marks(puzzle);
    const auto result = sudoku::deduce(marks, RuleSet::singles());
    EXPECT_EQ(result.outcome, Deduction::Solved);
    EXPECT_EQ(sudoku::solution_error(puzzle, marks.grid()), "");
    EXPECT_EQ(result.count(Rule::NakedSingle) + result.count(Rule::HiddenSingle),
              static_cast<std::uint64_t>(81 - puzzle.givens()));
}

TEST(Rules, HiddenSinglesAloneSolveAnEasyPuzzle) {
    // Placing a value also removes it from the peers, so hidden singles alone can finish a grid.
    const sudoku::Grid puzzle =
        sudoku::parse("003020600900305001001806400008102900700000008006708200002609500800203009005010300");
    PencilMarks marks(puzzle);
    const auto result = sudoku::deduce(marks, RuleSet::only(Rule::HiddenSingle));
    EXPECT_EQ(result.outcome, Deduction::Solved);
    EXPECT_EQ(sudoku::solution_error(puzzle, marks.grid()), "");
    EXPECT_EQ(result.count(Rule::NakedSingle), 0u);
}

TEST(Rules, NeverRemoveASolutionValue) {
    // Unique puzzles with their solutions, from tdoku's test set (/work/shared/data/sudoku9).
    const std::pair<const char*, const char*> cases[] = {
        {"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
         "621943758783615492594728361142879635357461289869532174238197546916354827475286913"},
        {"..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
         "832416795417985263596273418951837624328649571764152389173528946289364157645791832"},
        {"........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
         "714963285926518734385274691238197546657342819149856327492785163871639452563421978"},
        {"........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
         "963814527154327689827965314371482956645791832289536741512673498496158273738249165"},
    };
    for (const auto& [text, answer] : cases) {
        SCOPED_TRACE(text);
        const sudoku::Grid puzzle = sudoku::parse(text);
        const sudoku::Grid solution = sudoku::parse(answer);
        ASSERT_EQ(sudoku::solution_error(puzzle, solution), "");
        PencilMarks marks(puzzle);
        const auto result = sudoku::deduce(marks);
        EXPECT_NE(result.outcome, Deduction::Contradiction);
        for (int c = 0; c < 81; ++c) EXPECT_TRUE(marks.has(c, solution[c])) << sudoku::cell_name(c, 9);
    }
}

TEST(Rules, EveryRuleFiresOnHardPuzzles) {
    // Over a few hard puzzles, the full rule set uses each rule at least once (they are all reachable).
    const char* const puzzles[] = {
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        "........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
        "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
        ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4",
    };
    std::array<std::uint64_t, sudoku::kRuleCount> total{};
    for (const char* text : puzzles) {
        const auto result = sudoku::find_backend("rules").solve(sudoku::parse(text), {.backend = "rules"});
        for (std::size_t i = 0; i < total.size(); ++i) total[i] += result.counters[i].second;
    }
    for (Rule rule : kAllRules) EXPECT_GT(total[static_cast<std::size_t>(rule)], 0u) << to_string(rule);
}

TEST(Rules, ContradictionsAreReported) {
    {
        PencilMarks marks(3);
        for (int v = 1; v <= 9; ++v) marks.remove(cell(2, 2), v);
        EXPECT_EQ(sudoku::deduce(marks, RuleSet::none()).outcome, Deduction::Contradiction);
    }
    {
        PencilMarks marks(3);
        for (int c = 0; c < 9; ++c) marks.remove(cell(3, c), 6);  // row 4 has no room for a 6
        EXPECT_EQ(sudoku::deduce(marks, RuleSet::only(Rule::HiddenSingle)).outcome, Deduction::Contradiction);
        EXPECT_EQ(sudoku::deduce(marks, RuleSet::only(Rule::NakedSingle)).outcome, Deduction::Stuck);
    }
    {
        PencilMarks marks(3);  // three cells of a row share the two values {1, 2}
        for (int c = 0; c < 3; ++c) keep(marks, cell(0, c * 4), {1, 2});
        EXPECT_EQ(sudoku::deduce(marks, RuleSet::only(Rule::NakedSubset)).outcome, Deduction::Contradiction);
    }
    {
        PencilMarks marks(3);  // two naked singles with the same value in one column
        keep(marks, cell(0, 0), {3});
        keep(marks, cell(8, 0), {3});
        EXPECT_EQ(sudoku::deduce(marks, RuleSet::only(Rule::NakedSingle)).outcome, Deduction::Contradiction);
    }
}

TEST(Rules, LargerGridsUseWiderCandidateSets) {
    // 81×81 (two words per cell): the shifted-rows pattern with every fifth cell blank; singles
    // fill it back in.
    {
        const std::vector<int> solution = sudoku::testing::pattern_solution(9).values();
        std::vector<int> givens = solution;
        for (std::size_t i = 0; i < givens.size(); i += 5) givens[i] = 0;
        const sudoku::Grid puzzle(9, givens);
        PencilMarks marks(puzzle);
        const auto result = sudoku::deduce(marks, RuleSet::singles());
        EXPECT_EQ(result.outcome, Deduction::Solved);
        EXPECT_EQ(marks.grid(), sudoku::Grid(9, solution));
    }
    // 144×144 (four words per cell), kept small: only the first band is given, with a few holes.
    // The singles keep the pattern's values.
    {
        const std::vector<int> solution = sudoku::testing::pattern_solution(12).values();
        std::vector<int> givens(solution.size(), 0);
        for (std::size_t i = 0; i < 12u * 144u; ++i)
            if (i % 37 != 0) givens[i] = solution[i];
        PencilMarks marks(sudoku::Grid(12, givens));
        const auto result = sudoku::deduce(marks, RuleSet::singles());
        EXPECT_NE(result.outcome, Deduction::Contradiction);
        EXPECT_GT(result.count(Rule::NakedSingle) + result.count(Rule::HiddenSingle), 0u);
        for (int c = 0; c < marks.cells(); ++c) ASSERT_TRUE(marks.has(c, solution[c])) << c;
    }
}

TEST(PencilMarksTest, FromAGridPlacesTheGivens) {
    sudoku::Grid puzzle(3);
    puzzle.set(cell(0, 0), 1);
    puzzle.set(cell(8, 0), 9);
    PencilMarks marks(puzzle);
    EXPECT_EQ(marks.value(0), 1);
    EXPECT_EQ(marks.candidates(0), std::vector<int>{1});
    EXPECT_FALSE(marks.has(cell(0, 5), 1));
    EXPECT_FALSE(marks.has(cell(5, 0), 1));
    EXPECT_FALSE(marks.has(cell(2, 2), 1));
    EXPECT_TRUE(marks.has(cell(3, 3), 1));
    EXPECT_EQ(marks.count(cell(0, 1)), 8);
    EXPECT_EQ(marks.count(cell(3, 3)), 9);
    EXPECT_EQ(marks.count(cell(4, 0)), 7);  // neither 1 nor 9 in column 1
    EXPECT_EQ(marks.grid(), puzzle);
}

TEST(PencilMarksTest, RejectsBadInput) {
    sudoku::Grid clash(3);
    clash.set(0, 4);
    clash.set(1, 4);
    EXPECT_THROW(PencilMarks{clash}, std::invalid_argument);
    PencilMarks marks(2);
    EXPECT_THROW((void)marks.has(16, 1), std::out_of_range);
    EXPECT_THROW((void)marks.has(0, 5), std::out_of_range);
    EXPECT_THROW((void)marks.remove(-1, 1), std::out_of_range);
    EXPECT_TRUE(marks.remove(0, 3));
    EXPECT_FALSE(marks.remove(0, 3));
    EXPECT_THROW(marks.place(0, 3), std::invalid_argument);  // no longer a candidate
    marks.place(0, 2);
    EXPECT_THROW(marks.place(0, 1), std::invalid_argument);  // already placed
    EXPECT_THROW(PencilMarks{17}, std::invalid_argument);
}

TEST(RuleSetTest, SwitchesRulesByName) {
    const RuleSet none = RuleSet::none();
    const RuleSet all;
    for (Rule rule : kAllRules) {
        EXPECT_FALSE(none.enabled(rule));
        EXPECT_TRUE(all.enabled(rule));
        const RuleSet one = RuleSet::only(rule);
        for (Rule other : kAllRules) EXPECT_EQ(one.enabled(other), other == rule);
        EXPECT_FALSE(all.with(rule, false).enabled(rule));
    }
    EXPECT_EQ(to_string(Rule::NakedSingle), "naked singles");
    EXPECT_EQ(to_string(Rule::BoxLine), "box-line");
    EXPECT_EQ(to_string(Deduction::Contradiction), "contradiction");
}

TEST(EliminatorTest, LoadingTheGivensInBulkMatchesPlacingThemOneByOne) {
    // load() sets the candidates from the givens' units at once; the state, the counts and the
    // naked singles it notices must be those of placing the givens one at a time.
    const char* const puzzles[] = {
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    };
    for (const char* text : puzzles) {
        SCOPED_TRACE(text);
        const sudoku::Grid puzzle = sudoku::parse(text);
        const sudoku::Geometry& g = puzzle.geometry();
        sudoku::detail::CandidateState<1> bulk(g);
        sudoku::detail::CandidateState<1> one_by_one(g);
        sudoku::detail::Eliminator<1> loader(g);
        sudoku::detail::Eliminator<1> placer(g);
        ASSERT_TRUE(loader.load(bulk, puzzle));
        for (int c = 0; c < puzzle.cells(); ++c) {
            if (puzzle[c] != 0) {
                ASSERT_TRUE(placer.place(one_by_one, c, puzzle[c] - 1));
            }
        }
        EXPECT_EQ(bulk, one_by_one);
        EXPECT_EQ(loader.eliminations(), placer.eliminations());
        ASSERT_TRUE(loader.place_singles(bulk));
        ASSERT_TRUE(placer.place_singles(one_by_one));
        EXPECT_EQ(bulk, one_by_one);
        EXPECT_EQ(loader.naked_singles(), placer.naked_singles());
    }
}

TEST(EliminatorTest, LoadingRejectsGivensThatLeaveNoRoom) {
    const sudoku::Geometry& g = sudoku::Geometry::of(3);
    sudoku::detail::Eliminator<1> loader(g);
    // Two 5s in the first row.
    sudoku::Grid clash(3);
    clash.set(0, 5);
    clash.set(4, 5);
    sudoku::detail::CandidateState<1> first(g);
    EXPECT_FALSE(loader.load(first, clash));
    // No conflict between givens, but r1c9 has no value left: 1..8 in its row, 9 in its column.
    sudoku::Grid cornered(3);
    for (int c = 0; c < 8; ++c) cornered.set(c, c + 1);
    cornered.set(cell(5, 8), 9);
    ASSERT_FALSE(sudoku::find_conflict(cornered).has_value());
    sudoku::detail::CandidateState<1> second(g);
    EXPECT_FALSE(loader.load(second, cornered));
}

TEST(Rules, BackendCountsDoNotCarryOverBetweenSolves) {
    // The rules backend reuses its working storage between solves (per thread); solving the same
    // puzzles again, with other sizes in between, must give the same answers and counters.
    const sudoku::Grid puzzles[] = {
        sudoku::parse(sudoku::testing::kInkala),
        sudoku::Grid(2, {1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2}),
        sudoku::parse("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"),
        sudoku::Grid(4, std::vector<int>(256, 0)),
    };
    const auto& rules = sudoku::find_backend("rules");
    const sudoku::SolveOptions options{.backend = "rules", .max_solutions = 2};
    std::vector<sudoku::SolveResult> first;
    for (const auto& puzzle : puzzles) first.push_back(rules.solve(puzzle, options));
    for (std::size_t i = 0; i < std::size(puzzles); ++i) {
        SCOPED_TRACE(i);
        const sudoku::SolveResult again = rules.solve(puzzles[i], options);
        ASSERT_FALSE(again.solutions.empty());
        EXPECT_EQ(sudoku::solution_error(puzzles[i], again.solutions[0]), "");
        EXPECT_EQ(again.solutions, first[i].solutions);
        EXPECT_EQ(again.counters, first[i].counters);
        EXPECT_EQ(again.stats.prunings, first[i].stats.prunings);
        EXPECT_EQ(again.stats.nodes, first[i].stats.nodes);
    }
}

}  // namespace
