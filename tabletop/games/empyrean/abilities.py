"""The ability interpreter: filters, counts, conditions and actions of the card vocabulary.

An `AbilityRun` runs one queued ability step. Actions run in order; an action that needs a
choice calls `pick`, which returns the answer already given or asks and raises `Wait`. Choices
come before any change, so running an action again with its answers is safe. Actions on several
cards handle one card per run and return "repeat", so the abilities each one triggers (a
destroyed card's own ability, say) resolve before the next card, as the book orders; the
abilities an action sets off also resolve before the ability's next action (a single-target
Destroy followed by more actions: The Annihilator).
"""

from __future__ import annotations

import functools
from typing import Any

from tabletop.engine.flow import REPEAT
from tabletop.engine.view import is_visible
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Action, Count, Filter
from tabletop.games.empyrean.runtime import Runtime, Step, Wait

__all__ = ["DID_NOW", "REPEAT", "AbilityRun", "each_target", "matches"]

#: in a running ability's step: whether the last action that targets cards (or a named
#: effect that reports, below) acted on one; "if you do" actions read it
DID = "did"
#: set by a named effect that may do nothing, to True when it did ("you may Discard")
DID_NOW = "did_now"
#: verbs that offer their own "skip" when optional (their choice already lists the cards)
SELF_OPTIONAL = ("discard", "deploy_from_discard", "return_from_pile")


def matches(
    rt: Runtime,
    flt: Filter,
    candidate: int,
    seat: int,
    anchor_card: int | None,
    anchor_bf: int | None,
    where_it_was: tuple[int, int] | None = None,
) -> bool:
    """Does a revealed battlefield card match the filter, seen from `seat` and the anchor?

    `where_it_was` (seat, battlefield) stands in for the location of a card that set off a
    trigger by leaving the battlefield (a destroyed card).
    """
    loc = where_it_was or board.location(rt.state, candidate)
    if loc is None:
        return False
    here = _here(rt, anchor_card, anchor_bf)
    return _matches_at(rt, flt, candidate, loc, seat, anchor_card, here)


def _here(rt: Runtime, anchor_card: int | None, anchor_bf: int | None) -> int | None:
    """The anchor's battlefield: where its card stands, else the battlefield it names."""
    if anchor_card is not None:
        loc = board.location(rt.state, anchor_card)
        if loc is not None:
            return loc[1]
    return anchor_bf


def _matches_at(
    rt: Runtime,
    flt: Filter,
    candidate: int,
    loc: tuple[int, int],
    seat: int,
    anchor_card: int | None,
    here: int | None,
) -> bool:
    """`matches` for a candidate at `loc` (seat, battlefield), the anchor standing on `here`."""
    state = rt.state
    if not state.cards[candidate].face_up:
        return False
    owner, bf = loc
    side = flt.side
    if side == "ally":
        if owner != seat:
            return False
    elif side == "opponent" and owner == seat:
        return False
    where = flt.where
    if candidate == anchor_card and not flt.include_self and where != "this_card":
        return False
    if where == "here":
        if bf != here:
            return False
    elif where == "elsewhere":
        if bf == here:
            return False
    elif where == "this_card":
        if candidate != anchor_card:
            return False
    elif where in ("previous_zone", "next_zone"):
        if anchor_card is None or board.location(state, anchor_card) != (owner, bf):
            return False
        offset = -1 if where == "previous_zone" else 1
        wanted = board.zone_number(state, anchor_card) + offset
        if board.zone_number(state, candidate) != wanted:
            return False
    card = rt.card(candidate)
    if flt.types and _type_set(flt.types).isdisjoint(card.types):
        return False
    if flt.not_types and not _type_set(flt.not_types).isdisjoint(card.types):
        return False
    if flt.names and card.id not in flt.names:
        return False
    if flt.min_cost is not None and card.cost < flt.min_cost:
        return False
    return not (flt.max_cost is not None and card.cost > flt.max_cost)


@functools.cache  # filters are few and never change: each of their type lists made a set once
def _type_set(types: tuple[str, ...]) -> frozenset[str]:
    return frozenset(types)


def select(
    rt: Runtime, flt: Filter, seat: int, anchor_card: int | None, anchor_bf: int | None
) -> list[int]:
    """Matching cards in table order: battlefield 1 to N, each from zone 1 up."""
    state = rt.state
    if flt.side == "ally":
        seats = [seat]
    elif flt.side == "opponent":
        seats = [s for s in range(state.players) if s != seat]
    else:
        seats = list(range(state.players))
    here = _here(rt, anchor_card, anchor_bf)
    fields = range(1, board.battlefield_count(state) + 1)
    if flt.where in ("here", "previous_zone", "next_zone", "this_card") and here:
        fields = range(here, here + 1)
    zones = state.zones
    out = []
    for bf in fields:
        for owner in seats:
            loc = (owner, bf)  # one place for the row's cards, not one per card
            for iid in zones.get(board.row(owner, bf), ()):
                if _matches_at(rt, flt, iid, loc, seat, anchor_card, here):
                    out.append(iid)
    return out


class AbilityRun:
    """One ability resolving: who owns it, where it stands, and the answers given so far."""

    def __init__(self, rt: Runtime, step: Step) -> None:
        self.rt = rt
        self.step = step
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
        self.rt.ctx.ask(
            "choose",
            [who],
            f"{source}: {prompt}",
            options=[{"key": k, "label": label} for k, label in options],
            source=subject if subject is not None else self.card,
        )
        raise Wait(self.step)

    def _source_name(self) -> str:
        """The prompt's subject. Every seat reads the prompt, so a card that lies hidden (a
        discarded Ashigaru deploying itself) is not named."""
        if self.card is None:
            return "Battlefield"
        if is_visible(self.rt.state, self.rt.ctx.zones, self.card, None):
            return self.rt.name(self.card)
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
    from tabletop.games.empyrean.verbs import VERBS

    if not _confirm(run, action):
        return None
    return VERBS[action.do](run, action)


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
    remaining = [c for c in _eligible(run, action) if c != target]
    limit = _limit(action)
    if remaining and (limit is None or len(run.step["done"]) < limit):
        return REPEAT
    return None
