// Fuzz target: the Latin-square reader. A text is either read into a square of order 1..100 with
// values 0..order, or rejected with a LatinSquareError naming a line. Small squares are completed
// and the completion checked independently (rows and columns permutations, givens kept).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "csp/search/solver.hpp"
#include "fuzz_check.hpp"
#include "models/latin_square.hpp"

namespace ex = csp::examples;

namespace {

void check_completion(const ex::LatinSquare& square, const std::vector<int>& cells) {
    const int n = square.order;
    FUZZ_CHECK(cells.size() == square.cells.size(), "completion of the wrong size");
    for (int i = 0; i < n; ++i) {
        std::vector<bool> in_row(static_cast<std::size_t>(n) + 1), in_column(static_cast<std::size_t>(n) + 1);
        for (int j = 0; j < n; ++j) {
            const int r = cells[static_cast<std::size_t>(i * n + j)];
            const int c = cells[static_cast<std::size_t>(j * n + i)];
            FUZZ_CHECK(r >= 1 && r <= n && c >= 1 && c <= n, "value out of range");
            FUZZ_CHECK(!in_row[static_cast<std::size_t>(r)] && !in_column[static_cast<std::size_t>(c)],
                       "value repeated");
            in_row[static_cast<std::size_t>(r)] = in_column[static_cast<std::size_t>(c)] = true;
        }
    }
    for (std::size_t k = 0; k < cells.size(); ++k)
        FUZZ_CHECK(square.cells[k] == 0 || square.cells[k] == cells[k], "a given was changed");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    ex::LatinSquare square;
    try {
        square = ex::parse_latin_square(text, "fuzz");
    } catch (const ex::LatinSquareError& error) {
        FUZZ_CHECK(error.line() >= 0 && error.line() <= lines, "error line out of range");
        FUZZ_CHECK(error.column() >= 0, "error column out of range");
        return 0;
    }
    const int n = square.order;
    FUZZ_CHECK(n >= 1 && n <= ex::kMaxLatinOrder, "order out of range");
    FUZZ_CHECK(square.cells.size() == static_cast<std::size_t>(n * n), "cell count is not order²");
    for (int v : square.cells) FUZZ_CHECK(v >= 0 && v <= n, "value out of range");
    if (n > 8) return 0;

    const bool clash = !ex::given_conflict(square).empty();
    const csp::Problem p = ex::latin_square_problem(square);
    csp::Solver solver(p, {.max_solutions = 2, .limits = {.node_limit = 5'000}});
    const csp::Result r = solver.solve();
    if (clash) FUZZ_CHECK(r.solutions.empty(), "clashing givens completed");
    for (const auto& solution : r.solutions) check_completion(square, solution);
    // Any order has a completion of the empty square (the cyclic one).
    if (std::all_of(square.cells.begin(), square.cells.end(), [](int v) { return v == 0; }))
        FUZZ_CHECK(r.status != csp::Status::Unsatisfiable, "the empty square reported incompletable");
    return 0;
}
