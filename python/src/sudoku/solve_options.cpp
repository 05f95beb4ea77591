#include "sudoku/solve_options.hpp"

#include <string_view>

#include "engine/options.hpp"
#include "sudoku/backends/option_table.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

/// The rows taken as engine options by keyword: all but backend and the search limits, which are
/// arguments of their own.
bool engine_row(const sudoku::SolveOptionRow& row) {
    return row.name != "backend" && row.name != "time_limit" && row.name != "node_limit";
}

/// "inference, variable_order" for the engine options `backend` reads ("none of them" when it reads none).
std::string options_read_by(const sudoku::Backend& backend) {
    std::string names;
    for (const auto& row : sudoku::solve_option_table())
        if (engine_row(row) && row.reader && backend.reads(*row.reader))
            names += (names.empty() ? "" : ", ") + std::string(row.name);
    return names.empty() ? "none of them" : names;
}

void apply(sudoku::SolveOptions& options, std::string_view name, const py::handle value) {
    apply_keyword(*csp::find_option(sudoku::solve_option_table(), name), options, value, std::string(name));
}

}  // namespace

std::string engine_option_names() {
    std::string names;
    for (const auto& row : sudoku::solve_option_table())
        if (engine_row(row)) names += (names.empty() ? "" : ", ") + std::string(row.name);
    return names;
}

sudoku::SolveOptions solve_options(const std::string& backend, const py::object& time_limit,
                                   const py::object& node_limit, const py::kwargs& engine_options) {
    sudoku::SolveOptions options;
    options.backend = backend;
    const sudoku::Backend& chosen = sudoku::find_backend(backend);  // ValueError listing the names
    apply(options, "time_limit", time_limit);
    apply(options, "node_limit", node_limit);
    for (const auto& [key, value] : engine_options) {
        // "strength", the former name of alldiff_strength, is still taken.
        const std::string given = key.cast<std::string>();
        const std::string name = given == "strength" ? "alldiff_strength" : given;
        const auto* row = csp::find_option(sudoku::solve_option_table(), name);
        if (row == nullptr || !engine_row(*row)) unknown_option(name, engine_option_names());
        if (row->reader && !chosen.reads(*row->reader))
            throw py::value_error("option '" + name + "' is not read by the " + backend +
                                  " backend (it reads: " + options_read_by(chosen) + ")");
        apply_keyword(*row, options, value, name);
    }
    return options;
}

}  // namespace csp_python::sudoku_parts
