// gecode_sudoku: our engine against Gecode (a reference CP solver) on the same puzzles, in one run.
//
// The Gecode side is a plain model written with Gecode's public API (Gecode 6.2): one IntVar per
// cell over 1..N, `distinct` on every row, column and box at the chosen propagation level, givens
// posted with rel(=), first-fail branching (smallest domain, then smallest value), depth-first
// search stopped at the first solution. Both sides are timed per puzzle around the whole call
// (model construction included) and every solution is checked with sudoku::solution_error.
//
//   gecode_sudoku FILE [--ipl val|bnd|dom[,..]] [--backend NAME] [--inference none|fc|mac]
//                 [--var-order ...] [--val-order ...] [--limit N] [--node-limit N]
//                 [--time-limit-ms T] [--gecode-only] [--markdown]

#include <chrono>
#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <gecode/int.hh>
#include <gecode/search.hh>

#include "bench/bench_common.hpp"
#include "bench/gecode_common.hpp"
#include "csp/cli/choices.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/cli/solve_flags.hpp"
#include "sudoku/compare/contest.hpp"
#include "sudoku/compare/puzzle_set.hpp"
#include "sudoku/compare/table.hpp"

namespace {

/// Sudoku as Gecode's examples model it: N² variables and 3N `distinct` constraints.
class SudokuSpace : public Gecode::Space {
public:
    SudokuSpace(const sudoku::Grid& puzzle, Gecode::IntPropLevel ipl)
        : cells_(*this, puzzle.cells(), 1, puzzle.side()) {
        const sudoku::Geometry& geometry = puzzle.geometry();
        for (int u = 0; u < geometry.num_units(); ++u) {
            Gecode::IntVarArgs unit;
            for (int cell : geometry.unit(u)) unit << cells_[cell];
            Gecode::distinct(*this, unit, ipl);
        }
        for (int cell = 0; cell < puzzle.cells(); ++cell)
            if (puzzle[cell] != 0) Gecode::rel(*this, cells_[cell], Gecode::IRT_EQ, puzzle[cell]);
        Gecode::branch(*this, cells_, Gecode::INT_VAR_SIZE_MIN(), Gecode::INT_VAL_MIN());
    }

    /// Cloning constructor required by Gecode's copying search.
    SudokuSpace(SudokuSpace& other) : Gecode::Space(other) { cells_.update(*this, other.cells_); }
    Gecode::Space* copy() override { return new SudokuSpace(*this); }

