// Unique rectangles: four unsolved cells on two rows, two columns and two boxes that could all
// hold only the digits a and b would let those two digits swap, giving a second solution. In a
// puzzle with one solution that cannot happen, so some corner must take another digit:
//   type 1: three corners hold nothing but a and b, so the fourth loses a and b;
//   type 2: the two other corners (in one line) add the same single digit x, so x is in one of
//           them and every cell seeing both loses x;
//   type 3: the other corners act as one cell holding their extra digits, which forms a naked
//           subset with other cells of a unit they share;
//   type 4: a is confined to the other two corners in a unit they share, so one of them is a, and
//           neither may be b;
//   type 5: three corners, or two on a diagonal, add the same single digit x, so x is in one of
//           them and every cell seeing all of them loses x (type 2 beyond one line);
//   type 6: the two corners with extras lie on a diagonal and a is confined to the corners in
//           both rows and both columns (an X-Wing): were those two corners a, the other two would
//           be b, so they lose a;
//   hidden rectangle: across from a corner holding only a and b, the row and the column of the
//           opposite corner hold a only in the rectangle; were the opposite corner b, both its
//           neighbours in the rectangle would be a and the first corner b, so it loses b.
// As in HoDoKu, a rectangle is anchored on a corner holding exactly {a,b}; a corner may lack a or
// b as a candidate as long as no peer has that digit placed (it was eliminated by logic, and the
// swapped grid would still break no rule).
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/techniques.hpp"
#include "sudoku/hints/techniques/wings.hpp"

namespace sudoku::hints {

namespace {

struct Rectangle {
    std::array<int, 4> corners{};  ///< increasing
    int a = 0;
    int b = 0;
    Digits pair = 0;
    std::vector<int> plain;  ///< corners holding no digit but a and b
    std::vector<int> extra;  ///< corners holding other digits too
};

Digits bit(int digit) { return Digits{1} << (digit - 1); }

/// The digits placed in each unit.
std::vector<Digits> placed_per_unit(const Board& board) {
    std::vector<Digits> placed(static_cast<std::size_t>(3 * board.side()), 0);
    for (int unit = 0; unit < 3 * board.side(); ++unit)
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) != 0) placed[static_cast<std::size_t>(unit)] |= bit(board.value(cell));
    return placed;
}

/// Calls found(rectangle) for every rectangle anchored on a bivalue corner, each once per pair of
/// digits; stops when found returns false.
template <class Found>
void for_each_rectangle(const Board& board, Found&& found) {
    const std::vector<Digits> placed = placed_per_unit(board);
    auto fits = [&](int cell, Digits pair) {
        if (board.value(cell) != 0) return false;
        Digits blocked = 0;
        for (int unit : board.geometry().units_of(cell)) blocked |= placed[static_cast<std::size_t>(unit)];
        return (pair & ~board.candidates(cell) & blocked) == 0;
    };
    std::vector<std::array<int, 6>> seen;
    const int side = board.side();
    for (int anchor = 0; anchor < board.cells(); ++anchor) {
        if (board.count(anchor) != 2) continue;
        const Digits pair = board.candidates(anchor);
        for (int partner : board.geometry().unit(board.box_unit(board.box_of(anchor)))) {
            const bool same_row = board.row(partner) == board.row(anchor);
            if (partner == anchor || (!same_row && board.column(partner) != board.column(anchor))) continue;
            if (!fits(partner, pair)) continue;
            // The other two corners lie across the anchor's and the partner's lines, in another box.
            for (int k = 0; k < side; ++k) {
                const int across = same_row ? board.geometry().cell(k, board.column(anchor))
                                            : board.geometry().cell(board.row(anchor), k);
                const int across_partner = same_row ? board.geometry().cell(k, board.column(partner))
                                                    : board.geometry().cell(board.row(partner), k);
                if (board.box_of(across) == board.box_of(anchor)) continue;
                if (!fits(across, pair) || !fits(across_partner, pair)) continue;
                Rectangle rect{.corners = {anchor, partner, across, across_partner}, .pair = pair};
                std::sort(rect.corners.begin(), rect.corners.end());
                const auto digits = digits_of(pair);
                rect.a = digits[0];
                rect.b = digits[1];
                const std::array<int, 6> key{rect.corners[0], rect.corners[1], rect.corners[2],
                                             rect.corners[3], rect.a,          rect.b};
                if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
                seen.push_back(key);
                for (int cell : rect.corners)
                    ((board.candidates(cell) & ~pair) == 0 ? rect.plain : rect.extra).push_back(cell);
                if (!found(rect)) return;
            }
        }
    }
}

