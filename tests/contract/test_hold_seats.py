"""A person's seat can be held (issue 35, "Hold a position", the table setting "never end a
phase for me"; issue 34: the setting, the docs and every game agree): a game whose config
holds a seat asks it even when ending the phase, passing or "done" is all it may do, in
every game; the setting is kept in the save."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import tabletop
from tabletop.engine import registry
from tabletop.engine.contract import PASSING
from tests.contract.conftest import GAMES


def _lone_ways_out(game_id: str, hold: tuple[int, ...], seed: int = 4) -> tuple[int, str]:
    """How often seat 0 was asked with only a way out (end, pass, done), in a random game."""
    players = registry.get_rules(game_id).min_players
    game = tabletop.new_game(game_id, seed=seed, seats=["human"] * players, hold_seats=hold)
    pick = random.Random(seed)
    asked = 0
    for _ in range(3000):
        if game.result is not None:
            break
        mine = [c for c in game.legal() if c.seat == 0]
        asked += len(mine) == 1 and mine[0].kind in PASSING
        game.play(pick.choice(game.legal()))
    return asked, game.fingerprint()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_held_seat_is_asked_even_with_only_a_way_out(game_id: str) -> None:
    free, _ = _lone_ways_out(game_id, ())
    held, _ = _lone_ways_out(game_id, (0,))
    assert held >= free
    if game_id in ("coe", "ucg", "empyrean"):  # these close such decisions by themselves
        assert free == 0 and held > 0


def test_holding_is_kept_in_the_save(tmp_path: Path) -> None:
    game = tabletop.new_game("ucg", seed=2, seats=["human", "computer"], hold_seats=[0])
    assert game.config.hold_seats == (0,)
    game.save(tmp_path / "held.json")
    assert tabletop.load_game(tmp_path / "held.json").config.hold_seats == (0,)


def test_a_seat_that_is_not_at_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="hold_seats"):
        tabletop.new_game("ucg", hold_seats=[5])
