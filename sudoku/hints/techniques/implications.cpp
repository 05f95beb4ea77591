#include "sudoku/hints/techniques/implications.hpp"

#include "sudoku/hints/techniques/techniques.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::hints {

namespace {

constexpr Digits bit_of(int digit) { return Digits{1} << (digit - 1); }

}  // namespace

Implications::Implications(const Board& board, Reach reach, NestedRule nested)
    : board_(board), side_(board.side()), reach_(reach), nested_(std::move(nested)) {
    const auto facts = static_cast<std::size_t>(fact_count());
    stamp_.assign(facts, 0);
    index_.assign(facts, 0);
    const int cells = board.cells();
    for (int cell = 0; cell < cells; ++cell) {
        start_candidates_.push_back(board.candidates(cell));
        start_values_.push_back(board.value(cell));
    }
    for (int cell = 0; cell < cells; ++cell)
        for (int unit : board.geometry().units_of(cell))
            slots_.push_back({unit, Positions{1} << board.index_in(unit, cell)});
    const int units = 3 * side_;
    start_placed_.assign(static_cast<std::size_t>(units), 0);
    for (int unit = 0; unit < units; ++unit) {
        for (int digit = 1; digit <= side_; ++digit) start_where_.push_back(board.where(unit, digit));
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) != 0) start_placed_[static_cast<std::size_t>(unit)] |= bit_of(board.value(cell));
    }
}

int Implications::find(const Candidate& candidate, bool on) const {
    const auto id = static_cast<std::size_t>(fact_id(candidate, on));
    return stamp_[id] == assumption_ ? index_[id] : -1;
}

void Implications::assume(const Candidate& candidate, bool on) {
    ++assumption_;
    candidates_ = start_candidates_;
    values_ = start_values_;
    where_ = start_where_;
    placed_ = start_placed_;
    trail_.clear();
    parents_.clear();
    clash_.reset();
    nested_complexity_.clear();

    derive(candidate.cell, candidate.digit, on, Cause::Premise, -1, {});
    for (std::size_t i = 0;;) {
        for (; i < trail_.size() && !clash_; ++i) {
            if (trail_[i].on) place(static_cast<int>(i));
            else check(static_cast<int>(i));
        }
        if (clash_ || reach_ != Reach::DynamicPlus) return;
        // Both look at the grid as the line has shrunk it: made once (a pattern that derives
        // nothing leaves it as it was).
        const Board grid = shrunk();
        if (!eliminate_by_pattern(grid) && !eliminate_by_nested(grid)) return;
    }
}

Board Implications::shrunk() const {
    // Straight from the reasoning's state: a placement here has taken its digit from the peers
    // already, as PencilMarks::place would (and a board through pencil marks cost a tenth of SE's
    // nested rule).
    return Board(board_.box(), values_, candidates_);
}

bool Implications::eliminate_by_nested(const Board& grid) {
    if (!nested_) return false;
    bool derived = false;
    for (const NestedDeduction& deduction : nested_(board_, grid)) {
        // As SE: a chain that needs nothing the assumption removed was in the grid already.
        gathered_.clear();
        for (const Candidate& gone : deduction.rests_on)
            if (const int i = find(gone, false); i >= 0) gathered_.push_back(i);
        if (gathered_.empty()) continue;
        const std::vector<int> reasons = gathered_;
        const int id = static_cast<int>(nested_complexity_.size());
        nested_complexity_.push_back(deduction.complexity);
        for (const Candidate& gone : deduction.eliminations)
            if (find(gone, false) < 0) {
                derive(gone.cell, gone.digit, false, Cause::Nested, -1, reasons);
                trail_.back().nested = id;
                derived = true;
            }
    }
    return derived;
}

bool Implications::eliminate_by_pattern(const Board& grid) {
    // SE's rules inside its chains, in its order; the first that eliminates anything gives all it finds.
    for (Finder finder :
         {static_cast<Finder>(find_pointing), static_cast<Finder>(find_claiming), static_cast<Finder>(find_hidden_pair),
          static_cast<Finder>(find_naked_pair), static_cast<Finder>(find_x_wing)}) {
        StepSink sink(side_, 64);
        finder(grid, sink);
        bool derived = false;
        for (const Step& step : sink.steps()) {
            // The pattern rests on what the assumption took from its units and cells: with nothing
            // taken it was in the grid already (and the path would have used it), as SE reasons.
            Digits digits = 0;
            for (const Mark& mark : step.marks) digits |= bit_of(mark.candidate.digit);
            gathered_.clear();
            for (std::size_t i = 0; i < trail_.size(); ++i) {
                const Implication& fact = trail_[i];
                if (fact.on) continue;
                const int cell = fact.candidate.cell;
                const bool in_marks = std::any_of(step.marks.begin(), step.marks.end(),
                                                  [&](const Mark& mark) { return mark.candidate.cell == cell; });
                const bool in_units = (digits & bit_of(fact.candidate.digit)) != 0 &&
                                      std::any_of(step.units.begin(), step.units.end(),
                                                  [&](int unit) { return board_.in_unit(unit, cell); });
                if (in_marks || in_units) gathered_.push_back(static_cast<int>(i));
            }
            if (gathered_.empty()) continue;
            const std::vector<int> reasons = gathered_;
            for (const Candidate& gone : step.eliminations)
                if (find(gone, false) < 0) {
                    derive(gone.cell, gone.digit, false, Cause::Pattern, -1, reasons);
                    derived = true;
                }
        }
        if (derived) return true;
    }
    return false;
}

