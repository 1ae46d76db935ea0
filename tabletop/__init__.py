"""Tabletop: play and playtest the card games of five rulebooks on one laptop.

The facade's names load on first use (PEP 562), so `tabletop --help` and other light commands
start without importing the rules engine.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if TYPE_CHECKING:
    # `tabletop.games()` lists the games: the games package itself answers the call (see
    # tabletop/games/__init__.py), since importing any game binds `tabletop.games` to it
    import tabletop.engine.event_names as events
    import tabletop.games as games
    from tabletop.engine.api import GameInfo, check_deck, load_game, load_scenario, new_game
    from tabletop.engine.api import games as list_games
    from tabletop.engine.commands import Command
    from tabletop.engine.errors import (
        CardsetError,
        IllegalCommand,
        SaveError,
        ScenarioError,
        TabletopError,
        UndoRefused,
    )
    from tabletop.engine.game import Game
    from tabletop.engine.version import __version__

#: where each name of the facade lives: (module, attribute; None for the module itself)
_WHERE: dict[str, tuple[str, str | None]] = {
    "games": ("tabletop.games", None),
    "events": ("tabletop.engine.event_names", None),
    "GameInfo": ("tabletop.engine.api", "GameInfo"),
    "check_deck": ("tabletop.engine.api", "check_deck"),
    "load_game": ("tabletop.engine.api", "load_game"),
    "load_scenario": ("tabletop.engine.api", "load_scenario"),
    "new_game": ("tabletop.engine.api", "new_game"),
    "list_games": ("tabletop.engine.api", "games"),
    "Command": ("tabletop.engine.commands", "Command"),
    "CardsetError": ("tabletop.engine.errors", "CardsetError"),
    "IllegalCommand": ("tabletop.engine.errors", "IllegalCommand"),
    "SaveError": ("tabletop.engine.errors", "SaveError"),
    "ScenarioError": ("tabletop.engine.errors", "ScenarioError"),
    "TabletopError": ("tabletop.engine.errors", "TabletopError"),
    "UndoRefused": ("tabletop.engine.errors", "UndoRefused"),
    "Game": ("tabletop.engine.game", "Game"),
    "__version__": ("tabletop.engine.version", "__version__"),
}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'tabletop' has no attribute {name!r}")
    module = importlib.import_module(where[0])
    value = module if where[1] is None else getattr(module, where[1])
    globals()[name] = value
    return value


__all__ = [
    "CardsetError",
    "Command",
    "Game",
    "GameInfo",
    "IllegalCommand",
    "SaveError",
    "ScenarioError",
    "TabletopError",
    "UndoRefused",
    "__version__",
    "check_deck",
    "events",
    "games",
    "list_games",
    "load_game",
    "load_scenario",
    "new_game",
]
