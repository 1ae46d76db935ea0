"""Paper sizes (millimetres, portrait)."""

from __future__ import annotations

import re
from dataclasses import dataclass

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

_CUSTOM = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)


def parse_paper(text: str) -> Paper:
    """``a4``, ``letter``, ``universal`` or a custom ``WxH`` in millimetres (``300x450``)."""
    key = text.strip().lower()
    if key in PAPERS:
        return PAPERS[key]
    match = _CUSTOM.match(key)
    if match is None:
        raise ValueError(
            f"unknown paper {text!r}: use a4, letter, universal or WxH in mm (e.g. 300x450)"
        )
    width, height = float(match[1]), float(match[2])
    if not (50 <= width <= 2000 and 50 <= height <= 2000):
        raise ValueError(f"paper {width}x{height} mm is out of range (50..2000 mm)")
    return Paper(f"{match[1]}x{match[2]} mm", width, height)
