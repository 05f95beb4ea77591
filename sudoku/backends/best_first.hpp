#pragma once
/// The `best-first` backend's search, with the choices the registry entry fixes exposed for tests
/// and experiments: which cell a state branches on, and the frontier discipline.

#include <cstddef>

#include "sudoku/backends/backend.hpp"

namespace sudoku::detail {

enum class CellChoice {
    FewestCandidates,  ///< MRV (AIMA §6.3.1): fewest successors per expansion
    FirstUndecided,    ///< the first unplaced cell in row-major order
};

enum class FrontierOrder {
    BestFirst,     ///< priority queue: fewest undecided cells first, newest first among equals
    BreadthFirst,  ///< FIFO queue
};

struct BestFirstOptions {
    CellChoice cell_choice = CellChoice::FewestCandidates;
    FrontierOrder order = FrontierOrder::BestFirst;
    /// Memory the frontier may hold (SolveOptions::memory_limit lowers it); exceeding it ends the
    /// search in LimitReached, with SolveResult::memory_limited.
    std::size_t max_frontier_bytes = std::size_t{256} << 20;
    /// A cap on the number of frontier states as well (0 = only the memory budget).
    std::size_t max_frontier_states = 0;
};

/// Search over copies of the candidate state (AIMA §3.5 best-first search, here on a Sudoku
/// state space): expanding a state creates one successor per candidate of its branching cell, each
/// closed under naked singles; contradictory successors are dropped, a lone successor is expanded at
/// once, and the others wait in the frontier.
SolveResult solve_best_first(const Grid& puzzle, const SolveOptions& options, const BestFirstOptions& search = {});

}  // namespace sudoku::detail
