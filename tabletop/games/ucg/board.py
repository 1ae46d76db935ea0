"""Where things are on a UCG table, and what a character's Combat is now: plain queries over
the state (no changes)."""

from __future__ import annotations

from typing import Any

from tabletop.engine import zone_ids
from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.ucg.cards import Keyword, UcgCard
from tabletop.games.ucg.facts import Plan, plans_for

EFFECT_ZONES = ("effect1", "effect2", "effect3")
#: zones where a character is in play
IN_PLAY = ("active", "exhausted", "encounter")


#: every zone of a seat (layout.yaml); their ids are made once ("p0.hand")
ZONE_NAMES = (
    "deck",
    "hand",
    "active",
    "exhausted",
    "encounter",
    "reserve",
    "expended",
    *EFFECT_ZONES,
    "ignition",
    "void",
)
_ZONE_IDS = {name: (f"p0.{name}", f"p1.{name}") for name in ZONE_NAMES}
_ENCOUNTER_IDS = frozenset(_ZONE_IDS["encounter"])
#: the hot code's zone ids, by seat: HAND[1] is zone(1, "hand")
HAND, ACTIVE, ENCOUNTER, IGNITION = (
    _ZONE_IDS[n] for n in ("hand", "active", "encounter", "ignition")
)
DECK, VOID, RESERVE, EXPENDED = (_ZONE_IDS[n] for n in ("deck", "void", "reserve", "expended"))
#: each seat's Effect Zone ids, in order
EFFECT_IDS = tuple(tuple(_ZONE_IDS[name][seat] for name in EFFECT_ZONES) for seat in (0, 1))
_IN_PLAY_IDS = tuple(tuple(_ZONE_IDS[name][seat] for name in IN_PLAY) for seat in (0, 1))
#: each zone's name and seat, by id ("p1.hand": "hand", 1)
_ZONE_NAME = {ids[seat]: name for name, ids in _ZONE_IDS.items() for seat in (0, 1)}
_ZONE_SEAT = {ids[seat]: seat for ids in _ZONE_IDS.values() for seat in (0, 1)}
#: the target of a command dropped on a seat's zone ("zone:p0.hand"), made once
_ZONE_TARGETS = {name: (f"zone:{ids[0]}", f"zone:{ids[1]}") for name, ids in _ZONE_IDS.items()}


def zone(seat: int, name: str) -> str:
    """The id of a seat's zone: zone(0, "hand") is "p0.hand"."""
    return _ZONE_IDS[name][seat]


def zone_target(seat: int, name: str) -> str:
    """A command's target on a seat's zone: zone_target(0, "hand") is "zone:p0.hand"."""
    return _ZONE_TARGETS[name][seat]


_TARGET_OF_ID = {
    ids[seat]: _ZONE_TARGETS[name][seat] for name, ids in _ZONE_IDS.items() for seat in (0, 1)
}


def target_of(zone_id: str) -> str:
    """A command's target on a zone, by its id: target_of("p0.hand") is "zone:p0.hand"."""
    return _TARGET_OF_ID.get(zone_id) or f"zone:{zone_id}"


zone_name = zone_ids.name_of
zone_seat = zone_ids.seat_of


#: who plays after whom: the game's turn order, declared to the engine (`rules.turn_order`)
TURN_ORDER = CLOCKWISE
#: the book's table: two players
SEATS = 2


#: the other seat: the one that plays after a seat in the turn order
opponent = TURN_ORDER.next_of(SEATS)


