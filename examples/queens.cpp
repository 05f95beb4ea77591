// N-Queens on the CSP engine: the first solution (MAC + MRV) or the number of solutions
// (--count; 92 for n = 8). AIMA §6.3; the two models (binary arcs, or three all-different
// constraints with --model alldiff) are in models/queens.hpp.
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "csp/all_different.hpp"
#include "csp/solver.hpp"
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

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Place n queens on an n x n board so that no two attack each other", "queens"};
    int n = 8;
    bool count = false;
    // Values in a random (seeded) order: with rows tried in increasing order MRV meets long
    // stretches of thrashing at some sizes (n = 150: no solution within 10 s, against 182 nodes).
    ex::SearchFlags flags{.var_order = "mrv", .val_order = "random"};
    app.add_option("n", n, "board size")->check(CLI::Range(1, 5000))->capture_default_str();
    app.add_flag("--count", count, "count all solutions instead of printing the first");
    std::string model = "binary";
    std::string strength = "domain";
    app.add_option("--model", model, "binary: != and diagonal arcs between every pair of columns; alldiff: "
                                     "all-different over the rows and over the two diagonal numbers Qi+i, Qi-i")
        ->check(CLI::IsMember({"binary", "alldiff"}))->capture_default_str();
    const std::vector<std::string_view> strength_names = csp::all_different_strength_names();
    app.add_option("--alldiff-strength", strength, "all-different propagation strength (--model alldiff)")
        ->check(CLI::IsMember(std::vector<std::string>(strength_names.begin(), strength_names.end())))
        ->capture_default_str();
    ex::add_search_flags(app, flags);

    return ex::run_cli(app, argc, argv, [&] {
        const auto build_start = std::chrono::steady_clock::now();
        const csp::Problem problem = model == "alldiff"
                ? ex::queens_alldiff_problem(n, csp::all_different_strength_from_string(strength))
                : ex::queens_problem(n);
        const std::chrono::duration<double, std::milli> build_time = std::chrono::steady_clock::now() - build_start;
        csp::SolverOptions options = ex::solver_options(flags);
        ex::SearchOutputs outputs(flags, problem);
        options.observer = outputs.observer();
        if (count) {
            options.max_solutions = 0;
            options.keep_solutions = false;
        }
        const csp::Result result = ex::run_search(problem, flags, options);
        outputs.finish();
        int exit_code = ex::kExitOk;
        if (result.status == csp::Status::LimitReached) {
            std::cout << "time limit reached after " << result.solution_count << " solution(s)\n";
            exit_code = ex::kExitNoAnswer;
        } else if (count) {
            std::cout << result.solution_count << " solutions for n = " << n << "\n";
        } else if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no solution for n = " << n << "\n";
            exit_code = ex::kExitNoAnswer;
        } else {
            // Q1..Qn come first in both models; the all-different model's auxiliaries follow.
            const csp::Assignment rows(result.solutions.front().begin(), result.solutions.front().begin() + n);
            if (!attack_free(rows)) throw std::logic_error("internal error: the solver returned an attacking placement");
            if (n <= 20) std::cout << ex::queens_board(rows);
            std::cout << "rows by column:";
            for (int r : rows) std::cout << ' ' << r;
            std::cout << "\n";
        }
        if (flags.stats) {
            // Building the model is timed apart: it is not part of the search the stats describe.
            std::cout << "model: " << problem.num_variables() << " variables, " << problem.constraints().size()
                      << " constraints, " << problem.num_relations() << " distinct relations, built in "
                      << build_time.count() << " ms\n"
                      << result.stats << "\n";
        }
        return exit_code;
    });
}
