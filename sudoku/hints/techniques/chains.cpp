#include "sudoku/hints/techniques/chains.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace sudoku::hints::chains {

namespace {

std::array<int, 3> units_of(const Board& board, int cell) {
    return {board.row_unit(board.row(cell)), board.column_unit(board.column(cell)), board.box_unit(board.box_of(cell))};
}

bool holds_all(const Board& board, int unit, const std::vector<int>& cells) {
    return std::all_of(cells.begin(), cells.end(), [&](int cell) { return board.in_unit(unit, cell); });
}

/// The cells of both nodes.
std::vector<int> cells_of_both(const Board& board, const Node& a, const Node& b) {
    std::vector<int> cells = cells_of(board, a);
    const std::vector<int> more = cells_of(board, b);
    cells.insert(cells.end(), more.begin(), more.end());
    return cells;
}

/// The unit in which `digit` lies only in the cells of a and b, or -1.
int conjugate_unit(const Board& board, const Node& a, const Node& b, int digit) {
    const std::vector<int> cells = cells_of_both(board, a, b);
    for (int unit : units_of(board, cells.front()))
        if (holds_all(board, unit, cells) && std::popcount(board.where(unit, digit)) == static_cast<int>(cells.size()))
            return unit;
    return -1;
}

/// The first unit (row, column, box) holding the cells of both nodes.
int shared_unit(const Board& board, const Node& a, const Node& b) {
    const std::vector<int> cells = cells_of_both(board, a, b);
    for (int unit : units_of(board, cells.front()))
        if (holds_all(board, unit, cells)) return unit;
    return -1;
}

bool same_cell(const Node& a, const Node& b) {
    return !a.is_group() && !b.is_group() && a.candidate.cell == b.candidate.cell;
}

/// Why `to` follows from `from`, for the text after "so r5c7 is 4".
std::string why(const Board& board, const Node& from, const Node& to) {
    const int digit = to.candidate.digit;
    if (same_cell(from, to)) return strong_link(from, to) ? "its only other candidate" : "a cell holds one digit";
    if (strong_link(from, to))
        return std::string(to.is_group() ? "the only other places" : "the only other place") + " for " +
               board.digit_name(digit) + " in " + board.unit_name(conjugate_unit(board, from, to, digit));
    return "they share " + board.unit_name(shared_unit(board, from, to));
}

/// "r1c23" (r1c2 and r1c3), "r45c7"; with two-digit numbers "r1c2,3".
std::string group_name(const Board& board, const Node& group) {
    const std::vector<int> cells = cells_of(board, group);
    const bool row = group.line < board.side();
    const std::string separator = board.side() > 9 ? "," : "";
    std::string varying;
    for (int cell : cells)
        varying +=
            (varying.empty() ? "" : separator) + std::to_string((row ? board.column(cell) : board.row(cell)) + 1);
    const std::string fixed = std::to_string((row ? board.row(cells.front()) : board.column(cells.front())) + 1);
    return row ? "r" + fixed + "c" + varying : "r" + varying + "c" + fixed;
}

}  // namespace

std::vector<int> cells_of(const Board& board, const Node& node) {
    if (!node.is_group()) return {node.candidate.cell};
    std::vector<int> cells;
    for (Positions p = node.cells; p != 0; p &= p - 1) cells.push_back(board.unit_cell(node.line, std::countr_zero(p)));
    return cells;
}

bool has_group(const std::vector<Node>& chain) {
    return std::any_of(chain.begin(), chain.end(), [](const Node& node) { return node.is_group(); });
}

Search::Search(const Board& board, Rules rules) : board_(&board), rules_(rules), side_(board.side()) {
    if (rules_.groups) find_groups();
    const auto candidates = static_cast<std::size_t>(board.cells() * side_);
    const std::size_t states = (candidates + groups_.size()) * 2;
    reached_.assign(states, 0);
    links_to_.assign(states, 0);
    parents_.assign(states * kMaxParents, -1);
    count_.assign(states, 0);
    linked_.assign(states / 2, 0);
    exits_.assign(states / 2, 0);
    linked_where_.assign(static_cast<std::size_t>(3 * side_ * side_), 0);
    linked_digits_.assign(static_cast<std::size_t>(board.cells()), 0);
    std::vector<Node> partners;
    for (const Node& group : groups_) {  // first: a candidate's weak links go to linked groups only
        next(group, -1, partners);
        linked_[index(group)] = partners.empty() ? 0 : 1;
    }
    for (int cell = 0; cell < board.cells(); ++cell) {
        for (int digit : digits_of(board.candidates(cell))) {
            if (!is_node(cell, digit)) continue;
            next({{cell, digit}, false}, -1, partners);
            if (partners.empty()) continue;
            linked_[index(Candidate{cell, digit})] = 1;
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
            exits_[index(Candidate{cell, digit})] = partners.empty() ? 0 : 1;
        }
    }
    for (const Node& group : groups_) {
        Node on = group;
        on.on = true;
        next(on, -1, partners);
        exits_[index(group)] = partners.empty() ? 0 : 1;
    }
}

