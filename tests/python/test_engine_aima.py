"""AIMA's examples give the C++ engine's answers and node counts through the binding."""
import re
import subprocess

import pytest

import csp
from conftest import australia, colouring_ok, queens, queens_ok

QUEENS_COUNTS = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92}
# Nodes of the C++ example for counting all solutions (MAC, MRV, values increasing), as printed by
# `build/examples/queens N --count --stats --val-order input --restarts none --random-ties=false` and
# `build/examples/map_colouring australia --count --stats --inference I --restarts none
# --random-ties=false` (the binding's Solver, like csp::SolverOptions, neither restarts nor breaks
# ties at random; the examples do by default); the tests ask the binary itself when the build tree
# has it, and fall back on these figures otherwise.
QUEENS_NODES = {1: 0, 2: 0, 3: 0, 4: 4, 5: 15, 6: 30, 7: 111, 8: 408}
AUSTRALIA_NODES = {"none": 102, "fc": 51, "mac": 27}


def cxx_nodes(binary, *args):
    """The node count the C++ example prints with --stats, or None when it is not built."""
    if not binary.exists():
        return None
    command = [str(binary), *args, "--stats", "--restarts", "none", "--random-ties=false"]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^nodes (\d+)", out, re.MULTILINE).group(1))


def test_australia_has_18_colourings_each_valid():
    p = australia()
    r = csp.Solver(p, max_solutions=0).solve()
    assert r.status == "satisfied" and r.complete
    assert r.solution_count == 18 and len(r.solutions) == 18
    assert len({tuple(sorted(s.items())) for s in r.solutions}) == 18
    for s in r.solutions:
        assert colouring_ok(s) and p.check(s) == ""
    assert csp.count_solutions(p) == 18


def test_australia_with_two_colours_is_unsatisfiable():
    r = csp.Solver(australia(("red", "green"))).solve()
    assert r.status == "unsatisfiable" and not r and r.solution is None and r.complete


@pytest.mark.parametrize("inference", ["none", "fc", "mac"])
def test_australia_node_counts_equal_the_cxx_example(build_dir, inference):
    r = csp.Solver(australia(), inference=inference, max_solutions=0).solve()
    assert r.solution_count == 18
    expected = cxx_nodes(build_dir / "examples" / "map_colouring", "australia", "--count", "--inference", inference)
    assert r.stats.nodes == (expected if expected is not None else AUSTRALIA_NODES[inference])


@pytest.mark.parametrize("n", range(1, 9))
def test_queens_counts_and_node_counts_equal_the_cxx_example(build_dir, n):
    p = queens(n)
    r = csp.Solver(p, variable_order="mrv", value_order="input", max_solutions=0).solve()
    assert r.complete and r.solution_count == QUEENS_COUNTS[n] == len(r.solutions)
    for s in r.solutions:
        assert queens_ok(s, n) and p.check(s) == ""
    expected = cxx_nodes(build_dir / "examples" / "queens", str(n), "--count", "--val-order", "input")
    assert r.stats.nodes == (expected if expected is not None else QUEENS_NODES[n])


def test_the_committed_figures_are_the_cxx_examples(build_dir):
    """When the examples are built, the fallback figures above are still theirs."""
    if not (build_dir / "examples" / "queens").exists():
        pytest.skip("examples not built")
    for n, nodes in QUEENS_NODES.items():
        assert cxx_nodes(build_dir / "examples" / "queens", str(n), "--count", "--val-order", "input") == nodes
    for inference, nodes in AUSTRALIA_NODES.items():
        assert cxx_nodes(build_dir / "examples" / "map_colouring", "australia", "--count", "--inference",
                         inference) == nodes


def test_first_queens_solution_and_its_nodes(build_dir):
    p = queens(8)
    r = csp.Solver(p, variable_order="mrv", value_order="input").solve()
    assert r.solution_count == 1 and queens_ok(r.solution, 8) and p.check(r.solution) == ""
    expected = cxx_nodes(build_dir / "examples" / "queens", "8", "--val-order", "input")
    assert r.stats.nodes == (expected if expected is not None else 15)
