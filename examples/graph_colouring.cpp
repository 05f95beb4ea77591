// Graph colouring on the CSP engine: decides whether a graph is K-colourable (--colors K) or finds
// its chromatic number (--chromatic) by trying K upward between a clique bound and a DSATUR
// colouring. Reads DIMACS .col files or generates the DIMACS Mycielski and queen graphs.
// The models are in models/dimacs.hpp, models/graph_generators.hpp and models/graph_colouring.hpp.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

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
    CLI::App app{"Colour the vertices of a graph so that adjacent vertices differ", "graph_colouring"};
    std::string path;
    std::string generate;
    std::string write_path;
    int colours = 0;
    bool find_chromatic = false;
    ex::SearchFlags flags;
    flags.solver.variable_order = csp::VariableOrder::DomDeg;
    auto* file_option = app.add_option("file", path, "DIMACS .col file");
    auto* generate_option = app.add_option("--generate,-g", generate,
                                           "built-in graph: mycielK (K = 1..12), queenN_M or treeN (a binary tree)");
    file_option->excludes(generate_option);
    auto* colors_option = app.add_option("--colors,--colours,-k", colours, "decide whether K colours suffice")
                              ->check(CLI::Range(1, 4096));
    app.add_flag("--chromatic", find_chromatic, "find the chromatic number (the default)")->excludes(colors_option);
    app.add_option("--write-col", write_path, "also write the graph as a DIMACS .col file");
    std::string dot_path;
    ex::add_search_flags(app, flags);
    ex::add_dot_option(app, dot_path);
    app.get_option("--time-limit")->description("give up on each K after this many seconds (0 = none)");

    return ex::run_cli(app, argc, argv, [&] {
        if (path.empty() && generate.empty())
            throw std::invalid_argument("give a .col file or --generate NAME (see --help)");
        ex::Graph g;
        if (!generate.empty()) {
            g = ex::generate_graph(generate);
        } else {
            ex::DimacsFile file = ex::read_dimacs_file(path);
            for (const std::string& warning : file.warnings)
                std::cerr << "graph_colouring: warning: " << warning << "\n";
            g = std::move(file.graph);
        }
        if (!write_path.empty()) {
            std::ofstream out(write_path);
            ex::write_dimacs(g, out);
            if (!out.flush()) throw std::runtime_error("cannot write '" + write_path + "'");
        }
        if (!dot_path.empty()) {
            // The constraint graph is the input graph; the colours K and the fixed clique do not change it.
            ex::write_constraint_graph(ex::colouring_problem(g, std::max(colours, 1), {}), dot_path);
            if (dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`
        }
        std::cout << g.name << ": " << g.vertices << " vertices, " << g.edges.size() << " edges\n";
        csp::SolverOptions options = flags.solver;
        std::vector<std::string> names;  // as in colouring_problem: v1..vn
        for (int v = 0; v < g.vertices; ++v) names.push_back("v" + std::to_string(v + 1));
        if (colours == 0 && (flags.search != "backtracking" || flags.trace.trace_ac3 || !flags.assign.empty()))
            throw std::invalid_argument(
                "--search other than backtracking, --trace-ac3 and --assign need --colors K (the chromatic search "
                "runs the solver's backtracking once per K)");
        auto outputs = ex::search_outputs(flags);
        options.observer = outputs.begin(std::move(names));  // with --chromatic: every K's search, one after another
        const int code = colours > 0 ? decide(g, colours, options, flags, outputs) : chromatic(g, options, flags.stats);
        ex::finish(outputs);
        return code;
    });
}
