"""What each scenario key and card entry may hold; the messages name the key and the value.

`scenario.py` places the cards; this module only says whether a value has the right shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def is_text(value: Any) -> bool:
    return isinstance(value, str)


def is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_texts(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def is_mapping(value: Any) -> bool:
    return isinstance(value, dict)


def is_seats(value: Any) -> bool:
    return is_whole(value) or (
        isinstance(value, list) and bool(value) and all(is_whole(v) for v in value)
    )


def is_json(value: Any) -> bool:
    """Plain JSON data: what a game value may be (saved and fingerprinted as JSON)."""
    if value is None or isinstance(value, str | bool | int):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(is_json(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_json(v) for k, v in value.items())
    return False


Check = tuple[Callable[[Any], bool], str]

#: top-level scenario keys (null means "not given" for all but `game`)
SCENARIO_KEYS: dict[str, Check] = {
    "game": (is_text, "a game id"),
    "title": (is_text, "text"),
    "description": (is_text, "text"),
    "seed": (is_whole, "a whole number"),
    "players": (is_whole, "a whole number"),
    "decks": (is_texts, "a list of deck ids"),
    "seats": (is_texts, "a list of 'human' or 'computer'"),
    "names": (is_texts, "a list of names"),
    "options": (is_mapping, "a mapping of option names to values"),
    "undo_policy": (is_text, "'unlimited' or 'strict'"),
    "phase": (is_text, "a phase name"),
    "values": (is_mapping, "a mapping of value keys to values"),
    "zones": (is_mapping, "a mapping of zone ids to lists of cards"),
    "to_act": (is_seats, "a seat number or a list of seat numbers"),
    "prompt": (is_text, "text"),
    "stop_at_start": (lambda v: isinstance(v, bool), "true or false"),
}

#: keys of one card entry in a zone
CARD_KEYS: dict[str, Check] = {
    "card": (is_text, "a card id or name"),
    "face_up": (lambda v: isinstance(v, bool), "true or false"),
    "counters": (is_mapping, "a mapping of counter names to whole numbers"),
    "flags": (is_texts, "a list of flag names"),
    "label": (is_text, "text"),
    "attach": (is_text, "the label of another card"),
    "owner": (is_whole, "a seat number"),
    "used": (
        lambda v: isinstance(v, list) and all(is_whole(i) and i >= 1 for i in v),
        "a list of ability numbers (1 for the card's first ability)",
    ),
}


def shown(value: Any, limit: int = 40) -> str:
    """A value as it appears in a message, cut short."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def wrong_shape(key: str, value: Any, checks: dict[str, Check]) -> str | None:
    """The message when `value` does not fit `key`, else None."""
    check, what = checks[key]
    if check(value):
        return None
    return f"{key} must be {what}, not {shown(value)}"
