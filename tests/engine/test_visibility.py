"""Who sees a card follows the zone it lies in and the seat that controls it (issue 9, 1)."""

from __future__ import annotations

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.events import CardMoved
from tabletop.engine.state import State


def _tally() -> tabletop.Game:
    return tabletop.new_game("tally", seed=3, seats=["human", "human"])


def test_a_card_passed_into_another_hand_shows_to_that_seat_only() -> None:
    """A face-down card of seat 0 put into seat 1's hand: seat 1 sees it, seat 0 does not."""
    game = _tally()
    card = game.state.zone("p0.hand")[0]
    game.play(Command(0, "sandbox.move", card, "zone:p1.hand"))
    if game.state.cards[card].face_up:
        game.play(Command(0, "sandbox.flip", card))
    assert game.state.cards[card].owner == 0
    assert not game.state.cards[card].face_up
    assert game.view(1).cards[card].card is not None
    assert game.view(0).cards[card].card is None
    assert game.view(1).cards[card].controller == 1


def test_moving_into_a_seats_zone_records_the_new_controller_in_the_event() -> None:
    game = _tally()
    card = game.state.zone("p0.hand")[0]
    events = game.play(Command(0, "sandbox.move", card, "zone:p1.hand"))
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert moved and moved[0].controller == 1


def test_face_down_card_in_a_public_zone_shows_to_its_controller() -> None:
    """Tally's table is public: a face-down pick is seen by the seat that played it only."""
    game = _tally()
    pick = next(c for c in game.legal() if c.kind == "play" and c.seat == 1)
    game.play(pick)
    assert pick.source is not None
    assert game.view(1).cards[pick.source].card is not None
    assert game.view(0).cards[pick.source].card is None


def test_deck_is_hidden_from_everyone_even_its_owner() -> None:
    game = _tally()
    for seat in (0, 1):
        for iid in game.state.zone(f"p{seat}.deck"):
            assert game.view(seat).cards[iid].card is None


def test_the_state_is_the_fold_of_its_events() -> None:
    """Folding the events onto an empty state gives the same fingerprint (issue 9, 2)."""
    game = _tally()
    game.play(game.legal()[0])
    state = State.empty()
    for event in game.events:
        event.apply(state)
    assert state.fingerprint() == game.fingerprint()


def test_a_log_line_names_a_card_only_for_who_saw_it_then() -> None:
    """A card dealt unseen stays unnamed in the deal's line after it is revealed: the reader
    never learned which card was dealt then; its owner did."""
    game = _tally()
    pick = next(c for c in game.legal() if c.kind == "play" and c.seat == 1)
    assert pick.source is not None
    name = game.card(pick.source).name
    game.play(pick)
    while game.value("round") == 1:  # everyone passes: the picks are revealed
        game.play(next(c for c in game.legal() if c.kind == "pass"))
    assert game.names(0).card(pick.source) == name  # seen now, by everyone
    setup = game.log[0]
    assert game.names(0, setup).card(pick.source) == "a hidden card"
    assert game.names(1, setup).card(pick.source) == name
    dealt = [line for line in game.describe_log(0)[: len(setup.events)] if name in line]
    assert dealt == []
