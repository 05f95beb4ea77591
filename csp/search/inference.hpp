#pragma once
/// How much propagation runs after each assignment (AIMA §6.3.2).

#include <string>
#include <string_view>
#include <vector>

namespace csp {

enum class Inference {
    None,             ///< check the new assignment against assigned neighbours only
    ForwardChecking,  ///< prune the neighbours of the assigned variable (Haralick & Elliott 1980)
    Mac,              ///< maintain arc consistency: propagate to a fixpoint (Sabin & Freuder 1994)
};

std::string_view to_string(Inference inference);
/// Accepts the names printed by to_string ("none", "fc", "mac"); throws std::invalid_argument.
Inference inference_from_string(std::string_view name);
std::vector<std::string_view> inference_names();

}  // namespace csp
