"""Every row of every option table (csp._core._option_tables(), made from csp/base/option_table.hpp's
tables) is on every surface with the same name and default: the Python keywords, the stubs, the
command lines' --help and the web's types (web/api/engine.d.ts). No option is added here: a new row
in a table fails this test until each surface shows it."""
import ast
import pathlib
import re
import subprocess

import pytest

import csp
from csp import _core, sudoku

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLES = _core._option_tables()

# The web starts from other values than the engine where a page must not hang (web/src/run.cpp,
# search_defaults and local_defaults), and keeps the solutions in its recorder.
WEB_DEFAULTS = {"time_limit": 60, "max_steps": 10000}
NOT_ON_THE_WEB = {"keep_solutions"}


def rows(table):
    return TABLES[table]


def stub_function(stub, name, cls=None):
    tree = ast.parse((pathlib.Path(csp.__file__).parent / stub).read_text())
    body = tree.body
    if cls:
        body = next(n for n in body if isinstance(n, ast.ClassDef) and n.name == cls).body
    return next(n for n in body if isinstance(n, ast.FunctionDef) and n.name == name)


def stub_defaults(function):
    """{parameter: default} of a stubbed function, positional and keyword-only."""
    args = function.args
    positional = args.args[len(args.args) - len(args.defaults):]
    pairs = list(zip(positional, args.defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
    return {a.arg: ast.literal_eval(d) for a, d in pairs if d is not None}


def text(value):
    """A default as the tables write it: 0 for 0.0."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def same_default(row, shown):
    """`shown` (a stub's or the web's default) is the row's default; None stands for row['none']."""
    if shown is None:
        return row["none"] is not None and text(row["default"]) == row["none"]
    if isinstance(row["default"], float) or isinstance(shown, float):
        return float(shown) == float(row["default"])
    return shown == row["default"]


def test_the_tables_hold_what_the_front_ends_use():
    names = {table: [r["name"] for r in rows(table)] for table in TABLES}
    assert {"inference", "variable_order", "seed", "restarts", "nogoods", "node_limit", "time_limit"} <= set(
        names["solver"])
    assert {"backend", "alldiff_strength", "portfolio", "reasoning"} <= set(names["sudoku"])
    assert {"max_steps", "random_walk"} <= set(names["min_conflicts"])
    for table, listed in names.items():
        assert len(listed) == len(set(listed)), table
        assert all(re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", n) for n in listed), table


def test_every_solver_row_is_a_keyword_of_the_solver_with_its_default():
    defaults = stub_defaults(stub_function("__init__.pyi", "__init__", "Solver"))
    p = csp.Problem()
    p.add_variable("x", [1])
    for row in rows("solver"):
        assert row["name"] in defaults, row["name"]
        assert same_default(row, defaults[row["name"]]), (row["name"], row["default"], defaults[row["name"]])
        csp.Solver(p, **{row["name"]: row["default"]})  # the keyword takes its own default


def test_every_min_conflicts_row_is_a_keyword_with_its_default():
    for function in ("min_conflicts", "queens_min_conflicts"):
        defaults = stub_defaults(stub_function("__init__.pyi", function))
        signature = getattr(csp, function).__doc__.splitlines()[0]
        for row in rows("min_conflicts"):
            if row["name"] == "node_limit":
                continue  # local search counts steps: max_steps is its node limit
            assert row["name"] in defaults, (function, row["name"])
            assert same_default(row, defaults[row["name"]]), (function, row["name"])
            if row["default"] is not None and row["name"] != "time_limit":
                assert re.search(rf"\b{row['name']}: \w+ = {re.escape(str(row['default']))}\b", signature), (
                    function, row["name"], signature)


def test_every_sudoku_row_is_a_keyword_of_solve_and_count_with_its_default():
    grid = sudoku.parse("." * 16)
    for function in ("solve", "count"):
        defaults = stub_defaults(stub_function("sudoku.pyi", function))
        for row in rows("sudoku"):
            assert row["name"] in defaults, (function, row["name"])
            assert same_default(row, defaults[row["name"]]), (function, row["name"], defaults[row["name"]])
            if row["name"] in ("backend", "node_limit", "time_limit"):
                continue  # arguments of their own
            backend = row["read_by"][0]
            getattr(sudoku, function)(grid, backend=backend, **{row["name"]: row["default"]})


def help_text(*command):
    return subprocess.run(list(map(str, command)), capture_output=True, text=True, check=True).stdout


def flag_of(row):
    dashed = row["name"].replace("_", "-")
    return f"--no-{dashed}" if row["type"] == "flag" and row["default"] else f"--{dashed}"


def check_help(text, table_rows, where):
    for row in table_rows:
        line = next((l for l in text.splitlines() if re.search(rf"(^|[ ,]){flag_of(row)}\b", l)), None)
        assert line is not None, (where, flag_of(row))
        if row["type"] != "flag":  # CLI11 shows a default after the type: --seed UINT=0
            shown = re.search(rf"{flag_of(row)}(?:,\S+)?\s+.*?=(\S+)", line)
            assert shown, (where, line)
            value = shown.group(1) if row["type"] == "choice" else float(shown.group(1))
            assert same_default(row, value), (where, line)


def test_every_sudoku_row_is_a_flag_of_the_tool_with_its_default(build_dir):
    tool = build_dir / "sudoku"
    for command in ("solve", "count"):
        check_help(help_text(tool, command, "--help"), [r for r in rows("sudoku")], f"sudoku {command}")


def test_every_generate_row_is_on_every_surface_with_its_default(build_dir):
    defaults = stub_defaults(stub_function("sudoku.pyi", "generate"))
    for row in rows("generate"):
        assert row["name"] in defaults, row["name"]
        assert same_default(row, defaults[row["name"]]), (row["name"], defaults[row["name"]])
    check_help(help_text(build_dir / "sudoku", "generate", "--help"), rows("generate"), "sudoku generate")
    text = (ROOT / "web" / "api" / "engine.d.ts").read_text()
    body = text[text.index("  generate(options?: {"):]
    body = body[:body.index("})")]
    for row in rows("generate"):
        assert re.search(rf"\b{camel(row['name'])}\?:", body), row["name"]


def test_the_engine_rows_fzn_csp_offers_are_flags_with_their_defaults(build_dir):
    text = help_text(build_dir / "fzn-csp", "--help")
    offered = {"seed", "random_ties", "restart_base", "restart_growth", "nogoods", "node_limit", "value_order"}
    check_help(text, [r for r in rows("solver") if r["name"] in offered], "fzn-csp")
    for name in ("inference", "variable_order", "restarts"):  # fzn-csp's own defaults (dom-wdeg, luby)
        assert "--" + name.replace("_", "-") in text, name


def web_run_options():
    """{camelCase key: its doc comment} of RunOptions in web/api/engine.d.ts."""
    text = (ROOT / "web" / "api" / "engine.d.ts").read_text()
    body = text[text.index("export interface RunOptions {"):]
    body = body[:body.index("\n}\n")]
    return dict((key, doc) for doc, key in re.findall(r"/\*\*(.*?)\*/\s*\n\s*(\w+)\?:", body, re.S))


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(w.capitalize() for w in rest)


def test_every_engine_row_is_a_web_option_with_its_default():
    keys = web_run_options()
    for row in rows("solver") + rows("min_conflicts"):
        if row["name"] in NOT_ON_THE_WEB:
            assert camel(row["name"]) not in keys, row["name"]
            continue
        key = camel(row["name"])
        assert key in keys, key
        shown = re.search(r"[Dd]efault (?:'([^']*)'|([\w.]+))", keys[key])
        assert shown, (key, keys[key])
        value = shown.group(1) if shown.group(1) is not None else shown.group(2)
        expected = WEB_DEFAULTS.get(row["name"], row["default"])
        if isinstance(expected, bool):
            assert value == str(expected).lower(), key
        elif isinstance(expected, (int, float)):
            assert float(value) == float(expected), (key, value, expected)
        else:
            assert value == expected, (key, value, expected)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_choices_are_the_engines_names(table):
    for row in rows(table):
        if row["type"] == "choice":
            assert row["default"] in row["choices"], row["name"]


def test_the_sat_rows_are_the_sat_backends_options_named_sat_name():
    lifted = {r["name"]: r for r in rows("sudoku") if r["name"].startswith("sat_")}
    chosen_by_sat_mode = {"seed", "stable_first", "rephase_interval", "bump_reasons"}
    assert "sat_mode" in lifted
    for row in rows("sat"):
        name = "sat_" + row["name"]
        if row["name"] in chosen_by_sat_mode:
            assert name not in lifted, name
            continue
        assert name in lifted, name
        for key in ("type", "default", "choices", "unit"):
            assert lifted[name][key] == row[key], (name, key)
        assert lifted[name].get("range") == row.get("range"), name
        assert lifted[name]["read_by"] == ["sat"], name
