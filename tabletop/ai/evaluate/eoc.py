"""Essence of Conflict: the Vanquisher's stage and damage, the creatures on the field, the cards
in hand and the essence at hand, the deck's reserve (an empty deck loses)."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

SCALE = 6.0


def points(state: State, rules: GameRules) -> list[float]:
    cards = rules.cardset.cards
    out = []
    for seat in range(state.players):
        score = 0.0
        for iid in state.zone(f"p{seat}.vanquisher"):
            card = state.cards[iid]
            score += 6.0 if "stage-2" in card.flags else 16.0
            score -= 0.5 * card.counters.get("damage", 0)
        for slot in ("c1", "c2", "c3"):
            for iid in state.zone(f"p{seat}.{slot}"):
                card = state.cards[iid]
                model = cards.get(card.card)
                if getattr(model, "kind", "") != "creature" or "destroyed" in card.flags:
                    continue
                score += 1.5 + 0.3 * (
                    int(getattr(model, "atk", 0)) + int(getattr(model, "defense", 0))
                )
        for slot in ("s1", "s2", "s3"):
            score += 0.8 * len(state.zone(f"p{seat}.{slot}"))
        score += 0.6 * len(state.zone(f"p{seat}.hand")) + 0.4 * len(state.zone(f"p{seat}.pool"))
        deck = len(state.zone(f"p{seat}.deck"))
        if deck < 6:
            score -= 2.0 * (6 - deck)
        out.append(score)
    return out


def sensible(kind: str | None, commands: list[Command]) -> list[Command]:
    """Moving essence from card to card outside a payment is pointless: attach only to pay."""
    if kind == "prepare":
        return [c for c in commands if c.kind != "attach"]
    return commands
