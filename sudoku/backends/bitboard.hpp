#pragma once
/// The `bitboard` backend's choice of instruction set, for the tests that run both copies of its
/// search on the same puzzles. Internal (detail): users pick the backend by name, and it picks the
/// fastest copy the CPU can run.

#include <string_view>

#include "sudoku/backends/backend.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::detail {

enum class BitboardPath {
    Portable,  ///< plain 64-bit integers; every build and CPU
    Sse41,     ///< SSE4.1 registers (and POPCNT); x86-64 builds on CPUs that have them
    Avx2,      ///< the same, compiled for AVX2, BMI and POPCNT; x86-64 builds on CPUs that have them
    Simd128,   ///< WebAssembly SIMD registers; the browser build (emscripten)
};

inline constexpr BitboardPath kBitboardPaths[] = {BitboardPath::Portable, BitboardPath::Sse41, BitboardPath::Avx2,
                                                  BitboardPath::Simd128};

/// True when this build and this CPU can run `path`.
bool bitboard_path_available(BitboardPath path);
/// The path the backend runs: the fastest one available.
BitboardPath bitboard_fastest_path();
/// "portable", "sse4.1", "avx2" or "simd128".
std::string_view to_string(BitboardPath path);

/// The `bitboard` backend's answer computed on `path` (which must be available). Throws
/// std::invalid_argument for a grid other than 9×9.
SolveResult solve_bitboard(const Grid& puzzle, const SolveOptions& options, BitboardPath path);

}  // namespace sudoku::detail
