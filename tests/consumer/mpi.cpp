// A program outside the project on csp::mpi (find_package(csp COMPONENTS mpi)): 6-queens counted
// over the ranks it is started with (one, without mpirun).
#include <csp/csp.hpp>
#include <csp/mpi/runner.hpp>
#include <iostream>

int main(int argc, char** argv) {
    const csp::mpi::Session session(argc, argv);
    csp::Problem p;
    const int n = 6;
    for (int i = 0; i < n; ++i) p.add_variable("Q" + std::to_string(i), 0, n - 1);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            p.add_constraint(i, j, csp::not_equal());
            p.add_constraint(i, j, csp::not_equal_offset(j - i));
            p.add_constraint(i, j, csp::not_equal_offset(i - j));
        }
    const csp::mpi::Outcome out = csp::mpi::solve(p, {.max_solutions = 0});
    for (const auto& s : out.result.solutions)
        if (!csp::violation(p, s).empty()) return 1;
    if (csp::mpi::is_coordinator()) std::cout << "mpi solutions: " << out.result.solution_count << "\n";
    return out.result.solution_count == 4 ? 0 : 1;
}
