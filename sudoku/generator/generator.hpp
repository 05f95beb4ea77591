#pragma once
/// Random Sudoku puzzles with exactly one solution, of any box size, reproducible from a seed.
///
/// A puzzle is made in two steps:
///  1. a random complete grid (random_solution): for box sizes up to kSearchFillMaxBox a randomized
///     search fills an empty grid; above that a shuffled pattern grid is used (see random_solution);
///  2. clue removal: the cells (or symmetric groups of cells) are visited once in random order and
///     a group is removed when the puzzle keeps exactly one solution. One pass gives a minimal
///     puzzle: a clue kept once can never be removed later, because removing other clues only adds
///     solutions. Under a symmetry "minimal" means that no symmetric group can be removed; a single
///     cell of a group sometimes could.
///     A removal is checked first by a local proof (each cleared cell forced again by a single), then
///     by a search for a solution other than the grid's: with a backend that takes exclusions
///     (SolveOptions::excluded) the cleared cell's value is excluded, so only a second solution is
///     looked for; with the others the solutions are counted up to two.
///     When a difficulty below extreme is asked for, a removal is kept only while the puzzle still
///     rates that level or easier (rates_at_most in grading.hpp, which also proves one solution), so
///     the puzzle is minimal for its grade: no clue can go without making it harder. Minimal puzzles
///     mostly need guessing from 16×16 on, so this is what makes easy and medium puzzles reachable.
///     The same holds for an SE number at most se_max, and for a hardest technique asked for:
///     below SE's forcing chains a removal is kept only while the path in SE's order, with only
///     the techniques up to that one, solves the puzzle within the bound (rates_within).
///  3. the grade: the step finder's rating of the puzzle (rate_puzzle), the one `sudoku grade`
///     gives; attempts go on until it is the level asked for, within the SE range asked for, its
///     hardest step the technique asked for and its path using the technique asked for. Boxes above
///     hints::kMaxHintBox are not graded.
/// Every random choice comes from csp::Random, so a seed gives the same puzzles on every platform;
/// only a time limit that triggers makes the result depend on the machine's speed.

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "sudoku/generator/grading.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/technique.hpp"

