// Map colouring on the CSP engine (AIMA §6.1.1): Australia with three colours, or the 48
// contiguous US states and DC with four. Prints a colouring (or counts them) and can write the
// constraint graph for Graphviz. The maps are in models/map_colouring.hpp.
#include <iostream>
#include <string>

#include "cli/map_colouring_args.hpp"
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
    ex::MapColouringArgs args;
    return ex::run_cli(ex::parse_map_colouring_args(argc, argv, args), [&] {
        const ex::Map map = ex::map_by_name(args.map_name);
        if (args.colours == 0) args.colours = args.map_name == "australia" ? 3 : 4;
        const csp::Problem problem = ex::colouring_problem(map, args.colours);
        if (!args.dot_path.empty()) ex::write_constraint_graph(problem, args.dot_path);
        if (args.dot_path == "-") return ex::kExitOk;  // the graph alone on stdout, ready for `dot`

        const csp::Result result =
            ex::search(problem, args.flags, args.count ? ex::counting_all(args.flags.solver) : args.flags.solver);
        std::cout << map.name << ": " << map.regions.size() << " regions, " << map.borders.size() << " borders, "
                  << args.colours << " colours\n";
        if (result.status == csp::Status::LimitReached) {
            std::cout << "time limit reached after " << result.solution_count << " colouring(s)\n";
        } else if (args.count) {
            std::cout << result.solution_count << " colourings\n";
        } else if (result.status == csp::Status::Unsatisfiable) {
            std::cout << "no colouring with " << args.colours << " colours"
                      << (args.flags.assign.empty() ? "" : " extends the assignment") << "\n";
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
        if (args.flags.stats) std::cout << result.stats << "\n";
        if (!args.dot_path.empty()) std::cout << "constraint graph written to " << args.dot_path << "\n";
        if (result.status == csp::Status::LimitReached) return ex::kExitNoAnswer;
        return args.count || result.status == csp::Status::Satisfied ? ex::kExitOk : ex::kExitNoAnswer;
    });
}
