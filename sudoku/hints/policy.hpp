#pragma once
/// The rules every front end of the step finder (the `sudoku` tool, Python, the web) applies before
/// it looks for a step: which grids it takes, and whether the uniqueness techniques may be used.
/// Written once here, so the three cannot drift apart.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

/// Whether the techniques that rest on the puzzle having one solution (unique rectangles, BUG+1)
/// may be used.
enum class Uniqueness {
    Auto,    ///< when a solver proves the position has one solution within kUniquenessSeconds
    Assume,  ///< always: the caller vouches for one solution
    Off,     ///< never
};
std::string_view to_string(Uniqueness mode);
/// "auto", "assume" or "off"; throws std::invalid_argument naming them otherwise.
Uniqueness uniqueness_from_string(std::string_view name);
std::vector<std::string_view> uniqueness_names();

/// How long Auto lets a solver try to prove one solution; undecided counts as "no".
inline constexpr int kUniquenessSeconds = 2;

/// The rule itself, for a caller that has counted the solutions already: Assume yes, Off no, Auto
/// when `proven_unique`.
constexpr bool may_use_uniqueness(Uniqueness mode, bool proven_unique) {
    return mode == Uniqueness::Assume || (mode == Uniqueness::Auto && proven_unique);
}

/// Whether the uniqueness techniques may be used on `position` (its placed values: givens and cells
/// placed since; candidates deleted by hand only remove solutions, so one solution of the placed
/// values is enough for the position). The cancel flag, stop request and time limit of `stops`
/// stop Auto's search early (counting as "no"); its own limit is kUniquenessSeconds.
bool may_use_uniqueness(const PencilMarks& position, Uniqueness mode, const csp::SearchLimits& stops = {});

/// Why the step finder cannot take a grid of box size `box` ("the step finder takes grids up to
/// 64x64"), or nullopt when it can.
std::optional<std::string> unsupported_size(int box);

}  // namespace sudoku::hints
