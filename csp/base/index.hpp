#pragma once
/// Variable ids and value indices are ints in the API and subscripts of std::vector inside.
#include <cstddef>

namespace csp::detail {

/// `v[at(x)]`: an int id as a subscript, without a cast at every use (-Wconversion is on).
constexpr std::size_t at(int i) noexcept { return static_cast<std::size_t>(i); }

}  // namespace csp::detail
