"""Problem.add_regular: the solutions the engine counts against every word filtered by running the
automaton in Python, and each bad argument refused with its name."""
import itertools

import pytest

import csp


def accepts(transitions, initial, finals, word):
    """Runs the automaton on `word` in Python: the independent check."""
    q = initial
    for value in word:
        q = transitions.get((q, value))
        if q is None:
            return False
    return q in finals


def engine_words(p, xs):
    sols = csp.Solver(p, max_solutions=0).solve().solutions
    assert all(p.check(s) == "" for s in sols)
    return sorted(tuple(s[x.name] for x in xs) for s in sols)


def test_no_two_consecutive_ones_over_0_1_variables():
    # State 1: the last value was 0 (or none yet); state 2: it was 1.
    transitions = {(1, 0): 1, (1, 1): 2, (2, 0): 1}
    p = csp.Problem()
    xs = p.add_variables(range(7), [0, 1])
    p.add_regular(xs, transitions, initial=1, finals=[1, 2])
    brute = sorted(w for w in itertools.product([0, 1], repeat=7) if accepts(transitions, 1, {1, 2}, w))
    assert engine_words(p, xs) == brute
    assert len(brute) == 34  # Fibonacci: no "11" in 7 bits
    assert all("1, 1" not in str(w) for w in brute)


def row_blocks(word):
    return [len(run) for run in "".join(word).split(".") if run]


def test_a_nonogram_row_over_labels():
    clue = [2, 1, 3]
    # States: 1 before the first block; 2, 3 inside "##"; 4 the gap after it; 5 "#"; 6 the gap;
    # 7, 8, 9 inside "###"; 9 is final, and 10 the spaces after it.
    transitions = {(1, "."): 1, (1, "#"): 2, (2, "#"): 3, (3, "."): 4, (4, "."): 4, (4, "#"): 5, (5, "."): 6,
                   (6, "."): 6, (6, "#"): 7, (7, "#"): 8, (8, "#"): 9, (9, "."): 10, (10, "."): 10}
    p = csp.Problem()
    cells = p.add_variables([("c", i) for i in range(10)], [".", "#"])
    p.add_regular(cells, transitions, 1, [9, 10])
    words = list(itertools.product(".#", repeat=10))
    brute = sorted(w for w in words if accepts(transitions, 1, {9, 10}, w))
    assert engine_words(p, cells) == brute
    assert brute == sorted(w for w in words if row_blocks(w) == clue)  # the automaton is the clue's
    assert len(brute) == 10  # C(10 - 6 - 2 + 3, 3)


def test_int_values_from_several_domains_and_a_repeated_variable():
    # Over 3..5 and 4..9: the word x y x with y = x + 1 and the last letter again x.
    p = csp.Problem()
    x, y = p.add_variable("x", [3, 4, 5]), p.add_variable("y", range(4, 10))
    transitions = {(1, v): v for v in (3, 4, 5)}
    transitions.update({(v, v + 1): 10 + v for v in (3, 4, 5)})
    transitions.update({(10 + v, v): 20 for v in (3, 4, 5)})
    p.add_regular([x, y, x], transitions, 1, [20])
    assert engine_words(p, [x, y]) == [(3, 4), (4, 5), (5, 6)]


def test_bad_arguments_name_what_is_wrong_and_add_nothing():
    p = csp.Problem()
    xs = p.add_variables("abc", [0, 1])
    ok = {(1, 0): 1, (1, 1): 1}
    with pytest.raises(TypeError, match=r"add_regular: transitions must be a dict \{\(state, value\): next_state\}"):
        p.add_regular(xs, [(1, 0, 1)], 1, [1])
    with pytest.raises(ValueError, match=r"add_regular: a transitions key must be a \(state, value\) pair, got 1"):
        p.add_regular(xs, {1: 1}, 1, [1])
    with pytest.raises(ValueError, match=r"pair, got \(1, 0, 0\)"):
        p.add_regular(xs, {(1, 0, 0): 1}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: a transition's state is 0; states are numbered from 1"):
        p.add_regular(xs, {(0, 0): 1}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: a transition's next state is -2; states are numbered from 1"):
        p.add_regular(xs, {(1, 0): -2}, 1, [1])
    with pytest.raises(TypeError, match="add_regular: a transition's next state must be an int .*got 'q'"):
        p.add_regular(xs, {(1, 0): "q"}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: initial is 0; states are numbered from 1"):
        p.add_regular(xs, ok, 0, [1])
    with pytest.raises(TypeError, match="add_regular: initial must be an int"):
        p.add_regular(xs, ok, True, [1])
    with pytest.raises(ValueError, match="add_regular: a final state is 2147483648"):
        p.add_regular(xs, ok, 1, [2**31])
    with pytest.raises(ValueError, match="add_regular: transitions read 2, a value of none of the variables"):
        p.add_regular(xs, {(1, 0): 1, (1, 2): 1}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: transitions is empty"):
        p.add_regular(xs, {}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: 5000000 states .* more than 4194304 transitions"):
        p.add_regular(xs, {(5000000, 0): 1}, 1, [1])
    with pytest.raises(ValueError, match="add_regular: no variables"):
        p.add_regular([], ok, 1, [1])
    with pytest.raises(ValueError, match="add_regular: no variable named 'z'"):
        p.add_regular(["a", "z"], ok, 1, [1])
    s, t = p.add_variable("s", ["x", "y"]), p.add_variable("t", ["y", "x"])
    with pytest.raises(ValueError, match="over labels every variable needs the same values in the same order"):
        p.add_regular([s, t], {(1, "x"): 1, (1, "y"): 1}, 1, [1])
    assert csp.count_solutions(p) == 32  # nothing half-added
