"""Issue 18, cards you can read: on the fullest 3-player Empyrean board no counter pill covers a
card's name (checked on the drawn screen), no card text is set below the readable minimum (a
small card shows a shortened text; hovering shows it all), and right-click shows a card in full
with the cards attached to it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.engine.game import Game
from tabletop.render.geometry import MIN_SCREEN_TEXT_PX, screen_canvas
from tabletop.render.layout import layout_face
from tabletop.render.style import style_for
from tabletop.ui.app import App
from tabletop.ui.scenes.inspect import InspectScene
from tabletop.ui.scenes.table import TableScene

from .conftest import click, open_table, step, top
from .scenes import card, scenario
from .test_what_the_eye_reads import RESTED

ROW = ("ashigaru", "onna-musha", "bushi-samurai", "hatamoto-samurai")
SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080))


def fullest_three_player_board() -> Game:
    """Three seats, three battlefields, four cards with might counters on every row."""
    lines = [
        "game: empyrean",
        "seed: 1",
        "decks: [samurai, samurai, samurai]",
        "seats: [human, computer, computer]",
        "battlefields: [frozen-pass, whispering-woods, starfall-ridge, sky-bridge]",
        "round: 6",
        "first: 0",
        "phase: reveal",
        "sandbox: true",  # a board for the eye: more copies of a card than a deck has
        "zones:",
    ]
    for seat in range(3):
        lines.append(f"  p{seat}.deck: [sohei, sohei]")
        lines.append(f"  p{seat}.hand: [itako, itako, ninja, oni, metsubushi]")
        for bf in (1, 2, 3):
            lines.append(f"  p{seat}.bf{bf}:")
            for n, name in enumerate(ROW):
                lines.append(
                    f"    - {{card: {name}, face_up: true, counters: {{might: {n + 10}}}}}"
                )
    return scenario("\n".join(lines) + "\n")


def _resize(app: App, size: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    assert app.size == size


def _name_rects(scene: TableScene) -> dict[int, pygame.Rect]:
    """Each upright face-up card's name bar, on the screen."""
    view = scene.board.view
    assert view is not None
    out = {}
    for iid, placed in scene.board.placed.items():
        card_id = view.cards[iid].card
        if card_id is None or placed.rested or not view.cards[iid].face_up:
            continue
        face = scene.art.face(card_id)
        lay = layout_face(face, screen_canvas(*placed.rect.size), style_for(face.game))
        out[iid] = lay.name_bar.move(placed.rect.topleft)
    return out


@pytest.mark.parametrize("size", SIZES)
def test_no_pill_covers_a_name_on_the_fullest_three_player_board(
    app: App, size: tuple[int, int]
) -> None:
    game = fullest_three_player_board()
    scene = open_table(app, game)
    _resize(app, size)
    app.draw()
    board = scene.board
    names = _name_rects(scene)
    pills = board.badge_rects
    assert sum(len(p) for p in pills.values()) >= 36  # every card on a row shows its might
    for iid, name in names.items():
        for other, rects in pills.items():
            assert name.collidelist(rects) == -1, f"a pill of card {other} covers card {iid}"
    order = list(board.placed)
    for iid, name in names.items():  # the screenshot: each name bar is the card's own pixels
        placed = board.placed[iid]
        later = [board.placed[i].rect for i in order[order.index(iid) + 1 :]]
        if name.collidelist(later) != -1:
            continue  # partly under a card drawn after it
        picture = scene.art.surface(game.state.cards[iid].card, placed.rect.size)
        for x, y in itertools.product(
            range(name.x + 1, name.right - 1, 2), range(name.y + 1, name.bottom - 1, 2)
        ):
            drawn = app.screen.get_at((x, y))[:3]
            assert drawn == picture.get_at((x - placed.rect.x, y - placed.rect.y))[:3]


@pytest.mark.parametrize("size", SIZES)
def test_no_card_text_is_set_below_the_readable_minimum(app: App, size: tuple[int, int]) -> None:
    scene = open_table(app, fullest_three_player_board())
    _resize(app, size)
    app.draw()
    sizes = {
        p.rect.size if not p.rested else p.rect.size[::-1] for p in scene.board.placed.values()
    }
    faces = {scene.art.face(c.card) for c in scene.board.view.cards.values() if c.card}  # type: ignore[union-attr]
    for (w, h), face in itertools.product(sizes, faces):
        lay = layout_face(face, screen_canvas(w, h), style_for(face.game))
        for setting in (lay.name, lay.type_line, lay.footer_note, lay.cost, lay.kind):
            if setting is not None and setting.text:
                assert setting.size_px >= MIN_SCREEN_TEXT_PX, (face.card_id, w, setting)
        for stat in lay.stats:
            assert stat.value_px >= MIN_SCREEN_TEXT_PX
            assert not stat.label or stat.label_px >= MIN_SCREEN_TEXT_PX
        if lay.text.lines:
            assert lay.text.size_px >= MIN_SCREEN_TEXT_PX, (face.card_id, w, lay.text.size_px)


def test_the_hover_copy_is_large_and_its_text_whole(app: App) -> None:
    game = fullest_three_player_board()
    scene = open_table(app, game)
    _resize(app, (1600, 900))
    iid = card(game, "Hatamoto Samurai", "p1.bf2")
    spot = scene.board.placed[iid].rect.center
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.hover == iid
    rect = scene.board.hover_rect(iid)
    assert rect is not None and rect.h >= 2 * scene.board.placed[iid].rect.h
    face = scene.art.face(game.state.cards[iid].card)
    lay = layout_face(face, screen_canvas(*rect.size), style_for(face.game))
    assert not lay.text.truncated and lay.text.size_px >= 12


def test_right_click_shows_the_card_with_its_attached_cards(app: App) -> None:
    game = scenario(RESTED)
    scene = open_table(app, game)
    imp = card(game, "Ember Imp", "p0.c1")
    click(app, scene.board.placed[imp].rect.center, button=3)
    shown = top(app)
    assert isinstance(shown, InspectScene)
    names = [scene.art.face(c.card).name for c in shown.cards if c.card]
    assert names[0] == "Ember Imp"
    assert sorted(names[1:]) == ["Cinder Essence", "Ember Essence"]
    assert any(line.startswith("Attached: ") and "Cinder Essence" in line for line in shown.details)
    assert "damage: 1" in shown.details
