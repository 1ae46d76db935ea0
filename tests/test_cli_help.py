"""`--help` says what every argument is, truly; bad arguments get one line (issue 11)."""

from __future__ import annotations

import argparse

import pytest

from tabletop.cli.commands import build_parser, main


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _help(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    return capsys.readouterr().out


@pytest.mark.parametrize("command", sorted(_subparsers()))
def test_every_argument_has_help(command: str) -> None:
    parser = _subparsers()[command]
    bare = [a.dest for a in parser._actions if not a.help or a.help == argparse.SUPPRESS]
    assert bare == [], f"tabletop {command}: no help for {bare}"


@pytest.mark.parametrize("command", sorted(_subparsers()))
def test_help_renders_without_escapes(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "%%" not in _help(command, capsys)


def test_help_says_what_the_commands_do(capsys: pytest.CaptureFixture[str]) -> None:
    play = " ".join(_help("play", capsys).split())
    assert "Battle for Empyrean against the computer" in play
    validate = " ".join(_help("validate", capsys).split())
    assert "folder" in validate
    printing = " ".join(_help("print", capsys).split())
    assert "also write" not in printing and "no PDF unless --out" in printing
    assert "72 to 1200" in printing
    replay = " ".join(_help("replay", capsys).split())
    assert "numbered from 1" in replay and "--json" in replay


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--moves", "-3"], "tabletop: error: argument --moves: give 0 or more, not -3"),
        (["play", "--seed", "abc"], "tabletop: error: argument --seed: give a whole number"),
        (["play", "--players", "x"], "tabletop: error: argument --players: give a whole number"),
        (["replay", "g.json", "--seat", "0"], "seats are numbered from 1, not 0"),
        (["print", "empyrean", "--layout", "x"], "tabletop: error: argument --layout: invalid"),
        (["nope"], "tabletop: error: argument COMMAND: invalid choice"),
    ],
)
def test_argument_errors_are_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    assert message in err, err


def test_a_game_for_one_player_count_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "eoc", "--players", "3", "--screenshot", "x.png"]) == 2
    assert "EoC: Vanquisher is for 2 players, not 3" in capsys.readouterr().err
