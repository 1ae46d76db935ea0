"""What one seat may see. Hidden cards leave the core only through here, masked.

A card is visible to a seat when it lies face up in a zone that is not hidden, or when the
seat owns it and it lies in a zone its owner may look at (hand, own face-down deployments,
own discard pile). Values whose key starts with "secret.p<N>." are only for seat N.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.layout import Zone
from tabletop.engine.state import Decision, Result, State


@dataclass(frozen=True, slots=True)
class CardView:
    iid: int
    card: str | None  # None: this seat cannot see what the card is
    owner: int
    face_up: bool
    counters: tuple[tuple[str, int], ...]
    flags: frozenset[str]
    attached_to: int | None

    @property
    def hidden(self) -> bool:
        return self.card is None


@dataclass(frozen=True, slots=True)
class View:
    seat: int | None  # None: an onlooker who sees only public cards
    players: int
    zones: dict[str, tuple[int, ...]]
    cards: dict[int, CardView]
    values: dict[str, Any]
    phase: str
    decision: Decision | None
    result: Result | None
    stack: tuple[dict[str, Any], ...]

    def zone(self, zone_id: str) -> tuple[int, ...]:
        return self.zones.get(zone_id, ())


def is_visible(state: State, zones: dict[str, Zone], iid: int, seat: int | None) -> bool:
    card = state.cards[iid]
    zone = zones.get(state.where[iid])
    visibility = zone.visibility if zone is not None else "public"
    if visibility == "hidden":
        return False
    if card.face_up:
        return True
    return seat is not None and card.owner == seat


def make_view(state: State, zones: dict[str, Zone], seat: int | None) -> View:
    cards = {}
    for iid, card in state.cards.items():
        shown = is_visible(state, zones, iid, seat)
        cards[iid] = CardView(
            iid=iid,
            card=card.card if shown else None,
            owner=card.owner,
            face_up=card.face_up,
            counters=tuple(sorted(card.counters.items())),
            flags=frozenset(card.flags),
            attached_to=card.attached_to,
        )
    mine = f"secret.p{seat}." if seat is not None else None
    values = {
        k: v
        for k, v in state.values.items()
        if not k.startswith("secret.") or (mine is not None and k.startswith(mine))
    }
    return View(
        seat=seat,
        players=state.players,
        zones={z: tuple(ids) for z, ids in state.zones.items()},
        cards=cards,
        values=values,
        phase=state.phase,
        decision=state.decision,
        result=state.result,
        stack=tuple(dict(e) for e in state.stack),
    )
