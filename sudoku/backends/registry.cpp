#include <algorithm>
#include <stdexcept>
#include <string>

#include "sudoku/backends/backend.hpp"

namespace sudoku {
namespace detail {
// Each backend file defines one of these; the list below is the only place that names them all.
const Backend& auto_backend();
const Backend& csp_backend();
// BACKEND DECLARATIONS (one line per backend)
const Backend& dlx_backend();
const Backend& backtrack_backend();
const Backend& rules_backend();
const Backend& best_first_backend();
const Backend& sat_backend();
const Backend& bitboard_backend();
}  // namespace detail

namespace {
using Factory = const Backend& (*)();
constexpr Factory kBackends[] = {
    &detail::auto_backend,
    &detail::csp_backend,
    // BACKEND ENTRIES (one line per backend)
    &detail::dlx_backend,
    &detail::backtrack_backend,
    &detail::rules_backend,
    &detail::best_first_backend,
    &detail::sat_backend,
    &detail::bitboard_backend,
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

bool Backend::reads(Setting setting) const {
    const std::vector<Setting> settings = reads();
    return std::find(settings.begin(), settings.end(), setting) != settings.end();
}

std::vector<std::string> Backend::variable_names(const Grid&, const SolveOptions&) const { return {}; }

bool Backend::finds_conflicting_givens(const Grid&, const SolveOptions&) const { return false; }

void check_exclusions(const Grid& puzzle, const SolveOptions& options, const Backend& backend) {
    if (options.excluded.empty()) return;
    if (!backend.takes_exclusions())
        throw std::invalid_argument("the " + std::string(backend.name()) +
                                    " backend does not take excluded candidates");
    for (const CellValue& x : options.excluded)
        if (x.cell < 0 || x.cell >= puzzle.cells() || x.value < 1 || x.value > puzzle.side())
            throw std::invalid_argument("excluded candidate (cell " + std::to_string(x.cell) + ", value " +
                                        std::to_string(x.value) + ") is outside the " + std::to_string(puzzle.side()) +
                                        "x" + std::to_string(puzzle.side()) + " grid");
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
    const Backend& backend = find_backend(options.backend);
    check_exclusions(puzzle, options, backend);
    if (options.guide != nullptr && options.guide->box() != puzzle.box())
        throw std::invalid_argument("the guide is a " + std::to_string(options.guide->side()) + "x" +
                                    std::to_string(options.guide->side()) + " grid, the puzzle " +
                                    std::to_string(puzzle.side()) + "x" + std::to_string(puzzle.side()));
    if (!backend.finds_conflicting_givens(puzzle, options) && find_conflict(puzzle)) {
        SolveResult result;
        result.backend = backend.name();
        result.status = csp::Status::Unsatisfiable;
        result.complete = true;
        return result;
    }
    SolveResult result = backend.solve(puzzle, options);
    if (result.backend.empty()) result.backend = backend.name();
    return result;
}

}  // namespace sudoku
