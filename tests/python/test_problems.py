"""csp.problems: each of AIMA chapter 6's problems solved and its solution checked in plain Python
against the puzzle's own statement; Problem.copy, ac3(assume=...) and n-ary predicates."""
import itertools

import pytest

import csp
from conftest import AUSTRALIA_BORDERS, colouring_ok, queens_ok


def proper_colouring(solution, borders, colours):
    return all(solution[a] != solution[b] for a, b in borders) and all(c in colours for c in solution.values())


def test_australia_is_figure_6_1():
    p = csp.problems.australia()
    assert sorted(map(tuple, map(sorted, csp.problems.map_borders("australia")))) == \
        sorted(map(tuple, map(sorted, AUSTRALIA_BORDERS)))
    assert colouring_ok(csp.solve(p))
    assert csp.count_solutions(p) == 18


@pytest.mark.parametrize("name, regions, borders", [("usa", 49, 107), ("france", 13, 23)])
def test_maps_need_four_colours(name, regions, borders):
    four = getattr(csp.problems, name)()
    assert len(four) == regions and len(csp.problems.map_borders(name)) == borders
    solution = csp.solve(four)
    assert proper_colouring(solution, csp.problems.map_borders(name), csp.problems.FOUR_COLOURS)
    assert csp.solve(getattr(csp.problems, name)(csp.problems.COLOURS)) is None


def test_france_borders_are_right():
    borders = {frozenset(b) for b in csp.problems.map_borders("france")}
    assert frozenset(("IDF", "CVL")) in borders and frozenset(("ARA", "PAC")) in borders
    assert frozenset(("BRE", "NAQ")) not in borders  # Pays de la Loire lies between them
    assert not any("COR" in b for b in borders)  # an island


@pytest.mark.parametrize("n, count", [(4, 2), (6, 4), (8, 92)])
def test_queens(n, count):
    p = csp.problems.queens(n)
    assert queens_ok(csp.solve(p), n)
    assert csp.count_solutions(p) == count
    with pytest.raises(ValueError, match="n must be 1 or more"):
        csp.problems.queens(0)
    with pytest.raises(TypeError, match="n must be an int"):
        csp.problems.queens("8")


def test_zebra_answers_who_owns_the_zebra_and_who_drinks_water():
    categories, clues = csp.problems.zebra_clues()
    p = csp.problems.zebra()
    assert csp.count_solutions(p) == 1
    house = csp.solve(p)
    for text, kind, a, b, at in clues:  # every clue, read from its statement
        holds = {"same house": lambda: house[a] == house[b], "next to": lambda: abs(house[a] - house[b]) == 1,
                 "right of": lambda: house[a] == house[b] + 1, "in house": lambda: house[a] == at}[kind]()
        assert holds, text
    for _, values in categories:
        assert sorted(house[v] for v in values) == [1, 2, 3, 4, 5]
    nationality = dict(categories)["nationality"]
    assert [n for n in nationality if house[n] == house["zebra"]] == ["Japanese"]
    assert [n for n in nationality if house[n] == house["water"]] == ["Norwegian"]


def word(solution, letters):
    return int("".join(str(solution[c]) for c in letters))


def test_send_more_money():
    p = csp.problems.send_more_money()
    s = csp.solve(p)
    assert word(s, "SEND") + word(s, "MORE") == word(s, "MONEY")
    assert len(set(s.values())) == 8 and s["S"] and s["M"]
    assert csp.count_solutions(p) == 1


def brute_force_two_two_four():
    found = []
    for t, w, o, f, u, r in itertools.permutations(range(10), 6):
        if t and f and 2 * (100 * t + 10 * w + o) == 1000 * f + 100 * o + 10 * u + r:
            found.append(dict(zip("TWOFUR", (t, w, o, f, u, r))))
    return found


def test_two_two_four_with_carries_has_the_brute_force_solutions():
    p = csp.problems.two_two_four()
    solutions = [{k: v for k, v in s.items() if k in "TWOFUR"} for s in csp.Solver(p, max_solutions=0).solve().solutions]
    expected = brute_force_two_two_four()
    assert len(expected) == 7
    assert sorted(map(sorted, (s.items() for s in solutions))) == sorted(map(sorted, (e.items() for e in expected)))


