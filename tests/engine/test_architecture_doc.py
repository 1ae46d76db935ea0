"""docs/architecture.md's facade example runs as written (with Tally and with Empyrean)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tabletop

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"


def _facade_example() -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## The facade", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, "the facade section has a python example"
    return match.group(1)


@pytest.mark.parametrize("game_id", ["empyrean", "tally"])
def test_the_facade_example_runs(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _facade_example()
    if game_id == "tally":
        source = source.replace('"empyrean", seed=7, decks=["samurai", "spectres"]', '"tally"')
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").symlink_to(ROOT / "saves")
    namespace: dict[str, object] = {}
    lines = source.splitlines()
    for statement in ast.parse(source).body:
        code = "\n".join(lines[statement.lineno - 1 : statement.end_lineno])
        compiled = compile(ast.Module([statement], []), str(DOC), "exec")
        if "# raises IllegalCommand" in code:
            with pytest.raises(tabletop.IllegalCommand, match="You cannot teleport now"):
                exec(compiled, namespace)
        else:
            exec(compiled, namespace)
    game = namespace["game"]
    assert isinstance(game, tabletop.Game) and game.config.game_id == game_id
    assert tabletop.load_game(tmp_path / "my.json").fingerprint() == game.fingerprint()


def test_games_is_callable_even_after_a_game_was_imported() -> None:
    """Issue 2's facade names `tabletop.games()`; importing a game binds `tabletop.games` to
    the games package, which answers the call itself."""
    import subprocess
    import sys

    code = (
        "import tabletop.games.empyrean.rules, tabletop;"
        "ids = [g.id for g in tabletop.games()];"
        "assert 'empyrean' in ids and 'tally' not in ids, ids;"
        "assert 'tally' in [g.id for g in tabletop.games(include_hidden=True)];"
        "assert [g.id for g in tabletop.list_games()] == ids"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
