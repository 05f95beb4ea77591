"""csp.sudoku: grids, reading, solving with every backend, counting, checking, and the errors."""
import copy
import pickle
import threading
from pathlib import Path

import pytest

import csp
from csp import sudoku

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "examples" / "puzzles"
FIXTURES = ROOT / "tests" / "data" / "sudoku_fixtures.txt"


def valid_solution(puzzle, solution):
    """Plain Python, apart from the C++ validator: every row, column and box holds 1..N once, and
    every given is kept."""
    rows, given = solution.to_list(), puzzle.to_list()
    n, box = len(rows), puzzle.box
    full = set(range(1, n + 1))
    units = [rows[r] for r in range(n)]
    units += [[rows[r][c] for r in range(n)] for c in range(n)]
    units += [[rows[br + r][bc + c] for r in range(box) for c in range(box)]
              for br in range(0, n, box) for bc in range(0, n, box)]
    kept = all(given[r][c] in (0, rows[r][c]) for r in range(n) for c in range(n))
    return kept and all(set(unit) == full and len(unit) == n for unit in units)


def assert_solves(puzzle, solution):
    assert solution is not None
    assert sudoku.check(puzzle, solution) == ""
    assert valid_solution(puzzle, solution)


def bundled(name):
    """(puzzle, known solution) pairs of examples/puzzles/NAME.txt and NAME.solution."""
    puzzles = sudoku.read(PUZZLES / f"{name}.txt")
    solutions = sudoku.read(str(PUZZLES / f"{name}.solution"))
    assert len(puzzles) == len(solutions) > 0
    return list(zip(puzzles, solutions))


def fixtures():
    pairs = []
    for line in FIXTURES.read_text().splitlines():
        if line and not line.startswith("#"):
            puzzle, solution = line.split(":")
            pairs.append((sudoku.parse(puzzle), sudoku.parse(solution)))
    return pairs


SMALL = ["4x4", "easy", "ai_escargot", "inkala_2012", "top9", "16x16"]
# The backends that finish on each set within the test's time (sudoku compare's figures):
# plain backtracking takes seconds on top9 and 16x16, and only sat and rules are quick on 25x25.
SLOW = {("backtrack", "16x16"), ("backtrack", "top9")}
BIG = {"25x25": ["auto", "sat", "rules"], "25x25_minimal": ["auto", "sat"]}


def backend_cases():
    for name in SMALL:
        for backend in sudoku.backends():
            if (backend, name) not in SLOW:
                yield backend, name
    for name, backends in BIG.items():
        for backend in backends:
            yield backend, name


@pytest.mark.parametrize("backend,name", list(backend_cases()))
def test_every_backend_solves_the_bundled_puzzles(backend, name):
    for puzzle, known in bundled(name):
        result = sudoku.solve(puzzle, backend=backend)
        assert result.status == "satisfied"
        assert result
        assert result.unique is True
        assert_solves(puzzle, result.grid)
        assert result.grid == known
        # auto names the backend it chose; bitboard hands grids other than 9x9 to auto's choice.
        assert result.backend == backend or backend == "auto" or (backend == "bitboard" and puzzle.size != 9)
        assert result.backend in sudoku.backends()


@pytest.mark.parametrize("backend", sudoku.backends())
def test_every_backend_solves_the_fixtures(backend):
    for puzzle, known in fixtures():
        if backend == "backtrack" and puzzle.size > 9:
            continue
        result = sudoku.solve(puzzle, backend=backend, first=True)
        assert_solves(puzzle, result.grid)
        assert result.grid == known
        assert result.unique is None  # first=True does not look for a second solution


def test_auto_picks_bitboard_for_9x9_rules_for_16x16_and_sat_above():
    assert sudoku.solve(bundled("easy")[0][0]).backend == "bitboard"
    assert sudoku.solve(bundled("16x16")[0][0]).backend == "rules"
    assert sudoku.solve(bundled("25x25")[0][0]).backend == "sat"


def test_the_stats_count_the_search():
    puzzle = bundled("inkala_2012")[0][0]
    stats = sudoku.solve(puzzle, backend="csp").stats
    assert isinstance(stats, csp.Stats)
    assert stats.nodes > 0 and stats.solutions == 1  # unique: one found, then the search exhausted
    assert stats.time >= 0
    assert sudoku.solve(puzzle, backend="dlx").counters["link updates"] > 0


