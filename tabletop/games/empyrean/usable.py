"""Whether a command ability may be activated now (options.py offers only those): each of
its actions could do something. Prepared once per ability (engine/prepared.py); the
straightforward reading, `action_usable` over every action on each call, is the `read` route.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Ability, Action
from tabletop.games.empyrean.effects import USABLE as EFFECT_USABLE
from tabletop.games.empyrean.effects import effect_usable, load_effects
from tabletop.games.empyrean.filters import select
from tabletop.games.empyrean.prepared_filters import SELECT
from tabletop.games.empyrean.runtime import Runtime

__all__ = ["USABLE", "action_usable"]

#: may the ability of this card (its iid) be activated now?
UsableFn = Callable[[Runtime, int], bool]


def action_usable(rt: Runtime, card: int, action: Action) -> bool:
    """May a command ability running this action be activated now? A named effect says so
    itself; an action that must pick a card ("choose") needs one to pick, so a "you may
    Destroy 1 other ally card" or an "if you do, Destroy 1 Opponent card" with nobody there
    is not offered (it could do nothing)."""
    if action.do == "effect":
        return effect_usable(rt, card, action)
    if action.target is None or action.choose != "choose":
        return True
    loc = board.location(rt.state, card)
    seat = rt.state.cards[card].owner
    found = select(rt, action.target, seat, card, loc[1] if loc else None)
    if action.do == "destroy":
        found = [c for c in found if "shield" not in rt.state.cards[c].flags]
    if action.do in ("return", "move"):
        found = [c for c in found if rt.can_leave(c)]
    return bool(found)


def _check(action: Action) -> UsableFn | None:
    """The action's own test, or None when it can always be used."""
    if action.do == "effect":
        load_effects()
        said = EFFECT_USABLE.get(action.name or "")
        return None if said is None else lambda rt, card: said(rt, card, action)
    if action.target is None or action.choose != "choose":
        return None
    chosen = SELECT(action.target)
    no_shield, must_leave = action.do == "destroy", action.do in ("return", "move")

    def some_target(rt: Runtime, card: int) -> bool:
        state = rt.state
        loc = board.parse_row(state.where[card])
        found = chosen(rt, state.cards[card].owner, card, loc[1] if loc else None)
        instances = state.cards
        for iid in found:
            flags = instances[iid].flags
            if no_shield and "shield" in flags:
                continue
            if must_leave and "anchor" in flags:
                continue
            return True
        return False

    return some_target


def _always(rt: Runtime, card: int) -> bool:
    return True


def _prepare(ability: Ability) -> UsableFn:
    checks = [check for check in map(_check, ability.actions) if check is not None]
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    return lambda rt, card: all(check(rt, card) for check in checks)


def _read(ability: Ability) -> UsableFn:
    return lambda rt, card: all(action_usable(rt, card, action) for action in ability.actions)


USABLE: Prepared[Ability, UsableFn] = Prepared("empyrean usable", _prepare, _read)
