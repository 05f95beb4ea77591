"""Pseudocode that follows a recorded run: AIMA's AC-3 (fig. 6.3), BACKTRACKING-SEARCH (fig. 6.5) with
forward checking or MAC as its INFERENCE, MIN-CONFLICTS (fig. 6.8), TREE-CSP-SOLVER (fig. 6.11), and
conflict-directed backjumping and cutset conditioning (which the book gives in prose), each as a list
of lines, and the frames of a run, each the line being executed and the variables of that line.
to_html() renders them as a page fragment with the current line highlighted and a stepper (in a
notebook: IPython.display.HTML(to_html(...))).

    result = csp.ac3(problem, algorithm="ac3-textbook", trace=True)
    frames = csp.pseudocode.ac3_frames(problem, result)

    recorder = csp.Recorder()
    csp.Solver(problem, observer=recorder).solve()
    frames = csp.pseudocode.backtracking_frames(recorder.events)

    recorder = csp.Recorder()
    csp.min_conflicts(problem, observer=recorder)
    frames = csp.pseudocode.search_frames("min_conflicts", recorder.events)
    html = csp.pseudocode.to_html(csp.pseudocode.LISTINGS["min_conflicts"], frames)
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


# INFERENCE of BACKTRACKING-SEARCH, as the book describes its two kinds (§6.3.2), after the search.
FORWARD_CHECKING = BACKTRACKING + [
    "",
    "function INFERENCE(csp, var, assignment): forward checking",
    "    for each unassigned Y in NEIGHBOURS(var):",
    "        delete from DY every value inconsistent with var's value",
    "        if DY is empty: return failure",
    "    return the deleted values",
]
MAC = BACKTRACKING + [
    "",
    "function INFERENCE(csp, var, assignment): MAC",
    "    queue ← the arcs (Y, var) of the unassigned neighbours Y of var",
    "    return AC-3(csp, queue), each REVISE deleting values",
    "    (AC-3 returns false, a failure, when it empties a domain)",
]

MIN_CONFLICTS = [
    "function MIN-CONFLICTS(csp, max_steps) returns a solution or failure",
    "    current ← an initial complete assignment for csp",
    "    for i = 1 to max_steps:",
    "        if current is a solution for csp: return current",
    "        var ← a randomly chosen conflicted variable",
    "        value ← the value v of var that minimises CONFLICTS(csp, var, v, current)",
    "        set var = value in current",
    "    return failure",
]

BACKJUMPING = [
    "function CBJ(csp, assignment) returns a solution, or failure and a conflict set",
    "    if assignment is complete: return assignment",
    "    var ← SELECT-UNASSIGNED-VARIABLE(csp, assignment);  conf(var) ← { }",
    "    for each value in ORDER-DOMAIN-VALUES(csp, var, assignment):",
    "        add var = value to assignment",
    "        check value against assignment (forward checking: prune the future domains)",
    "        if that fails: add the variables that ruled value out to conf(var)",
    "        else:",
    "            result, conf ← CBJ(csp, assignment)",
    "            if result ≠ failure: return result",
    "            if var ∉ conf: return failure, conf      (jump over var)",
    "            conf(var) ← conf(var) ∪ conf − {var}",
    "        remove var = value from assignment",
    "    return failure, conf(var)      (back to the most recent variable in conf(var))",
]

TREE = [
    "function TREE-CSP-SOLVER(csp) returns a solution, or failure",
    "    n ← number of variables in X;  assignment ← an empty assignment",
    "    root ← any variable in X",
    "    X ← TOPOLOGICALSORT(X, root)",
    "    for j = n down to 2:",
    "        MAKE-ARC-CONSISTENT(PARENT(Xj), Xj)",
    "        if it could not be made consistent: return failure",
    "    for i = 1 to n:",
    "        assignment[Xi] ← any consistent value from Di",
    "        if there is no consistent value: return failure",
    "    return assignment",
]

CUTSET = [
    "function CUTSET-CONDITIONING(csp) returns a solution, or failure",
    "    S ← a cycle cutset of csp (the other variables form a forest)",
    "    for each assignment of S that satisfies the constraints among S:",
    "        add var = value for the next variable of S",
    "        delete from the other domains the values inconsistent with S's assignment",
    "        result ← TREE-CSP-SOLVER(the remaining CSP)",
    "        if result ≠ failure: return result ∪ S's assignment",
    "        undo the last assignment of S and its deletions",
    "    return failure",
]

# Per method of search_frames(): its lines and, per kind of step, the line it is on.
LISTINGS = {"forward_checking": FORWARD_CHECKING, "mac": MAC, "min_conflicts": MIN_CONFLICTS,
            "backjumping": BACKJUMPING, "tree": TREE, "cutset": CUTSET}
LINES = {
    "forward_checking": {**BACKTRACKING_LINE, "prune": 19, "wipeout": 20},
    "mac": {**BACKTRACKING_LINE, "prune": 19, "wipeout": 20},
    "min_conflicts": {"start": 1, "solution": 3, "repair": 6},
    "backjumping": {"assign": 4, "prune": 5, "wipeout": 6, "inconsistent": 6, "undo": 12, "backjump": 13,
                    "solution": 1},
    "tree": {"order": 3, "revise": 5, "prune": 5, "wipeout": 6, "assign": 8, "solution": 10},
    "cutset": {"cutset": 1, "assign": 3, "prune": 4, "tree": 5, "solution": 6, "undo": 7},
}


def search_frames(method, events):
    """The frames of a run of `method` ('forward_checking', 'mac', 'min_conflicts', 'backjumping',
    'tree' or 'cutset') recorded by a csp.Recorder: dicts {line, event, ...the line's variables}, the
    line an index into LISTINGS[method]. Forward checking and MAC are BACKTRACKING-SEARCH's frames
    (backtracking_frames) with their prunings and wipe-outs inside INFERENCE."""
    if method not in LISTINGS:
        raise ValueError(f"search_frames: unknown method {method!r} (expected one of: {', '.join(LISTINGS)})")
    lines = LINES[method]
    if method in ("forward_checking", "mac"):
        return [{**f, "line": lines[f["event"]]} for f in backtracking_frames(events)]
    frames, cutset = [], []
    events = list(events)

    def frame(step, **fields):
        frames.append({"line": lines[step], "event": step, **fields})

    for event, previous in zip(events, [None] + events[:-1]):
        kind = event.kind
        if kind == "cutset":
            cutset = list(event.vars)
            frame("cutset", S=cutset)
        elif kind == "repair":
            frame("repair", i=event.step, var=event.var, value=f"{event.old_value} → {event.value}",
                  conflicts_left=event.conflicts)
        elif kind == "assign" and method == "min_conflicts":
            frame("start", var=event.var, value=event.value)
        elif kind == "assign" and method == "cutset" and event.var not in cutset:
            frame("tree", Xi=event.var, value=event.value)
        elif kind == "assign":
            frame("assign", var=event.var, value=event.value, depth=event.depth)
        elif kind == "prune":
            step = "tree" if method == "cutset" and event.cause not in cutset else "prune"
            frame(step, removed=f"{event.value} from D({event.var})", because_of=event.cause)
        elif kind == "wipeout":
            frame("tree" if method == "cutset" else "wipeout", empty=event.var)
        elif kind == "backtrack":
            undone_at_once = previous is not None and previous.kind == "assign" and previous.var == event.var
            if method == "backjumping" and undone_at_once:
                frame("inconsistent", var=event.var, value=event.value)
            elif method in ("backjumping", "cutset"):
                frame("undo", var=event.var, value=event.value, depth=event.depth)
        elif kind == "backjump":
            frame("backjump", var=event.var, conf=list(event.conflict_set),
                  back_to=event.target if event.target is not None else "none: no solution")
        elif kind == "tree_order":
            frame("tree" if method == "cutset" else "order", X=list(event.order))
        elif kind == "revise":
            frame("tree" if method == "cutset" else "revise", parent=event.target, Xj=event.source)
        elif kind == "solution":
            frame("solution", assignment=dict(event.values or {}))
    return frames


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
            if event.values:  # MAC leaves one-value domains unassigned: the solution names them all
                frames[-1]["assignment"] = dict(event.values)
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