def test_engine_options_change_the_csp_search():
    puzzle = bundled("ai_escargot")[0][0]
    runs = [sudoku.solve(puzzle, backend="csp", inference=inference) for inference in ("fc", "mac")]
    for run in runs:
        assert_solves(puzzle, run.grid)
    assert runs[0].stats.nodes > runs[1].stats.nodes  # more inference, fewer nodes
    # Without inference a 9x9 search takes millions of nodes: on 4x4 only.
    four = bundled("4x4")[0][0]
    assert_solves(four, sudoku.solve(four, backend="csp", inference="none").grid)
    for options in ({"model": "binary"}, {"strength": "domain"}, {"variable_order": "dom-wdeg", "restarts": "luby"},
                    {"value_order": "random", "seed": 7, "random_ties": True}, {"reasoning": "full"},
                    {"portfolio": 2}, {"restart_base": 10, "restart_growth": 2.0, "nogoods": False}):
        assert_solves(puzzle, sudoku.solve(puzzle, backend="csp", **options).grid)


def test_count():
    puzzle, _ = bundled("easy")[0]
    assert sudoku.count(puzzle) == 1
    assert sudoku.count(puzzle, max=0) == 1
    four = sudoku.Grid(2)
    assert sudoku.count(four, max=0, backend="dlx") == 288  # every 4x4 grid
    assert sudoku.count(four, max=10) == 10
    four[0, 0], four[0, 1] = 1, 1
    assert sudoku.count(four) == 0
    assert sudoku.solve(four).status == "unsatisfiable"
    assert not sudoku.solve(four)


def test_not_unique():
    puzzle = sudoku.parse("1...............")
    result = sudoku.solve(puzzle)
    assert result.unique is False
    assert_solves(puzzle, result.grid)
    assert sudoku.count(puzzle, max=3) == 3


def test_limits():
    puzzle = bundled("25x25_minimal")[0][0]
    result = sudoku.solve(puzzle, backend="dlx", time_limit=0.05)
    assert result.status == "limit reached" and result.grid is None and result.unique is None
    assert sudoku.solve(bundled("inkala_2012")[0][0], backend="csp", node_limit=1).status == "limit reached"
    with pytest.raises(TimeoutError, match="limit stopped the count"):
        sudoku.count(puzzle, backend="dlx", time_limit=0.05)


def test_check_is_the_independent_validator():
    puzzle, solution = bundled("easy")[0]
    assert sudoku.check(puzzle, solution) == ""
    assert sudoku.check(puzzle) == ""
    assert sudoku.check(solution) == ""
    wrong = solution.copy()
    r, c = next((r, c) for r in range(9) for c in range(9) if puzzle[r, c] == 0)
    wrong[r, c] = wrong[r, c] % 9 + 1
    assert sudoku.check(puzzle, wrong) != ""
    assert sudoku.check(wrong) != ""
    assert not valid_solution(puzzle, wrong)
    blank = solution.copy()
    blank[r, c] = 0
    assert sudoku.check(puzzle, blank) != ""
    clash = sudoku.Grid(3)
    clash[0, 0] = clash[0, 5] = 4
    assert "appears twice in row 1" in sudoku.check(clash)
    assert sudoku.check(puzzle, sudoku.Grid(2)) != ""


def test_grid():
    g = sudoku.Grid()
    assert (g.box, g.size, g.givens, g.is_complete()) == (3, 9, 0, False)
    g[8, 8] = 9
    assert g[8, 8] == 9 and g.givens == 1
    rows = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    four = sudoku.Grid.from_list(rows)
    assert four.to_list() == rows and four.is_complete()
    assert str(four) == "1234341221434321"
    assert sudoku.parse(str(four)) == four
    assert "+" in four.pretty()
    for form in ("line", "block", "grid", "pretty"):
        assert sudoku.parse(four.to_text(form)) == four
    assert eval(repr(four), {"sudoku": sudoku}) == four
    assert pickle.loads(pickle.dumps(four)) == four
    other = copy.deepcopy(four)
    other[0, 0] = 0
    assert four[0, 0] == 1 and other != four
    big = sudoku.Grid(6)  # 36x36: above the one-character forms, str() gives the grid form
    assert big.size == 36 and len(str(big).splitlines()) == 36
    assert "36x36" in repr(big)


def test_grid_errors():
    g = sudoku.Grid(2)
    with pytest.raises(IndexError, match="outside the 4x4 grid"):
        g[4, 0]
    with pytest.raises(IndexError):
        g[0, -1] = 1
    with pytest.raises(ValueError, match="outside 0..4"):
        g[0, 0] = 5
    with pytest.raises(ValueError, match="not 5"):
        sudoku.Grid.from_list([[0] * 5] * 5)
    with pytest.raises(ValueError, match="row 2 has 3 values"):
        sudoku.Grid.from_list([[0] * 4, [0] * 3, [0] * 4, [0] * 4])
    with pytest.raises(ValueError):
        sudoku.Grid.from_list([[0, 0, 0, 7]] * 4)
    with pytest.raises(ValueError):
        sudoku.Grid(0)
    with pytest.raises(ValueError, match="one-line"):
        sudoku.Grid(6).to_text("line")
    with pytest.raises(ValueError, match="unknown format"):
        g.to_text("fancy")


