"""Card sizes and the pixel canvas a card is drawn on (trim, bleed, safe zone)."""

from __future__ import annotations

import re
from dataclasses import dataclass

MM_PER_INCH = 25.4
POINTS_PER_INCH = 72.0
BLEED_MM = 3.0
SAFE_MM = 3.0
DEFAULT_DPI = 300
MIN_PRINT_TEXT_PT = 6.0
MIN_SCREEN_TEXT_PX = 9


@dataclass(frozen=True)
class CardSize:
    """A trimmed card size in millimetres."""

    name: str
    width_mm: float
    height_mm: float

    def __post_init__(self) -> None:
        if not (10 <= self.width_mm <= 300 and 10 <= self.height_mm <= 300):
            raise ValueError(
                f"card size {self.width_mm}x{self.height_mm} mm is out of range (10..300 mm)"
            )


CARD_SIZES: dict[str, CardSize] = {
    "poker": CardSize("poker", 63.0, 88.0),
    "bridge": CardSize("bridge", 57.0, 89.0),
    "mini": CardSize("mini", 44.0, 63.0),
    "tarot": CardSize("tarot", 70.0, 120.0),
}

_MM_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class WrittenSize:
    """A width and height in millimetres as written (``63x88``, ``300 × 450 mm``): the
    figures keep their text for the size's name."""

    width: str
    height: str

    @property
    def width_mm(self) -> float:
        return float(self.width)

    @property
    def height_mm(self) -> float:
        return float(self.height)


def parse_mm_size(text: str) -> WrittenSize | None:
    """The ``WxH`` millimetre size of ``text`` (a card's or a paper's), or None if it is not
    one; the caller says what the size must be and what else it accepts."""
    match = _MM_SIZE.match(text)
    return None if match is None else WrittenSize(match[1], match[2])


def parse_card_size(text: str) -> CardSize:
    """A preset name (poker, bridge, mini, tarot) or a custom ``WxH`` in millimetres."""
    key = text.strip().lower()
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    size = parse_mm_size(key)
    if size is None:
        names = ", ".join(CARD_SIZES)
        raise ValueError(f"unknown card size {text!r}: use one of {names} or WxH in mm (63x88)")
    return CardSize(f"{size.width}x{size.height}mm", size.width_mm, size.height_mm)


def mm_to_px(mm: float, dpi: float) -> int:
    return round(mm / MM_PER_INCH * dpi)


@dataclass(frozen=True)
class Canvas:
    """The pixel surface of one card.

    ``width`` x ``height`` is the trimmed card; ``bleed`` extra pixels surround it on every side
    (the background is extended there, never the artwork scaled); text stays ``safe`` pixels
    inside the trim. ``dpi`` is set for print canvases and decides the smallest readable text.
    """

    width: int
    height: int
    bleed: int = 0
    safe: int = 0
    dpi: float | None = None

    def __post_init__(self) -> None:
        if self.width < 16 or self.height < 16:
            raise ValueError(f"card canvas {self.width}x{self.height} px is too small (min 16)")
        if self.bleed < 0 or self.safe < 0:
            raise ValueError("bleed and safe margins must not be negative")
        if 2 * self.safe >= min(self.width, self.height):
            raise ValueError("the safe margin leaves no room on the card")

    @property
    def full_size(self) -> tuple[int, int]:
        """Surface size including the bleed."""
        return self.width + 2 * self.bleed, self.height + 2 * self.bleed

    @property
    def min_text_px(self) -> int:
        """Smallest text size still readable: 6 pt at print size, 9 px on screen."""
        if self.dpi is None:
            return MIN_SCREEN_TEXT_PX
        return max(MIN_SCREEN_TEXT_PX, round(MIN_PRINT_TEXT_PT / POINTS_PER_INCH * self.dpi))


def screen_canvas(width: int, height: int) -> Canvas:
    """A canvas for the screen: no bleed, a safe margin of 4.5 % of the width."""
    return Canvas(width, height, bleed=0, safe=max(2, round(width * 0.045)))


def print_canvas(size: CardSize, dpi: float = DEFAULT_DPI, *, bleed_mm: float = BLEED_MM) -> Canvas:
    """A canvas for print: trim size at ``dpi``, ``bleed_mm`` of bleed, a 3 mm safe zone."""
    if not 72 <= dpi <= 1200:
        raise ValueError(f"dpi {dpi} is out of range (72..1200)")
    return Canvas(
        mm_to_px(size.width_mm, dpi),
        mm_to_px(size.height_mm, dpi),
        bleed=mm_to_px(bleed_mm, dpi),
        safe=mm_to_px(SAFE_MM, dpi),
        dpi=dpi,
    )


def as_canvas(size: Canvas | tuple[int, int]) -> Canvas:
    """Accept a bare ``(width, height)`` in pixels as a screen canvas."""
    if isinstance(size, Canvas):
        return size
    width, height = size
    return screen_canvas(int(width), int(height))
