"""The table's parts without a window: geometry, gestures, animation, settings."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

import tabletop  # noqa: E402
from tabletop.engine.commands import Command  # noqa: E402
from tabletop.ui.animation import Animator  # noqa: E402
from tabletop.ui.drag import Gestures  # noqa: E402
from tabletop.ui.geometry import TableGeometry, spread_row, viewer_at_bottom  # noqa: E402
from tabletop.ui.settings import MIN_SIZE, Settings, load_settings, save_settings  # noqa: E402


def test_geometry_fits_the_table_and_turns_it_for_the_top_seat() -> None:
    game = tabletop.new_game("tally", seed=1)
    zones = game.rules.layout.zones(2)
    area = pygame.Rect(10, 60, 1000, 600)
    flat = TableGeometry(zones, game.rules.layout.table, area)
    assert area.contains(flat.table_rect)
    assert all(flat.table_rect.contains(r) for r in flat.zone_rects.values())
    assert flat.zone_rects["p0.hand"].y > flat.zone_rects["p1.hand"].y
    assert viewer_at_bottom(zones, 1) and not viewer_at_bottom(zones, 0)
    turned = TableGeometry(zones, game.rules.layout.table, area, turned=True)
    assert turned.zone_rects["p1.hand"].y > turned.zone_rects["p0.hand"].y
    placed = flat.place(game.view(0))
    hand = sorted(placed[i].rect.x for i in game.state.zone("p0.hand"))
    assert hand == sorted(set(hand))  # side by side, none on another
    deck = [placed[i] for i in game.state.zone("p0.deck")]
    assert [p.visible for p in deck].count(True) == 1  # only a pile's top card is drawn


def test_a_crowded_row_overlaps_inside_its_zone() -> None:
    zone = pygame.Rect(0, 0, 300, 100)
    rects = spread_row(zone, (70, 100), 10)
    assert rects[0].x >= 0 and rects[-1].right <= 300
    assert len({r.x for r in rects}) == 10


def test_gestures_map_drops_and_clicks() -> None:
    play = Command(0, "play", 5, "zone:p0.table")
    boost = Command(0, "trick", 6, "card:9")
    use = Command(0, "use", 7)
    pick = Command(0, "choose", None, "card:3")
    done = Command(0, "pass")
    gestures = Gestures([play, boost, use, pick, done])
    assert gestures.buttons() == [done]
    assert gestures.sources() == {5, 6, 7}
    assert gestures.targets_for(6) == {"card:9"}
    assert gestures.clicks() == {"card:7": [use], "card:3": [pick]}
    assert gestures.drop(0, 5, ["zone:p0.table"]).commands == (play,)
    assert gestures.drop(0, 6, ["card:9", "zone:p1.table"]).commands == (boost,)
    missed = gestures.drop(0, 5, ["zone:p0.discard"])
    assert missed.commands == () and missed.probe == Command(0, "play", 5, "zone:p0.discard")
    sandbox = gestures.drop(0, 5, ["zone:p0.discard"], sandbox=True)
    assert sandbox.commands == (Command(0, "sandbox.move", 5, "zone:p0.discard"),)


def test_animator_glides_at_most_200_ms() -> None:
    animator = Animator(0.5)
    assert animator.seconds == 0.2
    start, end = pygame.Rect(0, 0, 10, 10), pygame.Rect(100, 0, 10, 10)
    animator.retarget({1: start})
    animator.retarget({1: end})
    assert animator.moving == {1}
    animator.update(0.1)
    assert 0 < animator.rect(1, end).x < 100
    animator.update(0.1)
    assert not animator.busy and animator.rect(1, end) == end
    off = Animator(0.0)
    off.retarget({1: start})
    off.retarget({1: end})
    assert not off.busy


def test_settings_round_trip_and_bad_files(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path) == Settings()
    settings = Settings(width=1600, height=900, animation="off", computer_speed="slow")
    assert save_settings(settings, path) is None
    assert load_settings(path) == settings
    path.write_text('{"width": "huge", "height": 100, "animation": "warp"}', encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.size == (1280, MIN_SIZE[1]) and loaded.animation == "normal"


def test_a_long_button_label_is_never_cut() -> None:
    """Issue 19, point 6: "End the Preparation Phase" in a narrow button: a smaller type, or
    two lines, never an ellipsis."""
    import pygame

    from tabletop.ui.theme import TextCache
    from tabletop.ui.widgets import Button

    pygame.font.init()
    button = Button("End the Preparation Phase", lambda: None, pygame.Rect(0, 0, 226, 44))
    label = button._label(TextCache(), (255, 255, 255))
    assert label is None or label.get_width() <= 226 - 16
    surface = pygame.Surface((300, 60))
    button.draw(surface, TextCache())
