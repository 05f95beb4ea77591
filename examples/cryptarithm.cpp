// Cryptarithms on the CSP engine (AIMA §6.1.3): every solution of WORD + WORD (+ …) = WORD, with
// the column sums turned into binary constraints by the hidden-variable encoding (AIMA
// exercise 6.6), or (--model linear) as one all-different and one linear equation. With no
// puzzle given, solves the textbook's SEND + MORE = MONEY and TWO + TWO = FOUR. The models are in
// models/cryptarithm.hpp.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/cryptarithm_args.hpp"
#include "csp/search/solver.hpp"
#include "models/cryptarithm.hpp"
#include "models/example_cli.hpp"

namespace ex = csp::examples;

namespace {

// Decimal addition on digit strings, so the check holds for words of any length.
std::string add(const std::string& a, const std::string& b) {
    std::string sum;
    int carry = 0;
    for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
        int d = carry;
        if (i < a.size()) d += a[a.size() - 1 - i] - '0';
        if (i < b.size()) d += b[b.size() - 1 - i] - '0';
        sum += static_cast<char>('0' + d % 10);
        carry = d / 10;
    }
    std::reverse(sum.begin(), sum.end());
    return sum;
}

// Prints one solution as a sum and checks the arithmetic on the numbers themselves.
void print_solution(const ex::CryptarithmModel& model, const csp::Assignment& solution) {
    const auto digits = ex::letter_digits(model, solution);
    std::string total = "0";
    std::string line;
    for (std::size_t i = 0; i < model.puzzle.addends.size(); ++i) {
        const std::string number = ex::substitute(model.puzzle.addends[i], digits);
        total = add(total, number);
        line += (i ? " + " : "") + number;
    }
    const std::string result = ex::substitute(model.puzzle.result, digits);
    std::string normalised = total.substr(std::min(total.find_first_not_of('0'), total.size() - 1));
    if (normalised != result.substr(std::min(result.find_first_not_of('0'), result.size() - 1)))
        throw std::logic_error("internal error: " + line + " is not " + result);
    std::cout << "  " << line << " = " << result << "   (";
    for (std::size_t i = 0; i < model.puzzle.letters.size(); ++i)
        std::cout << (i ? " " : "") << model.puzzle.letters[i] << '='
                  << digits[static_cast<std::size_t>(model.puzzle.letters[i] - 'A')];
    std::cout << ")\n";
}

}  // namespace

int main(int argc, char** argv) {
    ex::CryptarithmArgs args;
    return ex::run_cli(ex::parse_cryptarithm_args(argc, argv, args), [&] {
        if (args.puzzles.empty()) args.puzzles = {"SEND+MORE=MONEY", "TWO+TWO=FOUR"};
        // Parse everything first, so a bad puzzle is reported before any search starts.
        std::vector<ex::Cryptarithm> parsed;
        for (const std::string& text : args.puzzles) parsed.push_back(ex::parse_cryptarithm(text));
        if (parsed.size() > 1 &&
            (!args.flags.trace.trace_json.empty() || !args.flags.trace.tree.empty() || !args.dot_path.empty()))
            throw std::invalid_argument(
                "--trace-json, --tree and --dot write one puzzle's search or model: give one puzzle");
        if (parsed.size() > 1 && !args.flags.assign.empty())
            throw std::invalid_argument("--assign names one puzzle's letters: give one puzzle");
        int exit_code = ex::kExitOk;
        for (const ex::Cryptarithm& puzzle : parsed) {
            const bool linear = args.model_name == "linear";
            const ex::CryptarithmModel model =
                linear ? ex::cryptarithm_linear_model(puzzle) : ex::cryptarithm_model(puzzle);
            if (!args.dot_path.empty()) ex::write_constraint_graph(model.problem, args.dot_path);
            if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
            std::cout << puzzle.text() << "\n";
            if (args.show_model && linear) {
                std::cout << "  " << model.problem.num_variables()
                          << " letter variables, one all-different, one linear equation\n";
            } else if (args.show_model) {
                std::cout << "  " << model.problem.num_variables() << " variables (" << puzzle.letters.size()
                          << " letters, " << model.columns.size() - 1 << " carries, " << model.columns.size()
                          << " hidden), " << model.problem.constraints().size() << " binary constraints\n";
                for (std::size_t i = 0; i < model.columns.size(); ++i) {
                    std::cout << "  " << model.problem.name(model.columns[i].hidden) << ": " << model.columns[i].size()
                              << (model.columns[i].size() == 1 ? " tuple over" : " tuples over");
                    for (csp::VarId x : model.columns[i].scope) std::cout << ' ' << model.problem.name(x);
                    std::cout << "\n";
                }
            }
            csp::SolverOptions options = args.flags.solver;
            options.max_solutions = 0;  // all of them
            const csp::Result result = ex::search(model.problem, args.flags, options);
            for (const csp::Assignment& solution : result.solutions) print_solution(model, solution);
            if (result.status == csp::Status::LimitReached) {
                std::cout << "  time limit reached after " << result.solution_count << " solution(s)\n";
                exit_code = ex::kExitNoAnswer;
            } else {
                std::cout << "  " << result.solution_count << (result.solution_count == 1 ? " solution" : " solutions")
                          << "\n";
                if (result.solution_count == 0) exit_code = ex::kExitNoAnswer;
            }
            if (args.flags.stats) std::cout << "  " << result.stats << "\n";
        }
        return exit_code;
    });
}
