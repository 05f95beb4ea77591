// Templates (HoDoKu's last resort before guessing): a template of a digit is one way to place it
// once in every row, column and box. Those that fit the position (every placed copy of the digit
// in it, every other cell of it still holding the digit) are all the digit can still do: a cell
// in every one of them takes the digit (template set), a candidate in none of them goes (template
// delete). Before that, as HoDoKu does, templates are dropped that cover a cell some other digit
// is sure to take (it is in all of that digit's templates), until none is. 9×9 only: larger grids
// have too many templates to list.
#include <array>
#include <bit>
#include <bitset>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/digit_templates.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

constexpr int kSide = 9;
using Cells = std::bitset<kSide * kSide>;

/// The templates of one digit that fit the position.
std::vector<Cells> fitting_templates(const Board& board, int digit) {
    const std::array<unsigned, kSide> open = templates::open_columns(board, digit);
    std::vector<Cells> found;
    Cells chosen;
    auto place = [&](auto&& self, int row, unsigned columns, unsigned boxes) -> void {
        if (row == kSide) {
            found.push_back(chosen);
            return;
        }
        for (unsigned left = open[static_cast<std::size_t>(row)] & ~columns; left != 0; left &= left - 1) {
            const int column = std::countr_zero(left);
            const unsigned box = 1u << (row / 3 * 3 + column / 3);
            if ((boxes & box) != 0) continue;
            const auto cell = static_cast<std::size_t>(row * kSide + column);
            chosen.set(cell);
            self(self, row + 1, columns | 1u << column, boxes | box);
            chosen.reset(cell);
        }
    };
    place(place, 0, 0, 0);
    return found;
}

/// Every digit's templates, narrowed by the others' until nothing changes.
std::array<std::vector<Cells>, kSide> templates_of(const Board& board) {
    std::array<std::vector<Cells>, kSide> all;
    Cells placed;
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.value(cell) != 0) placed.set(static_cast<std::size_t>(cell));
    for (int digit = 1; digit <= kSide; ++digit)
        all[static_cast<std::size_t>(digit - 1)] = fitting_templates(board, digit);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t d = 0; d < all.size(); ++d) {
            if (all[d].empty()) continue;
            Cells sure = all[d].front();
            for (const Cells& t : all[d]) sure &= t;
            sure &= ~placed;  // a placed copy of d is no other digit's candidate already
            if (sure.none()) continue;
            for (std::size_t e = 0; e < all.size(); ++e) {
                if (e == d) continue;
                const std::size_t before = all[e].size();
                std::erase_if(all[e], [&](const Cells& t) { return (t & sure).any(); });
                changed = changed || all[e].size() != before;
            }
        }
    }
    return all;
}

template <class Make>
void find_templates(const Board& board, StepSink& sink, Make make) {
    if (board.side() != kSide) return;
    const auto all = templates_of(board);
    for (int digit = 1; digit <= kSide; ++digit) {
        const auto& templates = all[static_cast<std::size_t>(digit - 1)];
        if (templates.empty()) continue;  // a contradiction: other techniques say so
        Cells every = templates.front();
        Cells some;
        for (const Cells& t : templates) {
            every &= t;
            some |= t;
        }
        Step step = make(digit, every, some);
        if (!step.does_something()) continue;
        for (int cell = 0; cell < board.cells(); ++cell)
            if (board.has(cell, digit))
                step.marks.push_back(
                    {{cell, digit}, every.test(static_cast<std::size_t>(cell)) ? Role::Fin : Role::Pattern});
        if (!sink.add(std::move(step))) return;
    }
}

}  // namespace

void find_template_set(const Board& board, StepSink& sink) {
    find_templates(board, sink, [&](int digit, const Cells& every, const Cells&) {
        Step step{.technique = Technique::TemplateSet};
        for (int cell = 0; cell < board.cells(); ++cell)
            if (every.test(static_cast<std::size_t>(cell)) && board.value(cell) == 0)
                step.placements.push_back({cell, digit});
        step.reason = "template set: every way left to place " + board.digit_name(digit) +
                      " once in each row, column and box (the templates that fit the position and cover no cell "
                      "another digit is sure to take) puts it in " +
                      cells_text(
                          [&] {
                              std::vector<int> cells;
                              for (const Candidate& c : step.placements) cells.push_back(c.cell);
                              return cells;
                          }(),
                          board.side());
        return step;
    });
}

void find_template_delete(const Board& board, StepSink& sink) {
    find_templates(board, sink, [&](int digit, const Cells&, const Cells& some) {
        Step step{.technique = Technique::TemplateDelete};
        for (int cell = 0; cell < board.cells(); ++cell)
            if (board.has(cell, digit) && !some.test(static_cast<std::size_t>(cell)))
                step.eliminations.push_back({cell, digit});
        step.reason = "template delete: no way left to place " + board.digit_name(digit) +
                      " once in each row, column and box (the templates that fit the position and cover no cell "
                      "another digit is sure to take) uses these cells";
        return step;
    });
}

}  // namespace sudoku::hints
