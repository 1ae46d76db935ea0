"""The code stays typed and lint-clean: mypy (strict, see pyproject) and ruff over the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_mypy_strict_is_clean() -> None:
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    result = _run("ruff", "check", "tabletop", "tests")
    assert result.returncode == 0, result.stdout + result.stderr


def test_code_is_formatted() -> None:
    result = _run("ruff", "format", "--check", "tabletop", "tests")
    assert result.returncode == 0, result.stdout + result.stderr


def test_rules_core_never_imports_pygame() -> None:
    """DESIGN.md: the rules core never imports pygame (engine, cards, games, ai)."""
    code = (
        "import sys, tabletop, tabletop.engine.saves, tabletop.engine.scenario, tabletop.bench;"
        "from tabletop.engine.registry import game_ids, get_rules;"
        "[get_rules(g).cardset for g in game_ids()];"
        "import tabletop.ai.random_bot;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


PINNED = ("ruff", "mypy", "types-PyYAML")


def test_the_checking_tools_are_pinned_and_installed_at_their_pins() -> None:
    """Issue 11: a new ruff or mypy release must not fail a clean run with no code change."""
    import tomllib
    from importlib.metadata import version

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pins = dict(req.split("==", 1) for req in extra["optional-dependencies"]["test"] if "==" in req)
    for tool in PINNED:
        assert tool in pins, f"{tool} is not pinned with == in the test extra"
        assert version(tool) == pins[tool], f"{tool} {version(tool)} installed, pinned {pins[tool]}"
