#include "sudoku/grid.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "test_grids.hpp"

namespace {

using sudoku::Grid;

using sudoku::testing::pattern_solution;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string invalid_argument_message(int box, const std::vector<int>& cells) {
    try {
        Grid grid(box, cells);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(no exception)";
}

TEST(Grid, EmptyGridHasNoGivens) {
    const Grid grid(3);
    EXPECT_EQ(grid.side(), 9);
    EXPECT_EQ(grid.cells(), 81);
    EXPECT_EQ(grid.givens(), 0);
    EXPECT_FALSE(grid.complete());
    EXPECT_EQ(grid.values(), std::vector<int>(81, 0));
    EXPECT_EQ(&grid.geometry(), &sudoku::Geometry::of(3));
}

TEST(Grid, SetAndRead) {
    Grid grid(2);
    grid.set(5, 3);
    EXPECT_EQ(grid[5], 3);
    EXPECT_EQ(grid.at(1, 1), 3);
    EXPECT_EQ(grid.givens(), 1);
    grid.set(5, 0);
    EXPECT_EQ(grid.givens(), 0);
    EXPECT_THROW(grid.set(16, 1), std::out_of_range);
    EXPECT_THROW(grid.set(-1, 1), std::out_of_range);
    EXPECT_THROW(grid.set(0, 5), std::out_of_range);
    EXPECT_THROW(grid.set(0, -1), std::out_of_range);
}

TEST(Grid, ConstructorRejectsWrongCellCount) {
    const std::string message = invalid_argument_message(3, std::vector<int>(80, 0));
    EXPECT_TRUE(contains(message, "81")) << message;
    EXPECT_TRUE(contains(message, "80")) << message;
    EXPECT_TRUE(contains(message, "9×9")) << message;
}

TEST(Grid, ConstructorRejectsValuesOutOfRange) {
    std::vector<int> cells(81, 0);
    cells[2 * 9 + 6] = 10;
    const std::string message = invalid_argument_message(3, cells);
    EXPECT_TRUE(contains(message, "r3c7")) << message;
    EXPECT_TRUE(contains(message, "10")) << message;
    EXPECT_TRUE(contains(message, "0..9")) << message;
    cells[2 * 9 + 6] = -1;
    EXPECT_THROW(Grid(3, cells), std::invalid_argument);
}

TEST(Grid, ConstructorRejectsBadBoxSize) {
    EXPECT_THROW(Grid(0), std::invalid_argument);
    EXPECT_THROW(Grid(sudoku::Geometry::kMaxBox + 1), std::invalid_argument);
    EXPECT_THROW(Grid(0, {}), std::invalid_argument);
}

TEST(Grid, CompleteAndEquality) {
    const Grid solved = pattern_solution(3);
    EXPECT_TRUE(solved.complete());
    EXPECT_EQ(solved.givens(), 81);
    Grid other = solved;
    EXPECT_EQ(other, solved);
    other.set(40, 0);
    EXPECT_NE(other, solved);
    EXPECT_FALSE(other.complete());
}

TEST(Conflict, NoneInAConsistentGrid) {
    EXPECT_FALSE(sudoku::find_conflict(Grid(3)));
    for (int n = 1; n <= 5; ++n) EXPECT_FALSE(sudoku::find_conflict(pattern_solution(n))) << "n=" << n;
}

TEST(Conflict, RowConflictNamesBothCells) {
    Grid grid(3);
    grid.set(2 * 9 + 0, 5);  // r3c1
    grid.set(2 * 9 + 7, 5);  // r3c8
    const auto conflict = sudoku::find_conflict(grid);
    ASSERT_TRUE(conflict);
    EXPECT_EQ(conflict->first_cell, 18);
    EXPECT_EQ(conflict->second_cell, 25);
    EXPECT_EQ(conflict->value, 5);
    EXPECT_EQ(conflict->describe(grid.geometry()), "value 5 appears twice in row 3: r3c1 and r3c8");
}

TEST(Conflict, ColumnConflict) {
    Grid grid(3);
    grid.set(1 * 9 + 3, 7);  // r2c4
    grid.set(8 * 9 + 3, 7);  // r9c4
    const auto conflict = sudoku::find_conflict(grid);
    ASSERT_TRUE(conflict);
    EXPECT_EQ(conflict->describe(grid.geometry()), "value 7 appears twice in column 4: r2c4 and r9c4");
}

TEST(Conflict, BoxConflict) {
    Grid grid(3);
    grid.set(3 * 9 + 3, 2);  // r4c4
    grid.set(5 * 9 + 5, 2);  // r6c6
    const auto conflict = sudoku::find_conflict(grid);
    ASSERT_TRUE(conflict);
    EXPECT_EQ(conflict->describe(grid.geometry()), "value 2 appears twice in box 5: r4c4 and r6c6");
}

TEST(Conflict, ReportsTheEarliestRepeatInReadingOrder) {
    Grid grid(3);
    grid.set(0, 4);          // r1c1
    grid.set(8 * 9 + 0, 4);  // r9c1 repeats it in column 1
    grid.set(1 * 9 + 1, 4);  // r2c2 repeats it in box 1, earlier in reading order
    const auto conflict = sudoku::find_conflict(grid);
    ASSERT_TRUE(conflict);
    EXPECT_EQ(conflict->first_cell, 0);
    EXPECT_EQ(conflict->second_cell, 10);
}

// Up to 64×64 a bit-mask pass answers first; above, only the full scan runs. Both must agree,
// down to the largest value (bit 63 at 64×64).
TEST(Conflict, LargestValueOnEitherSideOfTheMaskLimit) {
    for (const int box : {8, 9}) {
        const int side = box * box;
        const Grid solved = pattern_solution(box);
        EXPECT_FALSE(sudoku::find_conflict(solved)) << "box " << box;
        Grid grid(box);
        grid.set(side + 2, side);               // r2c3
        grid.set((side - 1) * side + 2, side);  // the last row, same column
        const auto conflict = sudoku::find_conflict(grid);
        ASSERT_TRUE(conflict) << "box " << box;
        EXPECT_EQ(conflict->first_cell, side + 2);
        EXPECT_EQ(conflict->second_cell, (side - 1) * side + 2);
        EXPECT_EQ(conflict->value, side);
    }
}

TEST(Conflict, EqualValuesInDifferentUnitsAreFine) {
    Grid grid(3);
    grid.set(0, 1);
    grid.set(4 * 9 + 4, 1);
    grid.set(8 * 9 + 8, 1);
    EXPECT_FALSE(sudoku::find_conflict(grid));
}

TEST(SolutionError, AcceptsValidSolutionsOfEverySize) {
    for (int n = 1; n <= 6; ++n) {
        const Grid solution = pattern_solution(n);
        Grid puzzle = solution;
        for (int cell = 0; cell < puzzle.cells(); cell += 3) puzzle.set(cell, 0);
        EXPECT_EQ(sudoku::solution_error(puzzle, solution), "") << "n=" << n;
        EXPECT_EQ(sudoku::solution_error(Grid(n), solution), "") << "n=" << n;
        EXPECT_TRUE(sudoku::is_solution(puzzle, solution));
    }
}

TEST(SolutionError, RejectsIncomplete) {
    const Grid solution = pattern_solution(3);
    Grid partial = solution;
    partial.set(4 * 9 + 6, 0);
    const std::string error = sudoku::solution_error(Grid(3), partial);
    EXPECT_TRUE(contains(error, "r5c7")) << error;
    EXPECT_TRUE(contains(error, "blank")) << error;
    EXPECT_FALSE(sudoku::is_solution(Grid(3), partial));
}

TEST(SolutionError, RejectsAWrongValue) {
    // One cell changed: its row, column and box now repeat a value; the row is reported first.
    Grid wrong = pattern_solution(3);
    const int cell = 2 * 9 + 4;
    wrong.set(cell, wrong[cell] % 9 + 1);
    const std::string error = sudoku::solution_error(Grid(3), wrong);
    EXPECT_TRUE(contains(error, "appears twice in row 3")) << error;
    EXPECT_TRUE(contains(error, "r3c5")) << error;
}

TEST(SolutionError, RejectsABrokenColumn) {
    // Swapping two cells of a row keeps every row a permutation but breaks two columns.
    Grid swapped = pattern_solution(3);
    const int a = swapped[0];
    const int b = swapped[4];
    swapped.set(0, b);
    swapped.set(4, a);
    const std::string error = sudoku::solution_error(Grid(3), swapped);
    EXPECT_TRUE(contains(error, "column 1")) << error;
}

TEST(SolutionError, RejectsABrokenBox) {
    // Rows 1..N of a Latin square with columns intact but boxes broken: row r is 1..N shifted by r.
    const int n = 3;
    const int side = n * n;
    std::vector<int> cells;
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) cells.push_back((r + c) % side + 1);
    const std::string error = sudoku::solution_error(Grid(n), Grid(n, cells));
    EXPECT_TRUE(contains(error, "box 1")) << error;
}

TEST(SolutionError, RejectsAChangedGiven) {
    const Grid solution = pattern_solution(3);
    Grid puzzle(3);
    const int cell = 6 * 9 + 2;
    puzzle.set(cell, solution[cell] % 9 + 1);
    const std::string error = sudoku::solution_error(puzzle, solution);
    EXPECT_TRUE(contains(error, "given")) << error;
    EXPECT_TRUE(contains(error, "r7c3")) << error;
}

TEST(SolutionError, RejectsADifferentSize) {
    const std::string error = sudoku::solution_error(Grid(3), pattern_solution(2));
    EXPECT_TRUE(contains(error, "4×4")) << error;
    EXPECT_TRUE(contains(error, "9×9")) << error;
}

}  // namespace
