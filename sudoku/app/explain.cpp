// The `explain` subcommand: every logical step from the puzzle to its solution, or to the point
// where logic stops, with the rating the path earns. A puzzle without a solution, or with several,
// is explained as such.

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "sudoku/app/commands.hpp"
#include "sudoku/app/position_batch.hpp"
#include "sudoku/app/solution_count.hpp"
#include "sudoku/app/step_output.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/diagnosis/no_solution.hpp"
#include "sudoku/diagnosis/not_unique.hpp"
#include "sudoku/hints/candidate_grid.hpp"
#include "sudoku/hints/compact_notation.hpp"
#include "sudoku/hints/hodoku_format.hpp"
#include "sudoku/hints/picture.hpp"

namespace sudoku::app {

namespace {

/// A grid in the JSON of a diagnosis: the one-line form, or the grid form above 35×35.
std::string grid_text(const Grid& grid) {
    std::string text = to_string(grid, writable_form(Format::Line, grid.side()));
    if (!text.empty() && text.back() == '\n' && grid.side() <= kMaxCharacterValue) text.pop_back();
    return text;
}

/// DIR/step-007.svg (DIR/puzzle-2-step-007.svg from the second puzzle on).
void write_picture(const std::string& dir, const Position& p, std::size_t step, const std::string& svg) {
    char name[64];
    if (p.index == 0) std::snprintf(name, sizeof name, "step-%03zu.svg", step + 1);
    else std::snprintf(name, sizeof name, "puzzle-%d-step-%03zu.svg", p.index + 1, step + 1);
    const std::string path = dir + "/" + name;
    std::ofstream out(path);
    out << svg;
    if (!out) throw std::runtime_error(path + ": cannot write the picture");
}

std::string cell_values_text(const std::vector<CellValue>& list, int side) {
    std::string text;
    for (const CellValue& cv : list)
        text += (text.empty() ? "" : ", ") + cell_name(cv.cell, side) + "=" + value_name(cv.value, side);
    return text;
}

/// Why a position without a solution, or with several, is so: in words, and in `json`.
std::string diagnosis(const MarkedGrid& position, bool placed_cells, int solutions, nlohmann::json& json) {
    const Grid& puzzle = position.values;
    const int side = puzzle.side();
    DiagnosisOptions options;
    options.search.limits.time_limit = std::chrono::seconds(30);
    options.search.limits.cancel = &batch::interrupt_flag();
    if (solutions == 0) {
        const NoSolutionExplanation why = explain_no_solution(position, options);
        if (!why.givens) return "the puzzle has no solution (a limit stopped the search for why)";
        std::vector<std::string> cells;
        for (const CellValue& cv : *why.givens)
            cells.push_back(cell_name(cv.cell, side) + "=" + value_name(cv.value, side));
        json["diagnosis"] = {{"kind", "no-solution"}, {"givens", cells}, {"minimal", why.complete}};
        if (why.givens->empty()) return "no solution: the deleted candidates leave none, whatever the values placed";
        // With cells placed since the givens, "values": both may be among them.
        return "no solution: these " + std::to_string(why.givens->size()) + (placed_cells ? " values" : " givens") +
               " cannot all hold" + (position.deleted.empty() ? "" : " with the deleted candidates") + ": " +
               cell_values_text(*why.givens, side) +
               (why.complete ? "" : " (a limit stopped a search: some may not be needed)");
    }
    const NotUniqueExplanation why = explain_not_unique(position, options);
    if (!why.solutions) return "the puzzle has more than one solution (a limit stopped the search for why)";
    const SeveralSolutions& two = *why.solutions;
    std::vector<std::string> differ;
    for (int cell : two.differing_cells) differ.push_back(cell_name(cell, side));
    std::vector<std::string> add;
    for (const CellValue& cv : two.completing_givens)
        add.push_back(cell_name(cv.cell, side) + "=" + value_name(cv.value, side));
    json["diagnosis"] = {{"kind", "several-solutions"},     {"first", grid_text(two.first)},
                         {"second", grid_text(two.second)}, {"differing_cells", differ},
                         {"completing_givens", add},        {"minimal", why.complete}};
    std::string cells;
    for (const auto& name : differ) cells += (cells.empty() ? "" : ", ") + name;
    return "several solutions: two of them differ in " + std::to_string(differ.size()) + " cells (" + cells +
           "); giving " + cell_values_text(two.completing_givens, side) + " makes it unique";
}

/// What `explain` says of one position, and its exit code.
struct Explanation {
    std::string text;
    int code = kExitOk;
};

Explanation explain_position(const Position& p, const HintSettings& settings, const std::string& svg_dir) {
    std::ostringstream out;
    if (!p.alone && !settings.json) out << position_label(p) << ":\n";
    const int side = p.givens->side();
    nlohmann::json json{{"puzzle", p.index + 1}};
    if (!p.marks) {
        const auto conflict = find_conflict(*p.givens);
        const std::string why =
            "no solution: the givens clash" + (conflict ? ", " + conflict->describe(p.givens->geometry()) : "");
        if (settings.json)
            out << nlohmann::json{{"puzzle", p.index + 1}, {"end", "no-solution"}, {"explanation", why}}.dump() << "\n";
        else out << why << "\n";
        return {out.str(), kExitSomeFailed};
    }
    if (const std::string why = unsupported(p); !why.empty()) {
        out << (settings.json ? nlohmann::json{{"puzzle", p.index + 1}, {"error", why}}.dump() : why) << "\n";
        return {out.str(), kExitSomeFailed};
    }
    // The position itself is diagnosed: givens, cells placed since, candidates deleted since.
    const MarkedGrid position = marked_grid(*p.marks);
    const hints::PositionCheck check = check_with_ctrl_c(*p.marks, settings.uniqueness, std::chrono::seconds(10));
    int solutions = check.solutions.value_or(-1);  // -1: undecided in that time
    // Ctrl-C stops the path too: the batch drops a position finished after it.
    const hints::PathOptions options{.unique = check.unique, .limits = {.cancel = &batch::interrupt_flag()}};
    const hints::SolvingPath path = hints::solve_logically(*p.marks, options);
    if (path.end == hints::PathEnd::Contradiction) solutions = 0;  // logic proved it (when the count was cut short)
    // As `grade` rates it: the level from the path in HoDoKu's order, not the one shown.
    const hints::Rating rating =
        path.end == hints::PathEnd::Contradiction ? hints::rate(path) : hints::grade(*p.marks, options);

    std::string end;
    if (path.end == hints::PathEnd::Solved) {
        end = "solved in " + std::to_string(path.steps.size()) + " steps: " + rating_text(rating);
    } else if (path.end == hints::PathEnd::Contradiction) {
        end = "after " + std::to_string(path.steps.size()) + " steps the position is contradictory: no solution";
    } else {
        int open = 0;
        for (int cell = 0; cell < path.final_marks.cells(); ++cell) open += path.final_marks.value(cell) == 0;
        end = "logic stops after " + std::to_string(path.steps.size()) + " steps with " + std::to_string(open) +
              " cells open: no technique this tool knows applies";
    }
    const bool placed_cells = p.marks->grid() != *p.givens;
    const std::string why = solutions == 0 || solutions == 2 ? diagnosis(position, placed_cells, solutions, json) : "";

    if (!svg_dir.empty() || settings.json) {
        // Replayed from the start: the position before each step, for its picture and its line.
        PencilMarks before = *p.marks;
        nlohmann::json steps = nlohmann::json::array();
        for (std::size_t i = 0; i < path.steps.size(); ++i) {
            const hints::Step& step = path.steps[i];
            if (!svg_dir.empty()) write_picture(svg_dir, p, i, hints::step_svg(before, step));
            nlohmann::json object = step_json(step, side);
            if (side == 9) object["position"] = hints::hodoku_line(*p.givens, before, &step);
            steps.push_back(std::move(object));
            hints::apply(step, before);
        }
        json["steps"] = steps;
    }
    if (settings.json) {
        json["end"] = std::string(hints::to_string(path.end));
        json["rating"] = rating_json(rating);
        json["summary"] = why.empty() ? end : end + "; " + why;
        if (solutions >= 0) json["solutions"] = solutions == 2 ? nlohmann::json("several") : nlohmann::json(solutions);
        out << json.dump() << "\n";
    } else {
        for (std::size_t i = 0; i < path.steps.size(); ++i)
            out << (i + 1) << ". "
                << (settings.compact ? hints::compact_explanation(path.steps[i], side) : path.steps[i].explanation)
                << "\n";
        out << end << "\n";
        if (!why.empty()) out << why << "\n";
        if (path.end == hints::PathEnd::Solved) out << "uses: " << uses_text(rating) << "\n";
        if (path.end == hints::PathEnd::Stuck || settings.candidates) out << hints::candidate_grid(path.final_marks);
    }
    return {out.str(), path.end == hints::PathEnd::Solved ? kExitOk : kExitSomeFailed};
}

}  // namespace

Subcommand add_explain_command(CLI::App& parent) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command =
        parent.add_subcommand("explain", "every logical step to the solution, or to where logic stops, and the rating");
    add_hint_flags(*command, *settings, false);
    command->add_flag("--candidates", settings->candidates, "show the pencil marks where the path ends");
    command->add_flag("--compact", settings->compact,
                      "write what each step removes in the compact (Eureka) notation, r2c79<>7 for r2c7<>7, r2c9<>7 "
                      "(grids up to 9x9; text only)");
    auto svg_dir = std::make_shared<std::string>();
    command->add_option("--svg-dir", *svg_dir, "draw every step as DIR/step-NNN.svg")->check(CLI::ExistingDirectory);
    return {command, [settings, svg_dir] {
                return for_each_position<Explanation>(
                    "explain", settings->input, settings->threads, 4,
                    [&](const Position& p) { return explain_position(p, *settings, *svg_dir); },
                    [](const Position&, const Explanation& e) {
                        std::cout << e.text;
                        return e.code;
                    });
            }};
}

}  // namespace sudoku::app
