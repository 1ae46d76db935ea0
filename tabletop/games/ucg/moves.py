"""UCG's moves (what each command does) and the commands each decision lists, registered on
the game's flow."""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.engine.commands import Command
from tabletop.engine.state import Decision, JSONValue, State
from tabletop.games.ucg import encounter, stack
from tabletop.games.ucg.board import Board, zone
from tabletop.games.ucg.flow import FLOW
from tabletop.games.ucg.options import Options
from tabletop.games.ucg.runtime import Runtime

__all__ = ["FLOW"]


def _options(rules: Any, state: State) -> Options:
    return Options(Board(state, rules.cards))


# --- what each decision lists ----------------------------------------------------------------
@FLOW.legal("dawn", "primary", "conflict", "respond", "block", "assist")
def _listing(rules: Any, state: State, decision: Decision) -> list[Command]:
    return _options(rules, state).listing(decision.kind, decision.seats[0])


@FLOW.legal("assign")
def _assign(rules: Any, state: State, decision: Decision) -> list[Command]:
    assigned = {str(k): int(v) for k, v in (state.steps[0].get("assigned") or {}).items()}
    return _options(rules, state).assign(decision.seats[0], int(decision.get("damage")), assigned)


# --- the Primary Phase ---------------------------------------------------------------------
@FLOW.move("resource")
def resource(rt: Runtime, command: Command) -> None:
    """README: one resource card into the Reserve Zone each Primary Phase."""
    assert command.source is not None
    rt.ctx.move(command.source, zone(command.seat, "reserve"), face_up=True)
    rt.ctx.set_value("resourced", True)
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} plays {rt.name(command.source)} as a resource")


@FLOW.move("summon")
def summon(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    rt.pay(command.seat, rt.board.card(command.source).terra)
    rt.ctx.move(command.source, zone(command.seat, "active"), face_up=True)
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} plays {rt.name(command.source)}")


@FLOW.move("set")
def set_pitfall(rt: Runtime, command: Command) -> None:
    """A Pitfall is set face down in a free Effect Zone (setting it cannot be answered)."""
    assert command.source is not None and command.target_zone is not None
    rt.pay(command.seat, rt.board.card(command.source).terra)
    rt.ctx.move(command.source, command.target_zone, face_up=False)
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} sets a Pitfall")


# --- ignitions and sequences ---------------------------------------------------------------
def _in_window(rt: Runtime) -> bool:
    decision = rt.state.decision
    return decision is not None and decision.kind == "respond"


def _where(command: Command, board: Board, sequence: bool) -> str:
    """The zone a play waits in: the Ignition Zone, or the Effect Zone it was dropped on (a
    play aimed at a character takes the first free Effect Zone)."""
    if not sequence:
        return zone(command.seat, "ignition")
    if command.target_zone is not None:
        return command.target_zone
    return board.free_effect_zones(command.seat)[0]


@FLOW.move("ignite", "sequence")
def play_effect(rt: Runtime, command: Command) -> None:
    """An effect card from the hand: pay its Terra, put it in its zone, on the stack."""
    src, seat = command.source, command.seat
    assert src is not None
    board = rt.board
    where = _where(command, board, command.kind == "sequence")
    rt.pay(seat, board.card(src).terra)
    rt.ctx.move(src, where, face_up=True)
    item = stack.entry(rt, seat, "card", src, command.target_card, where)
    word = "ignites" if command.kind == "ignite" else "sequences"
    stack.play(rt, item, f"{rt.seat_name(seat)} {word} {rt.name(src)}", _in_window(rt))


@FLOW.move("activate")
def activate(rt: Runtime, command: Command) -> None:
    """An ability: once per turn (a Permanent exhausts for it); it marks a Cunning attacker
    as having activated during the encounter."""
    src, seat = command.source, command.seat
    assert src is not None
    board = rt.board
    ability = board.card(src).ability
    assert ability is not None
    sequence = bool(rt.state.stack) or seat != board.turn
    where = _where(command, board, sequence)
    rt.pay(seat, ability.terra)
    rt.ctx.flag(src, "used")
    if board.card(src).kind == "effect":
        effects.rest(rt.ctx, src)
    enc = board.encounter
    if enc is not None and int(enc["attacker"]) == src:
        rt.ctx.set_value("encounter", {**enc, "activated": True})
    item = stack.entry(rt, seat, "ability", src, command.target_card, where)
    word = "ignites" if not sequence else "sequences"
    stack.play(rt, item, f"{rt.seat_name(seat)} {word} {rt.name(src)}'s ability", _in_window(rt))


@FLOW.move("spring")
def spring(rt: Runtime, command: Command) -> None:
    """A Pitfall springs: face up, on the stack from the Effect Zone it was set in (its Terra
    was paid when it was set)."""
    src, seat = command.source, command.seat
    assert src is not None
    rt.ctx.flip(src, True)
    where = rt.state.where[src]
    item: dict[str, JSONValue] = stack.entry(rt, seat, "pitfall", src, command.target_card, where)
    stack.play(rt, item, f"{rt.seat_name(seat)} springs {rt.name(src)}", _in_window(rt))


@FLOW.move("pass")
def pass_priority(rt: Runtime, command: Command) -> None:
    stack.RESPONSES.passed(rt)


# --- encounters ----------------------------------------------------------------------------
@FLOW.move("attack")
def attack(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    encounter.declare(rt, command.seat, command.source)


@FLOW.move("block", "assist")
def block(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    encounter.add_blocker(rt, command.source)
    if command.kind == "block":
        rt.finish_front()


@FLOW.move("assign")
def assign(rt: Runtime, command: Command) -> None:
    front = rt.queue[0]
    assigned = dict(front.get("assigned") or {})
    key = "deck" if command.target_seat is not None else str(command.target_card)
    assigned[key] = int(assigned.get(key, 0)) + int(command.args[0])
    rt.update_front(assigned=assigned)


@FLOW.move("end", "done")
def end_phase(rt: Runtime, command: Command) -> None:
    """End the phase (or stop blocking): its waiting step is done."""
    rt.finish_front()
