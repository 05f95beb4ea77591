// ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and death blossom on positions built by hand: almost locked
// sets joined by restricted common digits.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <utility>
#include <vector>

#include "hints/positions.hpp"
#include "sudoku/hints/technique.hpp"
#include "sudoku/hints/techniques/als.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

/// The step of `steps` with exactly `eliminations`, or null.
const Step* with_eliminations(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
    for (const Step& step : steps)
        if (step.eliminations == sorted(eliminations)) return &step;
    return nullptr;
}

/// A = r1c1 {1,2}, r1c2 {2,3} (row 1), B = r4c1 {1,3}: the 1s of A (r1c1) see the 1 of B, so 1 is
/// the restricted common; 3 lies in A or B, and the cells seeing r1c2 and r4c1 lose 3.
TEST(AlsXz, TheCommonDigitLeavesCellsSeeingAllItsPlaces) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 2), {2, 3});
    keep_candidates(marks, rc(4, 1), {1, 3});
    const auto steps = steps_of(marks, Technique::AlsXz);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations,
              (std::vector<Candidate>{cand(2, 1, 3), cand(3, 1, 3), cand(4, 2, 3), cand(5, 2, 3), cand(6, 2, 3)}));
    EXPECT_EQ(steps[0].explanation,
              "r2c1<>3, r3c1<>3, r4c2<>3, r5c2<>3, r6c2<>3: ALS-XZ: almost locked sets A = r1c1, r1c2 {1,2,3} in row "
              "1 and B = r4c1 {1,3} in row 4; every 1 of A sees every 1 of B, so one set lacks 1 and holds all its "
              "other digits; either way 3 lies in A or B, so a cell seeing all its places in both loses it");
    EXPECT_EQ(steps[0].units, (std::vector<int>{0, 3}));
    ASSERT_EQ(steps[0].chain.size(), 1u);
    EXPECT_EQ(steps[0].chain[0].from_cells, std::vector<int>{rc(1, 1)});
    EXPECT_EQ(steps[0].chain[0].to_cells, std::vector<int>{rc(4, 1)});
}

/// The same sets with B moved to r5c5, where no 1 or 3 of it sees those of A: nothing.
TEST(AlsXz, NothingWithoutARestrictedCommon) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 2), {2, 3});
    keep_candidates(marks, rc(5, 5), {1, 3});
    EXPECT_TRUE(steps_of(marks, Technique::AlsXz).empty());
}

/// A = r1c1 {1,4}, r1c2 {4,7} (row 1) and B = r5c1 {1,8}, r5c2 {7,8} (row 5) share two restricted
/// commons, 1 (column 1) and 7 (column 2). Each set then keeps its own other digit (4 in A, 8 in
/// B) and both commons stay inside the pair of sets.
TEST(AlsXz, DoublyLinkedSetsLockTheirOtherDigits) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 4});
    keep_candidates(marks, rc(1, 2), {4, 7});
    keep_candidates(marks, rc(5, 1), {1, 8});
    keep_candidates(marks, rc(5, 2), {7, 8});
    std::vector<Candidate> expected;
    for (int c = 3; c <= 9; ++c) expected.push_back(cand(1, c, 4));  // A's 4 in row 1
    for (int c = 3; c <= 9; ++c) expected.push_back(cand(5, c, 8));  // B's 8 in row 5
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c) expected.push_back(cand(r, c, 4));  // and in box 1
    for (int r : {4, 6})
        for (int c = 1; c <= 3; ++c) expected.push_back(cand(r, c, 8));  // and in box 4
    for (int r : {2, 3, 4, 6, 7, 8, 9}) {
        expected.push_back(cand(r, 1, 1));  // 1 sits in r1c1 or r5c1
        expected.push_back(cand(r, 2, 7));  // 7 in r1c2 or r5c2
    }
    const auto steps = steps_of(marks, Technique::AlsXz);
    const Step* step = with_eliminations(steps, expected);
    ASSERT_NE(step, nullptr) << steps.size() << " steps, first: " << (steps.empty() ? "" : steps[0].explanation);
    EXPECT_EQ(step->chain.size(), 2u);
    EXPECT_NE(step->explanation.find("ALS-XZ, doubly linked"), std::string::npos);
}

