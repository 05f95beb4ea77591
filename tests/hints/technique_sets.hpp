#pragma once
// Technique sets the hint tests walk with.

#include <cstddef>

#include "sudoku/hints/technique.hpp"

namespace hints_test {

inline constexpr sudoku::hints::Technique kNestedChains[] = {
    sudoku::hints::Technique::NestedForcingChain, sudoku::hints::Technique::NestedMultipleForcingChain,
    sudoku::hints::Technique::NestedDynamicForcingChain, sudoku::hints::Technique::NestedDynamicForcingChainPlus};

/// Every technique but SE's nested chains (seconds a step in Release, minutes a puzzle under the
/// sanitizers): what the light tests walk with. The nested chains' own walks are slow tests
/// (nested_chains_test.cpp), left out of the sanitizer stage.
inline sudoku::hints::TechniqueSet without_nested_chains() {
    sudoku::hints::TechniqueSet set = sudoku::hints::default_techniques();
    for (sudoku::hints::Technique t : kNestedChains) set.reset(static_cast<std::size_t>(t));
    return set;
}

}  // namespace hints_test