bool Implications::inert(const Candidate& candidate, bool on) const {
    const int c = candidate.cell;
    const int d = candidate.digit;
    auto places = [&](int unit, int digit) { return std::popcount(board_.where(unit, digit)); };
    if (!on) {
        if (board_.count(c) <= 2) return false;
        for (const Slot& slot : slots(c))
            if (places(slot.unit, d) <= 2) return false;
        return true;
    }
    // c's other digits leave c: a unit of c where one of them has one other place gets a single.
    for (Digits others = board_.candidates(c) & ~bit_of(d); others != 0; others &= others - 1)
        for (const Slot& slot : slots(c))
            if (places(slot.unit, std::countr_zero(others) + 1) <= 2) return false;
    // d leaves c's peers: a peer left with one candidate, or a unit of a peer (beyond c's units,
    // which hold d now) where every place of d but one sees c.
    for (int peer : board_.geometry().peers(c)) {
        if (!board_.has(peer, d)) continue;
        if (board_.count(peer) <= 2) return false;
        for (const Slot& slot : slots(peer)) {
            // At most a box's worth of a unit without c sees c.
            if (board_.in_unit(slot.unit, c) || places(slot.unit, d) > board_.box() + 1) continue;
            int left = 0;
            for (Positions where = board_.where(slot.unit, d); where != 0; where &= where - 1)
                left += board_.sees(c, board_.unit_cell(slot.unit, std::countr_zero(where))) ? 0 : 1;
            if (left <= 1) return false;
        }
    }
    return true;
}

void Implications::derive(int cell, int digit, bool on, Cause cause, int unit, std::span<const int> reasons) {
    const auto id = static_cast<std::size_t>(fact_id({cell, digit}, on));
    if (stamp_[id] == assumption_) return;
    stamp_[id] = assumption_;
    index_[id] = static_cast<int>(trail_.size());
    Implication fact{.candidate = {cell, digit}, .on = on, .cause = cause, .unit = unit};
    fact.first = static_cast<int>(parents_.size());
    for (int reason : reasons) {
        fact.depth = std::max(fact.depth, trail_[static_cast<std::size_t>(reason)].depth + 1);
        parents_.push_back(reason);
    }
    fact.last = static_cast<int>(parents_.size());
    trail_.push_back(fact);
    if (on) return;  // a placement takes effect when its turn comes
    candidates_[static_cast<std::size_t>(cell)] &= ~bit_of(digit);
    for (const Slot& slot : slots(cell)) where_[static_cast<std::size_t>(slot.unit * side_ + digit - 1)] &= ~slot.bit;
}

void Implications::place(int index) {
    const Candidate c = trail_[static_cast<std::size_t>(index)].candidate;
    const auto cell = static_cast<std::size_t>(c.cell);
    // Lost since it was derived: the elimination that took it meets the clash when checked.
    if (values_[cell] != 0 || (candidates_[cell] & bit_of(c.digit)) == 0) return;
    const int self[] = {index};
    // One digit's reasoning leaves the cell's other digits alone: they are never looked at.
    if (reach_ != Reach::OneDigit)
        for (Digits others = candidates_[cell] & ~bit_of(c.digit); others != 0; others &= others - 1)
            derive(c.cell, std::countr_zero(others) + 1, false, Cause::Placement, -1, self);
    values_[cell] = c.digit;
    candidates_[cell] = 0;
    for (const Slot& slot : slots(c.cell)) {
        where_[static_cast<std::size_t>(slot.unit * side_ + c.digit - 1)] &= ~slot.bit;
        placed_[static_cast<std::size_t>(slot.unit)] |= bit_of(c.digit);
    }
    for (int u : board_.geometry().units_of(c.cell))
        for (Positions peers = where_[static_cast<std::size_t>(u * side_ + c.digit - 1)]; peers != 0;
             peers &= peers - 1)
            derive(board_.unit_cell(u, std::countr_zero(peers)), c.digit, false, Cause::Placement, -1, self);
}

