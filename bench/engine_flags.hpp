#pragma once
/// The `csp` backend's strategy flags, shared by the benchmark programs so that every program
/// accepts the same names (they come from the library's name tables) with the same defaults.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "csp/propagation/all_different.hpp"
#include "csp/propagation/group_reasoning.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku::bench {

inline std::string join(const std::vector<std::string_view>& names) {
    std::string out;
    for (std::string_view n : names) out += (out.empty() ? "" : "|") + std::string(n);
    return out;
}

struct EngineFlags {
    std::string model = "alldiff", strength = "auto", inference = "mac", variable_order = "mrv";
    std::string value_order = "input", restarts = "none", reasoning = "none";
    std::uint64_t seed = 0;
    bool random_ties = false;
    std::uint64_t restart_base = 100;
    double restart_growth = 1.5;
    bool no_nogoods = false;
    int portfolio = 1;

    void add_to(CLI::App& app) {
        const std::string who = "csp backend: ";
        app.add_option("--model", model, who + join(sudoku::model_names()));
        app.add_option("--alldiff-strength", strength,
                       who + join(csp::all_different_strength_names()) + "|auto (hidden up to 9x9, domain above)");
        app.add_option("--inference", inference, who + join(csp::inference_names()));
        app.add_option("--var-order", variable_order, who + join(csp::variable_order_names()));
        app.add_option("--val-order", value_order, who + join(csp::value_order_names()));
        app.add_option("--seed", seed, "seed for random value order and random ties");
        app.add_flag("--random-ties", random_ties, who + "break variable-order ties at random (--seed)");
        app.add_option("--restarts", restarts, who + join(csp::restart_policy_names()));
        app.add_option("--restart-base", restart_base, who + "failures allowed in the first run")->check(CLI::PositiveNumber);
        app.add_option("--restart-growth", restart_growth, who + "geometric restart factor")->check(CLI::Range(1.0, 100.0));
        app.add_option("--reasoning", reasoning, who + "group reasoning over the units: " + join(csp::group_reasoning_names()));
        app.add_flag("--no-nogoods", no_nogoods, who + "do not record nogoods at restarts");
        app.add_option("--portfolio", portfolio, who + "searches per puzzle on their own threads, first answer wins")
            ->check(CLI::Range(1, 64));
    }

    /// Copies the flags into `options`; throws std::invalid_argument on an unknown name.
    void apply(SolveOptions& options) const {
        options.model = sudoku::model_from_string(model);
        if (strength != "auto") options.strength = csp::all_different_strength_from_string(strength);
        options.inference = csp::inference_from_string(inference);
        options.variable_order = csp::variable_order_from_string(variable_order);
        options.value_order = csp::value_order_from_string(value_order);
        options.restarts = csp::restart_policy_from_string(restarts);
        options.reasoning = csp::group_reasoning_from_string(reasoning);
        options.seed = seed;
        options.random_ties = random_ties;
        options.restart_base = restart_base;
        options.restart_growth = restart_growth;
        options.nogoods = !no_nogoods;
        options.portfolio = portfolio;
    }

    /// The strategy in one line, for the header of a run.
    std::string describe(const SolveOptions& options) const {
        std::string text = "inference=" + inference + " var-order=" + variable_order + " val-order=" + value_order +
                           " restarts=" + restarts;
        if (options.restarts != csp::RestartPolicy::None) text += " base=" + std::to_string(restart_base);
        if (random_ties) text += " random-ties seed=" + std::to_string(seed);
        if (portfolio > 1) text += " portfolio=" + std::to_string(portfolio);
        return text + " reasoning=" + reasoning + " model=" + model + " alldiff-strength=" + strength;
    }
};

}  // namespace sudoku::bench
