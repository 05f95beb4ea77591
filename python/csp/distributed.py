"""Embarrassingly parallel search on Dask (Régin, Rezgui & Malapert, CP 2013): the search split into
many more subproblems than workers (Solver.split: about 30 per worker, each a dict {name: value}),
solved as Dask tasks and combined exactly as the C++ runners combine them (docs/distributed.md).

    from csp import distributed
    n = distributed.count(problem, client)       # client: a dask.distributed.Client, or None

`problem` is a csp.Problem, or a function without arguments that builds one. A Problem object
travels to in-process workers only (the default, a LocalCluster with processes=False); for worker
processes or a real cluster (Client("scheduler:8786")) pass a module-level function, which each
worker calls once. Options are the Solver's keywords.

count and minimize take checkpoint="file": the subproblems done are recorded there as the run goes
(the engine's format, as fzn-csp --mpi --checkpoint), and a rerun with the same problem and options
skips them; ValueError for a file written for another problem or options.
"""
import os
import threading

from ._core import Solver, _Checkpoint

__all__ = ["subproblems", "count", "solve", "minimize", "default_client", "PARTS_PER_WORKER"]

PARTS_PER_WORKER = 30  # Régin et al.'s figure, as csp/parallel/decomposition.hpp's kSubproblemsPerWorker

_default = None
_default_lock = threading.Lock()
_built = {}  # a worker's problems built from functions, by function


def default_client():
    """The embedded default: a LocalCluster of in-process workers, one per core, made on first use."""
    global _default
    with _default_lock:
        if _default is None:
            from dask.distributed import Client, LocalCluster
            cluster = LocalCluster(n_workers=os.cpu_count() or 1, threads_per_worker=1, processes=False,
                                   dashboard_address=None)
            _default = Client(cluster)
        return _default


_local = {}  # the Problem objects of the calls running in this process, by _Local token


class _Local:
    """A Problem of this process, by name: Dask pickles a task's arguments even for in-process
    workers, and a csp.Problem cannot be pickled (its relations may be Python predicates)."""

    def __init__(self, problem):
        self.token = f"csp-problem-{id(problem)}"
        _local[self.token] = problem


def _problem(problem):
    if isinstance(problem, _Local):
        if problem.token not in _local:
            raise RuntimeError("a csp.Problem reaches in-process workers only (LocalCluster(processes=False)); "
                               "pass a module-level function that builds it")
        return _local[problem.token]
    if not callable(problem):
        return problem
    if problem not in _built:
        _built[problem] = problem()
    return _built[problem]


def _shared(problem):
    """What the tasks get: a function as it is, a Problem by its _Local token."""
    return problem if callable(problem) else _Local(problem)


def _release(shared):
    if isinstance(shared, _Local):
        _local.pop(shared.token, None)


def _workers(client):
    return max(1, len(client.scheduler_info()["workers"]))


def subproblems(problem, parts, **options):
    """The split: at least `parts` subproblems ({name: value}) where the search tree has them."""
    return Solver(_problem(problem), **options).split(parts)


def _split(problem, client, options):
    client = client or default_client()
    return client, subproblems(problem, PARTS_PER_WORKER * _workers(client), **options)


def _count(problem, options, part):
    r = Solver(_problem(problem), **{**options, "max_solutions": 0, "keep_solutions": False}).solve(assume=part)
    return r.solution_count, r.complete


def _first(problem, options, part):
    r = Solver(_problem(problem), **{**options, "max_solutions": 1}).solve(assume=part)
    return r.solution, r.complete


def _best(problem, options, variable, minimize, bound, part):
    r = Solver(_problem(problem), **options)._optimise(variable, minimize, bound, assume=part)
    return (r.solutions[-1] if r.solutions else None), r.complete


def _resumable(problem, client, options, path, variable=None, minimize=True):
    """The split and the parts done: from the checkpoint at `path` (made anew when it holds none)."""
    client = client or default_client()
    checkpoint = _Checkpoint(_problem(problem), path, PARTS_PER_WORKER * _workers(client), variable, minimize,
                             **options)
    return client, checkpoint, checkpoint.subproblems(), checkpoint.done()


