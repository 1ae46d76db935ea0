"""Universal Card Game: the deck is a seat's life (damage mills it; below zero loses), then the
characters on the board, the hand and the resources."""

from __future__ import annotations

from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

SCALE = 5.0


def points(state: State, rules: GameRules) -> list[float]:
    cards = rules.cardset.cards
    out = []
    for seat in range(state.players):
        deck = len(state.zone(f"p{seat}.deck"))
        score = 0.5 * deck - (6.0 if deck < 3 else 0.0)
        for zone in ("active", "exhausted"):
            for iid in state.zone(f"p{seat}.{zone}"):
                card = state.cards[iid]
                model = cards.get(card.card)
                combat = getattr(model, "combat", None) or 0
                score += 1.0 + 0.4 * max(0, int(combat) - card.counters.get("damage", 0))
        score += 0.4 * len(state.zone(f"p{seat}.hand"))
        resources = len(state.zone(f"p{seat}.reserve")) + len(state.zone(f"p{seat}.expended"))
        score += 1.0 * min(resources, 7) + 0.1 * max(0, resources - 7)
        out.append(score)
    return out
