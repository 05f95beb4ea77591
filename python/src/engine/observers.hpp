#pragma once
// Search events for Python: an observer callable (called with each csp.Event, the GIL taken for
// it) or a csp.Recorder (events kept in C++ while the search runs, made Python objects when read).
#include <pybind11/pybind11.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "csp/observe/trace.hpp"
#include "csp/search/solver.hpp"
#include "engine/py_problem.hpp"

namespace csp_python {

/// One event as the engine reports it (engine numbers, no Python objects: recorded without the GIL).
struct RawEvent {
    const char* kind;
    int var = -1;
    int value = 0;
    int depth = 0;
    int cause = -1;           ///< the variable behind a pruning, -1 for none or an n-ary constraint
    std::string constraint;   ///< the n-ary constraint behind a pruning
    std::vector<int> values;  ///< a solution's values
};

/// csp.Event.
struct Event {
    std::string kind;
    py::object var, value, cause, values;
    int depth = 0;
};

Event to_event(const PyProblem& p, const RawEvent& raw);

/// csp.Recorder: keeps every event of the searches it watches. Searches in several threads may share
/// one, and Python may read it while they run: a mutex guards the events.
class Recorder {
public:
    /// During a search, without the GIL.
    void add(std::shared_ptr<const PyProblem> problem, RawEvent event);
    py::list events() const;
    /// The last problem's recorded search as the engine's search tree in DOT (csp::SearchTreeWriter).
    std::string search_tree(std::size_t max_nodes) const;
    void clear();
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::vector<std::pair<std::shared_ptr<const PyProblem>, RawEvent>> events_;  ///< each with its problem
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

    void on_assign(int var, int value, int depth) override;
    void on_prune(int var, int value, int cause, int depth) override;
    void on_constraint_prune(int var, int value, int constraint, std::string_view description, int depth) override;
    void on_wipeout(int var, int depth) override;
    void on_backtrack(int var, int value, int depth) override;
    void on_solution(std::span<const int> values) override;

private:
    void deliver(RawEvent event);
    template <class F>
    void call_python(F&& f);

    std::shared_ptr<const PyProblem> problem_;
    py::object observer_, on_solution_;
    Recorder* recorder_ = nullptr;
    std::atomic<bool>* cancel_;
    std::optional<py::error_already_set> error_;
};

/// The option value `observer`/`on_solution` accepts: None, a callable or (observer only) a Recorder.
void check_observer(const py::object& observer, const char* option, bool recorder_allowed);

}  // namespace csp_python
