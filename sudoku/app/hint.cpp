// The `hint` subcommand: the next logical step in each position, with the reason, as text or JSON.
//
// A position is a puzzle (its givens placed, every other candidate open) or a line of HoDoKu's
// library format (pencil marks: givens, placed cells, deleted candidates), whose technique and
// candidates fields then restrict the search as HoDoKu's regression tester does.

#include <fstream>
#include <iostream>

#include "sudoku/app/commands.hpp"
#include "sudoku/app/position_batch.hpp"
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
    const hints::Board board(
        *p.marks, hints::may_use_uniqueness(*p.marks, settings.uniqueness, {.cancel = &batch::interrupt_flag()}));
    hints::TechniqueSet allowed = allowed_techniques(settings.technique);
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
    return {std::nullopt, p.marks->grid().complete() ? "the grid is full"
                                                     : "no step found with the techniques allowed: a guess is needed"};
}

}  // namespace

Subcommand add_hint_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command = parent.add_subcommand("hint", "the next logical step in each puzzle, and why");
    add_hint_flags(*command, *settings, true);
    command->add_flag("--candidates", settings->candidates, "show the pencil marks before and after the step");
    auto svg = std::make_shared<std::string>();
    command->add_option("--svg", *svg, "also draw the first puzzle's step as an SVG picture in this file");
    return {command, [settings, svg] {
                const auto emit = [&](const Position& p, const HintOutcome& outcome) {
                    const int side = p.givens->side();
                    if (!svg->empty() && p.index == 0 && outcome.step) {
                        std::ofstream out(*svg);
                        out << hints::step_svg(*p.marks, *outcome.step);
                        if (!out) throw std::runtime_error(*svg + ": cannot write the picture");
                    }
                    if (settings->json) {
                        nlohmann::json object = outcome.step ? step_json(*outcome.step, side)
                                                             : nlohmann::json{{"technique", nullptr},
                                                                              {"placements", nlohmann::json::array()},
                                                                              {"eliminations", nlohmann::json::array()},
                                                                              {"explanation", outcome.why_none}};
                        object["puzzle"] = p.index + 1;
                        std::cout << object.dump() << "\n";
                    } else {
                        if (!p.alone) std::cout << position_label(p) << ":\n";
                        if (settings->candidates && p.marks) std::cout << hints::candidate_grid(*p.marks);
                        std::cout << (outcome.step ? outcome.step->explanation : "no step: " + outcome.why_none)
                                  << "\n";
                        if (settings->candidates && outcome.step) {
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
