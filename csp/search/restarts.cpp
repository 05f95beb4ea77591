#include "csp/search/restarts.hpp"

#include <algorithm>
#include <limits>

#include "csp/base/enum_names.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<RestartPolicy, 5> kPolicies = {{RestartPolicy::None, "none"},
                                                           {RestartPolicy::Luby, "luby"},
                                                           {RestartPolicy::Geometric, "geometric"},
                                                           {RestartPolicy::Constant, "constant"},
                                                           {RestartPolicy::Linear, "linear"}};
}  // namespace

std::string_view to_string(RestartPolicy policy) { return detail::name_of(policy, kPolicies); }
RestartPolicy restart_policy_from_string(std::string_view name) {
    return detail::value_of(name, kPolicies, "restart policy");
}
std::vector<std::string_view> restart_policy_names() { return detail::names_of(kPolicies); }

namespace detail {

std::uint64_t luby(std::uint64_t i) {
    // Find the block 2^k - 1 ≥ i: the sequence ends each block with 2^(k-1) and repeats itself before.
    for (;;) {
        std::uint64_t k = 1;
        while ((std::uint64_t{1} << k) - 1 < i) ++k;
        if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
        i -= (std::uint64_t{1} << (k - 1)) - 1;
    }
}

RestartSchedule::RestartSchedule(RestartPolicy policy, std::uint64_t base, double growth)
    : policy_(policy),
      base_(std::max<std::uint64_t>(base, 1)),
      growth_(std::max(growth, 1.0)),
      geometric_(static_cast<double>(base_)) {}

std::uint64_t RestartSchedule::next() {
    ++run_;
    switch (policy_) {
        case RestartPolicy::None: return 0;
        case RestartPolicy::Luby: {
            const std::uint64_t term = luby(run_);
            // Saturate instead of overflowing: such a run has no effective limit anyway.
            if (term > std::numeric_limits<std::uint64_t>::max() / base_)
                return std::numeric_limits<std::uint64_t>::max();
            return base_ * term;
        }
        case RestartPolicy::Geometric: {
            const double cutoff = geometric_;
            geometric_ *= growth_;
            if (cutoff >= 1.8e19) return std::numeric_limits<std::uint64_t>::max();
            return static_cast<std::uint64_t>(cutoff);
        }
        case RestartPolicy::Constant: return base_;
        case RestartPolicy::Linear:
            if (run_ > std::numeric_limits<std::uint64_t>::max() / base_)
                return std::numeric_limits<std::uint64_t>::max();
            return base_ * run_;
    }
    return 0;
}

}  // namespace detail
}  // namespace csp
