#pragma once
/// One budget for a series of searches (the checks of an explanation): the node limit holds for
/// each search, the time limit and the cancel flag for all of them together.

#include <algorithm>
#include <chrono>
#include <optional>

#include "csp/base/search_limits.hpp"

namespace csp {

class SearchBudget {
public:
    explicit SearchBudget(const SearchLimits& limits) : limits_(limits), start_(std::chrono::steady_clock::now()) {}

    /// The limits for the next search: the node limit as given, the time that is left (at least a
    /// millisecond, since 0 means none), the cancel flag. nullopt once the time is up or the flag set.
    std::optional<SearchLimits> next() const {
        if (limits_.stop_requested()) return std::nullopt;
        SearchLimits limits = limits_;
        if (limits_.time_limit.count() > 0) {
            const auto used = std::chrono::steady_clock::now() - start_;
            if (used >= limits_.time_limit) return std::nullopt;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(limits_.time_limit - used);
            limits.time_limit = std::max(left, std::chrono::milliseconds(1));
        }
        return limits;
    }

private:
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace csp
