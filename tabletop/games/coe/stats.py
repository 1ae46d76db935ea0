"""A character's ATK, DEF and HP now: printed values, equipment, passive skills, Vengeance and
this round's boosts (book, "Champions", "Equipments"; cardset rules page for the keywords)."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.state import State
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.facts import CardReading, facts_table


class Stats:
    def __init__(self, state: State, cards: Mapping[str, CoeCard]) -> None:
        self.state = state
        self.cards = cards
        self.facts = facts_table(cards)

    def card(self, iid: int) -> CardReading:
        return self.facts[self.state.cards[iid].card]

    def hp_left(self, iid: int) -> int:
        return max(0, (self.card(iid).hp or 0) - self.state.counter(iid, "damage"))

    def level(self, iid: int) -> int:
        return self.state.counter(iid, "xp")

    def printed(self, iid: int, stat: str) -> int | None:
        """The card's printed ATK or DEF; None when it has no such stat (it cannot use or
        boost it)."""
        card = self.card(iid)
        return card.atk if stat == "atk" else card.defense

    def has(self, iid: int, stat: str) -> bool:
        """Whether the card has the stat at all: `stat` without adding up the modifiers."""
        return self.printed(iid, stat) is not None

    def stat(self, iid: int, stat: str) -> int | None:
        """ATK or DEF now; None when the card has no such stat (it cannot use or boost it)."""
        base = self.printed(iid, stat)
        if base is None:
            return None
        return max(0, base + self.bonus(iid, stat))

    def bonus(self, iid: int, stat: str) -> int:
        """What the modifiers on the card add to `stat`: equipment attached to it, its
        seat's passive skills, Vengeance (champions) and this round's boosts."""
        state, facts = self.state, self.facts
        cards = state.cards
        seat = cards[iid].holder
        champion = self.card(iid).champion
        out = 0
        for owner in range(state.players):
            for other in board.arsenal(state, owner):
                if cards[other].attached_to == iid:
                    out += facts[cards[other].card].equip_bonus[stat]
        for ally in [*board.characters(state, seat), board.support(state, seat)]:
            if ally is None:
                continue
            for level, to, which, amount in facts[cards[ally].card].passives:
                if which != stat or self.level(ally) < level:
                    continue
                if (
                    (to == "self" and ally == iid)
                    or to == "allies"
                    or (to == "champions" and champion)
                ):
                    out += amount
        if champion:
            for source in state.values.get(f"vengeance.p{seat}", []):
                out += facts[str(source)].vengeance_bonus[stat]
        for entry in state.values.get("boosts", []):
            if int(entry[0]) == iid and entry[1] == stat:
                out += int(entry[2])
        return out
