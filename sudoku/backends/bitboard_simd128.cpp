/// The `bitboard` search on WebAssembly SIMD registers (128 bits, like SSE's). CMakeLists.txt builds
/// this file alone with -msimd128 under emscripten, so the browser build runs it (every current
/// browser and Node 16.4+ has WebAssembly SIMD). Other targets get the portable search under this
/// name, and kSimd128Built tells the backend not to pick it.
#include "sudoku/backends/bitboard_search.hpp"

namespace sudoku::detail::bitboard {

#if defined(__wasm_simd128__)
const bool kSimd128Built = true;
Outcome search_simd128(const Task& task, Sink& sink) { return Search<Simd128Lanes>(task, sink).run(); }
#else
const bool kSimd128Built = false;
Outcome search_simd128(const Task& task, Sink& sink) { return search_portable(task, sink); }
#endif

}  // namespace sudoku::detail::bitboard
