#include "sudoku/app/commands.hpp"

#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "sudoku/app/input.hpp"
#include "sudoku/app/output.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/batch/progress.hpp"

namespace sudoku::app {

namespace {

// Any trace output asks for the puzzles one at a time.
bool traced(const CommonOptions& options) { return options.trace.any(); }

unsigned thread_count(unsigned requested, bool trace) {
    if (trace) return 1;  // one trace at a time, readable
    if (requested) return requested;
    return std::max(1u, std::thread::hardware_concurrency());
}

std::string label(const PuzzleEntry& entry) {
    return "puzzle " + std::to_string(entry.index + 1) + " (line " + std::to_string(entry.line) + ")";
}

/// "limit reached", and which limit when it was the memory limit (--memory-limit).
const char* limit_words(const SolveResult& r) { return r.memory_limited ? "limit reached (memory)" : "limit reached"; }

// Counts of what happened, printed as the summary line.
struct Tally {
    std::uint64_t puzzles = 0, solved = 0, unsolvable = 0, multiple = 0, limited = 0, invalid = 0;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

    bool all_good() const { return unsolvable + multiple + limited + invalid == 0; }
    void print(bool quiet) const {
        if (quiet) return;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr,
                     "puzzles %llu, solved %llu, unsolvable %llu, multiple %llu, limit reached %llu, bad input %llu, "
                     "%.1f puzzles/s\n",
                     static_cast<unsigned long long>(puzzles), static_cast<unsigned long long>(solved),
                     static_cast<unsigned long long>(unsolvable), static_cast<unsigned long long>(multiple),
                     static_cast<unsigned long long>(limited), static_cast<unsigned long long>(invalid),
                     seconds > 0 ? static_cast<double>(puzzles) / seconds : 0.0);
    }
};

// Reports a puzzle that could not be read: "file:line:col: message" on stderr.
void report_error(const ParseError& error) { std::cerr << error.what() << "\n"; }

// Shared driver: reads, runs `work` in parallel, passes outcomes to `emit` in order.
template <class Outcome>
int drive(std::string_view command, const CommonOptions& options, Tally& tally,
          std::function<Outcome(const PuzzleEntry&)> work,
          std::function<void(const PuzzleEntry&, const Outcome&)> emit) {
    auto input = open_input(options.input, command);
    if (!input) return kExitBadInput;
    PuzzleReader reader(*input->stream, input->name);
    batch::Progress progress(input->size);
    const std::atomic<bool>& stop = batch::interrupt_flag();
    bool bad_input = false;
    batch::Job<Outcome> job{std::move(work),
                            [&](const PuzzleEntry& entry, const Outcome& outcome) {
                                ++tally.puzzles;
                                if (entry.error) {
                                    ++tally.invalid;
                                    bad_input = true;
                                    progress.finish();
                                    report_error(*entry.error);
                                    return;
                                }
                                emit(entry, outcome);
                            },
                            {},
                            check_output};
    batch::run(
        reader, thread_count(options.threads, traced(options)), job, progress, [&] { return input->position(); }, stop);
    progress.finish();
    check_output();
    if (tally.puzzles == 0 && !stop.load()) {
        std::cerr << input->name
                  << ": no puzzle found (expected puzzles in the one-line, block, grid or pretty form)\n";
        return kExitBadInput;
    }
    tally.print(options.quiet);
    if (stop.load()) std::cerr << "interrupted: stopped after " << tally.puzzles << " puzzles\n";
    if (bad_input) return kExitBadInput;
    return tally.all_good() && !stop.load() ? kExitOk : kExitSomeFailed;
}

Format output_format(const CommonOptions& options, const PuzzleEntry& entry, int side) {
    return writable_form(options.format.value_or(entry.format), side);
}

SolveOptions with_limits(const CommonOptions& options, std::size_t max_solutions) {
    SolveOptions solve = options.solve;
    solve.max_solutions = max_solutions;
    solve.limits.cancel = &batch::interrupt_flag();
    return solve;
}

std::string stats_line(const SolveResult& r) {
    std::ostringstream out;
    out << "# backend " << r.backend << ", " << r.stats;
    for (const auto& [name, count] : r.counters) out << ", " << name << " " << count;
    return out.str();
}

}  // namespace

