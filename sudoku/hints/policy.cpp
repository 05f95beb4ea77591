#include "sudoku/hints/policy.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "csp/base/enum_names.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/hints/board.hpp"

namespace sudoku::hints {

namespace {

constexpr csp::detail::NameTable<Uniqueness, 3> kUniquenessNames = {
    {Uniqueness::Auto, "auto"}, {Uniqueness::Assume, "assume"}, {Uniqueness::Off, "off"}};

}  // namespace

std::string_view to_string(Uniqueness mode) { return csp::detail::name_of(mode, kUniquenessNames); }
Uniqueness uniqueness_from_string(std::string_view name) {
    return csp::detail::value_of(name, kUniquenessNames, "uniqueness");
}
std::vector<std::string_view> uniqueness_names() { return csp::detail::names_of(kUniquenessNames); }

bool may_use_uniqueness(const PencilMarks& position, Uniqueness mode, const csp::SearchLimits& stops) {
    if (mode != Uniqueness::Auto) return may_use_uniqueness(mode, false);
    SolveOptions options;
    options.max_solutions = 2;
    options.limits.time_limit = std::chrono::seconds(kUniquenessSeconds);
    if (stops.time_limit.count() > 0) options.limits.time_limit = std::min(options.limits.time_limit, stops.time_limit);
    options.limits.cancel = stops.cancel;
    options.limits.stop_request = stops.stop_request;
    try {
        return may_use_uniqueness(mode, sudoku::solve(position.grid(), options).unique());
    } catch (const std::invalid_argument&) {
        return false;  // clashing values: no solution
    }
}

PositionCheck check_position(const PencilMarks& position, Uniqueness mode, const csp::SearchLimits& stops) {
    csp::SearchLimits limits{.time_limit = std::chrono::seconds(kUniquenessSeconds),
                             .cancel = stops.cancel,
                             .stop_request = stops.stop_request};
    if (stops.time_limit.count() > 0) limits.time_limit = std::min(limits.time_limit, stops.time_limit);
    PositionCheck check;
    check.solutions = count_to_two(marked_grid(position), limits);
    if (check.solutions == 0) check.refusal = "it has no solution";
    if (check.solutions == 2) check.refusal = "it has several solutions";
    check.unique = may_use_uniqueness(mode, check.solutions == 1);
    return check;
}

std::optional<std::string> unsupported_size(int box) {
    if (box <= kMaxHintBox) return std::nullopt;
    const std::string side = std::to_string(kMaxHintBox * kMaxHintBox);
    return "the step finder takes grids up to " + side + "x" + side;
}

}  // namespace sudoku::hints
