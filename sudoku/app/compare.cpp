// `sudoku compare`: every backend (or a chosen few) on the same puzzles, each answer checked by the
// independent validator and against the other backends, summarised in one table.
#include <iostream>
#include <sstream>

#include "csp/cli/number_checks.hpp"
#include "sudoku/app/commands.hpp"
#include "sudoku/batch/interrupt.hpp"
#include "sudoku/compare/contest.hpp"
#include "sudoku/compare/puzzle_set.hpp"
#include "sudoku/compare/summary.hpp"
#include "sudoku/compare/table.hpp"

namespace sudoku::app {

namespace {

struct CompareOptions {
    std::string input = "-";
    std::vector<std::string> backends;
    std::string format = "table";
    std::size_t limit = 0;
    double time_limit = 10;
    std::uint64_t node_limit = 0;
};

std::vector<compare::Puzzle> read_puzzles(const std::string& path, std::size_t limit) {
    if (const auto missing = missing_input(path, "compare")) throw std::runtime_error(*missing);
    if (path != "-") return compare::load_puzzles(path, limit);
    std::vector<compare::Puzzle> puzzles = compare::read_puzzles(std::cin, "<stdin>", limit);
    if (puzzles.empty()) throw std::runtime_error("<stdin>: no puzzle found");
    return puzzles;
}

compare::Contender contender(const std::string& backend, const SolveOptions& base) {
    SolveOptions options = base;
    options.backend = backend;
    return {backend, [options](const Grid& puzzle) {
                const SolveResult r = solve(puzzle, options);
                return compare::Answer{r.status, r.solutions, r.stats.nodes};
            }};
}

void print_csv(std::ostream& out, const std::vector<compare::Summary>& rows) {
    out << "backend,puzzles,solved,unsolvable,limit_reached,wrong,puzzles_per_s,mean_us,median_us,p99_us,mean_nodes\n";
    for (const auto& s : rows)
        out << s.name << ',' << s.puzzles << ',' << s.solved << ',' << s.unsolvable << ',' << s.limit_reached << ','
            << s.wrong << ',' << s.puzzles_per_second << ',' << s.mean_us << ',' << s.median_us << ',' << s.p99_us
            << ',' << s.mean_nodes << '\n';
}

int run_compare(const CompareOptions& options) {
    const auto puzzles = read_puzzles(options.input, options.limit);
    SolveOptions base;
    base.limits.time_limit = std::chrono::milliseconds(static_cast<long long>(options.time_limit * 1000));
    base.limits.node_limit = options.node_limit;
    base.limits.cancel = &batch::interrupt_flag();
    std::vector<compare::Contender> contenders;
    std::vector<std::string> names = options.backends;
    if (names.empty())  // every method; `auto` only hands puzzles to two of them
        for (auto name : backend_names())
            if (name != "auto") names.emplace_back(name);
    for (const auto& name : names) {
        find_backend(name);  // unknown names fail here, before any work
        contenders.push_back(contender(name, base));
    }
    const auto summaries = compare::run(puzzles, contenders, std::cerr);
    if (options.format == "csv") print_csv(std::cout, summaries);
    else compare::print_table(std::cout, summaries, options.format == "markdown");
    return compare::wrong_answers(summaries) ? kExitSomeFailed : kExitOk;
}

}  // namespace

Subcommand add_compare_command(CLI::App& parent) {
    auto options = std::make_shared<CompareOptions>();
    CLI::App* app =
        parent.add_subcommand("compare", "run every backend on the same puzzles and tabulate speed and agreement");
    app->add_option("file", options->input, "puzzle file, or - for standard input")->default_val("-");
    std::vector<std::string> known;
    for (auto name : backend_names()) known.emplace_back(name);
    app->add_option("--backends", options->backends,
                    "comma-separated backends (default: all but auto, which only picks one of them)")
        ->delimiter(',')
        ->check(CLI::IsMember(known));
    app->add_option("--format", options->format, "table, markdown (table + Markdown) or csv")
        ->check(CLI::IsMember({"table", "markdown", "csv"}))
        ->default_val("table");
    app->add_option("--limit", options->limit, "only the first N puzzles (0 = all)");
    app->add_option("--time-limit", options->time_limit, "seconds per puzzle and backend before giving up (0 = none)")
        ->check(csp::cli::non_negative())
        ->default_val(10);
    app->add_option("--node-limit", options->node_limit, "nodes per puzzle and backend (0 = none)");
    return {app, [options] { return run_compare(*options); }};
}

}  // namespace sudoku::app
