"""The attack (book, "Attack, Defense, and Damage"): declared once with its Attack Total; the
defender may add units garrisoned in the camp (and scrap upgrades that defend); then less,
equal or greater than the Defense Total decides."""

from __future__ import annotations

from typing import Any

from tabletop.engine.commands import Command, zone_target
from tabletop.engine.flow import Step
from tabletop.engine.state import Decision, State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.flow import FLOW
from tabletop.games.clash.runtime import Runtime
from tabletop.games.clash.settings import table_options


def defense_choices(state: State, cards: Cards, seat: int) -> list[Command]:
    """Camp units that may join the defense (with a defense value; not yet joined), and
    upgrades whose scrap defends (only with a fortification: book, "Upgrades")."""
    out = [
        Command(seat, "defend", iid)
        for iid in board.garrison(state, cards, seat, "camp")
        if "defending" not in state.cards[iid].flags
        and board.unit_defense(state, cards, seat, iid) > 0
    ]
    if board.fortification(state, cards, seat) is not None:
        scrapped = zone_target(board.zone(seat, "scrapped"))
        for iid in state.zone(board.zone(seat, "upgrades")):
            if board.card(state, cards, iid).scrap is not None:
                out.append(Command(seat, "scrap", iid, scrapped))
    return out


@FLOW.step("attack")
def _attack(run: Runtime, step: Step) -> None:
    state, cards = run.state, run.cards
    attacker = board.turn(state)
    defender = board.opponent(attacker)
    total = int(state.value("attack", 0))
    if not step.get("held") and defense_choices(state, cards, defender):
        defense = board.defense_total(state, cards, defender)
        run.ctx.phase("defense", "Defense")
        run.wait(
            step,
            "defend",
            [defender],
            f"{run.seat_name(attacker)} attacks with {total} against your defense of "
            f"{defense}: add camp units or scrap upgrades, or hold",
            attack=total,
        )
    resolve(run, attacker, defender, total)


@FLOW.legal("defend")
def defend_commands(rules: Any, state: State, decision: Decision) -> list[Command]:
    seat = decision.seats[0]
    return [*defense_choices(state, rules.cards, seat), Command(seat, "hold")]


@FLOW.move("defend")
def _defend(run: Runtime, command: Command) -> None:
    assert command.source is not None
    run.ctx.flag(command.source, "defending")
    run.ctx.narrate(f"{run.seat_name(command.seat)} defends with {run.name(command.source)}")


@FLOW.move("hold")
def _hold(run: Runtime, command: Command) -> None:
    run.update_front(held=True)


def resolve(run: Runtime, attacker: int, defender: int, total: int) -> None:
    """Less: no effect. Equal: the fortification and its garrison are discarded. Greater: the
    same, and the difference is dealt as damage. Units that defended from the camp stay
    garrisoned in every outcome (the book discards only the fortification and its garrison;
    rulebooks README), unless option `camp_defenders: discarded` spends them."""
    ctx, state, cards = run.ctx, run.state, run.cards
    defense = board.defense_total(state, cards, defender)
    who = run.seat_name(defender)
    ctx.narrate(f"{run.seat_name(attacker)} attacks with {total}; {who} defends with {defense}")
    if total >= defense and board.fortification(state, cards, defender) is not None:
        ctx.narrate(f"{who}'s fortification falls with its garrison")
        run.raze(defender)
    if total > defense:
        run.hurt(defender, total - defense)
    elif total < defense:
        ctx.narrate("The attack has no effect")
    spent = table_options(ctx.config.options).camp_defenders == "discarded"
    for iid in board.defenders(state, cards, defender):
        if spent:
            run.discard(iid, defender)
        else:
            ctx.flag(iid, "defending", False)
    ctx.set_value("defense_bonus", 0)
    if state.phase == "defense":
        ctx.phase("turn", f"{run.seat_name(attacker)}'s turn {state.value('turn_no')}")
