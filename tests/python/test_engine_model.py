"""Building problems from Python: names and values, relations, predicates, and every documented error."""
import pytest

import csp
from conftest import australia


def test_int_values_stay_ints_and_labels_keep_their_order():
    p = csp.Problem()
    x = p.add_variable("x", [9, 3, 5])
    c = p.add_variable(("r", 1), ["b", "a", ("t", 2)])
    assert isinstance(x, csp.Variable) and x.id == 0 and x.name == "x" and c.name == ("r", 1)
    assert p.values(x) == [3, 5, 9] and p.values(("r", 1)) == ["b", "a", ("t", 2)]
    assert [v.name for v in p.variables] == ["x", ("r", 1)] and len(p) == 2
    assert p.variable(("r", 1)) == c
    ab = p.add_variables(["a", "b"], range(4))
    assert [v.name for v in ab] == ["a", "b"] and p.values("b") == [0, 1, 2, 3]


def test_relations_by_name_on_ints():
    p = csp.Problem()
    x, y = p.add_variable("x", range(1, 4)), p.add_variable("y", range(1, 4))
    expected = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
                ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}
    for name, holds in expected.items():
        q = csp.Problem()
        q.add_variable("x", range(1, 4))
        q.add_variable("y", range(1, 4))
        q.add_constraint("x", "y", name)
        sols = csp.Solver(q, max_solutions=0).solve().solutions
        assert sorted((s["x"], s["y"]) for s in sols) == sorted(
            (a, b) for a in range(1, 4) for b in range(1, 4) if holds(a, b)), name
        assert all(q.check(s) == "" for s in sols)
    p.add_constraint(x, y, csp.table([(1, 2), (3, 1)]))
    assert sorted((s["x"], s["y"]) for s in csp.Solver(p, max_solutions=0).solve().solutions) == [(1, 2), (3, 1)]


def test_label_equality_between_different_value_lists():
    p = csp.Problem()
    p.add_variable("shirt", ["red", "blue"])
    p.add_variable("tie", ["blue", "green", "red"])
    p.add_constraint("shirt", "tie", "==")
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    assert sorted((s["shirt"], s["tie"]) for s in sols) == [("blue", "blue"), ("red", "red")]
    assert all(p.check(s) == "" for s in sols)


def test_predicate_is_evaluated_at_add_time_only():
    p = csp.Problem()
    x, y = p.add_variable("x", range(10)), p.add_variable("y", range(10))
    calls = []

    def plus_is_five(a, b):
        calls.append((a, b))
        return a + b == 5

    p.add_constraint(x, y, plus_is_five, name="x+y=5")
    assert len(calls) == 100
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    assert len(calls) == 100  # never called during search
    assert sorted((s["x"], s["y"]) for s in sols) == [(a, 5 - a) for a in range(6)]
    assert all(p.check(s) == "" for s in sols)
    assert "x+y=5" in p.to_dot()


def test_one_predicate_on_the_same_values_is_evaluated_once_per_model():
    p = csp.Problem()
    xs = [p.add_variable(f"x{i}", range(4)) for i in range(6)]
    labelled = [p.add_variable(f"l{i}", ["a", "b", "c"]) for i in range(2)]
    calls = []

    def adjacent(a, b):
        calls.append((a, b))
        return abs(a - b) != 1

    for i in range(5):
        p.add_constraint(xs[i], xs[i + 1], adjacent)
    assert len(calls) == 16  # one 4×4 table for the five constraints
    for i in range(4):  # a lambda written in a loop: a new object each time, evaluated each time
        p.add_constraint(xs[i], xs[i + 2], lambda a, b: a != b)
    for i in range(3):  # captures differ: each is its own predicate
        p.add_constraint(xs[i], xs[i + 3], lambda a, b, k=i: a + b != k)
    p.add_constraint(labelled[0], labelled[1], lambda a, b: a < b)
    p.add_constraint(xs[0], xs[5], adjacent)  # the same function again
    assert len(calls) == 16
    sols = csp.Solver(p, max_solutions=0).solve().solutions

    def brute(x):  # every constraint written out again, over all 4^6 assignments
        return (all(abs(x[i] - x[i + 1]) != 1 for i in range(5)) and all(x[i] != x[i + 2] for i in range(4))
                and all(x[i] + x[i + 3] != i for i in range(3)) and abs(x[0] - x[5]) != 1)

    import itertools
    expected = sorted(x for x in itertools.product(range(4), repeat=6) if brute(x))
    pairs = [("a", "b"), ("a", "c"), ("b", "c")]
    assert sorted({tuple(s[f"x{i}"] for i in range(6)) for s in sols}) == expected
    assert len(sols) == len(expected) * len(pairs)
    assert all(p.check(s) == "" for s in sols)
    assert all((s["l0"], s["l1"]) in pairs for s in sols)


