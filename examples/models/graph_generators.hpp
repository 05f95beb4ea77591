#pragma once
/// Built-in graphs from the DIMACS colouring benchmarks, so nothing has to be downloaded:
///  - mycielK: Mycielski's triangle-free graphs (Mycielski 1955), χ = K + 1. myciel3 is the
///    Grötzsch graph (11 vertices, 20 edges); each step maps n vertices, m edges to 2n + 1, 3m + n.
///  - queenN_M: the N×M queen graph, a vertex per square, an edge between squares a queen moves
///    between in one move (same row, column or diagonal).
///  - treeN: the complete binary tree on N vertices (not a DIMACS graph): a constraint graph
///    without cycles, for the tree solver (--search tree).

#include <charconv>
#include <stdexcept>
#include <string>
#include <string_view>

#include "models/dimacs.hpp"

namespace csp::examples {

/// The Mycielskian μ(G): vertices v (G's), u_v (a copy of each) and w; edges of G, u_a–b for each
/// edge a–b of G (both ways), and u_v–w. It keeps G triangle-free and raises χ by one.
inline Graph mycielskian(const Graph& g) {
    const int n = g.vertices;
    Graph m{g.name, 2 * n + 1, g.edges};
    for (auto [a, b] : g.edges) {
        m.edges.emplace_back(a, n + b);
        m.edges.emplace_back(b, n + a);
    }
    for (int v = 0; v < n; ++v) m.edges.emplace_back(n + v, 2 * n);
    m.normalise();
    return m;
}

/// mycielK for K ≥ 1: K2 with the Mycielskian applied K − 1 times (myciel2 is the 5-cycle); χ = K + 1.
inline Graph mycielski(int k) {
    if (k < 1 || k > 12) throw std::invalid_argument("myciel" + std::to_string(k) + ": K must be 1..12");
    Graph g{"", 2, {{0, 1}}};
    for (int i = 1; i < k; ++i) g = mycielskian(g);
    g.name = "myciel" + std::to_string(k);
    return g;
}

/// The rows×cols queen graph (DIMACS queenN_M); square (r, c) is vertex r·cols + c.
inline Graph queen_graph(int rows, int cols) {
    if (rows < 1 || cols < 1 || rows > 64 || cols > 64)
        throw std::invalid_argument("queen graph sides must be 1..64, got " + std::to_string(rows) + "x" +
                                    std::to_string(cols));
    Graph g{"queen" + std::to_string(rows) + "_" + std::to_string(cols), rows * cols, {}};
    for (int r1 = 0; r1 < rows; ++r1)
        for (int c1 = 0; c1 < cols; ++c1)
            for (int r2 = r1; r2 < rows; ++r2)
                for (int c2 = 0; c2 < cols; ++c2) {
                    if (r2 == r1 && c2 <= c1) continue;
                    const int dr = r2 - r1;
                    const int dc = c2 - c1;
                    if (dr == 0 || dc == 0 || dr == dc || dr == -dc)
                        g.edges.emplace_back(r1 * cols + c1, r2 * cols + c2);
                }
    g.normalise();
    return g;
}

/// The complete binary tree on n vertices: vertex i (from 1) hangs under vertex i / 2.
inline Graph binary_tree(int n) {
    if (n < 1 || n > 100'000) throw std::invalid_argument("tree" + std::to_string(n) + ": N must be 1..100000");
    Graph g{"tree" + std::to_string(n), n, {}};
    for (int i = 2; i <= n; ++i) g.edges.emplace_back(i / 2 - 1, i - 1);
    g.normalise();
    return g;
}

namespace detail {
inline bool parse_int(std::string_view text, int& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && !text.empty();
}
}  // namespace detail

/// "mycielK", "queenN_M" (DIMACS names) or "treeN"; throws std::invalid_argument for anything else.
inline Graph generate_graph(std::string_view name) {
    int a = 0;
    int b = 0;
    if (name.starts_with("myciel") && detail::parse_int(name.substr(6), a)) return mycielski(a);
    if (name.starts_with("tree") && detail::parse_int(name.substr(4), a)) return binary_tree(a);
    if (name.starts_with("queen")) {
        const std::string_view sides = name.substr(5);
        const auto underscore = sides.find('_');
        if (underscore != std::string_view::npos && detail::parse_int(sides.substr(0, underscore), a) &&
            detail::parse_int(sides.substr(underscore + 1), b))
            return queen_graph(a, b);
    }
    throw std::invalid_argument("unknown graph '" + std::string(name) +
                                "' (expected mycielK, e.g. myciel4, queenN_M, e.g. queen5_5, or treeN, e.g. tree7)");
}

}  // namespace csp::examples
