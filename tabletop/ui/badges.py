"""A card's counters (gold pills) and flags (red pills), in the card's reserved band: on a dark
strip at the foot of its rules text (its first words stay readable), never over its name,
cost, art or stats (the hover copy and Inspect say the text in full). A full band ends with
"+N"."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.effects import RESTED
from tabletop.engine.view import CardView
from tabletop.ui import theme
from tabletop.ui.text_boxes import TextBoxes
from tabletop.ui.theme import TextCache

Colour = tuple[int, int, int]
MORE_FILL: Colour = (30, 30, 40)
STRIP_FILL: Colour = (38, 42, 52)
MIN_LABEL_PX = 9  # the smallest lettering the table draws


def badge_band(
    rect: pygame.Rect, rested: bool = False, text_box: pygame.Rect | None = None, least: int = 0
) -> pygame.Rect:
    """Where a card's counter and flag pills go: the band of its rules text (the lower middle
    of the face; on a card lying sideways, the matching band turned with it). A large card
    (the hover copy) has room below its art; a small one needs the band's whole height.
    `text_box`: where the face's rules text really lies: the band ends where it ends, above
    the stats (EoC's stat circles), and is at least `least` px high (reaching up over the
    type line rather than down over the stats)."""
    if not rested:
        start = 0.6 if rect.h >= 240 else 0.45
        top, bottom = rect.y + round(rect.h * start), rect.y + round(rect.h * 0.89)
        if text_box is not None:
            bottom = min(bottom, text_box.bottom)
            top = min(top, bottom - least)
        inset = max(2, round(rect.w * 0.06))
        return pygame.Rect(rect.x + inset, top, rect.w - 2 * inset, bottom - top)
    # turned a quarter clockwise: the face's bottom lies on the left
    left, right = rect.x + round(rect.w * 0.11), rect.x + round(rect.w * 0.55)
    return pygame.Rect(left, rect.y + 2, right - left, rect.h - 4)


def badge_size(rect: pygame.Rect) -> int:
    """The pills' type on a card of `rect`."""
    return max(MIN_LABEL_PX, min(16, min(rect.w, rect.h) // 7))


def reserved_band(
    text: TextCache, rect: pygame.Rect, rested: bool = False, text_box: pygame.Rect | None = None
) -> pygame.Rect:
    """The band the pills of a card of `rect` take (`badge_band`, at least one pill high)."""
    least = text.get("0", badge_size(rect), bold=True).get_height() + 2
    return badge_band(rect, rested, text_box, least)


def pack(band: pygame.Rect, sizes: list[tuple[int, int]]) -> list[pygame.Rect]:
    """Pills for labels of `sizes`, left to right and row by row inside `band` (as many as
    fit; a pill is its label plus a margin)."""
    out: list[pygame.Rect] = []
    x, y = band.x, band.y
    for w, h in sizes:
        pill = pygame.Rect(x, y, w + min(8, max(4, h // 2)), h)
        if pill.right > band.right and x > band.x:
            x, y = band.x, y + pill.h + 1
            pill.topleft = (x, y)
        if pill.bottom > band.bottom:
            break
        out.append(pill)
        x = pill.right + 2
    return out


def badge_label(text: TextCache, words: str, size: int, ink: Colour, room: int) -> pygame.Surface:
    """A counter too wide for the band: its initial and number ("D2"); a flag: a smaller type,
    else cut with "…" (the hover copy and Inspect show it whole): never past the band."""
    label = text.get(words, size, ink, bold=True)
    if label.get_width() <= room:
        return label
    name, _, number = words.rpartition(" ")
    if name and number.lstrip("-").isdigit():
        return text.get(f"{name[:1].upper()}{number}", size, ink, bold=True)
    for smaller in range(size - 1, MIN_LABEL_PX - 1, -1):
        label = text.get(words, smaller, ink, bold=True)
        if label.get_width() <= room:
            return label
    return text.fit(words, MIN_LABEL_PX, room, ink, bold=True)


def draw_badges(
    surface: pygame.Surface,
    boxes: TextBoxes,
    card: CardView,
    rect: pygame.Rect,
    rested: bool,
    token_flags: Sequence[str] | None,
    text_box: pygame.Rect | None = None,
    layer: str = "",
) -> list[pygame.Rect]:
    """The card's counters, then the flags the rules show (`token_flags`; None: all); returns
    the pills drawn. `text_box`: the face's rules text on screen (see `badge_band`). The pills'
    words go through `boxes`, of the layer `layer` (default: "on card <iid>")."""
    text = boxes.text
    layer = layer or f"on card {card.iid}"
    size = badge_size(rect)
    band = reserved_band(text, rect, rested, text_box)
    items: list[tuple[str, Colour, Colour]] = [
        (f"{name} {value}", theme.ACCENT, theme.BADGE_TEXT) for name, value in card.counters
    ]
    flags = sorted(
        f for f in card.flags if f != RESTED and (token_flags is None or f in token_flags)
    )
    items += [(flag, theme.DANGER, theme.TEXT) for flag in flags]
    labels = [badge_label(text, words, size, ink, band.w - 8) for words, _, ink in items]
    spots = pack(band, [label.get_size() for label in labels])
    if 0 < len(spots) < len(items):  # the band is full: say how many more (Inspect lists them)
        more = text.get(f"+{len(items) - len(spots) + 1}", size, theme.TEXT, bold=True)
        kept = [label.get_size() for label in labels[: len(spots) - 1]]
        spots = pack(band, [*kept, more.get_size()])
        labels = [*labels[: len(spots) - 1], more]
        items = [*items[: len(spots) - 1], ("", MORE_FILL, theme.TEXT)]
    if spots:  # at the band's foot, so the rules text keeps its first words
        drop = band.bottom - max(p.bottom for p in spots)
        spots = [p.move(0, drop) for p in spots]
        # one strip under the pills, so no word of the rules text peeks out beside them
        top, bottom = min(p.top for p in spots), max(p.bottom for p in spots)
        strip = pygame.Rect(band.x, top - 1, band.w, bottom - top + 2).clip(band)
        pygame.draw.rect(surface, STRIP_FILL, strip, border_radius=3)
    for (_, fill, _), label, pill in zip(items, labels, spots, strict=False):
        pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
        boxes.place(surface, label, label.get_rect(center=pill.center), rect, layer, "pill")
    return spots[: len(labels)]
