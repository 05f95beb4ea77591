// Pentominoes by dancing links (Knuth 2000): tile a 60-square board (6x10 by default; also 5x12,
// 4x15, 3x20) with the 12 pentominoes. Prints the first tiling as a letter board, or with --count
// the number of tilings in all and up to the board's symmetries (6x10: 9356 and 2339).
// The model is in models/pentominoes.hpp.
#include <chrono>
#include <cstdint>
#include <iostream>

#include "cli/pentominoes_args.hpp"
#include "csp/exact_cover/exact_cover.hpp"
#include "models/example_cli.hpp"
#include "models/pentominoes.hpp"
// Number checks shared with the sudoku tool (one header, CLI11 only).

namespace ex = csp::examples;

int main(int argc, char** argv) {
    ex::PentominoesArgs args;
    return ex::run_cli(ex::parse_pentominoes_args(argc, argv, args), [&] {
        // Counting needs only one tiling of each symmetry class: restrict the X to a quadrant.
        ex::PentominoBoard board = ex::pentomino_board(args.rows, args.cols, args.count);
        if (args.count) {
            const ex::PentominoCount counted = ex::count_pentominoes(board, args.limits);
            if (args.stats) std::cout << counted.stats << "\n";
            const char* const prefix = counted.complete ? "" : "at least ";
            std::cout << args.rows << " x " << args.cols << ": " << prefix << counted.solutions << " tilings, "
                      << prefix << counted.up_to_symmetry << " up to rotation and reflection\n";
            return counted.complete ? ex::kExitOk : ex::kExitNoAnswer;
        }
        csp::ExactCoverOptions options;
        options.limits = args.limits;
        const csp::ExactCoverResult result = board.matrix.solve(options);
        if (args.stats) std::cout << result.stats << "\n";
        if (result.solutions.empty()) {
            std::cout << (result.status == csp::Status::LimitReached ? "limit reached\n" : "no tiling\n");
            return ex::kExitNoAnswer;
        }
        std::cout << ex::board_text(ex::letters(board, result.solutions.front()), args.cols);
        return ex::kExitOk;
    });
}
