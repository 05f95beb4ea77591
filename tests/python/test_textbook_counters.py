"""The textbook's counters (issue 40): consistent assignments as AIMA and aima-python count them,
backtracks as returns to the previous level, and MAC that branches on one-value domains as AIMA's
pseudocode does. Each checked against a plain-Python backtracking written here, and against
aima-python itself when its checkout is beside this one (../shared/peers/aima-python)."""
import importlib
import pathlib
import sys

import pytest

import csp
from conftest import colouring_ok, queens_ok

ROOT = pathlib.Path(__file__).resolve().parents[2]


def plain_backtracking(n):
    """AIMA fig. 6.5 on n queens, columns in order, rows in increasing order, no inference: the first
    solution, the assignments added (consistent values) and the returns of failure."""
    counts = {"consistent": 0, "returns": 0}

    def consistent(rows, row):
        col = len(rows)
        return all(row != r and abs(row - r) != col - c for c, r in enumerate(rows))

    def backtrack(rows):
        if len(rows) == n:
            return rows
        for row in range(1, n + 1):
            if consistent(rows, row):
                counts["consistent"] += 1
                result = backtrack(rows + [row])
                if result:
                    return result
        counts["returns"] += 1
        return None

    return backtrack([]), counts


@pytest.mark.parametrize("n", [4, 6, 8, 10])
def test_consistent_assignments_and_returns_are_the_textbooks(n):
    solution, counts = plain_backtracking(n)
    r = csp.Solver(csp.problems.queens(n), inference="none", variable_order="input").solve()
    assert [r.solution[f"Q{i + 1}"] for i in range(n)] == solution and queens_ok(r.solution, n)
    assert r.stats.consistent_assignments == counts["consistent"]
    assert r.stats.returns == counts["returns"]
    assert r.stats.nodes == r.stats.consistent_assignments + r.stats.backtracks  # no inference: a value fails its check


def test_eight_queens_places_113_queens():
    r = csp.Solver(csp.problems.queens(8), inference="none", variable_order="input").solve()
    assert r.stats.consistent_assignments == 113 and r.stats.nodes == 876


def test_under_fc_and_mac_every_value_tried_is_consistent():
    for inference in ("fc", "mac"):
        r = csp.Solver(csp.problems.queens(8), inference=inference, variable_order="input", max_solutions=0).solve()
        assert r.stats.consistent_assignments == r.stats.nodes and r.solution_count == 92


def test_every_counter_has_a_one_line_definition():
    definitions = csp.Stats.definitions()
    r = csp.Solver(csp.problems.australia()).solve()
    assert list(r.stats.counters()) == list(definitions)
    assert {"nodes", "consistent_assignments", "backtracks", "returns", "checks"} <= set(definitions)
    for name, text in definitions.items():
        assert text and "\n" not in text, name
        assert getattr(csp.Stats, name).__doc__.startswith(text), name
        assert r.stats.counters()[name] == getattr(r.stats, name)


def test_textbook_mac_branches_on_every_variable():
    p = csp.problems.australia()
    usual = csp.Solver(p, inference="mac", variable_order="input").solve()
    textbook = csp.Solver(p, inference="mac", variable_order="input", branch_singletons=True).solve()
    assert usual.solution == textbook.solution and colouring_ok(textbook.solution)
    # WA = red, NT = green, then propagation leaves one value everywhere but T: the usual MAC
    # branches on T only; the textbook's assigns the five singletons too, a node each.
    assert (usual.stats.nodes, textbook.stats.nodes) == (3, 7)
    assert textbook.stats.backtracks == 0
    for inference in ("mac", "fc", "none"):  # every search still finds the 18 colourings
        assert csp.count_solutions(p, inference=inference, branch_singletons=True) == 18


def test_textbook_mac_and_a_python_mrv_agree():
    p = csp.problems.queens(8)
    mine = csp.Solver(p, variable_order=csp.textbook.mrv, branch_singletons=True, max_solutions=0).solve()
    engine = csp.Solver(p, variable_order="mrv", branch_singletons=True, max_solutions=0).solve()
    assert (mine.stats.nodes, mine.solution_count) == (engine.stats.nodes, engine.solution_count) == \
        (engine.stats.nodes, 92)


def aima_csp():
    """aima-python's csp module from the peer checkout, or skip."""
    for parent in ROOT.parents:
        peer = parent / "shared" / "peers" / "aima-python"
        if (peer / "aima" / "csp.py").exists():
            sys.path.insert(0, str(peer))
            try:
                return importlib.import_module("aima.csp")
            except ImportError as e:  # numpy, sortedcontainers
                pytest.skip(f"aima-python needs {e.name}")
            finally:
                sys.path.remove(str(peer))
    pytest.skip("no aima-python checkout (../shared/peers/aima-python)")


