#pragma once
// Ctrl-C stops a batch cleanly: the handler only sets a flag; running searches see it as a
// cancellation and the puzzles already solved are still written out.

#include <atomic>

namespace sudoku::batch {

/// Installs the SIGINT handler (once) and returns the flag it sets.
const std::atomic<bool>& interrupt_flag();

}  // namespace sudoku::batch
