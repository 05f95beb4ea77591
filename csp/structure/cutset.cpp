#include "csp/structure/cutset.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <numeric>
#include <queue>
#include <utility>

#include "csp/base/index.hpp"
#include "csp/structure/tree_solver.hpp"

namespace csp {

namespace {

using detail::at;

const detail::CompiledRelation& relation_of(const Problem& problem, const Arc& arc) {
    return *problem.constraints()[at(arc.constraint)].relation;
}

// Backtracking over the cutset variables (checked against each other); every consistent cutset
// assignment conditions the rest, which the tree solver finishes.
class Conditioning {
public:
    Conditioning(const Problem& problem, std::vector<VarId> cutset, const CutsetOptions& options)
        : problem_(problem),
          cutset_(std::move(cutset)),
          options_(options),
          guard_(options.limits),
          value_(at(problem.num_variables()), -1),
          rest_(at(problem.num_variables()), 1) {
        for (VarId x : cutset_) rest_[at(x)] = 0;
    }

    Result run() {
        const auto start = std::chrono::steady_clock::now();
        domains_ = problem_.domains();
        if (options_.observer) options_.observer->on_event(Event::cutset(cutset_));
        assign_from(0);
        if (result_.solution_count > 0) result_.status = Status::Satisfied;
        if (limit_hit_) result_.status = Status::LimitReached;
        result_.complete = !limit_hit_ && !saturated_ && (options_.count || result_.solution_count == 0);
        result_.stats.solutions = result_.solution_count;
        result_.stats.time = std::chrono::steady_clock::now() - start;
        return std::move(result_);
    }

private:
    // Tries every value of cutset_[i] consistent with the cutset variables before it.
    void assign_from(std::size_t i) {
        if (i == cutset_.size()) return solve_rest(static_cast<int>(i));
        const VarId x = cutset_[i];
        const int depth = static_cast<int>(i) + 1;
        for (int v : problem_.domain(x)) {
            if (guard_.exceeded(result_.stats.nodes)) {
                limit_hit_ = true;
                return;
            }
            ++result_.stats.nodes;
            if (options_.observer) options_.observer->on_event(Event::assign(x, problem_.labels(x)[at(v)], depth));
            if (!consistent(x, v)) {
                ++result_.stats.backtracks;
                if (options_.observer)
                    options_.observer->on_event(Event::backtrack(x, problem_.labels(x)[at(v)], depth));
                continue;
            }
            value_[at(x)] = v;
            assign_from(i + 1);
            if (options_.observer) options_.observer->on_event(Event::backtrack(x, problem_.labels(x)[at(v)], depth));
            value_[at(x)] = -1;
            if (done_ || limit_hit_) return;
        }
    }

    // The last cutset assignment failed at once (no value of some other variable is left, or the
    // tree solver found none): a backtrack, as a search counts an assignment whose propagation
    // fails. With an empty cutset there is no assignment to blame.
    void count_failure(int depth) {
        if (depth > 0) ++result_.stats.backtracks;
    }

    bool consistent(VarId x, int v) {
        for (const Arc& arc : problem_.arcs(x)) {
            const int other = value_[at(arc.other)];
            if (rest_[at(arc.other)] || other < 0) continue;
            ++result_.stats.checks;
            if (!relation_of(problem_, arc).allows(arc.reversed, v, other)) return false;
        }
        return true;
    }

    // The rest keeps the values compatible with every cutset neighbour (forward checking from the
    // cutset: prunings blamed on the cutset variable), then is a forest to solve.
    void solve_rest(int depth) {
        std::vector<Domain> domains = domains_;
        Domain scratch;
        for (VarId c : cutset_)
            for (const Arc& arc : problem_.arcs(c)) {
                const VarId y = arc.other;
                if (!rest_[at(y)]) continue;
                const Domain& keep = relation_of(problem_, arc).compatible(arc.reversed, value_[at(c)], scratch);
                if (options_.observer)
                    for (int w : domains[at(y)])
                        if (!keep.contains(w))
                            options_.observer->on_event(Event::prune(y, problem_.labels(y)[at(w)], c, depth));
                const int before = domains[at(y)].size();
                domains[at(y)].intersect_with(keep);
                result_.stats.prunings += static_cast<std::uint64_t>(before - domains[at(y)].size());
                if (domains[at(y)].empty()) {  // no solution extends this cutset assignment
                    ++result_.stats.wipeouts;
                    if (options_.observer) options_.observer->on_event(Event::wipeout(y, depth));
                    count_failure(depth);
                    return;
                }
            }
        const detail::ForestSolution forest = detail::solve_forest(problem_, domains, rest_, options_.count,
                                                                   result_.stats, guard_, options_.observer, depth);
        if (forest.stopped) {
            limit_hit_ = true;
            return;
        }
        if (!forest.consistent) {
            count_failure(depth);
            return;
        }
        const std::uint64_t found = options_.count ? forest.count : 1;
        saturated_ = saturated_ || forest.saturated ||
                     found > std::numeric_limits<std::uint64_t>::max() - result_.solution_count;
        result_.solution_count =
            saturated_ ? std::numeric_limits<std::uint64_t>::max() : result_.solution_count + found;
        if (result_.solutions.empty()) {
            Assignment solution(at(problem_.num_variables()));
            for (VarId x = 0; x < problem_.num_variables(); ++x) {
                const int index = rest_[at(x)] ? forest.index[at(x)] : value_[at(x)];
                solution[at(x)] = problem_.labels(x)[at(index)];
            }
            if (options_.observer) options_.observer->on_event(Event::solution(solution));
            result_.solutions.push_back(std::move(solution));
        }
        done_ = !options_.count;
    }

