#!/usr/bin/env python3
"""Writes the scheduling benchmark's data into OUT (default /tmp/sched), beside copies of the two
models: job shops js1–js3 (7×7 to 9×9, durations 1..20) and resource-constrained projects
rc4–rc9 (16 to 21 tasks, two resources of capacity 7, usages 0..5, durations 1..8, up to two
random predecessors a task), each from its own seeded random generator, so the files are the same
on every machine. Run bench/learning_on_off.sh on them (docs/benchmarks.md shows the command).

Usage: bench/scheduling/make_instances.py [OUT]"""
import os
import random
import shutil
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/sched"
os.makedirs(out, exist_ok=True)
here = os.path.dirname(os.path.abspath(__file__))
for model in ("jobshop.mzn", "rcpsp.mzn"):
    shutil.copy(os.path.join(here, model), out)


def rows(matrix):
    return "[|" + "|".join(",".join(map(str, row)) for row in matrix) + "|]"


for seed in range(1, 4):
    rng = random.Random(seed)
    size = 6 + seed
    machines, durations = [], []
    for _ in range(size):
        order = list(range(1, size + 1))
        rng.shuffle(order)
        machines.append(order)
        durations.append([rng.randint(1, 20) for _ in range(size)])
    with open(os.path.join(out, f"js{seed}.dzn"), "w") as f:
        f.write(f"jobs={size}; machines={size};\nmach={rows(machines)};\ndur={rows(durations)};\n")

for seed in range(4, 10):
    rng = random.Random(seed)
    n = 12 + seed
    durations = [rng.randint(1, 8) for _ in range(n)]
    usages = [[rng.randint(0, 5) for _ in range(n)] for _ in range(2)]
    precedences = []
    for task in range(2, n + 1):
        for _ in range(rng.randint(0, 2)):
            precedences.append((rng.randint(1, task - 1), task))
    with open(os.path.join(out, f"rc{seed}.dzn"), "w") as f:
        f.write(f"n={n}; resources=2; capacity=[7,7];\ndur={durations};\nuse={rows(usages)};\n")
        f.write("prec=[|" + "|".join(f"{a},{b}" for a, b in precedences) + "|];\n")
