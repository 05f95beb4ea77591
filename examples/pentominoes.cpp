// Pentominoes by dancing links (Knuth 2000): tile a 60-square board (6x10 by default; also 5x12,
// 4x15, 3x20) with the 12 pentominoes. Prints the first tiling as a letter board, or with --count
// the number of tilings in all and up to the board's symmetries (6x10: 9356 and 2339).
// The model is in models/pentominoes.hpp.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdint>
#include <iostream>

#include "csp/exact_cover/exact_cover.hpp"
#include "models/example_cli.hpp"
#include "models/pentominoes.hpp"
// Number checks shared with the sudoku tool (one header, CLI11 only).
#include "csp/cli/search_flags.hpp"

namespace ex = csp::examples;

int main(int argc, char** argv) {
    CLI::App app{"Tile a board of 60 squares with the 12 pentominoes (exact cover, dancing links)", "pentominoes"};
    int rows = 6;
    int cols = 10;
    bool count = false;
    bool stats = false;
    csp::SearchLimits limits;
    app.add_option("--rows", rows, "board height")->check(CLI::Range(1, 60))->capture_default_str();
    app.add_option("--cols", cols, "board width (rows x cols must be 60)")
        ->check(CLI::Range(1, 60))
        ->capture_default_str();
    app.add_flag("--count", count, "count all tilings, and the tilings up to rotation and reflection");
    csp::cli::add_time_limit_flag(app, limits);
    app.add_flag("--stats", stats, "print search statistics");

    return ex::run_cli(app, argc, argv, [&] {
        // Counting needs only one tiling of each symmetry class: restrict the X to a quadrant.
        ex::PentominoBoard board = ex::pentomino_board(rows, cols, count);
        if (count) {
            const ex::PentominoCount counted = ex::count_pentominoes(board, limits);
            if (stats) std::cout << counted.stats << "\n";
            const char* const prefix = counted.complete ? "" : "at least ";
            std::cout << rows << " x " << cols << ": " << prefix << counted.solutions << " tilings, " << prefix
                      << counted.up_to_symmetry << " up to rotation and reflection\n";
            return counted.complete ? ex::kExitOk : ex::kExitNoAnswer;
        }
        csp::ExactCoverOptions options;
        options.limits = limits;
        const csp::ExactCoverResult result = board.matrix.solve(options);
        if (stats) std::cout << result.stats << "\n";
        if (result.solutions.empty()) {
            std::cout << (result.status == csp::Status::LimitReached ? "limit reached\n" : "no tiling\n");
            return ex::kExitNoAnswer;
        }
        std::cout << ex::board_text(ex::letters(board, result.solutions.front()), cols);
        return ex::kExitOk;
    });
}
