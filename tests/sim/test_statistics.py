"""The simulator's figures against cases whose answer is known."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.engine import registry
from tabletop.engine.outcome import wilson
from tests.sim.coin_game import CoinGame


@pytest.fixture
def coin_games() -> Iterator[None]:
    registry.register(CoinGame("coin-fair", 5))
    registry.register(CoinGame("coin-rigged", 7))
    yield
    registry.unregister("coin-fair")
    registry.unregister("coin-rigged")


def test_wilson_matches_published_values() -> None:
    # Wilson (1927) / Newcombe (1998) table: 50 of 100 -> 0.4038-0.5962; 0 of 10 -> 0-0.2775
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    low, high = wilson(0, 10)
    assert (round(low, 4), round(high, 4)) == (0.0, 0.2775)
    assert wilson(0, 0) == (0.0, 1.0)


def _simulate(game: str, out: Path, games: int = 400) -> dict:  # type: ignore[type-arg]
    status = main(
        [
            "simulate",
            game,
            "--decks",
            "odds,evens",
            "--bots",
            "random",
            "--games",
            str(games),
            "--workers",
            "1",
            "--out",
            str(out),
        ]
    )
    assert status == 0
    return json.loads((out / "results.json").read_text())  # type: ignore[no-any-return]


def test_a_coin_flip_wins_about_half_with_the_right_interval(
    coin_games: None, tmp_path: Path
) -> None:
    results = _simulate("coin-fair", tmp_path)
    games = results["games"]
    assert len(games) == 400  # 4 seat orders of 2 decks, 100 each
    first_wins = sum(1 for g in games if g["winners"] == [0])
    first = results["figures"]["first_seat"]
    assert first["n"] == 400 and first["wins"] == first_wins
    low, high = wilson(first_wins, 400)
    assert (first["low"], first["high"]) == (round(low, 6), round(high, 6))
    assert first["low"] < 0.5 < first["high"]
    assert high - low == pytest.approx(0.098, abs=0.003)  # about +-4.9 points at n=400


def test_a_rigged_game_gives_its_known_rate(coin_games: None, tmp_path: Path) -> None:
    results = _simulate("coin-rigged", tmp_path)
    first = results["figures"]["first_seat"]
    assert first["low"] < 0.7 < first["high"]
    assert first["rate"] == pytest.approx(0.7, abs=0.06)
    assert first["advantage"] == pytest.approx(first["rate"] - 0.5)
    # seat 1 holds each deck half the time, so each deck's rate is about 50%
    for order in results["figures"]["seat_orders"]:
        assert order["seats"][0]["rate"] + order["seats"][1]["rate"] == pytest.approx(1)


def test_a_card_played_only_by_winners_wins_every_time(coin_games: None, tmp_path: Path) -> None:
    results = _simulate("coin-rigged", tmp_path, games=100)
    cards = results["figures"]["cards"]
    assert sum(c["drawn"] for c in cards) == 2 * 100  # each seat draws one card a game
    assert sum(c["played"] for c in cards) == 100  # the winner plays it
    for card in cards:
        if card["played"]:
            assert card["win_when_played"]["rate"] == 1.0
