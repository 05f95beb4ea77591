#pragma once
/// Undirected graphs and the DIMACS graph-colouring format (.col) of the Second DIMACS
/// Implementation Challenge (1993):
///     c any comment
///     p edge V E        V vertices numbered 1..V, E edges ("p col V E" is accepted too)
///     e u v             one edge per line
/// Blank lines are ignored. Errors name the line and what was expected. Two decisions:
///  - an edge listed twice (both "e u v" and "e v u", as the DIMACS queen files do) is one edge;
///  - E matching neither the number of 'e' lines nor the number of distinct edges is a warning,
///    not an error: such files circulate and the graph itself is still well defined.

#include <algorithm>
#include <charconv>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace csp::examples {

/// A simple undirected graph on vertices 0..vertices-1 (printed 1-based, as in DIMACS files).
struct Graph {
    std::string name;
    int vertices = 0;
    std::vector<std::pair<int, int>> edges;  ///< each edge once, u < v, sorted

    /// Sorts the edges and removes duplicates; call after adding edges by hand.
    void normalise() {
        for (auto& [u, v] : edges)
            if (u > v) std::swap(u, v);
        std::sort(edges.begin(), edges.end());
        edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    }
    /// Adjacency lists, each sorted.
    std::vector<std::vector<int>> adjacency() const {
        std::vector<std::vector<int>> adj(static_cast<std::size_t>(vertices));
        for (auto [u, v] : edges) {
            adj[static_cast<std::size_t>(u)].push_back(v);
            adj[static_cast<std::size_t>(v)].push_back(u);
        }
        for (auto& list : adj) std::sort(list.begin(), list.end());
        return adj;
    }
};

/// A malformed .col file. what() reads "SOURCE:LINE: MESSAGE".
class DimacsError : public std::runtime_error {
public:
    DimacsError(const std::string& source, int line, const std::string& message)
        : std::runtime_error(source + ":" + std::to_string(line) + ": " + message), line_(line), message_(message) {}
    int line() const { return line_; }
    const std::string& message() const { return message_; }

private:
    int line_;
    std::string message_;
};

/// A graph read from a file, with the warnings met on the way ("SOURCE:LINE: text").
struct DimacsFile {
    Graph graph;
    std::vector<std::string> warnings;
};

/// Largest vertex count accepted, so a typo in the 'p' line cannot ask for gigabytes.
inline constexpr int kMaxDimacsVertices = 1'000'000;

namespace detail {

inline std::vector<std::string_view> split_words(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

/// A non-negative integer no larger than `max`, or an error naming `what` was expected.
inline long long parse_count(std::string_view word, long long max, const std::string& what, const std::string& source,
                             int line) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec == std::errc::result_out_of_range || (ec == std::errc{} && end == word.data() + word.size() && value > max))
        throw DimacsError(source, line,
                          what + " '" + std::string(word) + "' is too large (at most " + std::to_string(max) + ")");
    if (ec != std::errc{} || end != word.data() + word.size() || value < 0)
        throw DimacsError(source, line,
                          "expected " + what + " (a non-negative integer), found '" + std::string(word) + "'");
    return value;
}

}  // namespace detail

/// Reads a .col file; throws DimacsError for a malformed one.
inline DimacsFile read_dimacs(std::istream& in, const std::string& source) {
    DimacsFile file;
    Graph& g = file.graph;
    g.name = source;
    bool have_problem = false;
    long long declared_edges = 0;
    long long edge_lines = 0;
    int number = 0;
    for (std::string text; std::getline(in, text);) {
        ++number;
        const auto words = detail::split_words(text);
        if (words.empty() || words[0][0] == 'c') continue;
        if (words[0] == "p") {
            if (have_problem) throw DimacsError(source, number, "second 'p' line (a file describes one graph)");
            if (words.size() != 4 || (words[1] != "edge" && words[1] != "col"))
                throw DimacsError(source, number, "expected 'p edge VERTICES EDGES'");
            g.vertices =
                static_cast<int>(detail::parse_count(words[2], kMaxDimacsVertices, "vertex count", source, number));
            declared_edges = detail::parse_count(words[3], 1LL << 40, "edge count", source, number);
            have_problem = true;
        } else if (words[0] == "e") {
            if (!have_problem) throw DimacsError(source, number, "edge before the 'p edge VERTICES EDGES' line");
            if (words.size() != 3) throw DimacsError(source, number, "expected 'e U V' (two vertex numbers)");
            int ends[2] = {0, 0};
            for (int k = 0; k < 2; ++k) {
                const long long v = detail::parse_count(words[static_cast<std::size_t>(k) + 1], 1LL << 40,
                                                        "a vertex number", source, number);
                if (v < 1 || v > g.vertices)
                    throw DimacsError(source, number,
                                      "vertex " + std::string(words[static_cast<std::size_t>(k) + 1]) +
                                          " out of range 1.." + std::to_string(g.vertices));
                ends[k] = static_cast<int>(v) - 1;
            }
            if (ends[0] == ends[1])
                throw DimacsError(source, number,
                                  "self-loop on vertex " + std::to_string(ends[0] + 1) +
                                      " (no colouring can give a vertex a colour different from its own)");
            g.edges.emplace_back(ends[0], ends[1]);
            ++edge_lines;
        } else {
            throw DimacsError(source, number,
                              "unknown line type '" + std::string(words[0]) + "': expected 'c', 'p' or 'e'");
        }
    }
    if (in.bad()) throw DimacsError(source, number, "read error");
    if (!have_problem) throw DimacsError(source, number, "missing 'p edge VERTICES EDGES' line");
    g.normalise();
    if (declared_edges != edge_lines && declared_edges != static_cast<long long>(g.edges.size()))
        file.warnings.push_back(source + ": the 'p' line declares " + std::to_string(declared_edges) +
                                " edges but the file has " + std::to_string(edge_lines) + " 'e' lines (" +
                                std::to_string(g.edges.size()) + " distinct edges)");
    return file;
}

/// Reads a .col file by path; throws std::runtime_error if it cannot be opened, DimacsError if it
/// is malformed.
inline DimacsFile read_dimacs_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    return read_dimacs(in, path);
}

/// Writes the graph in the same format (each edge once, 1-based).
inline void write_dimacs(const Graph& g, std::ostream& out) {
    out << "c " << g.name << "\np edge " << g.vertices << ' ' << g.edges.size() << '\n';
    for (auto [u, v] : g.edges) out << "e " << u + 1 << ' ' << v + 1 << '\n';
}

}  // namespace csp::examples
