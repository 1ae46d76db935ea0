"""Sandbox overrides: move, flip, rest or count on any card, outside the rules.

They are logged commands like any other (kind "sandbox.*"), so they undo, save and replay.
The table offers them behind a toggle, for unscripted cards and house rules.
"""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.commands import Command
from tabletop.engine.errors import IllegalCommand
from tabletop.engine.rules import Context

SANDBOX_KINDS = ("sandbox.move", "sandbox.flip", "sandbox.rest", "sandbox.count")


def is_sandbox(command: Command) -> bool:
    return command.kind.startswith("sandbox.")


def check_override(ctx: Context, command: Command) -> None:
    """Raise IllegalCommand with the reason when the override names nothing real."""
    state = ctx.state
    if command.kind not in SANDBOX_KINDS:
        raise IllegalCommand(f"unknown sandbox action {command.kind!r}")
    if not 0 <= command.seat < state.players:
        raise IllegalCommand(f"there is no seat {command.seat} at this table")
    if command.source is None or command.source not in state.cards:
        raise IllegalCommand("a sandbox action needs a card on the table")
    if command.kind == "sandbox.move":
        zone = command.target_zone
        if zone is None or zone not in ctx.zones:
            raise IllegalCommand(f"no zone {command.target!r} to move the card to")
    if command.kind == "sandbox.count":
        if len(command.args) != 2 or not isinstance(command.args[0], str):
            raise IllegalCommand("a sandbox count needs a counter name and an amount")
        if not isinstance(command.args[1], int):
            raise IllegalCommand("a sandbox count amount must be a whole number")


def apply_override(ctx: Context, command: Command) -> None:
    check_override(ctx, command)
    iid = command.source
    assert iid is not None
    who = ctx.config.names[command.seat]
    if command.kind == "sandbox.move":
        zone = command.target_zone
        assert zone is not None
        face_up = ctx.zones[zone].face_up
        ctx.narrate(f"Sandbox: {who} moves a card by hand")
        ctx.move(iid, zone, face_up=face_up)
    elif command.kind == "sandbox.flip":
        ctx.narrate(f"Sandbox: {who} flips a card by hand")
        ctx.flip(iid, not ctx.state.cards[iid].face_up)
    elif command.kind == "sandbox.rest":
        ctx.narrate(f"Sandbox: {who} rests or readies a card by hand")
        card = ctx.state.cards[iid]
        (effects.ready if effects.is_rested(card) else effects.rest)(ctx, iid)
    else:
        name, amount = command.args
        assert isinstance(name, str) and isinstance(amount, int)
        ctx.narrate(f"Sandbox: {who} changes {name} by hand")
        ctx.add_counter(iid, name, amount)
