"""Variable order, value order and inference written in Python (csp.Solver's callables): the
textbook's heuristics written by a student give the engine's own search, node for node."""
import pytest

import csp
from conftest import colouring_ok, queens_ok


mrv, lcv, forward_checking = csp.textbook.mrv, csp.textbook.lcv, csp.textbook.forward_checking


PROBLEMS = {
    "australia": csp.problems.australia,
    "queens 8": lambda: csp.problems.queens(8),
    "zebra": csp.problems.zebra,
    "france": csp.problems.france,
}


def counters(result):
    return (result.status, result.solution_count, result.stats.nodes, result.stats.backtracks,
            result.solutions[:3])


@pytest.mark.parametrize("inference", ["none", "fc", "mac"])
@pytest.mark.parametrize("name", PROBLEMS)
def test_mrv_in_python_gives_the_engines_mrv_node_counts(name, inference):
    p = PROBLEMS[name]()
    mine = csp.Solver(p, inference=inference, variable_order=mrv, max_solutions=0).solve()
    engine = csp.Solver(p, inference=inference, variable_order="mrv", max_solutions=0).solve()
    assert counters(mine) == counters(engine)
    assert mine.stats.nodes > 0 and all(p.check(s) == "" for s in mine.solutions)


@pytest.mark.parametrize("inference", ["none", "fc", "mac"])
@pytest.mark.parametrize("name", PROBLEMS)
def test_lcv_in_python_gives_the_engines_lcv_node_counts(name, inference):
    p = PROBLEMS[name]()
    for order in ("input", "mrv"):
        mine = csp.Solver(p, inference=inference, variable_order=order, value_order=lcv, max_solutions=3).solve()
        engine = csp.Solver(p, inference=inference, variable_order=order, value_order="lcv", max_solutions=3).solve()
        assert counters(mine) == counters(engine)


@pytest.mark.parametrize("name", ["australia", "queens 8", "france"])
def test_mac_in_python_gives_the_engines_textbook_mac(name):
    p = PROBLEMS[name]()
    for order in ("input", "mrv"):
        mine = csp.Solver(p, inference=csp.textbook.mac, variable_order=order, max_solutions=0).solve()
        engine = csp.Solver(p, inference="mac", branch_singletons=True, variable_order=order, max_solutions=0).solve()
        assert counters(mine) == counters(engine)


@pytest.mark.parametrize("name", ["australia", "queens 8"])
def test_forward_checking_in_python_gives_the_engines_node_counts(name):
    p = PROBLEMS[name]()
    for order in ("input", "mrv"):
        mine = csp.Solver(p, inference=forward_checking, variable_order=order, max_solutions=0).solve()
        engine = csp.Solver(p, inference="fc", variable_order=order, max_solutions=0).solve()
        assert counters(mine) == counters(engine)
        assert mine.stats.prunings == engine.stats.prunings


def test_the_first_solutions_of_python_heuristics_are_valid():
    r = csp.Solver(csp.problems.australia(), variable_order=mrv, value_order=lcv, inference=forward_checking).solve()
    assert colouring_ok(r.solution)
    r = csp.Solver(csp.problems.queens(12), variable_order=mrv, value_order=lcv, inference=forward_checking).solve()
    assert queens_ok(r.solution, 12)


def test_a_python_inference_sees_each_assignment_and_its_prunings_are_events():
    seen, recorder = [], csp.Recorder()

    def note(state, var, value):
        seen.append((var, value, dict(state.assignment)))
        return forward_checking(state, var, value)

    r = csp.Solver(csp.problems.australia(), variable_order="input", inference=note, observer=recorder).solve()
    assert seen[0] == ("WA", "red", {"WA": "red"})
    assert all(assignment[var] == value for var, value, assignment in seen)
    prunes = [e for e in recorder.events if e.kind == "prune"]
    assert prunes and prunes[0].var in ("NT", "SA") and prunes[0].value == "red" and prunes[0].cause == "WA"
    assert r.stats.prunings == len(prunes)


def test_a_failing_python_inference_backtracks():
    # An inference that refuses red everywhere: only green and blue are ever kept.
    r = csp.Solver(csp.problems.australia(), inference=lambda s, x, v: v != "red", max_solutions=0).solve()
    assert r.status == "unsatisfiable" and r.stats.backtracks > 0


def test_mistakes_in_a_callable_are_named():
    p = csp.problems.australia()
    with pytest.raises(TypeError, match="variable_order must be a str .* or a callable, got int"):
        csp.Solver(p, variable_order=3)
    with pytest.raises(TypeError, match="inference must be a str"):
        csp.Solver(p, inference=None)
    with pytest.raises(ValueError, match="variable_order: the callable chose 'WA', which is not among"):
        csp.Solver(p, variable_order=lambda s: "WA").solve()
    with pytest.raises(csp.ModelError, match="no variable named 'Mars'"):
        csp.Solver(p, variable_order=lambda s: "Mars").solve()
    with pytest.raises(ValueError, match="value_order: the callable returned 1 values of 'SA', and its domain has 3"):
        csp.Solver(p, value_order=lambda s, x: ["red"]).solve()
    with pytest.raises(ValueError, match="value_order: 'red' is not one of the values"):
        csp.Solver(p, value_order=lambda s, x: ["red", "red", "blue"]).solve()
    with pytest.raises(ValueError, match="value_order: the callable must return the values"):
        csp.Solver(p, value_order=lambda s, x: 3).solve()
    with pytest.raises(ZeroDivisionError):
        csp.Solver(p, inference=lambda s, x, v: 1 / 0).solve()
    with pytest.raises(RuntimeError, match="only an inference callable may narrow"):
        csp.Solver(p, variable_order=lambda s: s.remove("WA", "red")).solve()
    kept = []
    csp.Solver(p, variable_order=lambda s: kept.append(s) or (s.unassigned or [None])[0]).solve()
    with pytest.raises(RuntimeError, match="belongs to a call that has returned"):
        kept[0].domain("WA")
    with pytest.raises(ValueError, match="learning .* no search hooks"):
        csp.Solver(p, variable_order=mrv, learning=True).solve()


def test_after_an_error_the_solver_searches_again():
    calls = []

    def flaky(state):
        calls.append(1)
        if len(calls) == 1:
            raise KeyError("once")
        return state.unassigned[0] if state.unassigned else None  # under MAC the last ones may be decided

    s = csp.Solver(csp.problems.australia(), variable_order=flaky)
    with pytest.raises(KeyError):
        s.solve()
    assert colouring_ok(s.solve().solution)


def test_iter_solutions_uses_the_callables():
    p = csp.problems.australia()
    mine = list(csp.Solver(p, variable_order=mrv, value_order=lcv).iter_solutions())
    engine = list(csp.Solver(p, variable_order="mrv", value_order="lcv").iter_solutions())
    assert mine == engine and len(mine) == 18
