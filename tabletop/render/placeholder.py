"""Generated art for cards that have no picture yet.

Deterministic from the card id: the same card always gets the same picture, two cards almost
never get the same one. A geometric pattern in the deck's accent colour, with the card's
initials on a medallion, so an unfinished card still looks deliberate and is easy to tell apart.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable

import pygame

from tabletop.render.colour import Colour, darken, ink_on, lighten, mix
from tabletop.render.fonts import HEAVY_FONT, font

SUPERSAMPLE_BELOW = 480  # boxes narrower than this are drawn at 2x and smoothed down


class _Dice:
    """Reproducible numbers from a card id (sha256, no global RNG)."""

    def __init__(self, seed: str) -> None:
        self._bytes = b""
        self._seed = seed
        self._counter = 0
        self._pos = 0

    def byte(self) -> int:
        if self._pos >= len(self._bytes):
            data = f"{self._seed}/{self._counter}".encode()
            self._bytes = hashlib.sha256(data).digest()
            self._counter += 1
            self._pos = 0
        value = self._bytes[self._pos]
        self._pos += 1
        return value

    def unit(self) -> float:
        return self.byte() / 255.0

    def pick(self, n: int) -> int:
        return self.byte() % n


def initials(name: str) -> str:
    """Up to two initials: 'Storm Herald' -> 'SH', 'Golem' -> 'GO'."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].upper()
    return (words[0][0] + words[-1][0]).upper()


def _palette(accent: Colour, dice: _Dice) -> list[Colour]:
    base = mix(accent, (255, 255, 255), 0.1 + 0.25 * dice.unit())
    return [darken(base, 0.45), darken(base, 0.25), base, lighten(base, 0.25), lighten(base, 0.5)]


def _rings(s: pygame.Surface, pal: list[Colour], dice: _Dice) -> None:
    w, h = s.get_size()
    cx, cy = w * (0.2 + 0.6 * dice.unit()), h * (0.2 + 0.6 * dice.unit())
    step = max(3.0, min(w, h) * (0.06 + 0.06 * dice.unit()))
    radius = math.hypot(max(cx, w - cx), max(cy, h - cy))
    i = 0
    while radius > 0:
        pygame.draw.circle(s, pal[i % len(pal)], (cx, cy), radius)
        radius -= step
        i += 1


def _rays(s: pygame.Surface, pal: list[Colour], dice: _Dice) -> None:
    w, h = s.get_size()
    cx, cy = w * (0.25 + 0.5 * dice.unit()), h * (0.25 + 0.5 * dice.unit())
    n = 8 + 2 * dice.pick(8)
    turn = dice.unit() * math.tau
    r = math.hypot(w, h)
    s.fill(pal[2])
    for k in range(n):
        a0, a1 = turn + k * math.tau / n, turn + (k + 0.5) * math.tau / n
        pts = [
            (cx, cy),
            (cx + r * math.cos(a0), cy + r * math.sin(a0)),
            (cx + r * math.cos(a1), cy + r * math.sin(a1)),
        ]
        pygame.draw.polygon(s, pal[(k % 2) * 2 + 1], pts)


def _shards(s: pygame.Surface, pal: list[Colour], dice: _Dice) -> None:
    w, h = s.get_size()
    cols = 4 + dice.pick(4)
    rows = max(2, round(cols * h / w))
    cw, ch = w / cols, h / rows
    for i in range(cols):
        for j in range(rows):
            x0, y0, x1, y1 = i * cw, j * ch, (i + 1) * cw + 1, (j + 1) * ch + 1
            if dice.byte() % 2:
                tri_a = [(x0, y0), (x1, y0), (x0, y1)]
                tri_b = [(x1, y0), (x1, y1), (x0, y1)]
            else:
                tri_a = [(x0, y0), (x1, y1), (x0, y1)]
                tri_b = [(x0, y0), (x1, y0), (x1, y1)]
            pygame.draw.polygon(s, pal[dice.pick(len(pal))], tri_a)
            pygame.draw.polygon(s, pal[dice.pick(len(pal))], tri_b)


def _stripes(s: pygame.Surface, pal: list[Colour], dice: _Dice) -> None:
    w, h = s.get_size()
    s.fill(pal[0])
    angle = (0.15 + 0.7 * dice.unit()) * math.pi
    dx, dy = math.cos(angle), math.sin(angle)
    reach = math.hypot(w, h)
    pos = -reach
    while pos < reach:
        width = reach * (0.03 + 0.07 * dice.unit())
        colour = pal[1 + dice.pick(len(pal) - 1)]
        # A band perpendicular to (dx, dy) at distance pos from the centre.
        cx, cy = w / 2 + dx * pos, h / 2 + dy * pos
        px, py = -dy * reach, dx * reach
        pts = [
            (cx + px, cy + py),
            (cx - px, cy - py),
            (cx - px + dx * width, cy - py + dy * width),
            (cx + px + dx * width, cy + py + dy * width),
        ]
        pygame.draw.polygon(s, colour, pts)
        pos += width * (1.2 + dice.unit())


def _tiles(s: pygame.Surface, pal: list[Colour], dice: _Dice) -> None:
    w, h = s.get_size()
    s.fill(pal[1])
    size = min(w, h) / (3 + dice.pick(4))
    half = size / 2
    row = 0
    y = -half
    while y < h + half:
        x = -half + (half if row % 2 else 0)
        while x < w + half:
            pts = [(x, y - half), (x + half, y), (x, y + half), (x - half, y)]
            pygame.draw.polygon(s, pal[2 + dice.pick(3)], pts)
            x += size
        y += half
        row += 1


PATTERNS: tuple[Callable[[pygame.Surface, list[Colour], _Dice], None], ...] = (
    _rings,
    _rays,
    _shards,
    _stripes,
    _tiles,
)


def _medallion(s: pygame.Surface, name: str, accent: Colour) -> None:
    w, h = s.get_size()
    r = round(min(w, h) * 0.27)
    centre = (w // 2, h // 2)
    disc = darken(accent, 0.35)
    pygame.draw.circle(s, lighten(accent, 0.7), centre, r + max(2, r // 9))
    pygame.draw.circle(s, disc, centre, r)
    text = initials(name)
    f = font(HEAVY_FONT, max(6, round(r * (0.9 if len(text) < 2 else 0.75))))
    label = f.render(text, True, ink_on(disc))
    s.blit(label, label.get_rect(center=centre))


def placeholder_art(
    card_id: str, name: str, accent: Colour, size: tuple[int, int]
) -> pygame.Surface:
    """A picture of ``size`` pixels for the card, the same every time for the same id."""
    w, h = max(1, size[0]), max(1, size[1])
    scale = 2 if w < SUPERSAMPLE_BELOW else 1
    surface = pygame.Surface((w * scale, h * scale))
    dice = _Dice(card_id)
    pattern = PATTERNS[dice.pick(len(PATTERNS))]
    pattern(surface, _palette(accent, dice), dice)
    _medallion(surface, name, accent)
    if scale != 1:
        surface = pygame.transform.smoothscale(surface, (w, h))
    return surface
