"""csp.distributed and csp.sudoku.grade_many on a Dask LocalCluster of in-process workers: the
subproblems partition the solutions, and every answer is one process's (counts, a valid solution,
the optimum, ratings), each checked apart from the runner."""
import itertools
import pathlib

import pytest

import csp
from conftest import queens, queens_ok

dask_distributed = pytest.importorskip("dask.distributed")
import dask  # noqa: E402
from csp import distributed, sudoku  # noqa: E402

PUZZLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "puzzles"


@pytest.fixture(scope="module")
def client():
    # Without the workers' stack profiler: its thread outlives the cluster, sampling into Python
    # objects, which test_engine_threads_memory's object count would see.
    with dask.config.set({"distributed.worker.profile.enabled": False}):
        cluster = dask_distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                                dashboard_address=None)
        with cluster, dask_distributed.Client(cluster) as c:
            yield c


def small_problem():
    """Three variables with a sum to optimise: 4 * 4 * 4 assignments, a few constraints."""
    p = csp.Problem()
    for name in "xyz":
        p.add_variable(name, range(4))
    p.add_constraint("x", "y", "!=")
    p.add_constraint("y", "z", "<")
    p.add_constraint("x", "z", lambda a, b: (a + b) % 3 != 0)
    return p


def brute_force(p, names="xyz"):
    ok = []
    for values in itertools.product(range(4), repeat=3):
        a = dict(zip(names, values))
        if a["x"] != a["y"] and a["y"] < a["z"] and (a["x"] + a["z"]) % 3 != 0:
            ok.append(a)
    return ok


@pytest.mark.parametrize("inference", ["mac", "fc", "none"])
def test_subproblems_partition_the_solutions(inference):
    p = small_problem()
    parts = distributed.subproblems(p, 10, inference=inference)
    seen = []
    for part in parts:
        seen += csp.Solver(p, inference=inference, max_solutions=0).solve(assume=part).solutions
    assert sorted(map(sorted, (s.items() for s in seen))) == sorted(map(sorted, (s.items() for s in brute_force(p))))


def test_count_is_one_process_count(client):
    for n in (6, 8):
        assert distributed.count(queens(n), client) == csp.count_solutions(queens(n)) == {6: 4, 8: 92}[n]
    assert distributed.count(small_problem(), client, inference="fc") == len(brute_force(small_problem()))


def test_a_function_that_builds_the_problem_is_accepted(client):
    assert distributed.count(small_problem, client) == len(brute_force(small_problem()))


def test_solve_finds_a_valid_solution_or_none(client):
    assert queens_ok(distributed.solve(queens(8), client), 8)
    assert distributed.solve(queens(3), client) is None


def test_minimize_and_maximize_give_the_optimum(client):
    solutions = brute_force(small_problem())
    low = distributed.minimize(small_problem(), "z", client)
    high = distributed.minimize(small_problem(), "z", client, maximize=True)
    assert low in solutions and low["z"] == min(s["z"] for s in solutions)
    assert high in solutions and high["z"] == max(s["z"] for s in solutions)


def test_grade_many_matches_grade(client):
    paths = [PUZZLES / "4x4.txt", PUZZLES / "ai_escargot.txt"]
    graded = sudoku.grade_many(paths, client)
    assert [len(g) for g in graded] == [len(sudoku.read(p)) for p in paths]
    for path, ratings in zip(paths, graded):
        for grid, rating in zip(sudoku.read(path), ratings):
            alone = sudoku.grade(grid)
            assert (rating["se"], rating["level"], rating["hardest"], rating["solved"]) == (
                alone.se, alone.level, alone.hardest, alone.solved)


def test_split_refuses_zero_parts():
    with pytest.raises(ValueError, match="parts must be at least 1"):
        csp.Solver(small_problem()).split(0)


def strike_out_half(path):
    """A run stopped midway: every other subproblem done is struck out of its checkpoint."""
    lines = path.read_text().splitlines(keepends=True)
    done = [i for i, line in enumerate(lines) if line.startswith("done ")]
    assert done, "the checkpoint records no subproblem"
    struck = set(done[::2])
    path.write_text("".join(line for i, line in enumerate(lines) if i not in struck))
    return len(struck)


def done_lines(path):
    return [line for line in path.read_text().splitlines() if line.startswith("done ")]


def test_count_resumes_from_a_checkpoint(client, tmp_path):
    path = tmp_path / "queens.checkpoint"
    expected = csp.count_solutions(queens(8))
    assert distributed.count(queens(8), client, checkpoint=str(path)) == expected == 92
    split = int(next(line for line in path.read_text().splitlines() if line.startswith("subproblems ")).split()[1])
    assert len(done_lines(path)) == split
    assert strike_out_half(path) > 0
    assert distributed.count(queens(8), client, checkpoint=str(path)) == expected
    assert len(done_lines(path)) == split  # the struck out ones again, the others skipped


def test_minimize_resumes_from_a_checkpoint(client, tmp_path):
    path = tmp_path / "minimize.checkpoint"
    solutions = brute_force(small_problem())
    best = max(s["z"] for s in solutions)
    first = distributed.minimize(small_problem(), "z", client, maximize=True, checkpoint=str(path))
    assert first in solutions and first["z"] == best
    strike_out_half(path)
    again = distributed.minimize(small_problem(), "z", client, maximize=True, checkpoint=str(path))
    assert again in solutions and again["z"] == best


def test_a_checkpoint_of_another_problem_is_refused(client, tmp_path):
    path = tmp_path / "other.checkpoint"
    distributed.count(queens(6), client, checkpoint=str(path))
    with pytest.raises(ValueError, match="written for another model or options"):
        distributed.count(queens(7), client, checkpoint=str(path))
    with pytest.raises(ValueError, match="written for another model or options"):
        distributed.count(queens(6), client, checkpoint=str(path), inference="fc")


def test_worker_processes_build_the_problem_from_a_function():
    # Worker processes cannot receive a csp.Problem: each builds it from a module-level function.
    with dask.config.set({"distributed.worker.profile.enabled": False}):
        with dask_distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                           dashboard_address=None) as cluster, \
                dask_distributed.Client(cluster) as c:
            assert distributed.count(csp.problems.queens, c) == csp.count_solutions(csp.problems.queens()) == 92
            assert queens_ok(distributed.solve(csp.problems.queens, c), 8)
