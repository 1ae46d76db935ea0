"""Party tactics (book, "Movement and Party Tactics"), one per seat per round:

A. a champion from the party area to an open Support position;
B. a champion from the party area to an open character position;
C. the Party Leader swaps with another champion of the seat on the field;
D. the Party Leader swaps with the Support champion.

A champion that leaves the party area never returns to it. A champion leaving the field takes
its Equipment to the Archive ("cards specifically targeting them ... are archived").
"""

from __future__ import annotations

from tabletop.games.coe import board
from tabletop.games.coe.runtime import Runtime


def party_tactic(rt: Runtime, seat: int, iid: int, target: str, after_attack: bool = False) -> None:
    state = rt.state
    rt.ctx.set_value(f"tactic.p{seat}", True, "party tactic used")
    if after_attack and not _still_possible(rt, seat, iid, target):
        rt.ctx.narrate(f"The party tactic with {rt.name(iid)} can no longer be made")
        return
    if target.startswith("zone:"):
        zone_id = target[5:]
        rt.ctx.move(iid, zone_id, face_up=True)
        where = (
            "the Support position"
            if board.slot_name(zone_id) == "support"
            else (f"position {board.column(zone_id)}")
        )
        rt.ctx.narrate(f"Party tactic: {rt.name(iid)} joins {where}")
        return
    leader = int(target[5:])
    here, there = state.where[iid], state.where[leader]
    rt.ctx.move(leader, here, face_up=True)
    rt.ctx.move(iid, there, face_up=True)
    for moved in (iid, leader):
        if board.in_support(state, moved):
            _drop_equipment(rt, moved)
    rt.ctx.narrate(f"Party tactic: {rt.name(iid)} and {rt.name(leader)} swap places")


def _drop_equipment(rt: Runtime, iid: int) -> None:
    for other, inst in list(rt.state.cards.items()):
        if inst.attached_to == iid:
            rt.ctx.narrate(f"{rt.name(other)} is archived: its champion left the field")
            rt.archive(other)


def _still_possible(rt: Runtime, seat: int, iid: int, target: str) -> bool:
    state = rt.state
    if iid not in state.cards:
        return False
    where = board.slot_name(state.where[iid])
    if target.startswith("zone:"):
        return where == "party" and not state.zone(target[5:])
    leader = int(target[5:])
    return board.leader(state, seat) == leader and (
        board.in_character_row(state, iid) or where == "support"
    )
