"""python/csp/sudoku.pyi matches csp.sudoku exactly, and every binding has a docstring."""
import ast
import inspect
import pathlib
import re

from csp import sudoku

STUB = pathlib.Path(sudoku.__file__).with_name("sudoku.pyi")


def stub_items():
    return {n.name: n for n in ast.parse(STUB.read_text()).body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}


def public(names):
    return {n for n in names if not n.startswith("_")}


def binding_parameters(function):
    """The parameter names of a pybind11 function, from the signature its docstring starts with
    (**kwargs as 'kwargs'); of a function written in Python (grade_many), from its signature."""
    if inspect.isfunction(function) and function.__module__ == sudoku.__name__:
        return list(inspect.signature(function).parameters)
    first = function.__doc__.splitlines()[0]
    inside = first[first.index("(") + 1:first.rindex(")")]
    return [re.sub(r"^\*+", "", p.split(":")[0].strip()) for p in re.split(r",\s*(?![^\[]*\])", inside) if p]


def stub_parameters(node):
    names = [a.arg for a in node.args.args if a.arg != "self"]
    return names + (["kwargs"] if node.args.kwonlyargs else [])


def test_stub_names_the_modules_public_names():
    assert set(stub_items()) == set(sudoku.__all__) == public(vars(sudoku)) - {"annotations"}


def test_stub_functions_take_the_bindings_parameters():
    for name, node in stub_items().items():
        if isinstance(node, ast.FunctionDef):
            assert stub_parameters(node) == binding_parameters(getattr(sudoku, name)), name


def test_stub_engine_options_are_the_ones_solve_takes():
    solve = stub_items()["solve"]
    options = {a.arg for a in solve.args.kwonlyargs}
    listed = re.search(r"\(as the sudoku tool's flags.*?\): ([a-z0-9_, ]+)\.", sudoku.solve.__doc__).group(1)
    assert options == set(listed.split(", "))


def test_stub_classes_have_the_members_of_the_classes():
    for name, node in stub_items().items():
        if isinstance(node, ast.ClassDef) and name not in ("ParseError", "SolutionCountError"):
            stubbed = public(item.name for item in node.body if isinstance(item, ast.FunctionDef))
            assert stubbed == public(dir(getattr(sudoku, name))), name
    error = stub_items()["ParseError"]
    fields = {item.target.id for item in error.body if isinstance(item, ast.AnnAssign)}
    assert fields == {"source", "line", "column", "message"}
    assert all(hasattr(sudoku.ParseError, f) for f in fields)
    error = stub_items()["SolutionCountError"]
    assert {item.target.id for item in error.body if isinstance(item, ast.AnnAssign)} == {"solutions"}
    assert issubclass(sudoku.SolutionCountError, ValueError) and hasattr(sudoku.SolutionCountError, "solutions")


def test_every_binding_has_a_docstring():
    for name in sudoku.__all__:
        value = getattr(sudoku, name)
        assert (value.__doc__ or "").strip(), name
        if inspect.isclass(value):
            for member, attr in vars(value).items():
                if not member.startswith("_") and callable(getattr(attr, "__get__", None)):
                    assert (getattr(attr, "__doc__", None) or "").strip(), f"{name}.{member}"
