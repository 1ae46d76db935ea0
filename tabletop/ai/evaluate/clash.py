"""Clash: the damage difference (the least damage wins), the deck each seat has built, its
standing defense, and the attack and resources the seat whose turn it is still holds."""

from __future__ import annotations

from typing import cast

from tabletop.engine.rules import GameRules
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.cards import ClashCard

SCALE = 6.0  # six points of damage is a clear lead

#: a seat's zones whose cards are its own to play (scrapped and damage cards are not)
OWN = ("deck", "hand", "discard", "play", "camp", "fort", "upgrades", "monarch")


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def points(state: State, rules: GameRules) -> list[float]:
    cards = cast("dict[str, ClashCard]", rules.cardset.cards)
    turn = _int(state.values.get("turn"))
    out = []
    for seat in range(state.players):
        damage = _int(state.values.get(f"damage.p{seat}"))
        own = [i for name in OWN for i in state.zone(f"p{seat}.{name}")]
        score = -damage + 0.35 * sum(_worth(cards.get(state.cards[i].card)) for i in own)
        # standing defense blunts every attack to come; the camp's, once, when committed
        score += 0.8 * float(sum(board.fort_defense(state, cards, seat).values()))
        score += 0.4 * board.camp_defense(state, cards, seat)
        if seat == turn:  # this turn's pools: the attack not yet declared, the resources
            unspent = 0 if state.values.get("attacked") else _int(state.values.get("attack"))
            score += 1.1 * unspent + 0.3 * _int(state.values.get("resources"))
        out.append(score)
    return out


def _worth(card: ClashCard | None) -> float:
    """What a card adds to a deck: its price, or for a starting card (free) what it gives."""
    if card is None:
        return 0.0
    gives = card.play.gold * 2 + card.play.attack + card.play.draw * 2 + card.play.recovery
    return float(max(card.cost, gives))
