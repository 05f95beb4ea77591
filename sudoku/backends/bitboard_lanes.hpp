#pragma once
/// The vector types the `bitboard` search is written over: four 32-bit lanes (three bands and a
/// padding lane), as a pair of 64-bit words anywhere, as one SSE register where the translation
/// unit is compiled for SSE4.1, or as one WebAssembly SIMD register where it is compiled with
/// -msimd128. All give the same bits, so the search makes the same moves on each.

#include <cstdint>
#include <cstring>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace sudoku::detail::bitboard {
namespace {

/// Plain 64-bit integers: lanes 0 and 1 in `lo`, 2 and 3 in `hi`.
struct PortableLanes {
    struct V {
        std::uint64_t lo, hi;
    };
    static V load(const std::uint32_t* p) {
        V v;
        std::memcpy(&v, p, sizeof v);
        return v;
    }
    static void store(std::uint32_t* p, V v) { std::memcpy(p, &v, sizeof v); }
    static V zero() { return {0, 0}; }
    static V bit_and(V a, V b) { return {a.lo & b.lo, a.hi & b.hi}; }
    static V bit_or(V a, V b) { return {a.lo | b.lo, a.hi | b.hi}; }
    static V and_not(V a, V b) { return {~a.lo & b.lo, ~a.hi & b.hi}; }  ///< ~a & b
    /// Each lane shifted right by N; the bits a lane passes to the one below land above bit 26,
    /// where the callers mask them off (the SSE copy drops them).
    template <int N>
    static V shift_right(V a) {
        return {a.lo >> N, a.hi >> N};
    }
    static bool none(V a) { return (a.lo | a.hi) == 0; }
    static bool same(V a, V b) { return ((a.lo ^ b.lo) | (a.hi ^ b.hi)) == 0; }
    /// Bit i set when lane i of a and b differ.
    static unsigned differing_lanes(V a, V b) {
        const std::uint64_t x = a.lo ^ b.lo, y = a.hi ^ b.hi;
        return static_cast<unsigned>((x & 0xffffffffu) != 0) | static_cast<unsigned>((x >> 32) != 0) << 1 |
               static_cast<unsigned>((y & 0xffffffffu) != 0) << 2 | static_cast<unsigned>((y >> 32) != 0) << 3;
    }
};

#if defined(__SSE4_1__)
/// One SSE register; PTEST decides emptiness and equality.
struct Sse41Lanes {
    using V = __m128i;
    static V load(const std::uint32_t* p) { return _mm_load_si128(reinterpret_cast<const __m128i*>(p)); }
    static void store(std::uint32_t* p, V v) { _mm_store_si128(reinterpret_cast<__m128i*>(p), v); }
    static V zero() { return _mm_setzero_si128(); }
    static V bit_and(V a, V b) { return _mm_and_si128(a, b); }
    static V bit_or(V a, V b) { return _mm_or_si128(a, b); }
    static V and_not(V a, V b) { return _mm_andnot_si128(a, b); }
    template <int N>
    static V shift_right(V a) {
        return _mm_srli_epi32(a, N);
    }
    static bool none(V a) { return _mm_testz_si128(a, a) != 0; }
    static bool same(V a, V b) {
        const V x = _mm_xor_si128(a, b);
        return _mm_testz_si128(x, x) != 0;
    }
    static unsigned differing_lanes(V a, V b) {
        return ~static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b)))) & 0xfu;
    }
};
#endif

#if defined(__wasm_simd128__)
/// One WebAssembly SIMD register (the browser build); any_true decides emptiness and equality.
struct Simd128Lanes {
    using V = v128_t;
    static V load(const std::uint32_t* p) { return wasm_v128_load(p); }
    static void store(std::uint32_t* p, V v) { wasm_v128_store(p, v); }
    static V zero() { return wasm_i32x4_splat(0); }
    static V bit_and(V a, V b) { return wasm_v128_and(a, b); }
    static V bit_or(V a, V b) { return wasm_v128_or(a, b); }
    static V and_not(V a, V b) { return wasm_v128_andnot(b, a); }  ///< ~a & b (wasm's andnot is first & ~second)
    template <int N>
    static V shift_right(V a) {
        return wasm_u32x4_shr(a, N);
    }
    static bool none(V a) { return !wasm_v128_any_true(a); }
    static bool same(V a, V b) { return !wasm_v128_any_true(wasm_v128_xor(a, b)); }
    static unsigned differing_lanes(V a, V b) { return wasm_i32x4_bitmask(wasm_i32x4_ne(a, b)); }
};
#endif

}  // namespace
}  // namespace sudoku::detail::bitboard
