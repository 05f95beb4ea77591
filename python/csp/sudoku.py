"""Sudoku of any size on the csp engine: read, solve with every backend, count, check, generate,
grade, and solve step by step as a person does (hint, explain).

    from csp import sudoku
    g = sudoku.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    s = sudoku.solve(g)           # Solution: .status, .grid, .unique, .backend, .stats
    sudoku.check(g, s.grid)       # '' = valid (the independent validator)
"""
import os as _os

from ._core import sudoku as _sudoku

__all__ = [
    "Grid", "ParseError", "SolutionCountError", "Solution", "Step", "Rating", "Path", "Position",
    "parse", "parse_all", "read", "parse_candidates",
    "solve", "count", "check", "backends", "describe_backend",
    "generate", "hint", "explain", "grade", "techniques", "model", "grade_many",
]

globals().update({name: getattr(_sudoku, name) for name in __all__ if name != "grade_many"})


def _grade_file(path, uniqueness, time_limit):
    def plain(puzzle):
        try:
            rating = grade(puzzle, uniqueness, time_limit)
        except ValueError as refusal:  # SolutionCountError, or a grid too big: said, as `sudoku grade --json` does
            return {"error": str(refusal)}
        return {"se": rating.se, "level": rating.level, "score": rating.score, "hardest": rating.hardest,
                "techniques": rating.techniques, "solved": rating.solved}
    return [plain(g) for g in read(path)]


def grade_many(paths, client=None, uniqueness="auto", time_limit=None):
    """Grades every puzzle of each file in `paths` on Dask, a task per file: a list per file of
    each puzzle's rating as a dict (se, level, score, hardest, techniques, solved), as grade() gives
    it, or {"error": why} for a puzzle grade() refuses (no solution or several). `client`: a dask.distributed.Client (files are read by the workers, so they must see the
    paths), or None for csp.distributed's embedded LocalCluster."""
    from . import distributed
    client = client or distributed.default_client()
    paths = [_os.fspath(p) for p in paths]
    return client.gather(client.map(_grade_file, paths, [uniqueness] * len(paths), [time_limit] * len(paths),
                                    pure=False))
