#include "sudoku/app/commands.hpp"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "csp/consistency/textbook_ac.hpp"
#include "csp/observe/json_trace.hpp"
#include "csp/observe/search_tree.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/batch/progress.hpp"

namespace sudoku::app {

namespace {

// The input stream with what the batch needs to know about it.
struct Input {
    std::unique_ptr<std::ifstream> file;
    std::istream* stream = nullptr;
    std::string name;
    std::uintmax_t size = 0;

    std::uintmax_t position() const {
        if (!file) return 0;
        const auto at = file->tellg();
        return at < 0 ? size : static_cast<std::uintmax_t>(at);
    }
};

// Opens the input; nullopt (after printing why) when it cannot be read.
std::optional<Input> open_input(const std::string& path) {
    Input in;
    if (path == "-") {
        in.stream = &std::cin;
        in.name = "<stdin>";
        return in;
    }
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        std::cerr << "sudoku: " << path << ": is a directory, expected a puzzle file\n";
        return std::nullopt;
    }
    in.file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*in.file) {
        std::cerr << "sudoku: " << path << ": cannot open file\n";
        return std::nullopt;
    }
    in.size = std::filesystem::file_size(path, error);
    in.stream = in.file.get();
    in.name = path;
    return in;
}

// Any trace output asks for the puzzles one at a time.
bool traced(const CommonOptions& options) {
    return options.trace || options.trace_ac3 || !options.trace_json.empty() || !options.tree.empty();
}

unsigned thread_count(unsigned requested, bool trace) {
    if (trace) return 1;  // one trace at a time, readable
    if (requested) return requested;
    return std::max(1u, std::thread::hardware_concurrency());
}

std::string label(const PuzzleEntry& entry) {
    return "puzzle " + std::to_string(entry.index + 1) + " (line " + std::to_string(entry.line) + ")";
}

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
int drive(const CommonOptions& options, Tally& tally, std::function<Outcome(const PuzzleEntry&)> work,
          std::function<void(const PuzzleEntry&, const Outcome&)> emit) {
    auto input = open_input(options.input);
    if (!input) return kExitBadInput;
    PuzzleReader reader(*input->stream, input->name);
    batch::Progress progress(input->size);
    const std::atomic<bool>& stop = batch::interrupt_flag();
    bool bad_input = false;
    batch::Job<Outcome> job{std::move(work), [&](const PuzzleEntry& entry, const Outcome& outcome) {
                                ++tally.puzzles;
                                if (entry.error) {
                                    ++tally.invalid;
                                    bad_input = true;
                                    progress.finish();
                                    report_error(*entry.error);
                                    return;
                                }
                                emit(entry, outcome);
                            }};
    batch::run(reader, thread_count(options.threads, traced(options)), job, progress,
               [&] { return input->position(); }, stop);
    progress.finish();
    std::cout.flush();
    if (tally.puzzles == 0 && !stop.load()) {
        std::cerr << input->name << ": no puzzle found (expected one-line puzzles or whitespace grids)\n";
        return kExitBadInput;
    }
    tally.print(options.quiet);
    if (stop.load()) std::cerr << "interrupted: stopped after " << tally.puzzles << " puzzles\n";
    if (bad_input) return kExitBadInput;
    return tally.all_good() && !stop.load() ? kExitOk : kExitSomeFailed;
}

Format output_format(const CommonOptions& options, const PuzzleEntry& entry, int side) {
    const Format format = options.format.value_or(entry.format);
    return format == Format::Line && side > 35 ? Format::Grid : format;  // values above 35 have no letter
}

SolveOptions with_limits(const CommonOptions& options, std::size_t max_solutions) {
    SolveOptions solve = options.solve;
    solve.max_solutions = max_solutions;
    solve.limits.cancel = &batch::interrupt_flag();
    return solve;
}

// What `solve` attaches to each search for --trace, --trace-json, --tree and --trace-ac3. Tracing
// runs one puzzle at a time (one thread), so the observers can be rebuilt for each puzzle with the
// cell names of the model that puzzle is solved on (r1c1, r1c2, …).
class SolveTracing {
public:
    explicit SolveTracing(const CommonOptions& options) : options_(options) {
        if (options.trace) {
            logger_ = spdlog::stderr_color_st("trace");
            logger_->set_level(spdlog::level::debug);
            logger_->set_pattern("%v");
        }
        if (!options.trace_json.empty()) {
            json_file_ = open(options.trace_json);
            json_ = std::make_unique<csp::JsonTraceWriter>(*json_file_);
        }
        if (!options.tree.empty()) tree_file_ = open(options.tree);  // now, so a bad path fails before solving
    }

    bool enabled() const { return logger_ || json_ || tree_file_ || options_.trace_ac3; }

