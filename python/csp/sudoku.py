"""Sudoku of any size on the csp engine: read, solve with every backend, count, check, generate,
grade, and solve step by step as a person does (hint, explain).

    from csp import sudoku
    g = sudoku.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    s = sudoku.solve(g)           # Solution: .status, .grid, .unique, .backend, .stats
    sudoku.check(g, s.grid)       # '' = valid (the independent validator)
"""
from ._core import sudoku as _sudoku

__all__ = [
    "Grid", "ParseError", "Solution", "Step", "Rating", "Path",
    "parse", "parse_all", "read",
    "solve", "count", "check", "backends", "describe_backend",
    "generate", "hint", "explain", "grade", "techniques", "model",
]

globals().update({name: getattr(_sudoku, name) for name in __all__})
