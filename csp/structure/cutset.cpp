#include "csp/structure/cutset.hpp"

#include <algorithm>
#include <chrono>
#include <limits>

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
        const detail::ForestSolution forest =
            detail::solve_forest(problem_, domains, rest_, options_.count, result_.stats, options_.observer, depth);
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
    for (VarId x = 0; x < n; ++x) {
        degree[at(x)] = static_cast<int>(problem.arcs(x).size());
        if (degree[at(x)] <= 1) peel.push_back(x);
    }
    // Removes x from the core; neighbours left with degree ≤ 1 lie on no cycle and follow it out.
    const auto remove = [&](VarId x) {
        in_core[at(x)] = 0;
        for (const Arc& arc : problem.arcs(x))
            if (in_core[at(arc.other)] && --degree[at(arc.other)] <= 1) peel.push_back(arc.other);
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
    while (true) {
        VarId best = -1;
        for (VarId x = 0; x < n; ++x)
            if (in_core[at(x)] && (best < 0 || degree[at(x)] > degree[at(best)])) best = x;
        if (best < 0) break;
        cutset.push_back(best);
        remove(best);
        peel_all();
    }
    // Greedy choices can leave redundant members: give each back if the rest stays a forest.
    std::vector<char> rest(at(n), 1);
    for (VarId x : cutset) rest[at(x)] = 0;
    for (auto it = cutset.rbegin(); it != cutset.rend(); ++it) {
        rest[at(*it)] = 1;
        if (detail::cycle_closing_constraint(problem, rest) >= 0) rest[at(*it)] = 0;
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