def test_lambdas_of_one_code_reading_globals_are_different_predicates():
    # A loop at module level: i and j are globals, so every lambda has the same code and no closure.
    scope = {"csp": csp}
    exec("p = csp.Problem()\n"
         "for i in range(6): p.add_variable(i, range(6))\n"
         "for i in range(6):\n"
         "    for j in range(i + 1, 6):\n"
         "        p.add_constraint(i, j, lambda a, b: a != b and abs(a - b) != j - i)\n", scope)
    r = csp.Solver(scope["p"], max_solutions=0).solve()
    assert r.solution_count == 4  # the 6-queens solutions
    assert all(len(set(s.values())) == 6 and all(abs(s[i] - s[j]) != j - i for i in range(6) for j in range(i + 1, 6))
               for s in r.solutions)


def test_all_different_over_labels_needs_one_list_of_values():
    p = csp.Problem()
    x, y = p.add_variable("X", ["a", "b"]), p.add_variable("Y", ["b", "a"])
    with pytest.raises(csp.ModelError, match="same values in the same order"):
        p.add_all_different([x, y])
    z = p.add_variable("Z", ["a", "b"])
    p.add_all_different([x, z])
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    assert sorted((s["X"], s["Z"]) for s in sols) == [("a", "b"), ("a", "b"), ("b", "a"), ("b", "a")]
    assert all(s["X"] != s["Z"] and p.check(s) == "" for s in sols)


def test_a_variable_compares_with_other_objects():
    p = csp.Problem()
    v = p.add_variable("WA", [1, 2])
    assert v != "WA" and v == p.variable("WA") and v in ["x", v]
    assert {"WA": 1, v: 2}["WA"] == 1


def test_unary_restrictions():
    p = csp.Problem()
    x = p.add_variable("x", range(1, 10))
    p.restrict(x, lambda v: v % 2 == 1)
    p.remove_value(x, 5)
    assert p.domain(x) == [1, 3, 7, 9] and p.values(x) == list(range(1, 10))
    p.assign(x, 7)
    assert csp.solve(p) == {"x": 7}


def test_n_ary_constraints():
    p = csp.Problem()
    ds = p.add_variables("abcd", range(1, 5))
    p.add_all_different(ds, strength="domain")
    p.add_linear([1, 2, 3, 4], ds, "==", 20)
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    assert sols and all(p.check(s) == "" for s in sols)
    for s in sols:
        v = [s[n] for n in "abcd"]
        assert sorted(v) == [1, 2, 3, 4] and v[0] + 2 * v[1] + 3 * v[2] + 4 * v[3] == 20
    brute = sum(1 for a in range(1, 5) for b in range(1, 5) for c in range(1, 5) for d in range(1, 5)
                if len({a, b, c, d}) == 4 and a + 2 * b + 3 * c + 4 * d == 20)
    assert len(sols) == brute


def test_table_element_and_count_against_brute_force():
    p = csp.Problem()
    x, y, z = (p.add_variable(n, range(3)) for n in "xyz")
    p.add_table([x, y, z], [(0, 1, 2), (2, 2, 2), (1, 0, 0), (5, 0, 0)])
    i = p.add_variable("i", range(3))
    p.add_element(i, [2, 0, 1], x)
    n = p.add_variable("n", range(4))
    p.add_count([x, y, z], z, n)
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    expected = [(x_, y_, z_, i_, n_) for (x_, y_, z_) in [(0, 1, 2), (2, 2, 2), (1, 0, 0)] for i_ in range(3)
                for n_ in range(4) if [2, 0, 1][i_] == x_ and n_ == [x_, y_, z_].count(z_)]
    assert sorted(tuple(s[k] for k in "xyzin") for s in sols) == sorted(expected)
    assert all(p.check(s) == "" for s in sols)


