"""The words that say who plays each seat on the command line (`tabletop play --seats`):
`human`, `computer` (at the Normal level) or `computer:LEVEL`, LEVEL one of ai/levels.py's
(easy, normal, hard), separated by commas."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.ai.levels import DEFAULT_LEVEL, LEVELS
from tabletop.console.arguments import SHOWN_CHARS as SHOWN
from tabletop.engine.limits import cut

HELP = (
    "who plays each seat, comma separated: human, computer (Normal) or computer:LEVEL, "
    f"LEVEL one of {', '.join(LEVELS)}; e.g. human,computer:hard"
)


@dataclass(frozen=True)
class Seats:
    """The seats of a new game: "human" or "computer" each, and each computer seat's level
    (seat number from 0 -> level)."""

    kinds: tuple[str, ...]
    levels: dict[int, str] = field(default_factory=dict)


def read_seats(text: str) -> Seats:
    """`human,computer:hard` -> Seats; ValueError, one line, naming the first bad word."""
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    if not words:
        raise ValueError(f"give a seat list such as human,computer:hard, not {text!r}")
    kinds: list[str] = []
    levels: dict[int, str] = {}
    for seat, word in enumerate(words):
        kind, _, level = word.partition(":")
        if kind == "human" and not level:
            kinds.append("human")
            continue
        if kind != "computer":
            raise ValueError(
                f"seat {seat + 1}: {cut(word, SHOWN)!r} is not human, computer or computer:LEVEL"
            )
        level = level or DEFAULT_LEVEL
        if level not in LEVELS:
            raise ValueError(
                f"seat {seat + 1}: no computer level {cut(level, SHOWN)!r} "
                f"(levels: {', '.join(LEVELS)})"
            )
        kinds.append("computer")
        levels[seat] = level
    return Seats(tuple(kinds), levels)
