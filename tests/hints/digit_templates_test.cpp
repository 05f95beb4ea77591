// The filter of one-digit searches (digit_templates.hpp): a digit whose every candidate lies in a
// template that fits the position is skipped by the fish, X-chain, colouring and Nishio searches.
// Checked against every template of a 9×9 (the 46,656 ways to place a digit once in each row,
// column and box, listed by brute force over the permutations), on puzzles' starts and on the same
// grids thinned at random; and the lemma the filter rests on: what those finders remove lies in no
// fitting template.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <random>
#include <vector>

#include "positions.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/techniques/digit_templates.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

using Template = std::array<int, 9>;  // per row: the column

const std::vector<Template>& every_template() {
    static const std::vector<Template> all = [] {
        std::vector<Template> list;
        Template columns;
        std::iota(columns.begin(), columns.end(), 0);
        do {
            bool boxes_once = true;
            for (int band = 0; band < 3; ++band)
                for (int a = 0; a < 3; ++a)
                    for (int b = a + 1; b < 3; ++b)
                        boxes_once = boxes_once && columns[static_cast<std::size_t>(band * 3 + a)] / 3 !=
                                                       columns[static_cast<std::size_t>(band * 3 + b)] / 3;
            if (boxes_once) list.push_back(columns);
        } while (std::next_permutation(columns.begin(), columns.end()));
        return list;
    }();
    return all;
}

/// Per cell: whether a template that fits the position (every placed copy of the digit in it,
/// every other cell of it holding the digit) goes through it.
std::vector<bool> in_some_fitting_template(const Board& board, int digit, const std::vector<Template>& all) {
    std::vector<bool> in(static_cast<std::size_t>(board.cells()), false);
    for (const Template& t : all) {
        bool fits = true;
        for (int cell = 0; fits && cell < board.cells(); ++cell) {
            const bool taken = t[static_cast<std::size_t>(board.row(cell))] == board.column(cell);
            if (board.value(cell) == digit) fits = taken;
            else if (taken) fits = board.value(cell) == 0 && board.has(cell, digit);
        }
        if (!fits) continue;
        for (int row = 0; row < 9; ++row)
            in[static_cast<std::size_t>(row * 9 + t[static_cast<std::size_t>(row)])] = true;
    }
    return in;
}

TEST(DigitTemplates, FilterAsEveryTemplateSays) {
    const std::vector<Template>& all = every_template();
    ASSERT_EQ(all.size(), 46656u);
    int skipped = 0;
    int searched = 0;
    unsigned seed = 1;
    for (const char* puzzle : kHardStarts)
        for (const Board& board : start_and_thinned(puzzle, seed++, {15, 30, 45}))
            for (int digit = 1; digit <= 9; ++digit) {
                const std::vector<bool> in = in_some_fitting_template(board, digit, all);
                bool every = true;
                for (int cell = 0; cell < board.cells(); ++cell)
                    every = every && (!board.has(cell, digit) || in[static_cast<std::size_t>(cell)]);
                ASSERT_EQ(templates::FittingDigits::of(board).pattern_may_remove(digit), !every)
                    << puzzle << " digit " << digit;
                (every ? skipped : searched) += 1;
            }
    EXPECT_GT(skipped, 20);  // not vacuous: both answers come
    EXPECT_GT(searched, 20);
}

TEST(DigitTemplates, OneDigitStepsRemoveOnlyWhatNoTemplateHolds) {
    const std::vector<Template>& all = every_template();
    const Technique techniques[] = {Technique::XWing,
                                    Technique::Swordfish,
                                    Technique::FinnedXWing,
                                    Technique::SashimiSwordfish,
                                    Technique::FrankenXWing,
                                    Technique::FinnedFrankenXWing,
                                    Technique::FinnedMutantXWing,
                                    Technique::XChain,
                                    Technique::TurbotFish,
                                    Technique::SimpleColorsTrap,
                                    Technique::SimpleColorsWrap,
                                    Technique::MultiColors1,
                                    Technique::MultiColors2,
                                    Technique::NishioForcingChain};
    int removed = 0;
    unsigned seed = 1;
    for (const char* puzzle : kHardStarts)
        for (const Board& board : start_and_thinned(puzzle, seed++, {15, 30, 45})) {
            std::array<std::vector<bool>, 9> in;
            for (int digit = 1; digit <= 9; ++digit)
                in[static_cast<std::size_t>(digit - 1)] = in_some_fitting_template(board, digit, all);
            for (Technique technique : techniques)
                for (const Step& step : find_steps(board, technique, 50)) {
                    for (const Candidate& c : step.eliminations) {
                        ASSERT_FALSE(in[static_cast<std::size_t>(c.digit - 1)][static_cast<std::size_t>(c.cell)])
                            << info(technique).title << " removes " << board.cell_name(c.cell) << "<>" << c.digit
                            << ", which a fitting template holds";
                        ++removed;
                    }
                }
        }
    EXPECT_GT(removed, 20);  // not vacuous
}

}  // namespace
}  // namespace hints_test
