#pragma once
// The check every generator test makes of a generated puzzle, by two backends and the validator.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "test_grids.hpp"

namespace sudoku::testing {

/// One solution, the generator's, by dlx and by csp (MAC with all-different), both validated.
inline void expect_unique(const GeneratedPuzzle& result) {
    EXPECT_EQ(solution_error(result.puzzle, result.solution), "");
    EXPECT_TRUE(result.solution.complete());
    for (const std::string backend : {"dlx", "csp"}) {
        const auto r = count_two(result.puzzle, backend);
        ASSERT_TRUE(r.unique()) << backend << " finds " << r.solutions.size() << " solution(s) for\n"
                                << to_string(result.puzzle, Format::Grid);
        EXPECT_EQ(solution_error(result.puzzle, r.solutions.front()), "") << backend;
        EXPECT_EQ(r.solutions.front(), result.solution) << backend;
    }
}

}  // namespace sudoku::testing
