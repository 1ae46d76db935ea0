"""Errors the engine raises. Each carries a message meant for a person."""

from __future__ import annotations


class TabletopError(Exception):
    """Base of every error Tabletop explains to its user."""


class IllegalCommand(TabletopError):
    """A command that is not legal now. The game is left unchanged."""


class UndoRefused(TabletopError):
    """Undo or redo is not possible now (nothing to undo, or the undo policy forbids it)."""


class SaveError(TabletopError):
    """A save file that cannot be loaded or written. Names the file and the problem."""


class ScenarioError(TabletopError):
    """A scenario file that cannot be loaded. Names the file, line and card or zone."""


class CardsetError(TabletopError):
    """A cardset that does not validate. Names the file, line, card and field."""


class UnknownGame(TabletopError):
    """A game id that is not in the registry."""
