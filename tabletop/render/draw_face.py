"""Drawing a card face from its layout."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.render.art import card_art
from tabletop.render.colour import Colour, darken, ink_on, lighten
from tabletop.render.face import CardFace
from tabletop.render.fonts import HEAVY_FONT, LABEL_FONT, font
from tabletop.render.geometry import Canvas
from tabletop.render.layout import FaceLayout, layout_face
from tabletop.render.style import GameStyle, ability_colour, rarity_colour
from tabletop.render.textfit import SetText


def _text(
    surface: pygame.Surface, fitted: SetText, font_file: str, colour: Colour, **anchor: object
) -> pygame.Rect:
    image = font(font_file, fitted.size_px).render(fitted.text, True, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def _panel(
    surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour, radius: int, line: int
) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=line, border_radius=radius)


def _draw_text_box(
    surface: pygame.Surface,
    face: CardFace,
    lay: FaceLayout,
    style: GameStyle,
    line: int,
    radius: int,
) -> None:
    if lay.text_box.height <= 0:  # a card too small for any of its words: no empty box
        return
    edge = darken(style.look.panel, 0.45)
    outline = ability_colour(face.ability_kind) if face.ability_kind else edge
    width = max(line, round(lay.trim.height * 0.006)) if face.ability_kind else line
    pygame.draw.rect(surface, style.look.panel, lay.text_box, border_radius=radius)
    pygame.draw.rect(surface, outline, lay.text_box, width=width, border_radius=radius)
    block, inner = lay.text, lay.text_inner
    top = inner.top + max(0, (inner.height - block.height) // 2)
    ink = ink_on(style.look.panel)
    for set_line in block.lines:
        image = font(set_line.font_file, block.size_px).render(set_line.text, True, ink)
        surface.blit(
            image,
            (inner.left, top + set_line.y),
            area=pygame.Rect(0, 0, inner.width, image.get_height()),
        )
    for rule_y in block.rules:
        y = top + rule_y
        half = inner.width // 5
        pygame.draw.line(
            surface, edge, (inner.centerx - half, y), (inner.centerx + half, y), max(1, line // 2)
        )


def _draw_footer(
    surface: pygame.Surface, face: CardFace, lay: FaceLayout, style: GameStyle, frame: Colour
) -> None:
    pill_fill = darken(face.accent, 0.3)
    pill_ink = ink_on(pill_fill)
    for stat in lay.stats:
        pygame.draw.rect(surface, pill_fill, stat.rect, border_radius=stat.rect.height // 2)
        pygame.draw.rect(
            surface,
            lighten(pill_fill, 0.45),
            stat.rect,
            width=max(1, stat.rect.height // 18),
            border_radius=stat.rect.height // 2,
        )
        pad = round(stat.rect.height * 0.22)
        label = font(LABEL_FONT, stat.label_px).render(
            stat.label.upper(), True, lighten(pill_fill, 0.7)
        )
        value = font(HEAVY_FONT, stat.value_px).render(stat.value, True, pill_ink)
        surface.blit(label, label.get_rect(midleft=(stat.rect.left + pad * 1.3, stat.rect.centery)))
        surface.blit(
            value, value.get_rect(midright=(stat.rect.right - pad * 1.3, stat.rect.centery))
        )
    if lay.footer_note.text:
        anchor = (lay.footer.right, lay.footer.centery)
        if lay.stats:
            _text(surface, lay.footer_note, style.fonts.italic, ink_on(frame), midright=anchor)
        else:
            _text(
                surface,
                lay.footer_note,
                style.fonts.italic,
                ink_on(frame),
                center=lay.footer.center,
            )


@dataclass(frozen=True)
class _Pen:
    """The strokes and inks shared by the panels of one face."""

    line: int  # panel outline width
    radius: int  # panel corner radius
    edge: Colour  # panel outline
    ink: Colour  # text on a panel
    indent: int  # from a bar's edge to its text


def _pen(canvas: Canvas, style: GameStyle) -> _Pen:
    return _Pen(
        line=max(1, round(canvas.height * 0.003)),
        radius=max(2, round(canvas.width * style.look.corner)),
        edge=darken(style.look.panel, 0.45),
        ink=ink_on(style.look.panel),
        indent=round(canvas.height * 0.012),
    )


def _draw_name_bar(
    surface: pygame.Surface, face: CardFace, lay: FaceLayout, style: GameStyle, pen: _Pen
) -> None:
    _panel(surface, lay.name_bar, style.look.panel, pen.edge, pen.radius, pen.line)
    at = (lay.name_bar.left + pen.indent * 1.5, lay.name_bar.centery)
    _text(surface, lay.name, style.fonts.title, pen.ink, midleft=at)
    if lay.cost_circle is not None and lay.cost is not None and lay.cost.text:
        c, r = lay.cost_circle.center, lay.cost_circle.width // 2
        fill = darken(face.accent, 0.2)
        pygame.draw.circle(surface, lighten(face.accent, 0.6), c, r)
        # a thin rim on a small disc, so its figure stands on the dark fill, not the rim
        pygame.draw.circle(surface, fill, c, r - max(1, r // 7))
        _text(surface, lay.cost, HEAVY_FONT, ink_on(fill), center=c)


def _draw_type_bar(
    surface: pygame.Surface, face: CardFace, lay: FaceLayout, style: GameStyle, pen: _Pen
) -> None:
    if lay.type_line.text or (lay.kind is not None and lay.kind.text):
        _panel(surface, lay.type_bar, style.look.panel, pen.edge, pen.radius, pen.line)
    # else too small a card for its type line: no empty bar where it would be
    at = (lay.type_bar.left + pen.indent * 1.5, lay.type_bar.centery)
    _text(surface, lay.type_line, style.fonts.body_bold, pen.ink, midleft=at)
    if lay.kind is not None and face.ability_kind:
        _text(
            surface,
            lay.kind,
            LABEL_FONT,
            darken(ability_colour(face.ability_kind), 0.15),
            midright=(lay.symbol_badge.left - pen.indent, lay.type_bar.centery),
        )
    badge = lay.symbol_badge
    ring = rarity_colour(face.rarity) if face.rarity else darken(face.accent, 0.4)
    pygame.draw.circle(surface, ring, badge.center, badge.width // 2)
    inner_r = badge.width // 2 - max(2, badge.width // 8)
    pygame.draw.circle(surface, face.accent, badge.center, inner_r)
    if lay.symbol is not None:
        _text(surface, lay.symbol, HEAVY_FONT, ink_on(face.accent), center=badge.center)


def draw_face(
    face: CardFace, canvas: Canvas, style: GameStyle
) -> tuple[pygame.Surface, tuple[str, ...]]:
    """The face of ``face`` on a new surface of ``canvas.full_size``, and its fit warnings."""
    lay = layout_face(face, canvas, style)
    surface = pygame.Surface(canvas.full_size)
    frame = style.frame_colour(face.accent)
    surface.fill(frame)  # fills the bleed too: the background extends, nothing is scaled
    pen = _pen(canvas, style)
    # Art first, under the name bar's shadow edge.
    surface.blit(card_art(face, lay.art.size), lay.art.topleft)
    pygame.draw.rect(surface, darken(frame, 0.5), lay.art, width=pen.line)
    _draw_name_bar(surface, face, lay, style, pen)
    _draw_type_bar(surface, face, lay, style, pen)
    _draw_text_box(surface, face, lay, style, pen.line, pen.radius)
    _draw_footer(surface, face, lay, style, frame)
    return surface, lay.warnings
