// N-Queens as exact cover, solved by dancing links (Knuth 2000): the first solution, or the number
// of solutions (--count; 92 for n = 8). Ranks and files are primary columns, diagonals secondary.
// The model is in models/queens_cover.hpp; compare with `queens`, the same puzzle as a CSP.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <span>

#include "cli/queens_exact_cover_args.hpp"
#include "csp/exact_cover/exact_cover.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"
#include "models/queens_cover.hpp"
// Number checks shared with the sudoku tool (one header, CLI11 only).

namespace ex = csp::examples;

namespace {

// Attack-free check written apart from the model, so a printed board is known to be right.
bool attack_free(std::span<const int> ranks) {
    for (std::size_t i = 0; i < ranks.size(); ++i)
        for (std::size_t j = i + 1; j < ranks.size(); ++j) {
            const long long dr = ranks[i] - ranks[j];
            const auto dc = static_cast<long long>(j - i);
            if (dr == 0 || dr == dc || dr == -dc) return false;
        }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    ex::QueensExactCoverArgs args;
    return ex::run_cli(ex::parse_queens_exact_cover_args(argc, argv, args), [&] {
        csp::ExactCover cover = ex::queens_cover(args.n);
        if (args.count) {
            args.options.max_solutions = 0;
            args.options.keep_solutions = false;
        }
        const csp::ExactCoverResult result = cover.solve(args.options);
        if (args.stats) {
            std::cout << result.stats << "\nnodes per depth:";
            for (std::uint64_t k : result.stats.nodes_per_depth) std::cout << ' ' << k;
            std::cout << "\n";
        }
        if (result.status == csp::Status::LimitReached) {
            std::cout << "limit reached after " << result.solution_count << " solution(s)\n";
            return ex::kExitNoAnswer;
        }
        if (args.count) {
            std::cout << result.solution_count << " solutions for n = " << args.n << "\n";
            return ex::kExitOk;
        }
        if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no solution for n = " << args.n << "\n";
            return ex::kExitNoAnswer;
        }
        const std::vector<int> ranks = ex::queens_ranks(args.n, result.solutions.front());
        if (!attack_free(ranks)) {
            std::cerr << "queens_exact_cover: internal error: the solver returned an attacking placement\n";
            return ex::kExitNoAnswer;
        }
        if (args.n <= 20) std::cout << ex::queens_board(ranks);
        std::cout << "ranks by file:";
        for (int r : ranks) std::cout << ' ' << r;
        std::cout << "\n";
        return ex::kExitOk;
    });
}
