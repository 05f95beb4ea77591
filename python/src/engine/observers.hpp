#pragma once
// Search events for Python: an observer callable (called with each csp.Event, the GIL taken for
// it) or a csp.Recorder (events kept in C++ while the search runs, made Python objects when read).
#include <pybind11/pybind11.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "csp/observe/observer.hpp"
#include "csp/observe/stored_event.hpp"
#include "csp/search/solver.hpp"
#include "engine/py_problem.hpp"

namespace csp_python {

/// csp.Event: the fields an event's kind has, the others None (depth: 0).
struct Event {
    std::string kind;
    int depth = 0;
    py::object var = py::none(), value = py::none(), cause = py::none(), values = py::none();
    py::object conflict_set = py::none(), target = py::none(), target_depth = py::none();  ///< backjump, revise
    py::object old_value = py::none(), conflicts = py::none(), step = py::none();          ///< repair
    py::object order = py::none(), parent = py::none();                                    ///< tree_order
    py::object source = py::none();                                                        ///< revise
    py::object vars = py::none();                                                          ///< cutset
};

Event to_event(const PyProblem& p, const csp::Event& raw);

/// csp.Recorder: keeps every event of the searches it watches. Searches in several threads may share
/// one, and Python may read it while they run: a mutex guards the events.
class Recorder {
public:
    /// During a search, without the GIL.
    void add(std::shared_ptr<const PyProblem> problem, const csp::Event& event);
    py::list events() const;
    /// The recorded events in the one JSON encoding of events (csp::EventJsonEncoder, as --trace-json
    /// writes them): JSON Lines, a "problem" event where the problem changes.
    std::string trace_json() const;
    /// The last problem's recorded search as the engine's search tree in DOT (csp::SearchTreeWriter).
    std::string search_tree(std::size_t max_nodes) const;
    void clear();
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::vector<std::pair<std::shared_ptr<const PyProblem>, csp::StoredEvent>> events_;  ///< each with its problem
};

/// The observer and on_solution of one search, as the engine sees them. Python errors raised by
/// them stop the search (through `cancel`) and are raised again by rethrow() after it.
class Bridge final : public csp::SearchObserver {
public:
    /// `observer`: None, a callable or a Recorder; `on_solution`: None or a callable taking a dict.
    Bridge(std::shared_ptr<const PyProblem> problem, py::object observer, py::object on_solution,
           std::atomic<bool>* cancel);
    ~Bridge() override;
    Bridge(const Bridge&) = delete;
    Bridge& operator=(const Bridge&) = delete;

    /// For the engine's options: this, or null when there is no observer (no tracing cost).
    csp::SearchObserver* observer() { return observer_.is_none() ? nullptr : this; }
    /// For SolverOptions::on_solution: empty when there is no on_solution callable.
    std::function<void(const csp::Assignment&)> solution_callback();
    /// Raises the first exception of an observer or on_solution callable, if any (call with the GIL).
    void rethrow();

    void on_event(const csp::Event& event) override;

    /// Runs f() with the GIL; a Python exception it raises is kept for rethrow() and cancels the
    /// search. False when f raised, or an earlier call did (then f is not run).
    template <class F>
    bool call_python(F&& f) {
        py::gil_scoped_acquire gil;
        if (error_) return false;
        try {
            f();
            return true;
        } catch (py::error_already_set& e) {
            error_ = std::move(e);
            if (cancel_) *cancel_ = true;
            return false;
        }
    }

private:
    std::shared_ptr<const PyProblem> problem_;
    py::object observer_, on_solution_;
    Recorder* recorder_ = nullptr;
    std::atomic<bool>* cancel_;
    std::optional<py::error_already_set> error_;
};

/// The option value `observer`/`on_solution` accepts: None, a callable or (observer only) a Recorder.
void check_observer(const py::object& observer, const char* option, bool recorder_allowed);

}  // namespace csp_python
