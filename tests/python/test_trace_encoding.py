"""Recorder.trace_json() is the engine's one JSON encoding of events (docs/trace-format.md): line for
line what the command line's --trace-json writes for the same search, and the same events as rec.events."""
import json
import pathlib
import subprocess

import pytest

import csp
from conftest import australia, colouring_ok

# The package is assembled in the build tree (build/python/csp): the example programs are beside it.
MAP_COLOURING = pathlib.Path(csp.__file__).resolve().parents[2] / "examples" / "map_colouring"


def test_recorder_json_is_what_trace_json_writes():
    if not MAP_COLOURING.exists():
        pytest.skip(f"{MAP_COLOURING} is not built")
    flags = ["--inference", "fc", "--var-order", "input", "--val-order", "input"]
    out = subprocess.run([str(MAP_COLOURING), *flags, "--trace-json", "-"], capture_output=True, text=True,
                         check=True).stdout
    command_line = [line for line in out.splitlines() if line.startswith("{")]
    rec = csp.Recorder()
    p = australia(colours=(0, 1, 2))
    r = csp.Solver(p, inference="fc", variable_order="input", value_order="input", observer=rec).solve()
    assert colouring_ok(r.solution, colours=(0, 1, 2))
    assert len(command_line) > 10
    assert rec.trace_json().splitlines() == command_line


def test_recorder_json_holds_the_recorded_events_and_marks_a_second_problem():
    rec = csp.Recorder()
    first, second = australia(colours=(0, 1, 2)), australia(colours=(0, 1, 2))
    csp.Solver(first, inference="fc", observer=rec).solve()
    count = len(rec)
    csp.Solver(second, inference="mac", observer=rec).solve()
    lines = [json.loads(line) for line in rec.trace_json().splitlines()]
    assert [e["seq"] for e in lines] == list(range(1, len(lines) + 1))
    marker = lines[count]
    assert marker["event"] == "problem" and marker["label"] == "problem 2"
    events = lines[:count] + lines[count + 1:]
    assert [e["event"] for e in events] == [e.kind for e in rec.events]
    for line, event in zip(events, rec.events):
        if event.kind in ("assign", "prune", "backtrack"):
            assert (line["name"], line["value"], line["depth"]) == (event.var, event.value, event.depth)
    solutions = [e for e in events if e["event"] == "solution"]
    assert [s["index"] for s in solutions] == [1, 1]  # numbered again in the second problem
