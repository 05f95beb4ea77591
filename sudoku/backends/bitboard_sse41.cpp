/// The `bitboard` search on SSE registers. CMakeLists.txt compiles this file alone with -msse4.1
/// and -mpopcnt on x86-64; the CPU is asked at run time before it is called
/// (bitboard_path_available). Other targets get the portable search under this name, and
/// kSse41Built tells the backend not to pick it.
#include "sudoku/backends/bitboard_search.hpp"

namespace sudoku::detail::bitboard {

#if defined(__SSE4_1__) && defined(__POPCNT__)
const bool kSse41Built = true;
Outcome search_sse41(const Task& task, Sink& sink) { return Search<Sse41Lanes>(task, sink).run(); }
#else
const bool kSse41Built = false;
Outcome search_sse41(const Task& task, Sink& sink) { return search_portable(task, sink); }
#endif

}  // namespace sudoku::detail::bitboard
