// sudoku.generate: a random puzzle with exactly one solution; runs without the GIL.
#include <pybind11/stl.h>

#include <chrono>
#include <cmath>
#include <optional>
#include <random>
#include <string>

#include "csp/base/option_rule.hpp"
#include "engine/options.hpp"
#include "engine/signal_check.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/generator/option_table.hpp"
#include "sudoku/parts.hpp"
#include "sudoku/technique_arg.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

sudoku::Grid generate(int box, std::optional<std::uint64_t> seed, const py::object& symmetry,
                      const std::optional<std::string>& difficulty, const std::optional<std::string>& technique,
                      int clues, int max_attempts, std::optional<double> time_limit,
                      const std::optional<std::string>& hardest_technique, const py::object& se_min,
                      const py::object& se_max) {
    sudoku::GeneratorOptions options;
    options.seed = seed ? *seed : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    // The rows of the generator's table, read by the rule every front end applies.
    for (const auto& [name, value] :
         {std::pair{"symmetry", &symmetry}, std::pair{"se_min", &se_min}, std::pair{"se_max", &se_max}})
        apply_keyword(*csp::find_option(sudoku::generator_option_table(), name), options, *value, name);
    if (difficulty) options.difficulty = level_arg(*difficulty);
    if (technique) options.technique = technique_arg(*technique);
    if (hardest_technique) options.hardest_technique = technique_arg(*hardest_technique);
    options.clues = clues;
    options.max_attempts = max_attempts;
    if (time_limit) {
        if (!(*time_limit >= 0)) throw py::value_error("time_limit must be a number of seconds, 0 or more");
        options.time_limit = csp::time_limit_from_seconds(*time_limit);  // the one rule: inf is the longest limit
    } else {
        options.time_limit = sudoku::default_time_limit(box);  // as the tool's: 60 s from 25×25 on
    }
    sudoku::check_options(box, options);  // ValueError naming what is allowed
    SignalCheck signals;
    options.stop_request = &signals;
    sudoku::GeneratedPuzzle made;
    {
        py::gil_scoped_release unlocked;
        made = sudoku::generate(box, options);
    }
    signals.rethrow();
    if (!made.matches)
        throw std::runtime_error("no " + sudoku::requested_puzzle(options) + " in " + std::to_string(made.attempts) +
                                 (made.attempts == 1 ? " attempt" : " attempts") +
                                 " (raise max_attempts or try another size)");
    return made.puzzle;
}

}  // namespace

void bind_generate(py::module_& module) {
    module.def(
        "generate", &generate, py::arg("box") = 3, py::arg("seed") = py::none(), py::arg("symmetry") = "none",
        py::arg("difficulty") = py::none(), py::arg("technique") = py::none(), py::arg("clues") = 0,
        py::arg("max_attempts") = 100, py::arg("time_limit") = py::none(), py::arg("hardest_technique") = py::none(),
        py::arg("se_min") = py::none(), py::arg("se_max") = py::none(),
        "A random puzzle of box size `box` with exactly one solution, minimal (or minimal for its grade "
        "when a difficulty below 'extreme' is asked for). The same seed gives the same puzzle on every "
        "platform; seed=None picks one at random. symmetry: 'none', 'rotational' (180 degrees), 'rotational-90', "
        "'vertical' or 'horizontal' (mirror in that axis; 'mirror' = 'vertical'), 'orthogonal' (both), "
        "'diagonal', 'anti-diagonal', 'bi-diagonal' (both), 'full' (all eight), as Sudoku Explainer's. "
        "difficulty: 'easy', 'medium', 'hard', 'unfair', 'extreme' (the grade of sudoku.grade); "
        "technique: a technique the solving path must use (name or HoDoKu code); hardest_technique: the "
        "technique of the hardest step, the one the SE number rates; se_min, se_max: the range of the SE "
        "number (None: no bound); all up to box 8. "
        "clues: stop removing at this many (0: minimal). RuntimeError when no attempt of max_attempts "
        "matches. time_limit in seconds for the whole call (a unique but not minimal puzzle when it runs "
        "out); None: the sudoku tool's default, none up to 16x16 and 60 s from 25x25 on; 0: none. "
        "Releases the GIL while it works; Ctrl-C stops it (KeyboardInterrupt).");
}

}  // namespace csp_python::sudoku_parts
