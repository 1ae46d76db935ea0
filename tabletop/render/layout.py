"""Where each part of a card face goes, and how its text is set: computed, never drawn.

The renderer draws a ``FaceLayout``; ``check_fit`` reads its warnings. All rectangles are in
surface pixels (the bleed included), and all of them lie inside the safe zone.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import overload

import pygame

from tabletop.render.face import CardFace
from tabletop.render.fonts import HEAVY_FONT, LABEL_FONT, font
from tabletop.render.geometry import Canvas
from tabletop.render.style import GameStyle
from tabletop.render.textfit import Paragraph, SetBlock, SetText, fit_block, fit_line

ART_FRACTIONS = (0.40, 0.33, 0.26, 0.20)  # art height / card height, tried in order
COMFORT = 0.8  # rules text at >= 80 % of its full size is comfortable; else shrink the art
FLOOR_RATIO = 0.6  # below the readable minimum, text may shrink to 60 % of it before being cut
COST_SIZE, COST_WIDTH = 0.6, 0.72  # the cost's size and widest figure, as parts of its disc


@dataclass(frozen=True)
class StatLayout:
    label: str
    value: str
    rect: pygame.Rect
    label_px: int
    value_px: int


@dataclass(frozen=True)
class FaceLayout:
    trim: pygame.Rect
    safe: pygame.Rect
    name_bar: pygame.Rect
    name: SetText
    cost_circle: pygame.Rect | None
    cost: SetText | None
    art: pygame.Rect
    type_bar: pygame.Rect
    type_line: SetText
    kind: SetText | None
    symbol_badge: pygame.Rect
    symbol: SetText | None
    text_box: pygame.Rect
    text_inner: pygame.Rect
    text: SetBlock
    footer: pygame.Rect
    stats: tuple[StatLayout, ...]
    footer_note: SetText
    warnings: tuple[str, ...]


def _floor(canvas: Canvas) -> int:
    """The smallest size text is set at before it is cut. On screen that is the readable
    minimum itself: a small card shows a shortened text (the hover copy shows it all), never
    lettering too small to read. Print may shrink a little below, to 60 % of 6 pt."""
    if canvas.dpi is None:
        return canvas.min_text_px
    return max(5, round(canvas.min_text_px * FLOOR_RATIO))


@overload
def _legible(line: SetText, minimum: int) -> SetText: ...
@overload
def _legible(line: None, minimum: int) -> None: ...
@overload
def _legible(line: SetText | None, minimum: int) -> SetText | None: ...
def _legible(line: SetText | None, minimum: int) -> SetText | None:
    """``line``, or an empty line in its place when it is set below ``minimum`` px."""
    if line is None or not line.text or line.size_px >= minimum:
        return line
    return SetText("", minimum, truncated=True)


def _cost_disc(text: str, name_h: int, safe: pygame.Rect, canvas: Canvas) -> tuple[int, int]:
    """The cost disc's diameter and the cost's size in px. The disc is the name bar's height;
    on a small screen card, where that would set the cost below the readable minimum, the disc
    grows (over the art's corner) to hold it at the minimum: the number a player acts on is
    kept while smaller things go (issue 30: a market card showed its defence in its place)."""
    d, size = name_h, round(name_h * COST_SIZE)
    if canvas.dpi is None and size < canvas.min_text_px:
        size = canvas.min_text_px
        wide = max(font(HEAVY_FONT, size).size(text)[0], size)
        d = max(d, math.ceil(wide / COST_WIDTH))
        d = min(d, safe.width, safe.height)
    return d, size


def _paragraphs(face: CardFace, style: GameStyle) -> list[Paragraph]:
    paras: list[Paragraph] = []
    if face.keywords:
        paras.append(Paragraph(" · ".join(face.keywords), style.fonts.body_bold))
    for chunk in face.text.split("\n"):
        if chunk.strip():
            paras.append(Paragraph(chunk.strip(), style.fonts.body))
    if face.flavor and face.flavor.strip():
        paras.append(Paragraph(face.flavor.strip(), style.fonts.italic, ruled=bool(paras)))
    return paras


def _check_line(
    part: str, fitted: SetText, minimum: int, warnings: list[str], face: CardFace
) -> None:
    if fitted.truncated:
        warnings.append(f"{face.card_id}: {part} does not fit; it was cut to {fitted.text!r}")
    elif fitted.text and fitted.size_px < minimum:
        warnings.append(
            f"{face.card_id}: {part} set at {fitted.size_px} px, "
            f"below the readable minimum of {minimum} px"
        )


def _layout_stats(
    face: CardFace, footer: pygame.Rect, width: int, minimum: int, screen: bool = False
) -> tuple[tuple[StatLayout, ...], bool]:
    """Stat pills from the footer's left edge within ``width``; False if cut to the minimum.

    On ``screen`` a label that would be smaller than ``minimum`` is left out (the pill shows
    its value alone; the hover copy has room for both)."""
    if not face.stats:
        return (), True
    h = footer.height
    value_px, label_px = round(h * 0.62), round(h * 0.36)
    if screen and label_px < minimum:
        face_stats = tuple(("", value) for _, value in face.stats)
        face = dataclasses.replace(face, stats=face_stats)
        label_px = minimum
    if screen:
        value_px = max(value_px, minimum)
    pad, gap = round(h * 0.22), round(h * 0.18)

    def widths(vp: int, lp: int) -> list[int]:
        out = []
        for label, value in face.stats:
            w = font(LABEL_FONT, lp).size(label.upper())[0] + font(HEAVY_FONT, vp).size(value)[0]
            out.append(w + 3 * pad)
        return out

    floor = minimum if screen else max(5, round(minimum * FLOOR_RATIO))
    while True:
        ws = widths(value_px, label_px)
        if sum(ws) + gap * (len(ws) - 1) <= width or label_px <= floor:
            break
        value_px, label_px = max(floor, value_px - 1), max(floor, label_px - 1)
    ok = sum(ws) + gap * (len(ws) - 1) <= width
    if screen and not ok and any(label for label, _ in face.stats):  # the values alone
        bare = dataclasses.replace(face, stats=tuple(("", v) for _, v in face.stats))
        return _layout_stats(bare, footer, width, minimum, screen)
    stats: list[StatLayout] = []
    x = footer.left
    for (label, value), w in zip(face.stats, ws, strict=True):
        stats.append(StatLayout(label, value, pygame.Rect(x, footer.top, w, h), label_px, value_px))
        x += w + gap
    return tuple(stats), ok


@dataclass(frozen=True)
class _Measures:
    """The measures every part of one face is placed by."""

    canvas: Canvas
    trim: pygame.Rect
    safe: pygame.Rect
    minimum: int  # the readable minimum
    floor: int  # the size text is cut below
    gap: int  # between parts
    pad: int  # inside a part

    @property
    def height(self) -> int:
        return self.canvas.height

    @property
    def screen(self) -> bool:
        return self.canvas.dpi is None


def _measures(canvas: Canvas) -> _Measures:
    b, W, H = canvas.bleed, canvas.width, canvas.height
    trim = pygame.Rect(b, b, W, H)
    safe = trim.inflate(-2 * canvas.safe, -2 * canvas.safe)
    edge = max(2, round(H * 0.012))
    return _Measures(canvas, trim, safe, canvas.min_text_px, _floor(canvas), gap=edge, pad=edge)


@dataclass(frozen=True)
class _NameBar:
    rect: pygame.Rect
    name: SetText
    cost_circle: pygame.Rect | None
    cost: SetText | None


def _place_name_bar(
    face: CardFace, style: GameStyle, m: _Measures, warnings: list[str]
) -> _NameBar:
    """The name bar at the top of the safe zone, with the cost's disc at its right end."""
    name_h = max(12, round(m.height * 0.085))
    bar = pygame.Rect(m.safe.left, m.safe.top, m.safe.width, name_h)
    cost_circle: pygame.Rect | None = None
    cost: SetText | None = None
    name_right = bar.right - m.pad
    if face.cost:
        d, cost_px = _cost_disc(face.cost, name_h, m.safe, m.canvas)
        cost_circle = pygame.Rect(bar.right - d, bar.top, d, d)
        cost = fit_line(face.cost, HEAVY_FONT, round(d * COST_WIDTH), cost_px, m.floor)
        _check_line("cost", cost, m.minimum, warnings, face)
        name_right = cost_circle.left - m.pad
    name_px = round(name_h * 0.52)
    if m.screen and font(style.fonts.title, m.minimum).get_height() <= name_h:
        name_px = max(name_px, m.minimum)  # a small card's name: readable, shortened if need be
    name = fit_line(
        face.name, style.fonts.title, name_right - bar.left - 2 * m.pad, name_px, m.floor
    )
    _check_line("name", name, m.minimum, warnings, face)
    return _NameBar(bar, name, cost_circle, cost)


@dataclass(frozen=True)
class _Footer:
    rect: pygame.Rect
    stats: tuple[StatLayout, ...]
    note: SetText


def _place_footer(face: CardFace, style: GameStyle, m: _Measures, warnings: list[str]) -> _Footer:
    """The footer at the bottom of the safe zone: stat pills, then the deck and rarity note."""
    footer_h = max(10, round(m.height * (0.075 if face.stats else 0.045)))
    footer = pygame.Rect(m.safe.left, m.safe.bottom - footer_h, m.safe.width, footer_h)
    stats, stats_ok = _layout_stats(
        face, footer, round(m.safe.width * 0.72), m.minimum, screen=m.screen
    )
    if not stats_ok:
        warnings.append(f"{face.card_id}: stats do not fit the footer at a readable size")
    stats_right = stats[-1].rect.right + 2 * m.pad if stats else footer.left
    note_text = " · ".join(x for x in (face.deck_name, (face.rarity or "").title()) if x)
    note_px = round(footer_h * (0.34 if face.stats else 0.6))
    note = fit_line(note_text, style.fonts.italic, footer.right - stats_right, note_px, m.floor)
    return _Footer(footer, stats, note)


@dataclass(frozen=True)
class _Body:
    art: pygame.Rect
    type_bar: pygame.Rect
    text_box: pygame.Rect
    inner: pygame.Rect
    block: SetBlock


def _body_at(
    fraction: float, paras: list[Paragraph], body_max: int, m: _Measures, top: int, bottom: int
) -> _Body:
    """Art of ``fraction`` of the card's height, the type bar, and the text in the rest."""
    gap, pad, safe = m.gap, m.pad, m.safe
    art = pygame.Rect(safe.left, top + gap, safe.width, round(m.height * fraction))
    type_bar = pygame.Rect(safe.left, art.bottom + gap, safe.width, _type_height(m))
    text_box = pygame.Rect(
        safe.left, type_bar.bottom + gap, safe.width, bottom - gap - type_bar.bottom - gap
    )
    inner = text_box.inflate(-4 * pad, -3 * pad)
    block = fit_block(paras, inner.width, inner.height, body_max, m.floor)
    return _Body(art, type_bar, text_box, inner, block)


def _type_height(m: _Measures) -> int:
    return max(10, round(m.height * 0.06))


def _art_only(body: _Body, m: _Measures, bottom: int) -> _Body:
    """The art grown over the text box, for a screen card too small for any of its words."""
    type_h = _type_height(m)
    art = pygame.Rect(body.art.x, body.art.y, body.art.w, bottom - 2 * m.gap - type_h - body.art.y)
    type_bar = pygame.Rect(m.safe.left, art.bottom + m.gap, m.safe.width, type_h)
    text_box = pygame.Rect(m.safe.left, type_bar.bottom + m.gap, m.safe.width, 0)
    inner = pygame.Rect(text_box.topleft, (text_box.w, 0))
    return _Body(art, type_bar, text_box, inner, body.block)


def _place_body(
    face: CardFace, style: GameStyle, m: _Measures, top: int, bottom: int, warnings: list[str]
) -> _Body:
    """Art, type bar and text box between the name bar (``top``) and the footer (``bottom``):
    the largest art whose text still sets comfortably, else the smallest."""
    paras = _paragraphs(face, style)
    body_max = max(m.floor, round(m.height * 0.036))
    chosen: _Body | None = None
    for fraction in ART_FRACTIONS:
        chosen = _body_at(fraction, paras, body_max, m, top, bottom)
        if chosen.block.size_px >= COMFORT * body_max and not chosen.block.truncated:
            break
    assert chosen is not None
    if m.screen and not chosen.block.lines:  # no word legible: the art takes the box's room
        chosen = _art_only(chosen, m, bottom)
    block = chosen.block
    if block.truncated:
        warnings.append(
            f"{face.card_id}: rules text does not fit even at {block.size_px} px; it was cut"
        )
    elif block.lines and block.size_px < m.minimum:
        warnings.append(
            f"{face.card_id}: rules text set at {block.size_px} px, "
            f"below the readable minimum of {m.minimum} px"
        )
    return chosen


@dataclass(frozen=True)
class _TypeBar:
    badge: pygame.Rect
    symbol: SetText | None
    kind: SetText | None
    type_line: SetText


def _set_type_bar(
    face: CardFace, style: GameStyle, m: _Measures, bar: pygame.Rect, warnings: list[str]
) -> _TypeBar:
    """The type line, the ability kind after it, and the set symbol's badge at the right."""
    type_h = bar.height
    badge = pygame.Rect(0, 0, round(type_h * 1.1), round(type_h * 1.1))
    badge.midright = (bar.right - m.pad // 2, bar.centery)
    symbol = None
    if face.symbol:
        symbol_px = round(badge.height * 0.5)
        symbol = fit_line(face.symbol, HEAVY_FONT, round(badge.width * 0.66), symbol_px, 4)
    kind: SetText | None = None
    type_right = badge.left - m.pad
    kind_w = round(m.safe.width * 0.3)
    if face.ability_kind:
        kind = fit_line(face.ability_kind, LABEL_FONT, kind_w, round(type_h * 0.42), m.floor)
        type_right -= font(LABEL_FONT, kind.size_px).size(kind.text)[0] + 2 * m.pad
    type_w, type_px = type_right - bar.left - 2 * m.pad, round(type_h * 0.5)
    type_line = fit_line(face.type_line, style.fonts.body_bold, type_w, type_px, m.floor)
    if kind is not None and face.ability_kind and kind.size_px > type_line.size_px:
        kind = fit_line(face.ability_kind, LABEL_FONT, kind_w, type_line.size_px, m.floor)
    _check_line("type line", type_line, m.minimum, warnings, face)
    return _TypeBar(badge, symbol, kind, type_line)


def layout_face(face: CardFace, canvas: Canvas, style: GameStyle) -> FaceLayout:
    """Place every part of ``face`` on ``canvas`` and fit its text; collect fit warnings."""
    warnings: list[str] = []
    m = _measures(canvas)
    top = _place_name_bar(face, style, m, warnings)
    footer = _place_footer(face, style, m, warnings)
    body = _place_body(face, style, m, top.rect.bottom, footer.rect.top, warnings)
    type_bar = _set_type_bar(face, style, m, body.type_bar, warnings)
    if m.screen:  # on screen, a line too small to read is left out, never squeezed
        least = m.minimum
        top = dataclasses.replace(
            top, name=_legible(top.name, least), cost=_legible(top.cost, least)
        )
        footer = dataclasses.replace(footer, note=_legible(footer.note, least))
        type_bar = dataclasses.replace(
            type_bar,
            type_line=_legible(type_bar.type_line, least),
            kind=_legible(type_bar.kind, least),
            symbol=_legible(type_bar.symbol, least),
        )
    stats = footer.stats
    if face.cost and (top.cost is None or not top.cost.text or top.cost.truncated):
        # the cost is the last thing dropped: no other number stands where it is looked for
        stats = ()
    return FaceLayout(
        trim=m.trim,
        safe=m.safe,
        name_bar=top.rect,
        name=top.name,
        cost_circle=top.cost_circle,
        cost=top.cost,
        art=body.art,
        type_bar=body.type_bar,
        type_line=type_bar.type_line,
        kind=type_bar.kind,
        symbol_badge=type_bar.badge,
        symbol=type_bar.symbol,
        text_box=body.text_box,
        text_inner=body.inner,
        text=body.block,
        footer=footer.rect,
        stats=stats,
        footer_note=footer.note,
        warnings=tuple(warnings),
    )
