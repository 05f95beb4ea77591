"""python/csp/__init__.pyi matches the module exactly, and every binding has a docstring."""
import ast
import inspect
import pathlib

import csp

STUB = pathlib.Path(csp.__file__).with_name("__init__.pyi")
TYPE_ALIASES = {"Name", "Value", "VarRef", "Solution", "Observer"}


def stub_tree():
    return ast.parse(STUB.read_text())


def public(names):
    return {n for n in names if not n.startswith("_")}


def test_stub_names_the_modules_public_names():
    tree = stub_tree()
    stubbed = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    module = {name for name, value in vars(csp).items()
              if not name.startswith("_") and not inspect.ismodule(value)}
    assert stubbed == module


def test_stub_classes_have_the_members_of_the_classes():
    classes = {n.name: n for n in stub_tree().body if isinstance(n, ast.ClassDef)}

    def members(node):  # the stub's public methods and properties, with those of its stubbed bases
        own = public(item.name for item in node.body if isinstance(item, ast.FunctionDef))
        for base in node.bases:
            if isinstance(base, ast.Name) and base.id in classes:
                own |= members(classes[base.id])
        return own

    for name, node in classes.items():
        if name != "ModelError":
            assert members(node) == public(dir(getattr(csp, name))), name


def test_every_binding_has_a_docstring():
    for name, value in vars(csp).items():
        if name.startswith("_") or inspect.ismodule(value):
            continue
        assert (value.__doc__ or "").strip(), name
        if inspect.isclass(value):
            for member, attr in vars(value).items():
                if not member.startswith("_"):
                    assert (getattr(attr, "__doc__", None) or "").strip(), f"{name}.{member}"
