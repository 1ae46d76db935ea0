"""Where things are on a UCG table, and what a character's Combat is now: plain queries over
the state (no changes)."""

from __future__ import annotations

from typing import Any

from tabletop.engine import zone_ids
from tabletop.engine.state import State
from tabletop.engine.turn_order import CLOCKWISE
from tabletop.games.ucg.cards import Keyword, UcgCard

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
#: each seat's Effect Zone ids, in order
_EFFECT_IDS = tuple(tuple(_ZONE_IDS[name][seat] for name in EFFECT_ZONES) for seat in (0, 1))
_IN_PLAY_IDS = tuple(tuple(_ZONE_IDS[name][seat] for name in IN_PLAY) for seat in (0, 1))


def zone(seat: int, name: str) -> str:
    """The id of a seat's zone: zone(0, "hand") is "p0.hand"."""
    return _ZONE_IDS[name][seat]


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

    def __init__(self, state: State, cards: dict[str, UcgCard]) -> None:
        self.state = state
        self.cards = cards

    def card(self, iid: int) -> UcgCard:
        return self.cards[self.state.cards[iid].card]

    def name(self, iid: int) -> str:
        return self.card(iid).name

    def value(self, key: str, default: Any = None) -> Any:
        return self.state.values.get(key, default)

    @property
    def turn(self) -> int:
        return int(self.value("turn", 0))

    def seat_of(self, iid: int) -> int:
        """The seat whose zone holds the card (who controls it now)."""
        seat = zone_seat(self.state.where[iid])
        return self.state.cards[iid].owner if seat is None else seat

    def zone_of(self, iid: int) -> str:
        return zone_name(self.state.where[iid])

    def cards_in(self, seat: int, name: str) -> list[int]:
        return list(self.state.zones.get(_ZONE_IDS[name][seat], ()))

    # --- characters ------------------------------------------------------------------
    def characters(self, seat: int) -> list[int]:
        zones = self.state.zones
        return [i for z in _IN_PLAY_IDS[seat] for i in zones.get(z, ())]

    def all_characters(self) -> list[int]:
        return [i for s in range(self.state.players) for i in self.characters(s)]

    def in_play(self, iid: int) -> bool:
        return iid in self.state.cards and self.zone_of(iid) in IN_PLAY

    def has(self, iid: int, keyword: Keyword) -> bool:
        return self.card(iid).has(keyword)

    def combat(self, iid: int) -> int:
        """Printed Combat, this turn's changes, and the auras of its side's Permanents."""
        card = self.card(iid)
        base = int(card.combat or 0)
        counters = self.state.cards[iid].counters
        changed = counters.get("plus", 0) - counters.get("minus", 0)
        return base + changed + self.aura(self.seat_of(iid))

    def aura(self, seat: int) -> int:
        """Combat the seat's Permanents give its characters."""
        if not self.any_effect_cards(seat):
            return 0
        return sum(self.card(p).aura for p in self.permanents(seat))

    def attacks_made(self, iid: int) -> int:
        """Encounters the character has declared this turn."""
        return int((self.value("attacks") or {}).get(str(iid), 0))

    def damage_dealt(self, iid: int) -> int:
        """README, Proficiency X: deals X more (or less) than its Combat."""
        return max(0, self.combat(iid) + self.card(iid).proficiency)

    def toughness_left(self, iid: int) -> int:
        """Damage that slays it now: Combat less the damage counters already on it."""
        return max(0, self.combat(iid) - self.state.counter(iid, "damage"))

    def is_slain(self, iid: int) -> bool:
        """README: slain when damage reaches or exceeds Combat, or Combat drops to 0."""
        combat = self.combat(iid)
        return combat <= 0 or self.state.counter(iid, "damage") >= combat

    # --- effect zones ----------------------------------------------------------------
    def any_effect_cards(self, seat: int) -> bool:
        zones = self.state.zones
        for z in _EFFECT_IDS[seat]:  # noqa: SIM110 - a loop: any() over a generator costs more
            if zones.get(z):
                return True
        return False

    def effect_cards(self, seat: int) -> list[int]:
        zones = self.state.zones
        return [i for z in _EFFECT_IDS[seat] for i in zones.get(z, ())]

    def permanents(self, seat: int) -> list[int]:
        """Face-up Permanent effects resting in the seat's Effect Zones."""
        return [
            i
            for i in self.effect_cards(seat)
            if self.state.cards[i].face_up
            and self.card(i).timing == "permanent"
            and not self._on_stack(i)
        ]

    def pitfalls(self, seat: int) -> list[int]:
        return [
            i
            for i in self.effect_cards(seat)
            if self.card(i).timing == "pitfall" and not self.state.cards[i].face_up
        ]

    def _on_stack(self, iid: int) -> bool:
        return any(e.get("src") == iid and e.get("what") != "ability" for e in self.state.stack)

    def free_effect_zones(self, seat: int) -> list[str]:
        """The seat's Effect Zones with no card in them and no ability of theirs waiting."""
        zones = self.state.zones
        free = [z for z in _EFFECT_IDS[seat] if not zones.get(z)]
        if free and self.state.stack:
            held = {str(e.get("zone")) for e in self.state.stack if e.get("seat") == seat}
            free = [z for z in free if z not in held]
        return free

    # --- terra -----------------------------------------------------------------------
    def terra(self, seat: int) -> int:
        """Terra the seat can pay now: what its Reserve's resources give."""
        instances, faces = self.state.cards, self.cards
        total = 0
        for iid in self.state.zones.get(_ZONE_IDS["reserve"][seat], ()):
            total += faces[instances[iid].card].gives
        return total

    # --- the encounter ---------------------------------------------------------------
    @property
    def encounter(self) -> dict[str, Any] | None:
        enc = self.value("encounter")
        return dict(enc) if enc else None

    def attacker(self) -> int | None:
        enc = self.encounter
        if enc is None:
            return None
        iid = int(enc["attacker"])
        return iid if iid in self.state.cards and self.zone_of(iid) == "encounter" else None

    def blockers(self) -> list[int]:
        enc = self.encounter
        if enc is None:
            return []
        return [
            int(b)
            for b in enc.get("blockers", [])
            if int(b) in self.state.cards and self.zone_of(int(b)) == "encounter"
        ]
