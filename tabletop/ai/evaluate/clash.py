"""Clash: the damage difference (the least damage wins), the deck each seat has built, and the
attack and resources the seat whose turn it is still holds."""

from __future__ import annotations

from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

SCALE = 6.0  # six points of damage is a clear lead

#: a seat's zones whose cards are its own to play (scrapped and damage cards are not)
OWN = ("deck", "hand", "discard", "play", "camp", "fort", "upgrades", "monarch")


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def points(state: State, rules: GameRules) -> list[float]:
    cards = rules.cardset.cards
    turn = _int(state.values.get("turn"))
    out = []
    for seat in range(state.players):
        damage = _int(state.values.get(f"damage.p{seat}"))
        own = [i for name in OWN for i in state.zone(f"p{seat}.{name}")]
        costs = [int(getattr(cards.get(state.cards[i].card), "cost", 0)) for i in own]
        quality = sum(costs) / max(len(costs), 1)  # average cost: a better deck draws better
        score = -damage + 1.5 * quality + 0.1 * sum(costs)
        if seat == turn:
            score += 0.8 * _int(state.values.get("attack")) + 0.2 * _int(state.values.get("resources"))
        out.append(score)
    return out
