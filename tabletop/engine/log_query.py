"""Reading the log: the events since an entry, each with the words a reader reads it in.

`Game.events_since(entry)` answers "what happened since entry N" (in which order a refill and
the event it set off resolved) without walking `game.log` by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.events import Event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    """One event of the log: the entry it belongs to (0 is setup), the event, its words."""

    entry: int
    event: Event
    words: str

    def __str__(self) -> str:
        return self.words


def events_since(
    game: Game, entry: int, seat: int | None = -1, internal: bool = False
) -> list[LoggedEvent]:
    """The events of log entry `entry` and every later one, in order, worded for `seat`
    (-1: everything named; None: an onlooker). `mark = len(game.log)` before some commands
    and `events_since(mark)` after them gives what those commands did. Bookkeeping events
    (the flow's queue) are left out unless `internal`."""
    log = game.log
    if not isinstance(entry, int) or isinstance(entry, bool) or not 0 <= entry <= len(log):
        raise ValueError(f"there is no log entry {entry!r} (entries 0 to {len(log)})")
    found: list[LoggedEvent] = []
    for logged in log[entry:]:
        names = game.names(seat, logged)
        for event in logged.events:
            if event.internal and not internal:
                continue
            found.append(LoggedEvent(logged.number, event, event.describe(names)))
    return found
