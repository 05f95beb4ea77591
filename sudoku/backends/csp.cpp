// The `csp` backend: the general engine on the binary Sudoku model.
#include "csp/search/portfolio.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku::detail {

namespace {

class CspBackend final : public Backend {
public:
    std::string_view name() const override { return "csp"; }
    std::string_view description() const override { return "general CSP engine (binary != arcs or all-different; none/FC/MAC)"; }

    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const csp::Problem& model = model_for(puzzle.box(), options.model, options.strength.value_or(default_strength(puzzle.box())), options.reasoning);
        const csp::SolverOptions base{.inference = options.inference,
                                      .variable_order = options.variable_order,
                                      .value_order = options.value_order,
                                      .seed = options.seed,
                                      .max_solutions = options.max_solutions,
                                      .limits = options.limits,
                                      .observer = options.observer,
                                      .random_ties = options.random_ties,
                                      .restarts = options.restarts,
                                      .restart_base = options.restart_base,
                                      .restart_growth = options.restart_growth,
                                      .nogoods = options.nogoods};
        const auto givens = givens_of(puzzle);
        const auto runs = csp::portfolio_variants(base, options.portfolio);
        csp::Result r = csp::solve_portfolio(model, runs, givens).result;
        SolveResult result;
        result.status = r.status;
        result.complete = r.complete;
        result.stats = r.stats;
        for (const auto& assignment : r.solutions) result.solutions.push_back(to_grid(assignment, puzzle.box()));
        return result;
    }
};

}  // namespace

const Backend& csp_backend() {
    static const CspBackend backend;
    return backend;
}

}  // namespace sudoku::detail
