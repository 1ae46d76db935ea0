"""The game registry: which games exist, by id. Games load lazily on first use."""

from __future__ import annotations

import importlib

from tabletop.engine.errors import UnknownGame
from tabletop.engine.rules import GameRules

#: built-in games: id -> module that defines `RULES` (a GameRules instance)
BUILTIN: dict[str, str] = {
    "empyrean": "tabletop.games.empyrean.rules",
    "eoc": "tabletop.games.eoc.rules",
    "tally": "tabletop.games.tally.rules",
}

_loaded: dict[str, GameRules] = {}


def register(rules: GameRules) -> None:
    """Add a game (tests register their tiny game this way)."""
    _loaded[rules.id] = rules


def unregister(game_id: str) -> None:
    _loaded.pop(game_id, None)


def game_ids() -> list[str]:
    return list(dict.fromkeys([*BUILTIN, *_loaded]))


def get_rules(game_id: str) -> GameRules:
    if game_id in _loaded:
        return _loaded[game_id]
    module_name = BUILTIN.get(game_id)
    if module_name is None:
        known = ", ".join(game_ids()) or "none"
        raise UnknownGame(f"unknown game {game_id!r} (games: {known})")
    module = importlib.import_module(module_name)
    rules: GameRules = module.RULES
    _loaded[game_id] = rules
    return rules
