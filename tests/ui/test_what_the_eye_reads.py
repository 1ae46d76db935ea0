"""Issue 19, point 5: what the eye reads is right and current. A rested creature lies on top of
its attached essence; counter and flag pills sit in the card's reserved band (never over its
name, cost or stats); the hover copy shows the values in play and follows the card or closes."""

from __future__ import annotations

import pygame

from tabletop.engine.commands import Command
from tabletop.render.geometry import screen_canvas
from tabletop.render.layout import layout_face
from tabletop.render.style import style_for
from tabletop.ui.app import App
from tabletop.ui.badges import reserved_band

from .conftest import open_table, step
from .scenes import EOC_PREPARE, card, scenario

RESTED = """\
game: eoc
seats: [human, computer]
phase: attack
turn: 0
zones:
  p0.c1:
    - {card: Ember Imp, label: imp, flags: [rested], counters: {damage: 1}}
    - {card: Ember Essence, attach: imp}
    - {card: Cinder Essence, attach: imp}
  p1.c1:
    - {card: Reef Crab, label: crab, flags: [destroyed], counters: {damage: 3}}
    - {card: Tide Essence, attach: crab}
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp, Ember Imp]
  p1.deck: [Reef Crab, Reef Crab]
"""


def _move(app: App, pos: tuple[int, int]) -> None:
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_rested_creature_lies_on_top_of_its_essence(app: App) -> None:
    game = scenario(RESTED)
    scene = open_table(app, game)
    board = scene.board
    imp = card(game, "Ember Imp", "p0.c1")
    essences = [card(game, "Ember Essence", "p0.c1"), card(game, "Cinder Essence", "p0.c1")]
    order = list(board.placed)
    host = board.placed[imp]
    assert host.rested and host.rect.w > host.rect.h  # sideways
    for essence in essences:
        guest = board.placed[essence]
        assert order.index(essence) < order.index(imp)  # drawn first: under the creature
        assert guest.rested and guest.rect.size == host.rect.size  # turned with its host
        assert guest.rect.right > host.rect.right  # peeking out beside it
    zone = board.geometry.zone_rects["p0.c1"]
    assert all(zone.contains(board.placed[i].rect) for i in (imp, *essences))
    assert board.card_at(host.rect.center) == imp  # the slot reads as the creature


def test_pills_stay_in_the_reserved_band(app: App) -> None:
    game = scenario(RESTED)
    scene = open_table(app, game)
    crab = card(game, "Reef Crab", "p1.c1")
    placed = scene.board.placed[crab]
    assert not placed.rested
    app.draw()
    card_id = game.state.cards[crab].card
    picture = scene.art.surface(card_id, placed.rect.size)
    rect = placed.rect
    box = scene.art.text_box(card_id, rect.size).move(rect.topleft)
    band = reserved_band(app.text, rect, False, box)
    # issue 34, item 3: "damage 2" covered Reef Crab's stat circles; the band ends above them
    face = scene.art.face(card_id)
    stats = layout_face(face, screen_canvas(*rect.size), style_for(face.game)).stats
    assert stats
    assert all(not band.colliderect(s.rect.move(rect.topleft)) for s in stats)
    screen = app.screen
    changed_outside, changed_inside = 0, 0
    for y in range(rect.y + 2, rect.bottom - 2, 2):
        for x in range(rect.x + 2, rect.right - 2, 2):
            drawn = screen.get_at((x, y))[:3] != picture.get_at((x - rect.x, y - rect.y))[:3]
            if band.collidepoint(x, y):
                changed_inside += drawn
            else:
                changed_outside += drawn
    assert changed_inside > 0  # "damage 3" and "destroyed" are drawn ...
    assert changed_outside == 0  # ... and nothing covers the name, cost, art or stats
    pills = scene.board.badge_rects[crab]
    assert max(p.bottom for p in pills) == band.bottom  # at the band's foot: the rules
    for x in range(band.x, band.right):  # text keeps its first words (its first rows)
        for y in range(band.y, min(p.top for p in pills) - 1):
            assert screen.get_at((x, y))[:3] == picture.get_at((x - rect.x, y - rect.y))[:3]


def test_the_hover_copy_shows_values_in_play_and_follows_the_card(app: App) -> None:
    game = scenario(RESTED)
    scene = open_table(app, game)
    imp = card(game, "Ember Imp", "p0.c1")
    _move(app, scene.board.placed[imp].rect.center)
    assert scene.hover == imp
    now = scene.board.current_values(imp)
    assert now is not None and "1 dmg" in now  # ATK/DEF as they are, with the damage
    assert now == game.rules.zone_summary(game.view(0), "p0.c1")
    app.draw()

    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    sprite = card(game, "Spark Sprite", "p0.hand")
    spot = scene.board.placed[sprite].rect.center
    _move(app, spot)
    assert scene.hover == sprite
    slot = scene.board.geometry.zone_rects["p0.c2"].center
    scene.play(Command(0, "create", sprite, "zone:p0.c2"))  # as a button or key would
    step(app)
    assert game.state.where[sprite] == "p0.c2"  # it left from under the still mouse
    assert scene.hover != sprite  # the copy does not stay on a card that left
    assert scene.hover is None or scene.board.placed[scene.hover].rect.collidepoint(spot)
    _move(app, slot)
    assert scene.hover == sprite and scene.board.hover_rect(sprite) is not None


def test_the_hover_copy_covers_no_zone_beside_a_tall_table(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    assert not scene.hud.docked
    for name in ("Ember Imp", "Volt Lancer", "Reef Crab"):
        iid = card(game, name)
        _move(app, scene.board.placed[iid].rect.center)
        rect = scene.board.hover_rect(iid)
        assert rect is not None and scene.hud.panel.contains(rect)
        assert rect.collidelist(list(scene.board.geometry.zone_rects.values())) == -1
        assert rect.w >= 200  # still a large, readable copy
