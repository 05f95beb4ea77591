"""The csp wheel: the package the CMake build assembles in build/python/csp (its Python files, stubs
and the compiled extension _core), staged beside this file by make_wheel.py. Nothing is compiled
here: setuptools only packs what the build made, tagged for this interpreter and platform."""
import os

from setuptools import Distribution, setup


class CompiledDistribution(Distribution):
    """Holds a compiled extension, so the wheel is tagged cpXY-cpXY-PLATFORM, not py3-none-any."""

    def has_ext_modules(self):
        return True


setup(
    name="csp",
    version=os.environ["CSP_VERSION"],
    description="Constraint satisfaction engine with Sudoku of any size (AIMA chapter 6 in Python)",
    packages=["csp"],
    package_data={"csp": ["_core*.so", "*.pyi", "py.typed"]},
    distclass=CompiledDistribution,
    python_requires=os.environ["CSP_PYTHON_REQUIRES"],
    zip_safe=False,
)
