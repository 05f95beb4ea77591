#include "csp/cli/search_flags.hpp"

#include <chrono>

#include "csp/cli/choices.hpp"
#include "csp/cli/number_checks.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"

namespace csp::cli {

void add_strategy_flags(CLI::App& app, SolverOptions& options) {
    add_enum_option(app, "--inference", options.inference, inference_names(), &inference_from_string,
                    "propagation after each assignment");
    add_enum_option(app, "--var-order", options.variable_order, variable_order_names(), &variable_order_from_string,
                    "variable ordering");
    add_enum_option(app, "--val-order", options.value_order, value_order_names(), &value_order_from_string,
                    "value ordering");
    app.add_option("--seed", options.seed, "seed for random value order and random ties")->capture_default_str();
}

void add_restart_flags(CLI::App& app, SolverOptions& options) {
    app.add_flag("--random-ties", options.random_ties, "break variable-order ties at random (seeded by --seed)");
    add_enum_option(app, "--restarts", options.restarts, restart_policy_names(), &restart_policy_from_string,
                    "restart policy (learnt weights and nogoods are kept)");
    app.add_option("--restart-base", options.restart_base, "failures allowed in the first run")
        ->check(positive())
        ->capture_default_str();
    app.add_option("--restart-growth", options.restart_growth, "geometric restarts: cutoff factor per run")
        ->check(CLI::Range(1.0, 100.0))
        ->capture_default_str();
    app.add_flag_callback(
        "--no-nogoods", [&options] { options.nogoods = false; }, "do not record nogoods at restarts");
}

void add_node_limit_flag(CLI::App& app, SearchLimits& limits) {
    app.add_option("--node-limit", limits.node_limit, "give up after this many search nodes (0 = none)");
}

void add_time_limit_flag(CLI::App& app, SearchLimits& limits) {
    app.add_option_function<double>(
           "--time-limit",
           [&limits](const double& seconds) {
               limits.time_limit = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
           },
           "give up after this many seconds (0 = none)")
        ->check(non_negative());
}

}  // namespace csp::cli
