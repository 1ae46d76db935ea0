"""Draws in a simulation (issue 41; the rulebooks' README: a draw counts half a win for each seat
in every figure). The coin game here draws on 4 faces of 10; of the others, faces 0-4 win for
seat 1 and face 5 for seat 2: seat 1 scores 0.5 + 0.4/2 = 0.7 a game, seat 2 0.1 + 0.2 = 0.3."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tabletop.cli import main
from tabletop.engine import registry
from tabletop.engine.outcome import wilson
from tests.sim.coin_game import CoinGame

GAMES = 400


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:  # type: ignore[type-arg]
    registry.register(CoinGame("coin-draws", 5, draws=4))
    out = tmp_path_factory.mktemp("draws")
    try:
        argv = ["simulate", "coin-draws", "--decks", "odds,evens", "--bots", "random"]
        argv += ["--games", str(GAMES), "--workers", "1", "--out", str(out)]
        assert main(argv) == 0
        data = json.loads((out / "results.json").read_text())
        data["report"] = (out / "report.html").read_text()
        data["decks.csv"] = (out / "decks.csv").read_text()
        yield data
    finally:
        registry.unregister("coin-draws")


def _points(game: dict, seat: int) -> float:  # type: ignore[type-arg]
    """The second route: a game's record read by hand."""
    if seat in game["drawn"]:
        return 0.5
    return 1.0 if game["winners"] == [seat] else 0.0


def test_draws_are_counted_and_their_rate_given(results: dict) -> None:  # type: ignore[type-arg]
    games = results["games"]
    drawn = [g for g in games if g["drawn"]]
    assert all(g["drawn"] == [0, 1] and g["winners"] == [] for g in drawn)
    assert all(len(g["winners"]) == 1 for g in games if not g["drawn"])
    figures = results["figures"]
    assert figures["draws"] == len(drawn)
    assert figures["draw_rate"] == round(len(drawn) / GAMES, 6)
    assert figures["draw_rate"] == pytest.approx(0.4, abs=0.07)


def test_a_draw_scores_half_in_every_rate(results: dict) -> None:  # type: ignore[type-arg]
    games, figures = results["games"], results["figures"]
    first = figures["first_seat"]
    score = sum(_points(g, 0) for g in games)
    assert first["score"] == score and first["n"] == GAMES
    assert first["wins"] == sum(g["winners"] == [0] for g in games)
    assert first["draws"] == sum(bool(g["drawn"]) for g in games)
    assert first["losses"] == GAMES - first["wins"] - first["draws"]
    low, high = wilson(score, GAMES)
    assert (first["low"], first["high"]) == (round(low, 6), round(high, 6))
    assert first["low"] < 0.7 < first["high"]
    for deck in figures["decks"]:
        held = [(g, s) for g in games for s, d in enumerate(g["decks"]) if d == deck["deck"]]
        assert deck["score"] == pytest.approx(sum(_points(g, s) for g, s in held))
        assert deck["n"] == len(held)
    for order in figures["seat_orders"]:
        seats = order["seats"]
        assert seats[0]["rate"] + seats[1]["rate"] == pytest.approx(1)  # a draw gives both half


def test_the_report_and_tables_say_wins_draws_and_losses(results: dict) -> None:  # type: ignore[type-arg]
    figures = results["figures"]
    head = results["decks.csv"].splitlines()[0]
    assert head == "deck,seat-games,wins,draws,losses,win %,low %,high %"
    assert (
        f"{figures['draws']} draws ({100 * figures['draw_rate']:.1f}% of finished games)"
        in (results["report"])
    )
    assert "1/2 for a draw" in results["report"]
