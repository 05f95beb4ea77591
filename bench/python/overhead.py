"""The Python binding's overhead: the same work through `csp` and through C++ (bench/binding_overhead),
CPU time of the timed part, the best of --repeat runs each (C++: of 3 runs in each of --repeat processes), C++ and Python taking turns (the machine
is shared: the best of interleaved runs is the least disturbed figure of each).

  1. the first --count puzzles of the 17-clue set, each solved by one sudoku.solve(g, backend=B) call
     (max_solutions 2, as sudoku::solve with the default options), for the default backend and dlx;
  2. building a 1,000-variable csp.Problem whose 1,997 binary constraints are Python predicates
     (called on every pair of values when added), against C++ lambdas.

Run from the repository root after building csp_python and binding_overhead:
  PYTHONPATH=build/python /usr/bin/python3 bench/python/overhead.py
"""
import argparse
import subprocess
import sys
import time
from pathlib import Path

import csp
from csp import sudoku

DATA = Path("/work/shared/data/sudoku9/17_clue.txt")


def cpu_best(repeat, work):
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def cpp_seconds(binary, *args):
    out = subprocess.run([str(binary), "--repeat", "3", *args], check=True, capture_output=True, text=True).stdout
    return float(dict(line.split() for line in out.splitlines())["cpu_seconds"])


def interleaved(repeat, cpp_work, py_work):
    """(best C++ seconds, best Python seconds), the two taking turns `repeat` times."""
    cpp = py = float("inf")
    for _ in range(repeat):
        cpp = min(cpp, cpp_work())
        py = min(py, cpu_best(1, py_work))
    return cpp, py


def first_puzzles(path, count):
    with open(path) as f:
        return sudoku.parse_all("".join(line for _, line in zip(range(count), f)))


def solve_all(puzzles, backend):
    results = [None] * len(puzzles)

    def work():
        for i, g in enumerate(puzzles):
            results[i] = sudoku.solve(g, backend=backend)

    return work, results


def build_model(variables):
    p = csp.Problem()
    xs = [p.add_variable(f"x{i}", range(10)) for i in range(variables)]
    def apart(a, b):  # one predicate object for every constraint, as the C++ side shares one relation
        return abs(a - b) != 1

    for i in range(variables):
        for step in (1, 2):
            if i + step < variables:
                p.add_constraint(xs[i], xs[i + step], apart, name="apart")
    return p


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build", help="the build directory")
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--variables", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    binary = Path(args.build) / "bench" / "binding_overhead"

    puzzles = first_puzzles(DATA, args.count)
    print(f"{len(puzzles)} puzzles of {DATA.name}, one call each; CPU seconds, best of {args.repeat}")
    print(f"{'backend':<10} {'C++':>8} {'Python':>8} {'ratio':>6}")
    for backend in ("auto", "dlx"):
        work, results = solve_all(puzzles, backend)
        cpp, py = interleaved(args.repeat, lambda: cpp_seconds(binary, "sudoku", str(DATA), "--count",
                                                               str(args.count), "--backend", backend), work)
        wrong = sum(1 for g, r in zip(puzzles, results) if r.unique is not True or sudoku.check(g, r.grid))
        if wrong:
            sys.exit(f"{wrong} wrong answers from {backend}")
        print(f"{backend:<10} {cpp:8.3f} {py:8.3f} {py / cpp:6.2f}")

    cpp, py = interleaved(args.repeat, lambda: cpp_seconds(binary, "model", "--variables", str(args.variables)),
                          lambda: build_model(args.variables))
    print(f"\nbuilding a {args.variables}-variable model, binary predicates; CPU seconds, best of {args.repeat}")
    print(f"{'':<10} {'C++':>8} {'Python':>8} {'ratio':>6}")
    print(f"{'model':<10} {cpp:8.4f} {py:8.4f} {py / cpp:6.1f}")


if __name__ == "__main__":
    main()
