// Graph colouring on the CSP engine: decides whether a graph is K-colourable (--colors K) or finds
// its chromatic number (--chromatic) by trying K upward between a clique bound and a DSATUR
// colouring. Reads DIMACS .col files or generates the DIMACS Mycielski and queen graphs.
// The models are in models/dimacs.hpp, models/graph_generators.hpp and models/graph_colouring.hpp.
#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

#include "cli/graph_colouring_args.hpp"
#include "csp/search/solver.hpp"
#include "models/dimacs.hpp"
#include "models/example_cli.hpp"
#include "models/graph_colouring.hpp"
#include "models/graph_generators.hpp"

namespace ex = csp::examples;

namespace {

// Checked against the edge list, not through the CSP model.
bool proper(const ex::Graph& g, const std::vector<int>& colour) {
    for (auto [u, v] : g.edges)
        if (colour[static_cast<std::size_t>(u)] == colour[static_cast<std::size_t>(v)]) return false;
    return true;
}

void print_colouring(const ex::Graph& g, const std::vector<int>& colour) {
    if (!proper(g, colour)) throw std::logic_error("internal error: the colouring found is not proper");
    std::cout << "checked: all " << g.edges.size() << " edges join different colours\ncolour classes:\n";
    for (int c = 0; c < ex::colours_used(colour); ++c) {
        std::cout << "  " << c << ":";
        for (int v = 0; v < g.vertices; ++v)
            if (colour[static_cast<std::size_t>(v)] == c) std::cout << " v" << v + 1;
        std::cout << "\n";
    }
}

std::string describe(const csp::Stats& s) {
    const double ms = std::chrono::duration<double, std::milli>(s.time).count();
    std::ostringstream text;
    text << s.nodes << " nodes, " << std::fixed << std::setprecision(ms < 10 ? 2 : 0) << ms << " ms";
    return text.str();
}

int decide(const ex::Graph& g, int colours, const csp::SolverOptions& options, const ex::SearchFlags& flags,
           csp::cli::SearchOutputs& outputs) {
    const bool stats = flags.stats;
    // Fixing a clique to colours 0, 1, … is sound only when nothing else fixes a colour.
    const std::vector<int> clique = flags.assign.empty() ? ex::greedy_clique(g) : std::vector<int>{};
    const csp::Problem problem = ex::colouring_problem(g, colours, clique);
    const csp::Result result = ex::run_search(problem, flags, options, outputs);
    std::cout << colours << " colours: ";
    if (result.status == csp::Status::Satisfied) {
        std::cout << "colourable (" << describe(result.stats) << ")\n";
        print_colouring(g, result.solutions.front());
    } else if (result.status == csp::Status::Unsatisfiable) {
        std::cout << "not colourable, proved by exhausting the search (" << describe(result.stats) << ")\n";
    } else {
        std::cout << "undecided: time limit reached (" << describe(result.stats) << ")\n";
    }
    if (stats) std::cout << result.stats << "\n";
    return result.status == csp::Status::Satisfied ? ex::kExitOk : ex::kExitNoAnswer;
}

int chromatic(const ex::Graph& g, const csp::SolverOptions& options, bool stats) {
    const ex::ChromaticBounds b = ex::chromatic_number(g, options);
    std::cout << "clique of " << b.clique.size() << " vertices:";
    for (int v : b.clique) std::cout << " v" << v + 1;
    std::cout << "  =>  chi >= " << b.clique.size() << "\n";
    std::cout << "DSATUR colouring with " << b.greedy_colours << " colours  =>  chi <= " << b.greedy_colours << "\n";
    for (const ex::ColouringAttempt& a : b.attempts) {
        std::cout << "K = " << a.colours << ": "
                  << (a.status == csp::Status::Satisfied       ? "colourable"
                      : a.status == csp::Status::Unsatisfiable ? "not colourable"
                                                               : "undecided (time limit)")
                  << " (" << describe(a.stats) << ")\n";
        if (stats) std::cout << "  " << a.stats << "\n";
    }
    if (b.exact()) std::cout << "chromatic number: " << b.upper << "\n";
    else
        std::cout << "chromatic number between " << b.lower << " and " << b.upper
                  << " (raise --time-limit to close the gap)\n";
    print_colouring(g, b.best_colouring);
    return b.exact() ? ex::kExitOk : ex::kExitNoAnswer;
}

}  // namespace

int main(int argc, char** argv) {
    ex::GraphColouringArgs args;
    return ex::run_cli(ex::parse_graph_colouring_args(argc, argv, args), [&] {
        if (args.path.empty() && args.generate.empty())
            throw std::invalid_argument("give a .col file or --generate NAME (see --help)");
        ex::Graph g;
        if (!args.generate.empty()) {
            g = ex::generate_graph(args.generate);
        } else {
            ex::DimacsFile file = ex::read_dimacs_file(args.path);
            for (const std::string& warning : file.warnings)
                std::cerr << "graph_colouring: warning: " << warning << "\n";
            g = std::move(file.graph);
        }
        if (!args.write_path.empty()) {
            std::ofstream out(args.write_path);
            ex::write_dimacs(g, out);
            if (!out.flush()) throw std::runtime_error("cannot write '" + args.write_path + "'");
        }
        if (!args.dot_path.empty()) {
            // The constraint graph is the input graph; the colours K and the fixed clique do not change it.
            ex::write_constraint_graph(ex::colouring_problem(g, std::max(args.colours, 1), {}), args.dot_path);
            if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
        }
        std::cout << g.name << ": " << g.vertices << " vertices, " << g.edges.size() << " edges\n";
        csp::SolverOptions options = args.flags.solver;
        std::vector<std::string> names;  // as in colouring_problem: v1..vn
        for (int v = 0; v < g.vertices; ++v) names.push_back("v" + std::to_string(v + 1));
        if (args.colours == 0 &&
            (args.flags.search != "backtracking" || args.flags.trace.trace_ac3 || !args.flags.assign.empty()))
            throw std::invalid_argument(
                "--search other than backtracking, --trace-ac3 and --assign need --colors K (the chromatic search "
                "runs the solver's backtracking once per K)");
        auto outputs = ex::search_outputs(args.flags);
        options.observer = outputs.begin(std::move(names));  // with --chromatic: every K's search, one after another
        const int code = args.colours > 0 ? decide(g, args.colours, options, args.flags, outputs)
                                          : chromatic(g, options, args.flags.stats);
        ex::finish(outputs);
        return code;
    });
}