/// The rows and the columns of the rectangle.
std::vector<int> rectangle_units(const Board& board, const Rectangle& rect) {
    return {board.row_unit(board.row(rect.corners[0])), board.row_unit(board.row(rect.corners[3])),
            board.column_unit(board.column(rect.corners[0])), board.column_unit(board.column(rect.corners[3]))};
}

/// A step on the rectangle: its units, a and b of the corners as the pattern, other digits of
/// the corners as fins.
Step rectangle_step(const Board& board, const Rectangle& rect, Technique technique) {
    Step step{.technique = technique, .units = rectangle_units(board, rect)};
    for (int cell : rect.corners)
        for (int digit : digits_of(board.candidates(cell)))
            step.marks.push_back({{cell, digit}, (rect.pair & bit(digit)) != 0 ? Role::Pattern : Role::Fin});
    return step;
}

/// Adds a unit the reasoning looks at, unless the step has it already.
void add_unit(Step& step, int unit) {
    if (std::find(step.units.begin(), step.units.end(), unit) == step.units.end()) step.units.push_back(unit);
}

std::string describe(const Board& board, const Rectangle& rect) {
    return "unique rectangle on " + board.digits_text({rect.a, rect.b}) + " in " +
           cells_text({rect.corners.begin(), rect.corners.end()}, board.side());
}

/// Why the pattern cannot hold a and b alone, for the reasons below.
std::string swap_clause(const Board& board, const Rectangle& rect) {
    return "the four cells would hold only " + board.digit_name(rect.a) + " and " + board.digit_name(rect.b) +
           ", which could swap places and give the puzzle a second solution";
}

bool in_line(const Board& board, int first, int second) {
    return board.row(first) == board.row(second) || board.column(first) == board.column(second);
}

bool type_1(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.plain.size() != 3) return true;
    const int target = rect.extra.front();
    Step step = rectangle_step(board, rect, Technique::UniqueRectangle1);
    for (int digit : {rect.a, rect.b})
        if (board.has(target, digit)) step.eliminations.push_back({target, digit});
    const bool both = step.eliminations.size() == 2;
    const std::string lost = both ? board.digit_name(rect.a) + " or " + board.digit_name(rect.b)
                                  : board.digit_name(step.eliminations.empty() ? 0 : step.eliminations[0].digit);
    step.reason = describe(board, rect) + ": " + cells_text(rect.plain, board.side()) + " hold nothing but " +
                  board.digits_text({rect.a, rect.b}) + "; were " + board.cell_name(target) + " " + lost + ", " +
                  swap_clause(board, rect) + ", so it loses " + (both ? "both" : "it");
    return sink.add(std::move(step));
}

/// Types 2 and 5: the extra corners add one digit x between them, so one of them is x and every cell
/// seeing all of them loses it. `seeing` words how many they are ("both", "all of").
bool one_extra_digit(const Board& board, const Rectangle& rect, Technique technique, const std::string& seeing,
                     StepSink& sink) {
    Digits added = 0;
    for (int cell : rect.extra) added |= board.candidates(cell) & ~rect.pair;
    if (std::popcount(added) != 1) return true;
    const int x = std::countr_zero(added) + 1;
    Step step = rectangle_step(board, rect, technique);
    for (int cell : board.seen_by_all(rect.extra, x)) step.eliminations.push_back({cell, x});
    const std::string extra = cells_text(rect.extra, board.side());
    step.reason = describe(board, rect) + ": unless one of " + extra + " is " + board.digit_name(x) + ", " +
                  swap_clause(board, rect) + "; so every cell seeing " + seeing + " " + extra + " loses " +
                  board.digit_name(x);
    return sink.add(std::move(step));
}

