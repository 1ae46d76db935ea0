"""The collector's policy (engine/heap.py) rests on one fact: a game makes no reference
cycles, so reference counting frees all it allocates and collecting less often costs no
memory. Each game is played whole and the cyclic garbage it left is counted; the same count
finds a cycle made on purpose."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tabletop.ai.bots import make_bot
from tabletop.ai.random_bot import play_out
from tabletop.engine import heap
from tabletop.engine.api import new_game
from tabletop.engine.registry import game_ids


def cyclic_garbage(run: Callable[[], None]) -> list[Any]:
    """What `run` left that only the cyclic collector would free."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        run()
        gc.collect()
        return list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


@pytest.fixture(autouse=True)
def _warm() -> Iterator[None]:
    heap.deal_one_of_each(game_ids())  # cards and parse caches made once, outside the counts
    yield


@pytest.mark.parametrize("game_id", game_ids())
def test_a_random_game_leaves_no_cyclic_garbage(game_id: str) -> None:
    def run() -> None:
        for seed in range(2):
            game = new_game(game_id, seed=seed, players=2, seats=("computer",) * 2)
            play_out(game, seed=seed)
            game.undo()
            game.redo()

    assert cyclic_garbage(run) == []


@pytest.mark.parametrize("game_id", ["empyrean", "ucg"])
def test_the_bots_leave_no_cyclic_garbage(game_id: str) -> None:
    """Normal's look-ahead and Hard's search, a few decisions each, on their seat views."""

    def run() -> None:
        game = new_game(game_id, seed=3, players=2, seats=("computer",) * 2)
        bots = [make_bot("hard", 1, 20), make_bot("normal", 2)]
        for _ in range(12):
            if game.result is not None:
                break
            seat = game.to_act[0]
            game.play(bots[seat].decide(game.seat_view(seat)))

    assert cyclic_garbage(run) == []


def test_the_count_finds_a_cycle_made_on_purpose() -> None:
    def run() -> None:
        game = new_game("tally", seed=1, players=2, seats=("computer",) * 2)
        loop: dict[str, Any] = {"game": game}
        loop["self"] = loop

    assert cyclic_garbage(run)


def test_settle_freezes_what_is_alive_and_collects_the_young_less_often() -> None:
    before = gc.get_threshold()
    try:
        heap.settle()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (heap.YOUNG_THRESHOLD, before[1], before[2])
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
