// The `explain` subcommand: every logical step from the puzzle to its solution, or to the point
// where logic stops, with the rating the path earns. A puzzle without a solution, or with several,
// is explained as such.

#include <iostream>

#include "sudoku/app/commands.hpp"
#include "sudoku/app/step_output.hpp"

namespace sudoku::app {

namespace {

/// Solutions of the givens, counted to two; -1 when a solver could not decide in a while.
int count_solutions(const Grid& puzzle) {
    SolveOptions options;
    options.max_solutions = 2;
    options.limits.time_limit = std::chrono::seconds(10);
    const SolveResult result = sudoku::solve(puzzle, options);
    if (!result.complete && result.solutions.size() < 2) return -1;
    return static_cast<int>(result.solutions.size());
}

int explain_position(const Position& p, const HintSettings& settings) {
    const int side = p.givens->side();
    nlohmann::json json{{"puzzle", p.index + 1}};
    if (!p.marks) {
        const auto conflict = find_conflict(*p.givens);
        const std::string why = "no solution: the givens clash, " + conflict->describe(p.givens->geometry());
        if (settings.json)
            std::cout << nlohmann::json{{"puzzle", p.index + 1}, {"end", "no-solution"}, {"explanation", why}}.dump()
                      << "\n";
        else std::cout << why << "\n";
        return kExitSomeFailed;
    }
    const int solutions = p.hodoku ? -1 : count_solutions(*p.givens);
    const bool unique = settings.uniqueness == "assume" || (settings.uniqueness == "auto" && solutions == 1);
    const hints::SolvingPath path = hints::solve_logically(*p.marks, {.unique = unique});
    const hints::Rating rating = hints::rate(path);

    std::string end;
    if (path.end == hints::PathEnd::Solved) {
        end = "solved in " + std::to_string(path.steps.size()) + " steps: " + rating_text(rating);
    } else if (path.end == hints::PathEnd::Contradiction) {
        end = "after " + std::to_string(path.steps.size()) + " steps the position is contradictory: no solution";
    } else {
        int open = 0;
        for (int cell = 0; cell < path.final_marks.cells(); ++cell) open += path.final_marks.value(cell) == 0;
        end = "logic stops after " + std::to_string(path.steps.size()) + " steps with " + std::to_string(open) +
              " cells open: a guess is needed";
    }
    if (solutions == 0) end += "; the puzzle has no solution";
    if (solutions == 2) end += "; the puzzle has more than one solution";

    if (settings.json) {
        nlohmann::json steps = nlohmann::json::array();
        for (const hints::Step& step : path.steps) steps.push_back(step_json(step, side));
        json["steps"] = steps;
        json["end"] = std::string(hints::to_string(path.end));
        json["rating"] = rating_json(rating);
        json["summary"] = end;
        if (solutions >= 0) json["solutions"] = solutions == 2 ? nlohmann::json("several") : nlohmann::json(solutions);
        std::cout << json.dump() << "\n";
    } else {
        for (std::size_t i = 0; i < path.steps.size(); ++i)
            std::cout << (i + 1) << ". " << path.steps[i].explanation << "\n";
        std::cout << end << "\n";
        if (path.end == hints::PathEnd::Solved) std::cout << "uses: " << uses_text(rating) << "\n";
        if (path.end == hints::PathEnd::Stuck || settings.candidates) std::cout << candidates_grid(path.final_marks);
    }
    return path.end == hints::PathEnd::Solved ? kExitOk : kExitSomeFailed;
}

}  // namespace

Subcommand add_explain_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command =
        parent.add_subcommand("explain", "every logical step to the solution, or to where logic stops, and the rating");
    add_hint_flags(*command, *settings, false);
    command->add_flag("--candidates", settings->candidates, "show the pencil marks where the path ends");
    return {command, [settings] {
                const auto positions = read_positions(settings->input, "explain");
                if (!positions) return static_cast<int>(kExitBadInput);
                int status = kExitOk;
                for (const Position& p : *positions) {
                    if (p.error) {
                        std::cerr << p.error->what() << "\n";
                        status = kExitBadInput;
                        continue;
                    }
                    if (positions->size() > 1 && !settings->json) std::cout << position_label(p) << ":\n";
                    const int code = explain_position(p, *settings);
                    if (status == kExitOk) status = code;
                }
                return status;
            }};
}

}  // namespace sudoku::app
