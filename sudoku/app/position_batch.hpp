#pragma once
// The one loop of `hint`, `explain` and `grade` over the positions of their input: opened once,
// read as it goes (memory bounded however long the input), worked on by the tool's thread pool,
// answered in input order, with the progress line, Ctrl-C and output checked as it is written.

#include <exception>
#include <functional>
#include <iostream>
#include <string>
#include <string_view>

#include "sudoku/app/commands.hpp"
#include "sudoku/app/input.hpp"
#include "sudoku/app/output.hpp"
#include "sudoku/app/position_input.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/batch/progress.hpp"

namespace sudoku::app {

/// Runs `work` on every position of the input at `path` that could be read, and hands each outcome
/// to `emit` in input order; `emit` prints it and returns the position's exit code. Positions that
/// could not be read, and work that failed (an exception), are reported on stderr and give
/// kExitBadInput; the batch goes on. Returns the exit code of the command: kExitBadInput if any
/// position gave it, else the first other non-zero code, kExitSomeFailed when Ctrl-C stopped it.
/// `items_per_thread`: positions taken per worker at a time (batch::Pace): many for quick work, a
/// few for slow work so that answers keep flowing.
template <class Outcome>
int for_each_position(std::string_view command, const std::string& path, unsigned threads, std::size_t items_per_thread,
                      std::function<Outcome(const Position&)> work,
                      std::function<int(const Position&, const Outcome&)> emit) {
    struct Done {
        Outcome outcome{};
        std::string failure;  ///< what the work threw
    };
    auto input = open_input(path, command);
    if (!input) return kExitBadInput;
    PositionReader reader(*input->stream, input->name);
    batch::Progress progress(input->size);
    const std::atomic<bool>& stop = batch::interrupt_flag();
    int status = kExitOk;
    std::uint64_t positions = 0;
    const auto combine = [&](int code) {
        if (code == kExitBadInput) status = kExitBadInput;
        else if (status == kExitOk) status = code;
    };
    batch::Job<Done, Position> job{[&](const Position& p) {
                                       Done done;
                                       if (p.error) return done;
                                       try {
                                           done.outcome = work(p);
                                       } catch (const std::exception& e) {
                                           done.failure = e.what();
                                       }
                                       return done;
                                   },
                                   [&](const Position& p, const Done& done) {
                                       ++positions;
                                       if (p.error || !done.failure.empty()) {
                                           progress.finish();
                                           std::cerr << (p.error ? std::string(p.error->what())
                                                                 : "sudoku: puzzle " + std::to_string(p.index + 1) +
                                                                       " (line " + std::to_string(p.line) +
                                                                       "): " + done.failure)
                                                     << "\n";
                                           combine(kExitBadInput);
                                           return;
                                       }
                                       combine(emit(p, done.outcome));
                                   },
                                   {},
                                   check_output};
    const unsigned pool = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
    batch::run_items<Done, Position>([&] { return reader.next(); },
                                     batch::Pace{.threads = pool, .items_per_thread = items_per_thread}, job, progress,
                                     [&] { return input->position(); }, stop);
    progress.finish();
    check_output();
    if (stop.load()) {
        std::cerr << "interrupted: stopped after " << positions << " puzzles\n";
        return status == kExitBadInput ? status : kExitSomeFailed;
    }
    if (positions == 0) {
        std::cerr << input->name
                  << ": no puzzle found (expected puzzles in the one-line, block, grid or pretty form, pencil-mark "
                     "grids or lines of HoDoKu's library format)\n";
        return kExitBadInput;
    }
    return status;
}

}  // namespace sudoku::app
