"""Issue 19, points 6 and 9: each battlefield is named once, labels are whole with the log open,
a window too small says so, and Empyrean shows who leads on each battlefield as play goes."""

from __future__ import annotations

import re
from collections import Counter

import pygame

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import MIN_SIZE

from .conftest import key, open_table, step


def _played(players: int, moves: int = 30, seed: int = 3) -> Game:
    seats = ("human",) + ("computer",) * (players - 1)
    game = tabletop.new_game("empyrean", seed=seed, players=players, seats=seats)
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.result is not None:
            break
        game.play(bot.choose(game, game.to_act[0]))
    return game


def _labels(scene: TableScene) -> Counter[str]:
    board = scene.board
    return Counter(board.zones[z].label for z in board.label_rects if z not in board.tally_spots)


def test_each_battlefield_is_named_once(app: App) -> None:
    scene = open_table(app, _played(3))
    labels = _labels(scene)
    for n in (1, 2, 3, 4):
        assert labels[f"Battlefield {n}"] == 1, labels


def test_labels_stay_whole_with_the_log_open(app: App) -> None:
    scene = open_table(app, _played(3))
    key(app, pygame.K_l)
    assert scene.log_open
    text = app.text
    for zone_id, rect in scene.board.label_rects.items():
        if zone_id in scene.board.tally_spots:
            continue
        words = scene.board.zones[zone_id].label
        widths = {text.get(words, size, bold=True).get_width() for size in range(9, 19)}
        assert rect.w in widths or rect.h in widths, f"{words!r} is cut"  # (or up the edge)


def test_who_leads_each_battlefield_is_on_the_table(app: App) -> None:
    game = _played(2, moves=40)
    scene = open_table(app, game)
    app.draw()
    board = scene.board
    for n in (1, 2, 3):
        tally = board.zone_tally(f"bf{n}")
        assert tally is not None and re.match(r"^(Tied|.+ leads) \d+-\d+$", tally), tally
        mine = board.zone_tally(f"p0.bf{n}")
        theirs = board.zone_tally(f"p1.bf{n}")
        assert mine and theirs
        a, b = int(mine.split()[-1]), int(theirs.split()[-1])
        if a == b:
            assert tally.startswith("Tied")
        else:
            leader = game.config.names[0 if a > b else 1]
            assert tally == f"{leader} leads {max(a, b)}-{min(a, b)}"
        pill = board._pill_spot(f"bf{n}", (40, 14))
        assert board.geometry.area.contains(pill)


def test_a_window_too_small_says_why_it_snaps_back(app: App) -> None:
    open_table(app, _played(2, moves=0))
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    assert app.size == MIN_SIZE == (1024, 640)
    assert "at least 1024×640" in app.toast and app.toast_left > 0
    for _ in range(60):
        app.step(0.1, [])
    assert app.toast_left == 0
