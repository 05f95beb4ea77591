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
