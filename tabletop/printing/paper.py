"""Paper sizes (millimetres, portrait)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.render.geometry import parse_mm_size

MIN_MARGIN_MM = 6.35  # a quarter inch: what nearly every desktop printer can reach


@dataclass(frozen=True)
class Paper:
    name: str
    width_mm: float
    height_mm: float


PAPERS: dict[str, Paper] = {
    "a4": Paper("A4", 210.0, 297.0),
    "letter": Paper("Letter", 215.9, 279.4),
    # Narrow as A4 and short as Letter: prints unscaled on both.
    "universal": Paper("Universal", 210.0, 279.4),
}


def parse_paper(text: str) -> Paper:
    """``a4``, ``letter``, ``universal`` or a custom ``WxH`` in millimetres (``300x450``)."""
    key = text.strip().lower()
    if key in PAPERS:
        return PAPERS[key]
    size = parse_mm_size(key)
    if size is None:
        raise ValueError(
            f"unknown paper {text!r}: use a4, letter, universal or WxH in mm (e.g. 300x450)"
        )
    width, height = size.width_mm, size.height_mm
    if not (50 <= width <= 2000 and 50 <= height <= 2000):
        raise ValueError(f"paper {width}x{height} mm is out of range (50..2000 mm)")
    return Paper(f"{size.width}x{size.height} mm", width, height)
