"""The game registry: every game is a plugin found through the `tabletop.games` entry-point
group, the built-in ones too (pyproject.toml names them), so a separately installed package
adds a game to the menu, `tabletop games`, `validate`, `print` and `bench`.

An entry point names a `GameRules` instance: `mygame = "my_package.rules:RULES"`.
Games load lazily, on first use, and each is held to the contract (engine/contract.py): a
game that leaves a part undeclared does not load, and the message names the part. The engine
never names a game.
"""

from __future__ import annotations

import functools
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from tabletop.engine.contract import contract_problems
from tabletop.engine.errors import TabletopError, UnknownGame
from tabletop.engine.limits import cut
from tabletop.engine.rules import GameRules

GROUP = "tabletop.games"

_loaded: dict[str, GameRules] = {}


class GameLoadError(TabletopError):
    """A game plugin is installed but does not load (its message names the plugin)."""


@functools.cache
def _plugins() -> dict[str, EntryPoint]:
    return {ep.name: ep for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name)}


def register(rules: GameRules) -> None:
    """Add a game by hand (tests register their tiny games this way); it is held to the same
    contract as a plugin (GameLoadError names what it leaves out)."""
    problems = contract_problems(rules)
    if problems:
        raise GameLoadError(f"game {rules.id!r}: {'; '.join(problems)}")
    _loaded[rules.id] = rules


def unregister(game_id: str) -> None:
    _loaded.pop(game_id, None)


def game_ids() -> list[str]:
    builtin_first = sorted(
        _plugins(), key=lambda g: not _plugins()[g].value.startswith("tabletop.")
    )
    return list(dict.fromkeys([*builtin_first, *_loaded]))


def default_game() -> str:
    """The game a first start opens: the listed game that says it is the default, else the
    first listed game."""
    listed = [g for g in game_ids() if get_rules(g).listed]
    return next((g for g in listed if get_rules(g).default), listed[0] if listed else "")


def long_game() -> tuple[str, dict[str, Any]]:
    """A game that lasts as long as a benchmark asks, and the options that make it so (the
    first that gives `GameRules.long_game_options`); ("", {}) when none does."""
    for game_id in game_ids():
        options = get_rules(game_id).long_game_options
        if options is not None:
            return game_id, dict(options)
    return "", {}


def floor_game() -> str:
    """The game whose round `tabletop bench`'s plain loops play (the one that gives
    `GameRules.floor_decks`), or "" when no registered game does."""
    return next((g for g in game_ids() if get_rules(g).floor_decks() is not None), "")


#: characters of an unknown game id a message repeats
SHOWN_ID_CHARS = 40


def get_rules(game_id: str) -> GameRules:
    """The rules of an installed game; UnknownGame (one line, naming the games there are) for
    an id that is none, or no text at all."""
    if not isinstance(game_id, str):
        known = ", ".join(game_ids()) or "none"
        raise UnknownGame(
            f"a game id is text (games: {known}), not {type(game_id).__name__} "
            f"{cut(repr(game_id), SHOWN_ID_CHARS)}"
        )
    if game_id in _loaded:
        return _loaded[game_id]
    plugin = _plugins().get(game_id)
    if plugin is None:
        known = ", ".join(game_ids()) or "none"
        shown = cut(repr(game_id), SHOWN_ID_CHARS)
        raise UnknownGame(f"unknown game {shown} (games: {known})")
    try:
        rules = plugin.load()
    except Exception as exc:  # a broken plugin must not take the app down with it
        raise GameLoadError(
            f"game plugin {game_id!r} ({plugin.value}) does not load: {type(exc).__name__}: {exc}"
        ) from exc
    if not isinstance(rules, GameRules) or rules.id != game_id:
        raise GameLoadError(
            f"game plugin {game_id!r} ({plugin.value}) must name a GameRules whose id is "
            f"{game_id!r}"
        )
    problems = contract_problems(rules)
    if problems:
        raise GameLoadError(f"game plugin {game_id!r} ({plugin.value}): {'; '.join(problems)}")
    _loaded[game_id] = rules
    return rules
