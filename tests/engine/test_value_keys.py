"""A value's key names its seat with a `p<seat>` part: the panel groups a seat's values by it,
and a value's range is declared for the key without it."""

from __future__ import annotations

import pytest

from tabletop.engine.value_keys import split_seat


@pytest.mark.parametrize(
    ("key", "base", "seat"),
    [
        ("essence.p1", "essence", 1),
        ("stop.p0.bf2", "stop.bf2", 0),
        ("essence_next.p12", "essence_next", 12),
        ("round", "round", None),
        ("deploy", "deploy", None),  # a "p" inside a word is no seat
        ("turn_no", "turn_no", None),
        ("carrier.17", "carrier.17", None),
    ],
)
def test_a_keys_seat_part(key: str, base: str, seat: int | None) -> None:
    assert split_seat(key) == (base, seat)
