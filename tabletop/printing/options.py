"""`PrintOptions`: everything that shapes a print run, validated on construction."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass

from tabletop.printing.choices import BACKS, LAYOUTS, Backs, Layout
from tabletop.printing.paper import MIN_MARGIN_MM, Paper, parse_paper
from tabletop.render.geometry import BLEED_MM, DEFAULT_DPI, CardSize, parse_card_size


@dataclass(frozen=True)
class PrintOptions:
    """How to lay cards out on paper.

    ``paper``: a4, letter, universal (210x279.4 mm, prints unscaled on both) or ``WxH`` mm.
    ``layout``: ``butted`` (cards edge to edge, shared cut lines), ``gutter`` (each card keeps
    its bleed, gaps between), ``single`` (one card per page, page = card plus bleed, with TrimBox
    and BleedBox, for print shops). ``backs``: none, duplex-long (columns mirrored), duplex-short
    (rows reversed), fold (backs under the fronts, fold across the middle), separate (a second
    file, pages as for duplex-long). ``back_offset_mm``: (x, y) shift of back pages as read from
    the calibration sheet.
    """

    paper: str = "a4"
    card_size: str = "poker"
    layout: Layout = "butted"
    backs: Backs = "none"
    margin_mm: float = MIN_MARGIN_MM
    gutter_mm: float = 0.0
    bleed_mm: float = BLEED_MM
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    dpi: int = DEFAULT_DPI
    grayscale: bool = False
    ink_saver: bool = False
    crop_marks: bool = True
    set_name: str = ""
    date: dt.date | None = None

    def __post_init__(self) -> None:
        if self.layout not in LAYOUTS:
            raise ValueError(f"unknown layout {self.layout!r}: use one of {', '.join(LAYOUTS)}")
        if self.backs not in BACKS:
            raise ValueError(f"unknown backs {self.backs!r}: use one of {', '.join(BACKS)}")
        lengths = (self.margin_mm, self.gutter_mm, self.bleed_mm, *self.back_offset_mm)
        if not all(math.isfinite(v) for v in lengths):
            raise ValueError(
                f"margin, gutter, bleed and back offset must be numbers of mm: {lengths}"
            )
        if self.margin_mm < MIN_MARGIN_MM - 1e-9:
            raise ValueError(
                f"margin {self.margin_mm} mm is below the {MIN_MARGIN_MM} mm most printers need"
            )
        if not 0 <= self.gutter_mm <= 50:
            raise ValueError(f"gutter {self.gutter_mm} mm is out of range (0..50 mm)")
        if not 0 <= self.bleed_mm <= 10:
            raise ValueError(f"bleed {self.bleed_mm} mm is out of range (0..10 mm)")
        if not 72 <= self.dpi <= 1200:
            raise ValueError(f"dpi {self.dpi} is out of range (72..1200; 300 or 600 are usual)")
        if any(abs(v) > 20 for v in self.back_offset_mm):
            raise ValueError(f"back offset {self.back_offset_mm} mm is over 20 mm: re-measure it")
        if self.layout == "single" and self.backs == "fold":
            raise ValueError("the single layout cannot fold: use duplex-long or separate backs")
        self.paper_size  # noqa: B018 - validate early
        self.card  # noqa: B018

    @property
    def paper_size(self) -> Paper:
        return parse_paper(self.paper)

    @property
    def card(self) -> CardSize:
        return parse_card_size(self.card_size)

    @property
    def print_date(self) -> dt.date:
        return self.date or dt.date.today()


def parse_offset(text: str) -> tuple[float, float]:
    """``"X,Y"`` in millimetres, e.g. ``"0.5,-1.2"``."""
    shown = text if len(text) <= 40 else f"{text[:37]}..."
    parts = text.replace(" ", "").split(",")
    if len(parts) != 2:
        raise ValueError(f"--back-offset {shown!r} must be X,Y in mm (e.g. 0.5,-1)")
    try:
        x, y = float(parts[0]), float(parts[1])
    except ValueError:
        x = y = math.nan
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"--back-offset {shown!r} must be two numbers X,Y in mm")
    return x, y
