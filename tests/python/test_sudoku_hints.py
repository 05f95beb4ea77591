"""csp.sudoku: generate, grade, hint and explain, each checked against the puzzle's solution."""
import json
import subprocess
from pathlib import Path

import pytest

from csp import sudoku
from test_sudoku import assert_solves, valid_solution

PUZZLES = Path(__file__).resolve().parents[2] / "examples" / "puzzles"


def solution_of(puzzle):
    result = sudoku.solve(puzzle, backend="dlx")
    assert result.unique is True
    assert_solves(puzzle, result.grid)
    return result.grid


def assert_step_agrees(step, solution):
    """A step places only the solution's values and removes none of them."""
    assert step.placements or step.eliminations
    for r, c, d in step.placements:
        assert solution[r, c] == d, step.explanation
    for r, c, d in step.eliminations:
        assert solution[r, c] != d, step.explanation


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard", "unfair", "extreme"])
def test_generate_grade_hint_agree(difficulty):
    puzzle = sudoku.generate(seed=3, difficulty=difficulty)
    assert sudoku.count(puzzle, max=0) == 1
    assert sudoku.check(puzzle) == ""
    rating = sudoku.grade(puzzle)
    assert rating.level == difficulty
    solution = solution_of(puzzle)
    step = sudoku.hint(puzzle)
    assert step is not None
    assert_step_agrees(step, solution)
    path = sudoku.explain(puzzle)
    assert path.solved == rating.solved
    assert path.solved or difficulty == "extreme"  # below extreme, logic alone solves it
    assert path.rating.level == rating.level and path.rating.score == rating.score
    assert path.steps[0].explanation == step.explanation  # the hint is the path's first step
    for s in path.steps:
        assert_step_agrees(s, solution)
    # Placing every placement of a solved path gives the solution.
    if path.solved:
        grid = puzzle.copy()
        for s in path.steps:
            for r, c, d in s.placements:
                grid[r, c] = d
        assert grid == solution
        assert len(path) == len(path.steps)
        # The rating's counts are of the path in HoDoKu's order (grade's), not of the one shown.
        assert path.rating.techniques == rating.techniques


def test_generate_is_reproducible_and_minimal():
    puzzle = sudoku.generate(seed=11)
    assert puzzle == sudoku.generate(seed=11)
    assert puzzle != sudoku.generate(seed=12)
    assert sudoku.generate().givens > 0  # seed=None: a random one
    assert sudoku.count(puzzle, max=0) == 1
    for r in range(9):
        for c in range(9):
            if puzzle[r, c]:
                fewer = puzzle.copy()
                fewer[r, c] = 0
                assert sudoku.count(fewer, backend="dlx") == 2  # every clue is needed


@pytest.mark.parametrize("box,symmetry", [(2, "rotational"), (3, "mirror"), (4, "none"), (3, "diagonal")])
def test_generate_sizes_and_symmetries(box, symmetry):
    puzzle = sudoku.generate(box=box, seed=5, symmetry=symmetry)
    assert puzzle.box == box and puzzle.size == box * box
    n = puzzle.size
    assert sudoku.count(puzzle) == 1
    solution = solution_of(puzzle)
    assert valid_solution(puzzle, solution)
    for r in range(n):
        for c in range(n):
            twin = {"rotational": (n - 1 - r, n - 1 - c), "mirror": (r, n - 1 - c),
                    "diagonal": (c, r), "none": (r, c)}[symmetry]
            assert (puzzle[r, c] == 0) == (puzzle[twin] == 0)


def test_generate_with_a_technique_and_clues():
    puzzle = sudoku.generate(seed=3, technique="x-wing")
    assert "x-wing" in sudoku.grade(puzzle).techniques
    assert sudoku.generate(seed=3, clues=30).givens <= 30


@pytest.mark.parametrize("symmetry,images", [
    ("rotational-90", lambda n, r, c: [(c, n - 1 - r), (n - 1 - r, n - 1 - c), (n - 1 - c, r)]),
    ("anti-diagonal", lambda n, r, c: [(n - 1 - c, n - 1 - r)]),
    ("full", lambda n, r, c: [(c, r), (n - 1 - r, c), (r, n - 1 - c), (n - 1 - c, n - 1 - r)]),
])
def test_generate_sudoku_explainers_symmetries(symmetry, images):
    puzzle = sudoku.generate(seed=2, symmetry=symmetry)
    assert sudoku.count(puzzle, backend="dlx") == 1
    for r in range(9):
        for c in range(9):
            for twin in images(9, r, c):
                assert (puzzle[r, c] == 0) == (puzzle[twin] == 0), (symmetry, r, c, twin)


