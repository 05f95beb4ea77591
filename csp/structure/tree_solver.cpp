#include "csp/structure/tree_solver.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <numeric>

#include "csp/base/index.hpp"

namespace csp {

namespace {
using detail::at;
}  // namespace

namespace detail {

namespace {

constexpr std::uint64_t kCap = std::numeric_limits<std::uint64_t>::max();

// Saturating arithmetic: 70 unconstrained binary variables already have 2⁷⁰ solutions.
std::uint64_t add_capped(std::uint64_t a, std::uint64_t b, bool& saturated) {
    if (b <= kCap - a) return a + b;
    saturated = true;
    return kCap;
}
std::uint64_t multiply_capped(std::uint64_t a, std::uint64_t b, bool& saturated) {
    if (a == 0 || b <= kCap / a) return a * b;
    saturated = true;
    return kCap;
}

// Each tree hung from its lowest-numbered variable: a breadth-first order (parents before their
// children) and, for each variable, the arc up to its parent (other = -1 for a root).
struct RootedForest {
    std::vector<VarId> order;
    std::vector<Arc> up;
};

RootedForest root_forest(const Problem& problem, const std::vector<char>& active) {
    const int n = problem.num_variables();
    RootedForest forest{{}, std::vector<Arc>(at(n), Arc{-1, -1, false})};
    std::vector<char> seen(at(n), 0);
    for (VarId root = 0; root < n; ++root) {
        if (!active[at(root)] || seen[at(root)]) continue;
        seen[at(root)] = 1;
        std::size_t head = forest.order.size();
        forest.order.push_back(root);
        while (head < forest.order.size()) {
            const VarId x = forest.order[head++];
            for (const Arc& arc : problem.arcs(x)) {
                if (!active[at(arc.other)] || seen[at(arc.other)]) continue;
                seen[at(arc.other)] = 1;
                // The same constraint seen from the child: the other end, the other direction.
                forest.up[at(arc.other)] = Arc{x, arc.constraint, !arc.reversed};
                forest.order.push_back(arc.other);
            }
        }
    }
    return forest;
}

// For a child's arc up to its parent: the child's value indices compatible with the parent's value
// index `a` (seen from the parent, the arc is reversed the other way). Valid until scratch changes.
const Domain& downward(const Problem& problem, const Arc& up, int a, Domain& scratch) {
    return problem.constraints()[at(up.constraint)].relation->compatible(!up.reversed, a, scratch);
}

// The number of solutions: ways[x][v] counts the solutions of x's subtree with x = v, the product
// over x's children of the ways of their compatible values. Children come after parents in
// `order`, so walking it backwards finishes every subtree before its parent reads it.
// Stops early (returning 0) when the guard says so; the caller reads guard.hit().
std::uint64_t count_solutions(const Problem& problem, const std::vector<Domain>& domains, const RootedForest& forest,
                              bool& saturated, LimitGuard& guard, const Stats& stats) {
    std::vector<std::vector<std::uint64_t>> ways(domains.size());
    for (VarId x : forest.order) {
        ways[at(x)].assign(at(domains[at(x)].capacity()), 0);
        for (int v : domains[at(x)]) ways[at(x)][at(v)] = 1;
    }
    std::uint64_t total = 1;
    for (auto it = forest.order.rbegin(); it != forest.order.rend(); ++it) {
        const VarId child = *it;
        const Arc& up = forest.up[at(child)];
        if (up.other < 0) {
            std::uint64_t tree = 0;
            for (int v : domains[at(child)]) tree = add_capped(tree, ways[at(child)][at(v)], saturated);
            total = multiply_capped(total, tree, saturated);
            continue;
        }
        Domain scratch;
        for (int a : domains[at(up.other)]) {
            if (guard.exceeded(stats.nodes)) return 0;
            Domain compatible = downward(problem, up, a, scratch);
            compatible.intersect_with(domains[at(child)]);
            std::uint64_t sum = 0;
            for (int b : compatible) sum = add_capped(sum, ways[at(child)][at(b)], saturated);
            ways[at(up.other)][at(a)] = multiply_capped(ways[at(up.other)][at(a)], sum, saturated);
        }
    }
    return total;
}

// The observer's view of a rooted forest: the order and each variable's parent, -1 for a root and
// for a variable outside the forest.
void report_order(const RootedForest& forest, SearchObserver& observer) {
    std::vector<int> parent(forest.up.size());
    for (std::size_t x = 0; x < parent.size(); ++x) parent[x] = forest.up[x].other;
    observer.on_event(Event::tree_order(forest.order, parent));
}

}  // namespace

int cycle_closing_constraint(const Problem& problem, const std::vector<char>& active) {
    // Union-find over the constraints: one joining two variables already connected closes a cycle.
    std::vector<int> parent(at(problem.num_variables()));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&parent](int x) {
        while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
        return x;
    };
    const auto constraints = problem.constraints();
    for (std::size_t c = 0; c < constraints.size(); ++c) {
        if (!active[at(constraints[c].x)] || !active[at(constraints[c].y)]) continue;
        const int a = find(constraints[c].x);
        const int b = find(constraints[c].y);
        if (a == b) return static_cast<int>(c);
        parent[at(a)] = b;
    }
    return -1;
}

ForestSolution solve_forest(const Problem& problem, std::vector<Domain>& domains, const std::vector<char>& active,
                            bool count, Stats& stats, LimitGuard& guard, SearchObserver* observer, int depth) {
    ForestSolution solution;
    const RootedForest forest = root_forest(problem, active);
    if (observer) report_order(forest, *observer);
    for (VarId x : forest.order)
        if (domains[at(x)].empty()) return solution;

    // Directional arc consistency, leaves first: each parent keeps only the values with a support
    // in its child's (already final) domain.
    for (auto it = forest.order.rbegin(); it != forest.order.rend(); ++it) {
        const Arc& up = forest.up[at(*it)];
        if (up.other < 0) continue;
        Domain scratch;
        Domain& parent = domains[at(up.other)];
        const Domain before = parent;
        ++stats.revisions;
        if (observer) observer->on_event(Event::revise(up.other, *it, depth));
        for (int a : before) {
            if (guard.exceeded(stats.nodes)) {
                solution.stopped = true;
                return solution;
            }
            ++stats.checks;
            if (downward(problem, up, a, scratch).intersects(domains[at(*it)])) continue;
            parent.remove(a);
            ++stats.prunings;
            if (observer) observer->on_event(Event::prune(up.other, problem.labels(up.other)[at(a)], *it, depth));
        }
        if (parent.empty()) {
            ++stats.wipeouts;
            if (observer) observer->on_event(Event::wipeout(up.other, depth));
            return solution;
        }
    }
    if (count) solution.count = count_solutions(problem, domains, forest, solution.saturated, guard, stats);
    if (guard.hit()) {
        solution.stopped = true;
        return solution;
    }
    solution.consistent = true;

    // Roots first, each child takes a value compatible with its parent's: one exists by the pass above.
    solution.index.assign(domains.size(), -1);
    for (std::size_t i = 0; i < forest.order.size(); ++i) {
        if (guard.exceeded(stats.nodes)) {
            solution.consistent = false;
            solution.stopped = true;
            return solution;
        }
        const VarId x = forest.order[i];
        const Arc& up = forest.up[at(x)];
        Domain choices = domains[at(x)];
        Domain scratch;
        if (up.other >= 0) choices.intersect_with(downward(problem, up, solution.index[at(up.other)], scratch));
        solution.index[at(x)] = choices.min();
        ++stats.nodes;
        if (observer)
            observer->on_event(Event::assign(x, problem.labels(x)[at(choices.min())], depth + static_cast<int>(i) + 1));
    }
    stats.max_depth =
        std::max(stats.max_depth, static_cast<std::uint32_t>(depth + static_cast<int>(forest.order.size())));
    return solution;
}

}  // namespace detail

