"""Vikings of Valhalla: Viking Raids (ships in the command phase), the Jarl, the Skjaldmær.

Book, Card Ability Clarifications (Vikings), Snekkja, Langskip: "These have a permanent Move
Token that allows them to Move during the Command phase. The destination Battlefield must have
Open Zones to accommodate both the Ship card and the Viking(s) moved with the Ship. When you
Resolve the Move, set aside a 1 Might circle token on the corner of your Tracker. You may not
Move Ships without Vikings to reposition them. A specific Viking card may not Move more than once
per Round." The raid tokens are the value `vikings.raid.p<seat>`. Readings: readings/vikings.md.
"""

from __future__ import annotations

from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import AbilityRun
from tabletop.games.empyrean.cards import Action, Filter
from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.options import moved_flag
from tabletop.games.empyrean.prepared_filters import SELECT
from tabletop.games.empyrean.runtime import Runtime, round_memo

VIKINGS_HERE = Filter(side="ally", where="here", types=("Viking",))
ALLIES_HERE = Filter(side="ally", where="here", include_self=True)


def raid_key(seat: int) -> str:
    return f"vikings.raid.p{seat}"


def raided_flag(rt: Runtime) -> str:
    return round_memo(rt.state, "vikings.raided")


def _crew(rt: Runtime, ship: int) -> list[int]:
    """Vikings beside the ship that may still Move this Round."""
    loc = board.location(rt.state, ship)
    if loc is None or not rt.state.cards[ship].face_up:
        return []
    seat, bf = loc
    blocked = (raided_flag(rt), moved_flag(rt))
    return [
        iid
        for iid in SELECT(VIKINGS_HERE)(rt, seat, ship, bf)
        if rt.can_leave(iid) and not any(f in rt.state.cards[iid].flags for f in blocked)
    ]


def _open_zones(rt: Runtime, seat: int, bf: int) -> int:
    return board.capacity(rt.state, rt.cards, bf) - len(rt.state.zone(board.row(seat, bf)))


def _destinations(rt: Runtime, ship: int) -> list[int]:
    """Battlefields with room for the ship and at least one Viking."""
    loc = board.location(rt.state, ship)
    if loc is None:
        return []
    seat, _ = loc
    return [bf for bf in rt.move_destinations(ship) if _open_zones(rt, seat, bf) >= 2]


def _carry(action: Action) -> int:
    value = action.params.get("carry", 1)
    return int(value) if isinstance(value, int) else 1


def _can_raid(rt: Runtime, ship: int, action: Action) -> bool:
    return bool(_crew(rt, ship)) and bool(_destinations(rt, ship))


@effect("vikings.raid", usable=_can_raid)
def raid(run: AbilityRun, action: Action) -> str | None:
    """Viking Raid: Move this Ship and 1 to `carry` Vikings from here to another Battlefield
    with Open Zones for all of them, then set aside 1 Might on the Tracker."""
    rt = run.rt
    ship = run.card
    if ship is None:
        return None
    crew = _crew(rt, ship)
    fields = _destinations(rt, ship)
    if not crew or not fields:
        rt.ctx.narrate(f"{rt.name(ship)} cannot raid")
        return None
    answer = run.pick([(f"bf:{bf}", f"Battlefield {bf}") for bf in fields], "raid where?")
    bf = int(answer.split(":")[1])
    room = min(_carry(action), _open_zones(rt, run.seat, bf) - 1)
    chosen: list[int] = []
    while len(chosen) < room:
        left = [iid for iid in crew if iid not in chosen]
        if not left:
            break
        options = run.card_options(left)
        if chosen:
            options.append(("skip", "Set sail with these Vikings"))
        answer = run.pick(options, f"which Viking sails ({len(chosen) + 1} of up to {room})?")
        if answer == "skip":
            break
        chosen.append(int(answer.split(":")[1]))
    # every choice is made: now the raid itself (the Ship first, then its Vikings)
    rt.ctx.narrate(f"{rt.seat_name(run.seat)} raids battlefield {bf} with {rt.name(ship)}")
    if not rt.move_to(ship, bf):
        return None
    for viking in chosen:
        rt.ctx.flag(viking, raided_flag(rt))
        rt.ctx.flag(viking, moved_flag(rt))
        rt.move_to(viking, bf)
    total = rt.ctx.add_value(raid_key(run.seat), 1, f"{rt.seat_name(run.seat)}'s raid Might")
    rt.ctx.narrate(f"A Viking Raid sets aside 1 Might on the Tracker ({total})")
    return None


@effect("vikings.claim_raids")
def claim_raids(run: AbilityRun, action: Action) -> str | None:
    """Viking Jarl: the Might set aside on the Tracker during raids goes onto this card."""
    rt = run.rt
    jarl = run.card
    if jarl is None:
        return None
    key = raid_key(run.seat)
    tokens = int(rt.state.values.get(key, 0) or 0)
    if tokens <= 0:
        return None
    rt.ctx.set_value(key, 0, f"{rt.seat_name(run.seat)}'s raid Might")
    rt.ctx.narrate(f"{rt.name(jarl)} claims {tokens} Might from the raids")
    rt.add_might(jarl, tokens)
    return None


@effect("vikings.shield_maiden")
def shield_maiden(run: AbilityRun, action: Action) -> str | None:
    """Skjaldmær: on her first Viking Raid, Apply a Shield Token to an ally card here."""
    rt = run.rt
    maiden = run.card
    if maiden is None:
        return None
    flags = rt.state.cards[maiden].flags
    if raided_flag(rt) not in flags or "vikings.shield_given" in flags:
        return None
    cards = [c for c in run.select(ALLIES_HERE) if "shield" not in rt.state.cards[c].flags]
    if not cards:
        return None
    answer = run.pick(run.card_options(cards), "Apply a Shield Token to which card?")
    target = int(answer.split(":")[1])
    rt.ctx.flag(maiden, "vikings.shield_given")
    rt.ctx.flag(target, "shield")
    rt.ctx.narrate(f"{rt.name(maiden)} shields {rt.name(target)}")
    return None
