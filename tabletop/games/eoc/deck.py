"""Deck building (book, "Game Preparation"): exactly 60 cards plus one Vanquisher, at most 4
of a name, and the ban list (`banlist.yaml`: banned names, names limited to fewer copies)."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from tabletop.engine.position_limits import CopyLimit, PositionLimits, RequiredCard, ZoneLimit
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


def position_limits(cards: dict[str, EocCard], bans: BanList) -> PositionLimits:
    """What an EoC position can hold (book, "Game Preparation" and "Preparation Phase"): a
    seat's cards hold at most 4 of a name (fewer by the ban list) and one Vanquisher, every
    seat has its Vanquisher, and a creature zone holds one creature (3 active at most)."""

    def most(card_id: str) -> int | None:
        card = cards.get(card_id)
        if card is None:
            return None
        if card.kind == "vanquisher":
            return 1
        if card.name in bans.banned:
            return 0
        return min(MAX_COPIES, bans.limited.get(card.name, MAX_COPIES))

    def is_vanquisher(card_id: str) -> bool:
        return card_id in cards and cards[card_id].kind == "vanquisher"

    def is_creature(card_id: str) -> bool:
        return card_id in cards and cards[card_id].kind == "creature"

    creature_zone = "Preparation Phase: no more than 3 creatures active, one to a zone"
    return PositionLimits(
        copies=CopyLimit(
            most=most,
            rule="Game Preparation: up to 4 of a name (the ban list's fewer), one Vanquisher",
        ),
        required=(
            RequiredCard(
                is_vanquisher, "Vanquisher", "Game Preparation: every deck has one Vanquisher"
            ),
        ),
        zones=tuple(
            ZoneLimit(zone, 1, creature_zone, is_creature, "creatures")
            for zone in ("c1", "c2", "c3")
        ),
    )