def test_model_error_is_a_value_error_with_the_engines_message():
    assert issubclass(csp.ModelError, ValueError)
    p = csp.Problem()
    a = p.add_variable("a", [1, 2])
    with pytest.raises(csp.ModelError, match="a binary constraint needs two different variables, got 'a' twice"):
        p.add_constraint(a, a, "!=")
    with pytest.raises(csp.ModelError, match="a variable named 'a' already exists"):
        p.add_variable("a", [1])
    with pytest.raises(csp.ModelError, match="variable 'b' has the value 7 twice"):
        p.add_variable("b", [7, 7])
    with pytest.raises(csp.ModelError, match="variable 'c' has the value 'x' twice"):
        p.add_variable("c", ["x", "y", "x"])
    with pytest.raises(csp.ModelError, match="variable 'd' has an empty domain"):
        p.add_variable("d", [])
    with pytest.raises(csp.ModelError, match="no variable named 'S A'"):
        p.variable("S A")
    with pytest.raises(csp.ModelError, match="is not a value of 'a'"):
        p.assign(a, 3)
    b = p.add_variable("b", [1, 2])
    with pytest.raises(csp.ModelError, match=r"add_constraint \(table\): 9 is not a value of 'b'"):
        p.add_constraint(a, b, csp.table([(1, 2), (1, 9)]))
    with pytest.raises(csp.ModelError, match="add_constraint: no variable named 'z'"):
        p.add_constraint(a, "z", "!=")
    other = csp.Problem().add_variable("q", [1])
    with pytest.raises(csp.ModelError, match="variable 'q' is not a variable of this problem"):
        p.add_constraint(other, b, "!=")
    assert len(p) == 2 and csp.count_solutions(p) == 4  # nothing half-added


def test_relation_needing_ints_on_labels():
    p = australia()
    with pytest.raises(csp.ModelError, match="needs integer values, and 'WA' has labels"):
        p.add_constraint("WA", "T", "<")
    with pytest.raises(csp.ModelError, match="needs integer values"):
        p.add_linear([1, 1], ["WA", "T"], "==", 1)
    with pytest.raises(ValueError, match=r"unknown relation '=<' \(expected one of: !=, ==, <, <=, >, >=\)"):
        p.add_constraint("WA", "T", "=<")
    with pytest.raises(TypeError, match="the relation must be"):
        p.add_constraint("WA", "T", 3)


def test_a_predicate_that_raises_propagates_and_leaves_the_problem_unchanged():
    p = australia()
    before = (p.to_dot(), len(p), csp.count_solutions(p))

    def broken(a, b):
        if b == "blue":
            raise ZeroDivisionError("no blue")
        return a != b

    with pytest.raises(ZeroDivisionError, match="no blue"):
        p.add_constraint("WA", "T", broken)
    with pytest.raises(RuntimeError, match="nope"):
        p.restrict("T", lambda v: (_ for _ in ()).throw(RuntimeError("nope")))
    assert (p.to_dot(), len(p), csp.count_solutions(p)) == before
    assert p.domain("T") == ["red", "green", "blue"]


def test_unknown_option_names_and_values_list_the_valid_ones():
    p = australia()
    with pytest.raises(ValueError, match=r"unknown option 'inferense' \(expected one of: inference, variable_order"):
        csp.Solver(p, inferense="mac")
    with pytest.raises(ValueError, match=r"unknown inference 'ac3' \(expected one of: none, fc, mac\)"):
        csp.Solver(p, inference="ac3")
    with pytest.raises(ValueError, match=r"expected one of: input, mrv, mrv-degree"):
        csp.Solver(p, variable_order="fail-first")
    with pytest.raises(ValueError, match=r"expected one of: input, lcv, random"):
        csp.Solver(p, value_order="lvc")
    with pytest.raises(ValueError, match=r"expected one of: none, luby, geometric, constant, linear"):
        csp.Solver(p, restarts="always")
    with pytest.raises(ValueError, match=r"expected one of: binary, value, hidden, bounds, domain"):
        p.add_all_different(["WA", "NT"], strength="strong")
    with pytest.raises(ValueError, match="node_limit: must be a whole number, 0 or more, got -1"):
        csp.Solver(p, node_limit=-1)
    for bad in ({"restart_base": 0}, {"restart_growth": 0.5}, {"restart_growth": float("nan")}):
        with pytest.raises(ValueError, match="restart_base: must be a whole number, 1 or more|restart_growth: must be a number from 1 to 100"):
            csp.Solver(p, restarts="geometric", **bad)
        with pytest.raises(ValueError, match="restart_base: must be a whole number, 1 or more|restart_growth: must be a number from 1 to 100"):
            csp.sudoku.solve(csp.sudoku.parse("." * 16), backend="csp", restarts="geometric", **bad)
    with pytest.raises(TypeError, match="observer must be"):
        csp.Solver(p, observer=42)
    with pytest.raises(ValueError, match=r"unknown algorithm 'ac4' \(expected one of: ac3, ac3-textbook, ac2001\)"):
        csp.ac3(p, algorithm="ac4")


def test_check_is_independent_of_the_solver():
    p = australia()
    good = csp.solve(p)
    assert p.check(good) == ""
    bad = dict(good, WA=good["NT"])
    assert "WA" in p.check(bad) and "NT" in p.check(bad)
    assert "no value for 'T'" in p.check({k: v for k, v in good.items() if k != "T"})
    assert "is not a value" in p.check(dict(good, T="pink"))