def test_reading():
    assert len(sudoku.read(PUZZLES / "top9.txt")) == 10
    text = (PUZZLES / "top9.txt").read_text()
    assert sudoku.parse_all(text) == sudoku.read(PUZZLES / "top9.txt")
    assert sudoku.parse_all("# nothing\n") == []
    assert sudoku.parse((PUZZLES / "easy.txt").read_text()) == bundled("easy")[0][0]
    assert sudoku.parse("1.....3..4.....2").size == 4


@pytest.mark.parametrize("text,line,column,words", [
    ("1 2 3 4\n3 4 1 2\n2 1 x 3\n4 3 2 1\n", 3, 5, "out of range for a 4×4 grid"),
    ("11..............", 1, 2, "duplicate given"),
    ("1.....3..4.....2\n\n1.....3..4.....2", 3, 1, "expected exactly one puzzle"),
    ("", 1, 1, "no puzzle found"),
    ("12345", 1, 1, ""),
])
def test_parse_errors_name_line_and_column(text, line, column, words):
    with pytest.raises(sudoku.ParseError) as caught:
        sudoku.parse(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.source, error.line, error.column) == ("<input>", line, column)
    assert words in error.message
    assert str(error) == f"<input>:{line}:{column}: {error.message}"


def test_read_errors_name_the_file(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("1.....3..4.....2\n1.....3..4.....x\n")
    with pytest.raises(sudoku.ParseError) as caught:
        sudoku.read(bad)
    assert caught.value.source == str(bad) and caught.value.line == 2
    with pytest.raises(sudoku.ParseError):
        sudoku.parse_all("1.....3..4.....2\n1.....3..4.....x\n")
    with pytest.raises(FileNotFoundError, match="missing.txt"):
        sudoku.read(tmp_path / "missing.txt")


def test_option_errors():
    puzzle = bundled("4x4")[0][0]
    with pytest.raises(ValueError, match="unknown backend 'fast'.*dlx"):
        sudoku.solve(puzzle, backend="fast")
    with pytest.raises(ValueError, match="unknown option 'inferense'.*inference"):
        sudoku.solve(puzzle, inferense="fc")
    with pytest.raises(ValueError, match="'inference' is not read by the dlx backend"):
        sudoku.solve(puzzle, backend="dlx", inference="fc")
    with pytest.raises(ValueError, match="unknown inference 'ac4'.*mac"):
        sudoku.solve(puzzle, inference="ac4")
    with pytest.raises(ValueError, match="unknown variable order"):
        sudoku.count(puzzle, variable_order="fewest")
    with pytest.raises(TypeError, match="seed must be an int, got str"):
        sudoku.solve(puzzle, seed="seven")
    with pytest.raises(ValueError, match="portfolio"):
        sudoku.solve(puzzle, portfolio=0)
    with pytest.raises(ValueError, match="time_limit"):
        sudoku.solve(puzzle, time_limit=-1)
    with pytest.raises(TypeError):
        sudoku.solve("1.....3..4.....2")


def test_backends_are_described():
    names = sudoku.backends()
    assert names[0] == "auto" and {"csp", "dlx", "sat"} <= set(names)
    assert "exact cover" in sudoku.describe_backend("dlx")


def test_two_threads_solve_at_once():
    pairs = bundled("top9")
    errors = []

    def work(backend):
        try:
            for _ in range(5):
                for puzzle, known in pairs:
                    assert sudoku.solve(puzzle, backend=backend).grid == known
        except AssertionError as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(b,)) for b in ("csp", "dlx", "sat")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


@pytest.mark.parametrize("model", ["binary", "alldiff"])
def test_model_is_the_csp_of_the_puzzle(model):
    puzzle, known = bundled("top9")[0]
    problem = sudoku.model(puzzle, model=model)
    assert isinstance(problem, csp.Problem) and len(problem) == 81
    assert problem.domain("r1c1") == [4] and problem.domain("r1c2") == list(range(1, 10))
    if model == "binary":
        assert len(problem.edges()) == 810  # every two cells sharing a unit
    result = csp.Solver(problem, max_solutions=2).solve()
    assert result.solution_count == 1 and result.complete
    grid = sudoku.Grid.from_list([[result.solution[f"r{r}c{c}"] for c in range(1, 10)] for r in range(1, 10)])
    assert_solves(puzzle, grid)
    assert grid == known


def test_model_errors_and_sizes():
    four = bundled("4x4")[0][0]
    assert csp.count_solutions(sudoku.model(four, model="alldiff", strength="bounds")) == 1
    with pytest.raises(ValueError, match="unknown model 'pairs'"):
        sudoku.model(four, model="pairs")
    with pytest.raises(ValueError, match="strength is for the alldiff model"):
        sudoku.model(four, strength="domain")
