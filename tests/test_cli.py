"""The command line: each subcommand works, and bad input gets a clear message (exit 2)."""

from __future__ import annotations

import json
import re
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
    assert "## Setup" in out and "\n1. Player" in out and "is shuffled" in out


def test_replay_for_a_seat_hides_the_other_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(_save(tmp_path)), "--seat", "1"]) == 0
    assert "hidden card" in capsys.readouterr().out


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
    from tabletop.bench.command import bench_undo

    figures = bench_undo(100)
    assert figures["events"] >= 100 and figures["p50_ms"] > 0


def test_plain_tabletop_opens_the_default_game_or_offers_to_continue(private_home: Path) -> None:
    """Issue 2: `tabletop` opens on Battle for Empyrean against the computer; with an
    autosave it opens the menu, which offers to continue."""
    import argparse

    from tabletop.cli.commands import _default_game
    from tabletop.engine.paths import autosave_path

    args = argparse.Namespace(seed=5)
    game = _default_game(args)
    assert game is not None
    assert game.config.game_id == "empyrean"
    assert game.config.seats == ("human", "computer")
    game.save(autosave_path())
    assert _default_game(args) is None


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "tally", "--moves", "-3"], "argument --moves: give 0 or more, not -3"),
        (["play", "tally", "--decks", ","], "argument --decks: give ids separated by commas"),
        (["play", "tally", "--seed", "abc"], "argument --seed: give a whole number, not 'abc'"),
        (["play", "tally", "--decks", "zz"], "Tally .* has no deck 'zz' .decks: odds, evens"),
        (["play", "tally", "--decks", "odds"], r"2-3 players, not 1 \(one per deck given\)"),
        (["play", "tally", "--decks", "odds,zz"], "has no deck 'zz'"),
        (["play", "tally", "--seats", "robot,human"], "seat 1: 'robot' is not human, computer"),
        (["play", "tally", "--seats", "human,computer:expert"], "no computer level 'expert'"),
        (["play", "tally", "--players", "3", "--seats", "human"], "one seat for each of the 3"),
        (["play", "tally", "--players", "1"], "is for 2-3 players, not 1"),
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "tally", "--size", "0x0"], "too small"),
        (["play", "tally", "--screenshot", "{tmp}/x.txt"], "a screenshot is a .png"),
        (["play", "tally", "--screenshot", "{tmp}"], "a screenshot is a .png"),
        (["play", "tally", "--screenshot", "{tmp}/dir.png"], "cannot write .*dir.png: it is a"),
        (["play", "tally", "--load", "{save}"], "give a GAME or --load, not both"),
        (["play", "--load", "{save}", "--players", "3"], "--players set up a new game"),
        (["play", "--load", "{save}", "--scenario", "{tmp}/s.yaml"], "not both"),
        (["play", "--load", "{tmp}"], "not a regular file"),
        (["play", "--load", "{tmp}/nope.json"], "no such save file"),
        (["play", "--load", "{tmp}/s.yaml"], "not a Tabletop save .a scenario"),
        (["play", "--scenario", "{save}"], "this is a save, not a scenario"),
        (["play", "--scenario", "{tmp}/nope.yaml"], "cannot be read"),
        (["schema", "tally", "-o", "{tmp}"], "cannot write .*: it is a folder"),
        (["replay", "{save}", "--seat", "5"], "--seat must be a seat of this game, 1 to 2"),
        (["replay", "{save}", "--seat", "0"], "seats are numbered from 1, not 0"),
        (["replay", "{tmp}/s.yaml"], "not a Tabletop save"),
        (["bench", "--quick", "-o", "{tmp}"], "cannot write .*: it is a folder"),
        (["import-csv", "tally", "{tmp}/nope.csv", "--out", "{tmp}/o.yaml"], "cannot be read"),
    ],
)
def test_bad_arguments_exit_2_with_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    save = _save(tmp_path)
    (tmp_path / "dir.png").mkdir()
    (tmp_path / "s.yaml").write_text("game: tally\n")
    args = [a.format(tmp=tmp_path, save=save) for a in argv]
    before = sorted(p.name for p in tmp_path.iterdir())
    assert _exit_code(args) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert re.search(message, err), err
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written


def _exit_code(argv: list[str]) -> int | str | None:
    """main's return value, or the code argparse exits with."""
    try:
        return main(argv)
    except SystemExit as exc:
        return exc.code


def test_validate_takes_folders_and_cardset_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.cards.cardset import cardsets_root

    folder = tmp_path / "examples"
    folder.mkdir()
    _save(folder)
    (folder / "s.yaml").write_text("game: tally\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    tally_file = next((cardsets_root() / "tally").glob("*.yaml"))
    assert main(["validate", str(folder), str(tally_file)]) == 0
    out = capsys.readouterr().out
    assert "ok   save" in out and "ok   scenario" in out and "ok   cardset tally" in out
    assert main(["validate", str(empty), str(tmp_path / "nope.yaml")]) == 1
    out = capsys.readouterr().out
    assert "a folder with no scenarios (.yaml) or saves (.json)" in out
    assert "nope.yaml: cannot be read" in out


def test_screenshot_is_written_whole(tmp_path: Path) -> None:
    out = tmp_path / "deep" / "t.png"
    out.parent.mkdir()  # the folder is the user's to make (issue 47): none is created
    assert main(["play", "tally", "--seed", "-5", "--moves", "3", "--screenshot", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert [p.name for p in out.parent.iterdir()] == ["t.png"]


def test_schema_scenario_prints_the_scenario_files_schema(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 35: `tabletop schema GAME --scenario` gives the scenario file's JSON Schema with
    every value key of the game (COE's `priority` among them)."""
    import json

    assert main(["schema", "coe", "--scenario"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "priority" in json.dumps(schema)
    assert main(["schema", "coe"]) == 0
    assert "priority" not in capsys.readouterr().out
