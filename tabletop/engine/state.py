"""The game state: card instances in zones, counters, flags, values and the decision pending.

State is only ever changed by applying events (see `events.py`). It is plain data: it copies
for snapshots and turns into canonical JSON for fingerprints. A search forks it (`State.fork`):
the fork shares the card instances until an event changes one (copy on write).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.outcome import Outcome

JSONValue = Any


def copy_json(value: JSONValue) -> JSONValue:
    """A deep copy of plain JSON data (dicts, lists, text, numbers, booleans, None), as a
    JSON round trip would give it (tuples become lists) at a fraction of the cost."""
    if isinstance(value, dict):
        return {
            k: copy_json(v) if isinstance(v, dict | list | tuple) else v for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [copy_json(v) if isinstance(v, dict | list | tuple) else v for v in value]
    return value


@dataclass(slots=True)
class CardInstance:
    """One physical card on the table. `card` is the id of its definition in the cardset.

    `owner` is whose deck the card came from and never changes; `controller` is the seat that
    holds it now (None: its owner). Moving a card into a seat's zone gives that seat control,
    and who may see a face-down card follows control, never the first owner.
    """

    iid: int
    card: str
    owner: int
    face_up: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    attached_to: int | None = None
    controller: int | None = None

    @property
    def holder(self) -> int:
        """The seat that controls the card now."""
        return self.owner if self.controller is None else self.controller

    def to_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {
            "iid": self.iid,
            "card": self.card,
            "owner": self.owner,
            "face_up": self.face_up,
            "counters": dict(sorted(self.counters.items())),
            "flags": sorted(self.flags),
            "attached_to": self.attached_to,
        }
        if self.controller is not None and self.controller != self.owner:
            out["controller"] = self.controller  # absent while it is the owner: stable hashes
        return out


@dataclass(slots=True, unsafe_hash=True)
class Decision:
    """What the game waits for: which seats must act, and what they are asked, in words.

    `kind` names the decision for the rules and the table ("deploy", "keep-one", "respond").
    `data` holds JSON-able details the rules need to list the legal commands. Never changed
    once made (a value, like the events that carry it; not frozen at run time, for speed).
    """

    kind: str
    seats: tuple[int, ...]
    prompt: str
    data: tuple[tuple[str, JSONValue], ...] = ()

    def get(self, key: str, default: JSONValue = None) -> JSONValue:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "kind": self.kind,
            "seats": list(self.seats),
            "prompt": self.prompt,
            "data": {k: v for k, v in self.data},
        }


#: the phase of a state before the game begins (no scenario starts in it)
SETUP_PHASE = "setup"


def own_copy(card: CardInstance, iid: int) -> CardInstance:
    """A card instance of its own (counters and flags copied), under id `iid`: what a state
    changes in place while a fork shares the original."""
    return CardInstance(
        iid,
        card.card,
        card.owner,
        card.face_up,
        dict(card.counters),
        set(card.flags),
        card.attached_to,
        card.controller,
    )


@dataclass(slots=True)
class State:
    """Everything about a game at one moment. Mutated only by `Event.apply`."""

    players: int
    zones: dict[str, list[int]] = field(default_factory=dict)
    cards: dict[int, CardInstance] = field(default_factory=dict)
    where: dict[int, str] = field(default_factory=dict)  # index: card -> its zone
    values: dict[str, JSONValue] = field(default_factory=dict)
    stack: list[dict[str, JSONValue]] = field(default_factory=list)
    #: the flow's step queue (engine/flow.py): the front step runs next. Steps are plain
    #: JSON-able dicts and are never changed in place once stored (the flow copies them)
    steps: list[dict[str, JSONValue]] = field(default_factory=list)
    phase: str = SETUP_PHASE
    decision: Decision | None = None
    result: Outcome | None = None
    rng: int = 0
    next_iid: int = 1
    #: the cards this state may change in place; None: all of them (a state never forked).
    #: The others are shared with a fork, and an event copies one before changing it
    own_cards: set[int] | None = field(default=None, repr=False, compare=False)
    #: card id -> the ids of its instances in the game (engine/card_names.py builds it when a
    #: card is first named; None: not built). Cards never change what they are, so a fork
    #: shares it (a copy, which a game keeps as a snapshot, does not hold one), and a card put
    #: in or renumbered drops it
    copies: dict[str, tuple[int, ...]] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def empty(cls) -> State:
        """Where every fold starts: no seats, no zones, no cards (see events.GameBegan)."""
        return cls(players=0)

    def copy(self) -> State:
        return State(
            players=self.players,
            zones={z: list(ids) for z, ids in self.zones.items()},
            cards={
                # one card's copy, made here rather than by a method: a snapshot copies every card
                i: CardInstance(
                    c.iid,
                    c.card,
                    c.owner,
                    c.face_up,
                    dict(c.counters),
                    set(c.flags),
                    c.attached_to,
                    c.controller,
                )
                for i, c in self.cards.items()
            },
            where=dict(self.where),
            values=copy_json(self.values),
            stack=copy_json(self.stack),
            steps=list(self.steps),
            phase=self.phase,
            decision=self.decision,
            result=self.result,
            rng=self.rng,
            next_iid=self.next_iid,
        )

    def fork(self) -> State:
        """A copy for search, cheap where `copy` is thorough: it shares this state's card
        instances, and each of the two copies one only when an event is about to change it
        (`card_to_change`). Only events may change a fork or the state it was forked from.
        Values and steps are replaced by events, never changed in place: their containers
        are copied, not their contents."""
        self.own_cards = set()  # from now on this state shares them too
        return State(
            players=self.players,
            # the zones are copied: the rules hold a zone's list while they move its cards
            zones={z: ids.copy() for z, ids in self.zones.items()},
            cards=self.cards.copy(),
            where=self.where.copy(),
            values=self.values.copy(),
            stack=copy_json(self.stack),  # a popped entry is handed to the rules: their own
            steps=self.steps.copy(),
            phase=self.phase,
            decision=self.decision,
            result=self.result,
            rng=self.rng,
            next_iid=self.next_iid,
            own_cards=set(),
            copies=self.copies,
        )

    # --- copy on write: the events' way to a card they change ----------------------------
    def card_to_change(self, iid: int) -> CardInstance:
        """Card `iid`, this state's own to change (copied first while a fork shares it)."""
        card = self.cards[iid]
        own = self.own_cards
        if own is None or iid in own:
            return card
        card = self.cards[iid] = own_copy(card, iid)
        own.add(iid)
        return card

    def adopt_card(self, card: CardInstance) -> None:
        """Put a new card instance in (or in place of a shared one), this state's own."""
        self.cards[card.iid] = card
        self.copies = None
        if self.own_cards is not None:
            self.own_cards.add(card.iid)

    # --- queries -------------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        if self.result is not None or self.decision is None:
            return ()
        return self.decision.seats

    def zone(self, zone_id: str) -> list[int]:
        ids = self.zones.get(zone_id)  # (no empty list made for the default: rules ask a lot)
        return [] if ids is None else ids

    def card(self, iid: int) -> CardInstance:
        return self.cards[iid]

    def zone_of(self, iid: int) -> str:
        return self.where[iid]

    def counter(self, iid: int, name: str) -> int:
        return self.cards[iid].counters.get(name, 0)

    def value(self, key: str, default: JSONValue = None) -> JSONValue:
        return self.values.get(key, default)

    def to_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {
            "players": self.players,
            "zones": {z: list(ids) for z, ids in sorted(self.zones.items())},
            "cards": [self.cards[i].to_json() for i in sorted(self.cards)],
            "values": self.values,
            "stack": self.stack,
            "phase": self.phase,
            "decision": None if self.decision is None else self.decision.to_json(),
            "result": None if self.result is None else self.result.to_json(),
            "rng": self.rng,
            "next_iid": self.next_iid,
        }
        if self.steps:
            out["steps"] = self.steps
        return out

    def position_key(self) -> tuple[Hashable, ...]:
        """What `fingerprint` hashes, as a key for a search's table of positions met: two
        states have equal keys exactly when their fingerprints are equal, and a key costs a
        fraction of one (no canonical text of every card, no sha256)."""
        cards = self.cards
        return (
            self.players,
            tuple(sorted((z, tuple(ids)) for z, ids in self.zones.items())),
            tuple([_card_key(cards[i]) for i in sorted(cards)]),
            _canonical(self.values),
            _canonical(self.stack),
            _canonical(self.steps),
            self.phase,
            None if self.decision is None else _canonical(self.decision.to_json()),
            None if self.result is None else _canonical(self.result.to_json()),
            self.rng,
            self.next_iid,
        )

    def fingerprint(self) -> str:
        """A stable hash of the whole state (sha256 of its canonical JSON)."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def _card_key(card: CardInstance) -> tuple[Hashable, ...]:
    """What a card's JSON says (`CardInstance.to_json`), as a tuple."""
    counters, flags, owner, controller = card.counters, card.flags, card.owner, card.controller
    return (
        card.iid,
        card.card,
        owner,
        card.face_up,
        tuple(sorted(counters.items())) if counters else (),
        tuple(sorted(flags)) if flags else (),
        card.attached_to,
        None if controller == owner else controller,
    )


def _canonical(value: JSONValue) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))
