// Map colouring on the CSP engine (AIMA §6.1.1): Australia with three colours, or the 48
// contiguous US states and DC with four. Prints a colouring (or counts them) and can write the
// constraint graph for Graphviz. The maps are in models/map_colouring.hpp.
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/map_colouring.hpp"

namespace ex = csp::examples;

namespace {

std::string colour_name(int colour) {
    static const char* const kNames[] = {"red", "green", "blue", "yellow", "purple", "orange"};
    if (colour >= 0 && colour < 6) return kNames[colour];
    return "colour" + std::to_string(colour + 1);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Colour a map so that neighbouring regions differ", "map_colouring"};
    std::string map_name = "australia";
    int colours = 0;
    bool count = false;
    std::string dot_path;
    ex::SearchFlags flags;
    app.add_option("map", map_name, "australia, usa (48 contiguous states + DC) or france (13 regions)")
        ->check(CLI::IsMember({"australia", "usa", "france"}))
        ->capture_default_str();
    app.add_option("--colours,--colors,-k", colours,
                   "number of colours (default: 3 for australia, 4 for usa and france)")
        ->check(CLI::Range(1, 64));
    app.add_flag("--count", count, "count every colouring instead of printing one");
    ex::add_dot_option(app, dot_path);
    ex::add_search_flags(app, flags);

    return ex::run_cli(app, argc, argv, [&] {
        const ex::Map map = ex::map_by_name(map_name);
        if (colours == 0) colours = map_name == "australia" ? 3 : 4;
        const csp::Problem problem = ex::colouring_problem(map, colours);
        if (!dot_path.empty()) ex::write_constraint_graph(problem, dot_path);
        if (dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`

        const csp::Result result = ex::search(problem, flags, count ? ex::counting_all(flags.solver) : flags.solver);
        std::cout << map.name << ": " << map.regions.size() << " regions, " << map.borders.size() << " borders, "
                  << colours << " colours\n";
        if (result.status == csp::Status::LimitReached) {
            std::cout << "time limit reached after " << result.solution_count << " colouring(s)\n";
        } else if (count) {
            std::cout << result.solution_count << " colourings\n";
        } else if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no colouring with " << colours << " colours"
                      << (flags.assign.empty() ? "" : " extends the assignment") << "\n";
        } else {
            const csp::Assignment& colour = result.solutions.front();
            for (std::size_t r = 0; r < map.regions.size(); ++r)
                std::cout << map.regions[r] << '=' << colour_name(colour[r]) << ((r + 1) % 7 == 0 ? "\n" : "  ");
            if (map.regions.size() % 7 != 0) std::cout << "\n";
            // Checked against the borders themselves, not through the solver's model.
            for (auto [a, b] : map.borders)
                if (colour[static_cast<std::size_t>(a)] == colour[static_cast<std::size_t>(b)]) {
                    std::cerr << "map_colouring: internal error: " << map.regions[static_cast<std::size_t>(a)]
                              << " and " << map.regions[static_cast<std::size_t>(b)] << " share a colour\n";
                    return ex::kExitNoAnswer;
                }
            std::cout << "checked: all " << map.borders.size() << " borders join different colours\n";
        }
        if (flags.stats) std::cout << result.stats << "\n";
        if (!dot_path.empty()) std::cout << "constraint graph written to " << dot_path << "\n";
        if (result.status == csp::Status::LimitReached) return ex::kExitNoAnswer;
        return count || result.status == csp::Status::Satisfied ? ex::kExitOk : ex::kExitNoAnswer;
    });
}
