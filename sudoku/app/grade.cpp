// The `grade` subcommand: per puzzle, the rating that its logical solving path earns: Sudoku
// Explainer's number for the hardest step, HoDoKu's level and score, the hardest technique and how
// often each technique was used.

#include <iostream>

#include "sudoku/app/commands.hpp"
#include "sudoku/app/hint_batch.hpp"
#include "sudoku/app/step_output.hpp"

namespace sudoku::app {

namespace {

struct GradeOutcome {
    std::optional<hints::Rating> rating;
    std::string why_none;
};

GradeOutcome grade_position(const Position& p, const HintSettings& settings) {
    if (!p.marks) return {std::nullopt, "the givens clash: it has no solution"};
    if (const std::string why = unsupported(p); !why.empty()) return {std::nullopt, why};
    const bool unique = may_assume_unique(*p.givens, settings.uniqueness);
    const hints::SolvingPath path = hints::solve_logically(*p.marks, {.unique = unique});
    if (path.end == hints::PathEnd::Contradiction)
        return {std::nullopt, "logic finds a contradiction: it has no solution"};
    return {hints::rate(path), ""};
}

}  // namespace

Subcommand add_grade_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    auto threads = std::make_shared<unsigned>(0);
    CLI::App* command = parent.add_subcommand("grade", "rate each puzzle by the techniques its logical solution needs");
    add_hint_flags(*command, *settings, false);
    command->add_option("--threads", *threads, "worker threads (default: all cores)");
    return {command, [settings, threads] {
                const auto positions = read_positions(settings->input, "grade");
                if (!positions) return static_cast<int>(kExitBadInput);
                int status = kExitOk;
                std::array<std::uint64_t, hints::kLevelCount> levels{};
                std::uint64_t graded = 0;
                const bool whole = for_each_position<GradeOutcome>(
                    *positions, *threads,
                    [&](const Position& p) { return p.error ? GradeOutcome{} : grade_position(p, *settings); },
                    [&](const Position& p, const GradeOutcome& outcome) {
                        if (p.error) {
                            std::cerr << p.error->what() << "\n";
                            status = kExitBadInput;
                            return;
                        }
                        if (!outcome.rating && status == kExitOk) status = kExitSomeFailed;
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
                    });
                if (!settings->json && graded > 1) {
                    std::cerr << "graded " << graded << ":";
                    for (int l = 0; l < hints::kLevelCount; ++l)
                        std::cerr << " " << hints::to_string(static_cast<hints::Level>(l)) << " "
                                  << levels[static_cast<std::size_t>(l)];
                    std::cerr << "\n";
                }
                if (!whole) std::cerr << "interrupted\n";
                return whole ? status : static_cast<int>(kExitSomeFailed);
            }};
}

}  // namespace sudoku::app
