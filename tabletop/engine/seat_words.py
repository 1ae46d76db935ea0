"""The words that say who plays each seat, one grammar everywhere (the command line's
`--seats`, a scenario's `seats:`, a save's config and the API's `seats=`): `human`,
`computer` (at the default level) or `computer:LEVEL`, LEVEL one of `LEVELS`.

The level words are data here, so the engine reads them without the bots (ai/levels.py takes
its names from this module; ai/bots.py makes a bot for each)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tabletop.engine.limits import cut

HUMAN, COMPUTER = "human", "computer"
SEAT_KINDS = (HUMAN, COMPUTER)
#: the computer's levels, weakest first
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: the level of a computer seat nobody chose one for
DEFAULT_LEVEL = "normal"
#: characters of a refused word a message repeats
SHOWN_CHARS = 40
#: seats a table's settings may name (more than any game takes: the game's own span is
#: checked after)
MAX_PLAYERS = 8

#: every seat word there is, for a schema's list of them
ALL_SEAT_WORDS = (HUMAN, COMPUTER, *(f"{COMPUTER}:{level}" for level in LEVELS))
WORDS_HELP = f"human, computer (Normal) or computer:LEVEL, LEVEL one of {', '.join(LEVELS)}"
HELP = f"who plays each seat, comma separated: {WORDS_HELP}; e.g. human,computer:hard"


class SeatWordError(ValueError):
    """A seat word outside the grammar; the message names the seat and the word, in one line."""


@dataclass(frozen=True)
class Seats:
    """Who plays each seat: "human" or "computer" each (`kinds`), and the level of each
    computer seat a level was given for (seat number from 0 -> level; a computer seat left
    out plays at `DEFAULT_LEVEL`)."""

    kinds: tuple[str, ...]
    levels: Mapping[int, str] = field(default_factory=dict)

    def words(self) -> tuple[str, ...]:
        """The seats in the grammar's words, as a save keeps them."""
        return seat_words(self.kinds, self.levels)


def seat_words(kinds: Sequence[str], levels: Mapping[int, str]) -> tuple[str, ...]:
    """`("human", "computer")` with `{1: "hard"}` -> `("human", "computer:hard")`."""
    return tuple(
        f"{kind}:{levels[seat]}" if seat in levels else kind for seat, kind in enumerate(kinds)
    )


def read_seat(word: object, seat: int) -> tuple[str, str | None]:
    """One seat's word -> (kind, level or None); SeatWordError naming seat `seat` (from 0)."""
    if not isinstance(word, str):
        shown = cut(repr(word), SHOWN_CHARS)
        raise SeatWordError(f"seat {seat + 1}: {shown} is not a seat word ({WORDS_HELP})")
    kind, colon, level = word.strip().lower().partition(":")
    if kind == HUMAN and not colon:
        return HUMAN, None
    if kind != COMPUTER:
        shown = cut(repr(word.strip()), SHOWN_CHARS)
        raise SeatWordError(f"seat {seat + 1}: {shown} is not {WORDS_HELP}")
    if not colon:
        return COMPUTER, None
    if level not in LEVELS:
        raise SeatWordError(
            f"seat {seat + 1}: no computer level {cut(repr(level), SHOWN_CHARS)} "
            f"(levels: {', '.join(LEVELS)})"
        )
    return COMPUTER, level


def read_seats(given: str | Sequence[object]) -> Seats:
    """`"human,computer:hard"` or `["human", "computer:hard"]` -> Seats; SeatWordError, one
    line, naming the first bad word (or a list that is not one)."""
    if isinstance(given, str):
        words: Sequence[object] = [w for w in given.split(",") if w.strip()]
        if not words:
            shown = cut(repr(given), SHOWN_CHARS)
            raise SeatWordError(f"give a seat list such as human,computer:hard, not {shown}")
    elif isinstance(given, list | tuple):
        words = given
    else:
        raise SeatWordError(
            f"seats are a list of seat words ({WORDS_HELP}), not {type(given).__name__}"
        )
    if len(words) > MAX_PLAYERS:
        raise SeatWordError(f"{len(words):,} seats (a table has at most {MAX_PLAYERS})")
    kinds: list[str] = []
    levels: dict[int, str] = {}
    for seat, word in enumerate(words):
        kind, level = read_seat(word, seat)
        kinds.append(kind)
        if level is not None:
            levels[seat] = level
    return Seats(tuple(kinds), levels)
