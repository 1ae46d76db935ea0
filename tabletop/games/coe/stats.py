"""A character's ATK, DEF and HP now: printed values, equipment, passive skills, Vengeance and
this round's boosts (book, "Champions", "Equipments"; cardset rules page for the keywords)."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.state import State
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.facts import CardReading, facts_table


class Stats:
    """`still`: the state will not change while these stats are read (an evaluation, a
    listing): every character's modifiers are then added up in one sweep, when first asked,
    and kept."""

    def __init__(self, state: State, cards: Mapping[str, CoeCard], still: bool = False) -> None:
        self.state = state
        self.cards = cards
        self.facts = facts_table(cards)
        self.still = still
        self._swept: dict[str, Bonuses] = {}

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
        if self.still:
            if not self._swept:
                self._swept = self.sweep()
            swept = self._swept[stat]
            return max(0, base + swept.of(self.state, iid, self.card(iid).champion))
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

    def sweep(self) -> dict[str, Bonuses]:
        """Every modifier on the table, added up by stat and by whom it reaches (the same
        sums as `bonus`, for every card at once)."""
        state, facts = self.state, self.facts
        cards, values = state.cards, state.values
        out = {"atk": Bonuses(), "def": Bonuses()}
        for owner in range(state.players):
            for other in board.arsenal(state, owner):
                to = cards[other].attached_to
                if to is not None:
                    for stat, amount in facts[cards[other].card].equip_bonus.items():
                        out[stat].add(out[stat].own, to, amount)
            for ally in [*board.characters(state, owner), board.support(state, owner)]:
                if ally is not None:
                    self._passives(out, owner, ally)
            for source in values.get(f"vengeance.p{owner}", []):
                for stat, amount in facts[str(source)].vengeance_bonus.items():
                    out[stat].add(out[stat].champions, owner, amount)
        for entry in values.get("boosts", []):
            boosted = out.get(entry[1])
            if boosted is not None:
                boosted.add(boosted.own, int(entry[0]), int(entry[2]))
        return out

    def _passives(self, out: dict[str, Bonuses], seat: int, ally: int) -> None:
        cards = self.state.cards
        for level, to, stat, amount in self.facts[cards[ally].card].passives:
            if self.level(ally) < level:
                continue
            swept = out[stat]
            if to == "self":
                if cards[ally].holder == seat:  # `bonus` finds it among its holder's allies
                    swept.add(swept.own, ally, amount)
            else:
                swept.add(swept.allies if to == "allies" else swept.champions, seat, amount)


class Bonuses:
    """What the modifiers add to one stat: to a card itself (equipment, its own passive,
    boosts), to a seat's characters (allies), to a seat's champions (passives, Vengeance)."""

    __slots__ = ("allies", "champions", "own")

    def __init__(self) -> None:
        self.own: dict[int, int] = {}
        self.allies: dict[int, int] = {}
        self.champions: dict[int, int] = {}

    @staticmethod
    def add(sums: dict[int, int], key: int, amount: int) -> None:
        sums[key] = sums.get(key, 0) + amount

    def of(self, state: State, iid: int, champion: bool) -> int:
        seat = state.cards[iid].holder
        total = self.own.get(iid, 0) + self.allies.get(seat, 0)
        return total + self.champions.get(seat, 0) if champion else total
