"""Reading the log: the events since an entry, each with the words a reader reads it in.

`Game.events_since(entry)` answers "what happened since entry N" (in which order a refill and
the event it set off resolved) without walking `game.log` by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from tabletop.engine.events import Event, Namer


class Entry(Protocol):
    """One entry of a game's log as it is read here (engine/game.py's LogEntry has it)."""

    @property
    def number(self) -> int: ...

    @property
    def events(self) -> tuple[Event, ...]: ...


E = TypeVar("E", bound=Entry)


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    """One event of the log: the entry it belongs to (0 is setup), the event, its words."""

    entry: int
    event: Event
    words: str

    def __str__(self) -> str:
        return self.words


def events_since(
    log: Sequence[E], entry: int, names: Callable[[E], Namer], internal: bool = False
) -> list[LoggedEvent]:
    """The events of log entry `entry` and every later one, in order, each worded by the
    reader's `names` for its entry (Game.events_since reads them for a seat). `mark =
    len(game.log)` before some commands and `events_since(mark)` after them gives what those
    commands did. Bookkeeping events (the flow's queue) are left out unless `internal`."""
    if not isinstance(entry, int) or isinstance(entry, bool) or not 0 <= entry <= len(log):
        raise ValueError(f"there is no log entry {entry!r} (entries 0 to {len(log)})")
    found: list[LoggedEvent] = []
    for logged in log[entry:]:
        namer = names(logged)
        for event in logged.events:
            if event.internal and not internal:
                continue
            found.append(LoggedEvent(logged.number, event, event.describe(namer)))
    return found
