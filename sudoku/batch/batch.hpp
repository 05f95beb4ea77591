#pragma once
// Runs a job over a stream of items (the puzzles of a file, or the indices of puzzles to generate)
// on a pool of threads, and hands the outcomes back in input order. The items are taken in chunks,
// so memory stays bounded however many there are.
//
// Stopping (Ctrl-C): once `stop` is set no new item is started, and the searches running see it
// as a cancellation. Their outcomes are cut short (a cancelled search looks like a limit reached),
// so they are not handed back: the output is exactly the items finished before the stop, in
// input order, with nothing claimed about the others.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#include "sudoku/batch/progress.hpp"
#include "sudoku/format.hpp"

namespace sudoku::batch {

/// What a batch does with each item; Item is a puzzle as read from a file unless said otherwise.
template <class Outcome, class Item = PuzzleEntry>
struct Job {
    /// Computes one outcome (runs on a worker thread).
    std::function<Outcome(const Item&)> work;
    /// Receives outcomes in input order (runs on the calling thread).
    std::function<void(const Item&, const Outcome&)> emit;
    /// Optional: whether an outcome that finished after `stop` was set is still whole (not cut
    /// short by the cancellation), so it may be emitted. Without it, none of those is emitted.
    std::function<bool(const Outcome&)> whole_despite_stop = {};
    /// Optional: called on the calling thread after each chunk's outcomes were emitted (to flush
    /// output that should appear while the batch goes on).
    std::function<void()> chunk_done = {};
};

/// How the items are cut into chunks: with one thread one item at a time; otherwise
/// `items_per_thread` per worker, enough to keep the workers busy while outcomes wait their turn,
/// few enough that output keeps flowing when items are slow.
struct Pace {
    unsigned threads = 1;
    std::size_t items_per_thread = 64;
};

/// Processes every item `next()` hands out (std::nullopt ends the stream), or up to where `stop` was
/// set (see the top of this file). `position()` is the input position reached, for the progress
/// display. Returns the number of outcomes emitted.
template <class Outcome, class Item, class Source>
std::size_t run_items(Source&& next, Pace pace, const Job<Outcome, Item>& job, Progress& progress,
                      const std::function<std::uintmax_t()>& position, const std::atomic<bool>& stop) {
    const unsigned threads = std::max(1u, pace.threads);
    const std::size_t chunk = threads == 1 ? 1 : threads * pace.items_per_thread;
    std::vector<Item> items;
    std::vector<Outcome> outcomes;
    // Per item: 0 = not started (stopped before), 1 = finished with `stop` still clear (the flag
    // only ever goes from clear to set, so the search cannot have seen it), 2 = finished after it.
    std::vector<unsigned char> finished;
    std::size_t emitted = 0;
    while (!stop.load()) {
        items.clear();
        while (items.size() < chunk) {
            std::optional<Item> item = next();
            if (!item) break;
            items.push_back(std::move(*item));
        }
        if (items.empty()) break;
        outcomes.assign(items.size(), Outcome{});
        finished.assign(items.size(), 0);
        const std::uintmax_t at = position();
        std::atomic<std::size_t> taken{0};
        auto worker = [&] {
            for (std::size_t i; !stop.load() && (i = taken.fetch_add(1)) < items.size();) {
                outcomes[i] = job.work(items[i]);
                finished[i] = stop.load() ? 2 : 1;
                progress.tick(at);
            }
        };
        if (threads == 1 || items.size() == 1) {
            worker();
        } else {
            std::vector<std::jthread> pool;
            for (unsigned t = 0; t < std::min<std::size_t>(threads, items.size()); ++t) pool.emplace_back(worker);
        }
        for (std::size_t i = 0; i < items.size(); ++i) {
            const bool whole =
                finished[i] == 1 || (finished[i] == 2 && job.whole_despite_stop && job.whole_despite_stop(outcomes[i]));
            if (!whole) return emitted;  // stopped here: later outcomes would leave a gap in the order
            job.emit(items[i], outcomes[i]);
            ++emitted;
        }
        if (job.chunk_done) job.chunk_done();
    }
    return emitted;
}

/// run_items() over the puzzles of `reader`, 64 per thread in a chunk.
template <class Outcome>
std::size_t run(PuzzleReader& reader, unsigned threads, const Job<Outcome>& job, Progress& progress,
                const std::function<std::uintmax_t()>& position, const std::atomic<bool>& stop) {
    return run_items([&reader] { return reader.next(); }, Pace{.threads = threads}, job, progress, position, stop);
}

}  // namespace sudoku::batch
