// Solving as a person does: sudoku.hint (the next step), sudoku.explain (the whole path) and
// sudoku.grade (its rating); the step finder runs without the GIL, within time_limit, and Ctrl-C
// stops it (engine/signal_check.hpp).
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "engine/options.hpp"
#include "engine/signal_check.hpp"
#include "sudoku/hints/candidate_grid.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/hint_level.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/picture.hpp"
#include "sudoku/hints/policy.hpp"
#include "sudoku/parts.hpp"
#include "sudoku/technique_arg.hpp"

namespace py = pybind11;
namespace hints = sudoku::hints;

namespace csp_python::sudoku_parts {

namespace {

/// A step with the position it applies to (for its picture), and how much of it hint() gives away
/// (hints::HintLevel) in which notation.
struct Step {
    hints::Step step;
    sudoku::PencilMarks before;
    hints::HintLevel level = hints::HintLevel::Full;
    bool compact = false;

    bool full() const { return level == hints::HintLevel::Full; }
    /// The step's candidates as (row, column, digit); none below the full level.
    std::vector<std::tuple<int, int, int>> shown(const std::vector<hints::Candidate>& candidates) const;
};

struct Path {
    std::vector<Step> steps;
    hints::PathEnd end = hints::PathEnd::Stuck;
    hints::Rating rating;
};

using CellDigit = std::tuple<int, int, int>;

std::vector<CellDigit> Step::shown(const std::vector<hints::Candidate>& candidates) const {
    std::vector<CellDigit> out;
    if (!full()) return out;
    const int side = before.side();
    out.reserve(candidates.size());
    for (const hints::Candidate& c : candidates) out.emplace_back(c.cell / side, c.cell % side, c.digit);
    return out;
}

/// A position hint() and grade() refuse: it has no solution or several (hints::check_position's
/// rule), raised as csp.sudoku.SolutionCountError.
struct SolutionCountRefusal {
    std::string message;
    int solutions = 0;  ///< 0, or 2 for two or more
};

/// The Python class csp.sudoku.SolutionCountError, made once when the module loads.
py::handle solution_count_error_type;

void make_solution_count_error(py::module_& module) {
    py::dict fields;
    fields["solutions"] = 0;
    solution_count_error_type = value_error_type(
        module, "SolutionCountError",
        "A puzzle or position that hint() and grade() refuse, as `sudoku hint` and `sudoku grade` do: it has no "
        "solution (.solutions 0) or several (.solutions 2, for two or more). A ValueError.",
        fields);
    py::register_exception_translator([](std::exception_ptr pointer) {
        try {
            if (pointer) std::rethrow_exception(pointer);
        } catch (const SolutionCountRefusal& refusal) {
            py::object exception = py::reinterpret_borrow<py::object>(solution_count_error_type)(refusal.message);
            exception.attr("solutions") = refusal.solutions;
            PyErr_SetObject(solution_count_error_type.ptr(), exception.ptr());
        }
    });
}

/// The limits of one call: time_limit read by the search limits' row (the one rule for seconds),
/// Ctrl-C by `signals`. The guard made from them covers the uniqueness check and the steps.
csp::SearchLimits call_limits(const py::object& time_limit, const SignalCheck& signals) {
    return signals.add_to(search_limits(py::none(), time_limit));
}

/// After a call the limits stopped: KeyboardInterrupt for Ctrl-C, else TimeoutError.
[[noreturn]] void raise_stopped(SignalCheck& signals, std::size_t steps) {
    signals.rethrow();
    PyErr_SetString(PyExc_TimeoutError, ("the time limit stopped the step finder after " + std::to_string(steps) +
                                         (steps == 1 ? " step" : " steps"))
                                            .c_str());
    throw py::error_already_set();
}

/// The givens placed (the rules of sudoku/hints/policy.hpp, uniqueness and one solution, are the
/// tool's and the web's);
/// ValueError for a grid the step finder does not take, SolutionCountError for givens that clash.
sudoku::PencilMarks start_of(const sudoku::Grid& puzzle) {
    if (const auto why = hints::unsupported_size(puzzle.box())) throw py::value_error(*why);
    if (const auto conflict = sudoku::find_conflict(puzzle))
        throw SolutionCountRefusal{"the givens clash: " + conflict->describe(puzzle.geometry()), 0};
    return sudoku::PencilMarks(puzzle);
}

/// A position with pencil marks, as sudoku.parse_candidates reads it.
using Position = hints::CandidatePosition;

/// The position a call works from: a puzzle's givens placed, or a Position's marks.
sudoku::PencilMarks start_of(const std::variant<sudoku::Grid, Position>& start) {
    if (const auto* position = std::get_if<Position>(&start)) return position->marks;
    return start_of(std::get<sudoku::Grid>(start));
}

std::optional<Step> hint(const std::variant<sudoku::Grid, Position>& start, const std::string& uniqueness,
                         const std::optional<std::string>& technique, const py::object& time_limit,
                         const std::string& level, bool compact) {
    const hints::TechniqueSet allowed =
        technique ? hints::only(technique_arg(*technique)) : hints::default_techniques();
    const hints::HintLevel shown = hints::hint_level_from_string(level);
    const hints::Uniqueness mode = hints::uniqueness_from_string(uniqueness);
    sudoku::PencilMarks marks = start_of(start);
    SignalCheck signals;
    const csp::SearchLimits limits = call_limits(time_limit, signals);
    std::optional<hints::Step> step;
    bool stopped = false;
    {
        py::gil_scoped_release unlocked;
        if (hints::contradictory(marks))
            throw SolutionCountRefusal{"the position is contradictory: it has no solution", 0};
        const hints::PositionCheck check = hints::check_position(marks, mode, limits);
        if (check.refusal) throw SolutionCountRefusal{"no hint: " + *check.refusal, *check.solutions};
        csp::LimitGuard guard(limits);
        step = hints::next_step(hints::Board(marks, check.unique), allowed, hints::Order::SudokuExplainer, &guard);
        stopped = guard.hit();
    }
    if (stopped) raise_stopped(signals, 0);
    if (!step) return std::nullopt;
    return Step{std::move(*step), std::move(marks), shown, compact};
}

/// check_position's answer for one call (GIL released): the uniqueness rule (the tool's: one
/// solution of the placed values) and, for grade, whether the position has one solution.
hints::PositionCheck check_of(const sudoku::PencilMarks& marks, const std::string& uniqueness,
                              const csp::SearchLimits& limits) {
    const hints::Uniqueness mode = hints::uniqueness_from_string(uniqueness);
    py::gil_scoped_release unlocked;
    return hints::check_position(marks, mode, limits);
}

/// The path from the puzzle's position (GIL released); TimeoutError or KeyboardInterrupt when stopped.
hints::SolvingPath path_of(const sudoku::PencilMarks& marks, const hints::PathOptions& options, SignalCheck& signals) {
    hints::SolvingPath path;
    {
        py::gil_scoped_release unlocked;
        path = hints::solve_logically(marks, options);
    }
    if (path.end == hints::PathEnd::LimitReached) raise_stopped(signals, path.steps.size());
    return path;
}

/// The position's rating, SE's path and HoDoKu's (hints::grade), GIL released; TimeoutError or
/// KeyboardInterrupt when stopped.
hints::Rating rating_of(const sudoku::PencilMarks& marks, const hints::PathOptions& options, SignalCheck& signals) {
    hints::Rating rating;
    {
        py::gil_scoped_release unlocked;
        rating = hints::grade(marks, options);
    }
    if (rating.stopped) raise_stopped(signals, 0);
    return rating;
}

/// explain and grade count the position's solutions once (check_of) and share the answer between
/// the path and the rating; each search has the call's time limit.
Path explain(const std::variant<sudoku::Grid, Position>& start, const std::string& uniqueness,
             const py::object& time_limit, bool compact) {
    sudoku::PencilMarks marks = start_of(start);
    SignalCheck signals;
    const csp::SearchLimits limits = call_limits(time_limit, signals);
    // A position with no solution or several is explained as it is: the path shows where it ends.
    const hints::PathOptions options{.unique = check_of(marks, uniqueness, limits).unique, .limits = limits};
    const hints::SolvingPath path = path_of(marks, options, signals);
    const hints::Rating rating =
        path.end == hints::PathEnd::Contradiction ? hints::rate(path) : rating_of(marks, options, signals);
    Path out{.steps = {}, .end = path.end, .rating = rating};
    out.steps.reserve(path.steps.size());
    for (const hints::Step& step : path.steps) {
        out.steps.push_back({step, marks, hints::HintLevel::Full, compact});
        hints::apply(step, marks);
    }
    return out;
}

hints::Rating grade(const std::variant<sudoku::Grid, Position>& start, const std::string& uniqueness,
                    const py::object& time_limit) {
    const sudoku::PencilMarks marks = start_of(start);
    SignalCheck signals;
    const csp::SearchLimits limits = call_limits(time_limit, signals);
    const hints::PositionCheck check = check_of(marks, uniqueness, limits);
    if (check.refusal) throw SolutionCountRefusal{"not graded: " + *check.refusal, *check.solutions};
    const hints::PathOptions options{.unique = check.unique, .limits = limits};
    const hints::Rating rating = rating_of(marks, options, signals);
    // Only a path that stops may have met a contradiction (a count cut short lets such a one by).
    if (!rating.solved && path_of(marks, options, signals).end == hints::PathEnd::Contradiction)
        throw SolutionCountRefusal{"not graded: logic finds a contradiction, it has no solution", 0};
    return rating;
}

std::string technique_name(hints::Technique t) { return std::string(hints::to_string(t)); }

/// The picture gives the whole step away: only at the full level, as `sudoku hint --svg`.
std::string step_picture(const Step& s) {
    if (!s.full())
        throw py::value_error("svg() draws the whole step: ask hint() with level='full' (this one is '" +
                              std::string(hints::to_string(s.level)) + "')");
    return hints::step_svg(s.before, s.step);
}

}  // namespace

void bind_hints(py::module_& module) {
    make_solution_count_error(module);
    py::class_<Position>(module, "Position",
                         "A position with pencil marks: values placed and candidates struck out "
                         "(sudoku.parse_candidates reads one).")
        .def_property_readonly(
            "values", [](const Position& p) { return p.values; }, "The placed values as a Grid (0 where open).")
        .def(
            "candidates",
            [](const Position& p, int row, int column) {
                const int side = p.marks.side();
                if (row < 0 || row >= side || column < 0 || column >= side)
                    throw py::index_error("row and column count from 0 to " + std::to_string(side - 1));
                return p.marks.candidates(row * side + column);
            },
            py::arg("row"), py::arg("column"),
            "The candidates of a cell (of a placed one: its value); row and column from 0.")
        .def("__str__", [](const Position& p) { return hints::candidate_grid(p.marks); })
        .def("__repr__", [](const Position& p) {
            return "<sudoku.Position " + std::to_string(p.marks.side()) + "x" + std::to_string(p.marks.side()) + ">";
        });
    module.def(
        "parse_candidates", [](const std::string& text) { return hints::parse_candidate_grid(text); }, py::arg("text"),
        "Exactly one pencil-mark grid: what str(position) and `sudoku hint --candidates` print, or HoDoKu's "
        "pencil-mark grid (a lone digit there is a value); docs/hints.md. Raises ParseError (line, column, "
        "message) for malformed text.");
    py::class_<Step>(module, "Step", "One step of logical solving: what it places or eliminates, and why.")
        .def_property_readonly(
            "technique", [](const Step& s) { return technique_name(s.step.technique); },
            "The technique's name, e.g. 'hidden-single', 'x-wing'.")
        .def_property_readonly(
            "title", [](const Step& s) { return std::string(hints::info(s.step.technique).title); },
            "The technique's name for people, e.g. 'Hidden Single'.")
        .def_property_readonly(
            "code", [](const Step& s) { return std::string(hints::info(s.step.technique).hodoku_code); },
            "HoDoKu's code of the technique, e.g. '0002'.")
        .def_property_readonly(
            "level", [](const Step& s) { return std::string(hints::to_string(s.level)); },
            "How much of the step hint() gave away: 'vague', 'cells' or 'full' (every step of a Path).")
        .def_property_readonly(
            "units",
            [](const Step& s) {
                std::vector<std::string> names;
                if (s.level != hints::HintLevel::Vague)
                    for (const int unit : s.step.units) names.push_back(hints::unit_text(unit, s.before.side()));
                return names;
            },
            "The units its reasoning looks at: ['box 2', 'row 3'] (none at level 'vague').")
        .def_property_readonly(
            "cells",
            [](const Step& s) {
                std::vector<std::tuple<int, int>> cells;
                const int side = s.before.side();
                if (s.level != hints::HintLevel::Vague)
                    for (const int cell : hints::pattern_cells(s.step)) cells.emplace_back(cell / side, cell % side);
                return cells;
            },
            "The cells its pattern rests on, as (row, column) from 0 (none at level 'vague').")
        .def_property_readonly(
            "placements", [](const Step& s) { return s.shown(s.step.placements); },
            "Values it places, as (row, column, digit) with row and column from 0 (none below level 'full').")
        .def_property_readonly(
            "eliminations", [](const Step& s) { return s.shown(s.step.eliminations); },
            "Candidates it removes, as (row, column, digit) with row and column from 0 (none below level "
            "'full').")
        .def_property_readonly(
            "explanation", [](const Step& s) { return hints::hint_text(s.step, s.level, s.before.side(), s.compact); },
            "The effect and the reason in words: 'r3c5=7: hidden single, 7 fits nowhere else in row 3' "
            "(rows and columns from 1; 'r2c79<>7' in the compact notation); below level 'full', what "
            "`sudoku hint --level` says: 'next step: Hidden Single', then '; look at box 2, cells r1c6'.")
        .def("svg", &step_picture, "The step drawn on its pencil-mark grid, as SVG text (level 'full' only).")
        .def("_repr_svg_", &step_picture)
        .def("__repr__", [](const Step& s) {
            return "<sudoku.Step " + hints::hint_text(s.step, s.level, s.before.side(), s.compact) + ">";
        });

    py::class_<hints::Rating>(module, "Rating", "What a puzzle's logical solving path says of its difficulty.")
        .def_readonly("se", &hints::Rating::se,
                      "The hardest step on Sudoku Explainer's scale (0 without steps); when `solved` is False the "
                      "puzzle is above what the tool can rate and this is only the hardest step it found.")
        .def_property_readonly(
            "level", [](const hints::Rating& r) { return std::string(hints::to_string(r.level)); },
            "HoDoKu's level: 'easy', 'medium', 'hard', 'unfair' or 'extreme' (forcing chains, or logic "
            "stops: no technique this tool knows applies).")
        .def_readonly("score", &hints::Rating::score, "HoDoKu's score: the sum over the steps.")
        .def_property_readonly(
            "hardest",
            [](const hints::Rating& r) {
                return r.hardest ? std::optional<std::string>(technique_name(*r.hardest)) : std::nullopt;
            },
            "The technique of the hardest step, or None.")
        .def_property_readonly(
            "techniques",
            [](const hints::Rating& r) {
                py::dict uses;
                for (hints::Technique t : hints::all_techniques())
                    if (const int n = r.uses[static_cast<std::size_t>(t)]; n > 0) uses[py::str(technique_name(t))] = n;
                return uses;
            },
            "Steps per technique used, easiest first: {'hidden-single': 40, ...}.")
        .def_readonly("solved", &hints::Rating::solved, "The path reaches a full grid without guessing.")
        .def("__repr__", [](const hints::Rating& r) {
            return "<sudoku.Rating " + std::string(hints::to_string(r.level)) + ", se " +
                   py::str(py::float_(r.se)).cast<std::string>() + ", score " + std::to_string(r.score) + ">";
        });

    py::class_<Path>(module, "Path", "The logical solving path of a puzzle: its steps, how it ends, its rating.")
        .def_readonly("steps", &Path::steps, "The steps, in order.")
        .def_property_readonly(
            "solved", [](const Path& p) { return p.end == hints::PathEnd::Solved; }, "It reaches a full grid.")
        .def_property_readonly(
            "end", [](const Path& p) { return std::string(hints::to_string(p.end)); },
            "'solved', 'stuck' (no technique this tool knows applies) or 'contradiction' (no solution).")
        .def_readonly("rating", &Path::rating, "The rating the path earns (as sudoku.grade).")
        .def("__len__", [](const Path& p) { return p.steps.size(); })
        .def("__repr__", [](const Path& p) {
            return "<sudoku.Path " + std::to_string(p.steps.size()) + " steps, " +
                   std::string(hints::to_string(p.end)) + ">";
        });

    const char* uniqueness_doc =
        " uniqueness: 'auto' (the techniques that need one solution are used when a search proves it), "
        "'assume' or 'off'. time_limit in seconds (None or 0: none; TimeoutError when it runs out). Grids up to "
        "64x64; ValueError for clashing givens. Releases the GIL while it works; Ctrl-C stops it "
        "(KeyboardInterrupt).";
    module.def(
        "hint", &hint, py::arg("grid"), py::arg("uniqueness") = "auto", py::arg("technique") = py::none(),
        py::arg("time_limit") = py::none(), py::arg("level") = "full", py::arg("compact") = false,
        (std::string(
             "The easiest logical step in the position of the givens (or of a Position), or None when no technique "
             "applies (none this tool knows, or the grid is full). technique: only this one (name or "
             "HoDoKu code). level: how much it gives away, as `sudoku hint --level`: 'vague' (the technique), "
             "'cells' (and where: .units, .cells) or 'full' (and .placements, .eliminations, .svg()). "
             "compact: the explanation's effect in the compact (Eureka) notation, r2c79<>7, as `--compact`. "
             "SolutionCountError (a ValueError) 'no hint: it has no solution' or '... several solutions' when "
             "a search (of up to 2 s) finds none or two, as `sudoku hint` says.") +
         uniqueness_doc)
            .c_str());
    module.def(
        "explain", &explain, py::arg("grid"), py::arg("uniqueness") = "auto", py::arg("time_limit") = py::none(),
        py::arg("compact") = false,
        (std::string("Every logical step from the puzzle (or Position) to its solution, or to where logic stops. "
                     "compact: the steps' effects in the compact (Eureka) notation, as `sudoku explain "
                     "--compact`.") +
         uniqueness_doc)
            .c_str());
    module.def("grade", &grade, py::arg("grid"), py::arg("uniqueness") = "auto", py::arg("time_limit") = py::none(),
               (std::string("The rating of the puzzle's logical solving path (as `sudoku grade`); "
                            "SolutionCountError (a ValueError) "
                            "'not graded: it has no solution' or '... several solutions' when a search (of up to "
                            "2 s) finds none or two, or when logic finds a contradiction.") +
                uniqueness_doc)
                   .c_str());
    module.def(
        "techniques",
        [] {
            std::vector<std::string> names;
            for (hints::Technique t : hints::all_techniques()) names.push_back(technique_name(t));
            return names;
        },
        "The step finder's techniques, easiest first (the names hint() and generate() take).");
}

}  // namespace csp_python::sudoku_parts
