"""The few known words nearest a refused one, for a one-line message: a zone list of forty
ids, or a card list of hundreds, is shown as the handful a person most likely meant."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

#: how many a message names
SHOWN = 4


def nearest(word: str, known: Iterable[str], shown: int = SHOWN) -> str:
    """`shown` of `known` nearest `word`, comma separated, and "..." when there are more."""
    words = sorted(set(known))
    close = difflib.get_close_matches(word, words, n=shown, cutoff=0.0)
    return ", ".join(close) + (", ..." if len(words) > len(close) else "")
