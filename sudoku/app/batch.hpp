#pragma once
// Runs a job over every puzzle of a stream on a pool of threads, and hands the outcomes back in
// input order. The input is read in chunks, so memory stays bounded whatever the file size.

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>
#include <vector>

#include "sudoku/app/progress.hpp"
#include "sudoku/format.hpp"

namespace sudoku::app {

template <class Outcome>
struct BatchJob {
    /// Computes one outcome (runs on a worker thread).
    std::function<Outcome(const PuzzleEntry&)> work;
    /// Receives outcomes in input order (runs on the calling thread).
    std::function<void(const PuzzleEntry&, const Outcome&)> emit;
};

/// Processes the whole stream; stops reading new puzzles once `stop` is set.
template <class Outcome>
void run_batch(PuzzleReader& reader, unsigned threads, const BatchJob<Outcome>& job, Progress& progress,
               const std::function<std::uintmax_t()>& position, const std::atomic<bool>& stop) {
    threads = std::max(1u, threads);
    const std::size_t chunk = threads == 1 ? 1 : threads * 64;
    std::vector<PuzzleEntry> entries;
    std::vector<Outcome> outcomes;
    while (!stop.load()) {
        entries.clear();
        while (entries.size() < chunk) {
            auto entry = reader.next();
            if (!entry) break;
            entries.push_back(std::move(*entry));
        }
        if (entries.empty()) break;
        outcomes.assign(entries.size(), Outcome{});
        const std::uintmax_t at = position();
        std::atomic<std::size_t> next{0};
        auto worker = [&] {
            for (std::size_t i; (i = next.fetch_add(1)) < entries.size();) {
                outcomes[i] = job.work(entries[i]);
                progress.tick(at);
            }
        };
        if (threads == 1 || entries.size() == 1) {
            worker();
        } else {
            std::vector<std::jthread> pool;
            for (unsigned t = 0; t < std::min<std::size_t>(threads, entries.size()); ++t) pool.emplace_back(worker);
        }
        for (std::size_t i = 0; i < entries.size(); ++i) job.emit(entries[i], outcomes[i]);
    }
}

}  // namespace sudoku::app
