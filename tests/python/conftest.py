"""Shared models (AIMA's examples) and the independent validators for the Python tests."""
import pathlib

import pytest

import csp

PYTHON_DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"


def python_doc_section(heading):
    """The part of docs/python.md under `heading` (a "## " line), up to the next such heading."""
    text = PYTHON_DOC.read_text()
    start = text.index("\n" + heading + "\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


AUSTRALIA_BORDERS = [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"), ("SA", "NSW"),
                     ("SA", "V"), ("Q", "NSW"), ("NSW", "V")]
AUSTRALIA_REGIONS = ["WA", "NT", "SA", "Q", "NSW", "V", "T"]


def australia(colours=("red", "green", "blue")):
    """AIMA fig. 6.1, in the order of the C++ example (examples/models/map_colouring.hpp)."""
    p = csp.Problem()
    for region in AUSTRALIA_REGIONS:
        p.add_variable(region, list(colours))
    for a, b in AUSTRALIA_BORDERS:
        p.add_constraint(a, b, "!=")
    return p


def queens(n):
    """N-Queens as the C++ example's binary model: Qi = the row of column i, values 1..n."""
    p = csp.Problem()
    qs = [p.add_variable(f"Q{i + 1}", range(1, n + 1)) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            p.add_constraint(qs[i], qs[j], "!=")
            p.add_constraint(qs[i], qs[j], csp.not_equal_offset(j - i))
            p.add_constraint(qs[i], qs[j], csp.not_equal_offset(i - j))
    return p


def colouring_ok(solution, colours=("red", "green", "blue")):
    """Plain-Python check of a colouring of Australia: every region coloured, borders differ."""
    return (set(solution) == set(AUSTRALIA_REGIONS) and all(solution[r] in colours for r in AUSTRALIA_REGIONS)
            and all(solution[a] != solution[b] for a, b in AUSTRALIA_BORDERS))


def queens_ok(solution, n):
    """Plain-Python check of an N-Queens solution {"Q1": row, ...}."""
    rows = [solution[f"Q{i + 1}"] for i in range(n)]
    return (sorted(rows) == list(range(1, n + 1)) and len(solution) == n
            and all(abs(rows[i] - rows[j]) != j - i for i in range(n) for j in range(i + 1, n)))


@pytest.fixture
def build_dir():
    """The build tree this csp module was loaded from (build/python/csp/__init__.py)."""
    return pathlib.Path(csp.__file__).resolve().parents[2]
