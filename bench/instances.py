#!/usr/bin/env python3
"""Reproducible benchmark instances for bench/families, from fixed seeds (no downloads).

  instances.py qcp ORDER [--holes 0.42] [--seed 1] [--dzn]   a quasigroup-with-holes instance
  instances.py gnp VERTICES P [--seed 1]               a random graph G(n, p) as DIMACS .col

qcp: a Latin square drawn by the Jacobson-Matthews Markov chain (Jacobson & Matthews 1996; its
squares are near-uniform, unlike the permuted cyclic square, which keeps the structure of a group
table), then the given share of cells blanked at random. It has a solution by construction (the
square it came from); 42 % holes is near the peak of difficulty that Achlioptas, Gomes, Kautz &
Selman (2000) report for these "quasigroup with holes" instances. Output is the format of
examples/latin_square: n lines of n integers, 0 = blank; with --dzn, MiniZinc data for
examples/minizinc/latin_square.mzn (the same square).

gnp: every pair of vertices joined with probability P, the model of the DIMACS DSJC graphs.
"""
import argparse
import random
import sys


def _one(values, rng):
    """One of the two (or the only) positions holding +1 in a line, at random."""
    return rng.choice(values)


def random_latin_square(n, rng, steps=None):
    """A Latin square of order n (rows of symbols 0..n-1) after `steps` Jacobson-Matthews moves."""
    # cube[r][c][s] is 1 when cell (r, c) holds s; an improper square has one -1 entry.
    cube = [[[1 if (r + c) % n == s else 0 for s in range(n)] for c in range(n)] for r in range(n)]
    improper = None  # the (r, c, s) holding -1, if any
    steps = steps if steps is not None else n ** 3
    done = 0
    while done < steps or improper is not None:
        if improper is None:
            while True:
                r, c, s = rng.randrange(n), rng.randrange(n), rng.randrange(n)
                if cube[r][c][s] == 0:
                    break
            s2 = next(x for x in range(n) if cube[r][c][x] == 1)
            r2 = next(x for x in range(n) if cube[x][c][s] == 1)
            c2 = next(x for x in range(n) if cube[r][x][s] == 1)
        else:
            r, c, s = improper
            s2 = _one([x for x in range(n) if cube[r][c][x] == 1], rng)
            r2 = _one([x for x in range(n) if cube[x][c][s] == 1], rng)
            c2 = _one([x for x in range(n) if cube[r][x][s] == 1], rng)
        cube[r][c][s] += 1
        cube[r][c][s2] -= 1
        cube[r2][c][s] -= 1
        cube[r][c2][s] -= 1
        cube[r2][c][s2] += 1
        cube[r][c2][s2] += 1
        cube[r2][c2][s] += 1
        cube[r2][c2][s2] -= 1
        improper = (r2, c2, s2) if cube[r2][c2][s2] < 0 else None
        done += 1
    square = [[next(s for s in range(n) if cube[r][c][s] == 1) for c in range(n)] for r in range(n)]
    for line in range(n):  # the chain keeps squares Latin; check rather than trust it
        assert len(set(square[line])) == n and len({square[r][line] for r in range(n)}) == n
    return square


def qcp(order, holes=0.42, seed=1):
    """The text of a quasigroup-with-holes instance (see the module's doc)."""
    rng = random.Random(seed)
    square = random_latin_square(order, rng)
    cells = [(r, c) for r in range(order) for c in range(order)]
    blank = set(rng.sample(cells, round(holes * order * order)))
    width = len(str(order))
    lines = [f"# order {order}, {len(blank)} of {order * order} cells blanked from a Jacobson-Matthews "
             f"random Latin square (bench/instances.py, seed {seed})"]
    for r in range(order):
        lines.append(" ".join(str(0 if (r, c) in blank else square[r][c] + 1).rjust(width) for c in range(order)))
    return "\n".join(lines) + "\n"


def dzn(instance):
    """The qcp text as MiniZinc data: n and the givens (0 = blank)."""
    comment, *rows = instance.splitlines()
    grid = "\n          | ".join(", ".join(row.split()) for row in rows)
    return f"% {comment.lstrip('# ')}\nn = {len(rows)};\ngivens = [| {grid} |];\n"


def gnp(vertices, p, seed=1):
    """The DIMACS .col text of a G(n, p) random graph."""
    rng = random.Random(seed)
    edges = [(u, v) for u in range(1, vertices + 1) for v in range(u + 1, vertices + 1) if rng.random() < p]
    lines = [f"c G({vertices}, {p}) random graph, bench/instances.py seed {seed}", f"p edge {vertices} {len(edges)}"]
    lines += [f"e {u} {v}" for u, v in edges]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="kind", required=True)
    q = sub.add_parser("qcp", help="quasigroup with holes")
    q.add_argument("order", type=int)
    q.add_argument("--holes", type=float, default=0.42)
    q.add_argument("--seed", type=int, default=1)
    q.add_argument("--dzn", action="store_true", help="MiniZinc data for examples/minizinc/latin_square.mzn")
    g = sub.add_parser("gnp", help="random graph G(n, p), DIMACS .col")
    g.add_argument("vertices", type=int)
    g.add_argument("p", type=float)
    g.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.kind == "qcp":
        instance = qcp(args.order, args.holes, args.seed)
        sys.stdout.write(dzn(instance) if args.dzn else instance)
    else:
        sys.stdout.write(gnp(args.vertices, args.p, args.seed))


if __name__ == "__main__":
    main()
