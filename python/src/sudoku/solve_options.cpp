#include "sudoku/solve_options.hpp"

#include <chrono>
#include <cmath>
#include <functional>
#include <string_view>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "engine/options.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

/// One keyword: the setting it is (for Backend::reads) and how it sets the options.
struct EngineOption {
    std::string_view name;
    sudoku::Setting setting;
    std::function<void(sudoku::SolveOptions&, py::handle)> apply;
};

std::string text(py::handle value) { return value.cast<std::string>(); }

const std::vector<EngineOption>& engine_options() {
    static const std::vector<EngineOption> options = {
        {"model", sudoku::Setting::Model,
         [](sudoku::SolveOptions& o, py::handle v) { o.model = sudoku::model_from_string(text(v)); }},
        {"strength", sudoku::Setting::AllDifferentStrength,
         [](sudoku::SolveOptions& o, py::handle v) {
             if (v.is_none() || text(v) == "auto") o.strength.reset();
             else o.strength = csp::all_different_strength_from_string(text(v));
         }},
        {"inference", sudoku::Setting::Inference,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.inference = csp::inference_from_string(text(v)); }},
        {"variable_order", sudoku::Setting::VariableOrder,
         [](sudoku::SolveOptions& o, py::handle v) {
             o.search.variable_order = csp::variable_order_from_string(text(v));
         }},
        {"value_order", sudoku::Setting::ValueOrder,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.value_order = csp::value_order_from_string(text(v)); }},
        {"seed", sudoku::Setting::Seed,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.seed = v.cast<std::uint64_t>(); }},
        {"random_ties", sudoku::Setting::RandomTies,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.random_ties = v.cast<bool>(); }},
        {"restarts", sudoku::Setting::Restarts,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.restarts = csp::restart_policy_from_string(text(v)); }},
        {"restart_base", sudoku::Setting::RestartBase,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.restart_base = restart_base_arg(v); }},
        {"restart_growth", sudoku::Setting::RestartGrowth,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.restart_growth = restart_growth_arg(v); }},
        {"nogoods", sudoku::Setting::Nogoods,
         [](sudoku::SolveOptions& o, py::handle v) { o.search.nogoods = v.cast<bool>(); }},
        {"reasoning", sudoku::Setting::Reasoning,
         [](sudoku::SolveOptions& o, py::handle v) { o.reasoning = csp::group_reasoning_from_string(text(v)); }},
        {"portfolio", sudoku::Setting::Portfolio,
         [](sudoku::SolveOptions& o, py::handle v) {
             o.portfolio = v.cast<int>();
             if (o.portfolio < 1 || o.portfolio > 64) throw py::value_error("portfolio must be in 1..64");
         }},
    };
    return options;
}

const EngineOption* find_option(std::string_view name) {
    for (const EngineOption& option : engine_options())
        if (option.name == name) return &option;
    return nullptr;
}

/// "inference, variable_order" for the engine options `backend` reads ("none" when it reads none).
std::string options_read_by(const sudoku::Backend& backend) {
    std::string names;
    for (const EngineOption& option : engine_options())
        if (backend.reads(option.setting)) names += (names.empty() ? "" : ", ") + std::string(option.name);
    return names.empty() ? "none of them" : names;
}

}  // namespace

std::string engine_option_names() {
    std::string names;
    for (const EngineOption& option : engine_options()) names += (names.empty() ? "" : ", ") + std::string(option.name);
    return names;
}

sudoku::SolveOptions solve_options(const std::string& backend, std::optional<double> time_limit,
                                   std::optional<std::uint64_t> node_limit, const py::kwargs& engine_options) {
    sudoku::SolveOptions options;
    options.backend = backend;
    const sudoku::Backend& chosen = sudoku::find_backend(backend);  // ValueError listing the names
    if (time_limit) {
        if (!(*time_limit >= 0) || !std::isfinite(*time_limit))
            throw py::value_error("time_limit must be a non-negative number of seconds");
        options.limits.time_limit = std::chrono::milliseconds(static_cast<std::int64_t>(std::ceil(*time_limit * 1000)));
    }
    if (node_limit) options.limits.node_limit = *node_limit;
    for (const auto& [key, value] : engine_options) {
        const std::string name = key.cast<std::string>();
        const EngineOption* option = find_option(name);
        if (option == nullptr)
            throw py::value_error("unknown option '" + name + "' (expected one of: " + engine_option_names() + ")");
        if (!chosen.reads(option->setting))
            throw py::value_error("option '" + name + "' is not read by the " + backend +
                                  " backend (it reads: " + options_read_by(chosen) + ")");
        try {
            option->apply(options, value);
        } catch (const py::cast_error&) {
            throw py::type_error("option '" + name + "' got a value of type " +
                                 std::string(py::str(py::type::handle_of(value).attr("__name__"))));
        }
    }
    return options;
}

}  // namespace csp_python::sudoku_parts
