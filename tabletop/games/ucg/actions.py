"""What effects and abilities do when they resolve: the actions of the card model.

`apply` reads a list of actions as it goes, deciding at each one what its verb means: the
straightforward reading. An effect's, an ability's and a Dawn trigger's actions are prepared
once into one function each (`EFFECT`, `ABILITY`, `DAWN`: engine/prepared.py), each action a
small function with its verb chosen and its words made; `apply` stays as the reading they
are held to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.engine.prepared import Prepared
from tabletop.games.ucg.board import opponent, zone
from tabletop.games.ucg.cards import Ability, Action, UcgCard
from tabletop.games.ucg.runtime import Runtime

#: what a list of actions does: (runtime, the seat it is for, its target, the words naming it)
Resolve = Callable[[Runtime, int, int | None, str], None]
#: what one action does to a character still in play: (runtime, the character, the words)
OnCharacter = Callable[[Runtime, int, str], None]


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


# --- the prepared route ----------------------------------------------------------------------
def _strike(amount: int) -> Resolve:
    def strike(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        rt.strike(opponent(seat), amount, source)

    return strike


def _draw(amount: int) -> Resolve:
    def draw(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        rt.ctx.narrate(f"{rt.seat_name(seat)} draws {amount} ({source})")
        rt.draw(seat, amount)

    return draw


def _renew(amount: int) -> Resolve:
    def renew(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        reserve = zone(seat, "reserve")
        for iid in rt.state.zone(zone(seat, "expended"))[-amount:]:
            rt.ctx.move(iid, reserve, face_up=True)

    return renew


def _damage(amount: int) -> OnCharacter:
    def damage(rt: Runtime, target: int, source: str) -> None:
        rt.ctx.add_counter(target, "damage", amount)
        rt.ctx.narrate(f"{source} deals {amount} damage to {rt.name(target)}")

    return damage


def _combat(amount: int) -> OnCharacter:
    counter, change = ("plus", f"+{amount}") if amount >= 0 else ("minus", f"-{-amount}")
    size = abs(amount)

    def combat(rt: Runtime, target: int, source: str) -> None:
        rt.ctx.add_counter(target, counter, size)
        rt.ctx.narrate(f"{rt.name(target)} gets {change} Combat this turn ({source})")

    return combat


def _exhaust(rt: Runtime, target: int, source: str) -> None:
    board = rt.board
    if board.zone_of(target) != "exhausted":
        rt.ctx.move(target, zone(board.seat_of(target), "exhausted"), face_up=True)
        rt.ctx.narrate(f"{rt.name(target)} is exhausted ({source})")


def _aimed(on_character: OnCharacter) -> Resolve:
    """An action on the target, which does nothing but say so once the target has left play."""

    def aimed(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        if target is None or not rt.board.in_play(target):
            rt.ctx.narrate(f"{source}: its target has left play")
        else:
            on_character(rt, target, source)

    return aimed


def _prepared_action(action: Action) -> Resolve | None:
    """One action, its verb chosen; None: `negate`, which the stack does (stack.py)."""
    amount = action.amount
    if action.do == "strike":
        return _strike(amount)
    if action.do == "draw":
        return _draw(amount)
    if action.do == "renew":
        return _renew(amount)
    if action.do == "negate":
        return None
    if action.do == "damage":
        return _aimed(_damage(amount))
    if action.do == "combat":
        return _aimed(_combat(amount))
    return _aimed(_exhaust)


def prepared(actions: Sequence[Action]) -> Resolve:
    """`apply` for these actions, each one's verb chosen once. (Leaving `negate` out changes
    nothing: once the game is over `check_slain` slays nobody.)"""
    steps = [step for step in map(_prepared_action, actions) if step is not None]

    def resolve(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        state = rt.state
        for step in steps:
            if state.result is not None:
                return
            step(rt, seat, target, source)
        rt.check_slain()

    return resolve


def read(actions: Sequence[Action]) -> Resolve:
    """`apply` for these actions, read afresh at each call: the straightforward route."""

    def resolve(rt: Runtime, seat: int, target: int | None, source: str) -> None:
        apply(rt, seat, actions, target, source)

    return resolve


#: what an effect card does as it resolves (its `do`)
EFFECT: Prepared[UcgCard, Resolve] = Prepared(
    "ucg effect", lambda card: prepared(card.do), lambda card: read(card.do)
)
#: what an ability does as it resolves
ABILITY: Prepared[Ability, Resolve] = Prepared(
    "ucg ability", lambda ability: prepared(ability.do), lambda ability: read(ability.do)
)
#: what a card does at its controller's Dawn (its `dawn`)
DAWN: Prepared[UcgCard, Resolve] = Prepared(
    "ucg dawn", lambda card: prepared(card.dawn), lambda card: read(card.dawn)
)
