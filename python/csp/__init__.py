"""csp: a constraint-satisfaction engine, with Sudoku of any size (csp.sudoku).

Build a Problem, hand it to a Solver (or to ac3, min_conflicts, solve_tree, ...), read the Result.
"""
from . import _core
from ._arguments import guard as _guard

_guard(_core, _core, "csp")  # clear TypeError/ValueError for arguments that do not fit (before the re-export)
_guard(_core.sudoku, _core, "csp.sudoku")
from ._core import *  # noqa: F401,F403,E402
from ._core import ModelError, Problem, Solver  # noqa: E402
from ._graph import graph as _graph

del sudoku  # noqa: F821  (the star import brought _core's submodule; `from csp import sudoku` finds sudoku.py)


def solve(problem, **options):
    """The first solution ({name: value}) of `problem`, or None; options as for Solver."""
    return Solver(problem, **options).solve().solution


def count_solutions(problem, **options):
    """The number of solutions of `problem` (a lower bound when a limit stops the search); options as
    for Solver."""
    return Solver(problem, **{"max_solutions": 0, "keep_solutions": False, **options}).solve().solution_count


def _iter_solutions(self, assume=None):
    """Yields every solution ({name: value}) one at a time, in the order solve() finds them.

    Each time the solutions found so far run out, the search is run again for twice as many (the
    search is deterministic, so the first ones come again and are skipped): about twice the work of
    one search for all of them. Not with an observer or on_solution; max_solutions is ignored.
    """
    wanted, given = 1, 0
    while True:
        result = self._solve_fresh(wanted, assume)
        yield from result.solutions[given:]
        given = len(result.solutions)
        if result.complete or result.status == "limit reached" or given < wanted:
            return
        wanted *= 2


Solver.iter_solutions = _iter_solutions
Problem.graph = _graph
