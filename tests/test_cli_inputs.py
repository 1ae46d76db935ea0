"""Issue 47 on the command line: every refusal is one line, `tabletop: error: ...` on stderr
with exit status 2 and nothing on stdout; play's options work without `play`; every
subcommand says what it does; `tabletop games` lists every game the commands take; numbers are
bounded where they are given, by the limits the save loader enforces."""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

import pytest

from tabletop.cli.commands import build_parser, main
from tabletop.engine.game import Game


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one line `argv` is refused with (and nothing on stdout)."""
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code  # type: ignore[assignment]
    out, err = capsys.readouterr()
    assert status == 2, (status, out, err)
    assert out == "", out
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("tabletop: error: "), lines[0]
    assert len(lines[0]) <= 300, lines[0]
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["play", "nosuch"], "unknown game 'nosuch' (games: "),
        (["--seed", "x"], "argument --seed: give a whole number, not 'x'"),
        (["schema", "nosuch"], "unknown game 'nosuch'"),
        (["replay", "nosuch.json"], "nosuch.json: no such save file"),
        (["print", "nosuch"], "unknown game 'nosuch'"),
        (["simulate", "nosuch"], "unknown game 'nosuch'"),
        (["import-csv", "tally", "nosuch.csv"], "the following arguments are required: --out"),
        (["nosuchcommand"], "argument COMMAND: invalid choice: 'nosuchcommand'"),
    ],
)
def test_every_command_refuses_in_the_same_words(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert said in _refused(argv, capsys)


def test_print_checks_its_options_before_it_says_a_word_of_the_art(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tabletop print --dpi 5` printed a line about the art before its error."""
    monkeypatch.chdir(tmp_path)
    line = _refused(["print", "tally", "--dpi", "5"], capsys)
    assert line == "tabletop: error: dpi 5 is out of range (72..1200; 300 or 600 are usual)"
    assert list(tmp_path.iterdir()) == []


def test_a_screenshot_into_a_folder_that_is_not_there_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shot = tmp_path / "nonexistent" / "dir" / "x.png"
    line = _refused(["--seed", "3", "--moves", "1", "--screenshot", str(shot)], capsys)
    assert line == f"tabletop: error: --screenshot {shot}: there is no folder {shot.parent}"
    assert list(tmp_path.iterdir()) == []


