"""The command line: each subcommand works, and bad input gets a clear message (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.cli import main


def _save(tmp_path: Path) -> Path:
    game = tabletop.new_game("tally", seed=2, seats=("human", "human"))
    bot = RandomBot(2)
    for _ in range(10):
        game.play(bot.choose(game, game.to_act[0]))
    path = tmp_path / "g.json"
    game.save(path)
    return path


def test_replay_prints_readable_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(_save(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "## Setup" in out and "## 1." in out and "is shuffled" in out


def test_replay_for_a_seat_hides_the_other_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(_save(tmp_path)), "--seat", "0"]) == 0
    assert "a hidden card" in capsys.readouterr().out


def test_validate_reports_good_and_bad_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _save(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["validate", "tally", str(good), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "ok   cardset tally" in out
    assert "replay verified" in out
    assert f"FAIL {bad}" in out and "truncated" in out


def test_schema_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "schema.json"
    assert main(["schema", "tally", "-o", str(out)]) == 0
    assert json.loads(out.read_text())["additionalProperties"] is False


def test_bad_arguments_get_clear_messages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main(["replay", "/nonexistent/save.json"]) == 2
    assert "no such save file" in capsys.readouterr().err
    assert main(["play", "tally", "--players", "7", "--screenshot", "x.png"]) == 2
    assert "for 2-3 players" in capsys.readouterr().err
    assert main(["play", "tally", "--size", "12"]) == 2
    assert "size must look like" in capsys.readouterr().err


def test_bench_quick_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.bench import bench_undo

    figures = bench_undo(100)
    assert figures["events"] >= 100 and figures["p50_ms"] > 0


def test_plain_tabletop_opens_the_default_game_or_offers_to_continue(private_home: Path) -> None:
    """Issue 2: `tabletop` opens on Battle for Empyrean against the computer; with an
    autosave it opens the menu, which offers to continue."""
    import argparse

    from tabletop.cli import _default_game
    from tabletop.engine.paths import autosave_path

    args = argparse.Namespace(seed=5)
    game = _default_game(args)
    assert game is not None
    assert game.config.game_id == "empyrean"
    assert game.config.seats == ("human", "computer")
    game.save(autosave_path())
    assert _default_game(args) is None
