"""Small colour helpers (RGB tuples)."""

from __future__ import annotations

Colour = tuple[int, int, int]

INK: Colour = (24, 22, 20)
WHITE: Colour = (255, 255, 255)


def _clamp(value: float) -> int:
    return max(0, min(255, round(value)))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved a fraction ``t`` (0..1) toward ``b``."""
    return (
        _clamp(a[0] + (b[0] - a[0]) * t),
        _clamp(a[1] + (b[1] - a[1]) * t),
        _clamp(a[2] + (b[2] - a[2]) * t),
    )


def darken(c: Colour, t: float) -> Colour:
    return mix(c, (0, 0, 0), t)


def lighten(c: Colour, t: float) -> Colour:
    return mix(c, WHITE, t)


def luminance(c: Colour) -> float:
    """Relative luminance 0..1 (sRGB weights, no gamma: good enough for choosing ink)."""
    return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255.0


def ink_on(background: Colour) -> Colour:
    """Dark ink on light backgrounds, white on dark ones."""
    return INK if luminance(background) > 0.55 else WHITE
