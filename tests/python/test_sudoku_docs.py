"""The examples of docs/python.md, section "Sudoku", give what the page shows (run as doctests)."""
import doctest

from conftest import PYTHON_DOC as DOC, python_doc_section


def test_the_sudoku_examples_print_what_the_page_shows():
    section = python_doc_section("## Sudoku").replace("```pycon", "").replace("```", "")
    test = doctest.DocTestParser().get_doctest(section, {}, "docs/python.md#sudoku", str(DOC), 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, "an example of docs/python.md, section Sudoku, printed something else (see above)"
