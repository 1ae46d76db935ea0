"""Attack and defense totals in the book's order (book, "Clean-up Phase: Graveyard").

Damage: the attackers' printed ATK, + creature effect modifiers, + creature ability modifiers,
+ Effect, Instant and Item spell modifiers, + 1 per attacker whose essence type the defender is
weak to. Defense: printed DEF, + creature effects, + creature abilities, + spells, + traps. A
card is destroyed when the damage is greater than the defense.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import EocCard, Modifier
from tabletop.games.eoc.costs import shortfall

#: the parts of a total, in the book's order
PARTS = ("card", "creature effects", "creature abilities", "spells", "traps", "weakness")


@dataclass
class Total:
    parts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))

    @property
    def value(self) -> int:
        return max(0, sum(self.parts.values()))

    def add(self, part: str, amount: int) -> None:
        self.parts[part] += amount

    def describe(self) -> str:
        shown = [
            f"{k} {v:+d}" if k != "card" else str(v)
            for k, v in self.parts.items()
            if v or k == "card"
        ]
        if shown == [str(self.value)]:  # nothing but the printed value: no breakdown
            return shown[0]
        return f"{self.value} ({', '.join(shown)})"


class Stats:
    """Reads the printed stats and every active modifier of the field."""

    def __init__(self, state: State, cards: dict[str, EocCard]) -> None:
        self.state = state
        self.cards = cards

    def card(self, iid: int) -> EocCard:
        return self.cards[self.state.cards[iid].card]

    def printed(self, iid: int, stat: str) -> int:
        card = self.card(iid)
        if card.kind == "vanquisher":
            stage = card.stages[board.stage(self.state, iid) - 1]
            return stage.atk if stat == "atk" else stage.defense
        return card.atk if stat == "atk" else card.defense

    def surplus(self, iid: int) -> int:
        """Essence attached beyond the card's creation cost (overpayment)."""
        essences = board.attached(self.state, iid)
        supply = board.supply(self.state, self.cards, essences)
        total = sum(a for _, a in supply)
        return (
            max(0, total - self.card(iid).total_cost)
            if shortfall(self.card(iid).cost, supply) == 0
            else 0
        )

    def _applies(self, mod: Modifier, source: int, subject: int, role: str, group: int) -> bool:
        state = self.state
        src_owner = state.cards[source].owner
        subj = self.card(subject)
        if subj.kind != "creature":
            return False
        if mod.to == "self" and subject != source:
            return False
        if mod.to == "carrier" and board.carrier(state, source) != subject:
            return False
        if mod.to in ("allies", "other_allies") and state.cards[subject].owner != src_owner:
            return False
        if mod.to == "other_allies" and subject == source:
            return False
        if mod.to == "enemies" and state.cards[subject].owner == src_owner:
            return False
        if mod.element is not None and subj.element != mod.element:
            return False
        if mod.when == "attacking" and role != "attacking":
            return False
        if mod.when == "defending" and role != "defending":
            return False
        return not (mod.when == "group" and (role != "attacking" or group < 2))

    def _times(self, mod: Modifier, source: int, group: int) -> int:
        if mod.per == "surplus":
            return self.surplus(source)
        if mod.per == "attackers":
            return group
        return 1

    def add_modifiers(self, total: Total, subject: int, stat: str, role: str, group: int) -> None:
        for source in board.field_cards(self.state):
            if "destroyed" in self.state.cards[source].flags and source != subject:
                continue
            card = self.card(source)
            fights = card.kind in ("creature", "vanquisher")
            part = "creature effects" if fights else "spells"
            if card.spell == "trap":
                part = "traps"
            for mod in card.effects:
                if mod.stat == stat and self._applies(mod, source, subject, role, group):
                    total.add(part, mod.amount * self._times(mod, source, group))
        for boost in self.state.values.get("boosts", []):
            if int(boost["card"]) == subject and boost["stat"] == stat:
                total.add(_BOOST_PART[str(boost["by"])], int(boost["amount"]))

    def stat(self, subject: int, stat: str, role: str = "none", group: int = 1) -> Total:
        total = Total()
        total.add("card", self.printed(subject, stat))
        self.add_modifiers(total, subject, stat, role, group)
        return total

    def attack_total(self, attackers: Sequence[int], target: int) -> Total:
        total = Total()
        group = len(attackers)
        weakness = self.card(target).weakness
        for attacker in attackers:
            total.add("card", self.printed(attacker, "atk"))
            self.add_modifiers(total, attacker, "atk", "attacking", group)
            if weakness is not None and self.card(attacker).element == weakness:
                total.add("weakness", 1)
        return total

    def defense_total(self, target: int) -> Total:
        return self.stat(target, "def", "defending")

    def counter_total(self, defender: int, attacker: int) -> Total:
        total = self.stat(defender, "atk", "countering")
        weakness = self.card(attacker).weakness
        if weakness is not None and self.card(defender).element == weakness:
            total.add("weakness", 1)
        return total


_BOOST_PART = {"ability": "creature abilities", "spell": "spells", "trap": "traps"}


def boost_record(card: int, stat: str, amount: int, by: str) -> dict[str, Any]:
    return {"card": card, "stat": stat, "amount": amount, "by": by}
