"""The table without a window: screenshots to PNG and frame-time measurements.

Both run under SDL's dummy video driver, so they work on a server or in CI.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from tabletop.ai.levels import default_cores
from tabletop.ai.random_bot import RandomBot
from tabletop.ai.thinker import BotSpec, Thinker
from tabletop.engine.api import new_game
from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings


@contextmanager
def _dummy_display() -> Iterator[None]:
    """Use SDL's dummy drivers unless a display is already open in this process."""
    saved = {k: os.environ.get(k) for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _table(game: Game, size: tuple[int, int], seat: int | None, log_open: bool = False) -> Any:
    settings = Settings(width=size[0], height=size[1], animation="off")
    app = App(settings=settings)
    if app.size != size:  # the window keeps its minimum size; draw offscreen at the exact size
        app.screen = pygame.Surface(size)
    scene = TableScene(app, game, autosave=False, seat=seat)
    app.push(scene)
    if log_open:
        scene.toggle_log()
    return app, scene


def screenshot(
    game: Game, path: str | Path, size: tuple[int, int] = (1600, 900), seat: int | None = None
) -> None:
    """Render the table for `game` as `seat` sees it (default: the seat that would sit in front
    of the screen) to a PNG file. ValueError (one line) for a folder that does not exist: none
    is created (the command line writes through a temporary file, whole or not at all)."""
    target = Path(path)
    if not target.parent.is_dir():
        raise ValueError(f"--screenshot {target}: there is no folder {target.parent}")
    with _dummy_display():
        app, scene = _table(game, size, seat)
        try:
            scene.sync(animate=False)
            app.draw()
            pygame.image.save(app.screen, str(target))
        finally:
            app.close()


@contextmanager
def _swept_table(
    game: Game, size: tuple[int, int], log_open: bool
) -> Iterator[tuple[Any, Any, list[tuple[int, int]]]]:
    """The table drawn once (the first frame draws the faces: not a typical frame), with the
    places a sweeping mouse visits: (app, scene, spots)."""
    with _dummy_display():
        app, scene = _table(game, size, None, log_open)
        try:
            scene.sync(animate=False)
            spots = [p.rect.center for p in scene.board.placed.values() if p.visible]
            app.draw()
            yield app, scene, spots or [scene.board.geometry.area.center]
        finally:
            app.close()


def _hover(scene: Any, pos: tuple[int, int]) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    scene.process_event(motion)


def frame_times(
    game: Game,
    size: tuple[int, int] = (1920, 1080),
    frames: int = 300,
    hover: bool = True,
    log_open: bool = True,
) -> dict[str, Any]:
    """Draw `frames` frames of the table (the mouse sweeping over the cards when `hover`);
    returns p50/p99/max in milliseconds. Card faces are drawn once; a frame only blits."""
    times: list[float] = []
    with _swept_table(game, size, log_open) as (app, scene, spots):
        for n in range(frames):
            if hover:
                _hover(scene, spots[n % len(spots)])
            start = time.thread_time()
            app.draw()
            times.append((time.thread_time() - start) * 1000.0)
        rects = [p.rect for p in scene.board.placed.values() if p.visible]
    blit = plain_blit_times(size, rects)
    figures: dict[str, Any] = {
        "size": f"{size[0]}x{size[1]}",
        "frames": frames,
        "clock": "CPU time of the drawing thread",
        **_percentiles(times),
    }
    figures["plain_blit"] = _percentiles(blit[:frames])
    figures["times_plain_blit_p99"] = round(figures["p99_ms"] / max(blit_p99(blit), 1e-6), 2)
    return figures


def frame_times_while_thinking(
    game: Game,
    size: tuple[int, int] = (1920, 1080),
    frames: int = 300,
    seconds: float = 1.0,
    cores: int | None = None,
) -> dict[str, Any]:
    """Wall-clock frame times with the mouse sweeping the table, first with nobody thinking,
    then while Hard thinks (`seconds` a decision, one decision after another, on `cores`
    cores: by default the table's default, every core) in the bots' worker process, as the
    table runs it: the frame loop polls for the answer and asks again."""
    cores = default_cores() if cores is None else cores
    thinker = Thinker()
    spec = BotSpec("hint", 0, 1, seconds=seconds, cores=cores)
    seat_view = game.seat_view(game.to_act[0])

    def sweep(app: Any, scene: Any, spots: list[tuple[int, int]], think: bool) -> list[float]:
        times: list[float] = []
        asked = thinker.submit(spec, seat_view) if think else None
        for n in range(frames):
            start = time.perf_counter()
            if asked is not None and thinker.poll(asked) is not None:
                asked = thinker.submit(spec, seat_view)
            _hover(scene, spots[n % len(spots)])
            app.draw()
            times.append((time.perf_counter() - start) * 1000.0)
            time.sleep(0.004)  # the rest of a 60 Hz frame, as the app waits
        if asked is not None:
            thinker.forget(asked)
        return times

    try:
        job = thinker.submit(spec, seat_view)
        while thinker.poll(job) is None:  # the worker's start-up is not a frame
            time.sleep(0.01)
        with _swept_table(game, size, True) as (app, scene, spots):
            idle = sweep(app, scene, spots, False)
            busy = sweep(app, scene, spots, True)
    finally:
        thinker.close()
    return {
        "size": f"{size[0]}x{size[1]}",
        "frames": frames,
        "clock": "wall time of a frame (waiting included)",
        "thinking": f"Hard, {seconds:g} s a decision on {cores} cores, in the worker process",
        "idle": _percentiles(idle),
        "while_thinking": _percentiles(busy),
    }


def _percentiles(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {
        "mean_ms": round(statistics.fmean(times), 3),
        "p50_ms": round(statistics.median(times), 3),
        "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
        "max_ms": round(times[-1], 3),
    }


def blit_p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def plain_blit_times(size: tuple[int, int], rects: list[Any], frames: int = 300) -> list[float]:
    """The yardstick of a frame: fill the screen and blit one cached sprite per card shown,
    at the cards' places and sizes, with nothing else (milliseconds per frame)."""
    screen = pygame.Surface(size)
    sprites = []
    for rect in rects:
        sprite = pygame.Surface(rect.size, pygame.SRCALPHA)
        sprite.fill((200, 180, 140, 255))
        sprites.append((sprite, rect.topleft))
    times = []
    for _ in range(frames):
        start = time.thread_time()
        screen.fill((20, 24, 30))
        for sprite, at in sprites:
            screen.blit(sprite, at)
        times.append((time.thread_time() - start) * 1000.0)
    return times


def first_frame(game_id: str, size: tuple[int, int] = (1280, 720)) -> None:
    """What `tabletop` does before its first frame: a new game (the command line's default
    game) against the computer, its table laid out and drawn once (offscreen). `tabletop
    bench` times this in a fresh interpreter: the cold start."""
    game = new_game(game_id, seats=("human", "computer"))
    with _dummy_display():
        app, scene = _table(game, size, None)
        try:
            scene.sync(animate=False)
            app.draw()
        finally:
            app.close()


def bench_frames(game_id: str, quick: bool = False) -> dict[str, Any]:
    """`tabletop bench`: frame times at 1920x1080 on the fullest board (issue 4; the bench
    names Battle for Empyrean, 3 players, in its last round) with the hover copy and the log
    open."""
    game = new_game(game_id, seed=7, players=3, seats=("human", "computer", "computer"))
    bot = RandomBot(7)
    last = int(game.state.values.get("rounds", 9))
    while game.result is None and not (
        game.state.values.get("round") == last and game.state.phase == "deploy"
    ):
        game.play(bot.decide(game.seat_view(game.to_act[0])))
    figures = frame_times(game, frames=100 if quick else 300)
    figures["while_computer_thinks"] = frame_times_while_thinking(
        game, frames=100 if quick else 300, seconds=0.3 if quick else 1.0
    )
    figures["board"] = (
        f"{game_id}, 3 players, round {game.state.values.get('round')}, "
        f"{sum(1 for z in game.state.zones if '.bf' in z for _ in game.state.zones[z])} "
        "cards on battlefields, hover and log open"
    )
    return figures
