#include <stdexcept>
#include <string>

#include "sudoku/backends/backend.hpp"

namespace sudoku {
namespace detail {
// Each backend file defines one of these; the list below is the only place that names them all.
const Backend& csp_backend();
// BACKEND DECLARATIONS (one line per backend)
const Backend& dlx_backend();
const Backend& backtrack_backend();
const Backend& rules_backend();
const Backend& best_first_backend();
const Backend& sat_backend();
}  // namespace detail

namespace {
using Factory = const Backend& (*)();
constexpr Factory kBackends[] = {
    &detail::csp_backend,
    // BACKEND ENTRIES (one line per backend)
    &detail::dlx_backend,
    &detail::backtrack_backend,
    &detail::rules_backend,
    &detail::best_first_backend,
    &detail::sat_backend,
};
}  // namespace

std::vector<std::string_view> backend_names() {
    std::vector<std::string_view> names;
    for (Factory factory : kBackends) names.push_back(factory().name());
    return names;
}

const Backend& find_backend(std::string_view name) {
    for (Factory factory : kBackends)
        if (factory().name() == name) return factory();
    std::string known;
    for (auto n : backend_names()) known += (known.empty() ? "" : ", ") + std::string(n);
    throw std::invalid_argument("unknown backend '" + std::string(name) + "' (expected one of: " + known + ")");
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
    const Backend& backend = find_backend(options.backend);
    if (find_conflict(puzzle)) {
        SolveResult result;
        result.status = csp::Status::Unsatisfiable;
        result.complete = true;
        return result;
    }
    return backend.solve(puzzle, options);
}

}  // namespace sudoku
