"""`tabletop play` as a new user meets it (issue 34, items 5-7; issue 32, item 3): a screenshot
without a game, an unknown deck named as such, a machine with no display, and computer levels
chosen on the command line reaching the table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli.commands import main
from tabletop.cli.display import missing_display
from tabletop.engine.seat_words import read_seats


def test_a_screenshot_without_a_game_shows_the_default_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tabletop play` alone opens the default game; so does its screenshot."""
    out = tmp_path / "x.png"
    assert main(["play", "--seed", "3", "--moves", "2", "--screenshot", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert capsys.readouterr().out == f"wrote {out}\n"


def test_an_unknown_deck_is_named_not_counted(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "tally", "--decks", "nosuch", "--screenshot", "x.png"]) == 2
    err = capsys.readouterr().err
    assert (
        err == "tabletop: error: Tally (core test game) has no deck 'nosuch' (decks: odds, "
        "evens; or a deck list file, FILE.txt)\n"
    )


def test_the_seat_words_give_each_computer_seat_its_level() -> None:
    seats = read_seats("human, computer:hard,Computer,computer:easy")
    assert seats.kinds == ("human", "computer", "computer", "computer")
    assert seats.levels == {1: "hard", 3: "easy"}  # a bare computer plays at the default
    assert seats.words() == ("human", "computer:hard", "computer", "computer:easy")


def test_play_help_names_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "computer:LEVEL, LEVEL one of easy, normal, hard" in text
    assert "human,computer:hard" in text


def test_the_levels_chosen_on_the_command_line_reach_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The table the window opens plays seat 2 at Hard and seat 3 at Easy."""
    from tabletop.ui.app import App

    seen: list[Any] = []

    def one_frame(self: App, dt: float, events: Any = None) -> None:
        seen.append(self.scenes[-1])
        self.quit()

    monkeypatch.setattr(App, "step", one_frame)
    argv = ["play", "tally", "--seed", "1", "--seats", "human,computer:hard,computer:easy"]
    assert main(argv) == 0
    (table,) = seen
    assert table.levels == {1: "hard", 2: "easy"}
    assert table.game.config.seats == ("human", "computer", "computer")


def _without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="SDL finds the display itself")
@pytest.mark.parametrize("argv", [[], ["play", "tally"]])
def test_no_display_is_said_in_one_line_with_the_way_to_a_screenshot(
    argv: list[str], private_home: Path
) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tabletop", *argv],
        env={**_without_display(), "TABLETOP_HOME": str(private_home)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("tabletop: error: no display found")
    assert "tabletop play GAME --screenshot out.png" in lines[0]


def test_a_display_is_found_by_its_variables_or_the_chosen_driver() -> None:
    assert missing_display({}, "linux") is not None
    assert missing_display({"DISPLAY": ":0"}, "linux") is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}, "freebsd13") is None
    assert missing_display({"SDL_VIDEODRIVER": "kmsdrm"}, "linux") is None
    assert missing_display({}, "darwin") is None
    assert missing_display({}, "win32") is None


def test_the_default_game_is_the_one_game_that_says_so_and_the_help_names_it() -> None:
    from tabletop.cli.parser import DEFAULT_GAME_TITLE
    from tabletop.engine.registry import default_game, game_ids, get_rules

    defaults = [g for g in game_ids() if get_rules(g).listed and get_rules(g).default]
    assert defaults == [default_game()]
    assert get_rules(default_game()).title == DEFAULT_GAME_TITLE


def test_the_random_moves_are_chosen_from_the_seats_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32: the random bot decides from a seat's view, as every bot does, never from the
    Game (`--moves`)."""
    from tabletop.ai.random_bot import RandomBot
    from tabletop.engine.seat import SeatView

    def handed_the_game(self: RandomBot, game: object, seat: int) -> None:
        raise AssertionError("the random bot was handed the whole Game")

    views: list[SeatView] = []
    decide = RandomBot.decide

    def seen(self: RandomBot, seat: SeatView) -> Any:
        views.append(seat)
        return decide(self, seat)

    monkeypatch.setattr(RandomBot, "choose", handed_the_game)
    monkeypatch.setattr(RandomBot, "decide", seen)
    out = tmp_path / "t.png"
    assert main(["play", "tally", "--seed", "2", "--moves", "4", "--screenshot", str(out)]) == 0
    assert len(views) == 4 and all(isinstance(view, SeatView) for view in views)


def test_a_play_out_chooses_as_the_seats_view_would() -> None:
    """`choose(game, seat)`, the play-outs' shortcut, makes `decide(seat_view)`'s choices."""
    from tabletop.ai.random_bot import RandomBot
    from tabletop.engine.api import new_game

    one = new_game("tally", seed=4, seats=("computer", "computer"))
    two = new_game("tally", seed=4, seats=("computer", "computer"))
    by_game, by_view = RandomBot(9), RandomBot(9)
    while one.result is None:
        command = by_game.choose(one, one.to_act[0])
        assert command == by_view.decide(two.seat_view(two.to_act[0]))
        one.play(command)
        two.play(command)
    assert two.result == one.result


def test_plays_options_work_without_play(tmp_path: Path) -> None:
    """Issue 47: play is the default command, so its options work without the word: `tabletop
    --seed 3` is `tabletop play --seed 3` (a word that is no command nor game is still named)."""
    shot = tmp_path / "t.png"
    assert main(["--seed", "3", "tally", "--moves", "2", "--screenshot", str(shot)]) == 0
    assert shot.is_file()
    assert main(["tally", "--seed", "3", "--moves", "2", "--screenshot", str(shot)]) == 0
    with pytest.raises(SystemExit):
        main(["nosuchcommand"])


def test_a_seed_is_bounded_where_it_is_given() -> None:
    """A seed over 100 digits was accepted, saved, and then the save refused to load: now
    new_game refuses it at once, as the save loader would."""
    import tabletop

    with pytest.raises(ValueError, match="a seed is a whole number of at most 100 digits"):
        tabletop.new_game("tally", seed=10**150)
    game = tabletop.new_game("tally", seed=10**99)
    assert game.config.seed == 10**99


def test_a_screenshot_into_a_missing_folder_creates_nothing(tmp_path: Path) -> None:
    """Issue 47: `--screenshot /nonexistent/dir/x.png` created the missing folders (at the
    root of the file system when run as root): now one line, and nothing is created."""
    missing = tmp_path / "no" / "such"
    assert main(["play", "tally", "--moves", "1", "--screenshot", str(missing / "x.png")]) == 2
    assert not (tmp_path / "no").exists()
