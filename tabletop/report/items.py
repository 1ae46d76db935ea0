"""What a game report is made of: a header, then a flat run of items in log order.

Seats are numbered from 1 everywhere in a report (the engine counts from 0).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Seat:
    number: int  # from 1
    name: str
    kind: str  # "human" or "computer"
    deck: str | None


@dataclass(frozen=True)
class Heading:
    """Setup, a round or turn (level 2), a phase (level 3)."""

    level: int
    text: str


@dataclass(frozen=True)
class Prompt:
    """What the game asks next, and of whom."""

    text: str


@dataclass(frozen=True)
class Consequence:
    """Something that happened; `kind` is the engine's event type, `count` > 1 when like
    events (cards drawn, cards put into a deck) are told as one line."""

    kind: str
    text: str
    count: int = 1


@dataclass(frozen=True)
class Decision:
    """A player's decision. What it caused follows it as Consequence items."""

    number: int
    seat: int  # from 1
    player: str
    command: str  # the command's kind ("deploy", "end")
    text: str  # in words ("Deploy Ashigaru to battlefield 3"); the kind when unknown


Item = Heading | Prompt | Consequence | Decision


@dataclass
class Report:
    game: str
    title: str
    seed: int
    seats: list[Seat]
    reader: int | None  # the seat (from 1) whose view this is; None: everything
    items: list[Item] = field(default_factory=list)
    result: str | None = None
    winners: list[int] = field(default_factory=list)  # seats from 1
    drawn: list[int] = field(default_factory=list)  # seats from 1 that share a draw
