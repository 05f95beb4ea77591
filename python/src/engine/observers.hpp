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
    int cause = -1;          ///< the variable behind a pruning (-1 for none or an n-ary constraint); revise: the source
    std::string constraint;  ///< the n-ary constraint behind a pruning
    std::vector<int> values;           ///< a solution's values; the conflict set, the tree order or the cutset
    std::vector<int> parent;           ///< tree_order: each variable's parent, -1 for none
    int target = -1;                   ///< backjump: the variable jumped back to; revise: the variable revised
    int target_depth = 0;              ///< backjump
    int old_value = 0, conflicts = 0;  ///< repair
    std::uint64_t step = 0;            ///< repair
};

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
    void on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) override;
    void on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) override;
    void on_tree_order(std::span<const int> order, std::span<const int> parent) override;
    void on_revise(int target, int source, int depth) override;
    void on_cutset(std::span<const int> cutset) override;

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