int run_solve(const CommonOptions& options, bool first_only) {
    Tally tally;
    // Tracing runs one puzzle at a time (one thread), so the observers can be rebuilt for each
    // puzzle with the names the backend gives its variables on it (the csp backend's r1c1, r1c2, …).
    csp::cli::SearchOutputs outputs(options.trace, csp::cli::SearchOutputs::Log::Stderr);
    const Backend& backend = find_backend(options.solve.backend);
    const SolveOptions solve = with_limits(options, first_only ? 1 : 2);
    const int code = drive<SolveResult>(
        "solve", options, tally,
        [&](const PuzzleEntry& entry) {
            if (!entry.grid) return SolveResult{};
            if (!traced(options)) return sudoku::solve(*entry.grid, solve);
            SolveOptions with_observer = solve;
            if (options.trace.trace_ac3) outputs.trace_ac3(to_problem(*entry.grid));
            with_observer.observer = outputs.begin(backend.variable_names(*entry.grid, solve), label(entry));
            return sudoku::solve(*entry.grid, with_observer);
        },
        [&](const PuzzleEntry& entry, const SolveResult& r) {
            const Format format = output_format(options, entry, entry.grid ? entry.grid->side() : 9);
            const bool separate = format != Format::Line && tally.puzzles > 1;
            if (separate) std::cout << "\n";
            if (r.solutions.empty()) {
                if (r.status == csp::Status::LimitReached) {
                    ++tally.limited;
                    std::cout << "# " << label(entry) << ": " << limit_words(r) << " before a solution was found\n";
                } else {
                    ++tally.unsolvable;
                    std::cout << "# " << label(entry) << ": no solution\n";
                }
            } else {
                ++tally.solved;
                if (r.solutions.size() > 1) {
                    ++tally.multiple;
                    std::cout << "# " << label(entry) << ": more than one solution; one of them:\n";
                } else if (!first_only && r.status == csp::Status::LimitReached) {
                    ++tally.limited;  // a solution, but the limit stopped the uniqueness check
                    std::cout << "# " << label(entry) << ": " << limit_words(r)
                              << " before uniqueness was proven; a solution:\n";
                }
                std::cout << to_string(r.solutions.front(), format);
            }
            if (options.stats) std::cout << stats_line(r) << "\n";
        });
    outputs.finish();  // throws, naming the file, on a write error
    if (outputs.has_tree() && tally.puzzles > 1 && !options.quiet)
        std::cerr << "search tree: " << outputs.tree_label() << " only\n";
    return code;
}

int run_count(const CommonOptions& options, std::size_t max_count) {
    Tally tally;
    SolveOptions solve = with_limits(options, max_count);
    solve.keep_solutions = false;  // a count: memory must not grow with it
    return drive<SolveResult>(
        "count", options, tally,
        [&](const PuzzleEntry& entry) { return entry.grid ? sudoku::solve(*entry.grid, solve) : SolveResult{}; },
        [&](const PuzzleEntry& entry, const SolveResult& r) {
            const std::uint64_t n = r.solution_count;
            std::cout << label(entry) << ": ";
            if (r.status == csp::Status::LimitReached) {
                ++tally.limited;
                std::cout << limit_words(r) << " after " << n << " solution" << (n == 1 ? "" : "s");
            } else if (n == 0) {
                ++tally.unsolvable;
                std::cout << "none";
            } else if (r.complete && n == 1) {
                ++tally.solved;
                std::cout << "unique";
            } else {
                ++tally.solved;
                ++tally.multiple;
                std::cout << "multiple (" << (r.complete ? "exactly " : "at least ") << n << ")";
            }
            if (options.stats) std::cout << "  " << stats_line(r);
            std::cout << "\n";
        });
}

int run_check(const CommonOptions& options) {
    Tally tally;
    // Checking is cheap: it runs on the reading thread.
    CommonOptions single = options;
    single.threads = 1;
    return drive<int>(
        "check", single, tally, [](const PuzzleEntry&) { return 0; },
        [&](const PuzzleEntry& entry, const int&) {
            const Grid& g = *entry.grid;  // duplicate givens were already reported as parse errors
            std::cout << label(entry) << ": ";
            if (g.complete()) {
                ++tally.solved;
                std::cout << "valid solution (" << g.side() << "x" << g.side() << ")\n";
            } else {
                ++tally.solved;
                std::cout << "valid puzzle (" << g.side() << "x" << g.side() << ", " << g.givens() << " givens)\n";
            }
        });
}

}  // namespace sudoku::app
