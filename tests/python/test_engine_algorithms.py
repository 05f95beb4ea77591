"""AC-3 and its trace, min-conflicts, the tree solver, cutset conditioning, backjumping, the graph."""
import itertools
import subprocess

import pytest

import csp
from conftest import AUSTRALIA_BORDERS, australia, colouring_ok, queens, queens_ok


def aima_exercise():
    """AIMA's AC-3 exercise: Australia with WA = red and Q = green."""
    p = australia()
    p.assign("WA", "red")
    p.assign("Q", "green")
    return p


@pytest.mark.parametrize("algorithm", ["ac3", "ac3-textbook", "ac2001"])
def test_ac3_finds_the_exercise_inconsistent(algorithm):
    r = csp.ac3(aima_exercise(), algorithm=algorithm)
    assert not r.consistent and not r and r.wiped is not None and r.domains[r.wiped] == []
    ok = csp.ac3(australia(), algorithm=algorithm)
    assert ok.consistent and ok.domains == {n: ["red", "green", "blue"] for n in ok.domains} and ok.prunings == 0


def test_ac3_trace_lists_each_revision_and_the_queue():
    r = csp.ac3(aima_exercise(), algorithm="ac3-textbook", trace=True)
    assert r.steps and len(r.steps) == r.revisions
    assert sum(len(s.removed) for s in r.steps) == r.prunings and sum(s.checks for s in r.steps) == r.checks
    neighbours = {frozenset(b) for b in AUSTRALIA_BORDERS}
    assert all(frozenset(s.arc) in neighbours for s in r.steps)
    assert r.steps[-1].wipeout and r.steps[-1].arc[0] == r.wiped
    first = r.steps[0]
    assert len(first.queue) == 2 * len(AUSTRALIA_BORDERS) - 1  # every arc queued, the first taken
    with pytest.raises(ValueError, match="trace=True needs"):
        csp.ac3(australia(), trace=True)


def test_ac2001_never_checks_more_than_ac3():
    p = queens(8)
    assert csp.ac3(p, "ac2001").checks <= csp.ac3(p, "ac3-textbook").checks


def test_min_conflicts_on_a_problem():
    p = queens(8)
    r = csp.min_conflicts(p, seed=3)
    assert r.status == "satisfied" and r.conflicted_variables == 0
    assert queens_ok(r.solution, 8) and p.check(r.solution) == ""
    assert csp.min_conflicts(p, seed=3).solution == r.solution  # same seed, same run


def test_queens_min_conflicts_with_its_history():
    n = 2000
    r = csp.queens_min_conflicts(n, seed=1, history=True)
    assert r.status == "satisfied" and len(r.solution) == n and r.conflicts_history[-1] == 0
    assert len(r.conflicts_history) == r.steps + 1 and r.conflicts_history[0] > 0
    assert csp.queens_min_conflicts(n, seed=1).solution == r.solution  # recording does not change the run
    small = csp.min_conflicts(queens(8), seed=3, history=True)
    assert len(small.conflicts_history) == small.steps + 1 and small.conflicts_history[-1] == 0
    assert all(0 < c <= 8 for c in small.conflicts_history[:-1])
    rows = r.solution
    assert sorted(rows) == list(range(n))
    assert len({c + rows[c] for c in range(n)}) == n and len({c - rows[c] for c in range(n)}) == n
    stuck = csp.queens_min_conflicts(n, max_steps=1, seed=1)
    assert stuck.status == "limit reached" and stuck.solution is None and stuck.conflicted_variables > 0


def tree_problem():
    """A tree: a - b, a - c, c - d, with a < b, a != c, c + d == 3."""
    p = csp.Problem()
    for name in "abcd":
        p.add_variable(name, range(4))
    p.add_constraint("a", "b", "<")
    p.add_constraint("a", "c", "!=")
    p.add_constraint("c", "d", lambda c, d: c + d == 3, name="c+d=3")
    return p


def brute_force(p):
    names = [v.name for v in p.variables]
    return [dict(zip(names, vs)) for vs in itertools.product(*(p.values(n) for n in names))
            if p.check(dict(zip(names, vs))) == ""]


def test_tree_solver_counts_like_brute_force():
    p = tree_problem()
    assert p.is_forest()
    r = csp.solve_tree(p, count=True)
    assert r.status == "satisfied" and r.solution_count == len(brute_force(p)) and p.check(r.solution) == ""
    with pytest.raises(csp.ModelError, match="cycle"):
        csp.solve_tree(australia())


def test_cutset_conditioning_on_australia():
    p = australia()
    assert csp.cycle_cutset(p) == ["SA"]
    r = csp.solve_cutset(p, count=True)
    assert r.solution_count == 18 and colouring_ok(r.solution)
    assert csp.solve_cutset(p, count=True, cutset=["SA"]).solution_count == 18


@pytest.mark.parametrize("forward_checking", [False, True])
def test_backjumping_counts_like_the_solver(forward_checking):
    p = queens(6)
    r = csp.solve_backjumping(p, forward_checking=forward_checking, max_solutions=0)
    assert isinstance(r, csp.BackjumpingResult) and r.solution_count == 4 and r.complete
    assert all(queens_ok(s, 6) and p.check(s) == "" for s in r.solutions)
    assert r.backjumps >= 0 and r.levels_skipped >= r.backjumps
    rec = csp.Recorder()
    csp.solve_backjumping(australia(), observer=rec)
    assert [e.kind for e in rec.events].count("solution") == 1 and rec.events[0].kind == "assign"


def test_dot_is_the_cxx_examples(build_dir):
    dot = australia().to_dot()
    binary = build_dir / "examples" / "map_colouring"
    if binary.exists():
        assert dot == subprocess.run([str(binary), "australia", "--dot", "-"], check=True, capture_output=True,
                                     text=True).stdout
    assert dot.startswith("graph G {") and dot.count('[label="!="]') == len(AUSTRALIA_BORDERS)


def test_graph_edges_components_and_networkx():
    p = australia()
    assert sorted(map(frozenset, p.edges())) == sorted(map(frozenset, AUSTRALIA_BORDERS))
    assert sorted(map(sorted, p.components())) == [["NSW", "NT", "Q", "SA", "V", "WA"], ["T"]]
    assert not p.is_forest()
    networkx = pytest.importorskip("networkx")
    g = p.graph()
    assert isinstance(g, networkx.Graph) and g.number_of_nodes() == 7 and g.number_of_edges() == 9
    assert g.degree("SA") == 5
