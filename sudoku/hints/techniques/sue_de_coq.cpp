// Sue de Coq. Two or three open cells C where a line meets a box hold digits V, at least two more
// than cells. Cells CL of the line outside the box, with digits VL, and cells CB of the box outside
// the line, with digits VB, take up the surplus: the digits of V they hold count one each, their
// digits outside V ("extras") must be matched by as many cells, and no digit of V may be in both
// VL and VB. Then the cells of C, CL and CB hold every digit of V and of the extras once, an extra
// in both VL and VB twice (once on each side): the line's other cells lose the digits that must
// lie in the line's part (V and VL but not VB, and the shared extras), the box's other cells those
// that must lie in the box's part. As HoDoKu extends it: the extras, and C a part of the meeting.
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// One side of the pattern: some cells of the line or of the box outside the meeting.
struct Side {
    std::vector<int> cells;
    Digits digits = 0;
};

/// The most cells a side takes: any on 9×9 (as HoDoKu); three on larger grids, whose lines hold
/// too many subsets to try them all.
std::size_t most_side_cells(const Board& board) { return board.side() <= 9 ? 8 : 3; }

/// Calls found(side) for every non-empty subset of `pool` whose digits avoid `banned`.
template <class Found>
bool for_each_subset(const Board& board, const std::vector<int>& pool, Digits banned, Found&& found) {
    const std::size_t most = most_side_cells(board);
    Side side;
    auto recurse = [&](auto&& self, std::size_t start) -> bool {
        for (std::size_t i = start; i < pool.size(); ++i) {
            const Digits cand = board.candidates(pool[i]);
            if ((cand & banned) != 0) continue;
            const Side before = side;
            side.cells.push_back(pool[i]);
            side.digits |= cand;
            const bool go_on = found(side) && (side.cells.size() >= most || self(self, i + 1));
            side = before;
            if (!go_on) return false;
        }
        return true;
    };
    return recurse(recurse, 0);
}

class SueDeCoqSearch {
public:
    SueDeCoqSearch(const Board& board, StepSink& sink) : board_(board), sink_(sink) {}

    void run() {
        const int side = board_.side();
        for (int line = 0; line < 2 * side; ++line) {
            if (sink_.stopped()) return;
            for (int b = 0; b < side; ++b) {
                const int box = board_.box_unit(b);
                std::vector<int> meeting;
                for (int cell : board_.geometry().unit(line))
                    if (board_.value(cell) == 0 && board_.in_unit(box, cell)) meeting.push_back(cell);
                if (meeting.size() < 2) continue;
                if (!meet(line, box, meeting)) return;
            }
        }
    }

private:
    const Board& board_;
    StepSink& sink_;

    std::vector<int> open_outside(int unit, int other) const {
        std::vector<int> cells;
        for (int cell : board_.geometry().unit(unit))
            if (board_.value(cell) == 0 && !board_.in_unit(other, cell)) cells.push_back(cell);
        return cells;
    }

    /// Every part C of the meeting of two or three cells.
    bool meet(int line, int box, const std::vector<int>& meeting) {
        const std::vector<int> line_pool = open_outside(line, box);
        const std::vector<int> box_pool = open_outside(box, line);
        const std::size_t n = meeting.size();
        for (unsigned mask = 1; mask < (1u << n); ++mask) {
            const int size = std::popcount(mask);
            if (size < 2 || size > 3) continue;
            std::vector<int> core;
            Digits v = 0;
            for (std::size_t i = 0; i < n; ++i)
                if ((mask >> i & 1u) != 0) {
                    core.push_back(meeting[i]);
                    v |= board_.candidates(meeting[i]);
                }
            const int surplus = std::popcount(v) - size;
            if (surplus < 2) continue;
            const bool go_on = for_each_subset(board_, line_pool, 0, [&](const Side& in_line) {
                if (sink_.stopped()) return false;  // the subsets of a large grid's lines are many
                const int extras = std::popcount(in_line.digits & ~v);
                const int covered = static_cast<int>(in_line.cells.size()) - extras;
                if ((in_line.digits & v) == 0 || covered <= 0 || covered >= surplus) return true;
                return for_each_subset(board_, box_pool, in_line.digits & v, [&](const Side& in_box) {
                    if (sink_.stopped()) return false;
                    const int box_extras = std::popcount(in_box.digits & ~v);
                    if ((in_box.digits & v) == 0 ||
                        static_cast<int>(in_box.cells.size()) - box_extras != surplus - covered)
                        return true;
                    return report(line, box, core, v, in_line, in_box);
                });
            });
            if (!go_on) return false;
        }
        return true;
    }

    bool report(int line, int box, const std::vector<int>& core, Digits v, const Side& in_line, const Side& in_box) {
        const Digits shared = in_line.digits & in_box.digits;  // extras on both sides
        const Digits from_box = ((v | in_box.digits) & ~in_line.digits) | shared;
        const Digits from_line = ((v | in_line.digits) & ~in_box.digits) | shared;
        Step step{.technique = Technique::SueDeCoq, .units = {line, box}};
        auto used = [&](int cell) {
            return std::find(core.begin(), core.end(), cell) != core.end() ||
                   std::find(in_line.cells.begin(), in_line.cells.end(), cell) != in_line.cells.end() ||
                   std::find(in_box.cells.begin(), in_box.cells.end(), cell) != in_box.cells.end();
        };
        for (auto [unit, digits] : {std::pair{box, from_box}, std::pair{line, from_line}})
            for (int cell : board_.geometry().unit(unit))
                if (board_.value(cell) == 0 && !used(cell))
                    for (int d : digits_of(board_.candidates(cell) & digits)) step.eliminations.push_back({cell, d});
        if (step.eliminations.empty()) return true;
        for (const auto& [cells, role] : {std::pair{&core, Role::Pattern}, std::pair{&in_line.cells, Role::ColorA},
                                          std::pair{&in_box.cells, Role::ColorB}})
            for (int cell : *cells)
                for (int d : digits_of(board_.candidates(cell))) step.marks.push_back({{cell, d}, role});
        const int side = board_.side();
        step.reason = "Sue de Coq: " + cells_text(core, side) + ", where " + board_.unit_name(line) + " meets " +
                      board_.unit_name(box) + ", hold " + board_.digits_text(digits_of(v)) + "; with " +
                      cells_text(in_line.cells, side) + " " + board_.digits_text(digits_of(in_line.digits)) +
                      " in the " + (line < side ? "row" : "column") + " and " + cells_text(in_box.cells, side) + " " +
                      board_.digits_text(digits_of(in_box.digits)) +
                      " in the box they hold each of their digits once, the line's part and the box's part "
                      "sharing none of " +
                      board_.digits_text(digits_of(v)) + "; so the rest of the line loses " +
                      board_.digits_text(digits_of(from_line)) + " and the rest of the box " +
                      board_.digits_text(digits_of(from_box));
        return sink_.add(std::move(step));
    }
};

}  // namespace

void find_sue_de_coq(const Board& board, StepSink& sink) { SueDeCoqSearch(board, sink).run(); }

}  // namespace sudoku::hints
