"""The cards an action acts on, one per run (abilities.py's `each_target`), as the card data
says: which cards are eligible (its filter, less the shielded, anchored or stuck for its verb),
whether its Stun tokens keep to one opponent, and which card comes next (chosen, lowest or
highest Might, at random, or in table order).

`TARGETS` prepares each action's targeting once (engine/prepared.py); `each_target_read`, the
straightforward reading of the action on every call, is its `read` route.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.flow import REPEAT
from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import AbilityRun
from tabletop.games.empyrean.cards import Action
from tabletop.games.empyrean.prepared_filters import SELECT

__all__ = ["TARGETS", "each_target", "each_target_read", "limit_of", "verb_text"]

#: applies an action to its targets: (the running ability, what to do to one card)
EachFn = Callable[["AbilityRun", Callable[[int], Any]], "str | None"]
#: verbs that move no card and change nothing a filter reads (Might only): the cards still to
#: act on are the ones found before, less the one just done (abilities they set off wait)
_IN_PLACE = frozenset({"might", "set_might"})


def limit_of(action: Action) -> int | None:
    """How many cards the action acts on at most (None: all)."""
    if action.choose == "all":
        return None
    return action.up_to if action.up_to is not None else 1


def verb_text(action: Action) -> str:
    """The action's verb in a prompt ("2 might", "stun token", "return from pile")."""
    if action.do == "might":
        amount = action.amount if isinstance(action.amount, int) else "X"
        return f"{amount} might"
    if action.do == "token":
        return f"{action.token} token"
    return action.do.replace("_", " ")


# --- the straightforward reading -----------------------------------------------------------
def _eligible(run: AbilityRun, action: Action) -> list[int]:
    rt = run.rt
    if action.target is None:
        own = run.self_card()
        return [own] if own is not None and rt.state.cards[own].face_up else []
    done = set(run.step.get("done", []))
    cards = [c for c in run.select(action.target) if c not in done]
    if action.do == "destroy":
        cards = [c for c in cards if "shield" not in rt.state.cards[c].flags]
    if action.do in ("return", "move"):
        cards = [c for c in cards if rt.can_leave(c)]
    if action.do == "move":
        cards = [c for c in cards if rt.move_destinations(c)]
    one_seat = run.step.get("one_seat")
    if one_seat is not None:
        cards = [c for c in cards if rt.state.cards[c].owner == one_seat]
    return cards


def _one_opponent(run: AbilityRun, action: Action, cards: list[int]) -> list[int]:
    """Stun tokens go on one opponent's cards, never both (book, "3-Player Mode"): an action
    that applies several asks which opponent first, then keeps to that one's cards."""
    if action.do != "token" or action.token != "stun" or "one_seat" in run.step:
        return cards
    owners = sorted({run.rt.state.cards[c].owner for c in cards} - {run.seat})
    if len(owners) < 2 or limit_of(action) == 1:
        return cards  # one card chosen is one opponent chosen
    return _keep_to_one(run, cards, owners)


def _keep_to_one(run: AbilityRun, cards: list[int], owners: list[int]) -> list[int]:
    answer = run.pick(
        [(f"seat:{s}", run.rt.seat_name(s)) for s in owners], "put Stun tokens on whom?"
    )
    seat = int(answer.split(":")[1])  # kept in the step once a card is done (each_target)
    return [c for c in cards if run.rt.state.cards[c].owner == seat]


def _next_target(run: AbilityRun, action: Action, cards: list[int]) -> int | None:
    """The one card this run acts on, or None when the action is finished."""
    rt = run.rt
    done = run.step.get("done", [])
    limit = limit_of(action)
    if not cards or (limit is not None and len(done) >= limit):
        return None
    if action.choose == "choose":
        return _chosen(run, cards, action.optional, f"choose a card ({verb_text(action)})")
    if action.choose == "lowest_might":
        return min(cards, key=lambda c: board.might(rt.state, c))
    if action.choose == "highest_might":
        return max(cards, key=lambda c: board.might(rt.state, c))
    if action.choose == "random":
        return cards[rt.ctx.random_below(len(cards), "random card")]
    return cards[0]  # "all" and "lowest_zone": table order, lowest zone first


def _chosen(run: AbilityRun, cards: list[int], optional: bool, prompt: str) -> int | None:
    """The card the ability's owner picks (or None: they stop, or decline an optional one)."""
    done = run.step.get("done")
    options = run.card_options(cards)
    if optional or done:
        options.append(("skip", "Stop here" if done else "Do not use this ability"))
    answer = run.pick(options, prompt)
    return None if answer == "skip" else int(answer.split(":")[1])