void Search::find_groups() {
    const Board& board = *board_;
    const int box = board.box();
    groups_in_.assign(static_cast<std::size_t>(3 * side_ * side_), {});
    for (int line = 0; line < 2 * side_; ++line) {
        for (int digit = 1; digit <= side_; ++digit) {
            const Positions where = board.where(line, digit);
            for (int segment = 0; segment < side_ / box; ++segment) {
                const Positions cells = where & (((Positions{1} << box) - 1) << (segment * box));
                if (std::popcount(cells) < 2) continue;
                const Node group{{board.unit_cell(line, std::countr_zero(cells)), digit}, false, line, cells};
                const int id = static_cast<int>(groups_.size());
                groups_.push_back(group);
                const int box_unit = board.box_unit(board.box_of(group.candidate.cell));
                Positions in_box = 0;
                for (int cell : cells_of(board, group)) in_box |= Positions{1} << board.index_in(box_unit, cell);
                groups_in_[static_cast<std::size_t>(line * side_ + digit - 1)].push_back({id, cells});
                groups_in_[static_cast<std::size_t>(box_unit * side_ + digit - 1)].push_back({id, in_box});
            }
        }
    }
}

std::size_t Search::index(const Node& node) const {
    if (!node.is_group()) return index(node.candidate);
    const auto candidates = static_cast<std::size_t>(board_->cells() * side_);
    for (const GroupIn& g : groups_in_[static_cast<std::size_t>(node.line * side_ + node.candidate.digit - 1)])
        if (g.where == node.cells) return candidates + static_cast<std::size_t>(g.group);
    return candidates;  // not a group of this position: no caller makes one
}

Node Search::node_of(int state) const {
    const int at = state >> 1;
    const bool on = (state & 1) != 0;
    const int candidates = board_->cells() * side_;
    if (at < candidates) return {{at / side_, at % side_ + 1}, on};
    Node group = groups_[static_cast<std::size_t>(at - candidates)];
    group.on = on;
    return group;
}

bool Search::positions_in(int unit, const Node& node, Positions& where) const {
    where = 0;
    if (!node.is_group()) {  // the common case, without a list of cells
        if (!board_->in_unit(unit, node.candidate.cell)) return false;
        where = Positions{1} << board_->index_in(unit, node.candidate.cell);
        return true;
    }
    if (unit == node.line) {
        where = node.cells;
        return true;
    }
    for (int cell : cells_of(*board_, node)) {
        if (!board_->in_unit(unit, cell)) return false;
        where |= Positions{1} << board_->index_in(unit, cell);
    }
    return true;
}

void Search::units_holding(const Node& node, std::vector<int>& out) const {
    out.clear();
    const Board& board = *board_;
    if (!node.is_group()) {
        for (int unit : units_of(board, node.candidate.cell)) out.push_back(unit);
        return;
    }
    out.push_back(node.line);
    out.push_back(board.box_unit(board.box_of(node.candidate.cell)));
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
    std::vector<int>& units = units_;
    units_holding(from, units);
    if (!from.on) {  // strong links: what must be true when `from` is false
        if (rules_.unit_strong) {
            for (int unit : units) {
                Positions mine = 0;
                positions_in(unit, from, mine);
                const Positions rest = board.where(unit, digit) & ~mine;
                if (std::popcount(rest) == 1) {
                    const int other = board.unit_cell(unit, std::countr_zero(rest));
                    if (is_node(other, digit)) out.push_back({{other, digit}, true});
                } else if (rules_.groups && rest != 0) {  // the rest may be a group
                    for (const GroupIn& g : groups_in_[static_cast<std::size_t>(unit * side_ + digit - 1)]) {
                        if (g.where != rest) continue;
                        Node group = groups_[static_cast<std::size_t>(g.group)];
                        group.on = true;
                        out.push_back(group);
                    }
                }
            }
        }
        if (!from.is_group() && rules_.cell_strong && board.count(cell) == 2) {
            const int other = std::countr_zero(board.candidates(cell) & ~own) + 1;
            if (is_node(cell, other)) out.push_back({{cell, other}, true});
        }
        return;
    }
    // weak links: what must be false when `from` is true; only towards nodes a chain can go on
    // from, or into `home` (a peer seen through two units comes twice)
    for (int unit : units) {
        Positions mine = 0;
        positions_in(unit, from, mine);
        Positions where = linked_where_[static_cast<std::size_t>(unit * side_ + digit - 1)] & ~mine;
        for (; where != 0; where &= where - 1)
            out.push_back({{board.unit_cell(unit, std::countr_zero(where)), digit}, false});
        if (!rules_.groups) continue;
        for (const GroupIn& g : groups_in_[static_cast<std::size_t>(unit * side_ + digit - 1)]) {
            const Node& group = groups_[static_cast<std::size_t>(g.group)];
            if ((g.where & mine) == 0 && linked_[index(group)]) out.push_back(group);
        }
    }
    if (home >= 0 && is_node(home, digit)) {
        if (!from.is_group()) {
            if (home != cell && board.sees(cell, home)) out.push_back({{home, digit}, false});
        } else {
            const std::vector<int> cells = cells_of(board, from);
            if (std::all_of(cells.begin(), cells.end(), [&](int c) { return c != home && board.sees(c, home); }))
                out.push_back({{home, digit}, false});
        }
    }
    if (from.is_group() || !rules_.cell_weak) return;
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
    if (state(end) == first_ && !closing_.empty()) {  // a loop back to the start itself
        backwards.push_back(end);
        for (std::size_t k = 0; k < closing_.size() && found.size() < limit; ++k) walk(walk, closing_[k]);
        return found;
    }
    walk(walk, state(end));
    return found;
}

