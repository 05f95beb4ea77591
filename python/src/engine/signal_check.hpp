#pragma once
// Ctrl-C during a search. Python runs its signal handlers only on the main thread and only when
// asked, and a search runs with the GIL released: without this, a search with no limit could only be
// killed. The engine asks a csp::StopRequest whenever it reads its clock; this one takes the GIL on
// the thread that started the call and runs the handlers (PyErr_CheckSignals), at most every 0.1 s.
// The exception a handler raises (KeyboardInterrupt) stops the search and is raised after it.
#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

#include "csp/base/search_limits.hpp"

namespace csp_python {

namespace py = pybind11;

class SignalCheck final : public csp::StopRequest {
public:
    /// Armed for the calling thread (call with the GIL).
    SignalCheck() { arm(); }
    ~SignalCheck();
    SignalCheck(const SignalCheck&) = delete;
    SignalCheck& operator=(const SignalCheck&) = delete;

    /// Checks for the calling thread from now on, with no exception pending (call with the GIL,
    /// before each search of an object that is reused).
    void arm();
    /// True once a signal handler raised (any thread may ask; only the armed one runs handlers).
    bool requested() const override;
    /// Raises what a signal handler raised during the search, if anything (call with the GIL).
    void rethrow();
    /// `limits` with this check added (and `cancel`, when given).
    csp::SearchLimits add_to(csp::SearchLimits limits, const std::atomic<bool>* cancel = nullptr) const;

private:
    static constexpr std::chrono::milliseconds kInterval{100};

    std::thread::id owner_;
    mutable std::atomic<bool> raised_{false};
    mutable std::chrono::steady_clock::time_point next_check_;  ///< read and written on owner_ only
    mutable std::optional<py::error_already_set> error_;        ///< written on owner_, read after the search
};

}  // namespace csp_python
