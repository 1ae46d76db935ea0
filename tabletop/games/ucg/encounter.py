"""Encounters (book, "Encountering the Enemy"), as steps of the engine's flow: the window
after the attacker is declared, blocking (and Assist), the window after the blockers,
damage in two strikes (Expertise first), then the attacker to the Exhausted Zone (Cunning:
back to Active) and the blockers back to Active.

The encounter in progress is the value `encounter`: the attacker, the blockers in the order
they were declared, whether it was blocked, and whether the attacker activated.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.flow import Step
from tabletop.games.ucg.asking import ask
from tabletop.games.ucg.board import opponent, zone
from tabletop.games.ucg.flow import FLOW
from tabletop.games.ucg.runtime import Runtime


def declare(rt: Runtime, seat: int, attacker: int) -> None:
    """Book, "Starting an Encounter": a character from the Active Zone into the Encounter
    Zone; once per turn unless its card says more (book, note under "Characters with
    Cunning"); the value `attacks` counts them this turn."""
    rt.ctx.move(attacker, zone(seat, "encounter"), face_up=True)
    attacks = dict(rt.state.values.get("attacks") or {})
    attacks[str(attacker)] = int(attacks.get(str(attacker), 0)) + 1
    rt.ctx.set_value("attacks", attacks)
    rt.ctx.set_value("encounter", {"attacker": attacker, "blockers": [], "blocked": False})
    rt.ctx.narrate(f"{rt.name(attacker)} declares an encounter")
    rt.start(
        {"k": "window", "trigger": "attack"},
        {"k": "enc.block"},
        {"k": "enc.assist"},
        {"k": "window", "trigger": "block"},
        {"k": "enc.strike", "first": True},
        {"k": "enc.strike", "first": False},
        {"k": "enc.finish"},
    )


def _encounter(rt: Runtime) -> Mapping[str, Any]:
    """The encounter in progress, as stored (read only: a change is a new value)."""
    return rt.state.values.get("encounter") or {}


def add_blocker(rt: Runtime, blocker: int) -> None:
    enc = _encounter(rt)
    foe = opponent(rt.board.turn)
    rt.ctx.move(blocker, zone(foe, "encounter"), face_up=True)
    rt.ctx.set_value("encounter", {**enc, "blockers": [*enc["blockers"], blocker], "blocked": True})
    first = not enc["blockers"]
    rt.ctx.narrate(
        f"{rt.name(blocker)} blocks {rt.name(int(enc['attacker']))}"
        if first
        else f"{rt.name(blocker)} assists the block"
    )


@FLOW.step("enc.block")
def _block(rt: Runtime, step: Step) -> None:
    foe = opponent(rt.board.turn)
    attacker = rt.board.attacker()
    if attacker is None:
        return
    ask(
        rt,
        step,
        "block",
        foe,
        lambda: f"drag a character onto {rt.name(attacker)} to block it, or no block",
    )


@FLOW.step("enc.assist")
def _assist(rt: Runtime, step: Step) -> None:
    foe = opponent(rt.board.turn)
    ask(rt, step, "assist", foe, "drag characters with Assist onto the first blocker, or no more")


@FLOW.step("enc.strike")
def _strike(rt: Runtime, step: Step) -> None:
    """One strike: characters with Expertise first (the attacker's, or the blockers' with
    Expertise, README reading), then the others that survive; each strike is simultaneous."""
    board = rt.board
    attacker = board.attacker()
    if attacker is None or rt.state.result is not None:
        return
    enc = _encounter(rt)
    first = bool(step["first"])
    seat = board.turn
    if not enc["blocked"]:
        if first:
            damage = board.damage_dealt(attacker)
            rt.strike(opponent(seat), damage, f"{rt.name(attacker)} attacks unopposed")
        return
    blockers = board.blockers()
    attacker_strikes = board.plan(attacker).expertise == first
    assigned: dict[str, int] = {}
    if attacker_strikes:
        damage = board.damage_dealt(attacker)
        assigned = dict(step.get("assigned") or {})
        if len(blockers) > 1 and sum(assigned.values()) < damage:
            step["assigned"] = assigned
            rt.wait(
                step,
                "assign",
                [seat],
                f"assign {rt.name(attacker)}'s {damage - sum(assigned.values())} damage: "
                "drag it onto a blocker and pick how much",
                damage=damage,
            )
        if len(blockers) <= 1:
            assigned = _single(rt, attacker, blockers, damage)
    hits = [(b, board.damage_dealt(b)) for b in blockers if board.plan(b).expertise == first]
    for key, amount in sorted(assigned.items()):
        if key != "deck" and amount:
            rt.ctx.add_counter(int(key), "damage", amount)
            rt.ctx.narrate(f"{rt.name(attacker)} deals {amount} damage to {rt.name(int(key))}")
    for blocker, amount in hits:
        if amount:
            rt.ctx.add_counter(attacker, "damage", amount)
            rt.ctx.narrate(f"{rt.name(blocker)} deals {amount} damage to {rt.name(attacker)}")
    rt.check_slain()
    overpowered = assigned.get("deck", 0)
    if overpowered > 0:
        rt.strike(opponent(seat), overpowered, f"{rt.name(attacker)}'s Overpower")


def _single(rt: Runtime, attacker: int, blockers: list[int], damage: int) -> dict[str, int]:
    """One blocker (or none left) takes it all; Overpower sends what is beyond the blocker's
    Combat to the defending player's deck (book, "Characters with Overpower")."""
    board = rt.board
    overpower = board.plan(attacker).overpower
    if not blockers:
        return {"deck": damage} if overpower else {}
    blocker = blockers[0]
    if not overpower:
        return {str(blocker): damage}
    lethal = min(damage, board.toughness_left(blocker))
    return {str(blocker): lethal, "deck": damage - lethal}


@FLOW.step("enc.finish")
def _finish(rt: Runtime, step: Step) -> None:
    """The attacker goes to the Exhausted Zone (Cunning: back to Active unless it activated
    during the encounter); blockers go back to the Active Zone."""
    board = rt.board
    enc = _encounter(rt)
    attacker = board.attacker()
    seat = board.turn
    if attacker is not None:
        if board.plan(attacker).cunning and not enc.get("activated"):
            rt.ctx.move(attacker, zone(seat, "active"), face_up=True)
            rt.ctx.narrate(f"{rt.name(attacker)} (Cunning) returns to the Active Zone")
        else:
            rt.ctx.move(attacker, zone(seat, "exhausted"), face_up=True)
    for blocker in board.blockers():
        rt.ctx.move(blocker, zone(opponent(seat), "active"), face_up=True)
    rt.ctx.set_value("encounter", None)
