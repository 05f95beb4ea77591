"""csp.sudoku.grade_many on Dask against one process (issue 41: >= 1.7x on LocalCluster(n_workers=2)).

The first --puzzles puzzles of the files given (17_clue.txt of ../shared/data/sudoku9 beside the
checkout by default; taken again from the start when they run out) are written to chunk files of
--chunk puzzles, a task each. One process grades them in turn with the function of grade_many's
tasks, each chunk timed; then grade_many grades them on a LocalCluster of --workers worker
processes, one thread each. Printed per run: wall seconds, CPU seconds (one process: its chunks';
Dask: its worker processes', Dask's own threads included), the wall speed-up, the CPU efficiency
(one process's CPU over the cluster's: 1.00 when Dask adds no work), the 1-minute load average
before and after, and, from the chunks' CPU times, the wall time the schedule would take on free
cores (in order, each chunk to the worker free first). The ratings must be the same both ways.
Wall times mean something only on a quiet machine.

Run from the repository root after building csp_python:
  PYTHONPATH=build/python /usr/bin/python3 bench/python/grade_many.py --puzzles 2000
"""
import argparse
import heapq
import os
import tempfile
import time
from pathlib import Path

from csp import sudoku

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "sudoku9"


def timed_grade(path):
    """One task: the chunk's ratings and the CPU seconds this thread spent on them."""
    start = time.thread_time()
    ratings = sudoku._grade_file(path, "auto", None)
    return ratings, time.thread_time() - start


def write_chunks(files, puzzles, chunk, folder):
    lines = []
    for f in files:
        lines += [line for line in Path(f).read_text().splitlines() if line.strip() and not line.startswith("#")]
    if not lines:
        raise SystemExit("grade_many.py: no puzzles in " + ", ".join(map(str, files)))
    chosen = [lines[k % len(lines)] for k in range(puzzles)]
    paths = []
    for start in range(0, puzzles, chunk):
        path = Path(folder) / f"chunk{start // chunk:05d}.txt"
        path.write_text("\n".join(chosen[start:start + chunk]) + "\n")
        paths.append(str(path))
    return paths


def predicted_wall(times, workers):
    free = [0.0] * workers
    for t in times:
        heapq.heappush(free, heapq.heappop(free) + t)
    return max(free)


def load():
    return os.getloadavg()[0]


def row(name, workers, wall, cpu, reference, load_before):
    ref_wall, ref_cpu = reference or (wall, cpu)
    print(f"| {name} | {workers} | {wall:.2f} | {cpu:.2f} | {ref_wall / wall:.2f}× | {ref_cpu / cpu:.2f} | "
          f"{load_before:.2f} → {load():.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", default=[DATA / "17_clue.txt"])
    parser.add_argument("--puzzles", type=int, default=100_000)
    parser.add_argument("--chunk", type=int, default=1000, help="puzzles per task")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if min(args.puzzles, args.chunk, args.workers) < 1:
        parser.error("--puzzles, --chunk and --workers must be at least 1")

    from dask.distributed import Client, LocalCluster

    with tempfile.TemporaryDirectory() as folder:
        paths = write_chunks(args.files, args.puzzles, args.chunk, folder)
        print(f"{args.puzzles} puzzles from {', '.join(Path(f).name for f in args.files)}, "
              f"{len(paths)} tasks of {args.chunk}\n")
        print("| run | workers | wall s | CPU s | wall speed-up | CPU efficiency | load |")
        print("| --- | --- | --- | --- | --- | --- | --- |")

        before = load()
        start = time.perf_counter()
        alone = [timed_grade(p) for p in paths]
        wall = time.perf_counter() - start
        cpu = sum(t for _, t in alone)
        row("one process", 1, wall, cpu, None, before)
        reference = (wall, cpu)

        with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True) as cluster, \
                Client(cluster) as client:
            client.submit(len, [0]).result()  # the workers are up before the clock starts
            cpu_before = client.run(time.process_time)
            before = load()
            start = time.perf_counter()
            on_dask = sudoku.grade_many(paths, client)
            wall = time.perf_counter() - start
            cpu_after = client.run(time.process_time)
        # The worker processes' CPU, Dask's own threads included.
        cpu = sum(cpu_after[w] - cpu_before[w] for w in cpu_after)
        row("grade_many on Dask", args.workers, wall, cpu, reference, before)
        if on_dask != [r for r, _ in alone]:
            raise SystemExit("grade_many.py: the ratings differ between one process and Dask")

    times = [t for _, t in alone]
    print(f"\nratings identical. The tasks' CPU times (one process): mean {sum(times) / len(times):.3f} s, largest "
          f"{max(times):.3f} s; on {args.workers} free cores the schedule would take "
          f"{predicted_wall(times, args.workers):.2f} s ({sum(times) / predicted_wall(times, args.workers):.2f}× "
          "one process), Dask's own overhead not counted.")


if __name__ == "__main__":
    main()
