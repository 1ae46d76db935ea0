"""Each action of the card data, prepared once (engine/prepared.py): its verb, its amount,
whether it asks "use it?" first and the words it asks with, settled when the action is first
run, not read again on every command.

`run_action_read`, the straightforward reading (the verb looked up by its name, the question
decided afresh), is the `read` route of `ACTION`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.prepared import Prepared
from tabletop.games.empyrean.abilities import AbilityRun, ActionFn
from tabletop.games.empyrean.cards import Action
from tabletop.games.empyrean.effects import get_effect
from tabletop.games.empyrean.prepared_filters import COUNT
from tabletop.games.empyrean.targets import TARGETS, verb_text
from tabletop.games.empyrean.verbs import VERBS

__all__ = ["ACTION", "run_action_read"]

#: verbs that offer their own "skip" when optional (their choice already lists the cards)
SELF_OPTIONAL = ("discard", "deploy_from_discard", "return_from_pile")


def _asks_first(action: Action) -> bool:
    """Whether an optional action that chooses no card asks yes or no before it acts."""
    return action.optional and action.choose != "choose" and action.do not in SELF_OPTIONAL


def _confirm(run: AbilityRun, action: Action) -> bool:
    """For an optional action that chooses no card: ask yes or no once."""
    if not _asks_first(action) or run.step.get("done"):
        return True
    text = verb_text(action)
    answer = run.pick([("yes", f"Yes: {text}"), ("no", "No")], f"use {text}?")
    return answer == "yes"


def run_action_read(run: AbilityRun, action: Action) -> str | None:
    """The straightforward reading: ask if it is optional, then its verb, looked up by name."""
    if not _confirm(run, action):
        return None
    return VERBS[action.do](run, action)


# --- prepared ------------------------------------------------------------------------------
AmountFn = Callable[[AbilityRun], int]


def _amount(action: Action) -> AmountFn:
    value = action.amount
    if isinstance(value, int):
        return lambda run: value
    count = COUNT(value)
    return lambda run: count(run.rt, run.seat, run.card, run.bf)


def _on_each(action: Action, make: Callable[[AbilityRun, int], Callable[[int], Any]]) -> ActionFn:
    """A verb that does one thing to each target: `make(run, amount)` says what."""
    each, amount = TARGETS(action), _amount(action)
    return lambda run: each(run, make(run, amount(run)))


def _might(run: AbilityRun, amount: int) -> Callable[[int], Any]:
    add = run.rt.add_might
    return lambda iid: add(iid, amount)


def _set_might(run: AbilityRun, amount: int) -> Callable[[int], Any]:
    put = run.rt.set_might
    return lambda iid: put(iid, amount)


def _own_might(action: Action) -> ActionFn:
    """Might to the ability's own card (no target): the commonest action of the cards."""
    amount = _amount(action)
    fixed = action.amount if isinstance(action.amount, int) else None

    def own_might(run: AbilityRun) -> None:
        gain = fixed if fixed is not None else amount(run)
        own = run.card if run.card is not None else run.subject
        if own is not None and run.rt.state.cards[own].face_up:
            run.rt.add_might(own, gain)

    return own_might


def _verb(action: Action) -> ActionFn:
    """The action's verb, bound to it."""
    do = action.do
    if do == "might" and action.target is None:
        return _own_might(action)
    if do == "might":
        return _on_each(action, _might)
    if do == "set_might":
        return _on_each(action, _set_might)
    each = TARGETS(action)
    if do == "destroy":
        return lambda run: each(run, run.rt.destroy)
    if do == "return":
        return lambda run: each(run, run.rt.return_to_hand)
    if do == "banish":
        return lambda run: each(run, run.rt.banish)
    if do == "token" and action.token not in ("stop", "move"):
        token = str(action.token)
        return lambda run: each(run, lambda iid: run.rt.ctx.flag(iid, token))
    if do == "effect":
        effect = get_effect(str(action.name))
        return lambda run: effect(run, action)
    verb = VERBS[do]
    return lambda run: verb(run, action)


def _prepare_action(action: Action) -> ActionFn:
    verb = _verb(action)
    if not _asks_first(action):
        return verb
    text = verb_text(action)
    options, prompt = [("yes", f"Yes: {text}"), ("no", "No")], f"use {text}?"

    def asked(run: AbilityRun) -> str | None:
        if not run.step.get("done") and run.pick(list(options), prompt) != "yes":
            return None
        return verb(run)

    return asked


def _read_action(action: Action) -> ActionFn:
    return lambda run: run_action_read(run, action)


ACTION: Prepared[Action, ActionFn] = Prepared("empyrean action", _prepare_action, _read_action)
