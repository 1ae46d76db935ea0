"""Starting the game (book, "Start the Game"): Vanquisher at Stage 1, shuffle, draw 7, the
mulligan for a hand with no playable creature (at most twice: the third hand is final), then a
coin flip for the first player."""

from __future__ import annotations

from tabletop.games.eoc import board
from tabletop.games.eoc.costs import satisfied
from tabletop.games.eoc.runtime import Runtime

HAND = 7


def playable_creature(rt: Runtime, hand: list[int]) -> bool:
    """A creature and the essence to create it, both in the hand."""
    essence = [i for i in hand if rt.card(i).kind == "essence"]
    supply = board.supply(rt.state, rt.cards, essence)
    return any(rt.card(i).kind == "creature" and satisfied(rt.card(i).cost, supply) for i in hand)


def deal(rt: Runtime, seat: int, deck_cards: list[str], mulligans: int) -> None:
    ctx = rt.ctx
    deck = board.zone(seat, "deck")
    hand = board.zone(seat, "hand")
    for card_id in deck_cards:
        if rt.cards[card_id].kind == "vanquisher":
            iid = ctx.create(card_id, seat, board.zone(seat, "vanquisher"), face_up=True)
            ctx.narrate(f"{rt.seat_name(seat)} plays {rt.name(iid)} at Stage 1")
    ctx.create_deck([c for c in deck_cards if rt.cards[c].kind != "vanquisher"], seat, deck)
    for _ in range(HAND):
        rt.draw(seat)
    redrawn = 0
    while redrawn < mulligans and not playable_creature(rt, rt.state.zone(hand)):
        shown = ", ".join(rt.name(i) for i in rt.state.zone(hand))
        ctx.narrate(f"{rt.seat_name(seat)} has no playable creature and reveals: {shown}")
        for iid in list(rt.state.zone(hand)):
            ctx.move(iid, deck, face_up=False)
        ctx.shuffle(deck)
        for _ in range(HAND):
            rt.draw(seat)
        redrawn += 1
        ctx.set_value(f"mulligans.p{seat}", redrawn, f"{rt.seat_name(seat)}'s mulligans")
    if redrawn == mulligans and mulligans and not playable_creature(rt, rt.state.zone(hand)):
        ctx.narrate(f"{rt.seat_name(seat)}'s third hand is final")