bool type_2(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.extra.size() != 2 || !in_line(board, rect.extra[0], rect.extra[1])) return true;
    return one_extra_digit(board, rect, Technique::UniqueRectangle2, "both", sink);
}

std::string subset_name(int size) {
    switch (size) {
        case 2: return "naked pair";
        case 3: return "naked triple";
        case 4: return "naked quadruple";
        default: return "naked set of " + std::to_string(size);
    }
}

/// Type 3 in one unit shared by the two extra corners: the corners count as one cell holding
/// their extra digits; k more cells of the unit (without a or b) holding k+1 digits with it
/// form a naked subset.
bool type_3_in(const Board& board, const Rectangle& rect, int unit, StepSink& sink) {
    const bool box_unit = unit >= 2 * board.side();
    const Digits pseudo = (board.candidates(rect.extra[0]) | board.candidates(rect.extra[1])) & ~rect.pair;
    std::vector<int> pool;
    for (int cell : board.geometry().unit(unit)) {
        if (board.value(cell) != 0 || (board.candidates(cell) & rect.pair) != 0) continue;
        if (std::find(rect.corners.begin(), rect.corners.end(), cell) != rect.corners.end()) continue;
        pool.push_back(cell);
    }
    // On 9×9 every subset is tried, as HoDoKu does; larger grids stop at four extra cells.
    const int max_extra =
        board.side() <= 9 ? static_cast<int>(pool.size()) : std::min(4, static_cast<int>(pool.size()));
    std::vector<int> chosen;
    auto emit = [&](Digits digits) {
        std::vector<int> subset = rect.extra;
        subset.insert(subset.end(), chosen.begin(), chosen.end());
        auto all_in = [&](auto key) {
            return std::all_of(subset.begin(), subset.end(), [&](int c) { return key(c) == key(subset[0]); });
        };
        const bool one_box = all_in([&](int c) { return board.box_of(c); });
        const bool one_line =
            all_in([&](int c) { return board.row(c); }) || all_in([&](int c) { return board.column(c); });
        if (box_unit && one_line) return true;  // the line's own search finds it, with the box
        std::vector<int> units = {unit};
        if (!box_unit && one_box) units.push_back(board.box_unit(board.box_of(subset[0])));
        Step step = rectangle_step(board, rect, Technique::UniqueRectangle3);
        for (int cleared : units) {
            add_unit(step, cleared);
            for (int cell : board.geometry().unit(cleared)) {
                if (std::find(subset.begin(), subset.end(), cell) != subset.end()) continue;
                for (int digit : digits_of(board.candidates(cell) & digits)) step.eliminations.push_back({cell, digit});
            }
        }
        for (int cell : chosen)
            for (int digit : digits_of(board.candidates(cell))) step.marks.push_back({{cell, digit}, Role::Fin});
        std::string where = board.unit_name(unit);
        if (units.size() > 1) where += " and " + board.unit_name(units[1]);
        step.reason = describe(board, rect) + ": unless " + cells_text(rect.extra, board.side()) + " hold one of " +
                      board.digits_text(digits_of(pseudo)) + ", " + swap_clause(board, rect) +
                      "; taken as one cell they form a " + subset_name(static_cast<int>(chosen.size()) + 1) + " on " +
                      board.digits_text(digits_of(digits)) + " with " + cells_text(chosen, board.side()) +
                      ", so the rest of " + where + " loses those digits";
        return sink.add(std::move(step));
    };
    auto recurse = [&](auto&& self, std::size_t start, Digits digits) -> bool {
        for (std::size_t i = start; i < pool.size(); ++i) {
            const Digits joined = digits | board.candidates(pool[i]);
            if (std::popcount(joined) > max_extra + 1) continue;
            chosen.push_back(pool[i]);
            bool go_on = true;
            if (std::popcount(joined) == static_cast<int>(chosen.size()) + 1) go_on = emit(joined);
            if (go_on && static_cast<int>(chosen.size()) < max_extra) go_on = self(self, i + 1, joined);
            chosen.pop_back();
            if (!go_on) return false;
        }
        return true;
    };
    return recurse(recurse, 0, pseudo);
}

