"""The examples of docs/python.md, section "The engine", print what the page shows."""
import contextlib
import io
import re

import pytest

from conftest import PYTHON_DOC as DOC, python_doc_section


def examples():
    """(code, expected output or None) for each python block, the text block right after it."""
    blocks = re.findall(r"```(\w+)\n(.*?)```", python_doc_section("## The engine"), re.DOTALL)
    pairs = []
    for i, (kind, body) in enumerate(blocks):
        if kind == "python":
            after = blocks[i + 1] if i + 1 < len(blocks) else None
            pairs.append((body, after[1] if after and after[0] == "text" else None))
    return pairs


def test_the_engine_section_has_examples():
    assert len(examples()) >= 5


def test_every_example_prints_what_the_page_shows():
    namespace = {}
    for code, expected in examples():
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, str(DOC), "exec"), namespace)
        if expected is not None:
            assert out.getvalue() == expected, code
