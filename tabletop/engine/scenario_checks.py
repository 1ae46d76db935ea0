"""What each scenario key and card entry may hold; the messages name the key and the value.

`scenario.py` places the cards; this module only says whether a value has the right shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine.limits import MAX_GAME_VALUE, check_data, cut
from tabletop.engine.value_keys import split_seat

if TYPE_CHECKING:
    from tabletop.engine.rules import GameRules

#: cards one scenario places, and cards attached to one card (real positions: ~100 and ~10)
MAX_SCENARIO_CARDS = 2000
MAX_ATTACHED = 50


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


def is_some_texts(value: Any) -> bool:
    return is_texts(value) and bool(value)


def kind_of(value: Any) -> str:
    """A value's kind as messages name it: true or false, a whole number, text..."""
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return "null"


def value_problem(value: Any) -> str | None:
    """Why `value` may not be a game value (not plain JSON data, or past a limit), or None."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if not all(isinstance(k, str) for k in item):
                return f"must be plain data, not {shown(value)} (mapping keys are text)"
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif (isinstance(item, float) and not math.isfinite(item)) or not (
            item is None or isinstance(item, str | bool | int | float)
        ):
            return f"must be plain data, not {shown(value)}"
    limit = check_data(value)
    return f"holds {limit} (see docs/limits.md)" if limit else None


Check = tuple[Callable[[Any], bool], str]

#: top-level scenario keys (null means "not given" for all but `game`)
SCENARIO_KEYS: dict[str, Check] = {
    "game": (is_text, "a game id"),
    "title": (is_text, "text"),
    "description": (is_text, "text"),
    "seed": (is_whole, "a whole number"),
    "players": (is_whole, "a whole number"),
    "decks": (is_some_texts, "a list of deck ids"),
    "seats": (is_some_texts, "a list of seat words: human, computer or computer:LEVEL"),
    "names": (is_some_texts, "a list of names"),
    "options": (is_mapping, "a mapping of option names to values"),
    "undo_policy": (is_text, "'unlimited' or 'strict'"),
    "phase": (is_text, "a phase name"),
    "values": (is_mapping, "a mapping of value keys to values"),
    "zones": (is_mapping, "a mapping of zone ids to lists of cards"),
    "to_act": (is_seats, "a seat number or a list of seat numbers"),
    "prompt": (is_text, "text"),
    "stop_at_start": (lambda v: isinstance(v, bool), "true or false"),
    "at": (
        lambda v: v in ("start", "inside"),
        "'start' (the phase's entry still to come) or 'inside'",
    ),
    "goal": (is_mapping, "a mapping: win, draw, survive, deal or keep, and within, hint..."),
    "sandbox": (
        lambda v: isinstance(v, bool),
        "true or false (true: a position the rules cannot reach, never a puzzle)",
    ),
    "hold": (
        lambda v: isinstance(v, bool) or (isinstance(v, list) and all(is_whole(s) for s in v)),
        "true or false, or a list of seat numbers",
    ),
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
    return cut(repr(value), limit)


def wrong_shape(key: str, value: Any, checks: dict[str, Check]) -> str | None:
    """The message when `value` does not fit `key`, else None."""
    check, what = checks[key]
    if check(value):
        return None
    return f"{key} must be {what}, not {shown(value)}"


def value_range(rules: GameRules, base: str) -> tuple[int, int]:
    """The whole numbers a value may hold, by its key without the seat part."""
    return rules.value_ranges.get(base, (0, MAX_GAME_VALUE))


def bounds_problem(key: str, value: Any, rules: GameRules, players: int) -> str | None:
    """What a game value under `key` must be when `value` is out of the range the rules can
    read it in (a seat at the table, the range the game declares, else 0 to 1,000,000),
    whether a scenario key or `values:` sets it; None when it fits. Only a number is judged
    where nothing is declared: the value's kind is checked against the game's elsewhere."""
    base, _ = split_seat(key)
    if base in rules.seat_values:
        if is_whole(value) and 0 <= value < players:
            return None
        return f"must be a seat number from 0 to {players - 1}, not {shown(value)}"
    if base not in rules.value_ranges and not is_whole(value):
        return None
    low, high = value_range(rules, base)
    if is_whole(value) and low <= value <= high:
        return None
    return f"must be a whole number from {low:,} to {high:,}, not {shown(value)}"


def game_key_problem(key: str, value: Any, rules: GameRules, players: int) -> str | None:
    """The message when a game's own scenario key (one its rules list in `scenario_keys`)
    holds a value that cannot be, else None. A key that sets the value of its name is held
    to that value's range; keys not listed here are the game's to check."""
    if key == "essence":  # one number for every seat, or a list of one per seat
        each = value if isinstance(value, list) else [value]
        fits = not any(bounds_problem(key, v, rules, players) for v in each)
        if fits and (not isinstance(value, list) or len(value) == players):
            return None
        low, high = value_range(rules, key)
        return (
            f"essence must be a whole number from {low:,} to {high:,}, or a list of "
            f"{players} of them (one per seat), not {shown(value)}"
        )
    if key == "battlefields":
        if is_texts(value):
            return None
        return f"battlefields must be a list of battlefield ids, not {shown(value)}"
    problem = bounds_problem(key, value, rules, players)
    return f"{key} {problem}" if problem else None