    sudoku::Grid grid(int box) const {
        std::vector<int> values(static_cast<std::size_t>(cells_.size()));
        for (int i = 0; i < cells_.size(); ++i) values[static_cast<std::size_t>(i)] = cells_[i].val();
        return sudoku::Grid(box, std::move(values));
    }

private:
    Gecode::IntVarArray cells_;
};

/// Node and time limits together; Gecode asks the stop object between nodes, so a limit ends the
/// exploration (not a propagation in progress), as in Gecode's own script driver.
class PuzzleStop : public Gecode::Search::Stop {
public:
    PuzzleStop(std::uint64_t node_limit, std::int64_t time_limit_ms) {
        if (node_limit > 0) nodes_.emplace(static_cast<unsigned long>(node_limit));
        if (time_limit_ms > 0) time_.emplace(static_cast<unsigned long>(time_limit_ms));
    }
    bool stop(const Gecode::Search::Statistics& s, const Gecode::Search::Options& o) override {
        return (nodes_ && nodes_->stop(s, o)) || (time_ && time_->stop(s, o));
    }
    bool active() const { return nodes_ || time_; }

private:
    std::optional<Gecode::Search::NodeStop> nodes_;
    std::optional<Gecode::Search::TimeStop> time_;  ///< its clock starts when it is constructed
};

struct GecodeSettings {
    Gecode::IntPropLevel ipl = Gecode::IPL_DOM;
    std::uint64_t node_limit = 0;
    std::int64_t time_limit_ms = 0;
};

sudoku::compare::Answer solve_with_gecode(const sudoku::Grid& puzzle, const GecodeSettings& settings) {
    PuzzleStop stop(settings.node_limit, settings.time_limit_ms);
    Gecode::Search::Options options;  // one thread; the engine clones the root space
    if (stop.active()) options.stop = &stop;
    auto* root = new SudokuSpace(puzzle, settings.ipl);
    Gecode::DFS<SudokuSpace> engine(root, options);
    delete root;

    sudoku::compare::Answer answer;
    if (SudokuSpace* solution = engine.next()) {
        answer.status = csp::Status::Satisfied;
        answer.solutions.push_back(solution->grid(puzzle.box()));
        delete solution;
    } else {
        answer.status = engine.stopped() ? csp::Status::LimitReached : csp::Status::Unsatisfiable;
    }
    answer.nodes = engine.statistics().node;
    return answer;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Gecode's distinct model against our solver, same puzzles, same process"};
    std::string path;
    std::vector<std::string> ipls;
    std::string backend = "csp";
    std::size_t limit = 0;
    std::uint64_t node_limit = 0;
    std::int64_t time_limit_ms = 0;
    bool gecode_only = false;
    bool markdown = false;
    sudoku::SolveOptions ours;

    app.add_option("FILE", path, "puzzle file (one-line or grid form, any size)")->required();
    app.add_option("--ipl", ipls,
                   "Gecode propagation level(s) for distinct: val|bnd|dom, comma-separated "
                   "(default dom)")
        ->delimiter(',')
        ->allow_extra_args(false);
    app.add_option("--backend", backend,
                   "our backend (default csp; known: " + csp::cli::join(sudoku::backend_names(), "|") + ")");
    app.add_option("--limit", limit, "use only the first N puzzles (0 = all)");
    app.add_option("--node-limit", node_limit, "per-puzzle node limit, both solvers (0 = none)");
    app.add_option("--time-limit-ms", time_limit_ms, "per-puzzle time limit in ms, both solvers (0 = none)")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("--gecode-only", gecode_only, "do not run our solver");
    app.add_flag("--markdown", markdown, "also print the rows as a Markdown table");
    sudoku::cli::add_engine_flags(app, ours);
    CLI11_PARSE(app, argc, argv);
    if (ipls.empty()) ipls.emplace_back("dom");

    std::vector<sudoku::compare::Contender> contenders;
    std::vector<sudoku::compare::Puzzle> puzzles;
    try {
        for (const std::string& name : ipls) {
            const GecodeSettings settings{bench_gecode::ipl_from_string(name), node_limit, time_limit_ms};
            contenders.push_back({"gecode ipl=" + name, [settings](const sudoku::Grid& puzzle) {
                                      return solve_with_gecode(puzzle, settings);
                                  }});
        }
        ours.backend = backend;
        (void)sudoku::find_backend(backend);
        puzzles = sudoku::compare::load_puzzles(path, limit);
    } catch (const std::exception& error) {
        std::cerr << "gecode_sudoku: " << error.what() << '\n';
        return 2;
    }
    ours.limits.node_limit = node_limit;
    ours.limits.time_limit = std::chrono::milliseconds(time_limit_ms);
    const std::string our_name =
        backend == "csp"
            ? "ours csp " + std::string(sudoku::to_string(ours.model)) +
                  (ours.model == sudoku::Model::AllDifferent ? "-" + sudoku::cli::strength_name(ours.strength) : "") +
                  " " + std::string(csp::to_string(ours.search.inference)) + "/" +
                  std::string(csp::to_string(ours.search.variable_order)) +
                  (ours.reasoning != csp::GroupReasoning::None ? " +" + std::string(csp::to_string(ours.reasoning))
                                                               : "")
            : "ours " + backend;
    if (!gecode_only)
        contenders.push_back(
            {our_name, [ours](const sudoku::Grid& puzzle) {
                 sudoku::SolveResult result = sudoku::solve(puzzle, ours);
                 return sudoku::compare::Answer{result.status, std::move(result.solutions), result.stats.nodes};
             }});

#ifndef NDEBUG
    std::cout << "warning: assertions are on; time a Release build (-DCMAKE_BUILD_TYPE=Release)\n";
#endif
    std::cout << puzzles.size() << " puzzles from " << path << "; Gecode " << GECODE_VERSION
              << ", first fail (INT_VAR_SIZE_MIN, INT_VAL_MIN), DFS, first solution; node-limit=" << node_limit
              << " time-limit-ms=" << time_limit_ms << "\n\n";

    std::vector<sudoku::compare::Summary> summaries;
    const sudoku::bench::CpuShare gauge;
    try {
        summaries = sudoku::compare::run(puzzles, contenders, std::cerr);
    } catch (const Gecode::Exception& error) {
        std::cerr << "gecode_sudoku: Gecode: " << error.what() << '\n';
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "gecode_sudoku: solver failed: " << error.what() << '\n';
        return 2;
    }
    sudoku::compare::print_table(std::cout, summaries, markdown);
    sudoku::bench::print_cpu_share(std::cout, gauge);
    if (!gecode_only)
        for (std::size_t i = 0; i + 1 < summaries.size(); ++i)
            std::cout << "ours/theirs mean time per puzzle vs " << summaries[i].name << ": "
                      << sudoku::compare::ratio_text(summaries.back().mean_us, summaries[i].mean_us) << " (wall), "
                      << sudoku::compare::ratio_text(summaries.back().mean_cpu_us, summaries[i].mean_cpu_us)
                      << " (cpu)\n";
    return sudoku::bench::finish(std::cout, summaries);
}
