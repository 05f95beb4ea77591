"""The problems of AIMA chapter 6, ready to solve: csp.problems.australia(), .queens(8), .zebra(), ...

Each function returns a new csp.Problem (change it as you like). The maps and the zebra puzzle are
read from the C++ example models (examples/models/), so the Python, command-line and web versions are
one problem; the others are written here, each the way the book states it.
"""
import itertools

from . import _core

COLOURS = ("red", "green", "blue")
FOUR_COLOURS = ("red", "green", "blue", "yellow")


def _map(name, colours):
    if isinstance(colours, (str, bytes)) or not hasattr(colours, "__iter__"):
        raise TypeError(f"csp.problems.{name}(): colours must be a list of colours, got {type(colours).__name__}")
    _, regions, borders = _core._map(name)
    p = _core.Problem()
    for region in regions:
        p.add_variable(region, list(colours))
    for a, b in borders:
        p.add_constraint(regions[a], regions[b], "!=")
    return p


def map_borders(name):
    """The borders of the map 'australia', 'usa' or 'france' as pairs of region names."""
    _, regions, borders = _core._map(name)
    return [(regions[a], regions[b]) for a, b in borders]


def australia(colours=COLOURS):
    """AIMA fig. 6.1: the seven regions of Australia, neighbours coloured differently."""
    return _map("australia", colours)


def usa(colours=FOUR_COLOURS):
    """The 48 contiguous United States and DC (postal codes), neighbours coloured differently."""
    return _map("usa", colours)


def france(colours=FOUR_COLOURS):
    """The 13 regions of metropolitan France (since 2016, short codes: IDF, NOR, ...); Corsica (COR) has
    no neighbour. Three colours are not enough."""
    return _map("france", colours)


def queens(n=8):
    """N-Queens (AIMA §6.1.1 and fig. 6.8): Q1..Qn, the row (1..n) of the queen in each column; no two
    queens share a row or a diagonal (binary constraints between every two columns)."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"csp.problems.queens(): n must be an int, got {type(n).__name__}")
    if n < 1:
        raise ValueError(f"csp.problems.queens(): n must be 1 or more, got {n}")
    p = _core.Problem()
    qs = [p.add_variable(f"Q{i + 1}", range(1, n + 1)) for i in range(n)]
    for i, j in itertools.combinations(range(n), 2):
        p.add_constraint(qs[i], qs[j], "!=")
        p.add_constraint(qs[i], qs[j], _core.not_equal_offset(j - i))
        p.add_constraint(qs[i], qs[j], _core.not_equal_offset(i - j))
    return p


def zebra_clues():
    """The zebra puzzle's categories [(name, [values])] and clues [(text, kind, a, b, house)], kind one
    of 'same house', 'next to', 'right of' (a is immediately right of b), 'in house'."""
    return _core._zebra()


def zebra():
    """AIMA exercise 6.7: five houses; a variable per colour, nationality, drink, pet and candy (25),
    holding the number (1..5) of its house. Who owns the zebra? Who drinks water?"""
    categories, clues = _core._zebra()
    p = _core.Problem()
    for _, values in categories:
        for value in values:
            p.add_variable(value, range(1, 6))
        for a, b in itertools.combinations(values, 2):
            p.add_constraint(a, b, "!=")
    relations = {"same house": "==", "next to": lambda a, b: abs(a - b) == 1, "right of": lambda a, b: a == b + 1}
    for _, kind, a, b, house in clues:
        if kind == "in house":
            p.assign(a, house)
        else:
            p.add_constraint(a, b, relations[kind], name=kind)
    return p


def send_more_money():
    """SEND + MORE = MONEY: a digit per letter, all different, no leading zero, one linear equation."""
    p = _core.Problem()
    letters = "SENDMORY"
    for letter in letters:
        p.add_variable(letter, range(10))
    p.add_all_different(list(letters))
    p.remove_value("S", 0)
    p.remove_value("M", 0)
    weights = {letter: 0 for letter in letters}
    for word, sign in (("SEND", 1), ("MORE", 1), ("MONEY", -1)):
        for power, letter in enumerate(reversed(word)):
            weights[letter] += sign * 10 ** power
    used = [letter for letter in letters if weights[letter] != 0]
    p.add_linear([weights[letter] for letter in used], used, "==", 0)
    return p


def two_two_four():
    """TWO + TWO = FOUR as AIMA fig. 6.2 states it: a digit per letter, all different, carries C1, C2, C3
    (0 or 1), and one constraint per column over any number of variables (n-ary Python predicates):
    O + O = R + 10·C1, C1 + W + W = U + 10·C2, C2 + T + T = O + 10·C3, C3 = F. No leading zero (T, F)."""
    p = _core.Problem()
    for letter in "TWOFUR":
        p.add_variable(letter, range(10))
    for carry in ("C1", "C2", "C3"):
        p.add_variable(carry, (0, 1))
    p.add_all_different(list("FTUWRO"))
    p.remove_value("T", 0)
    p.remove_value("F", 0)
    p.add_predicate(["O", "R", "C1"], lambda o, r, c1: o + o == r + 10 * c1, name="O + O = R + 10·C1")
    p.add_predicate(["C1", "W", "U", "C2"], lambda c1, w, u, c2: c1 + w + w == u + 10 * c2,
                    name="C1 + W + W = U + 10·C2")
    p.add_predicate(["C2", "T", "O", "C3"], lambda c2, t, o, c3: c2 + t + t == o + 10 * c3,
                    name="C2 + T + T = O + 10·C3")
    p.add_constraint("C3", "F", "==")
    return p


# AIMA fig. 6.4(a), row by row ('.' a blank).
SUDOKU = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def sudoku(puzzle=SUDOKU):
    """A 9x9 Sudoku (AIMA §6.2.6; default the puzzle of fig. 6.4): a variable per cell 'r1c1'..'r9c9',
    values 1..9, the givens assigned, != between every two cells of a row, column or box (810)."""
    from . import sudoku as _sudoku  # noqa: PLC0415 (csp.sudoku imports this package)
    grid = puzzle if isinstance(puzzle, _sudoku.Grid) else _sudoku.parse(puzzle)
    return _sudoku.model(grid)


# A small Kakuro: white cells (row, column) from 0, and runs (sum, cells) whose digits 1..9 differ
# and add up to the sum. It has exactly one solution.
KAKURO = [
    (16, [(0, 0), (0, 1)]), (24, [(1, 0), (1, 1), (1, 2)]), (17, [(2, 1), (2, 2)]),
    (17, [(0, 0), (1, 0)]), (24, [(0, 1), (1, 1), (2, 1)]), (16, [(1, 2), (2, 2)]),
]


def kakuro(runs=None):
    """A Kakuro (runs default: KAKURO): a variable per white cell '(r, c)' with digits 1..9; in each run
    the digits differ (all-different) and add up to its sum (a linear equation)."""
    runs = KAKURO if runs is None else runs
    if not all(isinstance(run, (tuple, list)) and len(run) == 2 and isinstance(run[0], int) for run in runs):
        raise TypeError("csp.problems.kakuro(): runs must be a list of (sum, [cells]) pairs")
    p = _core.Problem()
    cells_in_order = dict.fromkeys(cell for _, cells in runs for cell in cells)
    for cell in cells_in_order:
        p.add_variable(cell, range(1, 10))
    for total, cells in runs:
        p.add_all_different(list(cells))
        p.add_linear([1] * len(cells), list(cells), "==", total)
    return p

