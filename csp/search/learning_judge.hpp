#pragma once
/// SolverOptions::adaptive_learning: learning only where it pays. Its set-up (two literals per value)
/// and its bookkeeping (every domain change trailed with its reason, every failure analysed) cost
/// two to four times a plain node, so the search starts plain; past a small budget it learns; and
/// after a probe of conflicts it judges the learnt clauses by how often they prune what the
/// propagators did not (a propagation pass or a conflict of theirs: a "hit"), with a first look
/// a quarter of the way that stops the hopeless early, and by their length. Clauses that hit
/// rarely leave the learning search's tree that of the plain search at a higher price (costas-array,
/// langford, golomb), so the rest of the search goes plain. The figures: docs/experiments.md,
/// "Learning where it pays" and "The cost of learning where it does not pay".

#include <cstdint>

namespace csp::detail {

/// The opening plain run stops after this many failures or propagations, whichever comes first:
/// easy instances end there without learning's set-up; magicseq 100's plain failures cost
/// milliseconds each, hence the propagation budget too.
inline constexpr std::uint64_t kOpeningFailures = 1000;
inline constexpr std::uint64_t kOpeningPropagations = 500'000;
/// The learning search is judged after this many conflicts.
inline constexpr std::uint64_t kLearningProbe = 400;
/// Learnt-clause hits per conflict below which learning stops.
inline constexpr double kLeastClauseHits = 0.35;
/// A first look, after this many conflicts, stops only the hopeless: the hits grow about with the
/// square of the conflicts (each clause learnt may prune for the rest of the probe), so where the
/// clauses earn the bar by the probe's end they hit at least a third of it here (latin-squares 15,
/// the lowest that earns it, 0.15 a conflict), while pentominoes, golomb, still_life, costas and
/// langford stay under 0.1 — pentominoes' learning conflicts cost a millisecond each.
inline constexpr std::uint64_t kFirstLook = 100;
inline constexpr double kLeastEarlyHits = 0.125;
/// Learnt clauses longer on average than this many times the conflicts' decision levels do not
/// pay at either look: the decisions alone (the plain search's nogood) would say as much in fewer
/// literals, and each literal is an explanation to compute. Black-hole 0's clauses are 14–20 times
/// its levels (470 literals at level 24), where the learning search that keeps them runs twice as
/// long as the plain search; those of the instances where learning wins at most 7 (open_stacks
/// wbp_15_15_1 and fillomino 18).
inline constexpr std::uint64_t kLongestClauses = 10;
/// ... but only where a plain failure is cheap: a failure saved is worth its propagations, and
/// where the opening run's failures cost more than this many each (magicseq 100: about 14,000;
/// the others at most 600) even rare hits pay.
inline constexpr std::uint64_t kDearFailure = 5000;

/// What the judge weighs: the opening plain run's failures and propagations, and over the learning
/// run's probe its conflicts, its learnt clauses' hits, their literals and the decision levels of
/// their conflicts (the run counts them as it goes).
struct ClauseUse {
    std::uint64_t plain_failures = 0;
    std::uint64_t plain_propagations = 0;
    std::uint64_t conflicts = 0;
    std::uint64_t hits = 0;
    std::uint64_t learnt_literals = 0;
    std::uint64_t conflict_levels = 0;
};

/// Whether the learnt clauses earn their cost: not when they are too long (kLongestClauses); at the
/// first look (fewer conflicts than the probe) against kLeastEarlyHits, at the probe's end against
/// kLeastClauseHits.
inline bool learning_pays(const ClauseUse& use) {
    if (use.plain_propagations >= kDearFailure * use.plain_failures) return true;
    if (use.learnt_literals > kLongestClauses * use.conflict_levels) return false;
    const double bar = use.conflicts < kLearningProbe ? kLeastEarlyHits : kLeastClauseHits;
    return static_cast<double>(use.hits) >= bar * static_cast<double>(use.conflicts);
}

}  // namespace csp::detail
