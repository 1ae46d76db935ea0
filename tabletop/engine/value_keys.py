"""A game value's key names the seat it belongs to with a `p<seat>` part: "essence.p1",
"stop.p0.bf2" (values of the whole table have none: "round"). The panel shows a seat's values
by that part, and a value's range is declared for its key without it."""

from __future__ import annotations

import re

_SEAT_PART = re.compile(r"\.p(\d+)(?=\.|$)")


def split_seat(key: str) -> tuple[str, int | None]:
    """The key without its seat part, and the seat ("stop.p0.bf2": ("stop.bf2", 0));
    a key of the whole table as it is, and None."""
    match = _SEAT_PART.search(key)
    if match is None:
        return key, None
    return key[: match.start()] + key[match.end() :], int(match.group(1))


_ANY_SEAT_PART = re.compile(r"\.p\d+(?=\.|$)")
_NUMBER = re.compile(r"\d+")


def general_key(key: str) -> str:
    """One key for its kind: `damage.p1` -> `damage.pN`, `stop.p0.bf2` -> `stop.pN.bfN`,
    `carrier.118` (a card's number) -> `carrier.N`."""
    if split_seat(key)[1] is not None:
        key = _ANY_SEAT_PART.sub(".pN", key, count=1)
    return _NUMBER.sub("N", key)
