"""Speed issue, frame time: the board, the bar and panel, and the log are painted once and then
copied. What is on screen must still follow every change: a move, an undo, a lit button."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import tabletop
from tabletop.ui.app import App
from tabletop.ui.geometry import uncovered

from .conftest import hotseat, open_table, step, wait_for_seat, wait_until


def _shot(app: App) -> pygame.Surface:
    app.draw()
    return app.screen.copy()


def _same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return bytes(pygame.image.tobytes(a.subsurface(rect), "RGB")) == bytes(
        pygame.image.tobytes(b.subsurface(rect), "RGB")
    )


def test_a_move_redraws_the_board_and_undo_brings_back_the_same_pixels(app: App) -> None:
    game = tabletop.new_game("tally", seed=5, seats=("human", "computer"))
    scene = open_table(app, game, levels={1: "easy"})
    wait_until(app, lambda: 1 not in game.to_act)  # the computer picks at once too
    step(app, frames=3)
    area = scene.board.geometry.area
    before = _shot(app)
    assert _same(before, _shot(app), area)  # nothing changed: the same picture
    scene.play(next(c for c in game.legal() if c.seat == 0))
    wait_for_seat(app, game, 0)
    step(app, frames=3)
    after = _shot(app)
    assert not _same(before, after, area), "the board did not follow the move"
    scene.undo()  # back to the person's last decision, the computer's answer with it
    step(app, frames=3)
    scene.message_left = 0  # the note saying what was undone
    assert _same(before, _shot(app), area), "after undo the board is not as it was"


def test_a_button_under_the_mouse_lights_at_once(app: App) -> None:
    scene = open_table(app, hotseat(5))
    button = scene.hud.action_buttons[0]  # enabled: a disabled one does not light
    spot = (button.rect.x + 3, button.rect.centery)
    idle = _shot(app).get_at(spot)
    step(
        app,
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0)
        ),
    )
    lit = _shot(app).get_at(spot)
    assert lit != idle, "the hovered button looks the same"


def test_every_pixel_is_painted_each_frame_though_the_board_copies_only_what_shows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The board copies only the part of its picture the bar, the panel and the open log do
    not cover; those paint the rest, so a frame leaves nothing of the frame before."""
    game = tabletop.new_game("empyrean", seed=4, seats=("human", "human"))
    scene = open_table(app, game)
    step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    assert scene.log_open
    step(app, frames=3)
    copied: list[pygame.Rect | None] = []
    draw = scene.board.draw

    def board_draw(*args: Any) -> bool:
        copied.append(args[4])  # the part of the board's picture the frame copies
        return draw(*args)

    monkeypatch.setattr(scene.board, "draw", board_draw)
    frame = _shot(app)
    for colour in ((255, 0, 255), (0, 255, 0)):
        app.screen.fill(colour)
        app.forget_screen()
        assert _same(frame, _shot(app), app.screen.get_rect()), f"{colour} shows through"
    part = copied[-1]
    assert part is not None
    for cover in (scene.hud.bar, scene.hud.panel, scene.log.rect):  # not copied under these
        assert cover.w and cover.h and not part.colliderect(cover), (part, cover)


def test_uncovered_takes_off_whole_strips_only() -> None:
    screen = pygame.Rect(0, 0, 1000, 600)
    bar = pygame.Rect(0, 0, 1000, 50)
    panel = pygame.Rect(760, 50, 240, 550)  # down the right side, under the bar
    log = pygame.Rect(0, 50, 300, 550)  # down the left side
    assert uncovered(screen, [bar]) == pygame.Rect(0, 50, 1000, 550)
    # the panel spans the height only once the bar is off: the order does not matter
    assert uncovered(screen, [panel, log, bar]) == pygame.Rect(300, 50, 460, 550)
    bottom = pygame.Rect(0, 500, 1000, 100)
    assert uncovered(screen, [bar, bottom]) == pygame.Rect(0, 50, 1000, 450)
    middle = pygame.Rect(400, 200, 100, 100)  # an island: the copy must go under it
    assert uncovered(screen, [middle]) == screen
    assert uncovered(screen, [pygame.Rect(0, 0, 1000, 600)]).size == (0, 0)
