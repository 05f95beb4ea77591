#include "csp/cli/search_flags.hpp"

#include <string_view>

#include "csp/cli/option_flags.hpp"
#include "csp/search/option_table.hpp"

namespace csp::cli {

namespace {

template <class Options, class Reader>
void add_rows(CLI::App& app, Options& options, const std::vector<OptionRow<Options, Reader>>& table,
              std::initializer_list<std::string_view> names) {
    for (std::string_view name : names) add_option_flag(app, options, *find_option(table, name));
}

}  // namespace

void add_strategy_flags(CLI::App& app, SolverOptions& options) {
    add_rows(app, options, solver_option_table(),
             {"inference", "branch_singletons", "count_pair_checks", "variable_order", "value_order", "seed"});
}

void add_restart_flags(CLI::App& app, SolverOptions& options) {
    add_rows(app, options, solver_option_table(),
             {"random_ties", "restarts", "restart_base", "restart_growth", "nogoods"});
}

void add_node_limit_flag(CLI::App& app, SearchLimits& limits) {
    add_rows(app, limits, search_limit_table(), {"node_limit"});
}

void add_time_limit_flag(CLI::App& app, SearchLimits& limits) {
    add_rows(app, limits, search_limit_table(), {"time_limit"});
}

CLI::Option* add_threads_flag(CLI::App& app, unsigned& threads, std::string help) {
    return app.add_option("--threads", threads, std::move(help))->check(CLI::Range(0u, kMaxThreads));
}

}  // namespace csp::cli
