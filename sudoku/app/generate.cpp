// The `generate` subcommand: random puzzles with one solution, of any size, graded, reproducible.
//
// Output: per puzzle a comment line "# puzzle I: K clues, grade G (SE X), hardest T" (the step
// finder's rating, as `sudoku grade` gives it; no grade above 64x64), plus ", not minimal: REASON"
// when removal stopped early, or ", minimal for C" under a ceiling (a difficulty below extreme, an SE
// maximum or a hardest technique: removal_ceiling, "medium, SE 3.4"), then the puzzle in
// the chosen form. The comment comes first in every form, so a reader of the file sees what follows,
// and a blank line comes before every multi-line puzzle but the first of the sequence, so the output
// reads back as puzzles (`sudoku generate | sudoku count`).
// Puzzle I (1-based) uses the seed derive_seed(seed, I - 1) and the puzzles are printed in order, so
// a seed gives the same output for any --threads, and runs over adjoining --start ranges, joined,
// give the output of one run over the whole range (shards, docs/guide.md).

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "csp/base/option_rule.hpp"
#include "csp/cli/choices.hpp"
#include "csp/cli/option_flags.hpp"
#include "csp/cli/search_flags.hpp"
#include "sudoku/app/commands.hpp"
#include "sudoku/app/output.hpp"
#include "sudoku/app/step_output.hpp"
#include "sudoku/batch/batch.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/generator/option_table.hpp"

