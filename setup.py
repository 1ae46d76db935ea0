"""The build step pyproject.toml cannot say: ship the repository's data inside the package.

``cardsets/``, ``assets/`` and ``saves/`` stay at the top of the repository (a checkout reads them
there); a built wheel carries copies under ``tabletop/_data/``, which ``tabletop.engine.paths``
finds through ``importlib.resources``. An editable install copies nothing.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("cardsets", "assets", "saves")
SKIP = shutil.ignore_patterns("__pycache__", ".*")


class build_py_with_data(build_py):  # noqa: N801 (setuptools' naming)
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tabletop" / "_data"
        for name in SHIPPED:
            shutil.rmtree(target / name, ignore_errors=True)
            shutil.copytree(ROOT / name, target / name, ignore=SKIP)


setup(cmdclass={"build_py": build_py_with_data})
