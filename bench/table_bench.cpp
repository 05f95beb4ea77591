// table_bench: the table constraint (csp/constraints/table/table.cpp) with its valid-tuple set kept per
// search and restored on backtracking (compact-table proper, "kept") against the same propagator
// rebuilding that set from the domains at every call ("rebuilt", detail::add_table_from_scratch).
// Each instance is a random CSP: n variables over 0..d-1 and m tables of arity k with T distinct
// random tuples each (tightness p = T / d^k, m chosen so that about one solution is expected).
// Both forms search it with MAC and dom/wdeg for the first solution, up to a node limit; they must
// make the same search (same nodes and propagator calls), or the exit code is 1.
//
//   table_bench [--arities 3,4,5] [--tuples 1000,10000,50000] [--tightness P] [--variables N]
//               [--nodes LIMIT] [--seed S]

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "bench/cli/table_bench_args.hpp"
#include "csp/base/random.hpp"
#include "csp/constraints/table/table.hpp"
#include "csp/search/solver.hpp"

namespace {

struct Shape {
    int arity, tuples, domain, tables, variables;
};

using Adder = void (*)(csp::Problem&, std::span<const csp::VarId>, std::span<const int>);

csp::Problem build(const Shape& shape, std::uint64_t seed, Adder add) {
    csp::Random rng(seed);
    csp::Problem p;
    for (int i = 0; i < shape.variables; ++i) p.add_variable("x" + std::to_string(i), 0, shape.domain - 1);
    for (int c = 0; c < shape.tables; ++c) {
        std::vector<csp::VarId> scope;
        while (static_cast<int>(scope.size()) < shape.arity) {
            const auto x = static_cast<csp::VarId>(rng.below(static_cast<std::uint64_t>(shape.variables)));
            if (std::find(scope.begin(), scope.end(), x) == scope.end()) scope.push_back(x);
        }
        std::set<std::vector<int>> rows;
        while (static_cast<int>(rows.size()) < shape.tuples) {
            std::vector<int> row;
            for (int i = 0; i < shape.arity; ++i)
                row.push_back(static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.domain))));
            rows.insert(row);
        }
        std::vector<int> flat;
        for (const auto& row : rows) flat.insert(flat.end(), row.begin(), row.end());
        add(p, scope, flat);
    }
    return p;
}

struct Run {
    csp::Result result;
    double seconds;
};

Run run(const csp::Problem& p, std::uint64_t nodes) {
    csp::SolverOptions options{.variable_order = csp::VariableOrder::DomWdeg};
    options.limits.node_limit = nodes;
    csp::Solver solver(p, options);
    const auto start = std::chrono::steady_clock::now();
    csp::Result result = solver.solve();
    return {std::move(result), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::TableBenchArgs args;
    if (const auto exit_code = csp::bench::parse_table_bench_args(argc, argv, args)) return *exit_code;

    std::printf("%5s %7s %4s %6s %8s %8s %10s %10s %9s %9s %7s\n", "arity", "tuples", "d", "tables", "status", "nodes",
                "calls", "kept s", "rebuilt s", "us/call", "ratio");
    bool same = true;
    for (int k : args.arities)
        for (int t : args.tuple_counts) {
            Shape shape{k, t, 0, 0, args.variables};
            shape.domain = static_cast<int>(std::lround(std::pow(t / args.tightness, 1.0 / k)));
            shape.tables =
                static_cast<int>(std::ceil(args.variables * std::log(shape.domain) / -std::log(args.tightness)));
            const Run kept = run(build(shape, args.seed, csp::add_table), args.nodes);
            const Run rebuilt = run(build(shape, args.seed, csp::detail::add_table_from_scratch), args.nodes);
            const auto& a = kept.result.stats;
            const auto& b = rebuilt.result.stats;
            if (a.nodes != b.nodes || a.propagator_calls != b.propagator_calls) same = false;
            const std::string status(csp::to_string(kept.result.status));
            std::printf("%5d %7d %4d %6d %8.8s %8llu %10llu %10.3f %10.3f %4.1f/%-4.1f %7.1f\n", k, t, shape.domain,
                        shape.tables, status.c_str(), static_cast<unsigned long long>(a.nodes),
                        static_cast<unsigned long long>(a.propagator_calls), kept.seconds, rebuilt.seconds,
                        1e6 * kept.seconds / static_cast<double>(a.propagator_calls),
                        1e6 * rebuilt.seconds / static_cast<double>(b.propagator_calls),
                        rebuilt.seconds / kept.seconds);
        }
    if (!same) std::cout << "MISMATCH: the two forms searched differently\n";
    return same ? 0 : 1;
}
