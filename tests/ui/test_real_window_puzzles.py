"""Issue 42, done when: a real-window test solves one puzzle and fails another through the
panel. Under Xvfb with real X events (xdotool), as tests/ui/test_real_window.py: the puzzle is
opened from the title menu's Puzzles list and played by mouse gestures; the verdict panel comes
at once, stops play, and its buttons do what they say (Try again: back to the start; Next
puzzle: another puzzle's table); a solved puzzle is marked in the list."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.test_real_window import needs_x
from tests.ui.xpuzzle import (
    PUZZLE_TABLE,
    open_puzzle,
    play_kept_line,
    press_on_verdict,
    puzzle_row,
)
from tests.ui.xtour import Tour, _table
from tests.ui.xwindow import AppWindow, Xvfb

#: the most the puzzles' tour may take, start to end
TOUR_SECONDS = 120.0
FAILED_HERE = "ucg/unstoppable"
SOLVED_HERE = "coe/strike-the-support"


@pytest.fixture(scope="module")
def tour(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tour]:
    base = tmp_path_factory.mktemp("xpuzzles")
    server = Xvfb()
    window: AppWindow | None = None
    try:
        window = AppWindow(server.display, base / "home", base / "logs")
        window.ends_at = time.monotonic() + TOUR_SECONDS
        yield Tour(window, Path(os.environ.get("TABLETOP_XTOUR_SHOTS") or base / "shots"))
    finally:
        if window is not None:
            window.close()
        server.close()


@needs_x
def test_the_wrong_line_fails_at_once_and_try_again_goes_back_to_the_start(tour: Tour) -> None:
    state = open_puzzle(tour, FAILED_HERE)
    start = _table(state)["fingerprint"]
    assert "win this turn" in state["table"]["puzzle"]["goal"].lower()
    state = play_kept_line(tour, state, "wrong")
    assert state["verdict"][0] == "Not solved", state["verdict"]
    assert _table(state)["puzzle"]["verdict"] == "failed"
    tour.shot("puzzle-failed")
    press_on_verdict(tour, state, "Try again")
    state = tour.window.wait(
        lambda s: s.get("top") == PUZZLE_TABLE and _table(s).get("decisions") == 0,
        "Try again to take the table back to the puzzle's start",
    )
    assert _table(state)["fingerprint"] == start
    assert _table(state)["puzzle"]["verdict"] is None


@needs_x
def test_the_solution_solves_and_the_list_marks_it(tour: Tour) -> None:
    state = open_puzzle(tour, SOLVED_HERE)
    state = play_kept_line(tour, state, "solution")
    assert state["verdict"][0] == "Solved!", state["verdict"]
    tour.shot("puzzle-solved")
    seen = _table(state)["scene"]
    press_on_verdict(tour, state, "Next puzzle")
    state = tour.window.wait(
        lambda s: s.get("top") == PUZZLE_TABLE and _table(s).get("scene") != seen,
        "Next puzzle to open another puzzle's table",
    )
    assert puzzle_row(tour, SOLVED_HERE)["solved"]
    assert not puzzle_row(tour, FAILED_HERE)["solved"]
