#include "csp/portfolio.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>

#include "csp/random.hpp"

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
    // The runs poll `stop`; this thread relays the caller's cancel flag into it.
    std::atomic<bool> stop{false};
    const std::atomic<bool>* outer = runs[0].limits.cancel;
    std::vector<std::optional<Result>> results(runs.size());
    std::mutex mutex;
    std::condition_variable finished;
    std::optional<std::size_t> winner;
    std::size_t done = 0;

    std::vector<std::thread> threads;
    threads.reserve(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        threads.emplace_back([&, i] {
            SolverOptions options = runs[i];
            options.limits.cancel = &stop;
            if (i > 0) options.observer = nullptr;
            Result r = Solver(problem, options).solve(assumptions);
            const std::lock_guard lock(mutex);
            if (r.status != Status::LimitReached && !winner) {
                winner = i;
                stop.store(true, std::memory_order_relaxed);
            }
            results[i] = std::move(r);
            ++done;
            finished.notify_all();
        });
    }
    {
        std::unique_lock lock(mutex);
        while (done < runs.size()) {
            finished.wait_for(lock, std::chrono::milliseconds(5));
            if (outer && outer->load(std::memory_order_relaxed)) stop.store(true, std::memory_order_relaxed);
        }
    }
    for (std::thread& t : threads) t.join();

    PortfolioResult out;
    out.winner = static_cast<int>(winner.value_or(0));
    for (const auto& r : results) out.total_nodes += r->stats.nodes;
    out.result = std::move(*results[static_cast<std::size_t>(out.winner)]);
    return out;
}

}  // namespace csp