bool type_3(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.extra.size() != 2) return true;
    for (int unit : shared_units(board, rect.extra[0], rect.extra[1]))
        if (!type_3_in(board, rect, unit, sink)) return false;
    return true;
}

bool type_4(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.extra.size() != 2 || !in_line(board, rect.extra[0], rect.extra[1])) return true;
    for (int unit : shared_units(board, rect.extra[0], rect.extra[1])) {
        for (auto [kept, lost] : {std::pair{rect.a, rect.b}, std::pair{rect.b, rect.a}}) {
            const Positions where = board.where(unit, kept);
            const Positions corners = Positions{1} << board.index_in(unit, rect.extra[0]) |
                                      Positions{1} << board.index_in(unit, rect.extra[1]);
            if (where == 0 || (where & ~corners) != 0) continue;
            Step step = rectangle_step(board, rect, Technique::UniqueRectangle4);
            add_unit(step, unit);
            for (int cell : rect.extra)
                if (board.has(cell, lost)) step.eliminations.push_back({cell, lost});
            const std::string both = cells_text(rect.extra, board.side());
            step.reason = describe(board, rect) + ": in " + board.unit_name(unit) + " the " + board.digit_name(kept) +
                          "s lie only in " + both + ", so one of them is " + board.digit_name(kept) +
                          "; were the other " + board.digit_name(lost) + ", " + swap_clause(board, rect) + "; so " +
                          both + " lose " + board.digit_name(lost);
            if (!sink.add(std::move(step))) return false;
        }
    }
    return true;
}

bool type_5(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.extra.size() != 3 && (rect.extra.size() != 2 || in_line(board, rect.extra[0], rect.extra[1]))) return true;
    return one_extra_digit(board, rect, Technique::UniqueRectangle5, "all of", sink);
}

/// The cells of the rectangle's two rows and two columns, the corners left out.
std::vector<int> lines_around(const Board& board, const Rectangle& rect) {
    std::vector<int> cells;
    for (int unit : rectangle_units(board, rect))
        for (int cell : board.geometry().unit(unit))
            if (std::find(rect.corners.begin(), rect.corners.end(), cell) == rect.corners.end() &&
                std::find(cells.begin(), cells.end(), cell) == cells.end())
                cells.push_back(cell);
    return cells;
}

bool type_6(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.extra.size() != 2 || in_line(board, rect.extra[0], rect.extra[1])) return true;
    const std::vector<int> around = lines_around(board, rect);
    for (const std::pair<int, int>& digits : {std::pair{rect.a, rect.b}, std::pair{rect.b, rect.a}}) {
        const int locked = digits.first;  // a named variable: clang 14 cannot capture a structured binding
        const int kept = digits.second;
        if (std::any_of(around.begin(), around.end(), [&](int cell) { return board.has(cell, locked); })) continue;
        Step step = rectangle_step(board, rect, Technique::UniqueRectangle6);
        for (int cell : rect.extra)
            if (board.has(cell, locked)) step.eliminations.push_back({cell, locked});
        const std::string both = cells_text(rect.extra, board.side());
        const std::string d = board.digit_name(locked);
        step.reason = describe(board, rect) + ": in both rows and both columns the " + d +
                      "s lie only in the rectangle, so they fill one of its diagonals; were they in " + both +
                      ", the other two corners would be " + board.digit_name(kept) + " and " +
                      swap_clause(board, rect) + "; so " + both + " lose " + d;
        if (!sink.add(std::move(step))) return false;
    }
    return true;
}

/// The digit's cells in `unit` all corners of the rectangle.
bool only_in_corners(const Board& board, const Rectangle& rect, int unit, int digit) {
    for (int i : positions_of(board.where(unit, digit)))
        if (std::find(rect.corners.begin(), rect.corners.end(), board.unit_cell(unit, i)) == rect.corners.end())
            return false;
    return true;
}

