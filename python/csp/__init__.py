"""csp: a constraint-satisfaction engine, with Sudoku of any size (csp.sudoku)."""
from ._core import *  # noqa: F401,F403
