#!/usr/bin/env python3
"""Solves MiniZinc instances with `minizinc --solver csp` and checks every answer.

Each row of a CSV (the columns of ../shared/data/minizinc/instances.csv: family, model, data, kind,
expected, objective, solution_count, gecode_seconds) gives a model, its data, and the answer Gecode
found. The check: the same status (SATISFIED / UNSATISFIABLE / OPTIMAL), the same optimum, the same
number of solutions with -a where the row gives one, and every solution printed is a solution: the
model is solved again by Gecode with the printed values fixed, which must succeed (up to --validate
solutions per instance).

Usage: check_instances.py --msc CSP_MSC --csv FILE [--root DIR] [--max-gecode-seconds S]
                          [--time-limit MS] [--validate K] [--only REGEX]
Exit status 0 when every instance checks, 1 otherwise; 77 when the CSV does not exist (the shared
benchmark data is not on this machine).
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile
import time

GECODE_FIXED = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "peers", "gecode-mzn",
                            "gecode-fixed.msc")


def gecode_command():
    """Gecode as the oracle: the shared configuration when it is there, else Debian's with the
    standard library (its own library cannot compile some globals under MiniZinc 2.6.4)."""
    if os.path.exists(GECODE_FIXED):
        return ["minizinc", "--solver", os.path.abspath(GECODE_FIXED)]
    return ["minizinc", "--solver", "gecode", "-G", "std"]


def split_solutions(text):
    """The solutions (dzn text) and the final status line of a minizinc run in dzn output mode."""
    solutions, current, final = [], [], None
    for line in text.splitlines():
        if line == "----------":
            solutions.append("\n".join(current))
            current = []
        elif line.startswith("=====") or line == "==========":
            final = line
        elif not line.startswith("%"):
            current.append(line)
    return solutions, final


def objective_of(solution):
    m = re.search(r"^_objective = (-?\d+);", solution, re.M)
    return int(m.group(1)) if m else None


def validate(model, data, solution):
    """'' when Gecode finds the model satisfiable with the solution's values fixed, else why not."""
    assignments = re.findall(r"^([A-Za-z_][A-Za-z0-9_]*) = (.*?);\s*$", solution, re.M | re.S)
    body = [f'include "{os.path.abspath(model)}";']
    for name, value in assignments:
        if name != "_objective":
            body.append(f"constraint {name} = {value};")
    with tempfile.NamedTemporaryFile("w", suffix=".mzn", delete=False) as f:
        f.write("\n".join(body) + "\n")
        checker = f.name
    try:
        args = gecode_command() + ["-t", "60000", checker] + ([data] if data else [])
        run = subprocess.run(args, capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(checker)
    if "----------" in run.stdout:
        return ""
    return "Gecode rejects it: " + (run.stdout.strip().splitlines() or [run.stderr.strip()])[-1]


def check(row, root, msc, limit_ms, validate_count):
    model = os.path.join(root, row["model"])
    data = os.path.join(root, row["data"]) if row.get("data") else None
    count = row.get("solution_count", "")
    kind, expected = row["kind"], row["expected"]
    args = ["minizinc", "--solver", msc, "--output-mode", "dzn", "--output-objective", "-t", str(limit_ms)]
    if kind == "satisfy" and count:
        args.append("-a")
    args += [model] + ([data] if data else [])
    start = time.monotonic()
    run = subprocess.run(args, capture_output=True, text=True, timeout=limit_ms / 1000 + 120)
    seconds = time.monotonic() - start
    solutions, final = split_solutions(run.stdout)
    problems = []
    if run.returncode != 0:
        problems.append(f"exit status {run.returncode}: {run.stderr.strip()[:300]}")
    if expected == "UNSATISFIABLE":
        if final != "=====UNSATISFIABLE=====":
            problems.append(f"expected =====UNSATISFIABLE=====, got {final} after {len(solutions)} solutions")
    elif not solutions:
        problems.append(f"expected {expected}, got no solution ({final})")
    else:
        if expected == "OPTIMAL":
            if final != "==========":
                problems.append("optimality not proven")
            if objective_of(solutions[-1]) != int(row["objective"]):
                problems.append(f"objective {objective_of(solutions[-1])}, expected {row['objective']}")
        if count:
            if len(solutions) != int(count) or final != "==========":
                problems.append(f"{len(solutions)} solutions ({final}), expected {count} and ==========")
        picks = solutions if len(solutions) <= validate_count else (
            solutions[:validate_count - 1] + [solutions[-1]])
        for s in picks:
            why = validate(model, data, s)
            if why:
                problems.append(f"invalid solution ({why}):\n{s[:500]}")
                break
    return seconds, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--msc", required=True)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--root", help="folder the model and data paths are relative to (default: the CSV's)")
    parser.add_argument("--max-gecode-seconds", type=float, help="only rows Gecode solved within this time")
    parser.add_argument("--time-limit", type=int, default=60000, help="ms per instance")
    parser.add_argument("--validate", type=int, default=3, help="solutions re-checked by Gecode per instance")
    parser.add_argument("--only", help="regex on family/model/data")
    args = parser.parse_args()
    if not os.path.exists(args.csv):
        print(f"{args.csv}: not found (the shared benchmark data is not on this machine)")
        return 77
    root = args.root or os.path.dirname(args.csv)
    failures = checked = 0
    with open(args.csv, newline="") as f:
        for row in csv.DictReader(f):
            name = f"{row['family']}/{row['model']}/{row.get('data', '')}"
            if args.only and not re.search(args.only, name):
                continue
            if args.max_gecode_seconds is not None and float(row["gecode_seconds"]) > args.max_gecode_seconds:
                continue
            seconds, problems = check(row, root, os.path.abspath(args.msc), args.time_limit, args.validate)
            checked += 1
            status = "ok" if not problems else "FAILED"
            print(f"{status:6} {seconds:7.2f}s  {name}", flush=True)
            for p in problems:
                print("       " + p.replace("\n", "\n       "))
            failures += bool(problems)
    print(f"{checked - failures} of {checked} instances check")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
