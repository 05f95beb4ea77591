#include "sudoku/hints/techniques/chains.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "sudoku/hints/techniques/digit_pattern_memo.hpp"
#include "sudoku/hints/techniques/digit_templates.hpp"

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
    return a.is_candidate() && b.is_candidate() && a.candidate.cell == b.candidate.cell;
}

/// Why `to` follows from `from`, for the text after "so r5c7 is 4".
std::string why(const Board& board, const Node& from, const Node& to) {
    const int digit = to.candidate.digit;
    if (same_cell(from, to)) return strong_link(from, to) ? "its only other candidate" : "a cell holds one digit";
    if (same_set(from, to))
        return strong_link(from, to) ? "a set without one of its digits holds all the others"
                                     : "a set lacks at most one of its digits";
    if (forcing_link(from, to)) {
        const Node& cell = from.is_als() ? to : from;
        return "every other candidate of " + board.cell_name(cell.candidate.cell) + " sees all its places in the set";
    }
    if (from.is_als() || to.is_als())
        return "every " + board.digit_name(digit) + " of one sees every " + board.digit_name(digit) + " of the other";
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

std::vector<int> all_cells_of(const Board& board, const Node& node) {
    if (node.is_candidate()) return {node.candidate.cell};
    std::vector<int> cells;
    for (Positions p = node.cells; p != 0; p &= p - 1) cells.push_back(board.unit_cell(node.line, std::countr_zero(p)));
    return cells;
}

std::vector<int> set_places(const Board& board, const Node& set, int digit) {
    std::vector<int> cells = all_cells_of(board, set);
    cells.erase(std::remove_if(cells.begin(), cells.end(), [&](int cell) { return !board.has(cell, digit); }),
                cells.end());
    return cells;
}

std::vector<int> cells_of(const Board& board, const Node& node) {
    return node.is_als() ? set_places(board, node, node.candidate.digit) : all_cells_of(board, node);
}

bool holds_cell(const Board& board, const Node& node, int cell) {
    if (node.is_candidate()) return node.candidate.cell == cell;
    return board.in_unit(node.line, cell) && ((node.cells >> board.index_in(node.line, cell)) & 1) != 0;
}

bool has_group(const std::vector<Node>& chain) {
    return std::any_of(chain.begin(), chain.end(), [](const Node& node) { return !node.is_candidate(); });
}

Digits set_digits(const Board& board, const Node& node) {
    Digits digits = 0;
    if (node.is_als())
        for (int cell : all_cells_of(board, node)) digits |= board.candidates(cell);
    return digits;
}

Search::Search(const Board& board, Rules rules) : board_(&board), rules_(rules), side_(board.side()) {
    if (rules_.groups || rules_.alses) find_groups();
    const auto candidates = static_cast<std::size_t>(board.cells() * side_);
    first_set_state_ = candidates + groups_.size();
    if (rules_.alses) find_sets();
    const std::size_t sets = field_ ? field_->alses().size() : 0;
    const std::size_t states = (first_set_state_ + sets * static_cast<std::size_t>(side_)) * 2;
    reached_.assign(states, 0);
    next_at_.assign(states, -1);
    next_count_.assign(states, 0);
    home_at_.assign(states, 0);
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
    if (node.is_candidate()) return index(node.candidate);
    if (node.is_als()) return first_set_state_ + static_cast<std::size_t>(node.als * side_ + node.candidate.digit - 1);
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
    if (static_cast<std::size_t>(at) >= first_set_state_) {
        const int set = at - static_cast<int>(first_set_state_);
        Node node = set_node(set / side_, set % side_ + 1);
        node.on = on;
        return node;
    }
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
    for (Positions p = node.cells; p != 0; p &= p - 1) {  // no list of cells: next() asks this often
        const int cell = board_->unit_cell(node.line, std::countr_zero(p));
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

Node Search::set_node(int als, int digit) const {
    const als::Als& set = field_->alses()[static_cast<std::size_t>(als)];
    Node node{.candidate = {-1, digit}, .line = set.unit, .als = als};
    for (int cell : set.cells) {
        if (node.candidate.cell < 0 && board_->has(cell, digit)) node.candidate.cell = cell;
        node.cells |= Positions{1} << board_->index_in(set.unit, cell);
    }
    return node;
}

bool Search::set_leads_on(int als, int digit) const {
    return (set_exits_[static_cast<std::size_t>(als)] & ~(Digits{1} << (digit - 1))) != 0 ||
           !set_forced_[static_cast<std::size_t>(als * side_ + digit - 1)].empty();
}

void Search::find_sets() {
    field_ = std::make_unique<const als::AlsField>(*board_);
    const als::AlsField& field = *field_;
    const als::CellSets& bits = field.sets();
    const std::vector<als::Als>& sets = field.alses();
    const auto per_digit = [&](std::size_t i, int digit) { return i * static_cast<std::size_t>(side_) + digit - 1; };
    set_exits_.assign(sets.size(), 0);
    cell_sets_.assign(static_cast<std::size_t>(board_->cells() * side_), {});
    group_sets_.assign(groups_.size(), {});
    set_groups_.assign(sets.size() * static_cast<std::size_t>(side_), {});
    set_sets_.assign(sets.size() * static_cast<std::size_t>(side_), {});
    for (std::size_t a = 0; a < sets.size(); ++a) {
        if (sets[a].cells.size() < 2) continue;  // a bivalue cell is a node of the chain already (as HoDoKu)
        for (int digit : digits_of(sets[a].digits)) {
            if (!field.can_lose(sets[a], digit)) continue;
            set_exits_[a] |= Digits{1} << (digit - 1);
            bits.cells_of({als::at(sets[a].losing, digit)}, {}, [&](int cell) {
                cell_sets_[per_digit(static_cast<std::size_t>(cell), digit)].push_back(static_cast<int>(a));
            });
        }
    }
    // A group or set sees all of a set's digit when each of its cells (with the digit) does.
    const auto sets_seeing = [&](const std::vector<int>& cells, int digit, std::vector<int>& out) {
        for (int a : cell_sets_[per_digit(static_cast<std::size_t>(cells.front()), digit)])
            if (std::all_of(cells.begin() + 1, cells.end(), [&](int cell) {
                    return bits.has(als::at(sets[static_cast<std::size_t>(a)].losing, digit), cell);
                }))
                out.push_back(a);
    };
    std::vector<int> seeing;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
        const int digit = groups_[g].candidate.digit;
        sets_seeing(cells_of(*board_, groups_[g]), digit, group_sets_[g]);
        for (int a : group_sets_[g])
            set_groups_[per_digit(static_cast<std::size_t>(a), digit)].push_back(static_cast<int>(g));
    }
    for (std::size_t b = 0; b < sets.size(); ++b) {
        if (sets[b].cells.size() < 2) continue;
        for (int digit : digits_of(sets[b].digits)) {
            seeing.clear();
            sets_seeing(field.places_of(sets[b], digit), digit, seeing);
            for (int a : seeing)
                if (bits.disjoint(sets[static_cast<std::size_t>(a)].all, sets[b].all))
                    set_sets_[per_digit(static_cast<std::size_t>(a), digit)].push_back(static_cast<int>(b));
        }
    }
    find_forcings();
}

void Search::find_forcings() {
    const als::AlsField& field = *field_;
    const std::vector<als::Als>& sets = field.alses();
    set_forced_.assign(sets.size() * static_cast<std::size_t>(side_), {});
    forcing_sets_.assign(static_cast<std::size_t>(board_->cells() * side_), {});
    std::vector<Digits> lost(static_cast<std::size_t>(board_->cells()), 0);  // per cell: what the set can take
    std::vector<int> touched;
    for (std::size_t a = 0; a < sets.size(); ++a) {
        if (sets[a].cells.size() < 2) continue;
        touched.clear();
        for (int digit : digits_of(sets[a].digits))
            field.sets().cells_of({als::at(sets[a].losing, digit)}, {}, [&](int cell) {
                if (lost[static_cast<std::size_t>(cell)] == 0) touched.push_back(cell);
                lost[static_cast<std::size_t>(cell)] |= Digits{1} << (digit - 1);
            });
        for (int digit : digits_of(sets[a].digits)) {  // the set lacks `digit`: it holds the others
            for (int cell : touched) {
                const Digits left =
                    board_->candidates(cell) & ~(lost[static_cast<std::size_t>(cell)] & ~(Digits{1} << (digit - 1)));
                // a cell losing one candidate only is a weak and a strong link already
                if (std::popcount(left) != 1 || board_->count(cell) < 3) continue;
                const Candidate forced{cell, std::countr_zero(left) + 1};
                if (!is_node(forced.cell, forced.digit)) continue;
                set_forced_[a * static_cast<std::size_t>(side_) + static_cast<std::size_t>(digit - 1)].push_back(
                    forced);
                forcing_sets_[index(forced)].push_back(static_cast<int>(a) * side_ + digit - 1);
            }
        }
        for (int cell : touched) lost[static_cast<std::size_t>(cell)] = 0;
    }
}

void Search::next_of_set(const Node& from, int home, std::vector<Node>& out) const {
    const int digit = from.candidate.digit;
    const auto set = static_cast<std::size_t>(from.als);
    if (!from.on) {  // the set without `digit` holds each of its other digits
        for (Digits rest = set_exits_[set] & ~(Digits{1} << (digit - 1)); rest != 0; rest &= rest - 1) {
            Node to = set_node(from.als, std::countr_zero(rest) + 1);
            to.on = true;
            out.push_back(to);
        }
        // and a cell that sees all of them but one of its candidates holds that one (a forcing)
        for (const Candidate& forced :
             set_forced_[set * static_cast<std::size_t>(side_) + static_cast<std::size_t>(digit - 1)])
            out.push_back({forced, true});
        return;
    }
    // what sees every `digit` of the set, outside it, cannot hold it
    const als::Als& als = field_->alses()[set];
    field_->sets().cells_of({als::at(als.losing, digit)}, {}, [&](int cell) {
        if (!is_node(cell, digit)) return;
        if (linked_[index(Candidate{cell, digit})] || cell == home) out.push_back({{cell, digit}, false});
    });
    const std::size_t at = set * static_cast<std::size_t>(side_) + static_cast<std::size_t>(digit - 1);
    for (int g : set_groups_[at])
        if (linked_[index(groups_[static_cast<std::size_t>(g)])]) out.push_back(groups_[static_cast<std::size_t>(g)]);
    for (int b : set_sets_[at])
        if (set_leads_on(b, digit)) out.push_back(set_node(b, digit));
}

std::pair<const int*, const int*> Search::next_states(int from_state, int home) {
    const auto s = static_cast<std::size_t>(from_state);
    const int at = from_state >> 1;  // the node's index: candidates, then groups, then sets
    const bool on = (from_state & 1) != 0;
    const int candidates = board_->cells() * side_;
    const bool candidate = at < candidates;
    // a set's links and a start-cell candidate's links inside its cell depend on the home cell
    if (static_cast<std::size_t>(at) >= first_set_state_ || (candidate && at / side_ == home)) {
        next(node_of(from_state), home, neighbours_);
        with_home_.clear();
        for (const Node& to : neighbours_) with_home_.push_back(state(to));
        return {with_home_.data(), with_home_.data() + with_home_.size()};
    }
    if (next_at_[s] < 0) {
        std::size_t before_home = 0;
        next(node_of(from_state), -1, neighbours_, &before_home);
        next_at_[s] = static_cast<int>(next_pool_.size());
        next_count_[s] = static_cast<int>(neighbours_.size());
        home_at_[s] = static_cast<int>(before_home);
        for (const Node& to : neighbours_) next_pool_.push_back(state(to));
    }
    const int* begin = next_pool_.data() + next_at_[s];
    const int* end = begin + next_count_[s];
    if (!on) return {begin, end};
    const int digit = candidate ? at % side_ + 1 : groups_[static_cast<std::size_t>(at - candidates)].candidate.digit;
    const bool home_link = candidate ? home >= 0 && is_node(home, digit) && board_->sees(at / side_, home)
                                     : links_home(groups_[static_cast<std::size_t>(at - candidates)], home);
    if (!home_link) return {begin, end};
    with_home_.assign(begin, begin + home_at_[s]);
    with_home_.push_back(state(Node{{home, digit}, false}));
    with_home_.insert(with_home_.end(), begin + home_at_[s], end);
    return {with_home_.data(), with_home_.data() + with_home_.size()};
}

bool Search::links_home(const Node& group, int home) const {
    if (home < 0 || !is_node(home, group.candidate.digit)) return false;
    for (Positions p = group.cells; p != 0; p &= p - 1) {
        const int c = board_->unit_cell(group.line, std::countr_zero(p));
        if (c == home || !board_->sees(c, home)) return false;
    }
    return true;
}

void Search::next(const Node& from, int home, std::vector<Node>& out, std::size_t* before_home) const {
    out.clear();
    if (from.is_als()) {
        next_of_set(from, home, out);
        return;
    }
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
        if (field_ && !from.is_group())  // the cell holds another digit, which a set it forces lacks
            for (int at : forcing_sets_[index(from.candidate)]) {
                Node set = set_node(at / side_, at % side_ + 1);
                set.on = true;
                out.push_back(set);
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
    if (before_home != nullptr) *before_home = out.size();
    if (home >= 0 && is_node(home, digit)) {
        if (!from.is_group()) {
            if (home != cell && board.sees(cell, home)) out.push_back({{home, digit}, false});
        } else {
            const std::vector<int> cells = cells_of(board, from);
            if (std::all_of(cells.begin(), cells.end(), [&](int c) { return c != home && board.sees(c, home); }))
                out.push_back({{home, digit}, false});
        }
    }
    if (field_) {  // into the sets whose `digit` it sees all of
        const std::vector<int>& sets = from.is_group()
                                           ? group_sets_[index(from) - static_cast<std::size_t>(board.cells() * side_)]
                                           : cell_sets_[index(from.candidate)];
        for (int a : sets)
            if (set_leads_on(a, digit)) out.push_back(set_node(a, digit));
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

Chain Search::nice_chain_to(const Node& end, bool loop, Kind kind) {
    bool nice = false;  // some chain kept is nice, of another kind: no detour
    for (Chain& chain : chains_to(end, kMaxParents)) {
        // HoDoKu's rule looks one way along the chain; it finds a chain from either end
        if (!is_nice(*board_, chain, loop) && (loop || !is_nice(*board_, reversed(chain)))) continue;
        if (of_kind(chain, kind)) return std::move(chain);
        nice = true;
    }
    if (!rules_.detours || nice) return {};
    Chain chain = detour_to(end, loop, [](const Chain&) { return true; });
    return of_kind(chain, kind) ? chain : Chain{};
}

bool of_kind(const Chain& chain, Kind kind) { return kind == Kind::Any || (kind == Kind::Grouped) == has_group(chain); }

bool is_nice(const Board& board, const Chain& chain, bool loop) {
    std::size_t size = chain.size();
    if (loop && size > 1 && chain.back().candidate == chain.front().candidate && chain.back().is_candidate())
        --size;  // closes on its start
    Lasso lasso(board, chain.front().candidate.cell, loop);
    for (std::size_t j = 1; j < size; ++j)
        if (!lasso.enter(chain[j - 1], chain[j])) return false;
    return true;
}

bool same_set(const Node& a, const Node& b) { return a.is_als() && b.is_als() && a.als == b.als; }

Lasso::Lasso(const Board& board, int start, bool loop)
    : board_(&board), start_(start), loop_(loop), seen_(static_cast<std::size_t>(board.cells()), 0) {}

bool Lasso::enter(const Node& from, const Node& to) {
    if (same_set(from, to)) return true;
    if (seen_[static_cast<std::size_t>(to.candidate.cell)] != 0) return false;
    count(from, 1);
    return true;
}

void Lasso::leave(const Node& from, const Node& to) {
    if (!same_set(from, to)) count(from, -1);
}

void Lasso::count(const Node& node, int by) {
    if (node.is_candidate()) {
        if (!loop_ || node.candidate.cell != start_) seen_[static_cast<std::size_t>(node.candidate.cell)] += by;
        return;
    }
    for (Positions p = node.cells; p != 0; p &= p - 1) {
        const int cell = board_->unit_cell(node.line, std::countr_zero(p));
        if (!loop_ || cell != start_) seen_[static_cast<std::size_t>(cell)] += by;
    }
}

Chain reversed(const Chain& chain) {
    Chain back(chain.rbegin(), chain.rend());
    for (Node& node : back) node.on = !node.on;
    return back;
}

bool strong_link(const Node& from, const Node& to) { return !from.on && to.on; }

bool forcing_link(const Node& from, const Node& to) { return strong_link(from, to) && from.is_als() != to.is_als(); }

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

void ends_of_one_digit(Search& search, Candidate start, const std::vector<Node>& ends, Technique technique,
                       const std::string& title, std::vector<Step>& found, Kind kind) {
    const Board& board = search.board();
    for (const Node& end : ends) {
        Step step{.technique = technique,
                  .eliminations = seen_by_both(board, start.cell, end.candidate.cell, start.digit)};
        if (step.eliminations.empty()) continue;
        const Chain chain = search.nice_chain_to(end, false, kind);
        if (chain.empty()) continue;
        describe(board, chain, step);
        step.reason = title + ": if " + implications_text(board, chain) + "; so " + node_text(board, {start, true}) +
                      " or " + node_text(board, end) + seeing_both_text(board, step.eliminations);
        found.push_back(std::move(step));
    }
}

void find_one_digit_chains(const Board& board, StepSink& sink, int min_links, int max_links, Technique technique,
                           const std::string& name) {
    DigitPatternMemo& memo = DigitPatternMemo::of_this_thread();
    const auto settings = static_cast<std::uint64_t>(min_links) | static_cast<std::uint64_t>(max_links) << 8 |
                          static_cast<std::uint64_t>(board.side()) << 16;
    std::vector<std::optional<DigitPatternMemo::Key>> keys;
    Digits open = 0;  // the digits not known to have no chain: the search's only nodes
    templates::FittingDigits& fitting = templates::FittingDigits::of(board);
    for (int digit = 1; digit <= board.side(); ++digit) {
        keys.push_back(DigitPatternMemo::key(board, digit, DigitPatternMemo::Search::OneDigitChain, settings));
        if (keys.back() && memo.contains(*keys.back())) continue;
        if (!fitting.pattern_may_remove(digit)) {  // a chain of one digit removes nothing
            if (keys.back()) memo.insert(*keys.back());
            continue;
        }
        open |= Digits{1} << (digit - 1);
    }
    if (open == 0) return;
    std::vector<Step> found;
    Search search(board, {.cell_strong = false, .cell_weak = false, .max_links = max_links, .digits = open});
    for (int digit : digits_of(open)) {
        const std::size_t before = found.size();
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
        const std::optional<DigitPatternMemo::Key>& key = keys[static_cast<std::size_t>(digit - 1)];
        if (key && found.size() == before) memo.insert(*key);
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
        if (same_cell(from, node) || forcing_link(from, node)) continue;
        const int unit = same_set(from, node) ? node.line
                         : strong             ? conjugate_unit(board, from, node, node.candidate.digit)
                                              : shared_unit(board, from, node);
        if (unit >= 0 && std::find(step.units.begin(), step.units.end(), unit) == step.units.end())
            step.units.push_back(unit);
    }
    for (const Node& node : chain) {  // a set's other candidates: the pattern that carries the link
        if (!node.is_als()) continue;
        for (int cell : all_cells_of(board, node))
            for (int digit : digits_of(board.candidates(cell)))
                if (std::none_of(step.marks.begin(), step.marks.end(), [&](const Mark& m) {
                        return m.candidate == Candidate{cell, digit};
                    }))
                    step.marks.push_back({{cell, digit}, Role::Pattern});
    }
}

std::string node_text(const Board& board, const Node& node) {
    if (node.is_als()) {
        const std::string set = "the set " + cells_text(all_cells_of(board, node), board.side()) + " " +
                                board.digits_text(digits_of(set_digits(board, node)));
        return node.on ? board.digit_name(node.candidate.digit) + " is in " + set
                       : set + " has no " + board.digit_name(node.candidate.digit);
    }
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
