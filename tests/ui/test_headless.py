"""Screenshots and frame times without a display."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

import tabletop  # noqa: E402
from tabletop.ui.headless import frame_times, screenshot  # noqa: E402


def test_screenshot_writes_a_png(tmp_path: Path) -> None:
    game = tabletop.new_game("tally", seed=2)
    path = tmp_path / "shots" / "table.png"
    path.parent.mkdir()
    screenshot(game, path, size=(1600, 900))
    image = pygame.image.load(str(path))
    assert image.get_size() == (1600, 900)


def test_screenshot_of_another_seat(tmp_path: Path) -> None:
    game = tabletop.new_game("tally", seed=2, players=3)
    path = tmp_path / "seat2.png"
    screenshot(game, path, size=(1280, 720), seat=2)
    assert path.stat().st_size > 1000


def test_frame_times_reports_percentiles() -> None:
    game = tabletop.new_game("tally", seed=2)
    figures = frame_times(game, size=(1920, 1080), frames=20)
    assert figures["frames"] == 20
    assert 0 < figures["p50_ms"] <= figures["p99_ms"] <= figures["max_ms"]


def test_frame_times_while_the_computer_thinks_in_its_worker() -> None:
    """Issue 16, "At the table": `tabletop bench` measures the frames while Hard thinks."""
    import tabletop
    from tabletop.ui.headless import frame_times_while_thinking

    game = tabletop.new_game("tally", seed=2, seats=("human", "computer"))
    figures = frame_times_while_thinking(game, (1280, 720), frames=6, seconds=0.05)
    for sweep in ("idle", "while_thinking"):
        assert 0 < figures[sweep]["p50_ms"] <= figures[sweep]["p99_ms"] <= figures[sweep]["max_ms"]
    assert "worker process" in figures["thinking"]
