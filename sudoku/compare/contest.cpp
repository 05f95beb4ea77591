#include "sudoku/compare/contest.hpp"

#include <chrono>
#include <ctime>

namespace sudoku::compare {

Outcome judge(const Grid& puzzle, const Answer& answer, std::string& why) {
    for (const Grid& solution : answer.solutions) {
        why = solution_error(puzzle, solution);
        if (!why.empty()) return Outcome::Wrong;
    }
    switch (answer.status) {
        case csp::Status::Satisfied:
            if (answer.solutions.empty()) {
                why = "reported Satisfied but returned no solution";
                return Outcome::Wrong;
            }
            return Outcome::Solved;
        case csp::Status::Unsatisfiable:
            if (!answer.solutions.empty()) {
                why = "reported Unsatisfiable but returned a solution";
                return Outcome::Wrong;
            }
            return Outcome::Unsolvable;
        case csp::Status::LimitReached: return Outcome::LimitReached;
    }
    return Outcome::Wrong;
}

std::vector<Summary> run(const std::vector<Puzzle>& puzzles, const std::vector<Contender>& contenders,
                         std::ostream& errors) {
    std::vector<Tally> tallies(contenders.size());
    if (!puzzles.empty())
        for (const Contender& contender : contenders) (void)contender.solve(puzzles.front().grid);

    std::vector<Outcome> outcomes(contenders.size());
    std::vector<std::chrono::nanoseconds> elapsed(contenders.size());
    std::vector<std::uint64_t> nodes(contenders.size());
    std::vector<double> cpu_us(contenders.size());
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        const Grid& puzzle = puzzles[p].grid;
        bool someone_solved = false;
        std::string solver_name;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const std::clock_t cpu_start = std::clock();
            const auto start = std::chrono::steady_clock::now();
            Answer answer = contenders[c].solve(puzzle);
            elapsed[c] = std::chrono::steady_clock::now() - start;
            cpu_us[c] = static_cast<double>(std::clock() - cpu_start) * (1e6 / CLOCKS_PER_SEC);
            std::string why;
            outcomes[c] = judge(puzzle, answer, why);
            nodes[c] = answer.nodes;
            if (outcomes[c] == Outcome::Wrong)
                errors << "WRONG ANSWER: " << contenders[c].name << " on puzzle #" << p + 1 << " (line "
                       << puzzles[p].line << "): " << why << '\n';
            if (outcomes[c] == Outcome::Solved && !someone_solved) {
                someone_solved = true;
                solver_name = contenders[c].name;
            }
        }
        // A validated solution refutes every "no solution" claim on the same puzzle.
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            if (someone_solved && outcomes[c] == Outcome::Unsolvable) {
                outcomes[c] = Outcome::Wrong;
                errors << "WRONG ANSWER: " << contenders[c].name << " on puzzle #" << p + 1 << " (line "
                       << puzzles[p].line << "): claims no solution, but " << solver_name << " found a valid one\n";
            }
            tallies[c].add(elapsed[c], cpu_us[c], outcomes[c], nodes[c]);
        }
    }
    std::vector<Summary> summaries;
    for (std::size_t c = 0; c < contenders.size(); ++c) summaries.push_back(summarize(contenders[c].name, tallies[c]));
    return summaries;
}

}  // namespace sudoku::compare
