"""Saves that once gave a traceback, a hang or silently wrong data: each gets one SaveError line
naming the file (issue 10)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop import SaveError
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.limits import MAX_COMMANDS, MAX_SAVE_BYTES
from tabletop.engine.paths import repo_root

Edit = Callable[[dict[str, Any]], None]


def _save(tmp_path: Path, game_id: str = "tally", **settings: Any) -> Path:
    game = tabletop.new_game(game_id, seed=3, **settings)
    bot = RandomBot(3)
    for _ in range(4):
        game.play(bot.choose(game, game.to_act[0]))
    path = tmp_path / "game.json"
    game.save(path)
    return path


def _edited(path: Path, edit: Edit) -> Path:
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return path


def _refused(path: Path, message: str) -> str:
    with pytest.raises(SaveError) as err:
        tabletop.load_game(path)
    text = str(err.value)
    assert text.startswith(str(path)) and "\n" not in text, text
    assert message in text, text
    return text


def _config(key: str, value: Any) -> Edit:
    return lambda data: data["config"].__setitem__(key, value)


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        # the cardset hash may not be dodged by renaming or emptying `cardsets`
        (lambda d: d.__setitem__("cardsets", {"renamed": "0" * 64}), "does not record the hash"),
        (lambda d: d.__setitem__("cardsets", {}), "does not record the hash of cardset"),
        # no setting of a save is quietly replaced by a default
        (_config("seats", []), "config.seats must give one for each of the 2 seats"),
        (_config("decks", []), "config.decks must give one for each"),
        (_config("names", None), "config.names must give one for each"),
        (_config("names", []), "config.names must give one for each"),
        (_config("options", None), "config.options must be a mapping, not None"),
        (lambda d: d["config"].pop("options"), "config.options is missing"),
        (lambda d: d.__setitem__("finished", "yes"), "finished must be true or false"),
        (lambda d: d.__setitem__("app_version", 3), "app_version must be text, not 3"),
        (lambda d: d.pop("finished"), "finished is missing"),
        # names are text a person can read, of a sane length
        (_config("names", ["\ud800", "B"]), "lone surrogate \\ud800"),
        (_config("names", ["x" * 101, "B"]), "a name of 101 characters (the limit is 100)"),
        # deep, huge and special values
        (
            lambda d: d.__setitem__("scenario", {"values": {"v": _nested(600)}}),
            "nested too deeply (over 64 levels)",
        ),
        (lambda d: d.__setitem__("x", "y" * 10_001), "a text of 10,001 characters"),
        (
            lambda d: d.__setitem__("commands", [[0, "x", None, None, []]] * (MAX_COMMANDS + 1)),
            f"{MAX_COMMANDS + 1:,} commands (the limit is {MAX_COMMANDS:,})",
        ),
    ],
)
def test_damaged_saves_are_refused_by_name(tmp_path: Path, edit: Edit, message: str) -> None:
    _refused(_edited(_save(tmp_path, seats=("computer", "computer")), edit), message)


def test_the_computer_against_computer_save_comes_back_as_saved(tmp_path: Path) -> None:
    path = _save(tmp_path, seats=("computer", "computer"), names=("Ada", "Bob"))
    game = tabletop.load_game(path)
    assert game.config.seats == ("computer", "computer") and game.config.names == ("Ada", "Bob")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "tabletop-save", "seed": ' + "7" * 5000 + "}", "the save is corrupt"),
        ('{"format": "tabletop-save", "seed": NaN}', "NaN is not a JSON number"),
        ('{"format": "tabletop-save", "seed": -Infinity}', "-Infinity is not a JSON number"),
        ('{"format": "tabletop-save", "seed": 1e400}', "1e400 is past the range of a number"),
        (
            '{"format": "tabletop-save", "v": ' + "[" * 500 + "]" * 500 + "}",
            "nested too deeply (over 64 levels)",
        ),
        ('{"format": "tabletop-save", "seed": ' + "7" * 200 + "}", "over 100 digits"),
    ],
)
def test_hostile_json_is_refused_by_name(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text)
    _refused(path, message)


def test_a_save_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:  # a sparse file: the size without the bytes
        handle.truncate(MAX_SAVE_BYTES + 1)
    _refused(path, f"the save is over {MAX_SAVE_BYTES:,} bytes")


def test_a_bad_battlefield_option_is_a_save_error(tmp_path: Path) -> None:
    path = _save(tmp_path, "empyrean", seats=("computer", "computer"))
    _edited(path, _config("options", {"battlefields": ["no-such-place"] * 3}))
    _refused(path, "the save's settings are not valid: option battlefields")


def test_saving_text_that_is_not_unicode_is_a_save_error(tmp_path: Path) -> None:
    game = tabletop.new_game("tally", seed=1)
    game.config = dataclasses.replace(game.config, names=("\udcff", "B"))
    with pytest.raises(SaveError, match="could not save"):
        game.save(tmp_path / "a.json")
    assert list(tmp_path.iterdir()) == []


def test_a_command_the_rules_cannot_even_explain_is_a_save_error(tmp_path: Path) -> None:
    """Found by the fuzz suite: Empyrean's explanation of an illegal deploy read the row
    number of any zone:p0.bf... target, and `p0.bfx` raised a bare ValueError."""
    data = json.loads((repo_root() / "saves" / "empyrean-golden-2p.json").read_text())
    number = next(i for i, c in enumerate(data["commands"]) if c[1] == "deploy")
    data["commands"][number][3] = f"zone:p{data['commands'][number][0]}.bfx"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data))
    _refused(path, f"command {number + 1} (")
