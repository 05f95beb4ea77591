// csp::LimitGuard: node limits are exact, and the clock is read often enough that a time limit is
// noticed after a few milliseconds of work whatever one call costs, yet rarely when calls are cheap.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "csp/base/search_limits.hpp"

namespace {

using namespace std::chrono_literals;

TEST(LimitGuard, NodeLimitIsExact) {
    csp::LimitGuard guard({.node_limit = 10});
    for (std::uint64_t nodes = 0; nodes < 10; ++nodes) EXPECT_FALSE(guard.exceeded(nodes));
    EXPECT_TRUE(guard.exceeded(10));
    EXPECT_TRUE(guard.exceeded(0)) << "stays exceeded";
}

TEST(LimitGuard, CheapCallsReadTheClockRarely) {
    csp::LimitGuard guard({.time_limit = 60s});
    for (std::uint64_t nodes = 0; nodes < 100000; ++nodes) ASSERT_FALSE(guard.exceeded(nodes));
    EXPECT_EQ(guard.interval(), 256u);
}

TEST(LimitGuard, SlowCallsAreCheckedEachTime) {
    // Each "node" takes 3 ms: after a fast start (which has raised the interval), the guard must
    // notice a 30 ms limit within a few slow calls, not after 256 of them (0.77 s).
    csp::LimitGuard guard({.time_limit = 30ms});
    std::uint64_t nodes = 0;
    for (; nodes < 2000; ++nodes) ASSERT_FALSE(guard.exceeded(nodes));
    const auto start = std::chrono::steady_clock::now();
    while (!guard.exceeded(nodes++)) std::this_thread::sleep_for(3ms);
    const auto waited = std::chrono::steady_clock::now() - start;
    EXPECT_LT(waited, 400ms) << "the limit was noticed late";
    EXPECT_LE(guard.interval(), 2u);
}

TEST(LimitGuard, CancelFlagIsSeen) {
    std::atomic<bool> cancel{false};
    csp::LimitGuard guard({.cancel = &cancel});
    for (std::uint64_t nodes = 0; nodes < 1000; ++nodes) ASSERT_FALSE(guard.exceeded(nodes));
    cancel = true;
    std::uint64_t more = 0;
    while (!guard.exceeded(more)) ASSERT_LE(++more, 256u);
    EXPECT_TRUE(guard.exceeded_now());
}

TEST(LimitGuard, WithoutTimeLimitOrCancelNothingButNodesStops) {
    csp::LimitGuard guard({});
    for (std::uint64_t nodes = 0; nodes < 100000; ++nodes) ASSERT_FALSE(guard.exceeded(nodes));
    EXPECT_FALSE(guard.exceeded_now());
}

}  // namespace
