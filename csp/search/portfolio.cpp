#include "csp/search/portfolio.hpp"

#include <stdexcept>

#include "csp/base/random.hpp"

namespace csp {

std::vector<SolverOptions> portfolio_variants(const SolverOptions& base, int k) {
    if (k < 1) throw std::invalid_argument("a portfolio needs at least one run (got " + std::to_string(k) + ")");
    std::vector<SolverOptions> runs(static_cast<std::size_t>(k), base);
    Random seeds(base.seed);
    for (std::size_t i = 1; i < runs.size(); ++i) {
        runs[i].seed = seeds.next();
        runs[i].random_ties = true;
        if (runs[i].restarts == RestartPolicy::None) runs[i].restarts = RestartPolicy::Luby;
    }
    return runs;
}

PortfolioResult solve_portfolio(const Problem& problem, std::span<const SolverOptions> runs,
                                std::span<const std::pair<VarId, int>> assumptions) {
    if (runs.empty()) throw std::invalid_argument("solve_portfolio: no runs");
    if (runs.size() == 1) {
        Result r = Solver(problem, runs[0]).solve(assumptions);
        const std::uint64_t nodes = r.stats.nodes;
        return {std::move(r), 0, nodes};
    }
    auto [results, winner] =
        race_for_first_answer<Result>(runs.size(), runs[0].limits, [&](std::size_t i, const std::atomic<bool>* stop) {
            SolverOptions options = runs[i];
            options.limits.cancel = stop;
            if (i > 0) options.observer = nullptr;
            return Solver(problem, options).solve(assumptions);
        });
    PortfolioResult out;
    out.winner = static_cast<int>(winner);
    for (const Result& r : results) out.total_nodes += r.stats.nodes;
    out.result = std::move(results[winner]);
    return out;
}

}  // namespace csp