def test_a_long_seed_is_refused_where_it_is_given(capsys: pytest.CaptureFixture[str]) -> None:
    """A seed the save could not hold (over 100 digits) is refused by --seed, shortened."""
    line = _refused(["--seed", "9" * 101, "--screenshot", "x.png"], capsys)
    assert "argument --seed: a seed is a whole number of at most 100 digits" in line
    assert "(101 digits)" in line
    line = _refused(["play", "--seed", "9" * 100_000], capsys)
    assert "(100,000 digits)" in line


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--moves", "10001"], "argument --moves: give at most 10,000, not 10,001"),
        (["--players", "9"], "argument --players: give at most 8, not 9"),
        (["--players", "0"], "argument --players: give 1 or more, not 0"),
        (["replay", "x.json", "--seat", "0"], "argument --seat: seats are numbered from 1"),
        (["--size", "1x1", "--screenshot", "x.png"], "size 1x1 is too small"),
        (["print", "tally", "--dpi", "9" * 5000], "argument --dpi: give a whole number"),
    ],
)
def test_counts_and_sizes_are_bounded_where_they_are_given(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert said in _refused(argv, capsys)


def test_a_wrong_number_of_seats_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tally", "--players", "3", "--seats", "human,computer:hard", "--screenshot", "x.png"]
    line = _refused(argv, capsys)
    assert line == (
        "tabletop: error: give one seat for each of the 3 players, not human, computer:hard"
    )


def test_every_subcommand_says_what_it_does() -> None:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    bare = [name for name, sub in action.choices.items() if not (sub.description or "").strip()]
    assert bare == []


def test_games_lists_every_game_the_messages_list(capsys: pytest.CaptureFixture[str]) -> None:
    """Tally was in the unknown-game messages but not in `tabletop games`."""
    assert main(["games"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    line = _refused(["play", "nosuch"], capsys)
    named = line.split("(games: ")[1].rstrip(")").split(", ")
    assert listed == named
    assert "tally" in listed


def _deck_list(tmp_path: Path, game_id: str, deck_id: str, name: str = "mine.txt") -> Path:
    import tabletop
    from tabletop.cards.deck_list import export_text

    rules = tabletop.new_game(game_id).rules
    path = tmp_path / name
    path.write_text(export_text(rules.cardset, Counter(rules.deck_list(deck_id))))
    return path


def test_play_takes_a_deck_list_file_and_its_cards_say_the_game(tmp_path: Path) -> None:
    """`tabletop --decks mine.txt,emberguard`: no GAME, the list's cards say UCG; the seat
    plays the list's cards as a custom deck."""
    from tabletop.cli.commands import _decks

    mine = _deck_list(tmp_path, "ucg", "tidecaller")
    shot = tmp_path / "x.png"
    assert main(["--seed", "2", "--decks", f"{mine},emberguard", "--screenshot", str(shot)]) == 0
    assert shot.is_file()
    cards, deck_id = _decks("ucg", [str(mine), "emberguard"])
    assert sorted(cards) == sorted(_cards_of("ucg", "tidecaller")) and deck_id == "emberguard"


def _cards_of(game_id: str, deck_id: str) -> list[str]:
    import tabletop

    return list(tabletop.new_game(game_id).rules.deck_list(deck_id))


def test_a_deck_list_play_cannot_take_is_named_by_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("20 Ember Vein\n2 Sunforge Crystal\n5 Ash Recruit\n33 Ember Vein\n")
    line = _refused(["ucg", "--decks", f"{bad},emberguard", "--screenshot", "x.png"], capsys)
    assert line == (
        f"tabletop: error: {bad}, line 3: not a legal UCG: Universal Card Game deck: "
        "5 Ash Recruit; a deck holds at most 4 of a name"
    )


def test_simulate_takes_any_legal_deck_list_named_by_its_file(tmp_path: Path) -> None:
    """simulate plays a deck list file as a deck of its own, named by the file's stem and
    carried by its cards; a file named as a deck of the game holding that deck's cards is that
    deck."""
    from tabletop.sim.command import _decks
    from tabletop.sim.plan import DeckCards

    odds = _deck_list(tmp_path, "tally", "odds", "odds.txt")
    assert _decks("tally", [str(odds), "evens"]) == (["odds", "evens"], [])
    other = tmp_path / "other.txt"
    other.write_text("12 one\n")
    assert _decks("tally", [str(other)]) == (
        ["other"],
        [DeckCards("other", ("one",) * 12, str(other))],
    )


def test_simulate_refuses_a_bad_deck_list_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1 one\n2 Nobody\n")
    out = tmp_path / "out"
    line = _refused(["simulate", "tally", "--decks", f"{bad},odds", "--out", str(out)], capsys)
    assert line == f"tabletop: error: {bad}, line 2: no card named 'Nobody'"
    assert not out.exists()


def test_play_gives_each_computer_seat_the_level_of_its_seat_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scenario's seats: [human, computer:hard] reaches the table as --seats does."""
    shipped = Path(__file__).resolve().parents[1] / "saves" / "puzzles" / "empyrean"
    text = (shipped / "give-one-up.yaml").read_text()
    scenario = tmp_path / "s.yaml"
    scenario.write_text(
        text.replace("names: [Ann, Ben]\n", "names: [Ann, Ben]\nseats: [human, computer:hard]\n")
    )
    seen: list[object] = []

    def window(game: Game | None, size: object, full: bool) -> int:
        seen.append(dict(game.config.levels) if game is not None else None)
        return 0

    monkeypatch.setattr("tabletop.cli.play_window.open_table", window)
    assert main(["play", "--scenario", str(scenario)]) == 0
    assert seen == [{1: "hard"}]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--screenshot", "a\0b.png"],
            "argument --screenshot: give a file's path, not 'a\\x00b.png'",
        ),
        (["--load", ""], "argument --load: give a file's path, not ''"),
        (["tally", "--decks", "a\0b.txt,odds", "--screenshot", "x.png"], "'a\\x00b.txt': no such"),
    ],
)
def test_a_path_no_file_can_have_is_one_line(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert said in _refused(argv, capsys)
