// Fuzz target: the Sudoku readers (PuzzleReader over a stream, and parse() for one puzzle).
// Besides "no crash, no hang", it checks what every reader must guarantee:
//  - each entry holds a grid or an error, never both; errors point at a real line and column;
//  - a grid read has no duplicate givens and reads back the same from every output form;
//  - parse() agrees with the first entry of the stream reader;
//  - small grids are solved, and every solution passes the independent validator.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "fuzz_check.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"

namespace {

void check_round_trip(const sudoku::Grid& grid) {
    using sudoku::Format;
    for (const auto name : sudoku::format_names()) {
        const Format format = sudoku::format_from_string(name);
        if (sudoku::writes_characters(format) && grid.side() > sudoku::kMaxCharacterValue) continue;
        // The one exception of the block form: a 16×16 block of values 1-4 only reads as 4×4 puzzles.
        if (format == Format::Block && grid.side() == 16 &&
            std::all_of(grid.values().begin(), grid.values().end(), [](int v) { return v <= 4; }))
            continue;
        const std::string text = sudoku::to_string(grid, format);
        FUZZ_CHECK(sudoku::parse(text, "round-trip") == grid, "grid changed through its written form");
    }
}

void check_solutions(const sudoku::Grid& grid) {
    if (grid.box() > 3) return;  // larger grids would make each input slow; the readers are the target
    const auto result = sudoku::solve(grid, {.backend = "dlx", .max_solutions = 2, .limits = {.node_limit = 20'000}});
    for (const sudoku::Grid& solution : result.solutions) {
        const std::string error = sudoku::solution_error(grid, solution);
        FUZZ_CHECK(error.empty(), "invalid solution: " + error);
    }
    if (result.status == csp::Status::Unsatisfiable)
        FUZZ_CHECK(result.solutions.empty(), "unsatisfiable with solutions");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;

    std::istringstream in(text);
    sudoku::PuzzleReader reader(in, "fuzz");
    std::optional<sudoku::PuzzleEntry> first;
    int index = 0;
    while (auto entry = reader.next()) {
        FUZZ_CHECK(entry->index == index, "entries out of order");
        FUZZ_CHECK(entry->grid.has_value() != entry->error.has_value(), "an entry needs exactly one of grid and error");
        FUZZ_CHECK(entry->line >= 1 && entry->line <= lines, "entry line out of range");
        if (entry->error) {
            FUZZ_CHECK(entry->error->line() >= entry->line && entry->error->line() <= lines + 1,
                       "error line out of range");
            FUZZ_CHECK(entry->error->column() >= 1, "error column out of range");
        } else {
            FUZZ_CHECK(!sudoku::find_conflict(*entry->grid), "a grid with duplicate givens was accepted");
            check_round_trip(*entry->grid);
            check_solutions(*entry->grid);
        }
        if (index == 0) first = std::move(entry);
        ++index;
    }

    // parse() reads exactly one puzzle: it must agree with the stream reader's first entry.
    try {
        const sudoku::Grid grid = sudoku::parse(text, "fuzz");
        FUZZ_CHECK(index == 1 && first && first->grid && *first->grid == grid, "parse() and PuzzleReader disagree");
    } catch (const sudoku::ParseError& error) {
        FUZZ_CHECK(error.line() >= 1 && error.column() >= 1, "parse error without a position");
        FUZZ_CHECK(index != 1 || !first || !first->grid, "parse() rejected what PuzzleReader accepted");
    }
    return 0;
}