/// A = r1c1 {1,2}, C = r1c5 {2,3}, B = r5c5 {1,3}: A and C share 2 (row 1), C and B 3 (column 5);
/// 1 lies in A or B, and r5c1 sees both (r1c5, the other cell that does, lacks 1).
TEST(AlsXyWing, TheFlanksCommonDigitLeavesCellsSeeingBoth) {
    const auto wing = [](std::initializer_list<int> r5c5) {
        PencilMarks marks(3);
        keep_candidates(marks, rc(1, 1), {1, 2});
        keep_candidates(marks, rc(1, 5), {2, 3});
        keep_candidates(marks, rc(5, 5), r5c5);
        return marks;
    };
    const PencilMarks marks = wing({1, 3});
    const auto steps = steps_of(marks, Technique::AlsXyWing);
    const Step* step = with_eliminations(steps, {cand(5, 1, 1)});
    ASSERT_NE(step, nullptr) << steps.size() << " steps, first: " << (steps.empty() ? "" : steps[0].explanation);
    // Other sets of the open grid make the same step first (r1c1, r1c5 with r1c5, r5c5 around row
    // 1's other cells); the reasoning reads the same.
    EXPECT_EQ(step->explanation.rfind("r5c1<>1: ALS-XY-Wing: almost locked sets A = ", 0), 0u) << step->explanation;
    EXPECT_NE(step->explanation.find("so 1 lies in A or B, and a cell seeing all its places in both loses it"),
              std::string::npos)
        << step->explanation;
    EXPECT_EQ(step->units.size(), 3u);
    EXPECT_TRUE(steps_of(wing({3, 4}), Technique::AlsXyWing).empty());  // no digit common to the flanks
}

/// r1c1 {1,2} -2- r1c5 {2,3} -3- r5c5 {3,4} -4- r5c9 {4,1}: 1 lies at one end or the other, and
/// r1c9, r5c1 see both ends.
TEST(AlsXyChain, TheEndsCommonDigitLeavesCellsSeeingBoth) {
    const auto chain = [](std::initializer_list<int> r5c9) {
        PencilMarks marks(3);
        keep_candidates(marks, rc(1, 1), {1, 2});
        keep_candidates(marks, rc(1, 5), {2, 3});
        keep_candidates(marks, rc(5, 5), {3, 4});
        keep_candidates(marks, rc(5, 9), r5c9);
        return marks;
    };
    const auto steps = steps_of(chain({1, 4}), Technique::AlsXyChain);
    const Step* step = with_eliminations(steps, {cand(1, 9, 1), cand(5, 1, 1)});
    ASSERT_NE(step, nullptr) << steps.size() << " steps, first: " << (steps.empty() ? "" : steps[0].explanation);
    EXPECT_GE(step->chain.size(), 3u);  // four sets at least (the open grid's big sets may lengthen it)
    EXPECT_EQ(step->explanation.rfind("r1c9<>1, r5c1<>1: ALS-XY-Chain: almost locked sets ", 0), 0u)
        << step->explanation;
    EXPECT_TRUE(steps_of(chain({4, 5}), Technique::AlsXyChain).empty());  // the ends share no digit
}

/// Stem r5c5 {1,2}; petal r1c5 {1,3} for 1 (column 5), petal r5c1 {2,3} for 2 (row 5): whichever
/// the stem holds, 3 lies in a petal, and r1c1 sees both.
TEST(DeathBlossom, EveryPetalsDigitLeavesCellsSeeingAllPetals) {
    const auto blossom = [](std::initializer_list<int> r5c1) {
        PencilMarks marks(3);
        keep_candidates(marks, rc(5, 5), {1, 2});
        keep_candidates(marks, rc(1, 5), {1, 3});
        keep_candidates(marks, rc(5, 1), r5c1);
        return marks;
    };
    const auto steps = steps_of(blossom({2, 3}), Technique::DeathBlossom);
    const Step* step = with_eliminations(steps, {cand(1, 1, 3)});
    ASSERT_NE(step, nullptr) << steps.size() << " steps, first: " << (steps.empty() ? "" : steps[0].explanation);
    EXPECT_EQ(step->explanation,
              "r1c1<>3: death blossom: stem r5c5 {1,2} with a petal for each candidate (1: r1c5 {1,3} in row 1, 2: "
              "r5c1 {2,3} in row 5), every place of the digit in its petal seeing the stem; whichever digit the stem "
              "holds, its petal lacks it and holds all its other digits, so 3 lies in one of the petals, and a cell "
              "seeing all its places loses it");
    EXPECT_TRUE(steps_of(blossom({2, 4}), Technique::DeathBlossom).empty());  // the petals share no digit
}

/// On 16×16: A = r1c1 {1,2}, r1c2 {2,3}, B = r6c1 {1,3} (column 1, another box).
TEST(AlsXz, WorksOnSixteenBySixteen) {
    PencilMarks marks(4);
    keep_candidates(marks, rc(1, 1, 16), {1, 2});
    keep_candidates(marks, rc(1, 2, 16), {2, 3});
    keep_candidates(marks, rc(6, 1, 16), {1, 3});
    const auto steps = steps_of(marks, Technique::AlsXz);
    std::vector<Candidate> expected;
    for (int r = 2; r <= 4; ++r) expected.push_back(cand(r, 1, 3, 16));  // box 1, column 1
    for (int r = 5; r <= 8; ++r)
        if (r != 6) expected.push_back(cand(r, 2, 3, 16));  // box 5, column 2
    expected.push_back(cand(6, 2, 3, 16));
    EXPECT_NE(with_eliminations(steps, expected), nullptr) << steps.size() << " steps";
}

