"""What effects and abilities do when they resolve: the actions of the card model."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.ucg.board import opponent, zone
from tabletop.games.ucg.cards import Action
from tabletop.games.ucg.runtime import Runtime


def apply(
    rt: Runtime, seat: int, actions: Sequence[Action], target: int | None, source: str
) -> None:
    """Do each action in order; an action on a character that has left play does nothing.
    `negate` is the stack's business (stack.py) and is skipped here."""
    for action in actions:
        if rt.state.result is not None:
            return
        _one(rt, seat, action, target, source)
    rt.check_slain()


def _one(rt: Runtime, seat: int, action: Action, target: int | None, source: str) -> None:
    ctx, board = rt.ctx, rt.board
    amount = action.amount
    if action.do == "strike":
        rt.strike(opponent(seat), amount, source)
    elif action.do == "draw":
        rt.ctx.narrate(f"{rt.seat_name(seat)} draws {amount} ({source})")
        rt.draw(seat, amount)
    elif action.do == "renew":
        for iid in board.cards_in(seat, "expended")[-amount:]:
            ctx.move(iid, zone(seat, "reserve"), face_up=True)
    elif action.do == "negate":
        return
    elif target is None or not board.in_play(target):
        ctx.narrate(f"{source}: its target has left play")
    elif action.do == "damage":
        ctx.add_counter(target, "damage", amount)
        ctx.narrate(f"{source} deals {amount} damage to {rt.name(target)}")
    elif action.do == "combat":
        counter = "plus" if amount >= 0 else "minus"
        ctx.add_counter(target, counter, abs(amount))
        sign = "+" if amount >= 0 else "-"
        ctx.narrate(f"{rt.name(target)} gets {sign}{abs(amount)} Combat this turn ({source})")
    elif action.do == "exhaust" and board.zone_of(target) != "exhausted":
        ctx.move(target, zone(board.seat_of(target), "exhausted"), face_up=True)
        ctx.narrate(f"{rt.name(target)} is exhausted ({source})")