void Implications::check(int index) {
    const Candidate c = trail_[static_cast<std::size_t>(index)].candidate;
    const auto cell_index = static_cast<std::size_t>(c.cell);
    // A static chain's naked single needs a cell that held two candidates from the start.
    const bool cell_links = reach_ == Reach::Dynamic || reach_ == Reach::DynamicPlus ||
                            (reach_ == Reach::Static && std::popcount(start_candidates_[cell_index]) == 2);
    if (reach_ != Reach::OneDigit && values_[cell_index] == 0) {
        const Digits left = candidates_[cell_index];
        if (left == 0) {
            gather_cell(c.cell, 0);
            clash_ = Clash{.cell = c.cell, .reasons = gathered_};
            return;
        }
        if (std::popcount(left) == 1 && cell_links) {
            const int digit = std::countr_zero(left) + 1;
            gather_cell(c.cell, digit);
            derive(c.cell, digit, true, Cause::NakedSingle, -1, gathered_);
        }
    }
    for (int u : board_.geometry().units_of(c.cell)) {
        if ((placed_[static_cast<std::size_t>(u)] & bit_of(c.digit)) != 0) continue;
        const Positions where = where_[static_cast<std::size_t>(u * side_ + c.digit - 1)];
        if (where == 0) {
            gather_unit(u, c.digit, -1);
            clash_ = Clash{.unit = u, .digit = c.digit, .reasons = gathered_};
            return;
        }
        const bool unit_link = reach_ != Reach::Static ||
                               std::popcount(start_where_[static_cast<std::size_t>(u * side_ + c.digit - 1)]) == 2;
        if (std::popcount(where) == 1 && unit_link) {
            const int cell = board_.unit_cell(u, std::countr_zero(where));
            gather_unit(u, c.digit, cell);
            derive(cell, c.digit, true, Cause::HiddenSingle, u, gathered_);
        }
    }
}

void Implications::gather_cell(int cell, int except) {
    gathered_.clear();
    for (Digits digits = board_.candidates(cell); digits != 0; digits &= digits - 1)
        if (const int digit = std::countr_zero(digits) + 1; digit != except)
            if (const int i = find({cell, digit}, false); i >= 0) gathered_.push_back(i);
}

void Implications::gather_unit(int unit, int digit, int except) {
    gathered_.clear();
    for (Positions places = board_.where(unit, digit); places != 0; places &= places - 1) {
        const int cell = board_.unit_cell(unit, std::countr_zero(places));
        if (cell != except)
            if (const int j = find({cell, digit}, false); j >= 0) gathered_.push_back(j);
    }
}

std::vector<int> Implications::ancestry(std::span<const int> from) const { return ancestry(trail_, parents_, from); }

template <class Visit>
void Implications::walk_ancestry(std::span<const Implication> trail, std::span<const int> parents,
                                 std::span<const int> from, Visit&& visit) const {
    ++visit_;
    seen_.resize(std::max(seen_.size(), trail.size()), 0);
    stack_.assign(from.begin(), from.end());
    while (!stack_.empty()) {
        const int i = stack_.back();
        stack_.pop_back();
        if (seen_[static_cast<std::size_t>(i)] == visit_) continue;
        seen_[static_cast<std::size_t>(i)] = visit_;
        visit(i);
        const Implication& fact = trail[static_cast<std::size_t>(i)];
        for (int j = fact.first; j < fact.last; ++j) stack_.push_back(parents[static_cast<std::size_t>(j)]);
    }
}

std::vector<int> Implications::ancestry(std::span<const Implication> trail, std::span<const int> parents,
                                        std::span<const int> from) const {
    std::vector<int> found;
    walk_ancestry(trail, parents, from, [&](int i) { found.push_back(i); });
    std::sort(found.begin(), found.end());
    return found;
}

int Implications::complexity(std::span<const int> from) const {
    return complexity(trail_, parents_, nested_complexity_, from);
}

int Implications::complexity(const KeptReasoning& kept, std::span<const int> from) const {
    return complexity(kept.trail, kept.parents, kept.nested_complexity, from);
}

int Implications::complexity(std::span<const Implication> trail, std::span<const int> parents,
                             std::span<const int> nested_complexity, std::span<const int> from) const {
    // Weighed for every fact of every group a forcing chain search meets: counted without a list.
    int total = 0;
    counted_.clear();
    walk_ancestry(trail, parents, from, [&](int i) {
        ++total;
        if (const int id = trail[static_cast<std::size_t>(i)].nested; id >= 0) counted_.push_back(id);
    });
    std::sort(counted_.begin(), counted_.end());
    counted_.erase(std::unique(counted_.begin(), counted_.end()), counted_.end());
    for (int id : counted_) total += nested_complexity[static_cast<std::size_t>(id)];
    return total;
}

}  // namespace sudoku::hints
