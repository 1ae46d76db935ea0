"""Saves: JSON with the game's config, cardset hashes, the command log and the final fingerprint.

Loading replays the commands and checks the fingerprint, so a save is also an exact replay.
A bad save (corrupt, truncated, foreign, newer, past a size limit, or whose cardsets changed)
raises SaveError naming the file and the problem; loading never writes anything.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from tabletop.engine.atomic import write_json_atomic
from tabletop.engine.commands import Command
from tabletop.engine.config import make_config
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.limits import (
    MAX_COMMANDS,
    MAX_DECK_CARDS,
    MAX_SAVE_BYTES,
    LimitError,
    check_data,
    cut,
    file_bytes,
    json_numbers_finite,
)
from tabletop.engine.outcome import Outcome
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.scenario_checks import shown
from tabletop.engine.version import __version__


class SavedGame(Protocol):
    """What a save keeps of a game (engine/game.py's Game has it), so this module never
    imports the game: its rules' cardset, config, scenario, commands, fingerprint, result."""

    @property
    def rules(self) -> GameRules: ...

    @property
    def config(self) -> GameConfig: ...

    @property
    def scenario(self) -> dict[str, Any] | None: ...

    @property
    def commands(self) -> tuple[Command, ...]: ...

    @property
    def result(self) -> Outcome | None: ...

    def fingerprint(self) -> str: ...


FORMAT = "tabletop-save"
FORMAT_VERSION = 6
#: what setting up or replaying a save's game may raise: each is the save's fault, and named
RULES_ERRORS = (TabletopError, ValueError, KeyError, TypeError, IndexError, ArithmeticError)


def app_version() -> str:
    return __version__


def save_data(game: SavedGame) -> dict[str, Any]:
    cardset = game.rules.cardset
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": app_version(),
        "game": game.config.game_id,
        "config": game.config.to_json(),
        "cardsets": {cardset.id: cardset.content_hash},
        "scenario": game.scenario,
        "commands": [c.to_json() for c in game.commands],
        "fingerprint": game.fingerprint(),
        "finished": game.result is not None,
    }


def save_game(game: SavedGame, path: Path) -> None:
    try:
        write_json_atomic(path, save_data(game))
    except OSError as exc:
        raise SaveError(f"{path}: could not save: {exc.strerror or exc}") from exc
    except ValueError as exc:  # text that is not Unicode (a lone surrogate) cannot be UTF-8
        raise SaveError(f"{path}: could not save: {exc}") from None


# --- upcasters: each turns format N into N+1 -------------------------------------------
def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 (the first prototype) kept seats as a list of {deck, kind, name} and "moves"."""
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise ValueError("format 1 save has no list of players")
    config = {
        "game_id": data.get("game"),
        "seed": data.get("seed"),
        "players": len(players),
        "decks": [p.get("deck") for p in players],
        "seats": [p.get("kind", "human") for p in players],
        "names": [p.get("name", f"Player {i + 1}") for i, p in enumerate(players)],
        "options": data.get("options", {}),
        "undo_policy": "unlimited",
    }
    return {
        "format": FORMAT,
        "format_version": 2,
        "app_version": data.get("app_version", "0"),
        "game": data.get("game"),
        "config": config,
        "cardsets": data.get("cardsets", {}),
        "scenario": None,
        "commands": data.get("moves", []),
        "fingerprint": data.get("fingerprint"),
        "finished": False,
    }


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 keeps the flow's step queue in the engine (State.steps), no longer among the
    game's values, so a format 2 fingerprint describes a state of another shape: the commands
    still replay exactly, and the new fingerprint is taken from that replay."""
    return {**data, "format_version": 3, "fingerprint_of_format": 2}


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Format 4 keeps a custom deck's cards in the config (`deck_lists`), and the games no
    longer keep values the position already says (Clash's first monarch is read from the
    board, not from a `crowned` value): the commands still replay exactly, and the new
    fingerprint is taken from that replay."""
    return {**data, "format_version": 4, "fingerprint_of_format": 3}


def _v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Format 5 ends a game with one outcome type (winners, drawn, losers, reason, scores):
    a finished game's state has another shape, and a tie that used to list every seat among
    the winners is now a draw. The commands still replay exactly; a finished game's new
    fingerprint is taken from that replay (an unfinished one's is unchanged and checked)."""
    if data.get("finished") is True:
        return {**data, "format_version": 5, "fingerprint_of_format": 4}
    return {**data, "format_version": 5}


def _v5_to_v6(data: dict[str, Any]) -> dict[str, Any]:
    """Format 6 gives shuffled cards fresh ids (`GameConfig.fresh_ids`); a format 5 game was
    played without, and its config (no `fresh_ids`) replays it so, to the same fingerprint."""
    return {**data, "format_version": 6}


UPCASTERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
    5: _v5_to_v6,
}


