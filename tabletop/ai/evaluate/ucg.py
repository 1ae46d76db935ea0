"""Universal Card Game: the deck is a seat's life (damage mills it; below zero loses), then the
characters on the board, the hand and the resources."""

from __future__ import annotations

from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

SCALE = 5.0
DECK = 0.5  # a card of the deck (life)
CHARACTER = 1.0  # a character on the board, plus COMBAT for each point of its combat left
COMBAT = 0.4
HAND = 0.4
RESOURCE = 1.0  # up to RESOURCES_WANTED resources, a tenth of it after


def points(state: State, rules: GameRules) -> list[float]:
    cards = rules.cardset.cards
    out = []
    for seat in range(state.players):
        deck = len(state.zone(f"p{seat}.deck"))
        score = DECK * deck - (6.0 if deck < 3 else 0.0)
        for zone in ("active", "exhausted"):
            for iid in state.zone(f"p{seat}.{zone}"):
                card = state.cards[iid]
                combat = getattr(cards.get(card.card), "combat", None) or 0
                score += CHARACTER + COMBAT * max(0, int(combat) - card.counters.get("damage", 0))
        score += HAND * len(state.zone(f"p{seat}.hand"))
        resources = len(state.zone(f"p{seat}.reserve")) + len(state.zone(f"p{seat}.expended"))
        score += RESOURCE * min(resources, 7) + 0.1 * RESOURCE * max(0, resources - 7)
        out.append(score)
    return out
