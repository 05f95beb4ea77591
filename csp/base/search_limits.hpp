#pragma once
/// Limits shared by every search engine (CSP backtracking, exact cover, Sudoku backends).

#include <atomic>
#include <chrono>
#include <cstdint>

namespace csp {

/// A front end's own reason to stop a search, asked whenever the clock is read (every few
/// milliseconds of search at most): Python's Ctrl-C, whose handler runs only when asked for. It may
/// be asked from any thread of the search (a portfolio's runs, and the thread waiting for them), so
/// it must be thread-safe, and cheap when asked often.
class StopRequest {
public:
    virtual bool requested() const = 0;

protected:
    ~StopRequest() = default;
};

struct SearchLimits {
    std::uint64_t node_limit = 0;               ///< 0 = no limit
    std::chrono::milliseconds time_limit{0};    ///< 0 = no limit
    const std::atomic<bool>* cancel = nullptr;  ///< set to true by another thread to stop the search
    const StopRequest* stop_request = nullptr;  ///< not owned; true stops the search like `cancel`

    /// True when `cancel` is set or `stop_request` asks to stop (for loops that poll without a guard).
    bool stop_requested() const {
        return (cancel != nullptr && cancel->load(std::memory_order_relaxed)) ||
               (stop_request != nullptr && stop_request->requested());
    }
};

/// Checks node, time and cancellation limits cheaply. The clock and the flag are read only every
/// `interval_` calls, so calling it at every node (or every propagation step) costs a counter
/// increment. The interval adapts to what one call costs: it starts at 1 and doubles (up to 256)
/// while a stretch between two reads lasts under 0.5 ms, and drops back to 1 after a stretch of
/// over 2 ms (a 64×64 search whose every node is a long propagation, or a sanitizer build), so a
/// limit is noticed after a few milliseconds of work, not after 256 slow calls.
class LimitGuard {
public:
    explicit LimitGuard(const SearchLimits& limits)
        : limits_(limits),
          start_(std::chrono::steady_clock::now()),
          last_poll_(start_),
          polls_(limits.time_limit.count() > 0 || limits.cancel != nullptr || limits.stop_request != nullptr) {}

    /// True once any limit is exceeded; stays true afterwards.
    bool exceeded(std::uint64_t nodes) {
        if (hit_) return true;
        if (limits_.node_limit != 0 && nodes >= limits_.node_limit) return hit_ = true;
        if (!polls_ || ++calls_ < interval_) return false;
        calls_ = 0;
        return hit_ = poll_and_adapt();
    }
    /// Reads the clock and the flag now (for loops that run rarely but long).
    bool exceeded_now() { return hit_ || (hit_ = polls_ && poll(std::chrono::steady_clock::now())); }
    bool hit() const { return hit_; }
    std::chrono::steady_clock::time_point start() const { return start_; }
    std::chrono::nanoseconds elapsed() const { return std::chrono::steady_clock::now() - start_; }
    /// Calls between two reads of the clock at present (for tests).
    std::uint32_t interval() const { return interval_; }

private:
    static constexpr std::uint32_t kMaxInterval = 256;
    static constexpr std::chrono::microseconds kLongStretch{2000};
    static constexpr std::chrono::microseconds kShortStretch{500};

    bool poll(std::chrono::steady_clock::time_point now) const {
        if (limits_.time_limit.count() > 0 && now - start_ >= limits_.time_limit) return true;
        return limits_.stop_requested();
    }
    bool poll_and_adapt() {
        const auto now = std::chrono::steady_clock::now();
        const auto stretch = now - last_poll_;
        last_poll_ = now;
        if (stretch > kLongStretch) interval_ = 1;
        else if (stretch < kShortStretch && interval_ < kMaxInterval) interval_ *= 2;
        return poll(now);
    }

    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_poll_;
    bool polls_;  ///< a time limit, a cancel flag or a stop request is set: without one the clock is never read
    std::uint32_t interval_ = 1;
    std::uint32_t calls_ = 0;
    bool hit_ = false;
};

}  // namespace csp
