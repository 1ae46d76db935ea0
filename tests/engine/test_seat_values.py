"""Values that hold a seat (whose turn, who went first) read as the player's name, in every
game; other values, and seat numbers out of range, read as they are."""

from __future__ import annotations

import pytest

from tabletop.engine.registry import game_ids, get_rules

NAMES = ("Ada", "Bo", "Cy")


@pytest.mark.parametrize("game_id", game_ids())
def test_seat_values_read_as_names(game_id: str) -> None:
    rules = get_rules(game_id)
    assert rules.seat_values, f"{game_id} names no seat values"
    for key in rules.seat_values:
        assert rules.format_value(key, 1, NAMES) == "Bo"
        assert rules.format_value(key, 7, NAMES) == "7"
    assert rules.format_value("not-a-seat-value", 1, NAMES) == "1"
