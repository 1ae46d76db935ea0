"""The running score read off the board: a shared zone (Empyrean's battlefield) whose label the
seats' own zones repeat ("Battlefield 2") says who leads there, by the number in each seat's
tally ("Might 5"). Game-agnostic: it reads only the layout and the rules' zone tallies."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tabletop.engine.layout import Zone

_NUMBER = re.compile(r"(-?\d+)\s*$")


def seat_totals(
    zones: dict[str, Zone], zone_id: str, tally: Callable[[str], str | None]
) -> dict[int, int]:
    """Each seat's number in the zones of its own that share `zone_id`'s label (none: {})."""
    shared = zones[zone_id]
    if shared.owner is not None:
        return {}
    totals: dict[int, int] = {}
    for other in zones.values():
        if other.owner is None or other.label != shared.label:
            continue
        match = _NUMBER.search(tally(other.id) or "")
        if match is not None:
            totals[other.owner] = totals.get(other.owner, 0) + int(match[1])
    return totals


def lead_words(totals: dict[int, int], names: Sequence[str]) -> str | None:
    """ "Player 2 leads 5-3", "Tied 3-3" (None without at least two seats)."""
    if len(totals) < 2:
        return None
    ranked = sorted(totals.items(), key=lambda item: -item[1])
    (first, best), (_, second) = ranked[0], ranked[1]
    if best == second:
        return f"Tied {best}-{second}"
    who = names[first] if first < len(names) else f"Seat {first + 1}"
    return f"{who} leads {best}-{second}"


def shorter_lead(words: str) -> str:
    """A lead's words without "leads" ("Player 2: 5-3"), for a board with little room; other
    words as they are."""
    who, leads, score = words.rpartition(" leads ")
    return f"{who}: {score}" if leads and who else words
