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
#include "csp/cli/search_flags.hpp"

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
    csp::ExactCoverOptions options;
    app.add_option("n,-n,--n", n, "board size")->check(CLI::Range(1, 1000))->capture_default_str();
    app.add_flag("--count", count, "count all solutions instead of printing the first");
    csp::cli::add_node_limit_flag(app, options.limits);
    app.get_option("--node-limit")->description("give up after this many rows tried (0 = none)");
    csp::cli::add_time_limit_flag(app, options.limits);
    app.add_flag("--stats", stats, "print search statistics and the number of nodes at each depth");

    return ex::run_cli(app, argc, argv, [&] {
        csp::ExactCover cover = ex::queens_cover(n);
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
