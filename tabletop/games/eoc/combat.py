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
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.costs import shortfall
from tabletop.games.eoc.facts import CardFacts, facts_table
from tabletop.games.eoc.modifiers import ModifierFn

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
    """Reads the printed stats and every active modifier of the field (one read of a state:
    the field's cards are listed once, on first use)."""

    def __init__(self, state: State, cards: dict[str, EocCard]) -> None:
        self.state = state
        self.cards = cards
        self.table = facts_table(cards)
        self._field: list[int] | None = None
        #: by stat: each field card with modifiers of it, its part and its modifiers
        self._modifying: dict[str, list[tuple[int, str, tuple[ModifierFn, ...]]]] = {}

    def card(self, iid: int) -> EocCard:
        return self.cards[self.state.cards[iid].card]

    def facts(self, iid: int) -> CardFacts:
        return self.table[self.state.cards[iid].card]

    def printed(self, iid: int, stat: str) -> int:
        # a creature's two entries are the same: only a Vanquisher is ever flagged stage-2
        instance = self.state.cards[iid]
        stage = self.table[instance.card].printed[1 if "stage-2" in instance.flags else 0]
        return stage[0] if stat == "atk" else stage[1]

    def surplus(self, iid: int) -> int:
        """Essence attached beyond the card's creation cost (overpayment)."""
        essences = board.attached(self.state, iid)
        supply = board.supply(self.state, self.cards, essences)
        total = sum(a for _, a in supply)
        facts = self.facts(iid)
        return max(0, total - facts.total_cost) if shortfall(facts.cost, supply) == 0 else 0

    def field(self) -> list[int]:
        if self._field is None:
            self._field = board.field_cards(self.state)
        return self._field

    def _sources(self, stat: str) -> list[tuple[int, str, tuple[ModifierFn, ...]]]:
        """The field's cards with modifiers of `stat` (most cards have none), in field order."""
        found = self._modifying.get(stat)
        if found is None:
            found = self._modifying[stat] = []
            table, instances = self.table, self.state.cards
            for source in self.field():
                facts = table[instances[source].card]
                mods = facts.atk_mods if stat == "atk" else facts.def_mods
                if mods:
                    found.append((source, facts.effect_part, mods))
        return found

    def add_modifiers(self, total: Total, subject: int, stat: str, role: str, group: int) -> None:
        cards = self.state.cards
        parts = total.parts
        for source, part, mods in self._sources(stat):
            if source != subject and "destroyed" in cards[source].flags:
                continue
            for mod in mods:
                parts[part] += mod(self, source, subject, role, group)
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
        weakness = self.facts(target).weakness
        for attacker in attackers:
            total.add("card", self.printed(attacker, "atk"))
            self.add_modifiers(total, attacker, "atk", "attacking", group)
            if weakness is not None and self.facts(attacker).element == weakness:
                total.add("weakness", 1)
        return total

    def defense_total(self, target: int) -> Total:
        return self.stat(target, "def", "defending")

    def counter_total(self, defender: int, attacker: int) -> Total:
        total = self.stat(defender, "atk", "countering")
        weakness = self.facts(attacker).weakness
        if weakness is not None and self.facts(defender).element == weakness:
            total.add("weakness", 1)
        return total


_BOOST_PART = {"ability": "creature abilities", "spell": "spells", "trap": "traps"}


def boost_record(card: int, stat: str, amount: int, by: str) -> dict[str, Any]:
    return {"card": card, "stat": stat, "amount": amount, "by": by}
