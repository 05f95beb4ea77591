"""Builds the csp wheel offline from the package the CMake build assembled (build/python/csp), with
Debian's setuptools, wheel and pip (no download, no build isolation):

    python3 python/wheel/make_wheel.py build/python VERSION OUT_DIR

prints the wheel's path. `pip install OUT_DIR/csp-*.whl` then works without the build tree."""
import pathlib
import shutil
import subprocess
import sys
import tempfile


def main(package_root, version, out_dir):
    built = pathlib.Path(package_root) / "csp"
    if not any(built.glob("_core*.so")):
        sys.exit(f"make_wheel: no compiled module in {built} (build the target csp_python first)")
    out = pathlib.Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as stage:
        stage = pathlib.Path(stage)
        shutil.copy(pathlib.Path(__file__).with_name("setup.py"), stage)
        shutil.copytree(built, stage / "csp", ignore=shutil.ignore_patterns("__pycache__"))
        env = {"CSP_VERSION": version,
               "CSP_PYTHON_REQUIRES": f"=={sys.version_info.major}.{sys.version_info.minor}.*",
               "PATH": "/usr/bin:/bin", "HOME": str(stage), "PIP_NO_INPUT": "1"}
        before = set(out.glob("csp-*.whl"))
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index",
                        "--quiet", "--wheel-dir", str(out), str(stage)], check=True, env=env)
    made = sorted(set(out.glob(f"csp-{version}-*.whl")) - before) or sorted(out.glob(f"csp-{version}-*.whl"))
    print(made[-1])


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
