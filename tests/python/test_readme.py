"""The README's first ```python block runs as shown: it colours the map of Australia and prints a
colouring, then the number of colourings, 18."""
import ast
import os
import pathlib
import re
import subprocess

import csp

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"
BORDERS = [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"), ("SA", "NSW"),
           ("SA", "V"), ("Q", "NSW"), ("NSW", "V")]


def first_python_block(text):
    match = re.search(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert match, "README.md has no ```python block"
    return match.group(1)


def test_the_readme_example_colours_australia_and_counts_18_colourings():
    code = first_python_block(README.read_text(encoding="utf-8"))
    assert len(code.splitlines()) <= 10, "the README promises a ten-line example"
    # The same package this test imports, wherever PYTHONPATH pointed.
    env = dict(os.environ, PYTHONPATH=str(pathlib.Path(csp.__file__).resolve().parents[1]))
    run = subprocess.run(["/usr/bin/python3", "-c", code], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.strip().splitlines()
    assert lines[-1] == "18"
    colouring = ast.literal_eval(lines[0])  # checked here, not by the engine
    assert sorted(colouring) == sorted({r for border in BORDERS for r in border} | {"T"})
    assert set(colouring.values()) <= {"red", "green", "blue"}
    for a, b in BORDERS:
        assert colouring[a] != colouring[b], f"{a} and {b} share {colouring[a]}"


def test_the_readme_comments_show_what_is_printed():
    """Each `print(...)  # shown` line: the output line is `shown`, or begins with it up to "...}"."""
    code = first_python_block(README.read_text(encoding="utf-8"))
    env = dict(os.environ, PYTHONPATH=str(pathlib.Path(csp.__file__).resolve().parents[1]))
    run = subprocess.run(["/usr/bin/python3", "-c", code], env=env, capture_output=True, text=True, timeout=60)
    shown = [line.split("  # ", 1)[1] for line in code.splitlines() if line.startswith("print(") and "  # " in line]
    printed = run.stdout.strip().splitlines()
    assert len(shown) == len(printed) == 2
    for comment, line in zip(shown, printed):
        if comment.endswith("...}"):
            assert line.startswith(comment[:-len("...}")]), (comment, line)
        else:
            assert line == comment