namespace sudoku {

/// Which cells are removed together, so the clues keep the shape: the symmetries of Sudoku
/// Explainer's generator, by the names its users know (HoDoKu's "symmetric" puzzles are rotational).
enum class Symmetry {
    None,          ///< one cell at a time
    Rotational,    ///< 180° rotation: (r, c) with (N−1−r, N−1−c)
    Rotational90,  ///< 90° rotation: (r, c), (c, N−1−r), (N−1−r, N−1−c), (N−1−c, r)
    Vertical,      ///< mirror in the vertical axis (left–right): (r, c) with (r, N−1−c)
    Horizontal,    ///< mirror in the horizontal axis (top–bottom): (r, c) with (N−1−r, c)
    Orthogonal,    ///< both mirrors, vertical and horizontal (and so the 180° rotation)
    Diagonal,      ///< mirror in the main diagonal r1c1–rNcN: (r, c) with (c, r)
    AntiDiagonal,  ///< mirror in the anti-diagonal r1cN–rNc1: (r, c) with (N−1−c, N−1−r)
    BiDiagonal,    ///< both diagonal mirrors (and so the 180° rotation)
    Full,          ///< all eight symmetries of the square: both rotations and the four mirrors
};
/// "none", "rotational", "rotational-90", "vertical", "horizontal", "orthogonal", "diagonal",
/// "anti-diagonal", "bi-diagonal", "full".
std::string_view to_string(Symmetry symmetry);
/// Accepts the names printed by to_string and "mirror", the former name of "vertical"; throws
/// std::invalid_argument listing them.
Symmetry symmetry_from_string(std::string_view name);
std::vector<std::string_view> symmetry_names();

/// The cells of an N×N grid of box n partitioned into the groups removed together: the orbits of
/// the cells under the symmetry (1 to 8 cells each), every group in increasing order, groups
/// ordered by their first cell.
std::vector<std::vector<int>> symmetry_groups(int box, Symmetry symmetry);

/// The largest box size filled by randomized search; larger grids use the shuffled pattern.
inline constexpr int kSearchFillMaxBox = 4;

/// A lower bound on the clues of a puzzle with one solution: 17 for 9×9 (McGuire, Tugemann and
/// Civario 2014, "There is no 16-clue Sudoku"), 4 for 4×4 (exhaustive), 0 for 1×1, and N−1 for
/// the other sizes (with two values absent from the givens, swapping them gives a second solution).
int min_clues(int box);

/// The seed of item `index` of a sequence started from `seed` (puzzle i of a run, attempt a of a
/// puzzle): the index-th output of SplitMix64 seeded with `seed`, so nearby indices get unrelated seeds.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index);

/// A random complete grid of box size n (1..Geometry::kMaxBox), the same for a seed on every platform.
///  - n ≤ kSearchFillMaxBox: the `csp` backend fills the empty grid with a random value order
///    (seeded), restarting with a derived seed if a run takes too long. Not uniform over all grids,
///    but any grid can come out.
///  - larger n: the pattern grid value(r, c) = (r·n + ⌊r/n⌋ + c) mod N, then random transformations
///    that keep a grid valid: relabel the values, permute the rows within each band and the bands,
///    the columns within each stack and the stacks, and transpose. This samples only grids reachable
///    from the pattern, far from uniform over all grids, but it costs O(N²) for any size.
/// Throws std::invalid_argument for a box size out of range.
Grid random_solution(int box, std::uint64_t seed);

struct GeneratorOptions {
    std::uint64_t seed = 0;
    /// Stop removing clues once at most this many are left; 0 = remove down to a minimal puzzle.
    /// Must be 0 or in min_clues(box)..N². With a symmetry the last group may go below it by up to
    /// its size less one.
    int clues = 0;
    Symmetry symmetry = Symmetry::None;
    /// Keep trying new grids (up to max_attempts) until the grade is this level. Below extreme,
    /// clues are removed only while the puzzle keeps this grade or an easier one (see the top of
    /// this file). Only for boxes up to hints::kMaxHintBox.
    std::optional<hints::Level> difficulty;
    /// Keep trying new grids until the puzzle's solving path (every technique allowed) uses this
    /// technique. With a difficulty, the technique's level must not be above it. Only for boxes up to
    /// hints::kMaxHintBox.
    std::optional<hints::Technique> technique;
    /// Keep trying new grids until this technique is the puzzle's hardest step: the step its SE
    /// number rates, the "hardest" of `sudoku grade` (the key technique of the puzzle). Clues are
    /// removed only while the puzzle's path in SE's order needs nothing later in that order (see
    /// rates_within in grading.hpp) when the technique comes before SE's forcing chains. With a
    /// difficulty, its level must not be above it. Only for boxes up to hints::kMaxHintBox.
    std::optional<hints::Technique> hardest_technique;
    /// Keep trying new grids until the SE number (rating->se, as `sudoku grade` gives it) is at least
    /// se_min and, when se_max > 0, at most se_max; 0 = no bound. Below SE's forcing chains (7.5), clues
    /// are removed only while the puzzle stays within se_max. Only for boxes up to hints::kMaxHintBox.
    double se_min = 0;
    double se_max = 0;
    /// Complete grids tried when a difficulty, a technique or a clue count is asked for; at least 1.
    int max_attempts = 100;
    /// For the whole puzzle (every attempt), 0 = none. When it runs out during clue removal, the
    /// puzzle so far (unique, not minimal) is returned with time_limited set.
    std::chrono::milliseconds time_limit{0};
    /// Set to true by another thread to stop like a time limit (not owned).
    const std::atomic<bool>* cancel = nullptr;
    /// Asked like `cancel` (not owned): a front end's own reason to stop (Python's Ctrl-C).
    const csp::StopRequest* stop_request = nullptr;
    /// The backend of the uniqueness checks (a solution avoiding the cleared value when the backend
    /// takes exclusions, else two solutions asked); any backend gives the same puzzles, only the time
    /// differs. Empty = default_check_backend(box).
    std::string backend;
};

struct GeneratedPuzzle {
    Grid puzzle;
    Grid solution;
    /// The step finder's rating (rate_puzzle): rating->level is the grade. None above
    /// hints::kMaxHintBox, and when the time limit or a cancellation ended the generation (unless
    /// a difficulty or a technique was asked for): rating a large grid can take as long again.
    std::optional<hints::Rating> rating;
    /// Every clue (symmetric group) was tried for removal: no clue (group) can be removed.
    bool minimal = false;
    /// Every clue (group) was tried under a ceiling (removal_ceiling: a difficulty below extreme, an
    /// SE maximum, a hardest technique): none can be removed without making the puzzle harder than
    /// asked or not unique. Such a puzzle may still have a clue whose removal keeps one solution, so
    /// `minimal` is false.
    bool minimal_for_grade = false;
    /// The time limit (or cancellation) ended clue removal early: unique, but not minimal.
    bool time_limited = false;
    /// The puzzle has the asked difficulty, uses the asked technique and has at most the asked
    /// clues. When no attempt gets there, the last attempt is returned with this false.
    bool matches = true;
    int attempts = 0;                                   ///< complete grids tried
    std::array<int, hints::kLevelCount> grades_seen{};  ///< graded attempts per level (for messages)
    int technique_seen = 0;                             ///< attempts whose path used the asked technique
    int hardest_seen = 0;                               ///< attempts whose hardest step was the asked one
    double lowest_se_seen = 0;                          ///< over the graded attempts (for messages)
    double highest_se_seen = 0;
    int fewest_clues_seen = 0;       ///< over all attempts
    std::uint64_t searches = 0;      ///< backend searches (one per cell of a group checked)
    std::uint64_t quick_checks = 0;  ///< removals proved safe by a single, without search
    std::chrono::nanoseconds time{0};
};

/// The backend that measured fastest for uniqueness checks during clue removal: "backtrack" up to
/// 4×4, "dlx" for 9×9, "rules" for 16×16, where the deductions keep the search trees small, "sat"
/// for 25×25, where clause learning gets further in the hard checks near a minimal puzzle; "rules"
/// again above (docs/experiments.md#the-check-backend-per-size).
std::string_view default_check_backend(int box);

/// The time limit a front end gives generate() when its user gives none: none up to 16×16; from
/// 25×25 on, where a minimal puzzle can take minutes, 60 s, the budget issue 6 sets for a minimal
/// 25×25 (a puzzle cut short is unique, not minimal). It leaves room above the measured times for
/// slower machines and unlucky seeds (docs/experiments.md#the-default-time-limit-at-2525).
std::chrono::milliseconds default_time_limit(int box);

/// The highest SE number a puzzle of `level` can have, 0 when any can: an easy puzzle needs only
/// singles (naked single, SE 2.3); the other levels are reached by the score as well.
double highest_se_of(hints::Level level);

/// The SE bounds' range: any SE number we give is below it.
inline constexpr double kMaxSe = 20;

/// How a front end spells an option's name in messages (csp::flag_spelling gives "--se-min",
/// csp::camel_spelling "seMin"); by default as the library names it, "se_min" (Python's keyword).
using OptionSpelling = std::string (*)(std::string_view name);
std::string library_spelling(std::string_view name);

/// Throws std::invalid_argument for a box size out of range, an impossible clue count,
/// max_attempts < 1, a difficulty, technique or SE bound for a box above hints::kMaxHintBox, a
/// technique harder than the difficulty, an SE bound out of 0..kMaxSe or an SE range that no
/// puzzle can meet (the lower bound above the upper, the upper below the hardest technique's SE
/// number, the lower above what the difficulty allows): the message names the option as `spell`
/// spells it and says what is allowed.
void check_options(int box, const GeneratorOptions& options, OptionSpelling spell = library_spelling);

/// The puzzle's rating meets what `options` ask of the rating: the difficulty, the technique used,
/// the hardest technique and the SE range (an SE number that is only a lower bound meets se_min,
/// never se_max).
bool rating_matches(const hints::Rating& rating, const GeneratorOptions& options);

/// The ceiling clue removal keeps the puzzle within, in words: "medium", "SE 4.5", "hardest x-wing"
/// or several of them ("medium, SE 3.4"); empty when there is none.
std::string removal_ceiling(const GeneratorOptions& options);

/// What `options` ask for, in words, for a message when no attempt matched: "hard puzzle with SE
/// 3.0 to 4.5 whose hardest step is x-wing, whose solving path uses pointing, with at most 24 clues".
std::string requested_puzzle(const GeneratorOptions& options);

/// A puzzle of box size n with exactly one solution. Throws as check_options.
GeneratedPuzzle generate(int box, const GeneratorOptions& options = {});

}  // namespace sudoku
