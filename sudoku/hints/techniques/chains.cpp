#include "sudoku/hints/techniques/chains.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace sudoku::hints::chains {

namespace {

std::array<int, 3> units_of(const Board& board, int cell) {
    return {board.row_unit(board.row(cell)), board.column_unit(board.column(cell)), board.box_unit(board.box_of(cell))};
}

/// The unit in which `digit` lies only in cells a and b, or -1.
int conjugate_unit(const Board& board, int a, int b, int digit) {
    for (int unit : units_of(board, a))
        if (board.in_unit(unit, b) && std::popcount(board.where(unit, digit)) == 2) return unit;
    return -1;
}

/// The first unit (row, column, box) holding both cells.
int shared_unit(const Board& board, int a, int b) {
    for (int unit : units_of(board, a))
        if (board.in_unit(unit, b)) return unit;
    return -1;
}

/// Why `to` follows from `from`, for the text after "so r5c7 is 4".
std::string why(const Board& board, const Node& from, const Node& to) {
    const int digit = to.candidate.digit;
    if (from.candidate.cell == to.candidate.cell)
        return strong_link(from, to) ? "its only other candidate" : "a cell holds one digit";
    if (strong_link(from, to))
        return "the only other place for " + board.digit_name(digit) + " in " +
               board.unit_name(conjugate_unit(board, from.candidate.cell, to.candidate.cell, digit));
    return "they share " + board.unit_name(shared_unit(board, from.candidate.cell, to.candidate.cell));
}

}  // namespace

Search::Search(const Board& board, Rules rules) : board_(&board), rules_(rules), side_(board.side()) {
    const auto states = static_cast<std::size_t>(board.cells() * side_ * 2);
    reached_.assign(states, 0);
    links_to_.assign(states, 0);
    parents_.assign(states * kMaxParents, -1);
    count_.assign(states, 0);
    linked_.assign(states / 2, 0);
    exits_.assign(states / 2, 0);
    linked_where_.assign(static_cast<std::size_t>(3 * side_ * side_), 0);
    linked_digits_.assign(static_cast<std::size_t>(board.cells()), 0);
    std::vector<Node> partners;
    for (int cell = 0; cell < board.cells(); ++cell) {
        for (int digit : digits_of(board.candidates(cell))) {
            if (!is_node(cell, digit)) continue;
            next({{cell, digit}, false}, -1, partners);
            if (partners.empty()) continue;
            linked_[index({cell, digit})] = 1;
            linked_digits_[static_cast<std::size_t>(cell)] |= Digits{1} << (digit - 1);
            for (int unit : units_of(board, cell))
                linked_where_[static_cast<std::size_t>(unit * side_ + digit - 1)] |= Positions{1}
                                                                                     << board.index_in(unit, cell);
        }
    }
    for (int cell = 0; cell < board.cells(); ++cell) {
        for (int digit : digits_of(board.candidates(cell))) {
            if (!is_node(cell, digit)) continue;
            next({{cell, digit}, true}, -1, partners);
            exits_[index({cell, digit})] = partners.empty() ? 0 : 1;
        }
    }
}

void Search::add_parent(int state, int parent) {
    const auto s = static_cast<std::size_t>(state);
    int* slots = &parents_[s * kMaxParents];
    if (count_[s] == kMaxParents || std::find(slots, slots + count_[s], parent) != slots + count_[s]) return;
    slots[count_[s]++] = parent;
}

void Search::next(const Node& from, int home, std::vector<Node>& out) const {
    out.clear();
    const Board& board = *board_;
    const int cell = from.candidate.cell;
    const int digit = from.candidate.digit;
    const Digits own = Digits{1} << (digit - 1);
    if (!from.on) {  // strong links: what must be true when `from` is false
        if (rules_.unit_strong) {
            for (int unit : units_of(board, cell)) {
                const Positions where = board.where(unit, digit);
                if (std::popcount(where) != 2) continue;
                const Positions rest = where & ~(Positions{1} << board.index_in(unit, cell));
                const int other = board.unit_cell(unit, std::countr_zero(rest));
                if (is_node(other, digit)) out.push_back({{other, digit}, true});
            }
        }
        if (rules_.cell_strong && board.count(cell) == 2) {
            const int other = std::countr_zero(board.candidates(cell) & ~own) + 1;
            if (is_node(cell, other)) out.push_back({{cell, other}, true});
        }
        return;
    }
    // weak links: what must be false when `from` is true; only towards candidates a chain can go on
    // from, or into `home` (a peer seen through two units comes twice)
    for (int unit : units_of(board, cell)) {
        Positions where = linked_where_[static_cast<std::size_t>(unit * side_ + digit - 1)] &
                          ~(Positions{1} << board.index_in(unit, cell));
        for (; where != 0; where &= where - 1)
            out.push_back({{board.unit_cell(unit, std::countr_zero(where)), digit}, false});
    }
    if (home >= 0 && home != cell && board.sees(cell, home) && is_node(home, digit))
        out.push_back({{home, digit}, false});
    if (!rules_.cell_weak) return;
    Digits rest = (cell == home ? board.candidates(cell) : linked_digits_[static_cast<std::size_t>(cell)]) & ~own;
    for (; rest != 0; rest &= rest - 1) {
        const int other = std::countr_zero(rest) + 1;
        if (is_node(cell, other)) out.push_back({{cell, other}, false});
    }
}

