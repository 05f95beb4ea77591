#pragma once
/// The rules every front end of the step finder (the `sudoku` tool, Python, the web) applies before
/// it looks for a step: which grids it takes, and whether the uniqueness techniques may be used.
/// Written once here, so the three cannot drift apart.

#include <chrono>
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

/// How long Auto lets a solver try to prove one solution (check_position's default); undecided
/// counts as "no".
inline constexpr int kUniquenessSeconds = 2;

/// The rule itself, for a caller that has counted the solutions already: Assume yes, Off no, Auto
/// when `proven_unique`.
constexpr bool may_use_uniqueness(Uniqueness mode, bool proven_unique) {
    return mode == Uniqueness::Assume || (mode == Uniqueness::Auto && proven_unique);
}

/// What a front end decides before it hints at, explains or grades a position: check_position's
/// answer.
struct PositionCheck {
    /// The position's solutions counted to two: 0, 1, 2 (two or more), or nullopt when the count
    /// was cut short (the count's time, or the caller's stops).
    std::optional<int> solutions;
    /// Why it gets no hint and no rating: "it has no solution", "it has several solutions"; nullopt
    /// for one solution or an undecided count (a step then rests on logic alone, and is still sound).
    std::optional<std::string> refusal;
    bool unique = false;  ///< the uniqueness techniques may be used (the rule above)
};

/// The one rule of `hint`, `explain` and `grade` on every surface (the `sudoku` tool, Python, the
/// web). A step or a rating is about a puzzle with one solution, so the solutions of `position`
/// (its placed values less the candidates deleted by hand) are counted to two first, within
/// `count_time` and `stops`, and none or several is a refusal (`hint` and `grade` say it instead;
/// `explain` walks on and diagnoses it). The uniqueness techniques treat every placed value as a
/// given: under Auto they need one solution of the placed values alone, so a position whose
/// struck candidates are what make it unique (its placed values have several solutions) gets
/// none of them; they would rule out the other solutions' patterns and run into a contradiction.
/// The placed values are counted again only then (candidates deleted and one solution found).
PositionCheck check_position(const PencilMarks& position, Uniqueness mode, const csp::SearchLimits& stops = {},
                             std::chrono::milliseconds count_time = std::chrono::seconds(kUniquenessSeconds));

/// Why the step finder cannot take a grid of box size `box` ("the step finder takes grids up to
/// 64x64"), or nullopt when it can.
std::optional<std::string> unsupported_size(int box);

}  // namespace sudoku::hints
