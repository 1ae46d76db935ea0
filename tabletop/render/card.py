"""Rendering a card's face or back at any size: the renderer's entry points."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

from tabletop.render.back import draw_back
from tabletop.render.draw_face import draw_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import CARD_SIZES, Canvas, as_canvas, print_canvas
from tabletop.render.layout import layout_face
from tabletop.render.style import face_style

Side = Literal["face", "back"]
Size = Canvas | tuple[int, int]


@dataclass(frozen=True)
class Rendered:
    """A drawn card and the fit warnings met while setting its text (empty when all fits)."""

    surface: pygame.Surface
    warnings: tuple[str, ...]


def render_face(face: CardFace, size: Size, *, ink_saver: bool = False) -> Rendered:
    """The face of ``face``. ``size`` is a ``Canvas`` or a ``(width, height)`` in pixels."""
    canvas = as_canvas(size)
    surface, warnings = draw_face(face, canvas, face_style(face, ink_saver=ink_saver))
    return Rendered(surface, warnings)


def render_back(face: CardFace, size: Size, *, ink_saver: bool = False) -> pygame.Surface:
    """The back shared by every card of the face's game."""
    canvas = as_canvas(size)
    return draw_back(face.game_title, canvas, face_style(face, ink_saver=ink_saver))


def render_card(
    face: CardFace, size: Size, side: Side = "face", *, ink_saver: bool = False
) -> Rendered:
    """Either side of a card; a back never has warnings."""
    if side == "face":
        return render_face(face, size, ink_saver=ink_saver)
    if side == "back":
        return Rendered(render_back(face, size, ink_saver=ink_saver), ())
    raise ValueError(f"side must be 'face' or 'back', not {side!r}")


def check_fit(face: CardFace, size: Size | None = None) -> list[str]:
    """Fit warnings for ``face`` without drawing it (default: a poker card printed at 300 dpi).

    A warning means some text had to go below the readable minimum (6 pt in print, 9 px on
    screen) or was cut; an empty list means everything fits at a readable size.
    """
    canvas = as_canvas(size) if size is not None else print_canvas(CARD_SIZES["poker"])
    return list(layout_face(face, canvas, face_style(face)).warnings)