bool hidden_rectangle(const Board& board, const Rectangle& rect, StepSink& sink) {
    if (rect.plain.size() > 2 || (rect.plain.size() == 2 && in_line(board, rect.plain[0], rect.plain[1]))) return true;
    for (int corner : rect.plain) {
        int opposite = corner;
        for (int cell : rect.corners)
            if (board.row(cell) != board.row(corner) && board.column(cell) != board.column(corner)) opposite = cell;
        const int row = board.row_unit(board.row(opposite));
        const int column = board.column_unit(board.column(opposite));
        for (auto [paired, lost] : {std::pair{rect.a, rect.b}, std::pair{rect.b, rect.a}}) {
            if (!board.has(opposite, lost) || !only_in_corners(board, rect, row, paired) ||
                !only_in_corners(board, rect, column, paired))
                continue;
            Step step = rectangle_step(board, rect, Technique::HiddenRectangle);
            add_unit(step, row);
            add_unit(step, column);
            step.eliminations.push_back({opposite, lost});
            const std::string d = board.digit_name(paired);
            step.reason = describe(board, rect) + ": " + board.cell_name(corner) + " holds only " +
                          board.digits_text({rect.a, rect.b}) + ", and in " + board.unit_name(row) + " and " +
                          board.unit_name(column) + " the " + d + "s lie only in the rectangle; were " +
                          board.cell_name(opposite) + " " + board.digit_name(lost) +
                          ", its two neighbours in the "
                          "rectangle would be " +
                          d + " and " + board.cell_name(corner) + " " + board.digit_name(lost) + ": " +
                          swap_clause(board, rect) + "; so " + board.cell_name(opposite) + " loses " +
                          board.digit_name(lost);
            if (!sink.add(std::move(step))) return false;
        }
    }
    return true;
}

/// Every rectangle of the position, in the order for_each_rectangle finds them. Both orders ask
/// the seven kinds of rectangle one after the other on a position, and finding the rectangles was
/// most of each kind's cost: the last position's are kept per thread.
const std::vector<Rectangle>& rectangles_of(const Board& board) {
    struct Last {
        std::vector<Digits> candidates;  // per cell, then per cell its value
        std::vector<Rectangle> rectangles;
    };
    thread_local Last last;
    std::vector<Digits> position(2 * static_cast<std::size_t>(board.cells()));
    for (int cell = 0; cell < board.cells(); ++cell) {
        position[static_cast<std::size_t>(cell)] = board.candidates(cell);
        position[static_cast<std::size_t>(board.cells() + cell)] = static_cast<Digits>(board.value(cell));
    }
    if (position != last.candidates) {
        last.candidates = std::move(position);
        last.rectangles.clear();
        for_each_rectangle(board, [&](const Rectangle& rect) {
            last.rectangles.push_back(rect);
            return true;
        });
    }
    return last.rectangles;
}

template <class Check>
void find_type(const Board& board, StepSink& sink, Check check) {
    for (const Rectangle& rect : rectangles_of(board))
        if (!check(board, rect, sink)) return;
}

}  // namespace

void find_unique_rectangle_1(const Board& board, StepSink& sink) { find_type(board, sink, type_1); }
void find_unique_rectangle_2(const Board& board, StepSink& sink) { find_type(board, sink, type_2); }
void find_unique_rectangle_3(const Board& board, StepSink& sink) { find_type(board, sink, type_3); }
void find_unique_rectangle_4(const Board& board, StepSink& sink) { find_type(board, sink, type_4); }
void find_unique_rectangle_5(const Board& board, StepSink& sink) { find_type(board, sink, type_5); }
void find_unique_rectangle_6(const Board& board, StepSink& sink) { find_type(board, sink, type_6); }
void find_hidden_rectangle(const Board& board, StepSink& sink) { find_type(board, sink, hidden_rectangle); }

}  // namespace sudoku::hints
