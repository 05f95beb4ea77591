// A program outside the project: it finds the installed library with find_package(csp).
#include <csp/csp.hpp>
#include <iostream>

int main() {
    csp::Problem p;
    const char* regions[] = {"WA", "NT", "SA", "Q", "NSW", "V", "T"};
    for (const char* r : regions) p.add_variable(r, 0, 2);
    const char* borders[][2] = {{"WA", "NT"},  {"WA", "SA"}, {"NT", "SA"}, {"NT", "Q"}, {"SA", "Q"},
                                {"SA", "NSW"}, {"SA", "V"},  {"Q", "NSW"}, {"NSW", "V"}};
    for (auto& b : borders) p.add_constraint(p.variable(b[0]), p.variable(b[1]), csp::not_equal());
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    for (const auto& s : r.solutions)
        if (!csp::violation(p, s).empty()) return 1;
    std::cout << "solutions: " << r.solution_count << "\n";
    return r.solution_count == 18 ? 0 : 1;
}
