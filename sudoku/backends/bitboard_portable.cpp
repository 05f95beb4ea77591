/// The `bitboard` search on plain 64-bit integers: every build has it, and it is the reference the
/// SSE4.1 copy must match (tests/sudoku/bitboard_backend_test.cpp).
#include "sudoku/backends/bitboard_search.hpp"

namespace sudoku::detail::bitboard {

Outcome search_portable(const Task& task, Sink& sink) { return Search<PortableLanes>(task, sink).run(); }

}  // namespace sudoku::detail::bitboard