def count(problem, client=None, *, checkpoint=None, **options):
    """The number of solutions, summed over the subproblems: exactly one process's count.
    RuntimeError when a limit stopped a subproblem (the sum would be only a lower bound).
    With checkpoint="file", the subproblems counted before are skipped and each one counted is
    recorded as it completes."""
    from dask.distributed import as_completed
    counting = {**options, "max_solutions": 0, "keep_solutions": False}
    if checkpoint is None:
        client, parts = _split(problem, client, options)
        done = {}
    else:
        client, saved, parts, done = _resumable(problem, client, counting, checkpoint)
    todo = [index for index in range(len(parts)) if index not in done]
    shared = _shared(problem)
    total = sum(n for n, _ in done.values())
    stopped = False
    try:
        futures = client.map(_count, [shared] * len(todo), [options] * len(todo), [parts[i] for i in todo], pure=False)
        index_of = {future.key: index for future, index in zip(futures, todo)}
        for future in as_completed(futures):
            n, complete = future.result()
            stopped = stopped or not complete
            if complete:
                total += n
                if checkpoint is not None:
                    saved.record(index_of[future.key], n, [])
    finally:
        _release(shared)
        if checkpoint is not None:
            saved.flush()
    if stopped:
        raise RuntimeError("count: a subproblem was stopped by a limit; the count is not exact")
    return total


def solve(problem, client=None, **options):
    """A solution ({name: value}) or None: the subproblems are searched in the search's order and
    the first one found wins; the others are cancelled."""
    from dask.distributed import as_completed
    client, parts = _split(problem, client, options)
    shared = _shared(problem)
    futures = client.map(_first, [shared] * len(parts), [options] * len(parts), parts, pure=False)
    try:
        for future in as_completed(futures):
            solution, _ = future.result()
            if solution is not None:
                return solution
    finally:
        client.cancel(futures)
        _release(shared)
    return None


def minimize(problem, variable, client=None, *, maximize=False, checkpoint=None, **options):
    """The solution ({name: value}) with the least value of `variable` (the greatest with
    maximize=True), proven optimal, or None when there is none. Each subproblem starts from the best
    value found so far, so later ones prune with it; a task solved with an older bound may return a
    worse solution, which is dropped. With checkpoint="file", the subproblems searched before are
    skipped, their best solution the starting incumbent, and each one searched is recorded."""
    from dask.distributed import as_completed
    if checkpoint is None:
        client, parts = _split(problem, client, options)
        done = {}
    else:
        client, saved, parts, done = _resumable(problem, client, {**options, "max_solutions": 0}, checkpoint,
                                                 variable, not maximize)
    name = variable
    best = None
    value = None

    def better(solution):
        nonlocal best, value
        if solution is not None:
            v = solution[name]
            if value is None or (v > value if maximize else v < value):
                best, value = solution, v

    for _, solutions in done.values():
        for solution in solutions:
            better(solution)
    pending = [index for index in range(len(parts)) if index not in done]
    running = as_completed()
    index_of = {}
    workers = _workers(client)

    shared = _shared(problem)

    def submit():
        index = pending.pop(0)
        future = client.submit(_best, shared, options, variable, not maximize, value, parts[index], pure=False)
        index_of[future.key] = index
        running.add(future)

    try:
        for _ in range(min(2 * workers, len(pending))):
            submit()
        for future in running:
            solution, complete = future.result()
            if not complete:
                raise RuntimeError("minimize: a subproblem was stopped by a limit; the optimum is not proven")
            better(solution)
            if checkpoint is not None:
                found = [] if solution is None else [solution]
                saved.record(index_of[future.key], len(found), found)
            if pending:
                submit()
    finally:
        _release(shared)
        if checkpoint is not None:
            saved.flush()
    return best