Result solve_tree(const Problem& problem, const TreeOptions& options) {
    const auto start = std::chrono::steady_clock::now();
    const int n = problem.num_variables();
    problem.check_binary("solve_tree");
    const std::vector<char> active(at(n), 1);
    if (const int c = detail::cycle_closing_constraint(problem, active); c >= 0) {
        const Constraint& closing = problem.constraints()[at(c)];
        throw ModelError("solve_tree: the constraint graph is not a tree: the constraint between '" +
                         problem.name(closing.x) + "' and '" + problem.name(closing.y) +
                         "' closes a cycle (use cutset conditioning or backtracking search)");
    }
    std::vector<Domain> domains = problem.domains();

    Result result;
    LimitGuard guard(options.limits);
    const detail::ForestSolution forest =
        detail::solve_forest(problem, domains, active, options.count, result.stats, guard, options.observer);
    result.complete = true;
    if (forest.stopped) {
        result.status = Status::LimitReached;
        result.complete = false;
    } else if (forest.consistent) {
        Assignment solution(at(n));
        for (VarId x = 0; x < n; ++x) solution[at(x)] = problem.labels(x)[at(forest.index[at(x)])];
        if (options.observer) options.observer->on_event(Event::solution(solution));
        result.solutions.push_back(std::move(solution));
        result.status = Status::Satisfied;
        result.solution_count = options.count ? forest.count : 1;
        result.complete = options.count && !forest.saturated;
        result.stats.solutions = result.solution_count;
    }
    result.stats.time = std::chrono::steady_clock::now() - start;
    return result;
}

}  // namespace csp
