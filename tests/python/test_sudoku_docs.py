"""The examples of docs/python.md, section "Sudoku", give what the page shows (run as doctests)."""
import doctest
import pathlib

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"


def sudoku_section():
    text = DOC.read_text()
    start = text.index("\n## Sudoku")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def test_the_sudoku_examples_print_what_the_page_shows():
    section = sudoku_section().replace("```pycon", "").replace("```", "")
    test = doctest.DocTestParser().get_doctest(section, {}, "docs/python.md#sudoku", str(DOC), 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, "an example of docs/python.md, section Sudoku, printed something else (see above)"
