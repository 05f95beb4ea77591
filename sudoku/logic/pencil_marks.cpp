#include "sudoku/logic/pencil_marks.hpp"

#include <stdexcept>
#include <string>

#include "sudoku/logic/eliminator.hpp"

namespace sudoku {

namespace {

PencilMarks::State fresh_state(int box) {
    const Geometry& g = Geometry::of(box);
    return detail::with_words(
        g.side(), [&](auto w) -> PencilMarks::State { return detail::CandidateState<decltype(w)::value>(g); });
}

}  // namespace

PencilMarks::PencilMarks(int box) : box_(box), state_(fresh_state(box)) {}

PencilMarks::PencilMarks(const Grid& puzzle) : PencilMarks(puzzle.box()) {
    if (auto conflict = find_conflict(puzzle))
        throw std::invalid_argument("cannot build pencil marks: " + conflict->describe(puzzle.geometry()));
    std::visit(
        [&](auto& s) {
            detail::Eliminator<std::decay_t<decltype(s)>::kWords> eliminator(geometry());
            // Without conflicts every given is still a candidate when its turn comes; a blank left
            // empty stays visible, and deduce() reports it as a contradiction.
            for (int cell = 0; cell < puzzle.cells(); ++cell)
                if (puzzle[cell] != 0) (void)eliminator.place(s, cell, puzzle[cell] - 1);
        },
        state_);
}

void PencilMarks::check(int cell, int value) const {
    if (cell < 0 || cell >= cells())
        throw std::out_of_range("cell " + std::to_string(cell) + " is outside 0.." + std::to_string(cells() - 1));
    if (value < 1 || value > side())
        throw std::out_of_range("value " + std::to_string(value) + " is outside 1.." + std::to_string(side()));
}

bool PencilMarks::has(int cell, int value) const {
    check(cell, value);
    return std::visit([&](const auto& s) { return s.cand[cell].test(value - 1); }, state_);
}

int PencilMarks::count(int cell) const {
    check(cell, 1);
    return std::visit([&](const auto& s) { return s.cand[cell].count(); }, state_);
}

std::vector<int> PencilMarks::candidates(int cell) const {
    check(cell, 1);
    std::vector<int> values;
    std::visit([&](const auto& s) { s.cand[cell].for_each([&](int v) { values.push_back(v + 1); }); }, state_);
    return values;
}

int PencilMarks::value(int cell) const {
    check(cell, 1);
    return std::visit([&](const auto& s) { return static_cast<int>(s.value[cell]); }, state_);
}

bool PencilMarks::remove(int cell, int value) {
    check(cell, value);
    return std::visit(
        [&](auto& s) {
            if (!s.cand[cell].test(value - 1)) return false;
            s.cand[cell].reset(value - 1);
            return true;
        },
        state_);
}

void PencilMarks::place(int cell, int value) {
    check(cell, value);
    if (this->value(cell) != 0)
        throw std::invalid_argument(cell_name(cell, side()) + " already holds " + std::to_string(this->value(cell)));
    if (!has(cell, value))
        throw std::invalid_argument(std::to_string(value) + " is not a candidate of " + cell_name(cell, side()));
    std::visit(
        [&](auto& s) {
            detail::Eliminator<std::decay_t<decltype(s)>::kWords> eliminator(geometry());
            // A wipe-out stays visible as an empty cell; deduce() reports it as a contradiction.
            (void)eliminator.place(s, cell, value - 1);
        },
        state_);
}

Grid PencilMarks::grid() const {
    return std::visit([&](const auto& s) { return detail::grid_of(s, box_); }, state_);
}

}  // namespace sudoku
