// gecode_colouring: is a DIMACS graph K-colourable? Gecode 6.2, the peer of `graph_colouring -k K`
// for bench/families.
//
// x[v] is the colour (0..K−1) of vertex v; one binary ≠ propagator per edge (our ≠ arcs). --fix
// v1,v2,… fixes those vertices (1-based, pairwise adjacent: a clique) to colours 0, 1, …, the
// symmetry breaking our example does with its greedy clique; the script passes the clique our program
// prints. Branching: --var-order domdeg (INT_VAR_DEGREE_SIZE_MAX: a propagator of an edge is subsumed
// once an end is fixed, so Gecode's degree is the number of unfixed neighbours, our dynamic degree),
// values smallest first. Output as in bench/gecode_common.hpp; a solution is the colour of v1..vn.
//
//   gecode_colouring FILE.col -k K [--fix LIST] [the search flags of bench/gecode_common.hpp]

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>
#include <gecode/int.hh>
#include <gecode/search.hh>

#include "bench/gecode_common.hpp"

namespace {

struct EdgeList {
    int vertices = 0;
    std::vector<std::pair<int, int>> edges;  ///< 0-based
};

/// The 'p' and 'e' lines of a DIMACS .col file ('c' lines and blank lines skipped); an error names
/// the line. Duplicate edges are kept: a second ≠ propagator prunes nothing more.
EdgeList read_col(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    EdgeList graph;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::istringstream words(line);
        std::string kind;
        if (!(words >> kind) || kind == "c") continue;
        const std::string where = path + ":" + std::to_string(number) + ": ";
        if (kind == "p") {
            std::string format;
            long edges = 0;
            if (!(words >> format >> graph.vertices >> edges) || graph.vertices < 1)
                throw std::runtime_error(where + "expected 'p edge VERTICES EDGES'");
        } else if (kind == "e") {
            int u = 0, v = 0;
            if (!(words >> u >> v) || u < 1 || v < 1 || u > graph.vertices || v > graph.vertices)
                throw std::runtime_error(where + "expected 'e U V' with U, V in 1.." + std::to_string(graph.vertices) +
                                         " after the 'p' line");
            graph.edges.emplace_back(u - 1, v - 1);
        } else {
            throw std::runtime_error(where + "expected a 'c', 'p' or 'e' line, found '" + kind + "'");
        }
    }
    if (graph.vertices == 0) throw std::runtime_error(path + ": no 'p edge V E' line");
    return graph;
}

struct ColouringOptions {
    int colours = 0;
    std::vector<int> fixed;  ///< 1-based vertices fixed to colours 0, 1, …
    bench_gecode::SearchFlags search{.var_order = "domdeg"};
};

class ColouringSpace : public Gecode::Space {
public:
    ColouringSpace(const EdgeList& g, const ColouringOptions& o) : x_(*this, g.vertices, 0, o.colours - 1) {
        for (auto [u, v] : g.edges) Gecode::rel(*this, x_[u], Gecode::IRT_NQ, x_[v]);
        for (std::size_t i = 0; i < o.fixed.size(); ++i) {
            const int v = o.fixed[i];
            if (v < 1 || v > g.vertices) throw std::invalid_argument("--fix: no vertex " + std::to_string(v));
            Gecode::rel(*this, x_[v - 1], Gecode::IRT_EQ, static_cast<int>(i));  // i ≥ K fails: as ours
        }
        Gecode::branch(*this, x_, bench_gecode::var_branch(o.search), bench_gecode::val_branch(o.search));
    }
    ColouringSpace(ColouringSpace& other) : Gecode::Space(other) { x_.update(*this, other.x_); }
    Gecode::Space* copy() override { return new ColouringSpace(*this); }

    std::vector<int> colours() const {
        std::vector<int> colours;
        for (int v = 0; v < x_.size(); ++v) colours.push_back(x_[v].val());
        return colours;
    }

private:
    Gecode::IntVarArray x_;
};

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Graph K-colouring in Gecode: the peer of examples/graph_colouring for bench/families"};
    std::string path;
    ColouringOptions o;
    app.add_option("file", path, "DIMACS .col file")->required();
    app.add_option("--colors,--colours,-k", o.colours, "number of colours")->required()->check(CLI::Range(1, 4096));
    app.add_option("--fix", o.fixed, "vertices (1-based) fixed to colours 0, 1, ... (a clique)")->delimiter(',');
    bench_gecode::add_search_flags(app, o.search);
    CLI11_PARSE(app, argc, argv);

    return bench_gecode::guarded("gecode_colouring", [&] {
        auto stop = bench_gecode::time_stop(o.search.time_limit);
        const EdgeList graph = read_col(path);
        auto* root = new ColouringSpace(graph, o);
        const bench_gecode::Outcome outcome = bench_gecode::run_search(
            root, o.search, stop ? &*stop : nullptr, 1, 1, [](const ColouringSpace& s) { return s.colours(); });
        bench_gecode::print_outcome(outcome);
        return 0;
    });
}
