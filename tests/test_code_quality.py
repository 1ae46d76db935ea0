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
        "import sys, tabletop, tabletop.engine.saves, tabletop.engine.scenario;"
        "import tabletop.bench.command;"
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


def _imports(path: Path) -> list[str]:
    """Every module a file imports, at the top or inside a function."""
    import ast

    out: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
    return out


def test_the_engine_imports_only_the_engine() -> None:
    """Layers import only downward: the engine never imports pygame, the cardset loader, a
    game or the package root, not even inside a function (issue 9, 5)."""
    engine = Path(__file__).resolve().parents[1] / "tabletop" / "engine"
    bad = []
    for path in sorted(engine.glob("*.py")):
        for module in _imports(path):
            top = module.split(".")[0]
            if top == "pygame" or (top == "tabletop" and not module.startswith("tabletop.engine")):
                bad.append(f"{path.name} imports {module}")
    assert bad == []


def test_games_are_found_through_the_entry_point_group() -> None:
    """The built-in games are plugins like any other: pyproject names them in the
    tabletop.games entry-point group, and the engine names no game."""
    import tomllib

    root = Path(__file__).resolve().parents[1]
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    group = project["entry-points"]["tabletop.games"]
    assert {"empyrean", "eoc", "tally"} <= set(group)
    engine_text = "".join(p.read_text() for p in (root / "tabletop" / "engine").glob("*.py"))
    for game in group:
        assert f"tabletop.games.{game}" not in engine_text


#: where a game may be named outside its package: nowhere. The command line and the bench's
#: frames read the default game from the registry (GameRules.default), the bench's floor its
#: game (GameRules.floor_decks)
MAY_NAME_A_GAME: tuple[str, ...] = ()


def games_named_outside(package: Path, games: set[str]) -> list[str]:
    """Each line outside `games/` that names a game by its id, as text or as a module."""
    import re

    words = "|".join(sorted(games))
    named = re.compile(rf"[\"']({words})[\"']|tabletop\.games\.({words})\b")
    found = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        if relative.parts[0] == "games" or relative.as_posix() in MAY_NAME_A_GAME:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if named.search(line):
                found.append(f"{relative}:{number}: {line.strip()}")
    return found


def test_no_game_is_named_outside_its_package(tmp_path: Path) -> None:
    """Issue 30: bot evaluations, card styles and every other game's part live in the game's
    package and reach the app through its contract; no code outside `tabletop/games/` names a
    game (the command line's default and the benchmarks aside)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    games = set(project["entry-points"]["tabletop.games"])
    assert games_named_outside(ROOT / "tabletop", games) == []
    # the check can fail: a style keyed by game id, as render/style.py had
    (tmp_path / "render").mkdir()
    (tmp_path / "render" / "style.py").write_text('STYLES = {"clash": 1}\n', encoding="utf-8")
    assert games_named_outside(tmp_path, games) == ['render/style.py:1: STYLES = {"clash": 1}']
