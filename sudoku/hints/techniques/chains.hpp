#pragma once
/// The chain search that remote pairs, X-chains, XY-chains, nice loops and AICs share. A node is a
/// candidate; a strong link joins two candidates that are not both false (the only two places of a
/// digit in a unit, the only two digits of a cell), a weak link two that are not both true (two
/// digits of one cell, one digit in cells that see each other). An alternating inference chain
/// assumes its start false (or true) and follows strong links from false to true and weak links
/// from true to false; the search is breadth-first, so each candidate is reached by a shortest
/// chain (Hobiger's HoDoKu builds its chains the same way, as tables of implications).
///
/// With Rules::groups a node may also be a group: the candidates of one digit in the cells where a
/// row or column crosses a box, two or more of them. A group is true when one of its cells holds the
/// digit. It is strongly linked to what is left of the digit in a unit holding it (a cell or
/// another group), and weakly to every other node of the digit that sees all its cells; grouped
/// nice loops and grouped AICs are the chains with at least one group.
///
/// With Rules::alses (HoDoKu's "ALS in chains") a chain may also pass through an almost locked set
/// (n cells of one unit with n+1 digits, two cells or more). Its nodes are "d is not in the set"
/// and "d is in the set" for each digit d of it. A true node of d whose cells see every d of the
/// set (outside it) is weakly linked to "d is not in the set"; the set without d holds each of its
/// other digits, so that node is strongly linked to "k is in the set" for every other k; and that
/// one weakly to every node of k outside the set that sees all its k (a candidate, a group, or
/// another set's "k is not in it"). Read backwards the same links hold, so the alternation stays.
/// HoDoKu's forcings too: a cell outside the set that sees all the places of each of its
/// candidates but x among the set's digits other than d is x when the set lacks d (a strong link
/// from "d is not in the set" to "the cell is x", and from "the cell is not x" to "d is in it").

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/techniques/als.hpp"

namespace sudoku::hints::chains {

/// Which candidates and links a search may use.
/// Without links inside cells a chain keeps its start's digit (X-chains).
struct Rules {
    bool bivalue_cells_only = false;  ///< only candidates of cells with two (XY-chains)
    bool unit_strong = true;          ///< conjugate pairs as strong links (XY-chains use cells only)
    bool cell_strong = true;          ///< the two digits of a bivalue cell as a strong link
    bool cell_weak = true;            ///< two digits of one cell as a weak link (XY-chains link cells only)
    int max_links = 20;               ///< longer chains are not looked for
    bool groups = false;              ///< box∩line groups of a digit as nodes too
    bool alses = false;               ///< almost locked sets as nodes too (with groups)
    /// A chain may come back to its start node itself (an X-loop through its start, as HoDoKu's
    /// grouped loops find them); chains_to(start) gives those loops.
    bool back_to_start = false;
    /// When none of the shortest chains kept to an end is nice (or of the kind asked for), look for
    /// a longer one depth first (detour_to): a chain that needs another way into some node than the
    /// shortest ones is otherwise lost. HoDoKu keeps other ways in than ours (its tables weigh a set
    /// as longer than a link), so its grouped loops and AICs need this.
    bool detours = false;
    Digits digits = ~Digits{0};  ///< only candidates of these digits are nodes (one-digit chains)
};

/// A candidate, a group of cells with one digit, or a digit of an almost locked set, with the
/// truth value the chain gives it (for a set: whether the digit is in it).
struct Node {
    Candidate candidate;  ///< a group or set: its first cell holding the digit, and the digit
    bool on = false;
    int line = -1;        ///< a group: the row or column its cells lie in; a set: its unit; -1 for a candidate
    Positions cells = 0;  ///< a group: its cells, as positions in `line`; a set: all its cells
    int als = -1;         ///< a set: its index in the search's list of sets
    bool operator==(const Node&) const = default;
    bool is_candidate() const { return line < 0; }
    bool is_group() const { return line >= 0 && als < 0; }
    bool is_als() const { return als >= 0; }
};

/// The node's cells holding its digit: the candidate's one, the group's, those of the set.
std::vector<int> cells_of(const Board& board, const Node& node);
/// All the node's cells: for a set all of them, else cells_of.
std::vector<int> all_cells_of(const Board& board, const Node& node);
/// Whether `cell` is one of the node's cells (all_cells_of).
bool holds_cell(const Board& board, const Node& node, int cell);
/// Whether the chain has a group or set node (a grouped chain).
bool has_group(const std::vector<Node>& chain);
/// A set node's digits (the candidates of its cells); 0 for other nodes.
Digits set_digits(const Board& board, const Node& node);
/// The cells of a set node holding `digit`.
std::vector<int> set_places(const Board& board, const Node& set, int digit);

using Chain = std::vector<Node>;

/// Which chains a caller takes: any, only those with a group or set (the grouped kinds), or only
/// those without.
enum class Kind { Any, Grouped, Plain };
bool of_kind(const Chain& chain, Kind kind);

class Search {
public:
    Search(const Board& board, Rules rules);

