"""Essence of Conflict: the Vanquisher's stage, the creatures on the field (their attack and
defense as the book totals them), the essence a seat can pay with, the cards in hand, the
deck's reserve (an empty deck loses), and a Vanquisher left open to the enemy's attack.

Normal scores each command at the start of the seat's next turn (`HORIZON`), through the
enemy's whole turn: which creatures survive its attacks (their defense against its attack,
their counter-attacks; book, "Opponent Counter-Attack") is what a creature, an Item or a
payment was worth. On the way the look-ahead settles the seat's own decisions (SETTLED):
nothing more this turn, a declared attack goes ahead, payments are automatic. Passing needs no
margin: the evaluation itself says when an attack is bad.
"""

from __future__ import annotations

import random
from typing import cast

from tabletop.engine.commands import Command
from tabletop.engine.contract import PLAYOUT_WANDER, first_of_kind
from tabletop.engine.parts import BotHints, HintRules
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.facts import FACTS

SCALE = 6.0
HORIZON = "next turn"
PASS_MARGIN = 0.01

STAGE_ONE = 16.0  # a Vanquisher still at Stage 1 (Stage 2 defeated ends the game)
STAGE_TWO = 6.0
CREATURE = 2.0  # an active creature, plus FIGHT for each point of its attack and defense
FIGHT = 0.45
SPELL = 0.8  # a spell on the field
ESSENCE = 0.55  # an Essence card the seat can pay with (in the pool or paying for a card)
ESSENCE_IN_HAND = 0.3  # one Essence a turn may be summoned (book, "Summon an Essence")
CARD_IN_HAND = 0.6
OPEN_VANQUISHER = 0.6  # the share of a stage counted lost when the enemy can take it
LOW_DECK = 6  # fewer cards than this in the deck cost DECK_SHORT a card


def points(state: State, rules: HintRules) -> list[float]:
    cards = cast("dict[str, EocCard]", rules.cardset.cards)
    stats = Stats(state, cards)
    out = []
    for seat in range(state.players):
        score = vanquisher_points(state, seat) - open_vanquisher_loss(state, stats, seat)
        for creature in board.active_creatures(state, seat):
            score += creature_worth(stats, creature)
        score += SPELL * len(board.spells(state, seat))
        score += ESSENCE * essences_on_field(state, cards, seat)
        for iid in state.zone(board.HAND_ZONES[seat]):
            essence = FACTS(cards[state.cards[iid].card]).essence
            score += ESSENCE_IN_HAND if essence else CARD_IN_HAND
        deck = len(state.zone(board.zone(seat, "deck")))
        score -= 2.0 * max(0, LOW_DECK - deck)
        out.append(score)
    return out


def vanquisher_points(state: State, seat: int) -> float:
    iid = board.vanquisher(state, seat)
    if iid is None:
        return 0.0
    return STAGE_TWO if board.stage(state, iid) == 2 else STAGE_ONE


def creature_worth(stats: Stats, creature: int) -> float:
    """An active creature: CREATURE, and FIGHT a point of its attack and defense totals (its
    effects, spells and items included; book, "Clean-up Phase: Graveyard")."""
    atk = stats.stat(creature, "atk").value
    defense = stats.stat(creature, "def").value
    return CREATURE + FIGHT * (atk + defense)


def essences_on_field(state: State, cards: dict[str, EocCard], seat: int) -> int:
    """Essence cards in the seat's pool and paying for its cards (they come back to the pool
    when the card leaves; book reading in RULES.md)."""
    instances = state.cards
    return sum(
        1
        for z in _ESSENCE_ZONES[seat]
        for iid in state.zones.get(z, ())
        if FACTS(cards[instances[iid].card]).essence
    )


#: where a seat's Essence cards can pay: its pool and its slots
_ESSENCE_ZONES = tuple(
    (board.POOL_ZONES[seat], *board.CREATURE_ZONES[seat], *board.SPELL_ZONES[seat])
    for seat in range(board.SEATS)
)


