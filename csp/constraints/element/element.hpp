#pragma once
/// element: value = array[index − offset], the array of constants or of variables (FlatZinc's
/// arrays are 1-based: offset 1). An index outside the array has no solution.
///
/// Strength: domain consistent. With constants, index keeps the positions whose entry is a value of
/// `value`, and value keeps the entries at the positions left. With variables, index keeps the
/// positions whose variable shares a value with `value`, value keeps the union of those
/// variables' values, and once index is fixed the chosen variable and value are made equal (the
/// other array variables are unconstrained). A variable may repeat (then consistency is that of
/// the constraint with the repeats seen as distinct variables).

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// value = array[index − offset]. Throws ModelError when the array is empty.
void add_element(Problem& problem, VarId index, std::span<const int> array, VarId value, int offset);
/// value = array[index − offset], the array of variables. Throws ModelError when it is empty.
/// (Its own name: VarId is an int, so an overload of add_element could not tell the arrays apart.)
void add_variable_element(Problem& problem, VarId index, std::span<const VarId> array, VarId value, int offset);

}  // namespace csp
