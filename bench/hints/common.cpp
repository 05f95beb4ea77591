#include "bench/hints/common.hpp"

#include <ostream>
#include <set>
#include <stdexcept>
#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/compare/table.hpp"

namespace sudoku::hints_bench {

std::vector<compare::Puzzle> load(const PuzzleFile& file) { return compare::load_puzzles(file.path, file.limit); }

KnownPuzzle know(const compare::Puzzle& puzzle) {
    SolveResult result = solve(puzzle.grid, {.backend = "dlx", .max_solutions = 2});
    for (const Grid& solution : result.solutions)
        if (const std::string why = solution_error(puzzle.grid, solution); !why.empty())
            throw std::runtime_error("the dlx backend's solution of the puzzle on line " + std::to_string(puzzle.line) +
                                     " is wrong: " + why);
    const bool unique = result.unique();
    return {puzzle, std::move(result.solutions), unique};
}

void print_header(std::ostream& out, const std::string& what, const PuzzleFile& file,
                  const std::vector<compare::Puzzle>& puzzles) {
    std::set<int> sides;
    for (const compare::Puzzle& p : puzzles) sides.insert(p.grid.side());
    std::string sizes;
    for (int side : sides) sizes += (sizes.empty() ? "" : ", ") + std::to_string(side) + "x" + std::to_string(side);
    out << what << ": " << file.path << ", " << puzzles.size() << " puzzles (" << sizes << ")\n";
#ifndef NDEBUG
    out << "warning: assertions are on; time a Release build (-DCMAKE_BUILD_TYPE=Release)\n";
#endif
}

std::string percent(std::size_t part, std::size_t whole) {
    if (whole == 0) return "-";
    return compare::fixed(100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) + "%";
}

}  // namespace sudoku::hints_bench
