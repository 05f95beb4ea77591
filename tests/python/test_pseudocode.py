"""csp.pseudocode: the frames of a recorded run point at the pseudocode line that does what the
event says, and agree with the run's own counters."""
import json
import re

import csp
from csp import pseudocode


def line_of(lines, frame):
    return lines[frame["line"]]


AC3_WORDS = {"start": "queue ← every arc", "pop": "take the first arc", "unchanged": "return revised",
             "delete": "delete x from Di", "wipeout": "return false", "requeue": "add (Xk, Xi) to queue",
             "done": "return true"}
BT_WORDS = {"start": "BACKTRACK(csp, {})", "solution": "return assignment", "assign": "add var = value",
            "inconsistent": "is consistent with", "prune": "add inferences", "wipeout": "inferences ≠ failure",
            "undo": "remove var = value", "return failure": "return failure"}


def test_ac3_frames_follow_each_revision_to_the_wipe_out():
    p = csp.problems.australia()
    p.assign("WA", "red")
    p.assign("Q", "green")
    result = csp.ac3(p, algorithm="ac3-textbook", trace=True)
    frames = pseudocode.ac3_frames(p, result)
    for frame in frames:
        assert AC3_WORDS[frame["event"]] in line_of(pseudocode.AC3, frame), frame
    assert sum(f["event"] == "pop" for f in frames) == result.revisions == len(result.steps)
    assert sum(len(f["removed"]) for f in frames if f["event"] == "delete") == result.prunings
    assert frames[-1]["event"] == "wipeout" and frames[-1]["arc"][0] == result.wiped == "SA"
    assert frames[-1]["domains"]["SA"] == []
    pops = [f for f in frames if f["event"] == "pop"]
    assert [tuple(f["arc"]) for f in pops] == [s.arc for s in result.steps]


def test_ac3_frames_end_on_the_reduced_domains():
    p = csp.problems.australia()
    result = csp.ac3(p, algorithm="ac2001", trace=True, assume={"WA": "red", "NT": "green"})
    q = p.copy()
    q.assign("WA", "red")
    q.assign("NT", "green")
    frames = pseudocode.ac3_frames(q, result)
    assert frames[-1]["event"] == "done" and frames[-1]["domains"] == result.domains


def test_backtracking_frames_count_what_the_search_counts():
    recorder = csp.Recorder()
    r = csp.Solver(csp.problems.queens(8), inference="none", variable_order="input", observer=recorder).solve()
    frames = pseudocode.backtracking_frames(recorder.events)
    for frame in frames:
        assert BT_WORDS[frame["event"]] in line_of(pseudocode.BACKTRACKING, frame), frame
    count = {e: sum(f["event"] == e for f in frames) for e in BT_WORDS}
    assert count["assign"] == r.stats.consistent_assignments == 113
    assert count["inconsistent"] == r.stats.nodes - r.stats.consistent_assignments
    assert count["return failure"] == r.stats.returns
    assert frames[-1]["event"] == "solution" and frames[-1]["assignment"] == r.solution


def test_backtracking_frames_under_forward_checking_show_the_inferences():
    recorder = csp.Recorder()
    r = csp.Solver(csp.problems.queens(4), inference="fc", variable_order="input", observer=recorder).solve()
    frames = pseudocode.backtracking_frames(recorder.events)
    assert sum(f["event"] == "prune" for f in frames) == r.stats.prunings
    assert sum(f["event"] == "wipeout" for f in frames) == r.stats.wipeouts == 2
    assert sum(f["event"] == "assign" for f in frames) == r.stats.nodes == 8
    undone = [f for f in frames if f["event"] == "undo"]
    assert all(f["var"] not in f["assignment"] for f in undone)


def test_to_html_highlights_the_first_frames_line_and_carries_every_frame():
    p = csp.problems.australia()
    result = csp.ac3(p, algorithm="ac3-textbook", trace=True)
    frames = pseudocode.ac3_frames(p, result)
    page = pseudocode.to_html(pseudocode.AC3, frames, title="AC-3 on Australia")
    assert page.count('class="pc-line"') == len(pseudocode.AC3)
    highlighted = re.findall(r'data-line="(\d+)" style="[^"]*background', page)
    assert highlighted == [str(frames[0]["line"])]
    carried = json.loads(re.search(r"frames=(\[.*?\]),at=0", page, re.S).group(1))
    assert len(carried) == len(frames) and carried[-1]["event"] == "done"


