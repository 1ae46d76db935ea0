"""Tabletop: play and playtest the card games of five rulebooks on one laptop."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# `tabletop.games()` lists the games: the games package itself answers the call (see
# tabletop/games/__init__.py), since importing any game binds `tabletop.games` to that package
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
    "games",
    "list_games",
    "load_game",
    "load_scenario",
    "new_game",
]
