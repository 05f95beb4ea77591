#pragma once
/// The subcommands of hints_bench (bench/hints_bench.cpp), one file each. Each writes its report to
/// `out`, its warnings and progress to stderr, and returns the process's exit status: 0 when all is
/// well, 1 when the check it makes fails, 2 for input it cannot read (its errors are thrown:
/// std::runtime_error or sudoku::ParseError, whose message names the file, line and column).

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

#include "sudoku/hints/technique.hpp"

namespace sudoku::hints_bench {

struct ReglibOptions {
    std::string path;
    std::optional<hints::Technique> technique;  ///< only this technique's cases
    bool verbose = false;                       ///< per failing case, what the finder found instead
    double min_rate = 100;                      ///< exit 1 when a technique passes fewer (percent)
};
/// HoDoKu's regression library: the pass rate of each technique we have (the rule: reglib.cpp).
int run_reglib(const ReglibOptions& options, std::ostream& out);

/// The puzzle files of soundness, timing and grade: the first `limit` puzzles (0 = all).
struct PuzzleFile {
    std::string path;
    std::size_t limit = 0;
};
/// Every step of every solving path checked against the puzzle's solution; the first `show`
/// violations printed in full (0 = all), all counted.
int run_soundness(const PuzzleFile& file, std::size_t show, std::ostream& out);
/// The CPU time of explaining each puzzle to the end.
int run_timing(const PuzzleFile& file, std::ostream& out);
/// The distribution of the puzzles' ratings; `verbose`: first a line per puzzle with its whole
/// rating (SE number, level, score, steps per technique), to diff two builds' ratings.
int run_grade(const PuzzleFile& file, bool verbose, std::ostream& out);

struct SeOptions {
    std::string path;       ///< `PUZZLE RATING` lines (RATING a number or "timeout"), '#' comments
    std::size_t limit = 0;  ///< only the first N rated puzzles (0 = all)
    bool verbose = false;   ///< a line per puzzle: serate's number beside ours
};
/// Our SE number beside serate's: the share within ±0.2, Spearman above 7.5 (se.cpp).
int run_se(const SeOptions& options, std::ostream& out);

}  // namespace sudoku::hints_bench
