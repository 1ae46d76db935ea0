"""Card backs: one design per game (its title on a pattern), the same for every card."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.render.colour import Colour, darken, ink_on, lighten, luminance, mix
from tabletop.render.fonts import font
from tabletop.render.geometry import Canvas
from tabletop.render.style import GameStyle
from tabletop.render.textfit import fit_line

Pattern = Callable[[pygame.Surface, Colour, int], None]


def _stars(s: pygame.Surface, ink: Colour, unit: int) -> None:
    w, h = s.get_size()
    cx, cy = w / 2, h / 2
    step = unit * 2
    for j in range(-int(cy // step) - 1, int(cy // step) + 2):
        for i in range(-int(cx // step) - 1, int(cx // step) + 2):
            x = cx + i * step + (step / 2 if j % 2 else 0)
            y = cy + j * step
            r = unit * (0.35 if (i + j) % 3 else 0.55)
            pts = []
            for k in range(8):
                a = k * math.pi / 4
                rr = r if k % 2 == 0 else r * 0.3
                pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
            pygame.draw.polygon(s, ink, pts)


def _checks(s: pygame.Surface, ink: Colour, unit: int) -> None:
    w, h = s.get_size()
    cx, cy = w // 2, h // 2
    for j in range(-(cy // unit) - 1, cy // unit + 2):
        for i in range(-(cx // unit) - 1, cx // unit + 2):
            if (i + j) % 2:
                pygame.draw.rect(s, ink, (cx + i * unit, cy + j * unit, unit, unit))


def _diamonds(s: pygame.Surface, ink: Colour, unit: int) -> None:
    w, h = s.get_size()
    cx, cy = w / 2, h / 2
    line = max(1, unit // 8)
    reach = int(max(w, h) // unit) + 2
    for k in range(-2 * reach, 2 * reach + 1):
        off = k * unit
        pygame.draw.line(s, ink, (cx + off - h, cy - h), (cx + off + h, cy + h), line)
        pygame.draw.line(s, ink, (cx + off + h, cy - h), (cx + off - h, cy + h), line)


def _waves(s: pygame.Surface, ink: Colour, unit: int) -> None:
    w, h = s.get_size()
    line = max(1, unit // 6)
    cy = h / 2
    rows = int(h // unit) + 4
    for j in range(-rows // 2, rows // 2 + 1):
        base = cy + j * unit * 0.9
        pts = [(x, base + unit * 0.3 * math.sin(x / unit * math.pi)) for x in range(0, w + 4, 4)]
        pygame.draw.lines(s, ink, False, pts, line)


def _hexes(s: pygame.Surface, ink: Colour, unit: int) -> None:
    w, h = s.get_size()
    line = max(1, unit // 10)
    r = unit * 0.6
    dx, dy = r * math.sqrt(3), r * 1.5
    cx, cy = w / 2, h / 2
    rows, cols = int(h / dy) // 2 + 2, int(w / dx) // 2 + 2
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            x = cx + i * dx + (dx / 2 if j % 2 else 0)
            y = cy + j * dy
            pts = [
                (
                    x + r * math.cos(math.pi / 6 + k * math.pi / 3),
                    y + r * math.sin(math.pi / 6 + k * math.pi / 3),
                )
                for k in range(6)
            ]
            pygame.draw.polygon(s, ink, pts, line)


PATTERNS: dict[str, Pattern] = {
    "stars": _stars,
    "checks": _checks,
    "diamonds": _diamonds,
    "waves": _waves,
    "hexes": _hexes,
}


def draw_back(game_title: str, canvas: Canvas, style: GameStyle) -> pygame.Surface:
    """The back of every card of a game, on a new surface of ``canvas.full_size``."""
    look = style.look
    surface = pygame.Surface(canvas.full_size)
    surface.fill(look.back_base)  # the pattern covers the bleed as well
    unit = max(4, round(canvas.width * 0.07))
    PATTERNS.get(look.back_pattern, _diamonds)(
        surface, mix(look.back_base, look.back_ink, 0.22), unit
    )
    b, W, H = canvas.bleed, canvas.width, canvas.height
    trim = pygame.Rect(b, b, W, H)
    safe = trim.inflate(-2 * canvas.safe, -2 * canvas.safe)
    line = max(1, round(H * 0.004))
    border = safe.inflate(-round(W * 0.02), -round(W * 0.02))
    pygame.draw.rect(
        surface, look.back_ink, border, width=line, border_radius=round(W * look.corner * 1.5)
    )

    plate = pygame.Rect(0, 0, round(border.width * 0.86), round(H * 0.2))
    plate.center = trim.center
    dark_base = luminance(look.back_base) < 0.5
    plate_fill = darken(look.back_base, 0.25) if dark_base else lighten(look.back_base, 0.7)
    title_ink = look.back_ink
    if abs(luminance(title_ink) - luminance(plate_fill)) < 0.35:
        title_ink = ink_on(plate_fill)
    pygame.draw.ellipse(surface, plate_fill, plate)
    pygame.draw.ellipse(surface, look.back_ink, plate, width=line * 2)
    title = fit_line(
        game_title or "Tabletop", style.fonts.title, round(plate.width * 0.74), round(H * 0.06), 4
    )
    image = font(style.fonts.title, title.size_px).render(title.text, True, title_ink)
    surface.blit(image, image.get_rect(center=plate.center))
    return surface
