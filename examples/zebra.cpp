// The zebra puzzle on the CSP engine (AIMA exercise 6.7): 25 variables, binary constraints only.
// Prints the solution as a table of houses and proves it is the only one by asking the solver for
// two solutions. The model is in models/zebra.hpp.
#include <iomanip>
#include <iostream>
#include <string>

#include "cli/zebra_args.hpp"
#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/zebra.hpp"

namespace ex = csp::examples;

namespace {

// The value of `category` found in house `house`.
std::string_view in_house(const csp::Assignment& solution, int category, int house) {
    for (int i = 0; i < 5; ++i)
        if (solution[static_cast<std::size_t>(category * 5 + i)] == house)
            return ex::kZebraCategories[static_cast<std::size_t>(category)].values[static_cast<std::size_t>(i)];
    return "?";
}

void print_table(const csp::Assignment& solution) {
    constexpr int kWidth = 14;
    std::cout << std::left << std::setw(7) << "house";
    for (int c = 0; c < 5; ++c)
        std::cout << std::setw(c < 4 ? kWidth : 0) << ex::kZebraCategories[static_cast<std::size_t>(c)].name;
    std::cout << "\n";
    for (int house = 1; house <= 5; ++house) {
        std::cout << std::setw(7) << house;
        for (int c = 0; c < 5; ++c) std::cout << std::setw(c < 4 ? kWidth : 0) << in_house(solution, c, house);
        std::cout << "\n";
    }
}

}  // namespace

int main(int argc, char** argv) {
    ex::ZebraArgs args;
    return ex::run_cli(ex::parse_zebra_args(argc, argv, args), [&] {
        const csp::Problem problem = ex::zebra_problem();
        if (!args.dot_path.empty()) ex::write_constraint_graph(problem, args.dot_path);
        if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
        if (args.show_clues)
            for (std::size_t i = 0; i < ex::kZebraClues.size(); ++i)
                std::cout << std::setw(2) << i + 1 << ". " << ex::kZebraClues[i].text << "\n";
        std::cout << "zebra puzzle: " << problem.num_variables() << " variables, " << problem.constraints().size()
                  << " binary constraints\n";
        csp::SolverOptions options = args.flags.solver;
        options.max_solutions = 2;  // a second solution would show the puzzle ambiguous
        const csp::Result result = ex::search(problem, args.flags, options);
        if (args.flags.stats) std::cout << result.stats << "\n";
        if (result.status == csp::Status::LimitReached) {
            std::cout << "time limit reached\n";
            return ex::kExitNoAnswer;
        }
        if (result.solutions.empty()) {
            std::cout << "no solution\n";
            return ex::kExitNoAnswer;
        }
        const csp::Assignment& solution = result.solutions.front();
        const std::string broken = csp::violation(problem, solution);
        if (!broken.empty()) throw std::logic_error("internal error: " + broken);
        print_table(solution);
        const auto house_of = [&](std::string_view value) {
            return solution[static_cast<std::size_t>(problem.variable(value))];
        };
        std::cout << "The " << in_house(solution, 1, house_of("zebra")) << " owns the zebra; the "
                  << in_house(solution, 1, house_of("water")) << " drinks water.\n";
        if (result.solution_count == 1 && result.complete) {
            std::cout << "unique: the search space is exhausted and holds no other solution (" << result.stats.nodes
                      << " nodes)\n";
            return ex::kExitOk;
        }
        std::cout << "not unique: a second solution exists\n";
        print_table(result.solutions.back());
        return ex::kExitNoAnswer;
    });
}
