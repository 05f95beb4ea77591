#pragma once
// A float kept in a 32-bit integer slot (the clause activities of the SAT core's and the learning
// search's clause arenas). std::bit_cast would do, but the libc++ of the WebAssembly toolchain lacks
// it; memcpy compiles to the same move.
#include <cstdint>
#include <cstring>

namespace csp {

inline std::uint32_t float_to_bits(float value) {
    static_assert(sizeof(float) == sizeof(std::uint32_t));
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

inline float bits_to_float(std::uint32_t bits) {
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

}  // namespace csp
