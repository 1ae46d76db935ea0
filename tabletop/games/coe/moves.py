"""COE's moves (what each command does) and the commands each decision offers."""

from __future__ import annotations

from typing import Any

from tabletop.engine.commands import Command
from tabletop.engine.state import Decision, State
from tabletop.games.coe import board, combat, flow, playing
from tabletop.games.coe.flow import FLOW
from tabletop.games.coe.options import Options
from tabletop.games.coe.runtime import Runtime
from tabletop.games.coe.tactics import party_tactic

__all__ = ["FLOW"]


# --- what each decision offers -------------------------------------------------------------
@FLOW.legal("lead", "refill", "support", "first", "camp", "main", "pay", "counter", "battle")
@FLOW.legal("search")
@FLOW.legal("boost", "defend", "level")
def _listing(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).listing(decision.kind, decision.seats[0])


# --- setup moves ---------------------------------------------------------------------------
@FLOW.move("lead")
def lead(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    flow.place_leader(rt, command.source, command.seat)


@FLOW.move("support")
def support(rt: Runtime, command: Command) -> None:
    assert command.source is not None and command.target_zone is not None
    rt.ctx.move(command.source, command.target_zone, face_up=True)
    rt.ctx.narrate(f"{rt.name(command.source)} takes {rt.seat_name(command.seat)}'s Support")


@FLOW.move("skip")
def skip(rt: Runtime, command: Command) -> None:
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} places no Support champion")


@FLOW.move("first")
def first(rt: Runtime, command: Command) -> None:
    seat = int(command.args[0])
    rt.ctx.set_value("priority", seat, "First player (priority)")
    rt.ctx.narrate(f"{rt.seat_name(seat)} takes the first turn and keeps priority")


# --- camp and main -------------------------------------------------------------------------
@FLOW.move("resource")
def resource(rt: Runtime, command: Command) -> None:
    """Book, "Playing Resources": face up in the resource area, at most 6."""
    assert command.source is not None and command.target_zone is not None
    rt.ctx.move(command.source, command.target_zone, face_up=True)
    card = rt.card(command.source)
    rt.ctx.narrate(
        f"{rt.seat_name(command.seat)} builds {card.name} as a resource "
        f"({card.worth} {card.resource})"
    )


@FLOW.move("tactic")
def tactic(rt: Runtime, command: Command) -> None:
    assert command.source is not None and command.target is not None
    attack = rt.value("attack")
    if attack and attack["stage"] == "defend":
        rt.ctx.set_value("attack", {**attack, "tactic": [command.source, command.target]})
        rt.ctx.set_value(f"tactic.p{command.seat}", True, "party tactic used")
        rt.ctx.narrate(f"{rt.name(command.source)} will move once the attack has resolved")
        return
    party_tactic(rt, command.seat, command.source, command.target)


@FLOW.move("play")
def play(rt: Runtime, command: Command) -> None:
    src, seat = command.source, command.seat
    assert src is not None
    zone = command.target_zone
    position = zone is not None and board.seat_of(zone) != seat
    if command.target_card is not None or position:
        spots = Options(rt.state, rt.cards).open_slots(seat, board.ARSENAL_SLOTS)
        target = command.target_card
        if target is None and zone is not None:  # an enemy position: its occupant now
            target = board.occupant(rt.state, zone)
        playing.start_play(rt, seat, src, target, False, spots[0])
    else:
        assert command.target_zone is not None
        playing.start_play(rt, seat, src, None, False, command.target_zone)


@FLOW.move("conjure")
def conjure(rt: Runtime, command: Command) -> None:
    """Book, "Playing Face Down Cards": into the Arsenal face down, not paid yet."""
    assert command.source is not None and command.target_zone is not None
    rt.ctx.move(command.source, command.target_zone, face_up=False)
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} conjures a card face down")


@FLOW.move("flip")
def flip(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    zone_id = rt.state.where[command.source]
    playing.start_play(
        rt, command.seat, command.source, command.target_card, True, zone_id, command.target_zone
    )


@FLOW.move("pay")
def pay(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    playing.pay_with(rt, [command.source])


@FLOW.move("autopay")
def autopay(rt: Runtime, command: Command) -> None:
    playing.pay_with(rt, Options(rt.state, rt.cards).autopay(command.seat))


@FLOW.move("skill")
def skill(rt: Runtime, command: Command) -> None:
    src = command.source
    assert src is not None
    index = int(command.args[0])
    target = command.target_card
    if target is None and rt.fact(src).skills[index].chosen is not None:
        target = src  # a skill the character uses on itself
    playing.use_skill(rt, command.seat, src, index, target)


@FLOW.move("counter")
def counter(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    playing.add_counter(rt, command.seat, command.source)


@FLOW.move("pass")
def pass_(rt: Runtime, command: Command) -> None:
    decision = rt.state.decision
    if decision is not None and decision.kind == "counter":
        playing.finish_chain(rt)
        return
    front = rt.queue[0]
    rt.update_front(passes=int(front["passes"]) + 1, seat=board.opponent(command.seat))
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} passes")


@FLOW.move("take")
def take(rt: Runtime, command: Command) -> None:
    """The searched card to hand (revealed when the search named a kind); then shuffle."""
    assert command.source is not None
    search = rt.value("search")
    rt.ctx.set_value("search", None)
    specific = search["find"] != "any"
    deck = board.zone(command.seat, "deck")
    rt.ctx.move(
        command.source, board.zone(command.seat, "hand"), face_up=True if specific else None
    )
    rt.ctx.shuffle(deck)
    found = f"takes {rt.name(command.source)}" if specific else "takes a card"
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} {found} and shuffles the deck")


@FLOW.move("end")
def end(rt: Runtime, command: Command) -> None:
    rt.finish_front()


# --- battle --------------------------------------------------------------------------------
@FLOW.move("attack")
def attack(rt: Runtime, command: Command) -> None:
    assert command.source is not None and command.target_card is not None
    combat.declare(rt, command.seat, command.source, command.target_card)


@FLOW.move("boost")
def boost(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    combat.boost(rt, command.source)


@FLOW.move("done")
def done(rt: Runtime, command: Command) -> None:
    attack = rt.value("attack")
    stage = "defend" if attack["stage"] == "boost" else "resolve"
    rt.ctx.set_value("attack", {**attack, "stage": stage})


# --- rest ----------------------------------------------------------------------------------
@FLOW.move("level")
def level(rt: Runtime, command: Command) -> None:
    """Book, "Leveling": a cache card to the Archive, an XP token on the champion."""
    assert command.source is not None and command.target_card is not None
    champion = command.target_card
    rt.ctx.move(command.source, board.zone(command.seat, "archive"), face_up=True)
    rt.ctx.add_counter(champion, "xp", 1)
    rt.ctx.set_value("leveled", [*rt.value("leveled", []), champion])
    rt.ctx.narrate(f"{rt.name(champion)} levels up to {rt.state.counter(champion, 'xp')}")
