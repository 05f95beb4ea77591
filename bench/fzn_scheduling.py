#!/usr/bin/env python3
"""Writes a scheduling-like FlatZinc instance to standard output: 200 tasks with start times over
0..HORIZON, three random precedences per task, ten disjunctive pairs (each a pair of reified
int_lin_le and a clause), minimise the makespan, searched by smallest / indomain_min. A large
horizon is what a modeller's schedule looks like; docs/experiments.md (binary branching) runs it.

    python3 bench/fzn_scheduling.py 1000000 > sched.fzn && build/fzn-csp -s sched.fzn
"""
import random
import sys


def instance(horizon, seed=5, tasks=200):
    rng = random.Random(seed)
    lines = [f"var 0..{horizon}: s{i} :: output_var;" for i in range(tasks)]
    lines.append(f"var 0..{horizon}: makespan :: output_var;")
    duration = [rng.randint(1, 50) for _ in range(tasks)]
    constraints = []
    for i in range(tasks):
        for j in rng.sample(range(tasks), 3):
            if j > i:
                constraints.append(f"constraint int_lin_le([1,-1],[s{i},s{j}],{-duration[i]});")
        constraints.append(f"constraint int_lin_le([1,-1],[s{i},makespan],{-duration[i]});")
    for k in range(10):
        i, j = rng.sample(range(tasks), 2)
        lines += [f"var bool: b{k} :: var_is_introduced;", f"var bool: c{k} :: var_is_introduced;"]
        constraints += [f"constraint int_lin_le_reif([1,-1],[s{i},s{j}],{-duration[i]},b{k});",
                        f"constraint int_lin_le_reif([1,-1],[s{j},s{i}],{-duration[j]},c{k});",
                        f"constraint bool_clause([b{k},c{k}],[]);"]
    starts = ",".join(f"s{i}" for i in range(tasks))
    return "\n".join(lines + constraints) + \
        f"\nsolve :: int_search([{starts}],smallest,indomain_min,complete) minimize makespan;\n"


if __name__ == "__main__":
    sys.stdout.write(instance(int(sys.argv[1]) if len(sys.argv) > 1 else 1000000))
