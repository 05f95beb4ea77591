// N-Queens as exact cover, solved by dancing links (Knuth 2000): the first solution, or the number
// of solutions (--count; 92 for n = 8). Ranks and files are primary columns, diagonals secondary.
// The model is in models/queens_cover.hpp; compare with `queens`, the same puzzle as a CSP.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <span>

#include "csp/exact_cover/exact_cover.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"
#include "models/queens_cover.hpp"
// Number checks shared with the sudoku tool (one header, CLI11 only).
#include "sudoku/app/cli_checks.hpp"

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
    CLI::App app{"Place n queens on an n x n board, as an exact cover problem (dancing links)", "queens_exact_cover"};
    int n = 8;
    bool count = false;
    bool stats = false;
    std::uint64_t node_limit = 0;
    double time_limit = 0;
    app.add_option("n,-n,--n", n, "board size")->check(CLI::Range(1, 1000))->capture_default_str();
    app.add_flag("--count", count, "count all solutions instead of printing the first");
    app.add_option("--node-limit", node_limit, "give up after this many rows tried (0 = none)");
    app.add_option("--time-limit", time_limit, "give up after this many seconds (0 = none)")->check(sudoku::app::non_negative());
    app.add_flag("--stats", stats, "print search statistics and the number of nodes at each depth");

    return ex::run_cli(app, argc, argv, [&] {
        csp::ExactCover cover = ex::queens_cover(n);
        csp::ExactCoverOptions options;
        options.limits.node_limit = node_limit;
        options.limits.time_limit = std::chrono::milliseconds(static_cast<long long>(time_limit * 1000));
        if (count) {
            options.max_solutions = 0;
            options.keep_solutions = false;
        }
        const csp::ExactCoverResult result = cover.solve(options);
        if (stats) {
            std::cout << result.stats << "\nnodes per depth:";
            for (std::uint64_t k : result.stats.nodes_per_depth) std::cout << ' ' << k;
            std::cout << "\n";
        }
        if (result.status == csp::Status::LimitReached) {
            std::cout << "limit reached after " << result.solution_count << " solution(s)\n";
            return ex::kExitNoAnswer;
        }
        if (count) {
            std::cout << result.solution_count << " solutions for n = " << n << "\n";
            return ex::kExitOk;
        }
        if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no solution for n = " << n << "\n";
            return ex::kExitNoAnswer;
        }
        const std::vector<int> ranks = ex::queens_ranks(n, result.solutions.front());
        if (!attack_free(ranks)) {
            std::cerr << "queens_exact_cover: internal error: the solver returned an attacking placement\n";
            return ex::kExitNoAnswer;
        }
        if (n <= 20) std::cout << ex::queens_board(ranks);
        std::cout << "ranks by file:";
        for (int r : ranks) std::cout << ' ' << r;
        std::cout << "\n";
        return ex::kExitOk;
    });
}
