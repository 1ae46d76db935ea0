"""The ability interpreter: counts, conditions and actions of the card vocabulary (which cards
a filter picks: filters.py).

An `AbilityRun` runs one queued ability step. Actions run in order; an action that needs a
choice calls `pick`, which returns the answer already given or asks and raises `Wait`. Choices
come before any change, so running an action again with its answers is safe. Actions on several
cards handle one card per run and return "repeat", so the abilities each one triggers (a
destroyed card's own ability, say) resolve before the next card, as the book orders; the
abilities an action sets off also resolve before the ability's next action (a single-target
Destroy followed by more actions: The Annihilator).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.flow import REPEAT
from tabletop.engine.view import is_visible
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Action, Count, Filter
from tabletop.games.empyrean.filters import select
from tabletop.games.empyrean.runtime import Runtime, Step

#: an action's verb: it acts, and says REPEAT while it waits to be asked again
Verb = Callable[["AbilityRun", Action], str | None]

__all__ = ["DID_NOW", "REPEAT", "AbilityRun", "each_target"]

#: in a running ability's step: whether the last action that targets cards (or a named
#: effect that reports, below) acted on one; "if you do" actions read it
DID = "did"
#: set by a named effect that may do nothing, to True when it did ("you may Discard")
DID_NOW = "did_now"
#: verbs that offer their own "skip" when optional (their choice already lists the cards)
SELF_OPTIONAL = ("discard", "deploy_from_discard", "return_from_pile")


class AbilityRun:
    """One ability resolving: who owns it, where it stands, and the answers given so far."""

    def __init__(self, rt: Runtime, step: Step, verbs: Mapping[str, Verb]) -> None:
        self.rt = rt
        self.step = step
        self.verbs = verbs  # what each action's `do` does (verbs.py)
        self.seat: int = int(step["seat"])
        self.card: int | None = step["card"]
        self.bf: int = int(step.get("bf") or 0)
        self.subject: int | None = step.get("subject")
        self._cursor = 0
        self.ability = rt.ability_of(step)

    # --- reading -----------------------------------------------------------------------
    @property
    def anchor_bf(self) -> int:
        if self.card is not None:
            loc = board.location(self.rt.state, self.card)
            if loc is not None:
                return loc[1]
        return self.bf

    def select(self, flt: Filter) -> list[int]:
        return select(self.rt, flt, self.seat, self.card, self.anchor_bf)

    def count(self, count: Count) -> int:
        state = self.rt.state
        if count.cards is not None and count.measure == "might":
            n = sum(board.might(state, iid) for iid in self.select(count.cards))
        elif count.cards is not None:
            n = len(self.select(count.cards))
        else:
            seats = [self.seat] if count.pile_side == "ally" else board.opponents(state, self.seat)
            n = sum(len(state.zone(f"p{s}.{count.pile}")) for s in seats)
        value = n * count.per
        return value if count.max is None else min(value, count.max)

    def amount(self, value: int | Count) -> int:
        return value if isinstance(value, int) else self.count(value)

    def condition_holds(self) -> bool:
        condition = self.ability.condition
        if condition is None:
            return True
        n = self.count(condition.count)
        if n < condition.at_least:
            return False
        if condition.at_most is not None and n > condition.at_most:
            return False
        return condition.more_than is None or n > self.count(condition.more_than)

    def self_card(self) -> int | None:
        """The ability's own card; for a battlefield effect, the card that set it off."""
        return self.card if self.card is not None else self.subject

    # --- choosing ----------------------------------------------------------------------
    def pick(
        self,
        options: list[tuple[str, str]],
        prompt: str,
        seat: int | None = None,
        subject: int | None = None,
    ) -> str:
        """The next answer of this action; asks (raising Wait) when none is stored yet.

        `options` are (key, label) pairs: keys "card:<iid>", "bf:<n>", "skip", "yes", "no".
        """
        answers: list[str] = self.step.setdefault("ans", [])
        if self._cursor < len(answers):
            answer = answers[self._cursor]
            self._cursor += 1
            return answer
        if len(options) == 1 and options[0][0] not in ("skip", "no", "yes"):
            answers.append(options[0][0])  # only one way: no need to ask
            self._cursor += 1
            return options[0][0]
        who = self.seat if seat is None else seat
        source = self._source_name()
        self.rt.wait(
            self.step,
            "choose",
            [who],
            f"{source}: {prompt}",
            options=[{"key": k, "label": label} for k, label in options],
            source=subject if subject is not None else self.card,
        )

    def _source_name(self) -> str:
        """The prompt's subject. Every seat reads the prompt, so a card that lies hidden (a
        discarded Ashigaru deploying itself) is not named."""
        if self.card is None:
            return "Battlefield"
        if is_visible(self.rt.state, self.rt.ctx.zones, self.card, None):
            return self.rt.name(self.card)
        # where it lies, in words true for every seat (its owner sees its face there)
        where = self.rt.state.where.get(self.card, "")
        if where.endswith(".discard") and where[1:].split(".")[0].isdigit():
            owner = self.rt.seat_name(int(where[1:].split(".")[0]))
            return f"A face-down card in {owner}'s discard pile"
        return "A face-down card"

    def card_options(self, cards: list[int]) -> list[tuple[str, str]]:
        out = []
        for iid in cards:
            loc = board.location(self.rt.state, iid)
            label = self.rt.name(iid)
            if loc is not None:
                label += f" (battlefield {loc[1]}, zone {board.zone_number(self.rt.state, iid)})"
            out.append((f"card:{iid}", label))
        return out

    # --- running -----------------------------------------------------------------------
    def run(self) -> str | None:
        actions = self.ability.actions
        if not self.step.get("checked"):
            if not self.condition_holds():
                return None
            self.step["checked"] = True
        while int(self.step["i"]) < len(actions):
            self._cursor = 0
            action = actions[int(self.step["i"])]
            if action.if_you_do and not self.step.get(DID):
                self.step["i"] = int(self.step["i"]) + 1  # "if you do": it was not done
                continue
            outcome = run_action(self, action)
            if outcome == REPEAT:
                self.step["ans"] = []
                return REPEAT
            self.step["i"] = int(self.step["i"]) + 1
            self.step["ans"] = []
            if not action.if_you_do and (action.target is not None or DID_NOW in self.step):
                # "if you do" refers to the last action that could act on cards or decline
                self.step[DID] = bool(self.step.get("done")) or bool(self.step.get(DID_NOW))
            for key in ("done", "declined", "one_seat", DID_NOW):
                self.step.pop(key, None)
            if self.rt.front and int(self.step["i"]) < len(actions):
                # the abilities this action set off (a destroyed card's own, say) resolve
                # before the next action of this ability (book, "Destroying Cards")
                return REPEAT
        return None


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
    if len(owners) < 2 or _limit(action) == 1:
        return cards  # one card chosen is one opponent chosen
    answer = run.pick(
        [(f"seat:{s}", run.rt.seat_name(s)) for s in owners], "put Stun tokens on whom?"
    )
    seat = int(answer.split(":")[1])  # kept in the step once a card is done (each_target)
    return [c for c in cards if run.rt.state.cards[c].owner == seat]


