"""Random legal playouts of every registered game, every deck pairing, every player count."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.registry import game_ids, get_rules
from tests.property.harness import playout


def _pairings() -> list[tuple[str, int, tuple[str, ...]]]:
    cases = []
    for game_id in game_ids():
        rules = get_rules(game_id)
        decks = list(rules.cardset.decks)
        for players in range(rules.min_players, rules.max_players + 1):
            if players == 2:
                combos = list(itertools.product(decks, repeat=2))
            else:
                combos = [
                    tuple(decks[(i + k) % len(decks)] for k in range(players))
                    for i in range(len(decks))
                ]
            cases.extend((game_id, players, tuple(c)) for c in combos)
    return cases


@pytest.mark.parametrize(("game_id", "players", "decks"), _pairings())
@settings(
    max_examples=2,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_playout_keeps_invariants(
    game_id: str, players: int, decks: tuple[str, ...], seed: int, tmp_path: Path
) -> None:
    """Core harness (issue 2, deliverable 9): cards conserved, undo/redo, save/load, replay."""
    playout(game_id, seed, players, decks, tmp_path)
