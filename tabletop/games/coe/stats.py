"""A character's ATK, DEF and HP now: printed values, equipment, passive skills, Vengeance and
this round's boosts (book, "Champions", "Equipments"; cardset rules page for the keywords)."""

from __future__ import annotations

from tabletop.engine.state import State
from tabletop.games.coe import board
from tabletop.games.coe.cards import CoeCard, Modifier


class Stats:
    def __init__(self, state: State, cards: dict[str, CoeCard]) -> None:
        self.state = state
        self.cards = cards

    def card(self, iid: int) -> CoeCard:
        return self.cards[self.state.cards[iid].card]

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
        return max(0, base + sum(m.amount for m in self._modifiers(iid) if m.stat == stat))

    def _modifiers(self, iid: int) -> list[Modifier]:
        state = self.state
        seat = state.cards[iid].holder
        card = self.card(iid)
        out: list[Modifier] = []
        for owner in range(state.players):
            for other in board.arsenal(state, owner):
                if state.cards[other].attached_to == iid:
                    out.extend(self.card(other).equip)
        for ally in [*board.characters(state, seat), board.support(state, seat)]:
            if ally is None:
                continue
            for skill in self.card(ally).skills:
                if skill.timing != "passive" or self.level(ally) < skill.level:
                    continue
                for mod in skill.modifiers:
                    if (
                        (mod.to == "self" and ally == iid)
                        or mod.to == "allies"
                        or (mod.to == "champions" and card.kind == "champion")
                    ):
                        out.append(mod)
        if card.kind == "champion":
            for source in state.values.get(f"vengeance.p{seat}", []):
                out.extend(self.cards[str(source)].vengeance)
        for entry in state.values.get("boosts", []):
            if int(entry[0]) == iid:
                out.append(Modifier(stat=entry[1], amount=int(entry[2])))
        return out
