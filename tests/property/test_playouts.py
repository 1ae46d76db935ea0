"""Random legal playouts of every registered game, every deck pairing, every player count."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.api import playable_decks
from tabletop.engine.registry import game_ids, get_rules
from tests.property.harness import playout


def _pairings(three: bool = False, every: bool = False) -> list[tuple[str, int, tuple[str, ...]]]:
    """Deck pairings of every game: two-player ones, or (three=True) the larger tables.

    With `every`, every ordered pairing of two decks and every set of three; without, a game
    of many decks gets a sample in which every deck sits in every seat and meets several
    others (the full lists are the soak run's: `pytest -m soak tests/property`)."""
    cases = []
    for game_id in game_ids():
        rules = get_rules(game_id)
        decks = playable_decks(rules)
        n = len(decks)
        for players in range(rules.min_players, rules.max_players + 1):
            if (players > 2) != three:
                continue
            if players == 2 and (every or n <= 4):
                combos = list(itertools.product(decks, repeat=2))
            elif players == 2:
                # itself, its neighbour and the deck opposite, in both seats
                combos = [(decks[i], decks[(i + k) % n]) for k in (0, 1, n // 2) for i in range(n)]
            elif every:
                # every set of different decks once (ordered pairings would be hundreds of
                # games), plus each deck in every seat once by rotation
                combos = list(itertools.combinations(decks, players))
                combos += [tuple(decks[(i + k) % n] for k in range(players)) for i in range(n)]
            else:
                combos = [
                    tuple(decks[(i + k * step) % n] for k in range(players))
                    for step in (1, 3)
                    for i in range(n)
                ]
            cases.extend((game_id, players, tuple(c)) for c in dict.fromkeys(combos))
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
    decks = playable_decks(rules)
    pairings = list(itertools.product(decks, repeat=rules.min_players))
    for seed in range(chunk * 100, chunk * 100 + 100):
        pairing = pairings[seed % len(pairings)]
        playout(game_id, seed, rules.min_players, tuple(pairing), tmp_path)


@pytest.mark.soak
@pytest.mark.parametrize(("game_id", "players", "decks"), _pairings(every=True))
def test_every_two_deck_pairing_plays_out(
    game_id: str, players: int, decks: tuple[str, ...], tmp_path: Path
) -> None:
    """Core harness over every ordered pairing of two decks (the default run samples them)."""
    for seed in (11, 12):
        playout(game_id, seed, players, decks, tmp_path)


@pytest.mark.soak
@pytest.mark.parametrize(("game_id", "players", "decks"), _pairings(three=True, every=True))
def test_every_set_of_three_decks_plays_out(
    game_id: str, players: int, decks: tuple[str, ...], tmp_path: Path
) -> None:
    """Core harness over every set of three decks, each deck in every seat by rotation."""
    playout(game_id, 13, players, decks, tmp_path)
