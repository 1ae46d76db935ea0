"""What a click means: it picks (a card, or a choice), it never plays by itself. A picked card
lights up the places it may go (a click on one of those plays it there); a picked card used
with no place, or a picked choice, waits for a confirming button, Enter or a double click.
Pure logic, no drawing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.engine.commands import Command
from tabletop.ui.drag import Gestures

_CHOICE_WORDS = ("choose", "pick", "select", "target", "counter")


@dataclass
class Selection:
    """The card or the place the player picked, if any."""

    card: int | None = None
    place: str | None = None  # "card:<iid>", "zone:<id>" or "seat:<n>": a choice to confirm

    def clear(self) -> None:
        self.card = None
        self.place = None

    @property
    def key(self) -> tuple[int | None, str | None]:
        return self.card, self.place

    def pending(self, gestures: Gestures) -> list[Command]:
        """What confirming plays: the picked card's uses with no place, or the picked choice."""
        if self.place is not None:
            return list(gestures.clicks().get(self.place, []))
        if self.card is not None:
            return list(gestures.clicks().get(f"card:{self.card}", []))
        return []

    def targets(self, gestures: Gestures) -> set[str]:
        """The places the picked card may go (lit as when it is dragged)."""
        return gestures.targets_for(self.card) if self.card is not None else set()


@dataclass(frozen=True)
class Click:
    """A click's outcome: commands to play (a menu when several), or only a new pick."""

    play: tuple[Command, ...] = ()


def click(
    selection: Selection,
    gestures: Gestures,
    places: Sequence[str],
    iid: int | None,
    double: bool,
) -> Click:
    """Resolve a click over `places` (most precise first; `iid` the card under the mouse)."""
    if selection.card is not None and selection.card != iid:
        for place in places:
            moves = gestures.moves(selection.card, place)
            if moves:
                selection.clear()
                return Click(tuple(moves))
    clicks = gestures.clicks()
    for place in places:
        if place not in clicks:
            continue
        if double:
            selection.clear()
            return Click(tuple(clicks[place]))
        if place.startswith("card:") and clicks[place][0].source is not None:
            selection.card, selection.place = int(place[5:]), None
        else:
            selection.card, selection.place = None, place
        return Click()
    if iid is not None and iid in gestures.sources():
        if double:  # its moves: one is played, several are offered in a menu
            selection.clear()
            return Click(tuple(c for c in gestures.commands if c.source == iid))
        if selection.card == iid:
            selection.clear()  # a second click on the picked card puts it down
        else:
            selection.card, selection.place = iid, None
        return Click()
    selection.clear()
    return Click()


def is_choice(commands: Sequence[Command]) -> bool:
    """Commands that choose (a card, a place, an option) rather than use a card: drawn gold,
    like every other choice, in every game."""
    return any(
        c.source is None or any(w in c.kind.lower() for w in _CHOICE_WORDS) for c in commands
    )
