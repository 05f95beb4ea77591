// The MPI runner (csp/mpi/) on every rank of `mpiexec -np N mpi_check` (ctest mpi.check_np*):
// random models (all-different included) counted, solved and optimised over the ranks, each answer
// checked on the coordinator against brute force and the validator. Every rank builds the same
// models from the same seed. Some rounds learn: to optimise, each rank keeps one learning search
// across its subproblems (csp/parallel/subproblem_solver.hpp), and a clause that took a
// subproblem's decisions for facts would lose the optimum of the next ones. N-Queens is counted
// with learning too.
// Exit 0 when all agree; else the first disagreement on stderr.
#include <iostream>
#include <optional>
#include <set>
#include <string>

#include "csp/mpi/runner.hpp"
#include "csp/test_models.hpp"

namespace {

using namespace csp;

int failures = 0;

void expect(bool ok, const std::string& what, int round) {
    if (ok || !mpi::is_coordinator()) return;
    if (++failures <= 5) std::cerr << "round " << round << ": " << what << "\n";
}

}  // namespace

int main(int argc, char** argv) {
    const mpi::Session session(argc, argv);
    Random rng(41);
    const auto inferences = std::array{Inference::Mac, Inference::ForwardChecking, Inference::None};
    for (int round = 0; round < 60; ++round) {
        const Problem p = testing::random_problem(rng, {.max_variables = 7, .max_domain = 5, .with_nary = true});
        const std::set<Assignment> expected = mpi::is_coordinator() ? testing::brute_force(p) : std::set<Assignment>{};
        SolverOptions options{.inference = inferences[static_cast<std::size_t>(round % 3)]};
        options.propagate_refutations = round % 2 == 0;
        options.learning = round % 6 == 3;  // under MAC
        const mpi::RunOptions run{.subproblems_per_worker = 1 + static_cast<std::size_t>(round % 5),
                                  .ordered = round % 4 == 0};

        options.max_solutions = 0;  // all solutions, each once
        const mpi::Outcome all = mpi::solve(p, options, run);
        const std::set<Assignment> found(all.result.solutions.begin(), all.result.solutions.end());
        expect(all.result.complete, "all solutions: not complete", round);
        expect(found.size() == all.result.solutions.size(), "a solution reported twice", round);
        expect(found == expected, "all solutions: not brute force's", round);
        expect(all.result.solution_count == expected.size(), "the count is not brute force's", round);

        options.max_solutions = 1;  // first solution
        const mpi::Outcome first = mpi::solve(p, options, run);
        expect(first.result.solutions.size() == (expected.empty() ? 0u : 1u), "first: not one solution", round);
        for (const Assignment& a : first.result.solutions) expect(violation(p, a).empty(), "first: invalid", round);
        expect(first.result.status == (expected.empty() ? Status::Unsatisfiable : Status::Satisfied),
               "first: wrong status", round);

        options.max_solutions = 0;  // optimisation
        const VarId objective = round % p.num_variables();
        options.objective = Objective{objective, round % 3 != 0};
        const mpi::Outcome best = mpi::solve(p, options, run);
        const std::optional<int> want = testing::optimum(expected, objective, options.objective->minimize);
        expect(best.result.complete, "optimisation: not proven", round);
        expect(want.has_value() == !best.result.solutions.empty(), "optimisation: wrong status", round);
        if (want && !best.result.solutions.empty()) {
            expect(violation(p, best.result.solutions.back()).empty(), "optimisation: invalid", round);
            expect(best.result.solutions.back()[static_cast<std::size_t>(objective)] == *want,
                   "optimisation: not the optimum", round);
        }
    }
    for (int n = 6; n <= 8; ++n) {
        const Problem p = testing::queens(n);
        const SolverOptions options{.max_solutions = 0, .learning = true};
        const mpi::Outcome all = mpi::solve(p, options, {.subproblems_per_worker = 10});
        const std::uint64_t want = Solver(p, {.max_solutions = 0, .keep_solutions = false}).solve().solution_count;
        const std::set<Assignment> found(all.result.solutions.begin(), all.result.solutions.end());
        expect(all.result.complete && found.size() == want && all.result.solution_count == want,
               std::to_string(n) + "-queens with learning: not the count of one plain search", n);
        for (const Assignment& a : found) expect(violation(p, a).empty(), "queens with learning: invalid", n);
    }
    if (mpi::is_coordinator())
        std::cout << (failures ? "FAILED" : "agreed with brute force") << " on " << mpi::ranks() << " ranks\n";
    return failures == 0 ? 0 : 1;
}