    const Problem& problem_;
    const std::vector<VarId> cutset_;
    const CutsetOptions& options_;
    LimitGuard guard_;
    std::vector<Domain> domains_;  // after unary constraints
    std::vector<int> value_;       // value index of each assigned cutset variable, else -1
    std::vector<char> rest_;       // 1 for the variables outside the cutset
    Result result_;
    bool done_ = false;
    bool limit_hit_ = false;
    bool saturated_ = false;
};

}  // namespace

std::vector<VarId> cycle_cutset(const Problem& problem) {
    problem.check_binary("cycle_cutset");  // the degrees below count binary constraints only
    const int n = problem.num_variables();
    std::vector<char> in_core(at(n), 1);  // not yet peeled off nor moved to the cutset
    std::vector<int> degree(at(n));
    std::vector<VarId> peel;
    // The core's variables by degree, highest first and then lowest index; an entry whose degree
    // is no longer the variable's (degrees only fall) or whose variable left the core is skipped.
    // A heap keeps the whole greedy pass O(m log m) on graphs of a million variables.
    using Entry = std::pair<int, VarId>;  // degree, variable
    const auto lower = [](const Entry& a, const Entry& b) {
        return a.first != b.first ? a.first < b.first : a.second > b.second;
    };
    std::priority_queue<Entry, std::vector<Entry>, decltype(lower)> by_degree(lower);
    for (VarId x = 0; x < n; ++x) {
        degree[at(x)] = static_cast<int>(problem.arcs(x).size());
        if (degree[at(x)] <= 1) peel.push_back(x);
        else by_degree.emplace(degree[at(x)], x);
    }
    // Removes x from the core; neighbours left with degree ≤ 1 lie on no cycle and follow it out.
    const auto remove = [&](VarId x) {
        in_core[at(x)] = 0;
        for (const Arc& arc : problem.arcs(x)) {
            const VarId y = arc.other;
            if (!in_core[at(y)]) continue;
            if (--degree[at(y)] <= 1) peel.push_back(y);
            else by_degree.emplace(degree[at(y)], y);
        }
    };
    const auto peel_all = [&] {
        while (!peel.empty()) {
            const VarId x = peel.back();
            peel.pop_back();
            if (in_core[at(x)]) remove(x);
        }
    };
    std::vector<VarId> cutset;
    peel_all();
    while (!by_degree.empty()) {
        const auto [d, best] = by_degree.top();
        by_degree.pop();
        if (!in_core[at(best)] || degree[at(best)] != d) continue;  // stale
        cutset.push_back(best);
        remove(best);
        peel_all();
    }
    // Greedy choices can leave redundant members: give each back, last chosen first, if the rest
    // stays a forest. The rest is a forest before each return, so x closes a cycle exactly when
    // two of its constraints reach the same tree of it: one union-find pass, O(m α(n)).
    std::vector<char> rest(at(n), 1);
    for (VarId x : cutset) rest[at(x)] = 0;
    std::vector<int> parent(at(n));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&parent](int x) {
        while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
        return x;
    };
    for (const Constraint& c : problem.constraints())
        if (rest[at(c.x)] && rest[at(c.y)]) parent[at(find(c.x))] = find(c.y);
    std::vector<int> roots;
    for (auto it = cutset.rbegin(); it != cutset.rend(); ++it) {
        roots.clear();
        for (const Arc& arc : problem.arcs(*it))
            if (rest[at(arc.other)]) roots.push_back(find(arc.other));
        std::sort(roots.begin(), roots.end());
        if (std::adjacent_find(roots.begin(), roots.end()) != roots.end()) continue;  // would close a cycle
        rest[at(*it)] = 1;
        for (int root : roots) parent[at(root)] = *it;
    }
    std::erase_if(cutset, [&rest](VarId x) { return rest[at(x)] != 0; });
    return cutset;
}

Result solve_cutset(const Problem& problem, const CutsetOptions& options) {
    problem.check_binary("solve_cutset");
    const std::vector<VarId> cutset = cycle_cutset(problem);
    return solve_cutset(problem, cutset, options);
}

Result solve_cutset(const Problem& problem, std::span<const VarId> cutset, const CutsetOptions& options) {
    problem.check_binary("solve_cutset");
    std::vector<char> rest(at(problem.num_variables()), 1);
    std::vector<VarId> members;
    for (VarId x : cutset) {
        problem.check_variable(x, "solve_cutset");
        if (rest[at(x)]) members.push_back(x);
        rest[at(x)] = 0;
    }
    if (const int c = detail::cycle_closing_constraint(problem, rest); c >= 0) {
        const Constraint& closing = problem.constraints()[at(c)];
        throw ModelError("solve_cutset: not a cycle cutset: without it the constraint between '" +
                         problem.name(closing.x) + "' and '" + problem.name(closing.y) + "' still closes a cycle");
    }
    return Conditioning(problem, std::move(members), options).run();
}

}  // namespace csp
