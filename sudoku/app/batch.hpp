#pragma once
// Runs a job over every puzzle of a stream on a pool of threads, and hands the outcomes back in
// input order. The input is read in chunks, so memory stays bounded whatever the file size.
//
// Stopping (Ctrl-C): once `stop` is set no new puzzle is started, and the searches running see it
// as a cancellation. Their outcomes are cut short (a cancelled search looks like a limit reached),
// so they are not handed back: the output is exactly the puzzles finished before the stop, in
// input order, with nothing claimed about the others.

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
    /// Optional: whether an outcome that finished after `stop` was set is still whole (not cut
    /// short by the cancellation), so it may be emitted. Without it, none of those is emitted.
    std::function<bool(const Outcome&)> whole_despite_stop = {};
};

/// Processes the whole stream, or up to where `stop` was set (see the top of this file).
/// Returns the number of outcomes emitted.
template <class Outcome>
std::size_t run_batch(PuzzleReader& reader, unsigned threads, const BatchJob<Outcome>& job, Progress& progress,
                      const std::function<std::uintmax_t()>& position, const std::atomic<bool>& stop) {
    threads = std::max(1u, threads);
    const std::size_t chunk = threads == 1 ? 1 : threads * 64;
    std::vector<PuzzleEntry> entries;
    std::vector<Outcome> outcomes;
    // Per entry: 0 = not started (stopped before), 1 = finished with `stop` still clear (the flag
    // only ever goes from clear to set, so the search cannot have seen it), 2 = finished after it.
    std::vector<unsigned char> finished;
    std::size_t emitted = 0;
    while (!stop.load()) {
        entries.clear();
        while (entries.size() < chunk) {
            auto entry = reader.next();
            if (!entry) break;
            entries.push_back(std::move(*entry));
        }
        if (entries.empty()) break;
        outcomes.assign(entries.size(), Outcome{});
        finished.assign(entries.size(), 0);
        const std::uintmax_t at = position();
        std::atomic<std::size_t> next{0};
        auto worker = [&] {
            for (std::size_t i; !stop.load() && (i = next.fetch_add(1)) < entries.size();) {
                outcomes[i] = job.work(entries[i]);
                finished[i] = stop.load() ? 2 : 1;
                progress.tick(at);
            }
        };
        if (threads == 1 || entries.size() == 1) {
            worker();
        } else {
            std::vector<std::jthread> pool;
            for (unsigned t = 0; t < std::min<std::size_t>(threads, entries.size()); ++t) pool.emplace_back(worker);
        }
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const bool whole = finished[i] == 1 ||
                               (finished[i] == 2 && job.whole_despite_stop && job.whole_despite_stop(outcomes[i]));
            if (!whole) return emitted;  // stopped here: later outcomes would leave a gap in the order
            job.emit(entries[i], outcomes[i]);
            ++emitted;
        }
    }
    return emitted;
}

}  // namespace sudoku::app
