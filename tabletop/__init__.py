"""Tabletop: play and playtest the card games of five rulebooks on one laptop."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# the registry listing is `list_games`: `tabletop.games` is the package of the games themselves
# (importing any game sets that attribute to the package, so a function of that name would vanish)
from tabletop.engine.api import GameInfo, load_game, load_scenario, new_game
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

__version__ = "0.1.0"

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
    "list_games",
    "load_game",
    "load_scenario",
    "new_game",
]
