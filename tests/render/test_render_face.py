from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from tabletop.engine.registry import get_rules
from tabletop.render import (
    CARD_SIZES,
    CardFace,
    FaceCache,
    check_fit,
    placeholder_art,
    print_canvas,
    render_back,
    render_card,
    render_face,
    screen_canvas,
)
from tabletop.render.fonts import font
from tabletop.render.layout import layout_face
from tabletop.render.style import look_of, style_for
from tests.render.samples import BOWMAN, HERALD

POKER = print_canvas(CARD_SIZES["poker"])


def test_face_has_full_bleed_size_and_no_warnings() -> None:
    rendered = render_face(HERALD, POKER)
    assert rendered.surface.get_size() == POKER.full_size
    assert rendered.warnings == ()
    assert check_fit(HERALD) == []


def test_bleed_extends_the_background() -> None:
    surface = render_face(HERALD, POKER).surface
    frame = style_for(HERALD.game).frame_colour(HERALD.accent)
    w, h = surface.get_size()
    b = POKER.bleed
    # Bleed pixels and the frame just inside the trim are the same colour: nothing was scaled.
    for x, y in [
        (0, 0),
        (w - 1, 0),
        (0, h - 1),
        (w - 1, h - 1),
        (w // 2, 1),
        (1, h // 2),
        (b + 3, b + 3),
        (w - b - 4, h // 2),
    ]:
        assert surface.get_at((x, y))[:3] == frame, (x, y)


@pytest.mark.parametrize("face", [HERALD, BOWMAN])
def test_everything_is_drawn_inside_the_safe_zone(face: CardFace) -> None:
    surface = render_face(face, POKER).surface
    frame = surface.get_at((0, 0))
    b, s = POKER.bleed, POKER.safe
    w, h = surface.get_size()
    band = [
        (x, y)
        for x in range(0, w, 3)
        for y in range(0, h, 3)
        if not (b + s <= x < w - b - s and b + s <= y < h - b - s)
    ]
    assert all(surface.get_at(p) == frame for p in band)


def _long_text(words: int) -> str:
    return " ".join(["Deal 1 damage to each enemy soldier in the encounter zone."] * words)


@pytest.mark.parametrize("repeats", [1, 4, 8, 12])
def test_rules_text_shrinks_and_never_overflows(repeats: int) -> None:
    face = dataclasses.replace(HERALD, text=_long_text(repeats))
    lay = layout_face(face, POKER, style_for(face.game))
    inner = lay.text_inner
    assert lay.text.height <= inner.height
    for line in lay.text.lines:
        assert font(line.font_file, lay.text.size_px).size(line.text)[0] <= inner.width
        assert line.y + font(line.font_file, lay.text.size_px).get_linesize() <= inner.height


def test_longer_text_is_set_smaller() -> None:
    sizes = []
    for repeats in (1, 5, 9):
        face = dataclasses.replace(HERALD, text=_long_text(repeats), flavor=None)
        sizes.append(layout_face(face, POKER, style_for(face.game)).text.size_px)
    assert sizes[0] > sizes[1] > sizes[2]


def test_check_fit_warns_for_absurd_text() -> None:
    absurd = dataclasses.replace(HERALD, text=_long_text(60))
    warnings = check_fit(absurd)
    assert warnings and "rules text" in warnings[0] and "cut" in warnings[0]
    rendered = render_face(absurd, POKER)
    assert rendered.warnings == tuple(warnings)


def test_check_fit_warns_for_a_name_too_long_to_read() -> None:
    long_name = dataclasses.replace(HERALD, name="The Most Unreasonably Long Name " * 3)
    assert any("name" in w for w in check_fit(long_name))


def test_placeholder_art_is_distinct_per_card_and_stable() -> None:
    a = placeholder_art("emp-a", "Storm Herald", (200, 60, 50), (200, 120))
    b = placeholder_art("emp-b", "Storm Herald", (200, 60, 50), (200, 120))
    again = placeholder_art("emp-a", "Storm Herald", (200, 60, 50), (200, 120))
    raw = pygame.image.tobytes
    assert raw(a, "RGB") != raw(b, "RGB")
    assert raw(a, "RGB") == raw(again, "RGB")


def test_card_art_file_is_used_when_present(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.render import assets

    real = assets.assets_dir()
    root = tmp_path / "assets"
    (root / "art" / "empyrean").mkdir(parents=True)
    (root / "fonts").symlink_to(real / "fonts")
    picture = pygame.Surface((40, 30))
    picture.fill((0, 255, 0))
    pygame.image.save(picture, str(root / "art" / "empyrean" / f"{HERALD.card_id}.png"))
    monkeypatch.setenv("TABLETOP_ASSETS", str(root))
    assets.assets_dir.cache_clear()
    try:
        surface = render_face(HERALD, POKER).surface
        lay = layout_face(HERALD, POKER, style_for(HERALD.game))
        assert surface.get_at(lay.art.center)[:3] == (0, 255, 0)
        assert surface.get_at((lay.art.left + 10, lay.art.top + 10))[:3] == (0, 255, 0)
    finally:
        monkeypatch.delenv("TABLETOP_ASSETS")
        assets.assets_dir.cache_clear()


def test_backs_differ_per_game_and_fill_the_bleed() -> None:
    canvas = screen_canvas(120, 168)
    backs = [
        CardFace(game=g, game_title=g, card_id="back", name="", look=look_of(get_rules(g)))
        for g in ("empyrean", "clash")
    ]
    a, b = (render_back(face, canvas) for face in backs)
    assert a.get_size() == b.get_size() == (120, 168)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")
    assert render_card(HERALD, canvas, "back").warnings == ()


def test_any_pixel_size_and_unknown_game() -> None:
    odd = dataclasses.replace(HERALD, game="homebrew", game_title="Homebrew")
    for size in [(63, 88), (250, 350), (400, 300)]:
        rendered = render_face(odd, size)
        assert rendered.surface.get_size() == size


def test_rendering_needs_no_display() -> None:
    render_face(BOWMAN, (180, 252))
    assert pygame.display.get_surface() is None


def test_cache_returns_the_same_surface() -> None:
    cache = FaceCache(max_items=3)
    first = cache.get(HERALD, (180, 252))
    assert cache.get(HERALD, (180, 252)) is first
    assert cache.get(HERALD, (200, 280)) is not first
    back = cache.get(HERALD, (180, 252), "back")
    same_game = dataclasses.replace(HERALD, card_id="emp-other", name="Other")
    assert cache.get(same_game, (180, 252), "back") is back
    cache.get(BOWMAN, (180, 252))  # evicts the least recently used entry
    assert len(cache) == 3
    assert cache.warnings(HERALD, (180, 252)) == render_face(HERALD, (180, 252)).warnings


def test_bad_faces_are_rejected() -> None:
    with pytest.raises(ValueError, match="accent"):
        dataclasses.replace(HERALD, accent=(300, 0, 0))
    with pytest.raises(ValueError, match="symbol"):
        dataclasses.replace(HERALD, symbol="ABCD")
    with pytest.raises(ValueError, match="side"):
        render_card(HERALD, (100, 140), "edge")  # type: ignore[arg-type]


def test_a_card_too_small_for_its_type_line_draws_no_empty_bar() -> None:
    """A thumbnail drops text set below the readable minimum; the bar and cost disc that held
    it were still drawn, as an empty strip and an empty dot."""
    canvas = screen_canvas(60, 84)
    lay = layout_face(HERALD, canvas, style_for(HERALD.game))
    assert lay.type_line.text == ""  # too small to be read: dropped
    surface = render_face(HERALD, canvas).surface
    frame = style_for(HERALD.game).frame_colour(HERALD.accent)
    bar = lay.type_bar
    row = [surface.get_at((x, bar.centery))[:3] for x in range(bar.left + 2, bar.centerx)]
    assert all(colour == frame for colour in row)


def test_a_card_too_small_for_any_rules_word_gives_the_art_that_room() -> None:
    """A market card at 1280x720 showed a squashed art strip over an empty cream box: no word
    of its text could be set at the screen's 9 px. Then the art takes the box's room."""
    canvas = screen_canvas(45, 63)
    lay = layout_face(HERALD, canvas, style_for(HERALD.game))
    assert lay.text.lines == ()  # nothing legible at this size
    assert lay.text_box.height == 0
    assert lay.art.height > round(63 * 0.20)  # not the smallest art, kept for a text box
    assert 0 < lay.footer.top - lay.type_bar.bottom <= 4  # and no empty room left above
    assert lay.art.bottom < lay.type_bar.top
    print_lay = layout_face(HERALD, POKER, style_for(HERALD.game))
    assert print_lay.text.lines and print_lay.text_box.height > 0  # print is unchanged


def test_a_games_face_carries_its_look_and_draws_without_asking_the_registry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rules travel (issue 44): a face made from a game's rules carries the look they
    declare, so the renderer never looks the game up by its id; a face made by hand, without
    a look, is the one case that asks the registry (shown by making the registry fail)."""
    import tabletop.render.style as style
    from tabletop.render.sources import card_face

    rules = get_rules("clash")
    face = card_face(rules, next(iter(rules.cardset.cards)))
    assert face.look is not None and face.look == rules.card_look

    def no_registry(game: str) -> None:
        raise RuntimeError(f"the renderer looked {game!r} up")

    monkeypatch.setattr(style, "get_rules", no_registry)
    canvas = screen_canvas(120, 168)
    assert render_card(face, canvas).surface.get_size() == (120, 168)
    assert render_card(face, canvas, "back").surface.get_size() == (120, 168)
    with pytest.raises(RuntimeError, match="looked 'clash' up"):
        render_card(dataclasses.replace(face, look=None), canvas)
