"""Whether a value key is one the game keeps, for a scenario's `values:` and a puzzle's `deal`
goal: the keys seen in the game's seeded playout (value_kinds), in the general form that
stands for every seat's and card's (`damage.pN`), and the keys the game declares (ranges,
seats, words).

A game keeps memos a short playout may never show (a deck's own tokens), so `values:` refuses
only a key one or two letters from a known one (a misspelling: `rownd` for `round`); a `deal`
goal must count a value that is known or set at the start, or it could never be met."""

from __future__ import annotations

import difflib

from tabletop.engine.rules import GameRules
from tabletop.engine.value_keys import general_key, split_seat
from tabletop.engine.value_kinds import value_kinds

#: how alike an unknown key must be to a known one to be taken for its misspelling
MISSPELT_RATIO = 0.8


def known_values(rules: GameRules, players: int) -> set[str]:
    """Every key the game is known to keep (seen or declared), concrete and general."""
    seen = set(value_kinds(rules.id, players))
    declared = {*rules.value_ranges, *rules.seat_values, *rules.value_words}
    return seen | {general_key(key) for key in seen} | declared


def is_known(key: str, known: set[str]) -> bool:
    return key in known or general_key(key) in known or split_seat(key)[0] in known


def misspelling_of(key: str, known: set[str]) -> str | None:
    """The known key an unknown `key` is most likely a misspelling of, or None."""
    if is_known(key, known):
        return None
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=MISSPELT_RATIO)
    return close[0] if close else None


def closest(key: str, known: set[str]) -> list[str]:
    """Up to three known keys nearest `key`, for a message."""
    concrete = sorted(k for k in known if "N" not in k)
    return difflib.get_close_matches(key, concrete, n=3, cutoff=0.5)