class Board:
    """Read-only questions about one state, with the cardset at hand."""

    __slots__ = ("cards", "plans", "state")

    def __init__(self, state: State, cards: dict[str, UcgCard]) -> None:
        self.state = state
        self.cards = cards
        self.plans = plans_for(cards)

    def card(self, iid: int) -> UcgCard:
        return self.cards[self.state.cards[iid].card]

    def plan(self, iid: int) -> Plan:
        """The card's data as the rules ask it (facts.py)."""
        return self.plans[self.state.cards[iid].card]

    def name(self, iid: int) -> str:
        return self.card(iid).name

    def value(self, key: str, default: Any = None) -> Any:
        return self.state.values.get(key, default)

    @property
    def turn(self) -> int:
        return int(self.state.values.get("turn", 0))

    def seat_of(self, iid: int) -> int:
        """The seat whose zone holds the card (who controls it now)."""
        seat = _ZONE_SEAT.get(self.state.where[iid])
        return self.state.cards[iid].owner if seat is None else seat

    def zone_of(self, iid: int) -> str:
        where = self.state.where[iid]
        return _ZONE_NAME.get(where) or zone_name(where)

    def cards_in(self, seat: int, name: str) -> list[int]:
        return list(self.state.zones.get(_ZONE_IDS[name][seat], ()))

    # --- characters ------------------------------------------------------------------
    def characters(self, seat: int) -> list[int]:
        zones = self.state.zones
        found: list[int] = []
        for z in _IN_PLAY_IDS[seat]:
            found += zones.get(z) or ()
        return found

    def all_characters(self) -> list[int]:
        return [i for s in range(self.state.players) for i in self.characters(s)]

    def in_play(self, iid: int) -> bool:
        return iid in self.state.cards and self.zone_of(iid) in IN_PLAY

    def has(self, iid: int, keyword: Keyword) -> bool:
        return self.card(iid).has(keyword)

    def combat(self, iid: int) -> int:
        """Printed Combat, this turn's changes, and the auras of its side's Permanents."""
        instance = self.state.cards[iid]
        counters = instance.counters
        changed = counters.get("plus", 0) - counters.get("minus", 0)
        seat = _ZONE_SEAT.get(self.state.where[iid])
        aura = self.aura(instance.owner if seat is None else seat)
        return self.plans[instance.card].combat + changed + aura

    def aura(self, seat: int) -> int:
        """Combat the seat's Permanents give its characters."""
        cards, plans, zones = self.state.cards, self.plans, self.state.zones
        total = 0
        for z in EFFECT_IDS[seat]:
            for i in zones.get(z) or ():
                card = cards[i]
                plan = plans[card.card]
                # a card that gives no Combat is not asked whether it is a resting Permanent
                if plan.aura and card.face_up and plan.timing == "permanent":
                    total += 0 if self.on_stack(i) else plan.aura
        return total

    def attacks_made(self, iid: int) -> int:
        """Encounters the character has declared this turn."""
        return int((self.value("attacks") or {}).get(str(iid), 0))

    def damage_dealt(self, iid: int) -> int:
        """README, Proficiency X: deals X more (or less) than its Combat."""
        return max(0, self.combat(iid) + self.plan(iid).proficiency)

    def toughness_left(self, iid: int) -> int:
        """Damage that slays it now: Combat less the damage counters already on it."""
        return max(0, self.combat(iid) - self.state.counter(iid, "damage"))

    def is_slain(self, iid: int) -> bool:
        """README: slain when damage reaches or exceeds Combat, or Combat drops to 0."""
        combat = self.combat(iid)
        return combat <= 0 or self.state.counter(iid, "damage") >= combat

    def slain(self) -> list[int]:
        """Every character in play that `is_slain`, in the order of `all_characters` (the same
        rule, each side's aura worked out once)."""
        cards, plans = self.state.cards, self.plans
        out = []
        for seat in range(self.state.players):
            characters = self.characters(seat)
            aura = self.aura(seat) if characters else 0
            for iid in characters:
                instance = cards[iid]
                combat = plans[instance.card].combat + aura
                counters = instance.counters
                if counters:  # most characters carry none
                    combat += counters.get("plus", 0) - counters.get("minus", 0)
                    if combat > 0 and counters.get("damage", 0) < combat:
                        continue
                elif combat > 0:
                    continue
                out.append(iid)
        return out

    # --- effect zones ----------------------------------------------------------------
    def effect_cards(self, seat: int) -> list[int]:
        zones = self.state.zones
        found: list[int] = []
        for z in EFFECT_IDS[seat]:
            found += zones.get(z) or ()
        return found

    def permanents(self, seat: int) -> list[int]:
        """Face-up Permanent effects resting in the seat's Effect Zones."""
        plans, cards = self.plans, self.state.cards
        return [
            i
            for i in self.effect_cards(seat)
            if cards[i].face_up
            and plans[cards[i].card].timing == "permanent"
            and not self.on_stack(i)
        ]

    def pitfalls(self, seat: int) -> list[int]:
        """The seat's Pitfalls set face down in its Effect Zones."""
        plans, cards = self.plans, self.state.cards
        return [
            i
            for i in self.effect_cards(seat)
            if not cards[i].face_up and plans[cards[i].card].timing == "pitfall"
        ]

    def on_stack(self, iid: int) -> bool:
        """Is the card's play waiting on the stack (an ability's source is not)?"""
        return any(e.get("src") == iid and e.get("what") != "ability" for e in self.state.stack)

    def free_effect_zones(self, seat: int) -> list[str]:
        """The seat's Effect Zones with no card in them and no ability of theirs waiting."""
        zones = self.state.zones
        free = [z for z in EFFECT_IDS[seat] if not zones.get(z)]
        if free and self.state.stack:
            held = {str(e.get("zone")) for e in self.state.stack if e.get("seat") == seat}
            free = [z for z in free if z not in held]
        return free

    # --- terra -----------------------------------------------------------------------
    def terra(self, seat: int) -> int:
        """Terra the seat can pay now: what its Reserve's resources give."""
        instances, plans = self.state.cards, self.plans
        total = 0
        for iid in self.state.zones.get(_ZONE_IDS["reserve"][seat], ()):
            total += plans[instances[iid].card].gives
        return total

    # --- the encounter ---------------------------------------------------------------
    @property
    def encounter(self) -> dict[str, Any] | None:
        enc = self.state.values.get("encounter")
        return dict(enc) if enc else None

    def attacker(self) -> int | None:
        enc = self.state.values.get("encounter")  # read, not copied
        if not enc:
            return None
        iid = int(enc["attacker"])
        return iid if self.state.where.get(iid) in _ENCOUNTER_IDS else None

    def blockers(self) -> list[int]:
        enc = self.state.values.get("encounter")  # read, not copied
        if not enc:
            return []
        where = self.state.where
        return [int(b) for b in enc.get("blockers", []) if where.get(int(b)) in _ENCOUNTER_IDS]


class StillBoard(Board):
    """A Board over a state that does not change while it is asked (the bots' look at a
    position): each character's Combat and each side's aura are worked out once."""

    __slots__ = ("_aura", "_combat")

    def __init__(self, state: State, cards: dict[str, UcgCard]) -> None:
        super().__init__(state, cards)
        self._combat: dict[int, int] = {}
        self._aura: dict[int, int] = {}

    def combat(self, iid: int) -> int:
        combat = self._combat.get(iid)
        if combat is None:
            combat = self._combat[iid] = super().combat(iid)
        return combat

    def aura(self, seat: int) -> int:
        aura = self._aura.get(seat)
        if aura is None:
            aura = self._aura[seat] = super().aura(seat)
        return aura
