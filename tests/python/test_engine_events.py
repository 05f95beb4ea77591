"""The events of backjumping, min-conflicts, the tree solver and cutset conditioning, checked against what
can be worked out apart from the engine: a conflict set found by hand, a replay of the repairs, the graph's
edges, csp.cycle_cutset."""
import pytest

import csp
from conftest import AUSTRALIA_BORDERS, australia, colouring_ok, queens, queens_ok

COLOURS = ["red", "green", "blue"]


def aima_backjumping_map():
    """AIMA 6.3.3's example: Australia in the order Q, NSW, V, T, SA, WA, NT, with V blue (its only value)."""
    p = csp.Problem()
    for region in ["Q", "NSW", "V", "T", "SA", "WA", "NT"]:
        p.add_variable(region, ["blue"] if region == "V" else COLOURS)
    for a, b in AUSTRALIA_BORDERS:
        p.add_constraint(a, b, "!=")
    return p


def neighbours(x):
    return {b if a == x else a for a, b in AUSTRALIA_BORDERS if x in (a, b)}


def test_the_textbook_dead_end_blames_q_nsw_and_v_and_jumps_back_to_v():
    p = aima_backjumping_map()
    rec = csp.Recorder()
    r = csp.solve_backjumping(p, variable_order="input", observer=rec)
    assert r.status == "satisfied" and colouring_ok(r.solution) and p.check(r.solution) == ""
    assigned = {}  # name: (value, depth), replayed from the assign and backtrack events
    for i, e in enumerate(rec.events):
        if e.kind == "assign":
            assigned[e.var] = (e.value, e.depth)
        elif e.kind == "backtrack":
            del assigned[e.var]
        elif e.kind == "backjump":
            break
    first = rec.events[i]
    # By hand: each colour of SA is held by one neighbour assigned above it; those are its conflict set.
    by_hand = {next(n for n in neighbours("SA") if assigned.get(n, (None,))[0] == colour) for colour in COLOURS}
    assert by_hand == {"Q", "NSW", "V"}
    assert first.var == "SA" and first.depth == 5
    assert first.conflict_set == sorted(by_hand, key=lambda n: assigned[n][1]) == ["Q", "NSW", "V"]
    assert first.target == "V" and first.target_depth == assigned["V"][1] == 3  # over T, at depth 4
    assert first.value is None and first.cause is None
    # T's value is undone without another being tried; V, blue only, is a dead end in turn, a
    # chronological step blaming what SA blamed, less V.
    t, v, at_v = rec.events[i + 1:i + 4]
    assert (t.kind, t.var, v.kind, v.var) == ("backtrack", "T", "backtrack", "V")
    assert at_v.kind == "backjump" and at_v.var == "V" and at_v.conflict_set == ["Q", "NSW"]
    assert at_v.target == "NSW" and (at_v.depth, at_v.target_depth) == (3, 2)
    assert "jump to V, conflict set {Q, NSW, V}" in rec.search_tree()
    assert repr(first) == "csp.Event(backjump, SA, conflict set ['Q', 'NSW', 'V'], back to V at depth 3, depth 5)"


@pytest.mark.parametrize("forward_checking", [False, True])
def test_every_dead_end_blames_variables_above_it_and_jumps_to_the_deepest(forward_checking):
    p = queens(8)
    rec = csp.Recorder()
    r = csp.solve_backjumping(p, forward_checking=forward_checking, variable_order="input", max_solutions=0,
                              observer=rec)
    assert r.solution_count == 92 and all(queens_ok(s, 8) and p.check(s) == "" for s in r.solutions)
    depth_of, jumps, skipped = {}, 0, 0
    for e in rec.events:
        if e.kind == "assign":
            depth_of[e.var] = e.depth
        elif e.kind == "backtrack":
            del depth_of[e.var]
        elif e.kind == "backjump":
            assert e.var not in depth_of  # its last value is undone already
            assert all(x in depth_of and depth_of[x] < e.depth for x in e.conflict_set)
            assert [depth_of[x] for x in e.conflict_set] == sorted(depth_of[x] for x in e.conflict_set)
            assert e.target == (e.conflict_set[-1] if e.conflict_set else None)
            assert e.target_depth == (depth_of[e.target] if e.conflict_set else 0)
            if e.target_depth < e.depth - 1:
                jumps += 1
                skipped += e.depth - 1 - e.target_depth
    assert (jumps, skipped) == (r.backjumps, r.levels_skipped)
    assert jumps > 0


