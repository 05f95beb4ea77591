"""ctest python.wheel: the wheel python/wheel/make_wheel.py builds from the assembled package installs
with pip, offline, into an empty folder, and the module works from there alone (no build tree on the
path): a map coloured and a Sudoku solved, each checked here.

    python3 tests/python/wheel_check.py build/python VERSION"""
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]

USE = r'''
import pathlib, sys
import csp
from csp import sudoku
assert pathlib.Path(csp.__file__).resolve().is_relative_to(pathlib.Path(sys.argv[1]).resolve()), csp.__file__
colouring = csp.solve(csp.problems.australia())
borders = [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"), ("SA", "NSW"), ("SA", "V"),
           ("Q", "NSW"), ("NSW", "V")]
assert len(colouring) == 7 and all(colouring[a] != colouring[b] for a, b in borders), colouring
rows = sudoku.solve(sudoku.parse("1..." ".2.." "..3." "...4")).grid.to_list()
groups = rows + [list(col) for col in zip(*rows)] + [[rows[r + i][c + j] for i in (0, 1) for j in (0, 1)]
                                                    for r in (0, 2) for c in (0, 2)]
assert all(sorted(g) == [1, 2, 3, 4] for g in groups), rows
print("the installed wheel solves:", colouring)
'''


def main(package_root, version):
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)
        made = subprocess.run([sys.executable, str(ROOT / "python" / "wheel" / "make_wheel.py"), package_root, version,
                               str(work / "dist")], check=True, capture_output=True, text=True).stdout.strip()
        wheel = pathlib.Path(made)
        assert wheel.name.startswith(f"csp-{version}-cp{sys.version_info.major}{sys.version_info.minor}-"), wheel.name
        site = work / "site"
        subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--no-deps", "--quiet",
                        "--disable-pip-version-check", "--target", str(site), str(wheel)], check=True,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(work), "PIP_ROOT_USER_ACTION": "ignore"})
        # A clean environment: the installed folder alone on the path, run from elsewhere.
        subprocess.run([sys.executable, "-c", USE, str(site)], check=True, cwd=work,
                       env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(site)})
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main(*sys.argv[1:])
