"""Game values set by a scenario or a save keep the range the rules read them in, bad saves get
one short line, and only regular files are read (bad-input review items 1, 8, 14, 16, 20)."""

from __future__ import annotations

import contextlib
import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop import SaveError, ScenarioError
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.loading import load_scenario_text
from tests.engine.test_bad_scenarios_hardening import _refused as _refused_in_one_line

EMPYREAN = (
    "game: empyrean\nseed: 1\ndecks: [knights, legends]\n"
    "battlefields: [sanctum-of-stillness, whispering-woods, the-long-road]\nphase: reveal\n"
    "zones:\n  p0.bf1:\n    - {card: merlin, face_up: false}\n"
    "  p0.hand: [sir-dinadan]\n  p1.hand: [the-river-styx]\n"
)
#: the line a key appended to EMPYREAN is on
EMPYREAN_NEXT_LINE = EMPYREAN.count("\n") + 1
HUGE = "9" * 99


def _refused(text: str, message: str) -> str:
    """As the scenario checks refuse, and naming the line."""
    line = _refused_in_one_line(text, message)
    assert line.startswith("bad.yaml, line "), line
    return line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            EMPYREAN + f"values: {{rounds: {HUGE}}}\n",
            f"line {EMPYREAN_NEXT_LINE}: value 'rounds' must be a whole number from 1 to 1,000",
        ),
        (EMPYREAN + "values: {rounds: 0}\n", "value 'rounds' must be a whole number from 1 to"),
        (EMPYREAN + "values: {round: -5}\n", "value 'round' must be a whole number from 1 to"),
        (
            EMPYREAN + "values: {essence.p1: 1001}\n",
            "value 'essence.p1' must be a whole number from 0 to 1,000, not 1001",
        ),
        (
            EMPYREAN + "values: {first: 7}\n",
            "value 'first' must be a seat number from 0 to 1, not 7",
        ),
        (
            "game: eoc\nphase: attack\nvalues: {turn: 5}\n",
            "line 3: value 'turn' must be a seat number from 0 to 1, not 5",
        ),
        (
            "game: clash\nvalues: {attack: 8, turn: 7}\n",
            "line 2: value 'turn' must be a seat number from 0 to 1, not 7",
        ),
        (
            "game: clash\nvalues: {attack: 1000001}\n",
            "line 2: value 'attack' must be a whole number from 0 to 1,000,000, not 1000001",
        ),
        (
            "game: ucg\nvalues:\n  turn_no: -1\n",
            "line 3: value 'turn_no' must be a whole number from 0 to 1,000,000, not -1",
        ),
    ],
)
def test_values_keep_the_range_the_rules_read_them_in(text: str, message: str) -> None:
    """A 99-digit `rounds` validated ok, then play ran empty rounds until memory ran out; a seat
    5 under `values:` validated ok, then play crashed with an IndexError."""
    _refused(text, message)


@pytest.mark.parametrize(
    ("key", "value", "rule"),
    [
        ("round", "0", "must be a whole number from 1 to 1,000, not 0"),
        ("first", "2", "must be a seat number from 0 to 1, not 2"),
    ],
)
def test_a_value_has_one_range_as_a_scenario_key_or_under_values(
    key: str, value: str, rule: str
) -> None:
    """`round: -5` was refused but `values: {round: -5}` was accepted."""
    _refused(EMPYREAN + f"{key}: {value}\n", f"line {EMPYREAN_NEXT_LINE}: {key} {rule}")
    _refused(EMPYREAN + f"values: {{{key}: {value}}}\n", f"value '{key}' {rule}")


COE = "# a comment\ngame: coe\nphase: battle\n"


@pytest.mark.parametrize(
    ("priority", "shown"), [("5", "5"), ("-1", "-1"), ("[1]", "[1]"), (HUGE, HUGE[:10])]
)
def test_coe_priority_is_a_seat_named_on_its_line(priority: str, shown: str) -> None:
    """`priority: 5` said "line 1: the position is not playable: tuple index out of range",
    naming neither the key nor its line."""
    _refused(
        COE + f"priority: {priority}\n",
        f"line 4: priority must be a seat number from 0 to 1, not {shown}",
    )


