#include "csp/parallel/combination.hpp"

#include "csp/parallel/subproblem_solver.hpp"

namespace csp {

Combination::Combination(const SolverOptions& options) : options_(options) {}

SolverOptions Combination::next_options() const {
    SolverOptions next = options_;
    next.on_solution = nullptr;  // add() reports the solutions it keeps, once each
    if (options_.on_solution) next.keep_solutions = true;
    if (options_.max_solutions != 0 && !options_.objective)
        next.max_solutions = options_.max_solutions - static_cast<std::size_t>(result_.solution_count);
    if (next.objective) {
        next.keep_solutions = true;  // add() reads the objective's value from them (a few improving ones)
        if (best_) next.objective->better_than = best_;
    }
    return next;
}

void Combination::add(Result part) {
    parts_complete_ = parts_complete_ && part.complete;
    result_.stats += part.stats;
    if (options_.objective) {
        // A part solved with an older bound may bring solutions no better than the incumbent.
        const auto index = static_cast<std::size_t>(options_.objective->variable);
        for (Assignment& a : part.solutions) {
            const int value = a[index];
            if (best_ && (options_.objective->minimize ? value >= *best_ : value <= *best_)) continue;
            best_ = value;
            ++result_.solution_count;
            if (options_.on_solution) options_.on_solution(a);
            if (options_.keep_solutions) result_.solutions.push_back(std::move(a));
        }
        return;
    }
    if (options_.keep_solutions || options_.on_solution) {
        // A part read back from a checkpoint may count more solutions than it lists: those were
        // reported by the run that wrote it.
        const std::uint64_t unlisted =
            part.solution_count > part.solutions.size() ? part.solution_count - part.solutions.size() : 0;
        for (Assignment& a : part.solutions) {
            if (enough()) break;
            ++result_.solution_count;
            if (options_.on_solution) options_.on_solution(a);
            if (options_.keep_solutions) result_.solutions.push_back(std::move(a));
        }
        result_.solution_count += unlisted;
    } else result_.solution_count += part.solution_count;
    if (options_.max_solutions != 0 && result_.solution_count > options_.max_solutions)
        result_.solution_count = options_.max_solutions;
}

bool Combination::enough() const {
    return !options_.objective && options_.max_solutions != 0 && result_.solution_count >= options_.max_solutions;
}

Result Combination::result(bool all_added) const {
    Result whole = result_;
    whole.stats.solutions = whole.solution_count;
    whole.complete = all_added && parts_complete_ && !enough();
    if (whole.solution_count > 0) whole.status = Status::Satisfied;
    else whole.status = whole.complete ? Status::Unsatisfiable : Status::LimitReached;
    if (enough()) whole.status = Status::Satisfied;
    return whole;
}

Result solve_subproblems(const Problem& problem, const SolverOptions& options, std::span<const Decisions> subproblems) {
    Combination combination(options);
    SubproblemSolver solver(problem, options);
    std::size_t solved = 0;
    for (const Decisions& subproblem : subproblems) {
        if (combination.enough()) break;
        Result part = solver.solve(subproblem, combination.next_options());
        const bool stopped = !part.complete && part.status == Status::LimitReached;
        combination.add(std::move(part));
        ++solved;
        if (stopped) break;
    }
    return combination.result(solved == subproblems.size());
}

}  // namespace csp
