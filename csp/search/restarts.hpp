#pragma once
/// Restart policies: the search is abandoned after a number of failures and begun again from the
/// root, with what it learnt kept (constraint weights, nogoods), so a run that went wrong early does
/// not have to be searched to the end. The cutoffs grow, so some run finally has no effective limit
/// and the search stays complete.

#include <cstdint>
#include <string_view>
#include <vector>

namespace csp {

enum class RestartPolicy {
    None,       ///< one run
    Luby,       ///< cutoffs base × 1, 1, 2, 1, 1, 2, 4, … (Luby, Sinclair & Zuckerman 1993)
    Geometric,  ///< cutoffs base × growth^k (Walsh 1999)
    Constant,   ///< every run base failures (MiniZinc's restart_constant; complete only with nogoods)
    Linear,     ///< cutoffs base × 1, 2, 3, … (MiniZinc's restart_linear)
};

std::string_view to_string(RestartPolicy policy);
/// Accepts the names printed by to_string; throws std::invalid_argument naming the valid choices.
RestartPolicy restart_policy_from_string(std::string_view name);
std::vector<std::string_view> restart_policy_names();

namespace detail {

/// The i-th term (1-based) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …
std::uint64_t luby(std::uint64_t i);

/// The failure cutoff of each successive run; 0 means "no limit" (RestartPolicy::None).
class RestartSchedule {
public:
    RestartSchedule(RestartPolicy policy, std::uint64_t base, double growth);
    std::uint64_t next();

private:
    RestartPolicy policy_;
    std::uint64_t base_;
    double growth_;
    std::uint64_t run_ = 0;
    double geometric_;
};

}  // namespace detail
}  // namespace csp