namespace sudoku::app {

namespace {

constexpr int kMaxTimeLimitSeconds = 10'000'000;  ///< about 4 months; keeps the milliseconds in range

struct GenerateOptions {
    int box = 3;
    int count = 1;
    std::uint64_t start = 1;  ///< number of the first puzzle in the seed's sequence
    std::optional<std::uint64_t> seed;
    std::string format;  // empty: line when it can hold the values, else grid
    std::optional<int> clues;
    GeneratorOptions table;  ///< the rows of generator_option_table: --symmetry, --se-min, --se-max
    std::string difficulty;  // empty: any grade
    std::string technique;   // empty: any path
    std::string hardest;     // empty: any hardest step
    int attempts = 100;
    std::optional<double> time_limit;
    unsigned threads = 0;
    bool quiet = false;
};

struct Outcome {
    std::optional<GeneratedPuzzle> puzzle;
    std::string error;  ///< set when generation threw (not expected after validation)
};

std::string size_name(int side) { return std::to_string(side) + "x" + std::to_string(side); }

/// Checks what depends on several options, and turns the flags into generator options.
/// Throws std::invalid_argument with a message naming the option.
GeneratorOptions to_generator_options(const GenerateOptions& o, Format& format) {
    if (o.box < 1 || o.box > Geometry::kMaxBox)
        throw std::invalid_argument("--box " + std::to_string(o.box) + " is out of range: expected 1.." +
                                    std::to_string(Geometry::kMaxBox) + " (2 = 4x4, 3 = 9x9, 4 = 16x16, " +
                                    std::to_string(Geometry::kMaxBox) + " = " +
                                    size_name(Geometry::kMaxBox * Geometry::kMaxBox) + ")");
    const int side = o.box * o.box;
    if (o.count < 1) throw std::invalid_argument("--count must be at least 1, not " + std::to_string(o.count));
    if (o.start < 1) throw std::invalid_argument("--start must be at least 1 (the first puzzle is 1)");
    if (o.start > std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(o.count))
        throw std::invalid_argument("--start " + std::to_string(o.start) + " with --count " + std::to_string(o.count) +
                                    " numbers puzzles beyond 2^64 - 1");
    if (o.attempts < 1) throw std::invalid_argument("--attempts must be at least 1, not " + std::to_string(o.attempts));

    GeneratorOptions options = o.table;
    if (o.clues) {
        const int lowest = min_clues(o.box);
        if (*o.clues < lowest)
            throw std::invalid_argument("--clues " + std::to_string(*o.clues) + " is impossible for " +
                                        size_name(side) + ": a puzzle with one solution has at least " +
                                        std::to_string(lowest) + " clues");
        if (*o.clues > side * side)
            throw std::invalid_argument("--clues " + std::to_string(*o.clues) + " is impossible for " +
                                        size_name(side) + ": the grid has only " + std::to_string(side * side) +
                                        " cells");
        options.clues = *o.clues;
    }
    if (!o.difficulty.empty()) options.difficulty = hints::level_from_string(o.difficulty);
    if (!o.technique.empty()) options.technique = hints::parse_technique(o.technique);  // throws naming the known
    if (!o.hardest.empty()) options.hardest_technique = hints::parse_technique(o.hardest);
    options.max_attempts = o.attempts;
    // Per puzzle; without --time-limit, the library's default for the size.
    const double seconds = o.time_limit.value_or(std::chrono::duration<double>(default_time_limit(o.box)).count());
    if (!(seconds >= 0 && seconds <= kMaxTimeLimitSeconds)) {
        std::ostringstream text;
        text << "--time-limit must be 0 (none) or up to " << kMaxTimeLimitSeconds << " seconds, not " << seconds;
        throw std::invalid_argument(text.str());
    }
    options.time_limit = csp::time_limit_from_seconds(seconds);
    options.cancel = &batch::interrupt_flag();

    format =
        o.format.empty() ? (side <= kMaxCharacterValue ? Format::Line : Format::Grid) : format_from_string(o.format);
    if (writes_characters(format) && side > kMaxCharacterValue)
        throw std::invalid_argument("--format " + o.format + " cannot write " + size_name(side) +
                                    " puzzles (values above 35 have no character); use --format grid");
    // What the library refuses: a difficulty for a box it cannot grade, an empty SE range, …
    check_options(o.box, options, csp::flag_spelling);
    return options;
}

std::vector<std::string_view> level_names() {
    std::vector<std::string_view> names;
    for (int l = 0; l < hints::kLevelCount; ++l) names.push_back(hints::to_string(static_cast<hints::Level>(l)));
    return names;
}

/// "grade hard (SE 4.2), hardest xy-wing"; "grade extreme (SE >3.4), hardest hidden-pair, logic stops".
std::string grade_text(const hints::Rating& rating) {
    char se[32];
    std::snprintf(se, sizeof se, "%s%.1f", rating.solved ? "" : ">", rating.se);
    std::string text = "grade " + std::string(hints::to_string(rating.level)) + " (SE " + se + ")";
    if (rating.hardest) text += ", hardest " + std::string(hints::to_string(*rating.hardest));
    if (!rating.solved) text += ", logic stops";
    return text;
}

std::string comment(std::uint64_t index, const GeneratedPuzzle& p, const GeneratorOptions& options) {
    std::string text = "# puzzle " + std::to_string(index) + ": " + std::to_string(p.puzzle.givens()) + " clues";
    if (p.rating) text += ", " + grade_text(*p.rating);
    if (p.time_limited) text += ", not minimal: time limit";
    else if (p.minimal_for_grade) text += ", minimal for " + removal_ceiling(options);
    else if (!p.minimal) text += options.clues > 0 ? ", not minimal: clue target" : ", not minimal";
    return text + "\n";
}

/// Why no puzzle matched the request, for stderr.
std::string miss_reason(const GeneratorOptions& options, const GeneratedPuzzle& p) {
    const std::string technique = options.technique ? std::string(hints::to_string(*options.technique)) : "";
    std::string text = "no " + requested_puzzle(options) + " in " + std::to_string(p.attempts) + " attempt" +
                       (p.attempts == 1 ? "" : "s");
    if (p.time_limited) text += " (the time limit ended the search)";
    std::string grades;
    for (std::size_t g = 0; g < p.grades_seen.size(); ++g)
        if (p.grades_seen[g] != 0)
            grades += (grades.empty() ? " " : ", ") + std::string(hints::to_string(static_cast<hints::Level>(g))) +
                      " " + std::to_string(p.grades_seen[g]);
    if (!grades.empty()) text += "; grades seen:" + grades;
    if (options.se_min > 0 || options.se_max > 0)
        text += "; SE seen " + csp::real_text(p.lowest_se_seen) + " to " + csp::real_text(p.highest_se_seen);
    if (options.hardest_technique)
        text += "; " + std::to_string(p.hardest_seen) + " had " +
                std::string(hints::to_string(*options.hardest_technique)) + " as the hardest step";
    if (options.technique) text += "; " + std::to_string(p.technique_seen) + " used " + technique;
    if (options.clues > 0) text += "; fewest clues " + std::to_string(p.fewest_clues_seen);
    if (p.time_limited) return text + " (raise --time-limit)";
    if (options.difficulty) {
        int as_hard = 0;  // attempts that graded the wanted difficulty or harder
        for (auto g = static_cast<std::size_t>(*options.difficulty); g < p.grades_seen.size(); ++g)
            as_hard += p.grades_seen[g];
        if (as_hard == 0)  // more attempts rarely help when none came near
            return text + " (every attempt came out easier: puzzles of this size seldom grade " +
                   std::string(hints::to_string(*options.difficulty)) + "; try a larger --box, or raise --attempts)";
    }
    if (options.hardest_technique && p.hardest_seen == 0)
        return text + " (no attempt's hardest step was it; raise --attempts, or try another --difficulty or SE range)";
    if (options.technique && p.technique_seen == 0)
        return text + " (no attempt's solving path used it; raise --attempts, or try a larger --box or another " +
               "--difficulty)";
    return text + " (raise --attempts" + std::string(options.clues > 0 ? " or --clues" : "") + ")";
}

int run_generate(const GenerateOptions& o) {
    Format format = Format::Line;
    const GeneratorOptions base = to_generator_options(o, format);
    const std::uint64_t seed =
        o.seed ? *o.seed : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (!o.seed && !o.quiet) std::cerr << "sudoku: seed " << seed << " (pass --seed " << seed << " to repeat)\n";

    const unsigned threads =
        std::max(1u, std::min<unsigned>(o.threads ? o.threads : std::thread::hardware_concurrency(),
                                        static_cast<unsigned>(o.count)));
    const std::atomic<bool>& stop = batch::interrupt_flag();
    const auto start = std::chrono::steady_clock::now();
    batch::Progress progress(0);
    bool progress_shown = true;
    auto note = [&](const std::string& text) {
        if (progress_shown) progress.finish();  // the bar would overwrite the note
        progress_shown = false;
        std::cerr << "sudoku: " << text << "\n";
    };

    std::array<int, hints::kLevelCount> grades{};
    int emitted = 0, missed = 0;
    // Puzzle i (0-based) is the item; its seed depends on i alone, so the output does not depend
    // on the threads.
    const auto count = static_cast<std::size_t>(o.count);
    std::size_t next = 0;
    auto next_index = [&]() -> std::optional<std::size_t> {
        if (next == count) return std::nullopt;
        return next++;
    };
    const batch::Job<Outcome, std::size_t> job{
        .work =
            [&](const std::size_t& i) {
                Outcome outcome;
                GeneratorOptions options = base;
                options.seed = derive_seed(seed, o.start - 1 + i);
                try {
                    outcome.puzzle = generate(o.box, options);
                } catch (const std::exception& e) {
                    outcome.error = e.what();
                }
                return outcome;
            },
        .emit =
            [&](const std::size_t& i, const Outcome& outcome) {
                const std::uint64_t index = o.start + i;
                if (!outcome.error.empty())
                    throw std::runtime_error("puzzle " + std::to_string(index) + ": " + outcome.error);
                const GeneratedPuzzle& p = *outcome.puzzle;
                if (!p.matches) {
                    ++missed;
                    note("puzzle " + std::to_string(index) + ": " + miss_reason(base, p));
                    return;
                }
                if (p.time_limited)
                    note("puzzle " + std::to_string(index) +
                         ": time limit reached; it has one solution but is not minimal (" +
                         std::to_string(p.puzzle.givens()) + " clues)");
                // Before each multi-line puzzle but the sequence's first, so shards join exactly.
                if (format != Format::Line && index > 1) std::cout << "\n";
                std::cout << comment(index, p, base) << to_string(p.puzzle, format);
                ++emitted;
                if (p.rating) ++grades[static_cast<std::size_t>(p.rating->level)];
            },
        .chunk_done = check_output,  // output flows, and a failed write stops the run
    };
    // Small chunks keep the output flowing: a puzzle takes far longer than a puzzle of a solve batch.
    batch::run_items(
        next_index, {.threads = threads, .items_per_thread = 4}, job, progress, [] { return std::uintmax_t{0}; }, stop);
    if (progress_shown) progress.finish();
    if (stop.load()) {
        std::cerr << "interrupted: stopped after " << emitted << " puzzles\n";
        return kExitSomeFailed;
    }
    if (!o.quiet) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::ostringstream summary;
        summary << "generated " << emitted << " " << size_name(o.box * o.box) << " puzzle" << (emitted == 1 ? "" : "s");
        if (missed > 0) summary << " (" << missed << " not found)";
        summary << " in " << std::fixed;
        summary.precision(2);
        summary << seconds << " s";
        if (gradable(o.box)) {
            summary << "; grades:";
            for (std::size_t g = 0; g < grades.size(); ++g)
                summary << (g == 0 ? " " : ", ") << hints::to_string(static_cast<hints::Level>(g)) << " " << grades[g];
        }
        std::cerr << summary.str() << "\n";
    }
    return missed > 0 ? kExitSomeFailed : kExitOk;
}

}  // namespace