def test_sudoku_of_figure_6_4():
    p = csp.problems.sudoku()
    s = csp.solve(p)
    rows = [[s[f"r{r}c{c}"] for c in range(1, 10)] for r in range(1, 10)]
    digits = list(range(1, 10))
    assert all(sorted(row) == digits for row in rows)
    assert all(sorted(col) == digits for col in zip(*rows))
    assert all(sorted(rows[r + i][c + j] for i in range(3) for j in range(3)) == digits
               for r in (0, 3, 6) for c in (0, 3, 6))
    givens = csp.problems.SUDOKU
    assert all(ch == "." or int(ch) == rows[k // 9][k % 9] for k, ch in enumerate(givens))
    assert csp.ac3(p)  # AC-3 alone is consistent here


def test_kakuro():
    p = csp.problems.kakuro()
    s = csp.solve(p)
    for total, cells in csp.problems.KAKURO:
        digits = [s[cell] for cell in cells]
        assert sum(digits) == total and len(set(digits)) == len(digits) and all(1 <= d <= 9 for d in digits)
    assert csp.count_solutions(p) == 1


def test_each_call_gives_a_new_problem():
    a, b = csp.problems.australia(), csp.problems.australia()
    a.assign("WA", "red")
    assert b.domain("WA") == ["red", "green", "blue"]


def test_copy_is_independent():
    p = csp.problems.australia()
    q = p.copy()
    q.assign("WA", "green")
    q.add_constraint("T", "V", "!=")
    assert p.domain("WA") == ["red", "green", "blue"] and q.domain("WA") == ["green"]
    assert csp.count_solutions(p) == 18 and csp.count_solutions(q) == 4  # 2 mainland colourings, 2 colours for T
    assert colouring_ok(csp.solve(q)) and csp.solve(q)["WA"] == "green"
    import copy
    assert csp.count_solutions(copy.copy(p)) == 18


def test_ac3_with_assume_is_ac3_after_those_assignments():
    p = csp.problems.australia()
    r = csp.ac3(p, assume={"WA": "red"})
    q = p.copy()
    q.assign("WA", "red")
    assert r.domains == csp.ac3(q).domains
    assert r.domains["WA"] == ["red"] and r.domains["NT"] == ["green", "blue"] and r.domains["SA"] == ["green", "blue"]
    assert p.domain("WA") == ["red", "green", "blue"]  # the problem is unchanged
    both = csp.ac3(p, algorithm="ac3-textbook", trace=True, assume={"WA": "red", "NT": "green"})
    assert both.domains["Q"] == ["red"] and both.steps
    assert not csp.ac3(p, assume={"WA": "red", "NT": "red"})  # neighbours equal: a wipe-out
    with pytest.raises(TypeError, match="assume must be a dict"):
        csp.ac3(p, assume=[("WA", "red")])
    with pytest.raises(csp.ModelError, match="'purple' is not a value of 'WA'"):
        csp.ac3(p, assume={"WA": "purple"})


def test_a_predicate_over_three_variables_equals_brute_force():
    p = csp.Problem()
    for x in "abc":
        p.add_variable(x, range(5))
    p.add_predicate(["a", "b", "c"], lambda a, b, c: a + b == 2 * c and a != b)
    expected = sorted((a, b, c) for a in range(5) for b in range(5) for c in range(5) if a + b == 2 * c and a != b)
    found = sorted(tuple(s[x] for x in "abc") for s in csp.Solver(p, max_solutions=0).solve().solutions)
    assert found == expected and all(p.check(s) == "" for s in csp.Solver(p, max_solutions=0).solve().solutions)


def test_predicates_of_one_and_two_variables_and_labels():
    p = csp.Problem()
    p.add_variable("x", range(4))
    p.add_variable("y", ["a", "b"])
    p.add_predicate(["x"], lambda x: x % 2 == 1)
    p.add_predicate(["x", "y"], lambda x, y: (x == 1) == (y == "a"))
    found = sorted((s["x"], s["y"]) for s in csp.Solver(p, max_solutions=0).solve().solutions)
    assert found == [(1, "a"), (3, "b")]


def test_predicate_mistakes_are_named():
    p = csp.problems.queens(8)
    with pytest.raises(TypeError, match="predicate must be a callable, got int"):
        p.add_predicate(["Q1", "Q2", "Q3"], 3)
    with pytest.raises(TypeError, match="variables must be a list"):
        p.add_predicate("Q1", lambda q: True)
    with pytest.raises(csp.ModelError, match="no variable named 'Q9'"):
        p.add_predicate(["Q1", "Q9", "Q2"], lambda *q: True)
    with pytest.raises(ValueError, match="listed twice"):
        p.add_predicate(["Q1", "Q1", "Q2"], lambda *q: True)
    with pytest.raises(ValueError, match="16,777,216 value combinations"):
        p.add_predicate([f"Q{i}" for i in range(1, 9)], lambda *q: True)
    with pytest.raises(ZeroDivisionError):
        p.add_predicate(["Q1", "Q2", "Q3"], lambda *q: 1 / 0)
    assert csp.count_solutions(p) == 92  # nothing was added by the calls that raised


def test_check_says_what_is_wrong_and_is_solution_says_yes_or_no():
    p = csp.problems.australia()
    good = csp.solve(p)
    assert p.check(good) == "" and p.is_solution(good) is True
    bad = dict(good, NT=good["WA"])
    assert "WA" in p.check(bad) and "NT" in p.check(bad) and p.is_solution(bad) is False
    assert p.check({"WA": "red"}).startswith("no value for") and not p.is_solution({"WA": "red"})


def test_wrong_arguments_are_named():
    with pytest.raises(TypeError, match=r"csp.problems.australia\(\): colours must be a list of colours, got int"):
        csp.problems.australia(3)
    with pytest.raises(TypeError, match="runs must be a list of"):
        csp.problems.kakuro([5])
    with pytest.raises(TypeError, match="grid must be a csp.sudoku.Grid|a str"):
        csp.problems.sudoku(5)
