"""Sudoku of any size on the csp engine."""
from ._core import sudoku as _sudoku

globals().update({name: getattr(_sudoku, name) for name in dir(_sudoku) if not name.startswith("_")})