Subcommand add_generate_command(CLI::App& parent) {
    auto o = std::make_shared<GenerateOptions>();
    CLI::App* app =
        parent.add_subcommand("generate", "make random puzzles with exactly one solution, graded by difficulty");
    app->add_option("--box", o->box, "box size n; the grid is n^2 x n^2 (2 = 4x4, 3 = 9x9, 4 = 16x16, 5 = 25x25)")
        ->default_val(3);
    app->add_option("--count,-n", o->count, "how many puzzles")->default_val(1);
    app->add_option("--start", o->start,
                    "number of the first puzzle: a run makes puzzles START..START+COUNT-1 of the seed's sequence, "
                    "so runs over adjoining ranges are the shards of one run")
        ->default_val(1);
    app->add_option("--seed", o->seed,
                    "the same seed gives the same puzzles on every machine (default: random, printed)");
    app->add_option("--format", o->format, "output form (default: line up to 35x35, grid above)")
        ->check(csp::cli::choices(format_names()));
    app->add_option("--clues", o->clues,
                    "stop removing clues at about this many (default: remove down to a minimal puzzle)");
    csp::cli::add_option_flag(*app, o->table, *csp::find_option(generator_option_table(), "symmetry"));
    app->add_option("--difficulty", o->difficulty,
                    "the grade wanted, HoDoKu's level of the step finder's rating (as `sudoku grade` gives it); below "
                    "extreme a clue is removed only while the puzzle keeps this grade or an easier one (so it is "
                    "minimal for its grade), and grids are tried until one has exactly this grade (boxes up to 8)")
        ->check(csp::cli::choices(level_names()));
    app->add_option("--technique", o->technique,
                    "grids are tried until the puzzle's solving path uses this technique, by name (e.g. pointing) or "
                    "HoDoKu code (e.g. 0100); with --difficulty, no harder than it (boxes up to 8)");
    app->add_option("--hardest-technique", o->hardest,
                    "grids are tried until this technique is the puzzle's hardest step, the one its SE number rates "
                    "(the \"hardest\" of `sudoku grade`); before SE's forcing chains a clue is removed only while "
                    "no later technique of SE's order is needed; with --difficulty, no harder than it (boxes up to 8)");
    for (const char* name : {"se_min", "se_max"})
        csp::cli::add_option_flag(*app, o->table, *csp::find_option(generator_option_table(), name));
    app->add_option("--attempts", o->attempts,
                    "complete grids tried per puzzle for --difficulty, --technique, --hardest-technique, --se-min, "
                    "--se-max or --clues")
        ->default_val(100);
    app->add_option("--time-limit", o->time_limit,
                    "seconds per puzzle; when it runs out, the puzzle so far (unique, not minimal) is printed "
                    "(default: none up to 16x16, 60 from 25x25; 0 = none)");
    csp::cli::add_threads_flag(*app, o->threads,
                               "worker threads (default: all cores); the output does not depend on it");
    app->add_flag("--quiet,-q", o->quiet, "no seed note or summary line on stderr");
    return {app, [o] { return run_generate(*o); }};
}

}  // namespace sudoku::app
