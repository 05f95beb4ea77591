#!/usr/bin/env python3
"""Writes the packing benchmark's data into OUT (default /tmp/packing), beside copies of the two
models: bin packings bp1–bp5 (binpack.mzn, the fewest bins: triplets, 21 to 33 items of sizes
20..60 cut three to a bin of capacity 100, so the optimum leaves no room) and perfect packings with
conflicts cf6–cf9 (conflicts.mzn: 6 to 9 bins of capacities 60..100, each cut into three or four
items, as many pairs of items from different bins that may not share one); and larger ones: bp6–bp8
(20, 33 and 40 triplets), uniform packings u1–u3 (40, 60 and 80 items of sizes 20..100, capacity
150: the optimum need not fill the bins) and cf12, cf15, cf18. Each comes from its own seeded
random generator, so the files are the same on every machine. Run bench/learning_on_off.sh on
them (docs/benchmarks.md shows the command).

Usage: bench/packing/make_instances.py [OUT]"""
import os
import random
import shutil
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/packing"
os.makedirs(out, exist_ok=True)
here = os.path.dirname(os.path.abspath(__file__))
for model in ("binpack.mzn", "conflicts.mzn"):
    shutil.copy(os.path.join(here, model), out)



def parts(rng, whole, count):
    """`whole` split into `count` random sizes of at least 20 (whole ≥ 20 · count)."""
    cuts = sorted(rng.sample(range(1, whole - 20 * count + count), count - 1))
    return [b - a - 1 + 20 for a, b in zip([0] + cuts, cuts + [whole - 20 * count + count])]


# Triplets: bins of 100 each filled exactly by three items, so the optimum leaves no room.
for seed, triplets in [(k, 6 + k) for k in range(1, 6)] + [(6, 20), (7, 33), (8, 40)]:
    rng = random.Random(seed)
    sizes = sorted((s for _ in range(triplets) for s in parts(rng, 100, 3)), reverse=True)
    with open(os.path.join(out, f"bp{seed}.dzn"), "w") as f:
        f.write(f"n={len(sizes)}; capacity=100;\nsize={sizes};\n")

# Uniform sizes in bins of 150: the optimum need not fill its bins.
for seed, n in [(1, 40), (2, 60), (3, 80)]:
    rng = random.Random(200 + seed)
    sizes = sorted((rng.randint(20, 100) for _ in range(n)), reverse=True)
    with open(os.path.join(out, f"u{seed}.dzn"), "w") as f:
        f.write(f"n={n}; capacity=150;\nsize={sizes};\n")

# Perfect packings with conflicts: each bin filled exactly by the items cut from it, in a random
# order; only items cut from different bins clash, so a packing exists.
for seed in [6, 7, 8, 9, 12, 15, 18]:
    rng = random.Random(seed)
    capacities = [rng.randint(60, 100) for _ in range(seed)]
    items = [(b, s) for b, c in enumerate(capacities) for s in parts(rng, c, 3 if c < 80 else 4)]
    rng.shuffle(items)
    n = len(items)
    pairs = set()
    while len(pairs) < n:
        a, b = sorted(rng.sample(range(n), 2))
        if items[a][0] != items[b][0]:
            pairs.add((a + 1, b + 1))
    with open(os.path.join(out, f"cf{seed}.dzn"), "w") as f:
        f.write(f"n={n}; bins={len(capacities)}; capacity={capacities};\nsize={[s for _, s in items]};\n")
        f.write(f"clashes={len(pairs)};\nclash=[|" + "|".join(f"{a},{b}" for a, b in sorted(pairs)) + "|];\n")