    const Board& board() const { return *board_; }
    /// The same search on another board of the same position (each cell's candidates): what it
    /// found of the links stays true. Not for a search with sets (their field keeps its board).
    void rebind(const Board& board) { board_ = &board; }
    bool is_node(int cell, int digit) const {
        return board_->has(cell, digit) && (rules_.digits >> (digit - 1) & 1) != 0 &&
               (!rules_.bivalue_cells_only || board_->count(cell) == 2);
    }

    /// Whether the candidate has a strong link (under the rules): a chain goes on from it when false.
    bool has_strong_link(Candidate c) const { return linked_[index(c)] != 0; }
    /// The groups of the position (empty without Rules::groups), as false nodes.
    const std::vector<Node>& groups() const { return groups_; }

    /// Breadth-first from `start` with truth value `on`: calls visit(node, links) once for every
    /// candidate and truth value reached, by a shortest chain of `links` links (the start itself
    /// is not visited); `visit` returns whether to extend chains from there. A false candidate
    /// without strong links ends every chain, so it is visited only in the start's cell (where a
    /// loop closes); a start from which no chain goes on visits nothing. `leave_cell`: the first
    /// link leaves the start's cell (a loop must come back to it from outside).
    template <class Visit>
    void run(Candidate start, bool on, bool leave_cell, Visit&& visit);

    /// Up to `limit` chains of the last run from its start to `end` (which it reached), all of the
    /// shortest length. Where the ends alone make the deduction one is enough; what a loop proves
    /// depends on the way round.
    std::vector<Chain> chains_to(const Node& end, std::size_t limit) const;

    /// The first nice chain (is_nice) of `kind` among the shortest ones to `end`; with
    /// Rules::detours, when there is none, detour_to's; else an empty one. A chain that is not a
    /// loop may be nice read from either end (HoDoKu searches from both).
    Chain nice_chain_to(const Node& end, bool loop = false, Kind kind = Kind::Any);

    /// A shortest nice chain from the last run's start to `end` (which it reached) that `accept`
    /// takes, found depth first within Rules::max_links, or an empty one. Of any kind: where the
    /// shortest nice chain has no group, the step is a plain chain's (as with the chains kept). Bounded twice: a branch stops where
    /// the links left cannot reach `end` (their count from a breadth-first run from `end`
    /// negated, as a chain read backwards has the same links), or where the chain would form a
    /// lasso; and at most kDetourBudget nodes are tried in each reading. A loop keeps off its start
    /// cell until it closes and leaves that cell first.
    Chain detour_to(const Node& end, bool loop, const std::function<bool(const Chain&)>& accept);

private:
    static constexpr int kMaxParents = 4;         ///< ways into a state kept, of the shortest length
    static constexpr long kDetourBudget = 20000;  ///< nodes a detour_to may try

