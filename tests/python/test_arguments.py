"""Every public call of the module answers wrong arguments with a TypeError or ValueError that names
the argument, never pybind11's signature dump, "Unable to cast", or a crash (issues 36 and 40)."""
import inspect
import subprocess
import sys

import pytest

import csp
from csp import sudoku

PYBIND11_WORDS = ("incompatible function arguments", "incompatible constructor arguments", "Unable to cast",
                  "Invoked with")


def australia():
    p = csp.Problem()
    for name in ["WA", "NT", "SA"]:
        p.add_variable(name, ["red", "green", "blue"])
    p.add_constraint("WA", "NT", "!=")
    p.add_constraint("WA", "SA", "!=")
    p.add_constraint("NT", "SA", "!=")
    return p


def public_calls():
    """(label, callable taking *args/**kwargs) for every public function and method of the module."""
    p = australia()
    instances = {csp.Problem: p, csp.Solver: csp.Solver(p), csp.Recorder: csp.Recorder(),
                 sudoku.Grid: sudoku.Grid(2)}
    calls = []
    for module, prefix in ((csp, "csp"), (sudoku, "csp.sudoku")):
        for name in getattr(module, "__all__", None) or dir(module):
            value = getattr(module, name)
            if name.startswith("_") or inspect.ismodule(value):
                continue
            if inspect.isclass(value):
                if value in instances:
                    calls.append((f"{prefix}.{name}()", value))
                    for member in dir(value):
                        attr = inspect.getattr_static(value, member)
                        if member.startswith("_") or not callable(getattr(value, member)) or \
                                isinstance(attr, property):
                            continue
                        calls.append((f"{prefix}.{name}.{member}", getattr(instances[value], member)))
            elif callable(value) and getattr(value, "__module__", "").startswith("csp"):
                calls.append((f"{prefix}.{name}", value))
    return calls


CALLS = public_calls()


def compiled(call):
    """The call is a binding of the compiled module (wrapped by csp/_arguments.py), not Python."""
    return hasattr(getattr(call, "__func__", call), "__wrapped__") or inspect.isclass(call)


BINDINGS = [c for c in CALLS if compiled(c[1])]


@pytest.mark.parametrize("label,call", BINDINGS, ids=[c[0] for c in BINDINGS])
def test_an_unknown_keyword_is_an_unknown_option(label, call):
    # Either the keyword is named, or (for a call that reads **options itself, such as csp.Solver)
    # the missing required argument is, before the options are read.
    with pytest.raises((ValueError, TypeError)) as error:
        call(__bogus__=1)
    message = str(error.value)
    assert "unknown option '__bogus__'" in message or "needs the argument" in message, message
    assert not any(words in message for words in PYBIND11_WORDS)


@pytest.mark.parametrize("label,call", CALLS, ids=[c[0] for c in CALLS])
def test_a_wrong_first_argument_is_named(label, call):
    class Odd:
        def __repr__(self):
            return "Odd()"

    try:
        call(Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd(), Odd())
    except (TypeError, ValueError, csp.ModelError) as e:  # ModelError: a variable named Odd() is unknown
        assert not any(words in str(e) for words in PYBIND11_WORDS), str(e)
    try:
        call(Odd())
    except (TypeError, ValueError, csp.ModelError, sudoku.ParseError) as e:
        assert not any(words in str(e) for words in PYBIND11_WORDS), str(e)


