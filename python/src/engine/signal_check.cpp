#include "engine/signal_check.hpp"

#include <utility>

namespace csp_python {

SignalCheck::~SignalCheck() {
    if (error_) {
        const py::gil_scoped_acquire gil;  // an exception not raised (the caller threw first) is dropped with the GIL
        error_.reset();
    }
}

void SignalCheck::arm() {
    owner_ = std::this_thread::get_id();
    raised_ = false;
    error_.reset();
    next_check_ = std::chrono::steady_clock::now() + kInterval;
}

bool SignalCheck::requested() const {
    if (raised_.load(std::memory_order_relaxed)) return true;
    if (std::this_thread::get_id() != owner_) return false;
    const auto now = std::chrono::steady_clock::now();
    if (now < next_check_) return false;
    next_check_ = now + kInterval;
    const py::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) {
        error_.emplace();  // takes the pending exception
        raised_ = true;
    }
    return raised_;
}

void SignalCheck::rethrow() {
    if (!error_) return;
    py::error_already_set error = std::move(*error_);
    error_.reset();
    raised_ = false;
    throw error;
}

csp::SearchLimits SignalCheck::add_to(csp::SearchLimits limits, const std::atomic<bool>* cancel) const {
    if (cancel != nullptr) limits.cancel = cancel;
    limits.stop_request = this;
    return limits;
}

}  // namespace csp_python
