"""Games are plugins (issue 9, 5): the example game of docs/architecture.md, a package outside
the source tree, installs into a fresh virtual environment and Tabletop finds it."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import tabletop
from tabletop.engine import registry
from tests.property.harness import playout

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "highcard"


def _run(args: list[str], cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TABLETOP_")}
    env |= {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLETOP_HOME": str(cwd)}
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="venv layout (bin/) of POSIX")
def test_an_installed_plugin_joins_tabletop_games(tmp_path: Path) -> None:
    """The plugin's wheel goes into a fresh venv (Tabletop and its dependencies come from this
    environment); `tabletop games` lists it and it plays, by the same route as the built-in
    games (the `tabletop.games` entry-point group)."""
    src = tmp_path / "highcard"
    shutil.copytree(EXAMPLE, src, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    _run([*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", "dist", str(src)], tmp_path)
    wheel = next((tmp_path / "dist").glob("tabletop_highcard-*.whl"))
    env = tmp_path / "env"
    _run([sys.executable, "-m", "venv", "--without-pip", str(env)], tmp_path)
    python = str(env / "bin" / "python")
    _run([*pip, "--python", python, "install", "--no-deps", "--no-index", str(wheel)], tmp_path)
    where = "import sysconfig; print(sysconfig.get_path('purelib'))"
    purelib = _run([python, "-c", where], tmp_path)
    (Path(purelib.strip()) / "deps.pth").write_text(
        "\n".join([str(ROOT), *site.getsitepackages()]) + "\n"
    )
    listing = _run([python, "-m", "tabletop", "games"], tmp_path)
    assert "highcard" in listing and "High Card" in listing
    assert "empyrean" in listing  # the built-in games come by the same route
    played = _run(
        [
            python,
            "-c",
            "import tabletop; from tabletop.ai.random_bot import play_out; "
            "g = tabletop.new_game('highcard', seed=3); play_out(g); print(g.result.reason)",
        ],
        tmp_path,
    )
    assert "the most points" in played


@pytest.fixture()
def highcard() -> Iterator[None]:
    sys.path.insert(0, str(EXAMPLE))
    try:
        from tabletop_highcard.rules import RULES

        registry.register(RULES)
        yield
    finally:
        registry.unregister("highcard")
        sys.path.remove(str(EXAMPLE))


@pytest.mark.usefixtures("highcard")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_example_game_keeps_the_harness_invariants(seed: int, tmp_path: Path) -> None:
    """The property harness on the documented example: fold, views, undo, save, replay."""
    game = playout("highcard", seed, 2, ("low", "high"), tmp_path)
    assert game.result is not None
    scores = game.result.scores
    assert sum(scores) <= 5  # one point a round at most, five rounds


@pytest.mark.usefixtures("highcard")
def test_the_example_in_the_docs_is_the_example_package() -> None:
    """docs/architecture.md shows the example's rules file as it is."""
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    code = (EXAMPLE / "tabletop_highcard" / "rules.py").read_text(encoding="utf-8")
    assert code in doc
    assert len(code.splitlines()) < 180  # every part of the game contract declared
    assert tabletop.new_game("highcard", seed=1).legal()
