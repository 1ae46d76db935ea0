"""UI test helpers: a headless app, and synthetic mouse and key events."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import tabletop  # noqa: E402
from tabletop.engine.game import Game  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.scenes.table import TableScene  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402

Pos = tuple[int, int]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(path))
    return path


@pytest.fixture
def app() -> Iterator[App]:
    settings = Settings(animation="off", computer_speed="instant", show_test_games=True)
    application = App(settings=settings)
    yield application
    application.close()


def played(
    game_id: str,
    moves: int,
    seed: int = 3,
    players: int = 2,
    seats: tuple[str, ...] | None = None,
) -> Game:
    """A seeded game after `moves` commands of a seeded random player (fewer if it ends);
    seat 0 human, the others the computer unless `seats` says."""
    from tabletop.ai.random_bot import RandomBot

    seats = seats or ("human",) + ("computer",) * (players - 1)
    game = tabletop.new_game(game_id, seed=seed, players=players, seats=seats)
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.result is not None or not game.to_act:
            break
        game.play(bot.choose(game, game.to_act[0]))
    return game


def hotseat(seed: int = 1) -> Game:
    return tabletop.new_game("tally", seed=seed, seats=("human", "human"))


def open_table(app: App, game: Game, levels: dict[int, str] | None = None) -> TableScene:
    scene = TableScene(app, game, levels=levels)
    app.push(scene)
    app.step(0.016, [])
    return scene


def step(app: App, *events: pygame.event.Event, frames: int = 1) -> None:
    app.step(0.016, list(events))
    for _ in range(frames - 1):
        app.step(0.016, [])


def click(app: App, pos: Pos, button: int = 1) -> None:
    step(
        app,
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    )


def double_click(app: App, pos: Pos) -> None:
    click(app, pos)
    click(app, pos)


def drag(app: App, start: Pos, end: Pos) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    step(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
    )
    step(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def key(app: App, code: int, mod: int = 0, unicode: str = "") -> None:
    step(app, pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))


def top(app: App) -> object:
    return app.scenes[-1]


def wait_until(app: App, done: Callable[[], bool], hang_after: float = 600.0) -> None:
    """Step frames until `done()`. The computer thinks on its own thread for as long as the
    machine's load makes it, so this waits on the clock (a guard against a hang, not a speed
    check) and sleeps a little each frame to let that thread run."""
    deadline = time.monotonic() + hang_after
    while not done():
        assert time.monotonic() < deadline, "the table never got there"
        step(app)
        time.sleep(0.0005)


def wait_for_seat(app: App, game: Game, seat: int = 0) -> None:
    """Step frames until `seat` is to act or the game is over."""
    wait_until(app, lambda: game.result is not None or seat in game.to_act)


def card_center(scene: TableScene, iid: int) -> Pos:
    return scene.board.placed[iid].rect.center


def zone_center(scene: TableScene, zone: str) -> Pos:
    return scene.board.geometry.zone_rects[zone].center


def pick_deck(app: App, form: object, seat: int, deck_id: str) -> None:
    """New game: click seat `seat`'s deck (it opens the list of decks) and the line of
    `deck_id`."""
    from tabletop.ui.scenes.new_game import NewGameScene
    from tabletop.ui.scenes.overlays import ChoiceMenu

    assert isinstance(form, NewGameScene)
    field = form.deck_fields[seat]
    click(app, field.rect.center)
    menu = top(app)
    assert isinstance(menu, ChoiceMenu), "a click on a deck opens the list of decks"
    name = field.names[field.options.index(deck_id)]
    line = next(b for b in menu.buttons if b.label.removeprefix("✓ ") == name)
    click(app, line.rect.center)
    assert top(app) is form and field.value == deck_id
