"""AIMA's csp.py against `csp` on AIMA's own examples, in one process on the same machine.

AIMA's code is imported from its copy outside this repository (--aima, default
/work/shared/peers/aima-python; it needs Debian's python3-numpy and python3-sortedcontainers) and
never copied here. Each row runs the same search on the same CSP: AIMA's problem instance is read
(variables, domains, neighbours) and, except for N-Queens, its own constraint function becomes our
Python predicate (called once per pair of values when added). N-Queens uses the engine's relations
('!=' and x_i - x_j != ±(j - i)), and min-conflicts its queens-specific form.
Times are CPU milliseconds (time.process_time), best of --repeat; ours = building the csp.Problem + the search.
Every answer is checked: ours by AIMA's goal_test (N-Queens and Sudoku by a plain check).

  PYTHONPATH=build/python /usr/bin/python3 bench/python/aima_table.py
"""
import argparse
import random
import sys
import time

import csp
from csp import sudoku


def best(repeat, work):
    """(least CPU seconds over `repeat` runs, the last run's answer)."""
    seconds, answer = float("inf"), None
    for _ in range(repeat):
        start = time.process_time()
        answer = work()
        seconds = min(seconds, time.process_time() - start)
    return seconds, answer


def from_aima(instance):
    """AIMA's CSP as a csp.Problem: same variables, domains and constraint function."""
    p = csp.Problem()
    for v in instance.variables:
        p.add_variable(v, list(instance.domains[v]))
    done = set()
    for a in instance.variables:
        for b in instance.neighbors[a]:
            if (b, a) not in done:
                done.add((a, b))
                p.add_constraint(a, b, lambda x, y, a=a, b=b: instance.constraints(a, x, b, y))
    return p


def queens(n):
    p = csp.Problem()
    xs = [p.add_variable(i, range(n)) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            p.add_constraint(xs[i], xs[j], "!=")
            p.add_constraint(xs[i], xs[j], csp.not_equal_offset(j - i))
            p.add_constraint(xs[i], xs[j], csp.not_equal_offset(i - j))
    return p


def queens_ok(n, rows):
    """rows[i] = the row of the queen in column i."""
    return (len(rows) == n and len(set(rows)) == n and len({r + c for c, r in enumerate(rows)}) == n
            and len({r - c for c, r in enumerate(rows)}) == n)


def mac_search(problem):
    return csp.Solver(problem, inference="mac", variable_order="mrv").solve().solution


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--aima", default="/work/shared/peers/aima-python")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, args.aima)
    from aima import csp as aima  # noqa: E402  (from the peer's copy, found through sys.path)

    rows = []

    def row(name, method, aima_work, ours_work, check):
        random.seed(0)
        theirs, their_answer = best(args.repeat, aima_work)
        ours, our_answer = best(args.repeat, ours_work)
        if their_answer is None or not check(our_answer):
            sys.exit(f"{name}: a wrong or missing answer (AIMA {their_answer is not None})")
        rows.append((name, method, theirs, ours))

    aima_mac = {"select_unassigned_variable": aima.mrv, "inference": aima.mac}
    for n in (8, 100, 1000):
        row(f"{n}-queens", "min-conflicts", lambda n=n: aima.min_conflicts(aima.NQueensCSP(n)),
            lambda n=n: csp.queens_min_conflicts(n, seed=0).solution,
            lambda s, n=n: s is not None and queens_ok(n, list(s)))
    for n in (8, 16, 24):
        row(f"{n}-queens", "backtracking + MAC + MRV",
            lambda n=n: aima.backtracking_search(aima.NQueensCSP(n), **aima_mac),
            lambda n=n: mac_search(queens(n)),
            lambda s, n=n: s is not None and queens_ok(n, [s[i] for i in range(n)]))
    for name, instance in (("Australia", aima.australia_csp), ("USA", aima.usa_csp), ("France", aima.france_csp)):
        row(f"map: {name}", "backtracking + MAC + MRV", lambda i=instance: aima.backtracking_search(i, **aima_mac),
            lambda i=instance: mac_search(from_aima(i)), lambda s, i=instance: s is not None and i.goal_test(s))
    zebra = aima.Zebra()
    row("Zebra", "backtracking + MAC + MRV", lambda: aima.backtracking_search(aima.Zebra(), **aima_mac),
        lambda: mac_search(from_aima(zebra)), lambda s: s is not None and zebra.goal_test(s))
    for name, text in (("easy1", aima.easy1), ("harder1", aima.harder1)):
        grid = sudoku.parse(text)

        def ok(s, grid=grid):
            solved = sudoku.Grid.from_list([[int(s[aima.Sudoku.rows[r][c]]) for c in range(9)] for r in range(9)])
            return sudoku.check(grid, solved) == ""

        row(f"Sudoku {name}", "backtracking + MAC + MRV",
            lambda t=text: aima.backtracking_search(aima.Sudoku(t), **aima_mac),
            lambda t=text: mac_search(from_aima(aima.Sudoku(t))), ok)
        fast, solution = best(args.repeat, lambda g=grid: sudoku.solve(g))
        assert sudoku.check(grid, solution.grid) == ""
        rows.append((f"Sudoku {name}", "sudoku.solve (csp backend)", None, fast))

    print(f"CPU milliseconds, best of {args.repeat}; ours = building the csp.Problem + the search")
    print(f"{'problem':<16} {'method':<28} {'AIMA':>9} {'ours':>9} {'AIMA/ours':>9}")
    for name, method, theirs, ours in rows:
        ratio = f"{theirs / ours:9.0f}" if theirs is not None and ours > 0 else f"{'':>9}"
        their_text = f"{theirs * 1000:9.3f}" if theirs is not None else f"{'':>9}"
        print(f"{name:<16} {method:<28} {their_text} {ours * 1000:9.3f} {ratio}")


if __name__ == "__main__":
    main()
