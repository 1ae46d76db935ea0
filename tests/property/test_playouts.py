"""Random legal playouts of every registered game, every deck pairing, every player count."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.registry import game_ids, get_rules
from tests.property.harness import playout


def _pairings(three: bool = False) -> list[tuple[str, int, tuple[str, ...]]]:
    """Deck pairings of every game: two-player ones, or (three=True) the larger tables."""
    cases = []
    for game_id in game_ids():
        rules = get_rules(game_id)
        decks = list(rules.cardset.decks)
        for players in range(rules.min_players, rules.max_players + 1):
            if (players > 2) != three:
                continue
            if players == 2:
                combos = list(itertools.product(decks, repeat=2))
            else:
                # every set of three different decks once (ordered pairings would be hundreds
                # of games), plus each deck in every seat once by rotation
                combos = list(itertools.combinations(decks, players))
                combos += [
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


@pytest.mark.parametrize(("game_id", "players", "decks"), _pairings(three=True))
@settings(
    max_examples=1,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_playout_keeps_invariants_three_players(
    game_id: str, players: int, decks: tuple[str, ...], seed: int, tmp_path: Path
) -> None:
    """Core harness with three players: every set of three decks, each deck in every seat."""
    playout(game_id, seed, players, decks, tmp_path)


def _soak_cases() -> list[tuple[str, int]]:
    return [(game_id, chunk) for game_id in game_ids() for chunk in range(10)]


@pytest.mark.soak
@pytest.mark.parametrize(("game_id", "chunk"), _soak_cases())
def test_a_thousand_playouts_per_game(game_id: str, chunk: int, tmp_path: Path) -> None:
    """The long run (issue 9, "Done when"): 1,000 seeded random playouts of every game, in ten
    chunks of 100, deck pairings in turn, every harness check. `pytest -m soak tests/property`."""
    rules = get_rules(game_id)
    decks = list(rules.cardset.decks)
    pairings = list(itertools.product(decks, repeat=rules.min_players))
    for seed in range(chunk * 100, chunk * 100 + 100):
        pairing = pairings[seed % len(pairings)]
        playout(game_id, seed, rules.min_players, tuple(pairing), tmp_path)