def test_generate_an_se_range_and_a_hardest_technique():
    puzzle = sudoku.generate(seed=4, se_min=3, se_max=3, hardest_technique="naked-pair")
    assert sudoku.count(puzzle, backend="dlx") == 1
    rating = sudoku.grade(puzzle)
    assert rating.se == pytest.approx(3.0) and rating.hardest == "naked-pair"
    assert sudoku.generate(seed=4, se_max=None) == sudoku.generate(seed=4)  # None: no bound
    with pytest.raises(ValueError, match="^se_min 5 is above se_max 4"):
        sudoku.generate(se_min=5, se_max=4)
    with pytest.raises(ValueError, match="se_max"):
        sudoku.generate(se_max=-1)
    with pytest.raises(TypeError, match="se_min"):
        sudoku.generate(se_min="high")


def test_generate_errors():
    with pytest.raises(ValueError, match="unknown difficulty 'tricky'.*unfair"):
        sudoku.generate(difficulty="tricky")
    with pytest.raises(ValueError, match="unknown technique 'x-ray'.*x-wing"):
        sudoku.generate(technique="x-ray")
    with pytest.raises(ValueError, match="symmetry"):
        sudoku.generate(symmetry="radial")
    with pytest.raises(ValueError):
        sudoku.generate(box=0)
    with pytest.raises(ValueError):
        sudoku.generate(clues=3)
    with pytest.raises(RuntimeError, match="^no unfair puzzle in 1 attempt "):
        sudoku.generate(seed=1, difficulty="unfair", max_attempts=1)
    # No x-wing fits a 4x4 grid: the message says what was asked for, in whole words.
    with pytest.raises(RuntimeError, match="^no puzzle whose solving path uses x-wing in 3 attempts "):
        sudoku.generate(box=2, seed=1, technique="X-Wing", max_attempts=3)


def test_hint_on_bundled_puzzles():
    for puzzle in sudoku.read(PUZZLES / "top9.txt") + sudoku.read(PUZZLES / "16x16.txt"):
        solution = solution_of(puzzle)
        step = sudoku.hint(puzzle)
        assert_step_agrees(step, solution)
        assert step.technique in sudoku.techniques()
        assert step.title and len(step.code) == 4
        assert step.svg().startswith("<svg") and step._repr_svg_() == step.svg()


def test_hint_with_a_technique():
    puzzle = sudoku.read(PUZZLES / "top9.txt")[0]
    solution = solution_of(puzzle)
    step = sudoku.hint(puzzle, technique="hidden-single")
    assert step.technique == "hidden-single"
    assert_step_agrees(step, solution)
    assert sudoku.hint(puzzle, technique="0002").explanation == step.explanation  # by HoDoKu's code
    assert sudoku.hint(puzzle, technique="x-wing") is None  # not there in the starting position


def test_hint_none_and_uniqueness():
    full = solution_of(sudoku.read(PUZZLES / "easy.txt")[0])
    assert sudoku.hint(full) is None
    puzzle = sudoku.read(PUZZLES / "ai_escargot.txt")[0]
    for uniqueness in ("auto", "assume", "off"):
        assert_step_agrees(sudoku.hint(puzzle, uniqueness=uniqueness), solution_of(puzzle))
        assert sudoku.grade(puzzle, uniqueness=uniqueness).level == "extreme"


def test_hint_grade_explain_errors():
    clash = sudoku.Grid(3)
    clash[0, 0] = clash[1, 1] = 7
    for call in (sudoku.hint, sudoku.grade, sudoku.explain):
        with pytest.raises(ValueError, match="the givens clash: value 7 appears twice in box 1"):
            call(clash)
        with pytest.raises(ValueError, match="up to 64x64"):
            call(sudoku.Grid(9))
    puzzle = sudoku.read(PUZZLES / "easy.txt")[0]
    with pytest.raises(ValueError, match="unknown uniqueness 'maybe'"):
        sudoku.hint(puzzle, uniqueness="maybe")
    with pytest.raises(ValueError, match="unknown technique"):
        sudoku.hint(puzzle, technique="guessing")
    # No clash among the givens, but r1c3 has no candidate left: no solution.
    dead = sudoku.parse("12........3...4.")
    assert sudoku.count(dead) == 0
    with pytest.raises(ValueError, match="contradictory"):
        sudoku.hint(dead)
    with pytest.raises(ValueError, match="^not graded: it has no solution$"):
        sudoku.grade(dead)
    assert sudoku.explain(dead).end == "contradiction"


