#include "sudoku/generator/grading.hpp"

#include <stdexcept>
#include <string>

#include "sudoku/hints/board.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku {

namespace {
void require_gradable(int box) {
    if (!gradable(box))
        throw std::invalid_argument("the step finder grades boxes up to " + std::to_string(hints::kMaxHintBox) +
                                    ", not " + std::to_string(box));
}
}  // namespace

bool gradable(int box) { return box <= hints::kMaxHintBox; }

std::optional<hints::Rating> rate_puzzle(const Grid& puzzle, const csp::SearchLimits& stops) {
    require_gradable(puzzle.box());
    const hints::Rating rating = hints::grade(PencilMarks(puzzle), {.unique = true, .limits = stops});
    if (rating.stopped) return std::nullopt;
    return rating;
}

hints::TechniqueSet techniques_up_to(hints::Level ceiling) {
    // A prefix of HoDoKu's order: the path stays the full path's until it would need a later
    // technique, and every later one is above `ceiling`.
    const std::vector<hints::Technique>& order = hints::techniques_in(hints::Order::HoDoKu);
    std::size_t end = 0;  // one past the last technique of `ceiling` or easier
    for (std::size_t i = 0; i < order.size(); ++i)
        if (hints::info(order[i]).level <= ceiling) end = i + 1;
    hints::TechniqueSet set;
    for (std::size_t i = 0; i < end; ++i)
        if (!hints::info(order[i]).needs_uniqueness) set.set(static_cast<std::size_t>(order[i]));
    return set;
}

bool rates_at_most(const Grid& puzzle, hints::Level ceiling, const csp::SearchLimits& stops) {
    if (ceiling == hints::Level::Extreme)
        throw std::invalid_argument("rates_at_most: every puzzle with one solution rates extreme or easier");
    require_gradable(puzzle.box());
    const hints::SolvingPath path = hints::solve_logically(
        PencilMarks(puzzle),
        {.allowed = techniques_up_to(ceiling), .unique = false, .order = hints::Order::HoDoKu, .limits = stops});
    return path.end == hints::PathEnd::Solved && hints::rate(path).level <= ceiling;
}

std::optional<hints::TechniqueSet> se_techniques_up_to(double se_max, std::optional<hints::Technique> last) {
    hints::TechniqueSet set;
    // grade's SE path leaves out what SE lacks (hints::grade), so the ceiling does too.
    const hints::TechniqueSet lacks = hints::sudoku_explainer_lacks();
    for (const hints::Technique t : hints::techniques_in(hints::Order::SudokuExplainer)) {
        if (se_max > 0 && hints::info(t).se_rating > se_max + kSeTolerance) return set;
        if (t == hints::Technique::NishioForcingChain) return std::nullopt;
        const auto bit = static_cast<std::size_t>(t);
        if (!hints::info(t).needs_uniqueness && !lacks.test(bit)) set.set(bit);
        if (t == last) return set;
    }
    return std::nullopt;
}

bool rates_within(const Grid& puzzle, const hints::TechniqueSet& techniques, double se_max,
                  const csp::SearchLimits& stops) {
    require_gradable(puzzle.box());
    const hints::SolvingPath path = hints::solve_logically(
        PencilMarks(puzzle),
        {.allowed = techniques, .unique = false, .order = hints::Order::SudokuExplainer, .limits = stops});
    return path.end == hints::PathEnd::Solved && (se_max == 0 || hints::rate(path).se <= se_max + kSeTolerance);
}

}  // namespace sudoku