def open_vanquisher_loss(state: State, stats: Stats, seat: int) -> float:
    """A seat with no active creature has its Vanquisher open to attack (book, "Your Attack":
    "or Vanquisher if no enemy creatures are active"); when the enemy's creatures together
    have more attack than its defense, it counts a share of its stage as lost."""
    if board.active_creatures(state, seat):
        return 0.0
    iid = board.vanquisher(state, seat)
    if iid is None:
        return 0.0
    enemies = board.active_creatures(state, board.opponent(seat))
    if not enemies:
        return 0.0
    threat = stats.attack_total(enemies, iid).value
    if threat <= stats.defense_total(iid).value:
        return 0.0
    lost = STAGE_ONE - STAGE_TWO if board.stage(state, iid) == 1 else 2 * STAGE_ONE
    return OPEN_VANQUISHER * lost


def sensible(kind: str | None, commands: list[Command]) -> list[Command]:
    """Moving essence from card to card outside a payment is pointless: attach only to pay
    (never "Move an Essence")."""
    if kind == "prepare":
        return [c for c in commands if c.kind != "arrange"]
    return commands


#: the seat's command at each decision when the look-ahead plays on for it: confirm a declared
#: attack, pay automatically, make the first essence move "Move an Essence" opened (it must
#: make one: stopping there would score "Move an Essence" before the turn is over, ahead of
#: the commands played on to the horizon), and (playing on to its next turn) do nothing more
#: this turn, spring no Trap, counter the first attacker
SETTLED = {
    "declare": "confirm",
    "pay": "autopay",
    "arrange": "attach",
    "prepare": "end",
    "attack": "end",
    "trap": "pass",
    "counter": "counter",
    "choose": "choose",
}


def settle(
    state: State, rules: HintRules, kind: str | None, commands: list[Command]
) -> Command | None:
    """The seat's command in the look-ahead (see SETTLED; the seat's own choice at those
    decisions is scored when it is asked)."""
    wanted = SETTLED.get(kind or "")
    return first_of_kind(commands, wanted)


VANQUISHER_HIT = 100.0  # a hit on the Vanquisher before any creature


def playout(
    state: State, rules: HintRules, kind: str | None, commands: list[Command], rng: random.Random
) -> Command | None:
    """Hard's playouts play a turn the plain way: summon an Essence, create the strongest
    creature the pool pays for, pay automatically, attack where the attack destroys its
    target and the counter-attack does not destroy the attacker (book, "Clean-up Phase:
    Graveyard": destroyed when the damage is greater than the defense; "Opponent
    Counter-Attack"), then end the phase. A declared attack goes ahead, and the first attacker
    is countered. Now and then (PLAYOUT_WANDER), and at every other decision, the sensible
    random command (None)."""
    if kind in ("pay", "declare", "counter"):
        return settle(state, rules, kind, commands)
    if kind not in ("prepare", "attack") or rng.random() < PLAYOUT_WANDER:
        return None
    cards = cast("dict[str, EocCard]", rules.cardset.cards)
    if kind == "prepare":
        return _plain_prepare(state, cards, commands)
    return _plain_attack(state, cards, commands)


def _plain_prepare(
    state: State, cards: dict[str, EocCard], commands: list[Command]
) -> Command | None:
    summon = first_of_kind(commands, "summon")
    if summon is not None:
        return summon
    creates = [c for c in commands if c.kind == "create" and c.source is not None]
    if creates:
        stats = Stats(state, cards)
        return max(
            creates,
            key=lambda c: (
                stats.printed(cast("int", c.source), "atk")
                + stats.printed(cast("int", c.source), "def")
            ),
        )
    return first_of_kind(commands, "end")


def _plain_attack(
    state: State, cards: dict[str, EocCard], commands: list[Command]
) -> Command | None:
    stats = Stats(state, cards)
    good: list[tuple[float, Command]] = []
    for command in commands:
        attacker, target = command.source, command.target_card
        if command.kind != "attack" or attacker is None or target is None:
            continue
        if stats.attack_total([attacker], target).value <= stats.defense_total(target).value:
            continue
        countered = (
            stats.counter_total(target, attacker).value
            > stats.stat(attacker, "def", "defending").value
        )
        if not countered:
            vanquisher = cards[state.cards[target].card].kind == "vanquisher"
            good.append((VANQUISHER_HIT if vanquisher else creature_worth(stats, target), command))
    if good:
        return max(good, key=lambda pair: pair[0])[1]
    return first_of_kind(commands, "end")


HINTS = BotHints(
    points=points,
    scale=SCALE,
    sensible=sensible,
    horizon=HORIZON,
    pass_margin=PASS_MARGIN,
    settle=settle,
    playout=playout,
)
