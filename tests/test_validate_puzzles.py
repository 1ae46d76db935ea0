"""`tabletop validate` on puzzles (issue 42): a good puzzle prints its quality figures; a trivial
puzzle and an illegal position are each refused in one line naming the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli.commands import main

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = ROOT / "tests" / "engine" / "goal_positions"


def _validate(capsys: pytest.CaptureFixture[str], target: Path) -> tuple[int, list[str]]:
    code = main(["validate", str(target)])
    return code, capsys.readouterr().out.splitlines()


def test_a_good_puzzle_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _validate(capsys, ROOT / "saves" / "puzzles" / "eoc" / "weak-to-lightning.yaml")
    assert code == 0
    assert out[0].startswith("ok   puzzle ") and "first options win" in out[0]
    assert "positions searched" in out[0] and "commands (" in out[0]


def test_a_trivial_puzzle_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "one-command.yaml"
    path.write_text((POSITIONS / "one-command.yaml").read_text(encoding="utf-8"))
    code, out = _validate(capsys, path)
    assert code == 1
    assert out[0] == f"FAIL {path}"
    assert out[1].startswith(f"  {path}: not a good puzzle: ") and len(out) == 3


def test_an_illegal_position_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "five-lauras.yaml"
    text = (ROOT / "saves" / "puzzles" / "empyrean" / "give-one-up.yaml").read_text()
    path.write_text(text + "  p0.discard: [laura, laura, laura, laura, laura]\n")
    code, out = _validate(capsys, path)
    assert code == 1 and len(out) == 3
    assert "a position the rules cannot hold: Ann holds 5 Laura" in out[1]
    assert out[1].startswith(f"  {path}, line ")


def test_a_sandbox_with_a_goal_is_a_scenario_not_a_puzzle(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = _validate(capsys, POSITIONS / "free-kill.yaml")
    assert code == 0 and out[0].startswith("ok   scenario ")
