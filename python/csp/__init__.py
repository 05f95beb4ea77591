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
import itertools as _itertools  # noqa: E402

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


# The most value combinations add_predicate evaluates: beyond, a model needs the engine's constraints.
_MAX_PREDICATE_TUPLES = 1_000_000


def _add_predicate(self, variables, predicate, name=None):
    """A constraint over any number of variables: predicate(*values) is True for the values allowed,
    given in the order of `variables` (names or csp.Variable). Evaluated now on every combination of
    the variables' current domains (at most 1,000,000), never during search: the engine keeps the
    allowed tuples as a table constraint (two variables: a binary constraint, as add_constraint; one:
    restrict). Raises what the predicate raises, and nothing is added then."""
    if isinstance(variables, (str, bytes)) or not hasattr(variables, "__iter__"):
        raise TypeError(f"csp.Problem.add_predicate(): variables must be a list of variables or names, "
                        f"got {type(variables).__name__}")
    if not callable(predicate):
        raise TypeError(f"csp.Problem.add_predicate(): predicate must be a callable, got {type(predicate).__name__}")
    if name is not None and not isinstance(name, str):
        raise TypeError(f"csp.Problem.add_predicate(): name must be a str or None, got {type(name).__name__}")
    variables = [self.variable(v) for v in variables]  # ModelError for an unknown one
    if not variables:
        raise ValueError("csp.Problem.add_predicate(): variables is empty")
    if len(set(variables)) < len(variables):
        raise ValueError("csp.Problem.add_predicate(): a variable is listed twice")
    if len(variables) == 1:
        return self.restrict(variables[0], predicate)
    if len(variables) == 2:
        return self.add_constraint(variables[0], variables[1], predicate, name=name)
    domains = [self.domain(v) for v in variables]
    combinations = 1
    for d in domains:
        combinations *= len(d)
    if combinations > _MAX_PREDICATE_TUPLES:
        raise ValueError(f"csp.Problem.add_predicate(): the domains of variables give {combinations:,} value "
                         f"combinations, more than the {_MAX_PREDICATE_TUPLES:,} a predicate is evaluated on; "
                         "split the constraint, or use add_linear, add_all_different or add_table")
    return self.add_table(variables, [t for t in _itertools.product(*domains) if predicate(*t)])


def _is_solution(self, solution):
    """True when `solution` ({name: value}) gives every variable a value of its domain and satisfies
    every constraint: check() == "", read as a yes or no (check() says what is wrong)."""
    return self.check(solution) == ""


Solver.iter_solutions = _iter_solutions
Problem.is_solution = _is_solution
Problem.add_predicate = _add_predicate
Problem.graph = _graph

from . import problems, pseudocode, textbook  # noqa: E402,F401  (after Problem.add_predicate, which problems uses)
