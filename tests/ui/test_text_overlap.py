"""A layout that cannot overlap (issue 43): every text the table draws goes through the text
ledger (tabletop/ui/text_boxes.py), and on the busiest position of each game, at the smallest
window the table takes and two larger ones, no two texts of one layer lie over each other, none
lies over a card of its layer, none leaves its panel and none is smaller than the readable
least (12 px)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.inspect import InspectScene
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.puzzles import PuzzlesScene, PuzzleTable, list_puzzles
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import MIN_SIZE
from tabletop.ui.text_boxes import READABLE_PX, TextBoxes, problems
from tabletop.ui.text_tip import TIP

from .conftest import click, open_table, played, step

SIZES = (MIN_SIZE, (1280, 720), (1920, 1080))
GAMES = (("empyrean", 3), ("eoc", 2), ("clash", 2), ("coe", 2), ("ucg", 2))
TRIES = ((3, 30), (4, 60), (5, 90))  # (seed, moves) of the positions compared
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _resize(app: App, size: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.size == size


def _busiest(app: App, game_id: str, players: int) -> tuple[Game, TableScene]:
    """The position with the most texts on the table among a few seeded random games still
    in play (a finished one hides the table under its dialog: see the dialog's test)."""
    best: tuple[int, Game] | None = None
    for seed, moves in TRIES:
        game = played(game_id, moves, seed, players)
        if game.result is not None:
            continue
        scene = open_table(app, game)
        app.draw()
        count = len(scene.text_boxes())
        app.pop(scene)
        if best is None or count > best[0]:
            best = (count, game)
    assert best is not None
    return best[1], open_table(app, best[1])


def _move(app: App, pos: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _hover_a_card(app: App, scene: TableScene) -> None:
    """The mouse over the last face the viewer sees on the board, so its copy is drawn too
    (under a dialog, which takes the mouse, the table is told so)."""
    view = scene.board.view
    assert view is not None
    faces = [(i, p) for i, p in scene.board.placed.items() if p.visible and view.cards[i].card]
    iid, placed = faces[-1]
    _move(app, placed.rect.center)
    if app.scenes[-1] is not scene:
        scene.hover = iid
    app.draw()
    assert scene.board.hover_text.boxes, "no hover copy"


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_no_text_overlaps_leaves_its_panel_or_shrinks_below_readable(
    app: App, game_id: str, players: int
) -> None:
    _, scene = _busiest(app, game_id, players)
    found: list[str] = []
    for size in SIZES:
        _resize(app, size)
        for look in ("plain", "hover", "log", "log and hover"):
            if look.startswith("log") != scene.log_open:
                scene.toggle_log()
                _move(app, (1, 1))
            if look.endswith("hover"):
                _hover_a_card(app, scene)
            app.draw()
            boxes = scene.text_boxes()
            assert len(boxes) > 20  # the board's names, the panel, the cards went through it
            assert scene.log_open == any(b.owner == "log" for b in boxes)
            found += [f"{size} {look}: {p}" for p in problems(boxes)]
            named = sorted(scene.board.name_tags)
            found += [f"{size}: seats named on the board {named}"] * (named != [*range(players)])
        scene.toggle_log()
        _move(app, (1, 1))
        if size == (1280, 720) and os.environ.get("TABLETOP_SHOTS"):
            _move(app, (1, 1))
            app.draw()
            pygame.image.save(app.screen, str(SHOTS / f"{game_id}-1280x720.png"))
    assert not found, "\n".join(found[:40])


def test_the_check_sees_two_labels_on_top_of_each_other(app: App) -> None:
    """The check can fail: two labels drawn at one place, one leaving its panel, one small."""
    surface = pygame.Surface((400, 200))
    ledger = TextBoxes(app.text)
    panel = pygame.Rect(0, 0, 300, 100)
    label = app.text.get("Battlefield", 16)
    ledger.place(surface, label, (10, 10), panel, owner="first")
    ledger.place(surface, app.text.get("Discard", 16), (20, 12), panel, owner="second")
    assert len(problems(ledger.boxes)) == 1 and "over" in problems(ledger.boxes)[0]
    ledger.place(surface, label, (250, 50), panel, owner="third")  # past the panel's right
    ledger.place(surface, app.text.get("tiny", READABLE_PX - 3), (10, 60), panel, owner="tiny")
    found = problems(ledger.boxes)
    assert any("leaves" in p for p in found) and any("px" in p for p in found)
    on_top = TextBoxes(app.text)  # another layer may cover it: a popup drawn on purpose
    on_top.place(surface, label, (10, 10), panel, layer="hover", owner="popup")
    assert len(problems([*ledger.boxes, *on_top.boxes])) == len(found)


def test_the_end_of_game_dialog_is_over_the_table_and_its_words_fit(app: App) -> None:
    """The finished 3-player Empyrean game: the dialog's words (its layer, over the table and
    the hover copy) neither overlap nor leave it, at the three sizes."""
    game = played("empyrean", 400, 3, 3)
    assert game.result is not None
    scene = open_table(app, game)
    step(app, frames=3)
    dialog = app.scenes[-1]
    assert isinstance(dialog, GameOverScene)
    for size in SIZES:
        _resize(app, size)
        _hover_a_card(app, scene)
        app.draw()
        boxes = [*scene.text_boxes(), *dialog.texts.boxes]
        assert {b.layer for b in dialog.texts.boxes} == {"dialog"}
        assert len(dialog.texts.boxes) >= 8  # the headline, the lines, the four buttons
        assert not problems(boxes), problems(boxes)


def test_a_shortened_text_shows_whole_under_the_mouse(app: App) -> None:
    """A text cut with "…" (at the smallest window there are some: a seat's values, a zone's
    name up its edge) shows its whole words in a tip under the mouse, over the table."""
    _, scene = _busiest(app, "empyrean", 3)
    _resize(app, MIN_SIZE)
    app.draw()
    cut = [b for b in scene.text_boxes() if b.whole and scene.board.card_at(b.ink.center) is None]
    assert cut, "nothing shortened at the smallest window"
    _move(app, cut[0].ink.center)
    app.draw()
    tip = [b for b in scene.text_boxes() if b.layer == TIP]
    assert " ".join(b.words for b in tip) == cut[0].whole
    assert not problems(scene.text_boxes())


def test_a_long_menu_over_the_table_keeps_its_words_apart(app: App) -> None:
    """The "Which one?" menu of many choices at the smallest window: its words, of its own
    layer over the table, neither overlap nor leave their buttons."""
    _, scene = _busiest(app, "clash", 2)
    _resize(app, MIN_SIZE)
    labels = [f"Take the card number {n} of the deck into your hand" for n in range(30)]
    menu = ChoiceMenu(app, "Which one? (a long search)", labels, (500, 300), lambda _: None)
    app.push(menu)
    app.draw()
    assert len(menu.texts.boxes) > 30 and {b.layer for b in menu.texts.boxes} == {"menu"}
    assert not problems([*scene.text_boxes(), *menu.texts.boxes])


@pytest.mark.parametrize("game_id", [g for g, _ in GAMES])
def test_a_puzzles_goal_keeps_clear_of_the_tables_words(app: App, game_id: str) -> None:
    """The goal of each game's first puzzle, in the panel or along the table's top edge, at
    the three sizes: no text over another, none out of its panel."""
    entry = next(e for e in list_puzzles() if e.path.parent.name == game_id)
    menu = PuzzlesScene(app)
    app.push(menu)
    menu.open(entry)
    table = app.scenes[-1]
    assert isinstance(table, PuzzleTable)
    found: list[str] = []
    for size in SIZES:
        _resize(app, size)
        app.draw()
        boxes = table.text_boxes()
        assert any(b.owner == "goal" for b in boxes)
        found += [f"{entry.path.stem} {size}: {p}" for p in problems(boxes)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_inspect_keeps_its_words_apart(app: App, game_id: str, players: int) -> None:
    """Right-click on a card (it large, and all it says) and on the fullest pile, at the three
    sizes: the dialog's words and faces (its own layer) neither overlap nor leave it."""
    _, scene = _busiest(app, game_id, players)
    view = scene.board.view
    assert view is not None
    faces = [i for i, p in scene.board.placed.items() if p.visible and view.cards[i].card]
    piles = [z for z, kind in scene.board.zones.items() if kind.kind == "pile" and view.zone(z)]
    fullest = max(piles, key=lambda z: len(view.zone(z)))
    found: list[str] = []
    for size in SIZES:
        _resize(app, size)
        face = scene.board.placed[faces[-1]].rect.center
        for pos in (face, scene.board.geometry.zone_rects[fullest].center):
            click(app, pos, button=3)
            shown = app.scenes[-1]
            assert isinstance(shown, InspectScene)
            app.draw()
            assert shown.texts.boxes
            found += [f"{size} {pos}: {p}" for p in problems(shown.texts.boxes)]
            step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
            assert app.scenes[-1] is scene
    assert not found, "\n".join(found[:20])


def test_the_settings_keep_their_hint_line_clear_at_every_size(app: App) -> None:
    """At 1024x640 the fields ran up over the line under the title ("click to change")."""
    from tabletop.ui.scenes.settings_scene import SettingsScene

    for size in SIZES:
        _resize(app, size)
        scene = SettingsScene(app)
        hint = app.text.get("click to change (right-click goes back)", 16)
        assert scene.widgets[0].rect.top > 110 + hint.get_height(), size
        assert scene.back.rect.bottom + 16 + hint.get_height() <= size[1], size
