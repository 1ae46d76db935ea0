"""A bare loop of the floor game's round (Empyrean's, `registry.floor_game`) for `tabletop
bench`: the yardstick the engine is held to.

It plays the same random 2-player games the engine's figure plays, as far as a plain loop can
go: the same decks (costs and Might from the cardset), the opening hand of 4, essence of
round + 1, the simultaneous draft (draw 2, keep 1, the other under the deck), deploy turns
listing every affordable card onto every open battlefield row (6 zones) with passing, the
reveal adding Might, and the tally of battlefields won after round 10. It has no abilities,
tokens, battlefield rule changes, events, log, undo or views: it shows what the rules cost
without the engine, so `bench` can report the engine's figure as a ratio to it in the same
run (the machine is shared and noisy; the ratio is what compares across runs).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.engine.registry import floor_game, get_rules

ROUNDS = 10
BATTLEFIELDS = 3
ZONES = 6
OPENING_HAND = 4


def play_reference_game(decks: Sequence[Sequence[tuple[int, int]]], seed: int) -> tuple[int, int]:
    """One random 2-player game; `decks` holds each seat's cards as (cost, might). Returns how
    many decisions the random players took (the engine's commands) and the winner (-1: a
    draw)."""
    rng = random.Random(seed)
    piles = [list(deck) for deck in decks]
    for pile in piles:
        rng.shuffle(pile)
    hands = [[pile.pop() for _ in range(min(OPENING_HAND, len(pile)))] for pile in piles]
    rows: list[list[list[tuple[int, int]]]] = [[[] for _ in range(BATTLEFIELDS)] for _ in decks]
    might = [[0] * BATTLEFIELDS for _ in decks]
    decisions = 0
    for current in range(1, ROUNDS + 1):
        essence = [current + 1] * len(decks)
        for seat, pile in enumerate(piles):  # draft: draw 2, keep 1
            drawn = [pile.pop() for _ in range(min(2, len(pile)))]
            if len(drawn) == 2:
                keep = rng.randrange(2)
                decisions += 1
                hands[seat].append(drawn[keep])
                pile.insert(0, drawn[1 - keep])
            else:
                hands[seat] += drawn
        revealed: list[tuple[int, int, tuple[int, int]]] = []
        for seat, hand in enumerate(hands):  # deploy until the seat passes
            while True:
                options = [
                    (index, bf)
                    for index, card in enumerate(hand)
                    if card[0] <= essence[seat]
                    for bf in range(BATTLEFIELDS)
                    if len(rows[seat][bf]) < ZONES
                ]
                decisions += 1
                pick = rng.randrange(len(options) + 1)
                if pick == len(options):
                    break
                index, bf = options[pick]
                card = hand.pop(index)
                essence[seat] -= card[0]
                rows[seat][bf].append(card)
                revealed.append((seat, bf, card))
        for seat, bf, card in revealed:  # reveal: Might onto the battlefield
            might[seat][bf] += card[1]
    won = [sum(1 for bf in range(BATTLEFIELDS) if might[s][bf] > might[1 - s][bf]) for s in (0, 1)]
    return decisions, (0 if won[0] > won[1] else 1 if won[1] > won[0] else -1)


def floor_decks() -> dict[str, list[tuple[int, int]]]:
    """The decks of the floor's game (registry.floor_game) as (cost, strength) a card."""
    game = floor_game()
    decks = get_rules(game).floor_decks() if game else None
    if not decks:
        raise RuntimeError("no registered game gives the bench's floor decks (floor_decks)")
    return decks
