#pragma once
/// --assign NAME=VALUE,…: a partial assignment given on the command line, fixed before the search
/// and before --trace-ac3. It turns AIMA's exercise — does arc consistency detect that the partial
/// assignment WA = red, Q = green on the map of Australia cannot be completed? — into one command:
/// `map_colouring --assign WA=0,Q=1 --trace-ac3`.

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/model/problem.hpp"

// Declared, not included: the examples' search helpers use these headers without compiling CLI11.
namespace CLI {
class App;
}

namespace csp::cli {

/// A variable and the value (a label, as the model numbers it) it is fixed to.
using Fixed = std::pair<VarId, int>;

/// Adds --assign, bound to `text`; parse it with parse_assignment once the problem is built.
void add_assign_flag(CLI::App& app, std::string& text);

/// The pairs of "NAME=VALUE[,NAME=VALUE…]" for `problem` (spaces around names and values are
/// ignored; names may hold spaces, as the zebra's "orange juice"). Throws std::invalid_argument
/// naming the pair and what is wrong with it: not NAME=VALUE, no variable of that name, a value that
/// is not an integer or not in the variable's domain, a variable given twice.
std::vector<Fixed> parse_assignment(std::string_view text, const Problem& problem);

/// A copy of `problem` with each variable fixed to its value (Problem::assign).
Problem with_assignment(const Problem& problem, std::span<const Fixed> assignment);

/// "WA=0, Q=1": the assignment as the model names it.
std::string describe(const Problem& problem, std::span<const Fixed> assignment);

}  // namespace csp::cli
