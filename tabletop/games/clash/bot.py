"""Clash: the damage difference (the least damage wins), the deck each seat has built, its
standing defense, and the attack and resources the seat whose turn it is still holds.

Resources are worth what they can still buy this turn (the dearest market card they pay for),
not their count: they vanish when the turn ends, so a Gold or Gems scrapped for a resource
nothing in the market needs is a card lost for nothing (scrapping is `spending`: the bots may
always end the turn instead)."""

from __future__ import annotations

import functools
import random
from typing import cast

from tabletop.cards.cardset import Cardset
from tabletop.engine.commands import Command
from tabletop.engine.contract import PLAYOUT_WANDER
from tabletop.engine.parts import BotHints, HintRules
from tabletop.engine.prepared import Prepared
from tabletop.engine.state import State
from tabletop.games.clash import board
from tabletop.games.clash.cards import ClashCard

SCALE = 6.0  # six points of damage is a clear lead

#: a seat's zones whose cards are its own to play (scrapped and damage cards are not)
OWN = ("deck", "hand", "discard", "play", "camp", "fort", "upgrades", "monarch")


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def points(state: State, rules: HintRules) -> list[float]:
    cards = cast("dict[str, ClashCard]", rules.cardset.cards)
    worth = WORTH_BY_ID(cast("Cardset", rules.cardset))
    turn = _int(state.values.get("turn"))
    zones, instances = state.zones, state.cards
    out = []
    for seat in range(state.players):
        damage = _int(state.values.get(board.damage_key(seat)))
        own = [i for zone in _own_zones(seat) for i in zones.get(zone, ())]
        score = -damage + 0.35 * sum(worth.get(instances[i].card, 0.0) for i in own)
        # standing defense blunts every attack to come: the fortification's, and the camp's
        # too, whose defenders stay garrisoned by the book (the house rule that discards them
        # after a defense is the option camp_defenders: discarded)
        score += 0.8 * float(sum(board.fort_defense(state, cards, seat).values()))
        score += 0.8 * board.camp_defense(state, cards, seat)
        if seat == turn:  # this turn's pools: the attack not yet declared, the resources
            unspent = 0 if state.values.get("attacked") else _int(state.values.get("attack"))
            score += 1.1 * unspent + 0.3 * _buying_power(state, cards)
        out.append(score)
    return out


def _buying_power(state: State, cards: dict[str, ClashCard]) -> int:
    """The price of the dearest market card the turn's resources pay for (0: none)."""
    money = _int(state.values.get("resources"))
    best = 0
    if money <= 0:
        return 0
    zones, instances = state.zones, state.cards
    for slot in board.MARKET_FACES:
        for iid in zones.get(slot, ()):
            cost = cards[instances[iid].card].cost
            if best < cost <= money:
                best = cost
    return best


@functools.cache
def _own_zones(seat: int) -> tuple[str, ...]:
    return tuple(board.zone(seat, name) for name in OWN)


def _worth(card: ClashCard) -> float:
    """What a card adds to a deck: its price, or for a starting card (free) what it gives."""
    gives = card.play.gold * 2 + card.play.attack + card.play.draw * 2 + card.play.recovery
    return float(max(card.cost, gives))


def playout(
    state: State, rules: HintRules, kind: str | None, commands: list[Command], rng: random.Random
) -> Command | None:
    """Hard's playouts play a turn the plain deck-builder's way: build or crown, activate every
    card of the hand, buy the dearest card the resources pay for, attack, end. The defense
    and, now and then, any turn decision are the sensible random choice (None)."""
    if kind != "turn" or rng.random() < PLAYOUT_WANDER:
        return None
    firsts: dict[str, Command] = {}  # the first build, crown, attack and end listed
    from_hand: list[Command] = []
    buys: list[Command] = []
    hand = state.zones.get(board.zone(commands[0].seat, "hand"), ())
    for command in commands:
        what = command.kind
        if what == "activate":
            if command.source in hand:
                from_hand.append(command)
        elif what == "buy":
            buys.append(command)
        elif what not in firsts:
            firsts[what] = command
    for first in ("build", "crown"):
        if first in firsts:
            return firsts[first]
    if from_hand:
        return rng.choice(from_hand)
    if buys:
        cards = cast("dict[str, ClashCard]", rules.cardset.cards)
        instances = state.cards
        return max(buys, key=lambda c: cards[instances[cast("int", c.source)].card].cost)
    for last in ("attack", "end"):
        if last in firsts:
            return firsts[last]
    return None


def _worths(cardset: Cardset) -> dict[str, float]:
    cards: dict[str, ClashCard] = cardset.cards
    return {card_id: _worth(card) for card_id, card in cards.items()}


#: what each card of a cardset adds to a deck, by card id (read at every evaluation)
WORTH_BY_ID: Prepared[Cardset, dict[str, float]] = Prepared("clash.worth-by-id", _worths, _worths)

HINTS = BotHints(points=points, scale=SCALE, playout=playout, spending=frozenset({"scrap"}))
