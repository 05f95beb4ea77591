// The chain search's detours: a nice chain to an end that the breadth-first run reached only by
// chains that are not nice (or not of the kind asked for). The run keeps the shortest ways into
// each state, a few of them; a nice chain may need a longer way into one of its nodes, and HoDoKu,
// whose tables keep other ways in than ours, finds it. Here it is looked for depth first, as an
// iterative deepening bounded by the exact count of links left to the end (ignoring niceness), so
// the shortest nice chain comes first and few branches are tried.
#include <algorithm>
#include <limits>

#include "sudoku/hints/techniques/chains.hpp"

namespace sudoku::hints::chains {

namespace {

constexpr int kFar = std::numeric_limits<int>::max() / 2;  // unreachable: no bound adds up past it

}  // namespace

void Search::links_from(int from, bool loop) {
    const int home = node_of(first_).candidate.cell;
    detour_links_.assign(reached_.size(), kFar);
    detour_queue_.clear();
    detour_links_[static_cast<std::size_t>(from)] = 0;
    detour_queue_.push_back(from);
    for (std::size_t head = 0; head < detour_queue_.size(); ++head) {
        const int at = detour_queue_[head];
        const int links = detour_links_[static_cast<std::size_t>(at)];
        if (links >= rules_.max_links) continue;
        // as the chains sought: a loop passes its start cell only at its ends, another chain
        // only next to its start
        if (links > 0 && (loop ? holds_cell(*board_, node_of(at), home) : links >= 2 && in_home(at, home))) continue;
        const std::pair<const int*, const int*> targets = next_states(at, home);
        for (const int* to = targets.first; to != targets.second; ++to) {
            int& known = detour_links_[static_cast<std::size_t>(*to)];
            if (known != kFar) continue;
            known = links + 1;
            detour_queue_.push_back(*to);
        }
    }
}

Chain Search::detour_to(const Node& end, bool loop, const std::function<bool(const Chain&)>& accept) {
    Chain chain = depth_first(first_, state(end), loop, false, accept);
    // HoDoKu takes a chain that is nice read from either end: read backwards it goes from the end
    // negated to the start negated, through the same links
    if (chain.empty() && !loop) chain = depth_first(state(end) ^ 1, first_ ^ 1, false, true, accept);
    return chain;
}

Chain Search::depth_first(int from, int to, bool loop, bool backwards,
                          const std::function<bool(const Chain&)>& accept) {
    // a chain read backwards has the same links: the links from a state s to `to` are those from
    // `to` negated to s negated
    links_from(to ^ 1, loop);
    const auto links_left = [&](int s) { return detour_links_[static_cast<std::size_t>(s ^ 1)]; };
    if (links_left(from) > rules_.max_links) return {};
    const Board& board = *board_;
    const int home = node_of(first_).candidate.cell;  // the sought chain's start cell
    const auto in_start_cell = [&](const Node& node) { return node.is_candidate() && node.candidate.cell == home; };
    Chain path{node_of(from)};
    std::vector<int> states{from};
    std::vector<std::vector<int>> targets;  // per depth: the states one link on (next_states reuses its buffer)
    Lasso lasso(board, path.front().candidate.cell, loop);
    long budget = kDetourBudget;
    int limit = 0;
    Chain found;
    const auto search = [&](auto&& self) -> bool {
        const std::size_t depth = path.size() - 1;  // links so far
        const Node last = path.back();
        // read backwards, the start cell may come back only as the node before the last
        const bool only_end = backwards && depth > 0 && in_start_cell(last);
        if (targets.size() <= depth) targets.emplace_back();
        const std::pair<const int*, const int*> next = next_states(states.back(), home);
        targets[depth].assign(next.first, next.second);
        for (std::size_t k = 0; k < targets[depth].size(); ++k) {
            const int s = targets[depth][k];
            if (--budget < 0) return true;  // given up: `found` stays empty
            if (s == to) {
                if (loop && depth == 0) continue;  // a loop leaves its start cell first
                path.push_back(node_of(s));
                if (is_nice(board, path, loop)) {
                    found = backwards ? reversed(path) : path;
                    if (accept(found)) return true;
                    found.clear();
                }
                path.pop_back();
                continue;
            }
            if (only_end || static_cast<int>(depth) + 1 + links_left(s) > limit) continue;
            if (std::find(states.begin(), states.end(), s) != states.end()) continue;
            const Node node = node_of(s);
            // where the run stops: a loop keeps off its start cell until it closes; any other
            // chain comes back to it only with its first link (read backwards: its last)
            if (loop ? holds_cell(board, node, home)
                     : in_start_cell(node) && (backwards ? links_left(s) != 1 : depth + 1 >= 2))
                continue;
            if (!lasso.enter(last, node)) continue;
            path.push_back(node);
            states.push_back(s);
            const bool done = self(self);
            path.pop_back();
            states.pop_back();
            lasso.leave(last, node);
            if (done) return true;
        }
        return false;
    };
    for (limit = links_left(from); limit <= rules_.max_links && budget > 0; ++limit)
        if (search(search)) break;
    return found;
}

}  // namespace sudoku::hints::chains
