#include "sudoku/hints/policy.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "csp/base/enum_names.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/hints/board.hpp"  // kMaxHintBox

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

PositionCheck check_position(const PencilMarks& position, Uniqueness mode, const csp::SearchLimits& stops,
                             std::chrono::milliseconds count_time) {
    csp::SearchLimits limits{.time_limit = count_time, .cancel = stops.cancel, .stop_request = stops.stop_request};
    if (stops.time_limit.count() > 0) limits.time_limit = std::min(limits.time_limit, stops.time_limit);
    PositionCheck check;
    const MarkedGrid marked = marked_grid(position);
    check.solutions = count_to_two(marked, limits);
    if (check.solutions == 0) check.refusal = "it has no solution";
    if (check.solutions == 2) check.refusal = "it has several solutions";
    bool proven = check.solutions == 1;
    // The placed values alone have more solutions than the position when candidates are deleted.
    if (proven && mode == Uniqueness::Auto && !marked.deleted.empty())
        proven = count_to_two(MarkedGrid{marked.values, {}}, limits) == 1;
    check.unique = may_use_uniqueness(mode, proven);
    return check;
}

std::optional<std::string> unsupported_size(int box) {
    if (box <= kMaxHintBox) return std::nullopt;
    const std::string side = std::to_string(kMaxHintBox * kMaxHintBox);
    return "the step finder takes grids up to " + side + "x" + side;
}

}  // namespace sudoku::hints