/// Whether two fields hold the same sets, each with the same cells per digit (places, the cells
/// seeing them, those that could lose the digit).
void expect_same_field(const sudoku::hints::als::AlsField& a, const sudoku::hints::als::AlsField& b) {
    ASSERT_EQ(a.alses().size(), b.alses().size());
    for (std::size_t i = 0; i < a.alses().size(); ++i) {
        const auto& x = a.alses()[i];
        const auto& y = b.alses()[i];
        ASSERT_EQ(x.cells, y.cells);
        ASSERT_EQ(x.digits, y.digits);
        ASSERT_EQ(x.unit, y.unit);
        for (int digit : sudoku::hints::digits_of(x.digits))
            for (int cell = 0; cell < 81; ++cell) {
                using sudoku::hints::als::at;
                ASSERT_EQ(a.sets().has(at(x.places, digit), cell), b.sets().has(at(y.places, digit), cell));
                ASSERT_EQ(a.sets().has(at(x.seeing, digit), cell), b.sets().has(at(y.seeing, digit), cell));
                ASSERT_EQ(a.sets().has(at(x.losing, digit), cell), b.sets().has(at(y.losing, digit), cell));
            }
    }
}

/// The field kept per thread for the last position (the ALS searches of one position share it) is
/// the field built afresh, whichever positions were asked before, and it reads the board last
/// asked: another board of the same position gets the same field, bound to it.
TEST(AlsFieldOf, IsTheFieldOfThePositionAsked) {
    using sudoku::hints::als::AlsField;
    const std::vector<sudoku::hints::Board> boards = start_and_thinned(kHardStarts[0], 5, {40});
    for (int round = 0; round < 2; ++round)
        for (const sudoku::hints::Board& board : boards) {
            const std::shared_ptr<const AlsField> kept = AlsField::of(board);
            EXPECT_EQ(&kept->board(), &board);
            expect_same_field(*kept, AlsField(board));
        }
    const sudoku::hints::Board copy = boards[1];
    const std::shared_ptr<const AlsField> first = AlsField::of(boards[1]);
    const std::shared_ptr<const AlsField> again = AlsField::of(copy);
    EXPECT_EQ(first, again);
    EXPECT_EQ(&again->board(), &copy);
}

/// The graph of restricted commons takes the pairs of sets it had at the last position, their
/// cells as they were, from there (neighbours_of): it is still the graph of every pair compared
/// afresh, each list in its neighbours' order. Positions losing candidates a few at a time (most
/// sets stay) and unrelated ones in between (few do).
TEST(AlsNeighbours, TheKeptGraphIsTheFreshOne) {
    using sudoku::hints::als::AlsField;
    using sudoku::hints::als::Neighbour;
    std::mt19937 random(11);
    std::vector<sudoku::hints::Board> boards;
    for (const char* puzzle : {kHardStarts[0], kHardStarts[2]}) {
        PencilMarks marks{sudoku::parse(puzzle)};
        for (int step = 0; step < 6; ++step) {
            boards.emplace_back(marks);
            for (int removed = 0; removed < 3;) {
                const int cell = static_cast<int>(random() % 81);
                const int digit = static_cast<int>(random() % 9) + 1;
                if (marks.value(cell) != 0 || marks.count(cell) < 3 || !marks.has(cell, digit)) continue;
                marks.remove(cell, digit);
                ++removed;
            }
        }
    }
    std::swap(boards[3], boards[8]);  // an unrelated position in each run
    for (const sudoku::hints::Board& board : boards) {
        const std::shared_ptr<const AlsField> field = AlsField::of(board);
        sudoku::hints::StepSink sink(9, 1);
        const sudoku::hints::als::Graph& graph = sudoku::hints::als::neighbours_of(*field, sink);
        const auto& alses = field->alses();
        ASSERT_EQ(graph.size(), alses.size());
        for (std::size_t i = 0; i < alses.size(); ++i) {
            std::vector<std::pair<std::size_t, sudoku::hints::Digits>> expected;
            for (std::size_t j = 0; j < alses.size(); ++j)
                if (j != i)
                    if (const auto commons = field->restricted_commons(alses[std::min(i, j)], alses[std::max(i, j)]))
                        expected.emplace_back(j, commons);
            std::vector<std::pair<std::size_t, sudoku::hints::Digits>> found;
            for (const Neighbour& n : graph[i]) found.emplace_back(n.als, n.commons);
            ASSERT_EQ(found, expected) << "set " << i << " of " << alses.size();
        }
    }
}

}  // namespace
}  // namespace hints_test