    /// A group in a unit: its index in groups_ and its cells as positions in that unit.
    struct GroupIn {
        int group;
        Positions where;
    };

    std::size_t index(Candidate c) const { return static_cast<std::size_t>(c.cell * side_ + c.digit - 1); }
    /// Candidates first, then the groups.
    std::size_t index(const Node& node) const;
    int state(const Node& node) const { return static_cast<int>(index(node) << 1) | node.on; }
    Node node_of(int state) const;
    void find_groups();
    /// The node's cells as positions in `unit`, and whether the unit holds them all.
    bool positions_in(int unit, const Node& node, Positions& where) const;
    /// The units holding all of the node's cells.
    void units_holding(const Node& node, std::vector<int>& out) const;
    /// The nodes one link after `from`: its strong partners when it is false; when it is true, its
    /// weak partners that have strong links, and those in cell `home` (-1: none).
    /// `before_home` (may be null): set to the count of nodes put out before the link into `home`
    /// (where it goes when there is one).
    void next(const Node& from, int home, std::vector<Node>& out, std::size_t* before_home = nullptr) const;
    /// next() as states, [first, second): a run expands each state many times and the links do not
    /// change, so each state's are found once (with no home) and kept; the link into the run's
    /// home cell is put in its place when there is one.
    std::pair<const int*, const int*> next_states(int from_state, int home);
    /// Whether a true group has a weak link into `home` beyond the ones kept (next()'s home link).
    bool links_home(const Node& group, int home) const;
    /// next() for a set node.
    void next_of_set(const Node& from, int home, std::vector<Node>& out) const;
    /// The node of set `als` and `digit`, false.
    Node set_node(int als, int digit) const;
    /// Whether "digit is not in set `als`" leads on: the set has another digit that can leave it.
    bool set_leads_on(int als, int digit) const;
    /// With Rules::alses: the sets and which nodes enter each, found once.
    void find_sets();
    /// find_sets' forcings (HoDoKu's): a cell outside a set that sees every place of each of its
    /// candidates but one among the set's other digits holds that one when the set lacks a digit.
    void find_forcings();
    /// Records one more shortest way into `state` (up to kMaxParents).
    void add_parent(int state, int parent);
    /// detour_to in one reading: from state `from` to state `to`, the chain read in that order
    /// must be nice; `backwards`: it is the sought chain read backwards (its start cell comes last).
    Chain depth_first(int from, int to, bool loop, bool backwards, const std::function<bool(const Chain&)>& accept);
    /// Links from `from` to every state (unreached: a large number) into detour_links_, passing
    /// the start cell as the chains sought may (`loop`: a loop).
    void links_from(int from, bool loop);
    /// Whether the state is a candidate in `cell`.
    bool in_home(int state, int cell) const {
        const int at = state >> 1;
        return at < board_->cells() * side_ && at / side_ == cell;
    }

    const Board* board_;
    Rules rules_;
    int side_;

