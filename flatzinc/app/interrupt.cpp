#include "flatzinc/app/interrupt.hpp"

#include <atomic>
#include <csignal>

namespace flatzinc::app {

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void on_signal(int signal) {
    interrupted.store(true, std::memory_order_relaxed);
    std::signal(signal, SIG_DFL);  // a second one ends the program
}

class SignalRequest final : public csp::StopRequest {
public:
    bool requested() const override { return interrupted.load(std::memory_order_relaxed); }
};

}  // namespace

const csp::StopRequest& interrupt_request() {
    static const SignalRequest request = [] {
        std::signal(SIGINT, on_signal);
        std::signal(SIGTERM, on_signal);
        return SignalRequest{};
    }();
    return request;
}

}  // namespace flatzinc::app
