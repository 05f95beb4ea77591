// The `hint` subcommand: the next logical step in each position, with the reason, as text or JSON.
//
// A position is a puzzle (its givens placed, every other candidate open) or a line of HoDoKu's
// library format (pencil marks: givens, placed cells, deleted candidates), whose technique and
// candidates fields then restrict the search as HoDoKu's regression tester does. A position with no
// solution or several gets no step: it is said to be so.

#include <fstream>
#include <iostream>

#include "csp/cli/choices.hpp"
#include "sudoku/app/commands.hpp"
#include "sudoku/app/position_batch.hpp"
#include "sudoku/app/solution_count.hpp"
#include "sudoku/app/step_output.hpp"
#include "sudoku/hints/candidate_grid.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/picture.hpp"

namespace sudoku::app {

namespace {

struct HintOutcome {
    std::optional<hints::Step> step;
    std::string why_none;  ///< when there is no step
};

HintOutcome find_hint(const Position& p, const HintSettings& settings) {
    if (!p.marks) {
        const auto conflict = find_conflict(*p.givens);
        return {std::nullopt, "the givens clash: " + (conflict ? conflict->describe(p.givens->geometry()) : "")};
    }
    if (const std::string why = unsupported(p); !why.empty()) return {std::nullopt, why};
    if (hints::contradictory(*p.marks)) return {std::nullopt, "the position is contradictory: it has no solution"};
    // The steps lead to the one solution: a position with none or several is said to be so.
    const hints::PositionCheck check = check_with_ctrl_c(*p.marks, settings.uniqueness);
    if (check.refusal) return {std::nullopt, refusal_text(check)};
    const hints::Board board(*p.marks, check.unique);
    hints::TechniqueSet allowed = allowed_techniques(settings.technique);
    const bool restricted = !settings.technique.empty() || (p.hodoku && !p.hodoku->code.empty());
    if (p.hodoku && !p.hodoku->code.empty() && settings.technique.empty()) {
        if (!p.hodoku->technique) return {std::nullopt, "technique " + p.hodoku->code + " is not one we implement"};
        allowed = hints::only(*p.hodoku->technique);
    }
    if (p.hodoku && !p.hodoku->digits.empty()) {
        for (hints::Technique t : hints::all_techniques()) {
            if (!hints::contains(allowed, t)) continue;
            for (hints::Step& step : hints::find_steps(board, t))
                if (hints::concerns_digits(step, p.hodoku->digits)) return {std::move(step), ""};
        }
    } else if (csp::LimitGuard guard({.cancel = &batch::interrupt_flag()});  // Ctrl-C: the batch drops it
               auto step = hints::next_step(board, allowed, hints::Order::SudokuExplainer, &guard)) {
        return {std::move(step), ""};
    }
    if (p.marks->grid().complete()) return {std::nullopt, "the grid is full"};
    const bool digits = p.hodoku && !p.hodoku->digits.empty();
    if (!restricted && !digits) return {std::nullopt, "no technique this tool knows applies"};
    return {std::nullopt, std::string("no step found with the ") +
                              (restricted && digits ? "techniques and digits"
                               : restricted         ? "techniques"
                                                    : "digits") +
                              " allowed"};
}

}  // namespace

Subcommand add_hint_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command = parent.add_subcommand("hint", "the next logical step in each puzzle, and why");
    add_hint_flags(*command, *settings, true);
    command->add_flag("--candidates", settings->candidates,
                      "show the pencil marks before the step, and after it at --level full");
    command->add_flag("--compact", settings->compact,
                      "write what the step removes in the compact (Eureka) notation, r2c79<>7 for r2c7<>7, r2c9<>7 "
                      "(grids up to 9x9; text only)");
    auto svg = std::make_shared<std::string>();
    command->add_option("--svg", *svg,
                        "also draw the first puzzle's step as an SVG picture in this file (--level full)");
    auto level = std::make_shared<hints::HintLevel>(hints::HintLevel::Full);
    command
        ->add_option_function<std::string>(
            "--level", [level](const std::string& name) { *level = hints::hint_level_from_string(name); },
            "how much to give away: vague (the technique), cells (and where to look: its units and the cells "
            "of its pattern) or full (what it places or removes, and why)")
        ->check(csp::cli::choices(hints::hint_level_names()))
        ->default_str("full");
    return {command, [settings, svg, level] {
                if (!svg->empty() && *level != hints::HintLevel::Full)
                    throw std::invalid_argument("--svg draws the whole step: it needs --level full");
                const auto emit = [&](const Position& p, const HintOutcome& outcome) {
                    const int side = p.givens->side();
                    if (!svg->empty() && p.index == 0 && outcome.step) {
                        std::ofstream out(*svg);
                        out << hints::step_svg(*p.marks, *outcome.step);
                        if (!out) throw std::runtime_error(*svg + ": cannot write the picture");
                    }
                    if (settings->json) {
                        nlohmann::json object = outcome.step ? hint_json(*outcome.step, *level, side)
                                                             : nlohmann::json{{"technique", nullptr},
                                                                              {"placements", nlohmann::json::array()},
                                                                              {"eliminations", nlohmann::json::array()},
                                                                              {"explanation", outcome.why_none}};
                        object["puzzle"] = p.index + 1;
                        std::cout << object.dump() << "\n";
                    } else {
                        if (!p.alone) std::cout << position_label(p) << ":\n";
                        if (settings->candidates && p.marks) std::cout << hints::candidate_grid(*p.marks);
                        std::cout << (outcome.step ? hints::hint_text(*outcome.step, *level, side, settings->compact)
                                                   : "no step: " + outcome.why_none)
                                  << "\n";
                        if (settings->candidates && outcome.step && *level == hints::HintLevel::Full) {
                            PencilMarks after = *p.marks;
                            hints::apply(*outcome.step, after);
                            std::cout << "after the step:\n" << hints::candidate_grid(after);
                        }
                    }
                    return outcome.step ? kExitOk : kExitSomeFailed;
                };
                return for_each_position<HintOutcome>(
                    "hint", settings->input, settings->threads, 64,
                    [&](const Position& p) { return find_hint(p, *settings); }, emit);
            }};
}

}  // namespace sudoku::app
