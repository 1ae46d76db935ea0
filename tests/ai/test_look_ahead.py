"""Where the look-ahead stops (ai/look_ahead.py: TurnWatch) and the games' hints."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.ai.evaluate import look_ahead_hints
from tabletop.ai.look_ahead import TurnWatch
from tabletop.engine.registry import get_rules
from tabletop.engine.state import State


def _at(state: State, turn: int, number: int | None) -> State:
    moved = state.copy()
    moved.values["turn"] = turn
    if number is None:
        moved.values.pop("turn_no", None)
    else:
        moved.values["turn_no"] = number
    return moved


@pytest.fixture
def start() -> State:
    return tabletop.new_game("ucg", seed=1, seats=("computer", "computer")).state


def test_the_next_turn_begins_when_the_seat_moves_again(start: State) -> None:
    """Decided in its own turn (turn 4), seat 0's next turn is turn 6; decided in the other
    seat's turn, its own next one; a turn of the seat that began and ended inside one command
    (turn 7 already) is seen by the turn count."""
    watch = TurnWatch(_at(start, 0, 4), 0)
    assert not watch.next_turn_begun(_at(start, 0, 4))
    assert not watch.next_turn_begun(_at(start, 1, 5))
    assert watch.next_turn_begun(_at(start, 0, 6))
    assert watch.next_turn_begun(_at(start, 1, 7))
    blocking = TurnWatch(_at(start, 1, 5), 0)
    assert not blocking.next_turn_begun(_at(start, 1, 5))
    assert blocking.next_turn_begun(_at(start, 0, 6))


def test_without_a_turn_count_the_turn_value_is_followed(start: State) -> None:
    watch = TurnWatch(_at(start, 0, None), 0)
    assert not watch.next_turn_begun(_at(start, 0, None))
    assert not watch.next_turn_begun(_at(start, 1, None))
    assert watch.next_turn_begun(_at(start, 0, None))  # back to seat 0 after seat 1
    assert TurnWatch(_at(start, 0, 4), 0).turn_passed(_at(start, 0, 5))
    assert not TurnWatch(_at(start, 0, 4), 0).turn_passed(_at(start, 0, 4))


def test_each_game_names_a_known_horizon() -> None:
    assert look_ahead_hints(get_rules("eoc")).horizon == "next turn"
    assert look_ahead_hints(get_rules("coe")).horizon == "turn"
    assert look_ahead_hints(get_rules("ucg")).horizon == "next turn"
    assert look_ahead_hints(get_rules("empyrean")).horizon == "decision"
    assert look_ahead_hints(get_rules("tally")).horizon == "decision"