    /// The observer for the search of `entry` (null when nothing is traced).
    csp::SearchObserver* begin(const PuzzleEntry& entry, const Grid& grid) {
        list_ = csp::ObserverList();
        const std::vector<std::string> names = cell_names(grid);
        if (options_.trace_ac3) csp::trace_ac3(to_problem(grid), std::cerr);
        if (logger_) {
            tracer_ = std::make_unique<csp::SpdlogTracer>(names, logger_);
            list_.add(tracer_.get());
        }
        if (json_) {
            json_->begin_problem(label(entry), names);
            list_.add(json_.get());
        }
        if (tree_file_ && !tree_) {  // the first puzzle's search only: one tree per file
            tree_ = std::make_unique<csp::SearchTreeWriter>(names, options_.tree_limit);
            tree_label_ = label(entry);
            list_.add(tree_.get());
        }
        return list_.get();
    }

    /// After the last puzzle: writes the tree and closes the files; false (after saying why) on a write error.
    bool finish(std::uint64_t puzzles) {
        bool ok = true;
        if (json_ && !json_file_->flush()) ok = write_error(options_.trace_json);
        if (tree_) {
            tree_->write_dot(*tree_file_);
            if (!tree_file_->flush()) ok = write_error(options_.tree);
            if (puzzles > 1 && !options_.quiet) std::cerr << "search tree: " << tree_label_ << " only\n";
        }
        return ok;
    }

private:
    // Variable names as the engine reports them: the csp backend's model names its cells; other
    // backends number their events their own way (exact cover reports matrix rows), so they stay numbers.
    std::vector<std::string> cell_names(const Grid& grid) const {
        std::vector<std::string> names;
        if (options_.solve.backend != "csp") return names;
        const csp::Problem& model = model_for(grid.box(), options_.solve.model, options_.solve.strength.value_or(default_strength(grid.box())));
        for (csp::VarId x = 0; x < model.num_variables(); ++x) names.push_back(model.name(x));
        return names;
    }
    static std::unique_ptr<std::ofstream> open(const std::string& path) {
        auto file = std::make_unique<std::ofstream>(path);
        if (!*file) throw std::runtime_error(path + ": cannot write file");
        return file;
    }
    static bool write_error(const std::string& path) {
        std::cerr << "sudoku: " << path << ": error while writing\n";
        return false;
    }

    const CommonOptions& options_;
    std::shared_ptr<spdlog::logger> logger_;
    std::unique_ptr<std::ofstream> json_file_, tree_file_;
    std::unique_ptr<csp::JsonTraceWriter> json_;
    std::unique_ptr<csp::SearchTreeWriter> tree_;
    std::unique_ptr<csp::SpdlogTracer> tracer_;
    csp::ObserverList list_;
    std::string tree_label_;
};

std::string stats_line(const SolveResult& r) {
    std::ostringstream out;
    out << "# " << r.stats;
    for (const auto& [name, count] : r.counters) out << ", " << name << " " << count;
    return out.str();
}

}  // namespace

int run_solve(const CommonOptions& options, bool first_only) {
    Tally tally;
    SolveTracing tracing(options);
    const SolveOptions solve = with_limits(options, first_only ? 1 : 2);
    const int code = drive<SolveResult>(
        options, tally,
        [&](const PuzzleEntry& entry) {
            if (!entry.grid) return SolveResult{};
            if (!tracing.enabled()) return sudoku::solve(*entry.grid, solve);
            SolveOptions with_observer = solve;
            with_observer.observer = tracing.begin(entry, *entry.grid);
            return sudoku::solve(*entry.grid, with_observer);
        },
        [&](const PuzzleEntry& entry, const SolveResult& r) {
            const Format format = output_format(options, entry, entry.grid ? entry.grid->side() : 9);
            const bool separate = format != Format::Line && tally.puzzles > 1;
            if (separate) std::cout << "\n";
            if (r.solutions.empty()) {
                if (r.status == csp::Status::LimitReached) {
                    ++tally.limited;
                    std::cout << "# " << label(entry) << ": limit reached before a solution was found\n";
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
                    std::cout << "# " << label(entry) << ": limit reached before uniqueness was proven; a solution:\n";
                }
                std::cout << to_string(r.solutions.front(), format);
            }
            if (options.stats) std::cout << stats_line(r) << "\n";
        });
    if (!tracing.finish(tally.puzzles)) return kExitBadInput;
    return code;
}

int run_count(const CommonOptions& options, std::size_t max_count) {
    Tally tally;
    const SolveOptions solve = with_limits(options, max_count);
    return drive<SolveResult>(
        options, tally,
        [&](const PuzzleEntry& entry) { return entry.grid ? sudoku::solve(*entry.grid, solve) : SolveResult{}; },
        [&](const PuzzleEntry& entry, const SolveResult& r) {
            const std::size_t n = r.solutions.size();
            std::cout << label(entry) << ": ";
            if (r.status == csp::Status::LimitReached) {
                ++tally.limited;
                std::cout << "limit reached after " << n << " solution" << (n == 1 ? "" : "s");
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
        single, tally, [](const PuzzleEntry&) { return 0; },
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