def read_save(path: Path) -> dict[str, Any]:
    """Read and upcast a save file's JSON; SaveError for anything that is not a good save."""
    try:
        raw = file_bytes(path, MAX_SAVE_BYTES, "the save")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read: {exc.strerror or exc}") from exc
    except LimitError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if not raw.strip():
        raise SaveError(f"{path}: the file is empty")
    try:
        data = json_numbers_finite(raw.decode("utf-8-sig"))
    except RecursionError:
        raise SaveError(f"{path}: not a Tabletop save (nested too deeply)") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a Tabletop save (not text)") from None
    except json.JSONDecodeError as exc:
        if path.suffix in (".yaml", ".yml"):
            raise SaveError(
                f"{path}: not a Tabletop save (a scenario? start it with `--scenario`)"
            ) from None
        if exc.pos >= len(raw.rstrip()) - 1:
            raise SaveError(f"{path}: the save is truncated (it ends early)") from None
        raise SaveError(
            f"{path}: the save is corrupt (bad JSON at line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError as exc:  # a number of over 4,300 digits, NaN or Infinity
        raise SaveError(f"{path}: the save is corrupt ({exc})") from None
    problem = check_data(data)
    if problem:
        raise SaveError(f"{path}: the save holds {problem} (see docs/limits.md)")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a Tabletop save")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path}: the save has no valid format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{path}: saved by a newer Tabletop (format {version}, app "
            f"{data.get('app_version', '?')}); this version reads formats up to {FORMAT_VERSION}"
        )
    read_version = version
    try:
        while version < FORMAT_VERSION:
            data = UPCASTERS[version](data)
            version = data["format_version"]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise SaveError(f"{path}: the old save cannot be converted: {exc}") from None
    result: dict[str, Any] = data
    if read_version < FORMAT_VERSION:
        result[UPCAST_FROM] = read_version
    return result


#: set on the data of a save converted from an older format (format 1 kept no cardset hashes)
UPCAST_FROM = "upcast_from"


def check_shapes(data: dict[str, Any]) -> None:
    """Each part of a save holds the right kind of value; ValueError names the field."""
    shapes: dict[str, tuple[type | tuple[type, ...], str]] = {
        "app_version": (str, "text"),
        "game": (str, "a game id"),
        "config": (dict, "a mapping"),
        "cardsets": (dict, "a mapping of cardset ids to content hashes"),
        "scenario": ((dict, type(None)), "a mapping or null"),
        "commands": (list, "a list of commands"),
        "fingerprint": (str, "text"),
        "finished": (bool, "true or false"),
    }
    for key, (kind, what) in shapes.items():
        if key not in data:
            raise ValueError(f"{key} is missing")
        if not isinstance(data[key], kind):
            raise ValueError(f"{key} must be {what}, not {shown(data[key])}")
    if len(data["commands"]) > MAX_COMMANDS:
        raise ValueError(f"{len(data['commands']):,} commands (the limit is {MAX_COMMANDS:,})")
    config = data["config"]
    for key in ("game_id", "seed", "players", "decks", "seats", "names", "options"):
        if key not in config:
            raise ValueError(f"config.{key} is missing")
    seed, players = config["seed"], config["players"]
    for key, value in (("seed", seed), ("players", players)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"config.{key} must be a whole number, not {shown(value)}")
    for key in ("decks", "seats", "names"):  # a save names every seat's: none is a default
        if config[key] == [] or config[key] is None:
            raise ValueError(f"config.{key} must give one for each of the {players} seats")
    if not isinstance(config["options"], dict):
        raise ValueError(f"config.options must be a mapping, not {shown(config['options'])}")
    if config["game_id"] != data["game"]:
        raise ValueError(f"config.game_id {config['game_id']!r} is not game {data['game']!r}")


def check_cardset(data: dict[str, Any], cardset_id: str, content_hash: str) -> str | None:
    """Why the save's cardset hash does not vouch for today's cards, or None."""
    saved = data["cardsets"].get(cardset_id)
    if saved is None:
        if UPCAST_FROM in data and not data["cardsets"]:
            return None  # format 1 kept no hashes: the replay and fingerprint still check
        return (
            f"the save does not record the hash of cardset {cardset_id!r} "
            f"(it records {shown(list(data['cardsets']))})"
        )
    if saved != content_hash:
        return (
            f"the cardset {cardset_id!r} changed since this game was saved "
            f"(saved {str(saved)[:12]}, now {content_hash[:12]}); "
            "the replay would not be the same game"
        )
    return None


def one_line(text: str, limit: int = 300) -> str:
    """A message of the rules as one short line: they may quote a command's text, which a
    file can fill with line breaks or a hundred thousand arguments."""
    return cut(text if text.isprintable() else repr(text)[1:-1], limit)


def saved_config(data: dict[str, Any]) -> GameConfig:
    """The saved settings, checked as a new game's are (players, decks, seats, options)."""
    config = data["config"]
    return make_config(
        config["game_id"],
        seed=config["seed"],
        players=config["players"],
        decks=config["decks"],
        seats=config["seats"],
        names=config["names"],
        options=config["options"],
        undo_policy=config.get("undo_policy", "unlimited"),
        given_lists=_deck_lists(config),
        hold_seats=config.get("hold_seats") or (),
        # saves of format 5 and older were played without fresh ids at a shuffle
        fresh_ids=config.get("fresh_ids") is True,
    )


def _deck_lists(config: dict[str, Any]) -> list[list[str]] | None:
    """The saved cards of each seat's deck (saves from before they were kept: None, and the
    cardset's lists of today stand in, as the cardset hash check vouches)."""
    lists = config.get("deck_lists")
    decks = config["decks"]
    if lists is None or lists == [] or not isinstance(decks, list):
        return None  # make_config reads a custom or player's deck's cards from the save
    well_formed = isinstance(lists, list) and len(lists) == len(decks)
    if not well_formed and "custom" not in decks:
        return None  # the cardset's lists stand in (the deck count is checked after)
    if (
        not isinstance(lists, list)
        or len(lists) != len(config["decks"])
        or not all(
            isinstance(cards, list)
            and len(cards) <= MAX_DECK_CARDS
            and all(isinstance(c, str) for c in cards)
            for cards in lists
        )
    ):
        raise SaveError(
            f"config.deck_lists must be one list of card ids (at most {MAX_DECK_CARDS:,}) "
            "for each seat"
        )
    return lists
