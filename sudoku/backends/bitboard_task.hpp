#pragma once
/// What the `bitboard` backend hands its search and gets back: plain data and one callback
/// interface, so that the search can be compiled twice (portable, SSE4.1) without either copy
/// pulling in library code built for the other's instruction set. Internal (detail).

#include <cstdint>

namespace sudoku::detail::bitboard {

struct Task {
    std::int8_t givens[81] = {};      ///< row-major, 0 = blank; consistent (the caller checked)
    std::uint16_t excluded[81] = {};  ///< bit v - 1 set: value v is ruled out in the cell
    std::uint64_t max_solutions = 1;  ///< 0 = all
};

/// Called by the search; the caller decides about limits and keeps the solutions.
class Sink {
public:
    /// A solution, 81 values row-major. True: stop the search.
    virtual bool solution(const std::int8_t* values) = 0;
    /// Called once per search node with the nodes so far. True: a limit is reached, stop.
    virtual bool limit_reached(std::uint64_t nodes) = 0;

protected:
    ~Sink() = default;
};

struct Outcome {
    std::uint64_t nodes = 0;       ///< branches entered: a guessed value, or its removal after a failure
    std::uint64_t backtracks = 0;  ///< guesses undone (failed, or explored for more solutions)
    std::uint64_t solutions = 0;   ///< solutions reported to the sink
    std::uint32_t max_depth = 0;   ///< the most guesses open at once
    bool exhausted = false;        ///< the whole search space was explored
};

/// The same search on plain 64-bit integers, on SSE registers (only where kSse41Built and the CPU
/// has SSE4.1), on the same registers compiled for AVX2 and BMI (only where kAvx2Built and the
/// CPU has both), and on WebAssembly SIMD registers (only where kSimd128Built: the browser build).
/// All give the same solutions in the same order with the same node counts.
Outcome search_portable(const Task& task, Sink& sink);
Outcome search_sse41(const Task& task, Sink& sink);
Outcome search_avx2(const Task& task, Sink& sink);
Outcome search_simd128(const Task& task, Sink& sink);
/// True when search_sse41 (search_avx2, search_simd128) was compiled for its instruction set
/// (x86-64 builds; the emscripten build); false: it is the portable search.
extern const bool kSse41Built;
extern const bool kAvx2Built;
extern const bool kSimd128Built;

}  // namespace sudoku::detail::bitboard