    int run_ = 0;                                  ///< stamps the states the current run has reached
    std::vector<int> reached_;                     ///< per state: the run that reached it
    std::vector<int> links_to_;                    ///< per state: the length of the shortest chains to it
    std::vector<int> parents_;                     ///< per state, kMaxParents slots: the states before it
    std::vector<std::uint8_t> count_;              ///< per state: the parents kept (0 at the start)
    std::vector<std::uint8_t> linked_;             ///< per candidate: has a strong link
    std::vector<std::uint8_t> exits_;              ///< per candidate: has a weak link to a candidate with a strong link
    std::vector<Positions> linked_where_;          ///< per unit and digit: the positions with a strong link
    std::vector<Digits> linked_digits_;            ///< per cell: the digits with a strong link
    int first_ = -1;                               ///< the start state of the current run
    int closing_links_ = 0;                        ///< with back_to_start: the shortest loop back to it
    std::vector<int> closing_;                     ///< its last states before the start (up to kMaxParents)
    std::vector<int> queue_;                       ///< the states of the current run, in the order reached
    std::vector<int> links_;                       ///< per queued state: its chain's length
    std::vector<Node> neighbours_;                 ///< scratch for next()
    std::vector<int> next_at_;                     ///< per state: its next states in next_pool_ (-1: not yet)
    std::vector<int> next_count_;                  ///< per state: how many
    std::vector<int> home_at_;                     ///< per state: where the link into a home cell goes among them
    std::vector<int> next_pool_;                   ///< the next states of every state found so far
    std::vector<int> with_home_;                   ///< scratch: a state's next states with the home link
    std::vector<Node> groups_;                     ///< with Rules::groups: every group, false
    std::vector<std::vector<GroupIn>> groups_in_;  ///< per unit and digit: the groups inside the unit
    mutable std::vector<int> units_;               ///< scratch for next()
    std::unique_ptr<const als::AlsField> field_;   ///< with Rules::alses: every ALS of the position
    std::size_t first_set_state_ = 0;              ///< the index of the first set node
    std::vector<Digits> set_exits_;             ///< per set: the digits that can leave it (some node outside sees them)
    std::vector<std::vector<int>> cell_sets_;   ///< per candidate: the sets whose digit it sees all of, from outside
    std::vector<std::vector<int>> group_sets_;  ///< per group: likewise
    std::vector<std::vector<int>> set_groups_;  ///< per set and digit: the groups seeing all its digit
    std::vector<std::vector<int>>
        set_sets_;  ///< per set and digit: the other sets (disjoint) whose digit it sees all of
    std::vector<std::vector<Candidate>> set_forced_;  ///< per set and digit: what its lack forces
    std::vector<std::vector<int>> forcing_sets_;  ///< per candidate: the set nodes (set * side + digit - 1) forcing it
    std::vector<int> detour_links_;               ///< detour_to: per state, the links from the target negated
    std::vector<int> detour_queue_;               ///< detour_to: scratch for links_from
};

template <class Visit>
void Search::run(Candidate start, bool on, bool leave_cell, Visit&& visit) {
    ++run_;
    queue_.clear();
    links_.clear();
    closing_.clear();
    if (!(on ? exits_[index(start)] : linked_[index(start)])) return;  // a candidate: its index is the node's
    const int first = state({start, on});
    first_ = first;
    reached_[static_cast<std::size_t>(first)] = run_;
    links_to_[static_cast<std::size_t>(first)] = 0;
    count_[static_cast<std::size_t>(first)] = 0;
    queue_.push_back(first);
    links_.push_back(0);
    const int candidate_states = 2 * board_->cells() * side_;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const int from = queue_[head];
        const int links = links_[head];
        if (links >= rules_.max_links) continue;
        const std::pair<const int*, const int*> targets = next_states(from, start.cell);
        for (const int* at = targets.first; at != targets.second; ++at) {
            const int to = *at;
            // a candidate's state is 2 (cell * side + digit - 1) + on
            if (links == 0 && leave_cell && to < candidate_states && to / (2 * side_) == start.cell) continue;
            const auto s = static_cast<std::size_t>(to);
            if (rules_.back_to_start && to == first && links >= 2) {  // a loop through the start
                if (closing_.empty()) {
                    closing_links_ = links + 1;
                    visit(node_of(to), links + 1);
                }
                if (closing_links_ == links + 1 && closing_.size() < static_cast<std::size_t>(kMaxParents) &&
                    std::find(closing_.begin(), closing_.end(), from) == closing_.end())
                    closing_.push_back(from);
                continue;
            }
            if (reached_[s] == run_) {
                if (links_to_[s] == links + 1) add_parent(to, from);  // another shortest way in
                continue;
            }
            reached_[s] = run_;
            links_to_[s] = links + 1;
            count_[s] = 0;
            add_parent(to, from);
            if (!visit(node_of(to), links + 1)) continue;
            queue_.push_back(to);
            links_.push_back(links + 1);
        }
    }
}

