"""Issue 34, item 3: the table's layout as a new player read it in a real window. Two names in
one gap read as one label; the board's tooltips and messages covered a seat's name; COE used
half the table's width."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene

from .conftest import open_table, played, step
from .scenes import EOC_PREPARE, scenario

SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080))
GAMES = ("eoc", "coe", "clash", "ucg", "empyrean")


def _resize(app: App, size: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


def _beside_alone(scene: TableScene) -> list[str]:
    """Names written beside their zone (right or left of it) that share their gap's line with
    another name: "Banished" right of its pile and "Creature" left of the next slot read as
    "Banished Creature"."""
    board = scene.board
    zones = board.geometry.zone_rects
    labels = board.label_rects
    out = []
    for zone_id, label in labels.items():
        rect = zones[zone_id]
        if rect.contains(label) or not rect.top <= label.centery <= rect.bottom:
            continue  # inside its zone, or above or below it
        line = [r for z, r in zones.items() if r.top < label.bottom and label.top < r.bottom]
        if label.x >= rect.right:
            end = min([r.left for r in line if r.left >= label.right], default=10**6)
            gap = pygame.Rect(rect.right, label.y, end - rect.right, label.h)
        else:
            start = max([r.right for r in line if r.right <= label.x], default=0)
            gap = pygame.Rect(start, label.y, rect.x - start, label.h)
        for other_id, other in labels.items():
            if other_id != zone_id and gap.colliderect(other):
                out.append(f"{zone_id} beside {other_id}")
    return out


@pytest.mark.parametrize("size", SIZES)
def test_no_two_names_share_a_gap(app: App, size: tuple[int, int]) -> None:
    _resize(app, size)
    for game in (scenario(EOC_PREPARE), *(played(g, 30, seed=3) for g in GAMES)):
        scene = open_table(app, game)
        assert not _beside_alone(scene), (game.config.game_id, _beside_alone(scene))
        app.pop(scene)


def test_messages_and_the_hover_copy_leave_seat_names_readable(app: App) -> None:
    """A message (a refusal, a hint) at the top of the table, and the large copy of a
    hovered card, are drawn clear of every seat's name on the board ("Player 2 (computer)")."""
    _resize(app, (1600, 900))
    for game_id in ("eoc", "coe", "empyrean", "clash", "ucg"):  # every seat is named on the board
        scene = open_table(app, played(game_id, 30, seed=3))
        board = scene.board
        tags = list(board.name_tags.values())
        scene.say("Hint: " + "a long hint that takes the width of the table " * 2)
        pill = scene._draw_message(app.screen)
        assert pill.collidelist(tags) == -1, (game_id, pill, tags)
        for iid in board.placed:
            rect = board.hover_rect(iid)
            if rect is not None:
                assert rect.collidelist(tags) == -1, (game_id, iid, rect, tags)
        app.pop(scene)


def test_coe_fills_the_width_of_a_wide_window(app: App) -> None:
    """COE's board was tall: in a 16:9 window it used about half the table's width and cut
    its hand's names short; with the hand beside the rows it takes the width, its cards are
    a fifth larger, and a face-down party member's band is whole on its card."""
    for size in SIZES[1:]:  # the 16:9 windows
        _resize(app, size)
        scene = open_table(app, played("coe", 6, seed=3))
        geometry = scene.board.geometry
        assert geometry.table_rect.w >= 0.9 * scene.table_area().w, size
        assert geometry.card_size[0] >= 0.042 * size[0], (size, geometry.card_size)
        app.pop(scene)
