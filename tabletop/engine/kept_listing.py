"""Commands kept between listings: what a lister may keep from one decision to the next.

A game lists its legal commands at every decision, and most of what it lists it listed a
moment ago: the same card activated from the same hand, bought from the same market. A
`KeptCommands` holds the commands of one seat, kind and target by their source card, each
made the first time it is listed and handed back as the same value every later time, so a
lister reads a dict entry instead of building a command. Commands are values (named tuples):
sharing one between listings, games and copies of a position changes nothing.

`kept_commands(seat, kind, target)` is the one memo of its kind for the process. Card ids are
renumbered when a zone is shuffled (`GameConfig.fresh_ids`), so a long game meets more of
them than it holds at once: a memo forgets everything when it grows past `KEPT_AT_MOST`.
"""

from __future__ import annotations

import functools

from tabletop.engine.commands import Command

__all__ = ["KEPT_AT_MOST", "KeptCommands", "kept_commands"]

#: a memo is emptied when it holds more commands than this (and fills again as listed)
KEPT_AT_MOST = 4096


class KeptCommands(dict[int, Command]):
    """`memo[source]`: the command `seat` plays as `kind` from card `source` onto `target`."""

    __slots__ = ("kind", "seat", "target")

    def __init__(self, seat: int, kind: str, target: str | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.kind = kind
        self.target = target

    def __missing__(self, source: int) -> Command:
        if len(self) >= KEPT_AT_MOST:
            self.clear()
        command = self[source] = Command(self.seat, self.kind, source, self.target)
        return command

    def __repr__(self) -> str:
        return f"KeptCommands({self.seat}, {self.kind!r}, {self.target!r}: {len(self)} kept)"


@functools.cache
def kept_commands(seat: int, kind: str, target: str | None = None) -> KeptCommands:
    """The process's memo of these commands (one per seat, kind and target)."""
    return KeptCommands(seat, kind, target)
