"""The turn's commands listed with what is kept between decisions (options.py says when).

The same commands as `options.turn_commands_read`, in the same order, read the quick way:
each card's traits from its cardset's table (traits.py), the fortification and the camp read
in one pass each, and every command taken from a memo of its seat, kind and target
(engine/kept_listing.py) instead of being built again at every decision.
"""

from __future__ import annotations

import functools
from typing import Any

from tabletop.engine.commands import Command, zone_target
from tabletop.engine.kept_listing import KeptCommands, kept_commands
from tabletop.engine.state import CardInstance, State
from tabletop.games.clash import board
from tabletop.games.clash.traits import TRAITS_BY_ID, Traits

Instances = dict[int, CardInstance]


class SeatKit:
    """One seat's zone ids and command memos, made once per seat."""

    def __init__(self, seat: int) -> None:
        self.hand, self.play = board.zone(seat, "hand"), board.zone(seat, "play")
        self.fort, self.camp = board.zone(seat, "fort"), board.zone(seat, "camp")
        self.activate = kept_commands(seat, "activate", zone_target(self.play))
        self.build = kept_commands(seat, "build", zone_target(self.fort))
        self.crown = kept_commands(seat, "crown", zone_target(board.zone(seat, "monarch")))
        self.to_fort = kept_commands(seat, "garrison", zone_target(self.fort))
        self.to_camp = kept_commands(seat, "garrison", zone_target(self.camp))
        self.in_fort, self.in_camp = (self.to_fort,), (self.to_camp,)
        self.scrap = kept_commands(seat, "scrap", zone_target(board.zone(seat, "scrapped")))
        self.buy = kept_commands(seat, "buy", zone_target(board.zone(seat, "discard")))
        self.attack = Command(seat, "attack")
        self.end = Command(seat, "end")


seat_kit = functools.cache(SeatKit)


#: where a hand card may be garrisoned: (commanders' places, other units' places)
Places = tuple[tuple[KeptCommands, ...], tuple[KeptCommands, ...]]


def garrisons(
    kit: SeatKit, zones: dict[str, list[int]], traits: dict[str, Traits], instances: Instances
) -> tuple[Places, bool, list[int]]:
    """The fortification and the camp of a seat, each read in one pass: where a hand card may
    be garrisoned (book, "Military Phase"), whether a fortification is in play, and the units
    garrisoned (the fortification's, then the camp's, in zone order)."""
    fort_room, fort_units, fortified = _fort(zones.get(kit.fort, ()), traits, instances)
    camp = _camp(zones.get(kit.camp, ()), traits, instances)
    in_fort = kit.in_fort if fort_room > 0 else ()
    if camp is None:
        return (in_fort, in_fort), fortified, fort_units
    anywhere = in_fort + kit.in_camp
    return (anywhere, anywhere if camp[0] else in_fort), fortified, fort_units + camp[1]


def _fort(
    zone: list[int] | tuple[()], traits: dict[str, Traits], instances: Instances
) -> tuple[int, list[int], bool]:
    """The room left in the fortification (0 without one), its units, whether one is in play."""
    units: list[int] = []
    capacity: int | None = None
    for iid in zone:
        seen = traits[instances[iid].card]
        if not seen.structure:
            units.append(iid)
        elif capacity is None and seen.fortification:
            capacity = seen.capacity
    return (0 if capacity is None else capacity - len(units)), units, capacity is not None


def _camp(
    zone: list[int] | tuple[()], traits: dict[str, Traits], instances: Instances
) -> tuple[bool, list[int]] | None:
    """None without a camp; else whether it is open to any unit (commanded, with room left
    for a non-commander) and its units."""
    units: list[int] = []
    capacity: int | None = None
    commanded = False
    others = 0
    for iid in zone:
        seen = traits[instances[iid].card]
        if not seen.structure:
            units.append(iid)
            if seen.commander:
                commanded = True
            else:
                others += 1
        elif capacity is None and seen.camp:
            capacity = seen.capacity
    if capacity is None:
        return None
    return commanded and capacity - others > 0, units


def turn_commands_kept(rules: Any, state: State, seat: int) -> list[Command]:
    """The turn's commands (options.py's reading of the book), from the kept memos."""
    kit = seat_kit(seat)
    traits = TRAITS_BY_ID(rules.cardset)
    zones, instances = state.zones, state.cards
    hand = zones.get(kit.hand, ())
    (commander_places, other_places), fortified, units = garrisons(kit, zones, traits, instances)
    out: list[Command] = []
    add = out.append
    for iid in hand:
        seen = traits[instances[iid].card]
        add(kit.activate[iid])
        if seen.fortification and not fortified:
            add(kit.build[iid])
        if seen.monarch:
            add(kit.crown[iid])
        if seen.garrisonable:
            for where in commander_places if seen.commander else other_places:
                add(where[iid])
    for iid in units:
        if "fresh" not in instances[iid].flags:
            add(kit.activate[iid])
    for iid in zones.get(kit.play, ()):
        if traits[instances[iid].card].scrap:
            add(kit.scrap[iid])
    values = state.values
    money = int(values.get("resources", 0))
    for slot in board.MARKET_FACES:
        for iid in zones.get(slot, ()):
            if traits[instances[iid].card].cost <= money:
                add(kit.buy[iid])
    if int(values.get("attack", 0)) > 0 and not values.get("attacked"):
        add(kit.attack)
    if not hand:
        add(kit.end)
    return out
