"""The turn's commands listed with what is kept between decisions: the lister of the flow's
"turn" decision (inside `straight_reading()`, options.py's straightforward reading lists).

The same commands as `options.turn_commands_read`, in the same order, read the quick way:
each card's traits from its cardset's table (facts.py), the fortification and the camp read
in one pass each, and every command taken from a memo of its seat, kind and target
(engine/kept_listing.py) instead of being built again at every decision.
"""

from __future__ import annotations

import functools
from typing import Any

from tabletop.engine.commands import Command, zone_target
from tabletop.engine.kept_listing import KeptCommands, kept_commands
from tabletop.engine.prepared import is_straight
from tabletop.engine.state import CardInstance, Decision, State
from tabletop.games.clash import board
from tabletop.games.clash.facts import TABLES, Traits
from tabletop.games.clash.flow import FLOW
from tabletop.games.clash.options import turn_commands_read

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
    units: list[int] = []
    fort: int | None = None  # the fortification's capacity
    for iid in zones.get(kit.fort, ()):
        seen = traits[instances[iid].card]
        if not seen.structure:
            units.append(iid)
        elif fort is None and seen.fortification:
            fort = seen.capacity
    in_fort = kit.in_fort if fort is not None and fort > len(units) else ()
    camp: int | None = None  # the camp's capacity
    commanded, others = False, 0  # a commander in the camp; the units that count
    for iid in zones.get(kit.camp, ()):
        seen = traits[instances[iid].card]
        if not seen.structure:
            units.append(iid)
            if seen.commander:
                commanded = True
            else:
                others += 1
        elif camp is None and seen.camp:
            camp = seen.capacity
    if camp is None:
        return (in_fort, in_fort), fort is not None, units
    anywhere = in_fort + kit.in_camp
    open_camp = commanded and camp > others
    return (anywhere, anywhere if open_camp else in_fort), fort is not None, units


@FLOW.legal("turn")
def turn_commands(rules: Any, state: State, decision: Decision) -> list[Command]:
    """The turn's commands (options.py's reading of the book), from the kept memos."""
    seat = decision.seats[0]
    if is_straight():
        return turn_commands_read(rules, state, seat)
    kit = seat_kit(seat)
    traits, costs = TABLES(rules.cardset)
    zones, instances = state.zones, state.cards
    hand = zones.get(kit.hand, ())
    (commander_places, other_places), fortified, units = garrisons(kit, zones, traits, instances)
    out: list[Command] = []
    add = out.append
    for iid in hand:
        add(kit.activate[iid])
        seen = traits[instances[iid].card]
        if seen.activate_only:
            continue
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
            if costs[instances[iid].card] <= money:
                add(kit.buy[iid])
    if int(values.get("attack", 0)) > 0 and not values.get("attacked"):
        add(kit.attack)
    if not hand:
        add(kit.end)
    return out
