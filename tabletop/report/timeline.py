"""A game's log entry by entry, each with the words of its decision and names for its events
as they were at the time.

`game.describe(command)` and the names of cards read the game's current position: at the end
of a game, a card drawn into a hand in round 1 may since have been revealed, and "joins the
attack" needs an attack under way. So the log is replayed on a second game built from the same
settings: each command is described just before it is played there, and each entry's events
are named by that game just after. A game that cannot be rebuilt so (one that started from a
scenario) is told with the names of its final position and its commands' kinds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from tabletop.engine.api import new_game_like
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Namer
from tabletop.engine.game import Game, LogEntry

CARD_REF = re.compile(r"#(\d+)")


@dataclass(frozen=True)
class Step:
    entry: LogEntry
    words: str | None  # the decision in words (None: setup, or unknown)
    names: Namer  # names for the entry's events, as the reader saw them then


def timeline(game: Game, seat: int) -> Iterator[Step]:
    """The entries of `game`'s log as `seat` saw them (-1: everything)."""
    shadow = _rebuild(game)
    for entry in game.log:
        words = None
        if shadow is not None and entry.command is not None:
            try:
                words = shadow.describe(entry.command)
                shadow.play(entry.command)
            except (TabletopError, ValueError):
                shadow, words = None, None
        yield Step(entry, words, (shadow or game).names(seat))


def _rebuild(game: Game) -> Game | None:
    if game.scenario is not None:
        return None
    try:
        return new_game_like(game.config)
    except (TabletopError, ValueError):
        return None


def plain_words(text: str, seat: int, names: Namer) -> str:
    """A command's words without engine numbering: no leading "seat N:" (the report names the
    player), card instance numbers ("#21") replaced by the card's name."""
    text = text.removeprefix(f"seat {seat}: ")
    text = CARD_REF.sub(lambda match: names.card(int(match.group(1))), text)
    return text[:1].upper() + text[1:]