def test_an_empty_conflict_set_ends_the_search():
    p = csp.Problem()
    p.add_variable("a", [0, 1])
    p.add_variable("b", [0])
    p.add_constraint("a", "b", "<")
    seen = []
    r = csp.solve_backjumping(p, variable_order="input", observer=seen.append)
    assert r.status == "unsatisfiable"
    last = seen[-1]
    assert (last.kind, last.var, last.conflict_set, last.target, last.target_depth) == ("backjump", "a", [], None, 0)


def attacks(rows, q):
    """Queens attacking queen q (rows: {"Q1": row, ...}), counted apart from the engine."""
    i = int(q[1:])
    return sum(1 for other, row in rows.items()
               if other != q and (row == rows[q] or abs(row - rows[q]) == abs(int(other[1:]) - i)))


def replay(events, names):
    """The starting assignment, then each repair applied in turn; checks each repair against the replay."""
    start = [e for e in events if e.kind == "assign"]
    assert [e.depth for e in start] == [0] * len(names) and sorted(e.var for e in start) == sorted(names)
    values = {e.var: e.value for e in start}
    repairs = [e for e in events if e.kind == "repair"]
    for step, e in enumerate(repairs, 1):
        assert e.step == step and e.old_value == values[e.var] and e.value is not None
        values[e.var] = e.value
        if names[0].startswith("Q"):
            assert e.conflicts == attacks(values, e.var)
    return values, len(repairs)


def test_min_conflicts_repairs_replayed_from_the_start_give_the_final_assignment():
    p = queens(8)
    total = 0
    for seed in range(5):
        rec = csp.Recorder()
        r = csp.min_conflicts(p, seed=seed, observer=rec)
        assert r.status == "satisfied" and queens_ok(r.solution, 8) and p.check(r.solution) == ""
        events = rec.events
        values, repairs = replay(events, [v.name for v in p.variables])
        assert values == r.solution and repairs == r.steps
        assert events[-1].kind == "solution" and events[-1].values == r.solution
        seen = []
        csp.min_conflicts(p, seed=seed, observer=seen.append)  # a callable sees the same run
        assert [repr(e) for e in seen] == [repr(e) for e in events]
        total += repairs
    assert total > 0  # the greedy start did not solve every run by itself


def test_min_conflicts_giving_up_reports_every_repair_and_no_solution():
    p = australia(colours=("red", "green"))  # WA, NT and SA form a triangle
    rec = csp.Recorder()
    r = csp.min_conflicts(p, max_steps=50, observer=rec)
    assert r.status == "limit reached" and r.steps == 50
    assert [e.kind for e in rec.events].count("repair") == 50 and rec.events[-1].kind == "repair"
    values, _ = replay(rec.events, [v.name for v in p.variables])
    assert p.check(values) != ""


def test_an_observer_that_raises_stops_min_conflicts():
    def observer(event):
        if event.kind == "repair":
            raise KeyError("stop")

    with pytest.raises(KeyError, match="stop"):
        csp.min_conflicts(australia(colours=("red", "green")), observer=observer)
    with pytest.raises(TypeError, match="observer"):
        csp.min_conflicts(australia(), observer=3)


def two_trees():
    """a - b, a - c, b - d, c - e, c - f, and g - h; values 0..3."""
    p = csp.Problem()
    for name in "abcdefgh":
        p.add_variable(name, range(4))
    p.add_constraint("a", "b", "<")
    p.add_constraint("a", "c", lambda a, c: a + c == 3, name="a+c=3")
    p.add_constraint("b", "d", "<")
    p.add_constraint("c", "e", "!=")
    p.add_constraint("c", "f", lambda c, f: c > f + 1, name="c>f+1")
    p.add_constraint("g", "h", lambda g, h: g == h + 2, name="g=h+2")
    return p