Chain Search::nice_chain_to(const Node& end, bool loop) const {
    for (Chain& chain : chains_to(end, kMaxParents))
        if (is_nice(*board_, chain, loop)) return std::move(chain);
    return {};
}

bool is_nice(const Board& board, const Chain& chain, bool loop) {
    std::size_t size = chain.size();
    if (loop && size > 1 && chain.back().candidate == chain.front().candidate && !chain.back().is_group())
        --size;  // closes on its start
    std::vector<std::vector<int>> cells;
    if (has_group(chain))
        for (const Node& node : chain) cells.push_back(cells_of(board, node));
    for (std::size_t i = 0; i < size; ++i) {
        for (std::size_t j = i + 1; j < size; ++j) {
            if (chain[i].is_group() || chain[j].is_group()) {  // a group's cells belong to it alone
                for (int cell : cells[i])
                    if (std::find(cells[j].begin(), cells[j].end(), cell) != cells[j].end()) return false;
                continue;
            }
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

std::vector<Candidate> seen_by_both(const Board& board, const Node& a, const Node& b, int digit) {
    std::vector<Candidate> seen;
    for (int cell : board.seen_by_all(cells_of_both(board, a, b), digit)) seen.push_back({cell, digit});
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

void find_one_digit_chains(const Board& board, StepSink& sink, int min_links, int max_links, Technique technique,
                           const std::string& name) {
    std::vector<Step> found;
    Search search(board, {.cell_strong = false, .cell_weak = false, .max_links = max_links});  // one digit
    for (int digit = 1; digit <= board.side(); ++digit) {
        for (int start = 0; start < board.cells(); ++start) {
            if (sink.stopped()) return;
            if (!board.has(start, digit)) continue;
            std::vector<Node> ends;
            // each pair of ends once, from its first cell
            search.run({start, digit}, false, false, [&](const Node& node, int links) {
                if (node.on && links >= min_links && node.candidate.cell > start) ends.push_back(node);
                return true;
            });
            ends_of_one_digit(search, {start, digit}, ends, technique, name + " on " + board.digit_name(digit), found);
        }
    }
    add_shortest_first(std::move(found), sink);
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
        for (int cell : cells_of(board, node)) {
            const Mark mark{{cell, node.candidate.digit}, node.on ? Role::ColorA : Role::ColorB};
            if (std::find(step.marks.begin(), step.marks.end(), mark) == step.marks.end()) step.marks.push_back(mark);
        }
        if (i == 0) continue;
        const Node& from = chain[i - 1];
        const bool strong = strong_link(from, node);
        step.chain.push_back({.from_cells = cells_of(board, from),
                              .from_digit = from.candidate.digit,
                              .to_cells = cells_of(board, node),
                              .to_digit = node.candidate.digit,
                              .strong = strong});
        if (same_cell(from, node)) continue;
        const int unit =
            strong ? conjugate_unit(board, from, node, node.candidate.digit) : shared_unit(board, from, node);
        if (std::find(step.units.begin(), step.units.end(), unit) == step.units.end()) step.units.push_back(unit);
    }
}

std::string node_text(const Board& board, const Node& node) {
    if (node.is_group())
        return board.digit_name(node.candidate.digit) + (node.on ? " is in " : " is not in ") + group_name(board, node);
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