/// No candidate twice, and each cell in one stretch of the chain; a group's or set's first cell in
/// no node before it, and its cells in no node after it (HoDoKu's rule). For a loop (whose last
/// node lies in the first one's cell) the first cell may come back at the end, as the same
/// candidate or not.
bool is_nice(const Board& board, const Chain& chain, bool loop = false);

/// is_nice's rule against lassos a link at a time, for a chain from a node in cell `start`: a
/// node's cell (a group's or set's first one) lies in no node before the one just before it, a
/// group or set counting all its cells; a loop's start cell is left out, the loop comes back to
/// it. A depth-first search takes a link back with leave().
class Lasso {
public:
    Lasso(const Board& board, int start, bool loop);
    /// Whether `to` may follow `from`, the chain's last node; if so the link is taken.
    bool enter(const Node& from, const Node& to);
    /// Takes back the link `from` → `to` that enter() took last.
    void leave(const Node& from, const Node& to);

private:
    void count(const Node& node, int by);
    const Board* board_;
    int start_;
    bool loop_;
    std::vector<int> seen_;  ///< per cell: the nodes before the last that hold it
};

/// Two nodes of one almost locked set (the link inside it: the way through a set is one node).
bool same_set(const Node& a, const Node& b);
/// The chain read backwards: each node negated (if B then A becomes if not A then not B).
Chain reversed(const Chain& chain);
/// A strong link from a false node to a true one, a weak one from true to false.
bool strong_link(const Node& from, const Node& to);
/// A strong link between a set and a candidate (a forcing): the set lacking a digit forces the
/// cell, or the cell not holding its digit puts that digit in the set.
bool forcing_link(const Node& from, const Node& to);

/// Candidates of `digit` that see both cells, apart from the two themselves.
std::vector<Candidate> seen_by_both(const Board& board, int a, int b, int digit);

/// ", so r3c2, which sees both, loses 4": the end of a reason whose eliminations (of one digit)
/// are the cells seeing both ends of a chain.
std::string seeing_both_text(const Board& board, const std::vector<Candidate>& eliminations);

/// The steps of chains from `start` (false) to each of `ends` (true, the same digit in another
/// cell), reached by the search's last run: one of the two ends holds the digit, so the cells
/// seeing both lose it. `title` begins the reason ("X-Chain on 4"); `kind`: the chains taken.
void ends_of_one_digit(Search& search, Candidate start, const std::vector<Node>& ends, Technique technique,
                       const std::string& title, std::vector<Step>& found, Kind kind = Kind::Any);

/// X-chains (one digit, a strong link at each end) of `min_links` to `max_links` links, as steps of
/// `technique` whose reasons begin "`name` on 4"; the shortest first.
void find_one_digit_chains(const Board& board, StepSink& sink, int min_links, int max_links, Technique technique,
                           const std::string& name);

/// Adds the steps to the sink, the shortest chains first (the easiest to follow, and the one a hint
/// shows), until it is full.
void add_shortest_first(std::vector<Step> steps, StepSink& sink);

/// Fills a step's chain (its links in order), marks (ColorA for the true nodes, ColorB for the
/// false ones) and units (those its links between cells lie in).
void describe(const Board& board, const Chain& chain, Step& step);
/// The chain in words, to follow an "if": "r1c2 is not 4, then r1c7 is 4 (the only other place
/// for 4 in row 1), so r5c7 is not 4 (they share column 7), so ...".
std::string implications_text(const Board& board, const Chain& chain);
/// "r1c2 is 4", "r1c2 is not 4"; for a group "4 is in r1c23", "4 is not in r1c23".
std::string node_text(const Board& board, const Node& node);
/// The candidates of `digit` that see every cell of both nodes, apart from their own cells.
std::vector<Candidate> seen_by_both(const Board& board, const Node& a, const Node& b, int digit);

}  // namespace sudoku::hints::chains
