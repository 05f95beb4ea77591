"""The binding releases the GIL while it searches, refuses unsafe sharing, and leaks nothing."""
import threading
import time
import gc

import pytest

import csp
from conftest import australia, colouring_ok, queens, queens_ok


def count_in_thread(problem, results, key, **options):
    def work():
        start = time.thread_time()
        r = csp.Solver(problem, max_solutions=0, **options).solve()
        results[key] = (r, time.thread_time() - start)
    return threading.Thread(target=work)


def test_two_threads_solve_one_problem_at_once_and_both_are_right():
    p = queens(9)
    results = {}
    threads = [count_in_thread(p, results, k) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for r, _ in results.values():
        assert r.solution_count == 352 and r.complete
        assert all(queens_ok(s, 9) and p.check(s) == "" for s in r.solutions)
    assert results[0][0].solutions == results[1][0].solutions


def test_one_recorder_watches_two_threads_and_is_read_and_cleared_meanwhile():
    p = queens(8)
    rec = csp.Recorder()
    results = {}
    threads = [count_in_thread(p, results, k, observer=rec) for k in range(2)]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        len(rec), rec.events[:1]
    for t in threads:
        t.join()
    one = csp.Recorder()
    alone = csp.Solver(p, max_solutions=0, observer=one).solve()
    assert len(rec) == 2 * len(one) and all(r.solution_count == 92 for r, _ in results.values())
    assert sorted(e.kind for e in rec.events) == sorted(2 * [e.kind for e in one.events])
    # Cleared from a callback during the search: the events after it are kept, nothing breaks.
    cleared = csp.Recorder()
    r = csp.Solver(p, max_solutions=0, observer=cleared, on_solution=lambda s: cleared.clear()).solve()
    assert r.solution_count == alone.solution_count == 92
    assert 0 < len(cleared.events) < len(one) and "digraph" in cleared.search_tree()


def test_the_gil_is_released_during_a_search():
    """While one thread searches (12 queens, all 14,200 solutions: a quarter of a second or more), the
    main thread keeps running Python code: with the GIL held through the search, the main thread's
    loop would stop for the whole search, so its longest pause would be as long as the search."""
    p = queens(12)
    out = {}

    def work():
        start = time.perf_counter()
        out["r"] = csp.Solver(p, max_solutions=0, keep_solutions=False).solve()
        out["seconds"] = time.perf_counter() - start

    t = threading.Thread(target=work)
    longest, last = 0.0, time.perf_counter()
    t.start()  # the search may begin before this returns: its time counts as a pause too
    while "seconds" not in out:
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    longest = max(longest, time.perf_counter() - last)  # the pause that ended the loop counts too
    t.join()
    assert out["r"].solution_count == 14200 and out["r"].complete
    assert out["seconds"] > 0.1  # long enough for the pause to tell
    assert longest < out["seconds"] / 2, (longest, out["seconds"])


def test_one_solver_in_two_threads_and_changes_during_a_search_are_refused():
    p = queens(11)
    searching, checked = threading.Event(), threading.Event()

    def first_solution_waits(solution):  # holds the search in the middle until the main thread is done
        searching.set()
        checked.wait()

    s = csp.Solver(p, max_solutions=0, keep_solutions=False, on_solution=first_solution_waits)
    out = {}
    t = threading.Thread(target=lambda: out.update(r=s.solve()))
    t.start()
    searching.wait()
    with pytest.raises(RuntimeError, match="already solving in another thread"):
        s.solve()
    with pytest.raises(RuntimeError, match="being solved in another thread"):
        p.add_variable("extra", [1])
    s.cancel()
    checked.set()
    t.join()
    assert out["r"].status == "limit reached" and not out["r"].complete and out["r"].solution_count < 2680
    assert "extra" not in [v.name for v in p.variables]
    p.add_variable("extra", [1])  # allowed again once the search is over


def resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def test_memory_stays_flat_over_10000_solves():
    def one_round():
        p = australia()
        p.add_constraint("WA", "T", lambda a, b: a != b, name="pred")
        rec = csp.Recorder()
        r = csp.Solver(p, max_solutions=0, observer=rec).solve()
        assert r.solution_count == 12 and len(rec) > 0
        assert colouring_ok(r.solution) and p.check(r.solution) == ""
        return r

    for _ in range(500):  # warm up allocator pools and caches
        one_round()
    gc.collect()
    rss_before, objects_before = resident_bytes(), len(gc.get_objects())
    for _ in range(10_000):
        one_round()
    gc.collect()
    rss_after, objects_after = resident_bytes(), len(gc.get_objects())
    # A leaked problem, result or event list per round would be megabytes and at least 10,000
    # objects. The bound leaves room for what other threads of the process allocate meanwhile (an
    # earlier test's Dask event loop: 238 objects once in CI), far below one object a round.
    assert objects_after - objects_before < 1000, objects_after - objects_before
    assert rss_after - rss_before < 2 * 1024 * 1024, rss_after - rss_before
