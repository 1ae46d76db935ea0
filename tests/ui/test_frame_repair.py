"""Speed issue, frame time: while the screen still holds the last frame, the table copies back
only the places drawn over it (the hovered card's copy, the lit log line, the message). Every
such frame must show exactly what painting the whole table afresh shows."""

from __future__ import annotations

import pygame

import tabletop
from tabletop.ui.app import App
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.table import TableScene

from .conftest import open_table, step

MAGENTA = (255, 0, 255)


def _pixels(surface: pygame.Surface) -> bytes:
    return bytes(pygame.image.tobytes(surface, "RGB"))


def _shown_equals_fresh(app: App, scene: TableScene) -> bool:
    """The screen after the app's last frame against the table painted whole onto a blank
    surface (the scene told that nothing of an earlier frame is there)."""
    shown = _pixels(app.screen)
    fresh = pygame.Surface(app.screen.get_size(), 0, app.screen)
    fresh.fill(MAGENTA)
    app.screen_kept = False
    scene.draw(fresh)
    return shown == _pixels(fresh)


def _move(app: App, pos: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def test_frames_that_repair_only_what_was_drawn_over_match_a_whole_repaint(app: App) -> None:
    game = tabletop.new_game("empyrean", seed=4, seats=("human", "computer"))
    for _ in range(12):  # some cards on the table to hover
        game.play(next(c for c in game.legal() if c.seat == game.to_act[0]))
    scene = open_table(app, game)
    step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"), frames=2)
    assert scene.log_open
    spots = [p.rect.center for p in scene.board.placed.values() if p.visible]
    assert len(spots) >= 6
    log = scene.log.rect
    lines = [(log.centerx, y) for y in range(log.y + 40, log.y + 240, 13)]
    hovered = 0
    for pos in [*spots, *lines, spots[0], (log.right + 5, log.centery), *spots[::-1]]:
        _move(app, pos)
        assert app.screen_kept, "the app should keep the screen between these frames"
        hovered += scene.hover is not None or scene.log.hover_entry is not None
        assert _shown_equals_fresh(app, scene), f"stale pixels after the mouse went to {pos}"
    assert hovered > len(spots), "the sweep never lit a card or a log line"
    scene.message, scene.message_left = "A message over the board", 2.0
    step(app, frames=2)
    assert _shown_equals_fresh(app, scene)
    scene.message_left = 0.0  # it fades: the place it covered shows the board again
    step(app)
    assert _shown_equals_fresh(app, scene)
    before = len(game.log)
    scene.play(next(c for c in game.legal() if c.seat == game.to_act[0]))  # the pictures change
    step(app, frames=3)
    assert len(game.log) > before and app.scenes == [scene]
    assert _shown_equals_fresh(app, scene)


def test_the_screen_is_not_kept_under_a_toast_a_dialog_or_a_new_size(app: App) -> None:
    scene = open_table(app, tabletop.new_game("tally", seed=2, seats=("human", "human")))
    step(app, frames=2)
    assert app.screen_kept
    app.toast, app.toast_left = "A word from the window", 1.0
    step(app, frames=2)
    assert not app.screen_kept, "a toast was drawn over the last frame"
    app.toast_left = 0.0
    step(app, frames=2)
    assert app.screen_kept
    menu = Scene(app)  # a dialog over the table
    menu.opaque = False
    app.push(menu)
    step(app, frames=2)
    assert not app.screen_kept, "the table was drawn under a dialog"
    app.pop(menu)
    step(app)
    assert not app.screen_kept  # the dialog's pixels are still on the screen
    step(app)
    assert app.screen_kept
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=800, size=(1400, 800)))
    assert not app.screen_kept and app.screen.get_size() == (1400, 800)
    assert _shown_equals_fresh(app, scene)
