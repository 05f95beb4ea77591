"""Pseudocode that follows a recorded run: AIMA's AC-3 (fig. 6.3) and BACKTRACKING-SEARCH (fig. 6.5),
each as a list of lines, and the frames of a run, each the line being executed and the variables of
that line. to_html() renders them as a page fragment with the current line highlighted and a stepper
(in a notebook: IPython.display.HTML(to_html(...))).

    result = csp.ac3(problem, algorithm="ac3-textbook", trace=True)
    frames = csp.pseudocode.ac3_frames(problem, result)

    recorder = csp.Recorder()
    csp.Solver(problem, observer=recorder).solve()
    frames = csp.pseudocode.backtracking_frames(recorder.events)
"""
import html
import itertools
import json

# The book's structure, in our words; the frames below point at these lines by number.
AC3 = [
    "function AC-3(csp) returns false if an inconsistency is found, true otherwise",
    "    queue ← every arc (Xi, Xj) of csp",
    "    while queue is not empty:",
    "        (Xi, Xj) ← take the first arc of queue",
    "        if REVISE(csp, Xi, Xj):",
    "            if Di is empty: return false",
    "            for each Xk in NEIGHBOURS(Xi) except Xj:",
    "                add (Xk, Xi) to queue",
    "    return true",
    "",
    "function REVISE(csp, Xi, Xj) returns true if Di was changed",
    "    revised ← false",
    "    for each x in Di:",
    "        if no y in Dj is allowed with x by the constraint of Xi and Xj:",
    "            delete x from Di;  revised ← true",
    "    return revised",
]
AC3_LINE = {"start": 1, "pop": 3, "unchanged": 15, "delete": 14, "wipeout": 5, "requeue": 7, "done": 8}

BACKTRACKING = [
    "function BACKTRACKING-SEARCH(csp) returns a solution or failure",
    "    return BACKTRACK(csp, {})",
    "",
    "function BACKTRACK(csp, assignment) returns a solution or failure",
    "    if assignment is complete: return assignment",
    "    var ← SELECT-UNASSIGNED-VARIABLE(csp, assignment)",
    "    for each value in ORDER-DOMAIN-VALUES(csp, var, assignment):",
    "        if value is consistent with assignment:",
    "            add var = value to assignment",
    "            inferences ← INFERENCE(csp, var, assignment)",
    "            if inferences ≠ failure:",
    "                add inferences to csp",
    "                result ← BACKTRACK(csp, assignment)",
    "                if result ≠ failure: return result",
    "        remove var = value and its inferences",
    "    return failure",
]
BACKTRACKING_LINE = {"start": 1, "solution": 4, "assign": 8, "inconsistent": 7, "prune": 11, "wipeout": 10,
                     "undo": 14, "return failure": 15}


def ac3_frames(problem, result):
    """The frames of a textbook AC-3 or AC-2001 run (csp.ac3(problem, algorithm='ac3-textbook',
    trace=True)): dicts {line, event, arc, removed, queue, domains}. Each REVISE gives a 'pop' frame,
    then 'delete' (values removed) and 'requeue', 'wipeout' or 'unchanged'; the run ends on 'done' or
    the wipe-out."""
    if not result.steps and result.revisions:
        raise ValueError("ac3_frames: the result has no steps; run csp.ac3(..., trace=True)")
    domains = {v.name: problem.domain(v) for v in problem.variables}
    frames = []

    def frame(event, **fields):
        frames.append({"line": AC3_LINE[event], "event": event,
                       "domains": {k: list(v) for k, v in domains.items()}, **fields})

    first = result.steps[0] if result.steps else None
    frame("start", arc=None, removed=[], queue=[list(first.arc)] + [list(a) for a in first.queue] if first else [])
    for step in result.steps:
        xi, xj = step.arc
        frame("pop", arc=[xi, xj], removed=[], queue=[list(a) for a in step.queue])
        if not step.removed:
            frame("unchanged", arc=[xi, xj], removed=[], queue=[list(a) for a in step.queue])
            continue
        domains[xi] = [v for v in domains[xi] if v not in step.removed]
        frame("delete", arc=[xi, xj], removed=list(step.removed), queue=[list(a) for a in step.queue])
        frame("wipeout" if step.wipeout else "requeue", arc=[xi, xj], removed=list(step.removed),
              queue=[list(a) for a in step.queue])
    if result.consistent:
        frame("done", arc=None, removed=[], queue=[])
    return frames