# Per method, per kind of step: words of the line it must be on.
SEARCH_WORDS = {
    "forward_checking": {**BT_WORDS, "prune": "delete from DY", "wipeout": "if DY is empty"},
    "mac": {**BT_WORDS, "prune": "each REVISE deleting", "wipeout": "empties a domain"},
    "min_conflicts": {"start": "initial complete assignment", "repair": "set var = value",
                      "solution": "is a solution"},
    "backjumping": {"assign": "add var = value", "inconsistent": "if that fails", "prune": "check value",
                    "wipeout": "if that fails", "undo": "remove var = value", "backjump": "return failure, conf(var)",
                    "solution": "is complete"},
    "tree": {"order": "TOPOLOGICALSORT", "revise": "MAKE-ARC-CONSISTENT", "prune": "MAKE-ARC-CONSISTENT",
             "wipeout": "could not be made", "assign": "any consistent value", "solution": "return assignment"},
    "cutset": {"cutset": "a cycle cutset", "assign": "next variable of S", "prune": "inconsistent with S",
               "tree": "TREE-CSP-SOLVER", "undo": "undo the last", "solution": "return result"},
}


def check_lines(method, frames):
    for frame in frames:
        assert SEARCH_WORDS[method][frame["event"]] in pseudocode.LISTINGS[method][frame["line"]], (method, frame)


def test_forward_checking_and_mac_prune_inside_inference():
    for method, inference in (("forward_checking", "fc"), ("mac", "mac")):
        recorder = csp.Recorder()
        r = csp.Solver(csp.problems.queens(6), inference=inference, variable_order="input", observer=recorder).solve()
        frames = pseudocode.search_frames(method, recorder.events)
        check_lines(method, frames)
        assert sum(f["event"] == "prune" for f in frames) == r.stats.prunings > 0
        assert sum(f["event"] == "wipeout" for f in frames) == r.stats.wipeouts > 0
        assert frames[-1]["event"] == "solution" and frames[-1]["assignment"] == r.solution


def test_min_conflicts_frames_start_complete_then_repair():
    recorder = csp.Recorder()
    r = csp.min_conflicts(csp.problems.queens(8), seed=1, observer=recorder)
    frames = pseudocode.search_frames("min_conflicts", recorder.events)
    check_lines("min_conflicts", frames)
    assert [f["event"] for f in frames[:8]] == ["start"] * 8
    assert sum(f["event"] == "repair" for f in frames) == r.steps > 0
    assert frames[-1]["event"] == "solution" and frames[-1]["assignment"] == r.solution


def test_backjumping_frames_land_where_the_conflict_set_says():
    jump = csp.Problem()
    a = jump.add_variable("a", range(3))
    for name in ("b", "c"):
        jump.add_variable(name, range(5))
    d = jump.add_variable("d", [0])
    jump.add_constraint(a, d, "<")
    recorder = csp.Recorder()
    r = csp.solve_backjumping(jump, variable_order="input", observer=recorder)
    frames = pseudocode.search_frames("backjumping", recorder.events)
    check_lines("backjumping", frames)
    jumps = [f for f in frames if f["event"] == "backjump"]
    assert len(jumps) == r.backjumps + 1  # the last: a's own dead end, with nowhere to go
    assert [(f["var"], f["conf"], f["back_to"]) for f in jumps[:3]] == [("d", ["a"], "a")] * 3
    assert jumps[-1]["back_to"] == "none: no solution"


def test_tree_and_cutset_frames_follow_the_book():
    recorder = csp.Recorder()
    r = csp.solve_cutset(csp.problems.australia(), observer=recorder)
    frames = pseudocode.search_frames("cutset", recorder.events)
    check_lines("cutset", frames)
    assert frames[0]["event"] == "cutset" and frames[0]["S"] == ["SA"]
    solution = next(f for f in frames if f["event"] == "solution")
    assert solution["assignment"] == r.solution and solution["line"] == pseudocode.LINES["cutset"]["solution"]
    tree = csp.Problem()
    x, y, z = (tree.add_variable(n, range(3)) for n in "xyz")
    tree.add_constraint(x, y, "<")
    tree.add_constraint(y, z, "<")
    recorder = csp.Recorder()
    r = csp.solve_tree(tree, observer=recorder)
    frames = pseudocode.search_frames("tree", recorder.events)
    check_lines("tree", frames)
    events = [f["event"] for f in frames]
    assert events[0] == "order" and "revise" in events and events[-1] == "solution"
    assert frames[-1]["assignment"] == r.solution == {"x": 0, "y": 1, "z": 2}


def test_search_frames_name_the_methods_they_know():
    try:
        pseudocode.search_frames("bfs", [])
        raise AssertionError("an unknown method was accepted")
    except ValueError as error:
        assert "unknown method 'bfs'" in str(error) and "min_conflicts" in str(error)
