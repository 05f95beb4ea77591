#pragma once
/// The view of a problem the page draws: {variables:[{name, domain}], constraints:[{scope, text}],
/// edges:[[i, j]], layout?}. Domains are after unary constraints (a Sudoku's givens are single values).

#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

json describe(const Instance& instance);

}  // namespace web
