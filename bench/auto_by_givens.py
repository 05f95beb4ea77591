#!/usr/bin/env python3
"""Which backend answers faster, `csp` or `sat` (or the two given by --backends), on large grids by
the fraction of cells given: the measurement behind the `auto` backend's rules
(sudoku/backends/auto.cpp, docs/benchmarks.md).

Each puzzle is a random solution (the csp backend with random values, seeded) with each cell kept
with probability FRACTION. Each backend solves it as `sudoku solve` does (a second solution looked
for), one process on one thread, under a time limit. Prints one Markdown row per size and fraction:
the median wall seconds of each backend over the seeds (a run stopped by the limit counts as the
limit) and the outcomes.

Usage: bench/auto_by_givens.py [--tool build/sudoku] [--boxes 5 6 7] [--fractions ...]
       [--seeds 3] [--limit 20] [--backends csp sat]
"""
import argparse
import random
import statistics
import subprocess
import time


def run(tool, args, text):
    return subprocess.run([tool, *args, "-"], input=text, capture_output=True, text=True).stdout


def grid_text(values, side):
    return "\n".join(" ".join(str(v) for v in values[r * side:(r + 1) * side]) for r in range(side)) + "\n"


def puzzle(tool, box, fraction, seed):
    side = box * box
    empty = grid_text([0] * side * side, side)
    out = run(tool, ["solve", "--backend", "csp", "--val-order", "random", "--seed", str(seed), "--first",
                     "--format", "grid"], empty)
    solution = [int(v) for v in out.split() if v.isdigit()][:side * side]
    assert len(solution) == side * side, out
    rng = random.Random(seed)
    return grid_text([v if rng.random() < fraction else 0 for v in solution], side)


def seconds(tool, text, backend, limit):
    start = time.perf_counter()
    out = run(tool, ["solve", "--backend", backend, "--threads", "1", "--time-limit", str(limit), "--format", "grid"],
              text)
    spent = time.perf_counter() - start
    if "limit reached" in out:
        return limit, "limit"
    return spent, "several" if "more than one solution" in out else "unique"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", default="build/sudoku")
    parser.add_argument("--boxes", type=int, nargs="+", default=[5, 6, 7])
    parser.add_argument("--fractions", type=float, nargs="+",
                        default=[0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--limit", type=float, default=20)
    parser.add_argument("--backends", nargs=2, default=["csp", "sat"], metavar="BACKEND")
    args = parser.parse_args()
    first, second = args.backends
    print(f"| grid | givens | {first} (s) | {second} (s) | outcomes {first} / {second} |")
    print("|---|--:|--:|--:|---|")
    for box in args.boxes:
        side = box * box
        for fraction in args.fractions:
            times = {first: [], second: []}
            outcomes = {first: [], second: []}
            for seed in range(1, args.seeds + 1):
                text = puzzle(args.tool, box, fraction, seed)
                for backend in times:
                    spent, outcome = seconds(args.tool, text, backend, args.limit)
                    times[backend].append(spent)
                    outcomes[backend].append(outcome)
            print(f"| {side}x{side} | {fraction:.0%} | {statistics.median(times[first]):.2f} | "
                  f"{statistics.median(times[second]):.2f} | {','.join(outcomes[first])} / "
                  f"{','.join(outcomes[second])} |", flush=True)


if __name__ == "__main__":
    main()