def test_hint_and_grade_refuse_a_puzzle_without_one_solution():
    """The tool's rule (sudoku::hints::check_position): no hint and no rating for a puzzle with
    none or several solutions, a ValueError naming the problem; sudoku.count agrees."""
    several = sudoku.Grid(3)
    several[0, 0] = 5
    # Wikipedia's puzzle with a 2 at r1c3 (its solution has 4): no clash, no cell without candidates.
    none = sudoku.parse("532.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    assert sudoku.count(several) == 2 and sudoku.count(none) == 0
    for grid, problem in ((several, "several solutions"), (none, "no solution")):
        with pytest.raises(ValueError, match=f"^no hint: it has {problem}$"):
            sudoku.hint(grid)
        with pytest.raises(ValueError, match=f"^not graded: it has {problem}$"):
            sudoku.grade(grid)
    assert sudoku.explain(several).end == "stuck"  # explain still walks it, and says where logic stops


UNIQUENESS_TECHNIQUES = {t for t in sudoku.techniques() if t.startswith(("unique-", "avoidable-", "bug-"))}


def test_uniqueness_needs_one_solution_of_the_placed_values_as_in_the_tool():
    """The tool's rule (sudoku::hints::check_position) in hint, explain and grade alike: the
    uniqueness techniques treat placed values as givens, so a position made unique only by a
    struck candidate gets none of them. A puzzle whose path uses unique rectangles, its given r1c2=1
    left as r1c2's only candidate: grade ran them (and rated a path through a contradiction)."""
    puzzle = sudoku.parse(".1......5.......2....376.1......3..87....5.6.945......4.........2.7..1..37.581...")
    assert UNIQUENESS_TECHNIQUES & set(sudoku.grade(puzzle).techniques)
    rows = [" ".join("1" if (r, c) == (0, 1) else f"[{puzzle[r, c]}]" if puzzle[r, c] else "123456789"
                     for c in range(9)) for r in range(9)]
    position = sudoku.parse_candidates("\n".join(rows))
    open_values = position.values
    assert open_values[0, 1] == 0 and sudoku.count(open_values) == 2 and position.candidates(0, 1) == [1]
    rating = sudoku.grade(position)
    path = sudoku.explain(position)
    assert path.solved and rating.solved
    assert not UNIQUENESS_TECHNIQUES & set(rating.techniques)
    assert not UNIQUENESS_TECHNIQUES & {s.technique for s in path.steps}
    assert (path.rating.se, path.rating.score) == (rating.se, rating.score)
    assert (rating.se, rating.score) == (sudoku.grade(position, uniqueness="off").se,
                                         sudoku.grade(position, uniqueness="off").score)
    solution = sudoku.solve(puzzle, backend="dlx").grid
    for s in path.steps:
        assert_step_agrees(s, solution)


def test_refusals_are_solution_count_errors():
    """SolutionCountError, a ValueError: .solutions says which refusal (0, or 2 for several)."""
    with pytest.raises(sudoku.SolutionCountError) as refused:
        sudoku.grade(sudoku.parse("." * 81))
    assert refused.value.solutions == 2 and isinstance(refused.value, ValueError)
    clash = sudoku.Grid(3)
    clash[0, 0] = clash[0, 1] = 1  # parse() refuses it: a Grid may hold it
    with pytest.raises(sudoku.SolutionCountError, match="^the givens clash") as refused:
        sudoku.hint(clash)
    assert refused.value.solutions == 0


def tool_output(build_dir, puzzle, *args):
    """What the `sudoku` tool of the same build prints for `puzzle` (skipped when it is not built)."""
    tool = build_dir / "sudoku"
    if not tool.exists():
        pytest.skip("the sudoku tool is not built beside the module")
    return subprocess.run([str(tool), *args, "-"], input=puzzle.to_text() + "\n", capture_output=True,
                          text=True).stdout.rstrip("\n")


@pytest.mark.parametrize("level", ["vague", "cells", "full"])
def test_hint_levels_and_compact_notation_say_what_the_tool_says(build_dir, level):
    """hint(level=, compact=) are `sudoku hint --level --compact`: the same words, from the library."""
    puzzle = sudoku.read(PUZZLES / "top9.txt")[1]
    args = ["hint", "--technique", "naked-triple", "--level", level]
    step = sudoku.hint(puzzle, technique="naked-triple", level=level)
    assert step.level == level and step.explanation == tool_output(build_dir, puzzle, *args)
    compact = sudoku.hint(puzzle, technique="naked-triple", level=level, compact=True)
    assert compact.explanation == tool_output(build_dir, puzzle, *args, "--compact")
    full = sudoku.hint(puzzle, technique="naked-triple")
    assert_step_agrees(full, solution_of(puzzle))
    if level == "full":
        assert (step.placements, step.eliminations) == (full.placements, full.eliminations)
        assert "<>" in compact.explanation and compact.explanation != step.explanation
        assert step.svg() == full.svg()
    else:
        assert step.placements == [] and step.eliminations == []
        assert step.explanation.startswith("next step: Naked Triple")
        with pytest.raises(ValueError, match="level='full'"):
            step.svg()
    if level == "vague":
        assert step.units == [] and step.cells == []
    else:  # the units and cells the tool's JSON names
        tool = json.loads(tool_output(build_dir, puzzle, *args, "--json"))
        assert step.units == tool["units"]
        if level == "cells":
            assert [f"r{r + 1}c{c + 1}" for r, c in step.cells] == tool["cells"]
    with pytest.raises(ValueError, match="unknown hint level 'some'"):
        sudoku.hint(puzzle, level="some")


def test_explain_compact_is_the_tools(build_dir):
    puzzle = sudoku.read(PUZZLES / "top9.txt")[1]
    lines = tool_output(build_dir, puzzle, "explain", "--compact").splitlines()
    path = sudoku.explain(puzzle, compact=True)
    assert any("<>" in s.explanation for s in path.steps)
    assert [f"{i + 1}. {s.explanation}" for i, s in enumerate(path.steps)] == lines[:len(path.steps)]


def test_grade_many_task_says_why_a_puzzle_is_not_graded(tmp_path):
    """grade_many's task (a file) says it per puzzle, as `sudoku grade --json` does."""
    from csp.sudoku import _grade_file
    easy = sudoku.read(PUZZLES / "easy.txt")[0]
    path = tmp_path / "two.txt"
    path.write_text(easy.to_text() + "\n" + "." * 81 + "\n")
    first, second = _grade_file(path, "auto", None)
    assert first["level"] == sudoku.grade(easy).level
    assert second == {"error": "not graded: it has several solutions"}


def test_digits_above_nine_are_letters_as_on_the_grid():
    """On a 16×16 the sentences name 12 'C' as the grid's one-line form does; the tuples keep numbers."""
    puzzle = sudoku.read(PUZZLES / "16x16.txt")[0]
    step = sudoku.hint(puzzle)
    assert step.explanation == "r1c6=C: hidden single, C fits nowhere else in box 2"
    assert step.placements == [(0, 5, 12)]
    assert_step_agrees(step, solution_of(puzzle))
    assert ">C</text>" in step.svg()
    # A pencil-mark grid in letters: the solution placed but r1c1 and r16c16, which list every digit
    # (the reader drops those their units rule out); what str() prints reads back, letters and all.
    solution = solution_of(puzzle)
    letter = "0123456789ABCDEFG"
    rows = []
    for r in range(16):
        cells = [f"[{letter[solution[r, c]]}]" for c in range(16)]
        if r in (0, 15):
            cells[r] = ",".join(letter[1:])
        rows.append(" ".join(cells))
    position = sudoku.parse_candidates("\n".join(rows))
    assert position.candidates(0, 0) == [solution[0, 0]] and position.candidates(15, 15) == [solution[15, 15]]
    assert "[G]" in str(position) and "[16]" not in str(position)
    assert str(sudoku.parse_candidates(str(position))) == str(position)
    step = sudoku.hint(position)
    assert_step_agrees(step, solution)
    assert step.explanation.startswith(f"r1c1={letter[solution[0, 0]]}: ")