def backtracking_frames(events):
    """The frames of a backtracking search recorded by a csp.Recorder (csp.Solver(..., observer=r)):
    dicts {line, event, var, value, depth, assignment, inferences}. An assignment undone at once,
    with no inference between (plain backtracking), is a value found inconsistent (line 7)."""
    frames, assignment, inferences = [], {}, []

    def frame(event, var=None, value=None, depth=0):
        frames.append({"line": BACKTRACKING_LINE[event], "event": event, "var": var, "value": value,
                       "depth": depth, "assignment": dict(assignment), "inferences": list(inferences)})

    frame("start")
    events = list(events)
    for event, after in itertools.zip_longest(events, events[1:]):
        kind = event.kind
        if kind == "assign":
            if after is not None and after.kind == "backtrack" and after.var == event.var:
                frame("inconsistent", event.var, event.value, event.depth)
                continue
            assignment[event.var] = event.value
            inferences.clear()
            frame("assign", event.var, event.value, event.depth)
        elif kind == "prune":
            inferences.append([event.var, event.value])
            frame("prune", event.var, event.value, event.depth)
        elif kind == "wipeout":
            frame("wipeout", event.var, None, event.depth)
        elif kind == "backtrack":
            if event.var in assignment and assignment[event.var] == event.value:  # else: shown inconsistent
                del assignment[event.var]
                inferences.clear()
                frame("undo", event.var, event.value, event.depth)
            # Every value of the variable tried: the next event is higher up (or there is none).
            if after is None or (after.kind in ("assign", "backtrack") and after.depth < event.depth):
                frame("return failure", event.var, None, event.depth)
        elif kind == "solution":
            frame("solution", None, None, len(assignment))
    return frames


def to_html(lines, frames, title=""):
    """The pseudocode with the line of each frame highlighted and the frame's variables beside it, a
    slider and Previous/Next buttons to step (the first frame is shown without JavaScript)."""
    ident = f"pc{id(frames):x}"
    rows = "".join(f'<div class="pc-line" data-line="{i}" style="white-space:pre;font-family:monospace;'
                   f'padding:0 4px;{_highlight if i == frames[0]["line"] else ""}">{html.escape(text) or "&nbsp;"}'
                   "</div>" for i, text in enumerate(lines)) if frames else ""
    state = html.escape(_describe(frames[0])) if frames else ""
    script = f"""<script>(function(){{
var root=document.getElementById("{ident}"),frames={json.dumps(frames, default=str)},at=0;
var slider=root.querySelector("input"),panel=root.querySelector(".pc-state"),lines=root.querySelectorAll(".pc-line");
function show(i){{at=Math.max(0,Math.min(frames.length-1,i));slider.value=at;
lines.forEach(function(l){{l.style.background=(+l.dataset.line===frames[at].line)?"#ffe58a":"";}});
var f=frames[at],t="step "+(at+1)+" of "+frames.length+": "+f.event;
Object.keys(f).forEach(function(k){{if(k!=="line"&&k!=="event")t+="\\n"+k+": "+JSON.stringify(f[k]);}});
panel.textContent=t;}}
root.querySelector(".pc-prev").onclick=function(){{show(at-1);}};
root.querySelector(".pc-next").onclick=function(){{show(at+1);}};
slider.oninput=function(){{show(+slider.value);}};show(0);}})();</script>"""
    return (f'<div id="{ident}" class="pc"><b>{html.escape(title)}</b>'
            f'<div style="display:flex;gap:1em"><div>{rows}</div>'
            f'<pre class="pc-state" style="margin:0">{state}</pre></div>'
            f'<button class="pc-prev">previous</button><button class="pc-next">next</button>'
            f'<input type="range" min="0" max="{max(len(frames) - 1, 0)}" value="0"></div>' + script)


_highlight = "background:#ffe58a"


def _describe(frame):
    fields = "".join(f"\n{k}: {json.dumps(v, default=str)}" for k, v in frame.items() if k not in ("line", "event"))
    return f"step 1: {frame['event']}{fields}"
