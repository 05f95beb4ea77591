"""The one rule for every number given by keyword (csp/base/option_rule.hpp), on the engine's and
the Sudoku's keywords: a wrong type is a TypeError, a value the rule refuses a ValueError, each
naming the keyword; a tiny time limit is the shortest, a huge one the longest (never "expired at
once"). The cases of issue 36 as regression tests."""
import math

import pytest

import csp
from csp import sudoku

from conftest import australia, colouring_ok


def one_value():
    p = csp.Problem()
    p.add_variable("x", [7])
    return p


@pytest.mark.parametrize("seconds", [1e10, 9.3e9, 1e12, 1e300, math.inf])
def test_a_huge_time_limit_is_no_limit_rather_than_expired(seconds):
    r = csp.Solver(one_value(), time_limit=seconds).solve()
    assert r.status == "satisfied" and [dict(s) for s in r.solutions] == [{"x": 7}]
    solution = sudoku.solve(sudoku.Grid(2), time_limit=seconds)
    assert solution.status == "satisfied"
    assert sudoku.check(sudoku.Grid(2), solution.grid) == ""
    local = csp.min_conflicts(australia(), time_limit=seconds)
    assert local.status == "satisfied" and colouring_ok(local.solution)


@pytest.mark.parametrize("seconds", [1e-10, 1e-300])
def test_a_tiny_time_limit_is_the_shortest_limit_not_none(seconds):
    # Counting every 9x9 grid never ends: only the limit can stop it.
    with pytest.raises(TimeoutError, match="limit stopped the count"):
        sudoku.count(sudoku.Grid(3), max=0, backend="dlx", time_limit=seconds)
    r = csp.Solver(csp.Problem(), time_limit=seconds).solve()
    assert r.status in ("satisfied", "limit reached")


@pytest.mark.parametrize("call", [
    lambda v: csp.Solver(one_value(), time_limit=v),
    lambda v: sudoku.solve(sudoku.Grid(2), time_limit=v),
    lambda v: csp.min_conflicts(australia(), time_limit=v),
    lambda v: csp.solve_cutset(australia(), time_limit=v),
])
@pytest.mark.parametrize("seconds", [math.nan, -1, -1e-9])
def test_nan_or_negative_seconds_are_refused_naming_the_keyword(call, seconds):
    with pytest.raises(ValueError, match=r"time_limit: must be 0 or more"):
        call(seconds)


@pytest.mark.parametrize("options, error, message", [
    ({"seed": 2**70}, ValueError, r"seed: must be a whole number, 0 or more, got 1180591620717411303424"),
    ({"seed": -1}, ValueError, r"seed: must be a whole number, 0 or more, got -1"),
    ({"node_limit": -1}, ValueError, r"node_limit: must be a whole number, 0 or more, got -1"),
    ({"node_limit": 18446744073709551621}, ValueError, r"node_limit: must be a whole number, 0 or more"),
    ({"max_solutions": "3"}, TypeError, r"max_solutions must be an int, got str"),
    ({"max_solutions": 2.0}, TypeError, r"max_solutions must be an int, got float"),
    ({"inference": None}, TypeError, r"inference must be a str \(one of: none, fc, mac\) or a callable, got NoneType"),
    ({"time_limit": "1"}, TypeError, r"time_limit must be a number, got str"),
    ({"random_ties": 1}, TypeError, r"random_ties must be True or False, got int"),
    ({"restart_growth": math.inf}, ValueError, r"restart_growth: must be a number from 1 to 100, got inf"),
    ({"x": 1}, ValueError, r"unknown option 'x' \(expected one of: inference"),
])
def test_solver_keywords_follow_the_rule(options, error, message):
    with pytest.raises(error, match=message):
        csp.Solver(australia(), **options)


@pytest.mark.parametrize("options, error, message", [
    ({"seed": 2**70}, ValueError, r"seed: must be a whole number"),
    ({"node_limit": -1}, ValueError, r"node_limit: must be a whole number, 0 or more, got -1"),
    ({"time_limit": "1"}, TypeError, r"time_limit must be a number, got str"),
    ({"inference": None}, TypeError, r"inference must be a str, got NoneType"),
    ({"portfolio": 65}, ValueError, r"portfolio: must be a whole number from 1 to 64, got 65"),
    ({"portfolio": 2147483647}, ValueError, r"portfolio: must be a whole number from 1 to 64"),
    ({"x": 1}, ValueError, r"unknown option 'x'"),
])
def test_sudoku_keywords_follow_the_rule(options, error, message):
    with pytest.raises(error, match=message):
        sudoku.solve(sudoku.Grid(2), backend="csp", **options)


@pytest.mark.parametrize("options, message", [
    ({"max_steps": 0}, r"max_steps: must be a whole number, 1 or more, got 0"),
    ({"random_walk": 2.0}, r"random_walk: must be a number from 0 to 1, got 2.0"),
    ({"random_walk": -1}, r"random_walk: must be a number from 0 to 1, got -1"),
    ({"random_walk": math.nan}, r"random_walk: must be a number from 0 to 1, got nan"),
])
def test_min_conflicts_arguments_follow_the_rule(options, message):
    # max_steps=0 meant "no limit": on an unsatisfiable problem it never returned.
    with pytest.raises(ValueError, match=message):
        csp.min_conflicts(australia(("red", "green")), **options)
    with pytest.raises(ValueError, match=message):
        csp.queens_min_conflicts(8, **options)


def test_none_is_no_limit_where_a_limit_has_none():
    r = csp.Solver(australia(), node_limit=None, time_limit=None, max_solutions=None).solve()
    assert r.status == "satisfied" and len(r.solutions) == 18
    assert all(colouring_ok(s) for s in r.solutions)
    assert sudoku.solve(sudoku.Grid(2), backend="csp", alldiff_strength=None).status == "satisfied"
    assert sudoku.solve(sudoku.Grid(2), backend="csp", strength="bounds").status == "satisfied"  # former name
