"""Deck building (book, "Game Preparation"): exactly 60 cards plus one Vanquisher, at most 4
of a name, and the ban list (`banlist.yaml`: banned names, names limited to fewer copies)."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from tabletop.engine.yamlsource import load_trusted
from tabletop.games.eoc.cards import EocCard

DECK_SIZE = 60
MAX_COPIES = 4


class BanList(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    banned: tuple[str, ...] = ()
    limited: dict[str, int] = {}


@functools.cache
def ban_list() -> BanList:
    raw = load_trusted((Path(__file__).parent / "banlist.yaml").read_text(encoding="utf-8"))
    return BanList.model_validate(raw or {})


def deck_problems(
    deck_id: str, card_ids: list[str], cards: dict[str, EocCard], bans: BanList
) -> list[str]:
    """Every reason the deck is not legal, in words; empty when it is."""
    problems = []
    vanquishers = [c for c in card_ids if cards[c].kind == "vanquisher"]
    main = [c for c in card_ids if cards[c].kind != "vanquisher"]
    if len(vanquishers) != 1:
        problems.append(
            f"deck {deck_id!r} has {len(vanquishers)} Vanquishers; a deck has exactly 1"
        )
    if len(main) != DECK_SIZE:
        problems.append(
            f"deck {deck_id!r} has {len(main)} cards besides its Vanquisher; "
            f"a deck has exactly {DECK_SIZE}"
        )
    names = Counter(cards[c].name for c in main)
    for name, count in names.items():
        if name in bans.banned:
            problems.append(f"deck {deck_id!r}: {name} is on the ban list")
            continue
        most = min(MAX_COPIES, bans.limited.get(name, MAX_COPIES))
        if count > most:
            why = "the ban list allows" if name in bans.limited else "a deck holds at most"
            problems.append(f"deck {deck_id!r} has {count} {name}; {why} {most} of a name")
    return problems
