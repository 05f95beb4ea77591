#pragma once
// Runs a command's work over the positions of its input on the tool's thread pool, with the progress
// line and Ctrl-C, and hands the outcomes back in input order.

#include <functional>
#include <string>
#include <vector>

#include "sudoku/app/position_input.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/batch/progress.hpp"

namespace sudoku::app {

/// Returns false when Ctrl-C stopped it early (what was emitted is whole).
template <class Outcome>
bool for_each_position(const std::vector<Position>& positions, unsigned threads,
                       std::function<Outcome(const Position&)> work,
                       std::function<void(const Position&, const Outcome&)> emit) {
    std::size_t next = 0;
    batch::Progress progress(positions.size());
    const std::atomic<bool>& stop = batch::interrupt_flag();
    batch::Job<Outcome, Position> job{std::move(work), std::move(emit)};
    const unsigned pool = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
    batch::run_items<Outcome, Position>(
        [&]() -> std::optional<Position> {
            if (next == positions.size()) return std::nullopt;
            return positions[next++];
        },
        batch::Pace{.threads = pool, .items_per_thread = 4}, job, progress, [&] { return next; }, stop);
    progress.finish();
    return !stop.load();
}

}  // namespace sudoku::app