def check_tree_events(p, events, variables):
    """The tree order lists `variables` once, each parent a neighbour before its child; the revisions are
    the (parent, child) arcs, each followed by its prunings; the assignments follow the order."""
    edges = {frozenset(e) for e in p.edges()}
    assert events[0].kind == "tree_order"
    order, parent = events[0].order, events[0].parent
    assert sorted(order) == sorted(variables) and list(parent) == order
    for x in order:
        if parent[x] is not None:
            assert frozenset((x, parent[x])) in edges, (x, parent[x])
            assert order.index(parent[x]) < order.index(x)
    roots = [x for x in order if parent[x] is None]
    revised, target = [], None
    for e in events[1:]:
        if e.kind == "revise":
            assert parent[e.source] == e.target and e.var is None
            revised.append(e.source)
            target = e
        elif e.kind == "prune":
            assert (e.var, e.cause) == (target.target, target.source)
        elif e.kind in ("assign", "wipeout"):
            break
    assert sorted(revised) == sorted(set(order) - set(roots))
    assigned = [e.var for e in events if e.kind == "assign"]
    assert assigned == order


def test_tree_order_parents_are_neighbours_and_revisions_are_parent_child_arcs():
    p = two_trees()
    assert p.is_forest()
    rec = csp.Recorder()
    r = csp.solve_tree(p, observer=rec)
    assert r.status == "satisfied" and p.check(r.solution) == ""
    events = rec.events
    check_tree_events(p, events, list("abcdefgh"))
    assert sum(e.kind == "prune" for e in events) == r.stats.prunings > 0
    assert events[-1].kind == "solution" and events[-1].values == r.solution


def test_the_cutset_event_is_cycle_cutset_and_its_assignments_come_first():
    p = australia()
    rec = csp.Recorder()
    r = csp.solve_cutset(p, count=True, observer=rec)
    assert r.solution_count == 18 and colouring_ok(r.solution) and p.check(r.solution) == ""
    events = rec.events
    assert events[0].kind == "cutset" and events[0].vars == csp.cycle_cutset(p) == ["SA"]
    starts = [i for i, e in enumerate(events) if e.kind == "assign" and e.depth == 1]
    assert [events[i].var for i in starts] == ["SA"] * 3 and sorted(events[i].value for i in starts) == sorted(COLOURS)
    for i in starts:
        sa = events[i].value
        k = i + 1
        while events[k].kind == "prune":  # SA's colour forward-checked out of its neighbours
            assert events[k].cause == "SA" and events[k].value == sa
            k += 1
        assert {e.var for e in events[i + 1:k]} == neighbours("SA")
        end = next(j for j in range(k, len(events)) if events[j].kind == "backtrack" and events[j].var == "SA")
        check_tree_events(p, events[k:end], [v.name for v in p.variables if v.name != "SA"])


def test_cutset_assignments_come_at_depths_one_to_its_size():
    p = queens(6)
    rec = csp.Recorder()
    r = csp.solve_cutset(p, count=True, observer=rec)
    assert r.solution_count == 4 and p.check(r.solution) == ""
    cutset = rec.events[0].vars
    assert rec.events[0].kind == "cutset" and cutset == csp.cycle_cutset(p) and len(cutset) == 4
    path = []
    for e in rec.events[1:]:
        if e.kind == "assign" and e.depth <= len(cutset):
            assert e.var == cutset[e.depth - 1] and len(path) == e.depth - 1
            path.append(e.var)
        elif e.kind == "backtrack":
            assert e.var == path.pop() and e.depth == len(path) + 1
        elif e.kind == "assign":
            assert len(path) == len(cutset) and e.var not in cutset
        elif e.kind == "tree_order":
            assert len(path) == len(cutset) and not set(e.order) & set(cutset)
    assert path == []
