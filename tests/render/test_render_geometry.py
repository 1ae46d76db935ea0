from __future__ import annotations

import pytest

from tabletop.render import CARD_SIZES, Canvas, parse_card_size, print_canvas, screen_canvas


def test_presets_and_custom_sizes() -> None:
    assert parse_card_size("poker") == CARD_SIZES["poker"]
    assert (CARD_SIZES["bridge"].width_mm, CARD_SIZES["bridge"].height_mm) == (57, 89)
    assert (CARD_SIZES["mini"].width_mm, CARD_SIZES["mini"].height_mm) == (44, 63)
    assert (CARD_SIZES["tarot"].width_mm, CARD_SIZES["tarot"].height_mm) == (70, 120)
    custom = parse_card_size("70x70")
    assert (custom.width_mm, custom.height_mm) == (70.0, 70.0)


@pytest.mark.parametrize("text", ["huge", "70x", "5x5", ""])
def test_bad_card_size_is_a_clear_error(text: str) -> None:
    with pytest.raises(ValueError, match="card size"):
        parse_card_size(text)


def test_print_canvas_at_300_dpi() -> None:
    canvas = print_canvas(CARD_SIZES["poker"])
    assert (canvas.width, canvas.height) == (744, 1039)  # 63 x 88 mm at 300 dpi
    assert canvas.bleed == 35  # 3 mm
    assert canvas.safe == 35
    assert canvas.full_size == (814, 1109)
    assert canvas.min_text_px == 25  # 6 pt


def test_600_dpi_doubles_everything() -> None:
    canvas = print_canvas(CARD_SIZES["poker"], 600)
    assert (canvas.width, canvas.height, canvas.bleed) == (1488, 2079, 71)
    assert canvas.min_text_px == 50


def test_screen_canvas_minimum_text() -> None:
    assert screen_canvas(250, 350).min_text_px == 9
    with pytest.raises(ValueError):
        Canvas(8, 8)
