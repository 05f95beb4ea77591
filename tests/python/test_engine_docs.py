"""The examples of docs/python.md, section "The engine", print what the page shows."""
import contextlib
import io
import pathlib
import re

import pytest

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"


def engine_section():
    text = DOC.read_text()
    start = text.index("## The engine")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def examples():
    """(code, expected output or None) for each python block, the text block right after it."""
    blocks = re.findall(r"```(\w+)\n(.*?)```", engine_section(), re.DOTALL)
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
