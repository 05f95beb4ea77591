#pragma once
/// Limits shared by every search engine (CSP backtracking, exact cover, Sudoku backends).

#include <atomic>
#include <chrono>
#include <cstdint>

namespace csp {

struct SearchLimits {
    std::uint64_t node_limit = 0;                 ///< 0 = no limit
    std::chrono::milliseconds time_limit{0};      ///< 0 = no limit
    const std::atomic<bool>* cancel = nullptr;    ///< set to true by another thread to stop the search
};

/// Checks node, time and cancellation limits cheaply: the clock and the flag are read only every
/// 256 calls, so calling it at every node (or every propagation step) costs a counter increment.
class LimitGuard {
public:
    explicit LimitGuard(const SearchLimits& limits)
        : limits_(limits), start_(std::chrono::steady_clock::now()) {}

    /// True once any limit is exceeded; stays true afterwards.
    bool exceeded(std::uint64_t nodes) {
        if (hit_) return true;
        if (limits_.node_limit != 0 && nodes >= limits_.node_limit) return hit_ = true;
        if ((++calls_ & 255u) != 0) return false;
        return hit_ = poll();
    }
    /// Reads the clock and the flag now (for loops that run rarely but long).
    bool exceeded_now() { return hit_ || (hit_ = poll()); }
    bool hit() const { return hit_; }
    std::chrono::steady_clock::time_point start() const { return start_; }
    std::chrono::nanoseconds elapsed() const { return std::chrono::steady_clock::now() - start_; }

private:
    bool poll() const {
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) return true;
        return limits_.time_limit.count() > 0 && elapsed() >= limits_.time_limit;
    }
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    std::uint32_t calls_ = 0;
    bool hit_ = false;
};

}  // namespace csp