std::vector<Chain> Search::chains_to(const Node& end, std::size_t limit) const {
    std::vector<Chain> found;
    Chain backwards;
    auto walk = [&](auto&& self, int s) -> void {
        backwards.push_back(node_of(s));
        const auto at = static_cast<std::size_t>(s);
        if (count_[at] == 0) found.emplace_back(backwards.rbegin(), backwards.rend());
        for (int k = 0; k < count_[at] && found.size() < limit; ++k) self(self, parents_[at * kMaxParents + k]);
        backwards.pop_back();
    };
    walk(walk, state(end));
    return found;
}

Chain Search::nice_chain_to(const Node& end, bool loop) const {
    for (Chain& chain : chains_to(end, kMaxParents))
        if (is_nice(chain, loop)) return std::move(chain);
    return {};
}

bool is_nice(const Chain& chain, bool loop) {
    std::size_t size = chain.size();
    if (loop && size > 1 && chain.back().candidate == chain.front().candidate) --size;  // closes on its start
    for (std::size_t i = 0; i < size; ++i) {
        for (std::size_t j = i + 1; j < size; ++j) {
            if (chain[i].candidate == chain[j].candidate) return false;
            const bool same_cell = chain[i].candidate.cell == chain[j].candidate.cell;
            const bool stretch = j == i + 1 || (loop && i == 0 && j == size - 1);
            if (same_cell && !stretch) return false;
        }
    }
    return true;
}

Chain reversed(const Chain& chain) {
    Chain back(chain.rbegin(), chain.rend());
    for (Node& node : back) node.on = !node.on;
    return back;
}

bool strong_link(const Node& from, const Node& to) { return !from.on && to.on; }

std::vector<Candidate> seen_by_both(const Board& board, int a, int b, int digit) {
    std::vector<Candidate> seen;
    for (int cell : board.seen_by_all({a, b}, digit)) seen.push_back({cell, digit});
    return seen;
}

std::string seeing_both_text(const Board& board, const std::vector<Candidate>& eliminations) {
    std::vector<int> cells;
    for (const Candidate& c : eliminations) cells.push_back(c.cell);
    const bool one = cells.size() == 1;
    return ", so " + cells_text(cells, board.side()) + (one ? ", which sees both, loses " : ", which see both, lose ") +
           board.digit_name(eliminations.front().digit);
}

void ends_of_one_digit(const Search& search, Candidate start, const std::vector<Node>& ends, Technique technique,
                       const std::string& title, std::vector<Step>& found) {
    const Board& board = search.board();
    for (const Node& end : ends) {
        Step step{.technique = technique,
                  .eliminations = seen_by_both(board, start.cell, end.candidate.cell, start.digit)};
        if (step.eliminations.empty()) continue;
        const Chain chain = search.nice_chain_to(end);
        if (chain.empty()) continue;
        describe(board, chain, step);
        step.reason = title + ": if " + implications_text(board, chain) + "; so " + node_text(board, {start, true}) +
                      " or " + node_text(board, end) + seeing_both_text(board, step.eliminations);
        found.push_back(std::move(step));
    }
}

void add_shortest_first(std::vector<Step> steps, StepSink& sink) {
    std::stable_sort(steps.begin(), steps.end(),
                     [](const Step& a, const Step& b) { return a.chain.size() < b.chain.size(); });
    for (Step& step : steps)
        if (!sink.add(std::move(step))) return;
}

void describe(const Board& board, const Chain& chain, Step& step) {
    for (std::size_t i = 0; i < chain.size(); ++i) {
        const Node& node = chain[i];
        const Mark mark{node.candidate, node.on ? Role::ColorA : Role::ColorB};
        if (std::find(step.marks.begin(), step.marks.end(), mark) == step.marks.end()) step.marks.push_back(mark);
        if (i == 0) continue;
        const Node& from = chain[i - 1];
        const bool strong = strong_link(from, node);
        step.chain.push_back({.from_cells = {from.candidate.cell},
                              .from_digit = from.candidate.digit,
                              .to_cells = {node.candidate.cell},
                              .to_digit = node.candidate.digit,
                              .strong = strong});
        if (from.candidate.cell == node.candidate.cell) continue;
        const int unit = strong ? conjugate_unit(board, from.candidate.cell, node.candidate.cell, node.candidate.digit)
                                : shared_unit(board, from.candidate.cell, node.candidate.cell);
        if (std::find(step.units.begin(), step.units.end(), unit) == step.units.end()) step.units.push_back(unit);
    }
}

std::string node_text(const Board& board, const Node& node) {
    return board.cell_name(node.candidate.cell) + (node.on ? " is " : " is not ") +
           board.digit_name(node.candidate.digit);
}

std::string implications_text(const Board& board, const Chain& chain) {
    std::string text = node_text(board, chain.front());
    for (std::size_t i = 1; i < chain.size(); ++i)
        text += (i == 1 ? ", then " : ", so ") + node_text(board, chain[i]) + " (" +
                why(board, chain[i - 1], chain[i]) + ")";
    return text;
}

}  // namespace sudoku::hints::chains
