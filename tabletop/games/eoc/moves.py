"""EoC's moves (what each command does) and the commands each decision offers, registered on
the game's flow (engine/flow.py)."""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.engine.commands import Command
from tabletop.engine.state import Decision, State
from tabletop.games.eoc import actions, board, flow
from tabletop.games.eoc.flow import FLOW
from tabletop.games.eoc.options import Options
from tabletop.games.eoc.runtime import Runtime

__all__ = ["FLOW"]


# --- what each decision offers -------------------------------------------------------------
@FLOW.legal("prepare")
def _prepare(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).prepare(decision.seats[0])


@FLOW.legal("pay")
def _pay(rules: Any, state: State, decision: Decision) -> list[Command]:
    paying = int(state.values["paying"]["card"])
    return Options(state, rules.cards).pay(decision.seats[0], paying)


@FLOW.legal("arrange")
def _arrange(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).arrange(decision.seats[0])


@FLOW.legal("attack")
def _attack(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).attack(decision.seats[0])


@FLOW.legal("declare")
def _declare(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).declare(decision.seats[0], state.values["attack"])


@FLOW.legal("trap")
def _trap(rules: Any, state: State, decision: Decision) -> list[Command]:
    seat = decision.seats[0]
    traps = Options(state, rules.cards).traps(seat, str(decision.get("window")))
    return [*traps, Command(seat, "pass")]


@FLOW.legal("counter")
def _counter(rules: Any, state: State, decision: Decision) -> list[Command]:
    return Options(state, rules.cards).counter(decision.seats[0], state.values["attack"])


@FLOW.legal("choose")
def _choose(rules: Any, state: State, decision: Decision) -> list[Command]:
    choices = [int(i) for i in decision.get("options", [])]
    return Options(state, rules.cards).choose(decision.seats[0], choices)


# --- moves ---------------------------------------------------------------------------------
@FLOW.move("summon")
def summon(rt: Runtime, command: Command) -> None:
    src, seat = command.source, command.seat
    assert src is not None
    rt.ctx.move(src, board.zone(seat, "pool"), face_up=True)
    rt.ctx.set_value("summoned", True)
    rt.ctx.narrate(f"{rt.seat_name(seat)} summons {rt.name(src)} to the Essence Pool")


@FLOW.move("create", "cast", "trap")
def play(rt: Runtime, command: Command) -> None:
    """A card goes to its slot (an Item beside its creature) and waits to be paid."""
    src, seat = command.source, command.seat
    assert src is not None
    if command.target_card is not None:  # an Item onto its creature
        slot = board.free_slot(rt.state, seat, board.SPELL_SLOTS)
        assert slot is not None
        rt.ctx.move(src, slot, face_up=True)
        rt.ctx.set_value(f"carrier.{src}", command.target_card)
    else:
        assert command.target_zone is not None
        rt.ctx.move(src, command.target_zone, face_up=True)
    purpose = {"create": "create", "cast": "spell", "trap": "trap"}[command.kind]
    flow.start_payment(rt, src, purpose)


@FLOW.move("arrange")
def arrange(rt: Runtime, command: Command) -> None:
    """Move an Essence: the seat picks which and where (`attach`) before anything else."""
    rt.ctx.set_value("arranging", True)


@FLOW.move("attach")
def attach(rt: Runtime, command: Command) -> None:
    src, target = command.source, command.target_card
    assert src is not None and target is not None
    rt.ctx.set_value("arranging", None)
    paying = rt.state.values.get("paying")
    if not paying:
        rt.note_move(src)
    rt.attach_essence(src, target)
    if not paying:
        rt.ctx.narrate(f"{rt.name(src)} is attached to {rt.name(target)}")
    flow.check_paid(rt)


@FLOW.move("autopay")
def autopay(rt: Runtime, command: Command) -> None:
    paying = int(rt.value("paying")["card"])
    for essence in Options(rt.state, rt.cards, rt.table).autopay(command.seat, paying):
        rt.attach_essence(essence, paying)
    flow.check_paid(rt)


@FLOW.move("activate")
def activate(rt: Runtime, command: Command) -> None:
    src, seat = command.source, command.seat
    assert src is not None
    ability = rt.card(src).ability
    assert ability is not None
    rt.pay_from_pool(seat, dict(ability.cost))
    uses = dict(rt.value("uses") or {})
    uses[str(src)] = int(uses.get(str(src), 0)) + 1
    rt.ctx.set_value("uses", uses)
    rt.ctx.narrate(f"{rt.seat_name(seat)} uses {rt.name(src)}'s ability")
    actions.run(rt, src, seat, "ability")


@FLOW.move("attack")
def attack(rt: Runtime, command: Command) -> None:
    src, target = command.source, command.target_card
    assert src is not None and target is not None
    current: Any = rt.state.values.get("attack")
    effects.rest(rt.ctx, src)
    if current:
        rt.ctx.set_value("attack", {**current, "attackers": [*current["attackers"], src]})
        rt.ctx.narrate(f"{rt.name(src)} joins the attack on {rt.name(target)}")
        return
    rt.ctx.set_value("attack", {"attackers": [src], "target": target, "stage": "declare"})
    rt.ctx.narrate(f"{rt.name(src)} attacks {rt.name(target)}")


@FLOW.move("confirm")
def confirm(rt: Runtime, command: Command) -> None:
    rt.ctx.set_value("attack", {**rt.value("attack"), "stage": "defend"})


@FLOW.move("pass")
def pass_traps(rt: Runtime, command: Command) -> None:
    current: Any = rt.state.values.get("attack")
    stage = "counter" if current["stage"] == "defend" else "resolve"
    rt.ctx.set_value("attack", {**current, "stage": stage})


@FLOW.move("counter")
def counter(rt: Runtime, command: Command) -> None:
    assert command.target_card is not None
    flow.choose_countered(rt, command.target_card)


@FLOW.move("choose")
def choose(rt: Runtime, command: Command) -> None:
    pending = rt.value("pending")
    answer = command.target_card if command.target_card is not None else int(command.args[0])
    actions.run(
        rt,
        int(pending["src"]),
        int(pending["seat"]),
        str(pending["which"]),
        int(pending["i"]),
        answer,
        tuple(int(i) for i in pending.get("picked", [])),
    )


@FLOW.move("end")
def end_phase(rt: Runtime, command: Command) -> None:
    """End Preparation, or end the turn: the phase's waiting step is done."""
    rt.finish_front()
