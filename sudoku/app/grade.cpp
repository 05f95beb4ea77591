// The `grade` subcommand: per puzzle, the rating that its logical solving path earns: Sudoku
// Explainer's number for the hardest step, HoDoKu's level and score, the hardest technique and how
// often each technique was used. A puzzle with no solution or several is said to be so, not rated.

#include <iostream>

#include "csp/base/option_rule.hpp"
#include "csp/cli/number_checks.hpp"
#include "sudoku/app/commands.hpp"
#include "sudoku/app/position_batch.hpp"
#include "sudoku/app/solution_count.hpp"
#include "sudoku/app/step_output.hpp"

namespace sudoku::app {

namespace {

struct GradeOutcome {
    std::optional<hints::Rating> rating;
    std::string why_none;
};

GradeOutcome grade_position(const Position& p, const HintSettings& settings, double time_limit) {
    if (!p.marks) return {std::nullopt, "the givens clash: it has no solution"};
    if (const std::string why = unsupported(p); !why.empty()) return {std::nullopt, why};
    // A rating is about a puzzle with one solution: none or several are said instead.
    const hints::PositionCheck check = check_with_ctrl_c(*p.marks, settings.uniqueness);
    if (check.refusal) return {std::nullopt, refusal_text(check)};
    const bool unique = check.unique;
    // Ctrl-C stops the paths too: the batch drops a position finished after it.
    // --time-limit bounds each path (SE's nested chains take seconds to minutes on the hardest).
    const hints::PathOptions options{
        .unique = unique,
        .limits = {.time_limit = csp::time_limit_from_seconds(time_limit), .cancel = &batch::interrupt_flag()}};
    const hints::Rating rating = hints::grade(*p.marks, options);
    // Only a path that stops may have met a contradiction: the puzzles SE's path solves (the
    // nested chains take seconds on the hardest) are not walked twice.
    if (!rating.solved && !rating.stopped &&
        hints::solve_logically(*p.marks, options).end == hints::PathEnd::Contradiction)
        return {std::nullopt, "logic finds a contradiction: it has no solution"};
    return {rating, ""};
}

}  // namespace

Subcommand add_grade_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command = parent.add_subcommand("grade", "rate each puzzle by the techniques its logical solution needs");
    add_hint_flags(*command, *settings, false);
    auto time_limit = std::make_shared<double>(0);
    command
        ->add_option("--time-limit", *time_limit,
                     "seconds for each of a puzzle's two solving paths; a path cut short leaves it unrated (0 = none)")
        ->check(csp::cli::non_negative());
    return {command, [settings, time_limit] {
                std::array<std::uint64_t, hints::kLevelCount> levels{};
                std::uint64_t graded = 0;
                const int status = for_each_position<GradeOutcome>(
                    "grade", settings->input, settings->threads, 4,
                    [&](const Position& p) { return grade_position(p, *settings, *time_limit); },
                    [&](const Position& p, const GradeOutcome& outcome) {
                        if (outcome.rating) ++graded, ++levels[static_cast<std::size_t>(outcome.rating->level)];
                        if (settings->json) {
                            nlohmann::json object = outcome.rating ? rating_json(*outcome.rating)
                                                                   : nlohmann::json{{"error", outcome.why_none}};
                            object["puzzle"] = p.index + 1;
                            std::cout << object.dump() << "\n";
                        } else if (outcome.rating) {
                            std::cout << position_label(p) << ": " << rating_text(*outcome.rating) << "; uses "
                                      << uses_text(*outcome.rating) << "\n";
                        } else {
                            std::cout << position_label(p) << ": not graded, " << outcome.why_none << "\n";
                        }
                        return outcome.rating ? kExitOk : kExitSomeFailed;
                    });
                if (!settings->json && graded > 1) {
                    std::cerr << "graded " << graded << ":";
                    for (int l = 0; l < hints::kLevelCount; ++l)
                        std::cerr << " " << hints::to_string(static_cast<hints::Level>(l)) << " "
                                  << levels[static_cast<std::size_t>(l)];
                    std::cerr << "\n";
                }
                return status;
            }};
}

}  // namespace sudoku::app