def each_target_read(run: AbilityRun, action: Action, apply: Any) -> str | None:
    """Apply `apply(iid)` to the action's targets one per run (abilities.py's docstring)."""
    cards = _eligible(run, action)
    if action.target is None:
        for iid in cards:
            apply(iid)
        return None
    cards = _one_opponent(run, action, cards)
    target = _next_target(run, action, cards)
    if target is None:
        return None
    apply(target)
    if action.do == "token" and action.token == "stun":
        run.step.setdefault("one_seat", run.rt.state.cards[target].owner)
    run.step.setdefault("done", []).append(target)
    if action.do in _IN_PLACE:
        remaining = [c for c in cards if c != target]
    else:
        remaining = [c for c in _eligible(run, action) if c != target]
    limit = limit_of(action)
    if remaining and (limit is None or len(run.step["done"]) < limit):
        return REPEAT
    return None


# --- prepared --------------------------------------------------------------------------
EligibleFn = Callable[["AbilityRun"], list[int]]
NextFn = Callable[["AbilityRun", list[int]], "int | None"]


def _own_card(run: AbilityRun, apply: Callable[[int], Any]) -> str | None:
    """An action without a target acts on its own card (if it is face up)."""
    own = run.self_card()
    if own is not None and run.rt.state.cards[own].face_up:
        apply(own)
    return None


def _prepare_eligible(action: Action) -> EligibleFn:
    assert action.target is not None
    chosen = SELECT(action.target)
    do = action.do
    no_shield, must_leave, must_move = do == "destroy", do in ("return", "move"), do == "move"

    def eligible(run: AbilityRun) -> list[int]:
        rt, step = run.rt, run.step
        cards = chosen(rt, run.seat, run.card, run.bf)
        done = step.get("done")
        if done:
            cards = [c for c in cards if c not in done]
        instances = rt.state.cards
        if no_shield:
            cards = [c for c in cards if "shield" not in instances[c].flags]
        if must_leave:
            cards = [c for c in cards if rt.can_leave(c)]
        if must_move:
            cards = [c for c in cards if rt.move_destinations(c)]
        one_seat = step.get("one_seat")
        if one_seat is not None:
            cards = [c for c in cards if instances[c].owner == one_seat]
        return cards

    return eligible


def _prepare_next(action: Action) -> NextFn:
    """The card this run acts on, by the action's `choose` (the limit is checked before)."""
    choose, optional = action.choose, action.optional
    prompt = f"choose a card ({verb_text(action)})"
    if choose == "choose":
        return lambda run, cards: _chosen(run, cards, optional, prompt)

    def might(run: AbilityRun) -> Callable[[int], int]:
        instances = run.rt.state.cards
        return lambda c: instances[c].counters.get("might", 0)

    if choose == "lowest_might":
        return lambda run, cards: min(cards, key=might(run))
    if choose == "highest_might":
        return lambda run, cards: max(cards, key=might(run))
    if choose == "random":
        return lambda run, cards: cards[run.rt.ctx.random_below(len(cards), "random card")]
    return lambda run, cards: cards[0]


def _prepare_each(action: Action) -> EachFn:
    if action.target is None:
        return _own_card
    eligible = _prepare_eligible(action)
    pick_next = _prepare_next(action)
    limit = limit_of(action)
    most = limit if limit is not None else 1_000_000
    stun = action.do == "token" and action.token == "stun"
    stun_several = stun and limit != 1
    in_place = action.do in _IN_PLACE

    def each(run: AbilityRun, apply: Callable[[int], Any]) -> str | None:
        step = run.step
        cards = eligible(run)
        if stun_several and "one_seat" not in step:
            instances = run.rt.state.cards
            owners = sorted({instances[c].owner for c in cards} - {run.seat})
            if len(owners) >= 2:
                cards = _keep_to_one(run, cards, owners)
        done = step.get("done")
        if not cards or (done is not None and len(done) >= most):
            return None
        target = pick_next(run, cards)
        if target is None:
            return None
        apply(target)
        if stun:
            step.setdefault("one_seat", run.rt.state.cards[target].owner)
        done = step.setdefault("done", [])
        done.append(target)
        if len(done) >= most:
            return None
        for other in cards if in_place else eligible(run):
            if other != target:
                return REPEAT
        return None

    return each


def _read_each(action: Action) -> EachFn:
    return lambda run, apply: each_target_read(run, action, apply)


TARGETS: Prepared[Action, EachFn] = Prepared("empyrean targets", _prepare_each, _read_each)


def each_target(run: AbilityRun, action: Action, apply: Any) -> str | None:
    """Apply `apply(iid)` to the action's targets one per run (abilities.py's docstring)."""
    return TARGETS(action)(run, apply)
