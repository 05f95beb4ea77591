#pragma once
/// A parallel portfolio: several differently configured searches of one problem run at once, each on
/// its own thread, and the first to reach an answer stops the others (Gomes & Selman, "Algorithm
/// portfolios", AI 2001). Randomised restarts make the runs' times differ a lot on hard instances,
/// so the fastest of k runs is often much faster than a typical one.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "csp/search/solver.hpp"

namespace csp {

/// The race behind every portfolio, for any kind of search: `run(i, stop)` for i < count, each on its
/// own thread, where `stop` is the cancel flag the run must honour (as SearchLimits::cancel). The
/// first result whose status is an answer (not LimitReached) raises `stop` for the others; the
/// caller's cancel flag and stop request (`outer`'s) are relayed into it by the calling thread, so
/// a StopRequest that only the caller's thread can answer (Python's signals) still stops the runs.
/// Every run finishes; returns all results and the winner's index (0 when no run answered).
template <class R, class Run>
std::pair<std::vector<R>, std::size_t> race_for_first_answer(std::size_t count, const SearchLimits& outer, Run run) {
    // A caller that has cancelled already gets no run started past its first poll (the relay below
    // would see the flag only after up to 5 ms, time enough for a run to answer).
    std::atomic<bool> stop{outer.stop_requested()};
    std::vector<std::optional<R>> results(count);
    std::mutex mutex;
    std::condition_variable finished;
    std::optional<std::size_t> winner;
    std::size_t done = 0;
    std::exception_ptr failure;  // the first run's exception (bad_alloc …), rethrown once all have ended
    std::vector<std::thread> threads;
    threads.reserve(count);
    const auto start = [&](std::size_t i) {
        threads.emplace_back([&, i] {
            // An exception must not leave a run's thread (that would end the program): it stops the
            // others and is rethrown on the calling thread.
            std::optional<R> r;
            std::exception_ptr error;
            try {
                r.emplace(run(i, &stop));
            } catch (...) {
                error = std::current_exception();
            }
            const std::lock_guard lock(mutex);
            if (error) {
                if (!failure) failure = error;
                stop.store(true, std::memory_order_relaxed);
            } else {
                if (r->status != Status::LimitReached && !winner) {
                    winner = i;
                    stop.store(true, std::memory_order_relaxed);
                }
                results[i] = std::move(*r);
            }
            ++done;
            finished.notify_all();
        });
    };
    for (std::size_t i = 0; i < count; ++i) {
        try {
            start(i);
        } catch (const std::exception& e) {  // system_error, or bad_alloc for the thread's state
            // No thread for run i (too many asked for): stop and join the runs started, then say so,
            // rather than let a joinable std::thread end the program.
            stop.store(true, std::memory_order_relaxed);
            for (std::thread& t : threads) t.join();
            throw std::runtime_error("cannot start thread " + std::to_string(i + 1) + " of " + std::to_string(count) +
                                     " for the portfolio: " + e.what());
        }
    }
    {
        // This thread relays the caller's cancel flag and stop request while the runs poll `stop`.
        std::unique_lock lock(mutex);
        while (done < count) {
            finished.wait_for(lock, std::chrono::milliseconds(5));
            if (outer.stop_requested()) stop.store(true, std::memory_order_relaxed);
        }
    }
    for (std::thread& t : threads) t.join();
    if (failure) std::rethrow_exception(failure);
    std::vector<R> out;
    out.reserve(count);
    for (auto& r : results) out.push_back(std::move(*r));
    return {std::move(out), winner.value_or(0)};
}

/// `k` variants of `base` for a portfolio: the first is `base` itself; each other one breaks ties at
/// random with its own seed (derived from base.seed) and, if `base` has no restarts, restarts on the
/// Luby schedule. Nogoods stay as in `base`, so counts stay exact.
std::vector<SolverOptions> portfolio_variants(const SolverOptions& base, int k);

struct PortfolioResult {
    Result result;                  ///< the winner's result and stats
    int winner = 0;                 ///< index in `runs` of the run whose result this is
    std::uint64_t total_nodes = 0;  ///< nodes of all runs together
};

/// Runs one search per entry of `runs` on its own thread (the problem is shared, read-only) and
/// returns the result of the first that ends with an answer (Satisfied or Unsatisfiable); the others
/// are cancelled. When every run stops at its limits, returns the first run's result (LimitReached).
/// Every run's own node and time limits apply, and runs[0].limits.cancel and .stop_request (if
/// any) cancel all of them. Only the first run keeps its observer (an observer follows one search). With one entry the
/// search runs on the calling thread.
PortfolioResult solve_portfolio(const Problem& problem, std::span<const SolverOptions> runs,
                                std::span<const std::pair<VarId, int>> assumptions = {});

}  // namespace csp
