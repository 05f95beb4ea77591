#pragma once
/// all-different(x1, …, xn) at a selectable strength: the classic lesson that stronger
/// propagation buys smaller search trees.

#include <span>
#include <string_view>
#include <vector>

#include "csp/model/problem.hpp"

namespace csp {

enum class AllDifferentStrength {
    Binary,  ///< decompose into ≠ arcs (removes a value once a variable is fixed, via AC-3)
    Value,   ///< one propagator removing fixed values from the others (same pruning, one call)
    Hidden,  ///< value + a value with one place left goes there; too few values ⇒ failure
    Bounds,  ///< Hall intervals on the bounds (López-Ortiz, Quimper, Tromp & van Beek 2003)
    Domain,  ///< generalised arc consistency by matching (Régin 1994)
};

std::string_view to_string(AllDifferentStrength strength);
AllDifferentStrength all_different_strength_from_string(std::string_view name);
std::vector<std::string_view> all_different_strength_names();

/// Adds all-different over `vars` (distinct variables; their value sets may differ).
void add_all_different(Problem& problem, std::span<const VarId> vars,
                       AllDifferentStrength strength = AllDifferentStrength::Domain);

/// Adds all-different over x_i + offsets[i]: no two of the shifted values are equal (Gecode's
/// distinct(c, x); N-Queens' diagonals are all-different over Q_i + i and over Q_i − i, with no
/// auxiliary variables). One offset per variable, else ModelError. Every strength honours the
/// offsets: Binary posts x_i − x_j ≠ o_j − o_i arcs (not_equal_offset), Domain is Régin's matching
/// (AAAI 1994), Bounds the Hall intervals of López-Ortiz, Quimper, Tromp & van Beek (IJCAI 2003).
void add_all_different(Problem& problem, std::span<const VarId> vars, std::span<const int> offsets,
                       AllDifferentStrength strength = AllDifferentStrength::Domain);

}  // namespace csp
