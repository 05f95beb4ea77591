"""csp.Solver: options, limits, assumptions, iteration, observers."""
import re
import subprocess

import pytest

import csp
from conftest import australia, colouring_ok, queens, queens_ok


def test_limits_end_in_limit_reached_with_the_solutions_so_far():
    p = queens(12)
    r = csp.Solver(p, max_solutions=0, keep_solutions=False, node_limit=1000).solve()
    assert r.status == "limit reached" and not r.complete and r.stats.nodes == 1000
    assert 0 < r.solution_count < 14200
    r = csp.Solver(p, max_solutions=None, time_limit=0.001).solve()
    assert r.status == "limit reached" and not r.complete
    assert all(queens_ok(s, 12) and p.check(s) == "" for s in r.solutions)


def test_options_change_the_search_not_the_answers():
    p = queens(6)
    for options in [dict(inference="none"), dict(inference="fc", value_order="lcv"),
                    dict(variable_order="dom-wdeg", restarts="luby", restart_base=5),
                    dict(value_order="random", seed=7, random_ties=True), dict(propagate_refutations=True)]:
        r = csp.Solver(p, max_solutions=0, **options).solve()
        assert r.solution_count == 4 and r.complete, options
        assert all(queens_ok(s, 6) and p.check(s) == "" for s in r.solutions)


def test_assume_fixes_variables_for_one_search_only():
    p = australia()
    s = csp.Solver(p, max_solutions=0)
    r = s.solve(assume={"WA": "red", p.variable("NT"): "green"})
    assert r.solution_count == 3 and all(x["WA"] == "red" and x["NT"] == "green" and colouring_ok(x) for x in r.solutions)
    assert s.solve(assume={"WA": "red", "Q": "green"}).status == "unsatisfiable"  # AIMA's AC-3 exercise
    assert s.solve().solution_count == 18
    with pytest.raises(csp.ModelError, match="'pink' is not a value of 'WA'"):
        s.solve(assume={"WA": "pink"})


def test_a_solver_sees_changes_of_its_problem_between_searches():
    p = australia()
    s = csp.Solver(p, max_solutions=0)
    assert s.solve().solution_count == 18
    p.assign("T", "red")
    assert s.solve().solution_count == 6


def test_iter_solutions_gives_every_solution_once_in_solve_order():
    p = queens(6)
    s = csp.Solver(p, variable_order="mrv")
    all_at_once = csp.Solver(p, variable_order="mrv", max_solutions=0).solve().solutions
    assert list(s.iter_solutions()) == all_at_once and len(all_at_once) == 4
    first = next(iter(csp.Solver(queens(8)).iter_solutions()))
    assert queens_ok(first, 8)
    assert list(csp.Solver(australia(("red",))).iter_solutions()) == []
    with pytest.raises(ValueError, match="iter_solutions"):
        list(csp.Solver(p, observer=csp.Recorder()).iter_solutions())


def test_recorder_and_callable_observers_see_the_same_events():
    p = australia()
    rec = csp.Recorder()
    seen = []
    r1 = csp.Solver(p, inference="fc", observer=rec).solve()
    r2 = csp.Solver(p, inference="fc", observer=seen.append).solve()
    assert r1.solution == r2.solution and colouring_ok(r1.solution)
    events = rec.events
    assert len(events) == len(rec) == len(seen) > 0
    assert [(e.kind, e.var, e.value, e.depth, e.cause) for e in events] == \
        [(e.kind, e.var, e.value, e.depth, e.cause) for e in seen]
    # The C++ trace of docs/guide.md: SA = 0 first, then prunings of 0 because of SA.
    assert (events[0].kind, events[0].var, events[0].value, events[0].depth) == ("assign", "SA", "red", 1)
    assert (events[1].kind, events[1].var, events[1].value, events[1].cause) == ("prune", "WA", "red", "SA")
    assert events[-1].kind == "solution" and events[-1].values == r1.solution
    assert sum(e.kind == "assign" for e in events) == r1.stats.nodes
    assert sum(e.kind == "prune" for e in events) == r1.stats.prunings
    rec.clear()
    assert rec.events == []


def test_on_solution_is_called_with_each_solution():
    p = australia()
    got = []
    r = csp.Solver(p, max_solutions=0, on_solution=got.append).solve()
    assert got == r.solutions and len(got) == 18


def test_an_observer_that_raises_stops_the_search_and_propagates():
    p = queens(10)
    calls = []

    def observer(event):
        calls.append(event)
        if len(calls) == 5:
            raise KeyError("enough")

    with pytest.raises(KeyError, match="enough"):
        csp.Solver(p, max_solutions=0, observer=observer).solve()
    assert len(calls) == 5
    assert csp.Solver(p, max_solutions=0).solve().solution_count == 724  # the problem is still usable


def test_solve_and_count_helpers():
    p = australia()
    assert colouring_ok(csp.solve(p, inference="fc"))
    assert csp.count_solutions(p, inference="none") == 18
    assert csp.solve(australia(("red", "green"))) is None


def test_recorder_draws_the_engines_search_tree():
    rec = csp.Recorder()
    r = csp.Solver(queens(4), inference="fc", variable_order="input", observer=rec).solve()
    dot = rec.search_tree()
    nodes = re.findall(r'n(\d+) \[label="([^"]*)"(.*)\];', dot)
    assigned = [(label.split("\\n")[0], style) for number, label, style in nodes if number != "0"]
    assert len(assigned) == r.stats.nodes == 8
    assert [a for a, _ in assigned] == [f"{e.var}={e.value}" for e in rec.events if e.kind == "assign"]
    solved = [a for a, style in assigned if "darkgreen" in style]
    assert solved == [f"Q4={r.solution['Q4']}"] and queens_ok(r.solution, 4)
    assert sum("color=red" in style for _, style in assigned) == 4  # the assignments undone on the way
    assert "wipe-out: Q3" in dot
    subprocess.run(["dot", "-Tsvg"], input=dot, text=True, check=True, capture_output=True)
    with pytest.raises(ValueError, match="nothing recorded"):
        csp.Recorder().search_tree()
