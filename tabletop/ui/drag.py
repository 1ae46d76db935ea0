"""Gestures to commands: which cards can be picked up or clicked, where they may be dropped,
and which legal command a drop or a click means. Pure logic, no drawing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.engine.commands import Command


@dataclass(frozen=True)
class DropOutcome:
    """What a drop means: the commands it matches (a menu when several), or why it fails."""

    commands: tuple[Command, ...]
    target: str | None  # the place the drop was judged on (None: dropped on nothing)
    probe: Command | None  # the command to ask the rules about when nothing matched


class Gestures:
    """The legal commands of the seat in front of the screen, indexed for the mouse."""

    def __init__(self, commands: Sequence[Command]) -> None:
        self.commands = list(commands)
        self._sources = {c.source for c in self.commands if c.source is not None}
        self._clicks: dict[str, list[Command]] = {}
        for c in self.commands:
            if c.source is not None and c.target is None:
                self._clicks.setdefault(f"card:{c.source}", []).append(c)
            elif c.source is None and c.target is not None:
                self._clicks.setdefault(c.target, []).append(c)

    def buttons(self) -> list[Command]:
        """Commands with no card and no place: Pass, End phase, choose an option."""
        return [c for c in self.commands if c.source is None and c.target is None]

    def sources(self) -> set[int]:
        """Cards that some legal command uses (they glow)."""
        return self._sources

    def targets_for(self, iid: int) -> set[str]:
        return {c.target for c in self.commands if c.source == iid and c.target is not None}

    def clicks(self) -> dict[str, list[Command]]:
        """Places a click picks (a double click plays): a card used with no target, or a
        card, zone or seat chosen alone."""
        return self._clicks

    def moves(self, iid: int, target: str) -> list[Command]:
        """The commands that take card `iid` to `target`."""
        return [c for c in self.commands if c.source == iid and c.target == target]

    def kind_for(self, iid: int, target: str | None = None) -> str:
        """The kind of command to explain a failed drop of `iid` on `target` with: one the
        card itself has, else one that other cards have onto the same place (the rules judge
        a card by what it is when the kind does not fit it)."""
        for c in self.commands:
            if c.source == iid:
                return c.kind
        for c in self.commands:
            if c.source is not None and target is not None and c.target == target:
                return c.kind
        kinds = [c.kind for c in self.commands if c.source is not None]
        return kinds[0] if kinds else "play"

    def drop(self, seat: int, iid: int, hits: Sequence[str], sandbox: bool = False) -> DropOutcome:
        """Resolve a drop of `iid` over `hits` (targets under the mouse, most precise first)."""
        for target in hits:
            matching = tuple(c for c in self.commands if c.source == iid and c.target == target)
            if matching:
                return DropOutcome(matching, target, None)
        if sandbox:
            for target in hits:
                if target.startswith("zone:"):
                    move = Command(seat, "sandbox.move", iid, target)
                    return DropOutcome((move,), target, None)
        if not hits:
            return DropOutcome((), None, None)
        probe = Command(seat, self.kind_for(iid, hits[0]), iid, hits[0])
        return DropOutcome((), hits[0], probe)
