"""The difference a variant makes, from games paired by their seed (common random numbers):
baseline and variant play every game of the plan with the same seed, so each game gives a pair.

A figure over the games is a ratio: the sum of the games' values over the sum of their weights
(a deck's win rate: the win shares of the seats holding the deck over how many seats held it;
a mean: the values over the games). The difference is the variant's ratio minus the baseline's,
and its interval is the normal 95% interval of that difference with the games as the pairs:
the variance is that of the paired differences per game (the linearized ratio, so the seats of
one game are kept together), times n/(n-1). With identical games in both arms the interval is
exactly (0, 0): common random numbers remove the noise the variant does not cause."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from tabletop.engine.outcome import Z95

#: (the baseline's value, the variant's value, the weight) of one game
Pair = tuple[float, float, float]


def paired_difference(pairs: Sequence[Pair], z: float = Z95) -> dict[str, Any]:
    """The baseline's and the variant's figure, their difference and its 95% interval (None
    without pairs; the interval is None with fewer than two)."""
    weight = sum(w for _, _, w in pairs)
    if not pairs or weight <= 0:
        return {"pairs": len(pairs), "baseline": None, "variant": None, "difference": None}
    base = sum(b for b, _, _ in pairs) / weight
    varied = sum(v for _, v, _ in pairs) / weight
    difference = varied - base
    n = len(pairs)
    low = high = None
    if n > 1:
        squares = sum(((v - b) - difference * w) ** 2 for b, v, w in pairs)
        half = z * math.sqrt(n / (n - 1) * squares) / weight
        low, high = round(difference - half, 6), round(difference + half, 6)
    return {
        "pairs": n,
        "baseline": round(base, 6),
        "variant": round(varied, 6),
        "difference": round(difference, 6),
        "low": low,
        "high": high,
    }
