// N-Queens on the CSP engine: the first solution (MAC + MRV) or the number of solutions
// (--count; 92 for n = 8). AIMA §6.3; the two models (binary arcs, or three all-different
// constraints with --model alldiff) are in models/queens.hpp. --min-conflicts solves it by local
// search instead (AIMA §6.4, fig. 6.8), up to millions of queens.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cli/queens_args.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"

namespace ex = csp::examples;

namespace {

// Attack-free check written apart from the model, so a printed board is known to be right.
bool attack_free(const csp::Assignment& rows) {
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            const long long dr = rows[i] - rows[j];
            const auto dc = static_cast<long long>(j - i);
            if (dr == 0 || dr == dc || dr == -dc) return false;
        }
    return true;
}

// The same check in O(n) with occupancy tables, for boards too big for the pairwise one.
// rows[c] is 1..n.
bool attack_free_linear(const std::vector<int>& rows) {
    const std::size_t n = rows.size();
    std::vector<char> row(n, 0), up(2 * n, 0), down(2 * n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        if (rows[c] < 1 || static_cast<std::size_t>(rows[c]) > n) return false;
        const auto r = static_cast<std::size_t>(rows[c] - 1);
        if (row[r] || up[c + r] || down[c + n - r]) return false;
        row[r] = up[c + r] = down[c + n - r] = 1;
    }
    return true;
}

// Local search: csp::QueensConflicts counts attacks with one counter per row and diagonal, so no
// constraint is ever built and a million queens take a few megabytes.
int solve_min_conflicts(int n, std::uint64_t max_steps, const ex::SearchFlags& flags) {
    csp::QueensConflicts board(n);
    csp::MinConflictsOptions options{.max_steps = max_steps, .seed = flags.solver.seed};
    options.limits = flags.solver.limits;
    const auto start = std::chrono::steady_clock::now();
    const csp::MinConflictsResult r = csp::min_conflicts(board, options);
    const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
    if (r.status != csp::Status::Satisfied) {
        std::cout << "min-conflicts gave up after " << r.steps << " repairs with " << r.conflicted_variables
                  << " queens still attacked (local search cannot prove that there is no solution)\n";
        return ex::kExitNoAnswer;
    }
    std::vector<int> rows(r.assignment.begin(), r.assignment.end());
    for (int& row : rows) ++row;  // the model counts rows from 0, the board from 1
    if (!attack_free_linear(rows))
        throw std::logic_error("internal error: min-conflicts returned an attacking placement");
    if (n <= 20) std::cout << ex::queens_board(rows);
    if (n <= 1000) {
        std::cout << "rows by column:";
        for (int row : rows) std::cout << ' ' << row;
        std::cout << "\n";
    }
    std::cout << "min-conflicts: " << n << " queens placed after " << r.steps << " repairs (seed " << flags.solver.seed
              << ", " << elapsed.count() << " ms, greedy start included)\n"
              << "checked: no two queens share a row or a diagonal\n";
    return ex::kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
    ex::QueensArgs args;
    return ex::run_cli(ex::parse_queens_args(argc, argv, args), [&] {
        if (args.min_conflicts) {
            if (args.model.all_different() || !args.dot_path.empty() || args.flags.trace.any() ||
                args.flags.search != "backtracking" || !args.flags.assign.empty())
                throw std::invalid_argument(
                    "--min-conflicts takes only n, --seed, --time-limit and --max-steps (for a trace of "
                    "min-conflicts on the CSP model: --search min-conflicts --trace)");
            return solve_min_conflicts(args.n, args.max_steps, args.flags);
        }
        if (args.n > 5000)
            throw std::invalid_argument("n = " + std::to_string(args.n) +
                                        ": the search models stop at 5000 (n(n-1)/2 "
                                        "constraints); use --min-conflicts");
        const auto build_start = std::chrono::steady_clock::now();
        const csp::Problem problem = args.model.all_different()
                                         ? ex::queens_alldiff_problem(args.n, args.model.all_different_strength())
                                         : ex::queens_problem(args.n);
        const std::chrono::duration<double, std::milli> build_time = std::chrono::steady_clock::now() - build_start;
        if (!args.dot_path.empty()) ex::write_constraint_graph(problem, args.dot_path);
        if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
        const csp::Result result =
            ex::search(problem, args.flags, args.count ? ex::counting_all(args.flags.solver) : args.flags.solver);
        int exit_code = ex::kExitOk;
        if (result.status == csp::Status::LimitReached) {
            std::cout << "time limit reached after " << result.solution_count << " solution(s)\n";
            exit_code = ex::kExitNoAnswer;
        } else if (args.count) {
            std::cout << result.solution_count << " solutions for n = " << args.n << "\n";
        } else if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no solution for n = " << args.n << "\n";
            exit_code = ex::kExitNoAnswer;
        } else {
            // Both models have Q1..Qn alone.
            const csp::Assignment rows(result.solutions.front().begin(), result.solutions.front().begin() + args.n);
            if (!attack_free(rows))
                throw std::logic_error("internal error: the solver returned an attacking placement");
            if (args.n <= 20) std::cout << ex::queens_board(rows);
            std::cout << "rows by column:";
            for (int r : rows) std::cout << ' ' << r;
            std::cout << "\n";
        }
        if (args.flags.stats) {
            // Building the model is timed apart: it is not part of the search the stats describe.
            std::cout << "model: " << problem.num_variables() << " variables, " << problem.constraints().size()
                      << " constraints, ";
            if (!problem.propagators().empty()) std::cout << problem.propagators().size() << " all-different, ";
            std::cout << problem.num_relations() << " distinct relations, built in " << build_time.count() << " ms\n"
                      << result.stats << "\n";
        }
        return exit_code;
    });
}
