// The `csp` backend: the general engine on the binary Sudoku model.
#include "csp/search/portfolio.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku::detail {

namespace {

class CspBackend final : public Backend {
public:
    std::string_view name() const override { return "csp"; }
    std::string_view description() const override {
        return "general CSP engine (binary != arcs or all-different; none/FC/MAC)";
    }

    std::vector<Setting> reads() const override {
        return {Setting::Model,       Setting::AllDifferentStrength,
                Setting::Inference,   Setting::VariableOrder,
                Setting::ValueOrder,  Setting::Seed,
                Setting::RandomTies,  Setting::Restarts,
                Setting::RestartBase, Setting::RestartGrowth,
                Setting::Nogoods,     Setting::Reasoning,
                Setting::Portfolio,   Setting::Observer};
    }

    std::vector<std::string> variable_names(const Grid& puzzle, const SolveOptions& options) const override {
        return model_of(puzzle, options).variable_names();
    }

    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const csp::Problem& model = model_of(puzzle, options);
        csp::SolverOptions base = options.search;
        base.max_solutions = options.max_solutions;
        base.keep_solutions = options.keep_solutions;
        base.limits = options.limits;
        base.observer = options.observer;
        const auto givens = givens_of(puzzle);
        const auto runs = csp::portfolio_variants(base, options.portfolio);
        csp::Result r = csp::solve_portfolio(model, runs, givens).result;
        SolveResult result;
        result.status = r.status;
        result.complete = r.complete;
        result.solution_count = r.solution_count;
        result.stats = r.stats;
        for (const auto& assignment : r.solutions) result.solutions.push_back(to_grid(assignment, puzzle.box()));
        return result;
    }

private:
    static const csp::Problem& model_of(const Grid& puzzle, const SolveOptions& options) {
        return model_for(puzzle.box(), options.model, options.strength.value_or(default_strength(puzzle.box())),
                         options.reasoning);
    }
};

}  // namespace

const Backend& csp_backend() {
    static const CspBackend backend;
    return backend;
}

}  // namespace sudoku::detail
