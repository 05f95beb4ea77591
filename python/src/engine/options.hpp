#pragma once
// Keyword options of csp.Solver (and the limits of the other searches) to the engine's structs,
// made from the engine's option tables (csp/search/option_table.hpp): a keyword is a row's name,
// and its value goes through the row's rule, as on the command line.
#include <pybind11/pybind11.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

#include "csp/base/option_table.hpp"
#include "csp/base/search_limits.hpp"
#include "csp/search/solver.hpp"
#include "engine/hooks.hpp"

namespace csp_python {

namespace py = pybind11;

/// A Python value as the text of the one rule (csp/base/option_rule.hpp), by the row's type:
/// TypeError naming `keyword` for a value of the wrong type (a str for a number, a float for a
/// whole number, None where None means nothing).
std::string keyword_text(csp::OptionType type, py::handle value, const std::string& keyword);

/// What None stands for in the row called `name` ("0": no limit, "auto"), or null: None is refused.
const char* none_text(std::string_view name);

/// Sets the row from a Python value: TypeError or ValueError naming `keyword`.
template <class Options, class Reader>
void apply_keyword(const csp::OptionRow<Options, Reader>& row, Options& options, py::handle value,
                   const std::string& keyword) {
    const char* none = value.is_none() ? none_text(row.name) : nullptr;
    const std::string text = none ? std::string(none) : keyword_text(row.type, value, keyword);
    try {
        row.set(options, row.parse(text));
    } catch (const csp::OptionError& e) {
        // A choice's message names it already ("unknown inference 'ac3' (expected one of: …)").
        throw py::value_error(row.type == csp::OptionType::Choice ? e.what() : keyword + ": " + e.what());
    }
}

/// ValueError("unknown option 'x' (expected one of: …)").
[[noreturn]] void unknown_option(const std::string& name, const std::string& known);

struct SolverSettings {
    csp::SolverOptions options;        ///< without observer, on_solution and cancel (the Solver adds them)
    py::object observer = py::none();  ///< None, a callable or a csp.Recorder
    py::object on_solution = py::none();
    PythonHooks hooks;  ///< callables given for variable_order, value_order, inference
};

/// Raises ValueError for an unknown option name (listing the valid ones) or value, TypeError for
/// a value of the wrong type.
SolverSettings solver_settings(const py::kwargs& options);

/// Reads keyword values (name, value) through the rows of the solver's table into `options`, as
/// csp.Solver reads its keywords: for searches that take some of its options.
void apply_solver_keywords(csp::SolverOptions& options,
                           std::initializer_list<std::pair<const char*, py::handle>> keywords);

/// node_limit (None or 0: none) and time_limit (seconds; None or 0: none) as engine limits.
csp::SearchLimits search_limits(const py::object& node_limit, const py::object& time_limit);

}  // namespace csp_python
