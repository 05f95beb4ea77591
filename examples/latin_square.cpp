// Quasigroup completion on the CSP engine: complete a partial Latin square read from a file and
// report whether the completion is unique, one of several, or impossible. The two models (≠ arcs,
// or one all-different per row and column with --model alldiff) are in models/latin_square.hpp.
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/latin_square_args.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/latin_square.hpp"

namespace ex = csp::examples;

namespace {

std::string read_all(const std::string& path) {
    if (path == "-") return {std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Rows and columns checked directly: each holds 1..n once, and every given is kept.
bool completes(const ex::LatinSquare& given, const ex::LatinSquare& square) {
    const int n = square.order;
    for (int line = 0; line < n; ++line) {
        std::vector<char> in_row(static_cast<std::size_t>(n) + 1, 0), in_col(static_cast<std::size_t>(n) + 1, 0);
        for (int i = 0; i < n; ++i) {
            const int r = square.at(line, i);
            const int c = square.at(i, line);
            if (r < 1 || r > n || c < 1 || c > n || in_row[static_cast<std::size_t>(r)]++ ||
                in_col[static_cast<std::size_t>(c)]++)
                return false;
        }
    }
    for (std::size_t x = 0; x < given.cells.size(); ++x)
        if (given.cells[x] != 0 && given.cells[x] != square.cells[x]) return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    ex::LatinSquareArgs args;
    return ex::run_cli(ex::parse_latin_square_args(argc, argv, args), [&] {
        const ex::LatinSquare given =
            ex::parse_latin_square(read_all(args.path), args.path == "-" ? "<stdin>" : args.path);
        const csp::Problem problem = args.model.all_different()
                                         ? ex::latin_square_alldiff_problem(given, args.model.all_different_strength())
                                         : ex::latin_square_problem(given);
        if (!args.dot_path.empty()) ex::write_constraint_graph(problem, args.dot_path);
        if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
        int blanks = 0;
        for (int v : given.cells) blanks += v == 0;
        std::cout << "order " << given.order << ", " << given.cells.size() - static_cast<std::size_t>(blanks)
                  << " givens, " << blanks << " blanks\n";
        if (const std::string clash = ex::given_conflict(given); !clash.empty()) {
            std::cout << "none: no completion, " << clash << "\n";
            return ex::kExitNoAnswer;
        }
        csp::SolverOptions options = args.flags.solver;
        options.max_solutions = 2;  // two decide uniqueness
        const csp::Result result = ex::search(problem, args.flags, options);
        for (const csp::Assignment& solution : result.solutions)
            if (!completes(given, ex::LatinSquare{given.order, solution}))
                throw std::logic_error("internal error: the solver returned an invalid square");
        if (args.flags.stats) std::cout << result.stats << "\n";
        if (result.solutions.empty()) {
            std::cout << (result.status == csp::Status::LimitReached ? "unknown: time limit reached\n"
                                                                     : "none: the square cannot be completed\n");
            return ex::kExitNoAnswer;
        }
        if (result.solution_count == 1 && result.complete) {
            std::cout << "unique completion:\n" << ex::to_string(ex::LatinSquare{given.order, result.solutions[0]});
            return ex::kExitOk;
        }
        if (result.solution_count == 1) {  // stopped before the uniqueness check finished
            std::cout << "a completion (time limit reached before uniqueness was decided):\n"
                      << ex::to_string(ex::LatinSquare{given.order, result.solutions[0]});
            return ex::kExitNoAnswer;
        }
        std::cout << "multiple completions, for example:\n"
                  << ex::to_string(ex::LatinSquare{given.order, result.solutions[0]}) << "and\n"
                  << ex::to_string(ex::LatinSquare{given.order, result.solutions[1]});
        return ex::kExitNoAnswer;
    });
}
