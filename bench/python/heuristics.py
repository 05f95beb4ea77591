"""CPU time of a variable order, value order and inference written in Python (csp.textbook) against
the engine's own (docs/benchmarks.md, "Python heuristics"): all 92 solutions of 8-queens, best of 3."""
import time

import csp


def best_cpu(problem, **options):
    times, result = [], None
    for _ in range(3):
        start = time.process_time()
        result = csp.Solver(problem, max_solutions=0, **options).solve()
        times.append(time.process_time() - start)
    return min(times), result


queens = csp.problems.queens(8)
python, mine = best_cpu(queens, variable_order=csp.textbook.mrv, value_order=csp.textbook.lcv,
                        inference=csp.textbook.forward_checking)
engine, theirs = best_cpu(queens, variable_order="mrv", value_order="lcv", inference="fc")
assert (mine.solution_count, mine.stats.nodes, mine.stats.prunings) == \
    (theirs.solution_count, theirs.stats.nodes, theirs.stats.prunings) and all(map(queens.is_solution, mine.solutions))
print(f"Python MRV + LCV + forward checking: {python * 1e3:.1f} ms CPU, {mine.stats.nodes} nodes")
print(f"the engine's mrv + lcv + fc:        {engine * 1e3:.2f} ms CPU, {theirs.stats.nodes} nodes")
print(f"ratio: {python / engine:.0f}")
