#include "bench/cli/table_bench_args.hpp"

#include <CLI/CLI.hpp>

namespace csp::bench {

std::optional<int> parse_table_bench_args(int argc, char** argv, TableBenchArgs& args) {
    CLI::App app("Table constraint: valid tuples kept per search vs rebuilt at each call");
    app.add_option("--arities", args.arities)->delimiter(',');
    app.add_option("--tuples", args.tuple_counts)->delimiter(',');
    app.add_option("--tightness", args.tightness, "fraction of the d^k tuples allowed")->check(CLI::Range(0.001, 0.9));
    app.add_option("--variables", args.variables)->check(CLI::Range(5, 100));
    app.add_option("--nodes", args.nodes, "node limit per search");
    app.add_option("--seed", args.seed);
    CLI11_PARSE(app, argc, argv);
    return std::nullopt;
}

}  // namespace csp::bench
