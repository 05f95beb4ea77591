#pragma once
/// Graph colouring as a CSP (AIMA §6.1): a variable per vertex, its colour; a ≠ constraint per
/// edge. Deciding K-colourability is NP-complete (Karp 1972); the chromatic number χ is found by
/// trying K upward between a lower bound (a clique needs as many colours as it has vertices) and
/// an upper bound (a colouring found greedily).

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"
#include "csp/search/solver.hpp"
#include "models/dimacs.hpp"

namespace csp::examples {

/// A clique grown greedily from every vertex in turn (candidates of highest degree first); the
/// largest one found. Not necessarily maximum, but a valid lower bound on χ.
inline std::vector<int> greedy_clique(const Graph& g) {
    const auto adj = g.adjacency();
    auto adjacent = [&adj](int a, int b) {
        const auto& list = adj[static_cast<std::size_t>(a)];
        return std::binary_search(list.begin(), list.end(), b);
    };
    std::vector<int> best;
    for (int start = 0; start < g.vertices; ++start) {
        std::vector<int> clique{start};
        std::vector<int> candidates = adj[static_cast<std::size_t>(start)];
        while (!candidates.empty()) {
            const int next = *std::max_element(candidates.begin(), candidates.end(), [&adj](int a, int b) {
                return adj[static_cast<std::size_t>(a)].size() < adj[static_cast<std::size_t>(b)].size();
            });
            clique.push_back(next);
            std::erase_if(candidates, [&](int c) { return c == next || !adjacent(c, next); });
        }
        if (clique.size() > best.size()) best = std::move(clique);
    }
    return best;
}

/// DSATUR (Brélaz 1979): colour next the vertex seeing the most distinct colours among its
/// neighbours (ties: most uncoloured neighbours), with the smallest colour it can take.
/// Returns a colour 0.. per vertex; the number of colours used is an upper bound on χ.
inline std::vector<int> dsatur_colouring(const Graph& g) {
    const auto adj = g.adjacency();
    const auto n = static_cast<std::size_t>(g.vertices);
    std::vector<int> colour(n, -1);
    std::vector<std::vector<char>> seen(n);  // seen[v][c]: a neighbour of v has colour c
    std::vector<int> saturation(n, 0);
    std::vector<int> uncoloured_degree(n);
    for (std::size_t v = 0; v < n; ++v) uncoloured_degree[v] = static_cast<int>(adj[v].size());
    for (std::size_t step = 0; step < n; ++step) {
        std::size_t best = n;
        for (std::size_t v = 0; v < n; ++v) {
            if (colour[v] >= 0) continue;
            if (best == n || saturation[v] > saturation[best] ||
                (saturation[v] == saturation[best] && uncoloured_degree[v] > uncoloured_degree[best]))
                best = v;
        }
        int c = 0;
        while (c < static_cast<int>(seen[best].size()) && seen[best][static_cast<std::size_t>(c)]) ++c;
        colour[best] = c;
        for (int w : adj[best]) {
            const auto u = static_cast<std::size_t>(w);
            --uncoloured_degree[u];
            if (seen[u].size() <= static_cast<std::size_t>(c)) seen[u].resize(static_cast<std::size_t>(c) + 1, 0);
            if (!seen[u][static_cast<std::size_t>(c)]) {
                seen[u][static_cast<std::size_t>(c)] = 1;
                ++saturation[u];
            }
        }
    }
    return colour;
}

/// Number of colours a colouring uses (largest colour + 1).
inline int colours_used(std::span<const int> colouring) {
    int k = 0;
    for (int c : colouring) k = std::max(k, c + 1);
    return k;
}

/// Variables v1..vn (1-based, as in DIMACS files) with colours 0..colours-1 and a ≠ per edge.
/// Colours are interchangeable, so `clique` (pairwise adjacent vertices) may be fixed to colours
/// 0, 1, 2, … without losing any colouring up to renaming: this breaks the K! symmetric copies
/// of each subproblem that plain search would otherwise explore when proving "not K-colourable".
inline csp::Problem colouring_problem(const Graph& g, int colours, std::span<const int> clique = {}) {
    csp::Problem p;
    for (int v = 0; v < g.vertices; ++v) p.add_variable("v" + std::to_string(v + 1), 0, colours - 1);
    for (auto [u, v] : g.edges) p.add_constraint(u, v, csp::not_equal());
    // With fewer colours than clique vertices the rest of the clique gets no value: a wipe-out.
    for (std::size_t i = 0; i < clique.size(); ++i) {
        if (static_cast<int>(i) < colours) p.assign(clique[i], static_cast<int>(i));
        else p.restrict(clique[i], [](int) { return false; });
    }
    return p;
}

/// One K tried by chromatic_number().
struct ColouringAttempt {
    int colours = 0;
    csp::Status status = csp::Status::Unsatisfiable;
    csp::Stats stats;
};

/// What chromatic_number() proved: lower ≤ χ ≤ upper, exact when they meet.
struct ChromaticBounds {
    int lower = 0;  ///< no colouring with fewer colours exists
    int upper = 0;  ///< best_colouring uses this many colours
    std::vector<int> best_colouring;
    std::vector<int> clique;  ///< the clique behind the first lower bound
    int greedy_colours = 0;   ///< colours of the DSATUR colouring (first upper bound)
    std::vector<ColouringAttempt> attempts;
    bool exact() const { return lower == upper; }
};

/// χ by deciding K-colourability for K = lower, lower + 1, … below the greedy upper bound, each K
/// under `options` (its time limit applies per K). An unsatisfiable K raises the lower bound; a
/// colouring found ends the loop; a K stopped by its limit proves nothing and the next K is tried.
inline ChromaticBounds chromatic_number(const Graph& g, csp::SolverOptions options) {
    ChromaticBounds bounds;
    bounds.clique = greedy_clique(g);
    bounds.lower = static_cast<int>(bounds.clique.size());
    bounds.best_colouring = dsatur_colouring(g);
    bounds.upper = bounds.greedy_colours = colours_used(bounds.best_colouring);
    options.max_solutions = 1;
    for (int k = bounds.lower; k < bounds.upper; ++k) {
        const csp::Problem problem = colouring_problem(g, k, bounds.clique);
        csp::Solver solver(problem, options);
        const csp::Result result = solver.solve();
        bounds.attempts.push_back({k, result.status, result.stats});
        if (result.status == csp::Status::Satisfied) {
            bounds.upper = k;
            bounds.best_colouring = result.solutions.front();
            break;
        }
        // Not K-colourable implies not (K−1)-colourable, so this holds even after a K that timed out.
        if (result.status == csp::Status::Unsatisfiable) bounds.lower = k + 1;
    }
    return bounds;
}

}  // namespace csp::examples
