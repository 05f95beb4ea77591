#include "engine/options.hpp"

#include <chrono>
#include <cmath>
#include <string>

#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"
#include "engine/observers.hpp"

namespace csp_python {

namespace {

constexpr const char* kOptionNames =
    "inference, variable_order, value_order, seed, max_solutions, keep_solutions, node_limit, time_limit, "
    "random_ties, restarts, restart_base, restart_growth, nogoods, propagate_refutations, observer, on_solution";

std::uint64_t count(const py::handle& v, const std::string& option) {
    if (v.is_none()) return 0;
    const auto n = v.cast<long long>();
    if (n < 0) throw py::value_error(option + " must be >= 0 (or None), got " + std::to_string(n));
    return static_cast<std::uint64_t>(n);
}

}  // namespace

std::uint64_t restart_base_arg(py::handle value) {
    const auto base = value.cast<long long>();
    if (base <= 0) throw py::value_error("restart_base must be positive, got " + std::to_string(base));
    return static_cast<std::uint64_t>(base);
}

double restart_growth_arg(py::handle value) {
    const auto growth = value.cast<double>();
    if (!(growth >= 1 && growth <= 100)) throw py::value_error("restart_growth must be in [1, 100]");
    return growth;
}

csp::SearchLimits search_limits(const py::object& node_limit, const py::object& time_limit) {
    csp::SearchLimits limits;
    limits.node_limit = count(node_limit, "node_limit");
    if (!time_limit.is_none()) {
        const double seconds = time_limit.cast<double>();
        if (!(seconds >= 0)) throw py::value_error("time_limit must be >= 0 seconds (or None)");
        // At least 1 ms when a limit is asked for: 0 means none.
        limits.time_limit =
            std::chrono::milliseconds(seconds > 0 ? std::max<long long>(1, std::llround(seconds * 1000)) : 0);
    }
    return limits;
}

SolverSettings solver_settings(const py::kwargs& kwargs) {
    SolverSettings s;
    csp::SolverOptions& o = s.options;
    py::object node_limit = py::none(), time_limit = py::none();
    for (const auto& [key, value] : kwargs) {
        const auto name = key.cast<std::string>();
        if (name == "inference") o.inference = csp::inference_from_string(value.cast<std::string>());
        else if (name == "variable_order")
            o.variable_order = csp::variable_order_from_string(value.cast<std::string>());
        else if (name == "value_order") o.value_order = csp::value_order_from_string(value.cast<std::string>());
        else if (name == "seed") o.seed = count(value, name);
        else if (name == "max_solutions") o.max_solutions = count(value, name);
        else if (name == "keep_solutions") o.keep_solutions = value.cast<bool>();
        else if (name == "node_limit") node_limit = py::reinterpret_borrow<py::object>(value);
        else if (name == "time_limit") time_limit = py::reinterpret_borrow<py::object>(value);
        else if (name == "random_ties") o.random_ties = value.cast<bool>();
        else if (name == "restarts") o.restarts = csp::restart_policy_from_string(value.cast<std::string>());
        else if (name == "restart_base") o.restart_base = restart_base_arg(value);
        else if (name == "restart_growth") o.restart_growth = restart_growth_arg(value);
        else if (name == "nogoods") o.nogoods = value.cast<bool>();
        else if (name == "propagate_refutations") o.propagate_refutations = value.cast<bool>();
        else if (name == "observer") s.observer = py::reinterpret_borrow<py::object>(value);
        else if (name == "on_solution") s.on_solution = py::reinterpret_borrow<py::object>(value);
        else throw py::value_error("unknown option '" + name + "' (expected one of: " + kOptionNames + ")");
    }
    check_observer(s.observer, "observer", true);
    check_observer(s.on_solution, "on_solution", false);
    o.limits = search_limits(node_limit, time_limit);
    return s;
}

}  // namespace csp_python
