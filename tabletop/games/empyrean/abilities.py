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

from collections.abc import Callable

from tabletop.engine.flow import REPEAT
from tabletop.engine.view import is_visible
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Action, Count, Filter
from tabletop.games.empyrean.keys import card_key
from tabletop.games.empyrean.prepared_filters import CONDITION, COUNT, SELECT
from tabletop.games.empyrean.runtime import Runtime, Step

#: an action's verb: it acts, and says REPEAT while it waits to be asked again
Verb = Callable[["AbilityRun", Action], str | None]
#: one action of the card data, ready to run (prepared_actions.py's ACTION)
ActionFn = Callable[["AbilityRun"], str | None]

__all__ = ["DID_NOW", "REPEAT", "AbilityRun", "ActionFn"]

#: in a running ability's step: whether the last action that targets cards (or a named
#: effect that reports, below) acted on one; "if you do" actions read it
DID = "did"
#: set by a named effect that may do nothing, to True when it did ("you may Discard")
DID_NOW = "did_now"


class AbilityRun:
    """One ability resolving: who owns it, where it stands, and the answers given so far."""

    __slots__ = ("_cursor", "ability", "act", "bf", "card", "rt", "seat", "step", "subject")

    def __init__(self, rt: Runtime, step: Step, act: Callable[[Action], ActionFn]) -> None:
        self.rt = rt
        self.step = step
        self.act = act  # what each action of the card data does (prepared_actions.py)
        self.seat: int = int(step["seat"])
        self.card: int | None = step["card"]
        self.bf: int = int(step.get("bf") or 0)
        self.subject: int | None = step.get("subject")
        self._cursor = 0
        if step["src"] == "bf":
            self.ability = rt.field(self.bf).abilities[int(step["ab"])]
        else:
            card = rt.cards[rt.state.cards[int(step["card"])].card]
            self.ability = card.abilities[int(step["ab"])]

    # --- reading -----------------------------------------------------------------------
    @property
    def anchor_bf(self) -> int:
        if self.card is not None:
            loc = board.location(self.rt.state, self.card)
            if loc is not None:
                return loc[1]
        return self.bf

    def select(self, flt: Filter) -> list[int]:
        """The cards a filter picks, seen from this ability's card (or battlefield)."""
        # the anchor's battlefield is where its card stands, else the step's: the filter
        # finds that itself from the card
        return SELECT(flt)(self.rt, self.seat, self.card, self.bf)

    def count(self, count: Count) -> int:
        return COUNT(count)(self.rt, self.seat, self.card, self.bf)

    def amount(self, value: int | Count) -> int:
        return value if isinstance(value, int) else self.count(value)

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
        rt = self.rt
        where, zones = rt.state.where, rt.state.zones
        for iid in cards:
            zone = where[iid]
            loc = board.parse_row(zone)
            label = rt.name(iid)
            if loc is not None:
                label += f" (battlefield {loc[1]}, zone {zones[zone].index(iid) + 1})"
            out.append((card_key(iid), label))
        return out

    # --- running -----------------------------------------------------------------------
    def run(self) -> str | None:
        step = self.step
        ability = self.ability
        actions = ability.actions
        if not step.get("checked"):
            condition = ability.condition
            if condition is not None and not CONDITION(condition)(
                self.rt, self.seat, self.card, self.bf
            ):
                return None
            step["checked"] = True
        act, count = self.act, len(actions)
        i = int(step["i"])
        while i < count:
            self._cursor = 0
            action = actions[i]
            if action.if_you_do and not step.get(DID):
                i += 1  # "if you do": it was not done
                step["i"] = i
                continue
            outcome = act(action)(self)
            step["ans"] = []
            if outcome == REPEAT:
                return REPEAT
            i += 1
            step["i"] = i
            if not action.if_you_do and (action.target is not None or DID_NOW in step):
                # "if you do" refers to the last action that could act on cards or decline
                step[DID] = bool(step.get("done")) or bool(step.get(DID_NOW))
            for key in _ACTION_NOTES:  # the action's own notes, dropped now it is done
                if key in step:
                    del step[key]
            if i < count and self.rt.front:
                # the abilities this action set off (a destroyed card's own, say) resolve
                # before the next action of this ability (book, "Destroying Cards")
                return REPEAT
        return None


#: what one action notes in its step while it runs (dropped when it is done)
_ACTION_NOTES = ("done", "declined", "one_seat", DID_NOW)