def test_values_at_the_ends_of_their_ranges_still_load() -> None:
    """The bounds refuse no value a real position may hold."""
    values = "{rounds: 1000, essence.p0: 1000, essence.p1: 0, first: 1, note: 1000000}"
    game = load_scenario_text(EMPYREAN + f"values: {values}\n", "ok.yaml")
    assert game.state.values["rounds"] == 1000 and game.state.values["note"] == 1_000_000


def _scenario_save(tmp_path: Path, text: str, values: dict[str, Any]) -> Path:
    path = tmp_path / "game.json"
    load_scenario_text(text, "ok.yaml").save(path)
    data = json.loads(path.read_text())
    data["scenario"]["values"] = values
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("text", "values", "message"),
    [
        (EMPYREAN, {"round": -5}, "value 'round' must be a whole number from 1 to 1,000, not -5"),
        (
            "game: eoc\nphase: attack\nsandbox: true\n",  # no cards: no Vanquisher
            {"turn": 5},
            "value 'turn' must be a seat number from 0 to 1, not 5",
        ),
    ],
)
def test_a_save_holds_its_scenario_values_to_the_same_ranges(
    tmp_path: Path, text: str, values: dict[str, Any], message: str
) -> None:
    """A save embeds its scenario: its values got past the checks a scenario file had."""
    path = _scenario_save(tmp_path, text, values)
    with pytest.raises(SaveError) as err:
        tabletop.load_game(path)
    assert str(err.value).startswith(f"{path}: ") and message in str(err.value), err.value


def _tally_save(tmp_path: Path, kind: str, args: list[Any]) -> Path:
    game = tabletop.new_game("tally", seed=3)
    bot = RandomBot(3)
    for _ in range(2):
        game.play(bot.choose(game, game.to_act[0]))
    path = tmp_path / "game.json"
    game.save(path)
    data = json.loads(path.read_text())
    data["commands"][0][1] = kind
    data["commands"][0][4] = args
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("kind", "args", "shown"),
    [
        ("play\nINJECTED LINE", [], "('seat "),
        ("play", list(range(100_000)), "('seat "),
    ],
)
def test_a_command_that_does_not_replay_is_shown_short_on_one_line(
    tmp_path: Path, kind: str, args: list[Any], shown: str
) -> None:
    """A command kind with a line break printed a 3-line message, and 100,000 args a 589 KB
    line."""
    path = _tally_save(tmp_path, kind, args)
    with pytest.raises(SaveError) as err:
        tabletop.load_game(path)
    text = str(err.value)
    assert "\n" not in text and len(text) < len(str(path)) + 600, text[:1000]
    assert f"command 1 {shown}" in text and "does not replay" in text, text


def _load_any(path: Path) -> None:
    if path.suffix == ".json":
        tabletop.load_game(path)
    else:
        tabletop.load_scenario(path)


def _unblock(path: Path) -> None:
    """Open the FIFO for writing once, so that a reader stuck opening it goes on (and the
    test fails, not hangs, on code that opens it)."""
    with contextlib.suppress(OSError):  # nobody is reading it
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("name", ["game.json", "position.yaml"])
def test_a_fifo_is_refused_before_it_is_opened(tmp_path: Path, name: str) -> None:
    """A FIFO named *.json or *.yaml hung `tabletop validate FOLDER` and `tabletop replay`."""
    path = tmp_path / name
    os.mkfifo(path)
    guard = threading.Timer(2.0, _unblock, [path])
    guard.start()
    try:
        with pytest.raises((SaveError, ScenarioError)) as err:
            _load_any(path)
    finally:
        guard.cancel()
    assert str(err.value) == f"{path}: not a regular file"


@pytest.mark.parametrize("name", ["game.json", "position.yaml"])
def test_a_folder_given_as_a_file_is_not_a_regular_file(tmp_path: Path, name: str) -> None:
    """A folder named like a save or scenario is named for what it is."""
    path = tmp_path / name
    path.mkdir()
    with pytest.raises((SaveError, ScenarioError)) as err:
        _load_any(path)
    assert str(err.value) == f"{path}: not a regular file"