def _limit(action: Action) -> int | None:
    if action.choose == "all":
        return None
    return action.up_to if action.up_to is not None else 1


def _next_target(run: AbilityRun, action: Action, cards: list[int]) -> int | None:
    """The one card this run acts on, or None when the action is finished."""
    rt = run.rt
    done = run.step.get("done", [])
    limit = _limit(action)
    if not cards or (limit is not None and len(done) >= limit):
        return None
    if action.choose == "choose":
        options = run.card_options(cards)
        if action.optional or done:
            options.append(("skip", "Stop here" if done else "Do not use this ability"))
        answer = run.pick(options, f"choose a card ({_verb_text(action)})")
        return None if answer == "skip" else int(answer.split(":")[1])
    if action.choose == "lowest_might":
        return min(cards, key=lambda c: board.might(rt.state, c))
    if action.choose == "highest_might":
        return max(cards, key=lambda c: board.might(rt.state, c))
    if action.choose == "random":
        return cards[rt.ctx.random_below(len(cards), "random card")]
    return cards[0]  # "all" and "lowest_zone": table order, lowest zone first


def _verb_text(action: Action) -> str:
    if action.do == "might":
        amount = action.amount if isinstance(action.amount, int) else "X"
        return f"{amount} might"
    if action.do == "token":
        return f"{action.token} token"
    return action.do.replace("_", " ")


def _confirm(run: AbilityRun, action: Action) -> bool:
    """For an optional action that chooses no card: ask yes or no once."""
    if not action.optional or action.choose == "choose" or run.step.get("done"):
        return True
    if action.do in SELF_OPTIONAL:
        return True
    answer = run.pick(
        [("yes", f"Yes: {_verb_text(action)}"), ("no", "No")], f"use {_verb_text(action)}?"
    )
    return answer == "yes"


def run_action(run: AbilityRun, action: Action) -> str | None:
    if not _confirm(run, action):
        return None
    return run.verbs[action.do](run, action)


#: verbs that move no card and change nothing a filter reads (Might only): the cards still to
#: act on are the ones found before, less the one just done (abilities they set off wait)
_IN_PLACE = frozenset({"might", "set_might"})


def each_target(run: AbilityRun, action: Action, apply: Any) -> str | None:
    """Apply `apply(iid)` to the action's targets one per run (see module docstring)."""
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
    limit = _limit(action)
    if remaining and (limit is None or len(run.step["done"]) < limit):
        return REPEAT
    return None
