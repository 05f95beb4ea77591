/// The `bitboard` search on the same 128-bit vectors as bitboard_sse41.cpp, compiled for AVX2 and
/// BMI (VEX-encoded three-operand instructions, tzcnt): CMakeLists.txt builds this file alone with
/// those flags on x86-64, and the backend asks the CPU before calling it. A digit plane is 128 bits,
/// so 256-bit registers would hold two digits and gain little; the encoding is what helps. Other
/// targets get the portable search under this name, and kAvx2Built tells the backend not to pick it.
#include "sudoku/backends/bitboard_search.hpp"

namespace sudoku::detail::bitboard {

#if defined(__AVX2__) && defined(__BMI__) && defined(__POPCNT__)
const bool kAvx2Built = true;
Outcome search_avx2(const Task& task, Sink& sink) { return Search<Sse41Lanes>(task, sink).run(); }
#else
const bool kAvx2Built = false;
Outcome search_avx2(const Task& task, Sink& sink) { return search_portable(task, sink); }
#endif

}  // namespace sudoku::detail::bitboard
