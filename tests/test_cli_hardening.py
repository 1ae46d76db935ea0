"""The command line on the files of issue 10: one clear line each, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop
from tabletop.cli import main


def test_validate_names_an_infinite_first_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("game: empyrean\nfirst: .inf\nphase: reveal\n")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}, line 2: first must be a seat number from 0 to 1, not inf" in out
    assert "Traceback" not in out


def test_replay_of_a_save_with_a_huge_name_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tabletop.new_game("tally", seed=2, seats=("human", "human"))
    path = tmp_path / "a.json"
    game.save(path)
    data = json.loads(path.read_text())
    data["config"]["names"][0] = "n" * 5_000_000  # 5 MB: past the file limit as well
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tabletop: error: {path}: the save is over 4,000,000 bytes")
    assert err.count("\n") == 1


def test_a_disk_error_names_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["schema", "tally", "-o", str(blocker / "schema.json")]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {blocker / 'schema.json'}: a file stands where its folder" in err