def test_aima_pythons_116_is_113_with_a_fixed_value_order():
    aima = aima_csp()
    theirs = aima.NQueensCSP(8)
    solution = aima.backtracking_search(theirs)
    assert theirs.nassigns == 116
    # aima-python's suppose() sets a variable's current domain to [value] and restore() appends the
    # other values back after it, so a variable visited again tries the values in another order
    # (the last one tried first). Asking for the book's fixed order gives the book's count, and ours.
    fixed = aima.NQueensCSP(8)
    again = aima.backtracking_search(fixed, order_domain_values=lambda var, assignment, c: sorted(c.choices(var)))
    ours = csp.Solver(csp.problems.queens(8), inference="none", variable_order="input").solve()
    assert fixed.nassigns == ours.stats.consistent_assignments == 113
    assert {f"Q{c + 1}": row + 1 for c, row in again.items()} == ours.solution
    assert solution == again  # the same first solution either way


def test_aima_pythons_forward_checking_counts_with_a_fixed_value_order():
    aima = aima_csp()
    theirs = aima.NQueensCSP(8)
    aima.backtracking_search(theirs, order_domain_values=lambda var, assignment, c: sorted(c.choices(var)),
                             inference=aima.forward_checking)
    ours = csp.Solver(csp.problems.queens(8), inference="fc", variable_order="input").solve()
    assert theirs.nassigns == ours.stats.consistent_assignments


def plain_forward_checking(n):
    """AIMA fig. 6.5 with forward checking on n queens, columns and rows in order: the value pairs it
    tests (each value of each unassigned neighbour against the new value, up to the first neighbour
    left empty) until the first solution."""
    pairs = 0

    def attacks(c1, r1, c2, r2):
        return r1 == r2 or abs(r1 - r2) == abs(c1 - c2)

    def backtrack(domains, column):
        nonlocal pairs
        if column == n:
            return True
        for row in sorted(domains[column]):
            pruned = [set(d) for d in domains]
            pruned[column] = {row}
            wiped = False
            for other in range(column + 1, n):
                pairs += len(pruned[other])
                pruned[other] = {r for r in pruned[other] if not attacks(column, row, other, r)}
                if not pruned[other]:
                    wiped = True
                    break
            if not wiped and backtrack(pruned, column + 1):
                return True
        return False

    backtrack([set(range(1, n + 1)) for _ in range(n)], 0)
    return pairs


@pytest.mark.parametrize("n", [4, 5, 6, 8, 10])
def test_forward_checkings_pair_checks_are_the_books(n):
    r = csp.Solver(csp.problems.queens(n), inference="fc", variable_order="input", count_pair_checks=True).solve()
    assert queens_ok(r.solution, n)
    assert r.stats.pair_checks == plain_forward_checking(n)


def test_pair_checks_are_counted_only_when_asked_and_change_nothing():
    p = csp.problems.queens(8)
    for inference in ("fc", "mac"):
        asked = csp.Solver(p, inference=inference, count_pair_checks=True, max_solutions=0).solve()
        plain = csp.Solver(p, inference=inference, max_solutions=0).solve()
        assert plain.stats.pair_checks == 0 < asked.stats.pair_checks
        assert (asked.stats.nodes, asked.solution_count) == (plain.stats.nodes, plain.solution_count) == \
            (plain.stats.nodes, 92)
    # MAC revises every arc again after each change, so it tests more pairs than FC on the same search.
    fc = csp.Solver(p, inference="fc", variable_order="input", count_pair_checks=True).solve()
    mac = csp.Solver(p, inference="mac", variable_order="input", count_pair_checks=True).solve()
    assert mac.stats.pair_checks > fc.stats.pair_checks


def test_aima_pythons_forward_checking_tests_the_same_pairs():
    aima = aima_csp()
    theirs = aima.NQueensCSP(8)
    aima.backtracking_search(theirs, order_domain_values=lambda var, assignment, c: sorted(c.choices(var)),
                             inference=aima.forward_checking)
    ours = csp.Solver(csp.problems.queens(8), inference="fc", variable_order="input", count_pair_checks=True).solve()
    # NQueensCSP counts its conflicts with row and diagonal tallies, so every constraints() call it
    # makes (nchecks) is one of forward checking's tests.
    assert theirs.nchecks == ours.stats.pair_checks