@pytest.mark.parametrize("call,error,words", [
    (lambda p: csp.Solver(p, time_limit="1"), TypeError, "time_limit must be a number, got str"),
    (lambda p: csp.Solver(p, variable_order=3), TypeError, "variable_order must be a str (one of: input, mrv"),
    (lambda p: csp.Solver(p, value_order=b"lcv"), TypeError, "value_order must be a str (one of: input, lcv"),
    (lambda p: csp.Solver(p, variable_order=lambda: None).solve(), TypeError, "takes 0 positional arguments"),
    (lambda p: csp.ac3(p, assume="WA"), TypeError, "csp.ac3(): assume must be a dict"),
    (lambda p: p.add_predicate(["WA", "NT", "SA"], "!="), TypeError, "predicate must be a callable, got str"),
    (lambda p: csp.Solver(5), TypeError, "csp.Solver(): problem must be a csp.Problem, got int"),
    (lambda p: csp.Solver(None), TypeError, "problem must be a csp.Problem, got None"),
    (lambda p: csp.min_conflicts(p, steps=3), ValueError, "csp.min_conflicts(): unknown option 'steps'"),
    (lambda p: csp.solve_backjumping(p, inference="fc"), ValueError, "unknown option 'inference'"),
    (lambda p: csp.solve_backjumping(p, max_solutions="2"), TypeError, "max_solutions must be an int, got str"),
    (lambda p: csp.solve_backjumping(p, variable_order=len), TypeError, "variable_order must be a str"),
    (lambda p: csp.solve_backjumping(p, variable_order="dom"), ValueError, "unknown variable order 'dom'"),
    (lambda p: sudoku.read(3), TypeError, "csp.sudoku.read(): path must be a str or os.PathLike, got int"),
    (lambda p: csp.solve_cutset(p, cutset=5), TypeError, "cutset must be an iterable"),
    (lambda p: csp.cycle_cutset(None), TypeError, "problem must be a csp.Problem, got None"),
    (lambda p: csp.ac3(p, algorithm=3), TypeError, "csp.ac3(): algorithm must be a str, got int"),
    (lambda p: csp.solve_tree(p, count="yes"), TypeError, "count must be True or False, got str"),
    (lambda p: csp.queens_min_conflicts("8"), TypeError, "n must be an int, got str"),
    (lambda p: csp.Solver(p).solve(assume=[("WA", "red")]), TypeError, "assume must be a dict"),
    (lambda p: p.add_variable("x", 5), TypeError, "values must be an iterable, got int"),
    (lambda p: csp.Recorder().search_tree(max_nodes="x"), TypeError, "max_nodes must be an int, got str"),
    (lambda p: sudoku.Grid("3"), TypeError, "csp.sudoku.Grid(): box must be an int, got str"),
    (lambda p: sudoku.hint("53..7"), TypeError, "grid must be a csp.sudoku.Grid or csp.sudoku.Position, got str"),
    (lambda p: sudoku.count(sudoku.Grid(2), max=-1), ValueError, "max must be 0 or more, got -1"),
    (lambda p: sudoku.generate(box=2, seed=-1), ValueError, "seed must be 0 or more, got -1"),
    (lambda p: sudoku.solve(sudoku.Grid(2), first="yes"), TypeError, "first must be True or False"),
])
def test_each_mistake_is_named(call, error, words):
    with pytest.raises(error) as raised:
        call(australia())
    assert words in str(raised.value)
    assert not any(w in str(raised.value) for w in PYBIND11_WORDS)


def test_a_problem_argument_of_none_does_not_crash_the_interpreter():
    # cycle_cutset(None) once dereferenced a null pointer and killed the process.
    code = "import csp\ntry:\n    csp.cycle_cutset(None)\nexcept TypeError as e:\n    print(e)\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "problem must be a csp.Problem, got None" in out.stdout


def test_a_second_assignment_is_refused_and_keeps_the_first():
    p = australia()
    p.assign("WA", "red")
    p.assign("WA", "red")  # the same value again changes nothing
    with pytest.raises(csp.ModelError, match=r"'green' was removed from 'WA''s domain \['red'\]"):
        p.assign("WA", "green")
    assert p.domain("WA") == ["red"]
    p.remove_value("NT", "blue")
    with pytest.raises(csp.ModelError, match="'blue' was removed"):
        p.assign("NT", "blue")
    assert p.domain("NT") == ["red", "green"]


def test_a_third_variable_where_the_relation_goes_is_named():
    p = csp.Problem()
    for name in "TWO":
        p.add_variable(name, range(10))
    with pytest.raises(csp.ModelError, match="two variables, then a relation; 'O' is a variable"):
        p.add_constraint("T", "W", "O", "!=")


def test_the_search_tree_shows_the_values_not_their_positions():
    p = australia()
    p.add_variable("T", ["red", "green", "blue"])
    recorder = csp.Recorder()
    r = csp.Solver(p, inference="fc", observer=recorder).solve(assume={"WA": "red"})
    assert r.solution["WA"] == "red"
    dot = recorder.search_tree()
    assert 'WA=red' in dot
    assert "WA=0" not in dot
    # what forward checking pruned after the assumption WA=red (at the root), as the events say it
    pruned = {(e.var, e.value) for e in recorder.events if e.kind == "prune" and e.depth == 0}
    assert ("NT", "red") in pruned and ("SA", "red") in pruned
    assert "NT{red}" in dot and "SA{red}" in dot
