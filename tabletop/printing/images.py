"""Card images for print: rendered once per distinct face, handed to reportlab as PIL images."""

from __future__ import annotations

import pygame
from PIL import Image

from tabletop.render.card import render_back, render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import Canvas


def to_pil(surface: pygame.Surface, *, grayscale: bool = False) -> Image.Image:
    """A PIL copy of a pygame surface (RGB, or L when ``grayscale``)."""
    image = Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB"))
    return image.convert("L") if grayscale else image


class PrintImages:
    """Renders each distinct face once while it is still to be drawn, and each game's back
    once per print run."""

    def __init__(self, canvas: Canvas, *, grayscale: bool, ink_saver: bool) -> None:
        self.canvas = canvas
        self._grayscale = grayscale
        self._ink_saver = ink_saver
        self._faces: dict[CardFace, Image.Image] = {}
        self._backs: dict[tuple[str, str], Image.Image] = {}
        self.warnings: list[str] = []

    def face(self, face: CardFace) -> Image.Image:
        image = self._faces.get(face)
        if image is None:
            rendered = render_face(face, self.canvas, ink_saver=self._ink_saver)
            self.warnings.extend(rendered.warnings)
            image = to_pil(rendered.surface, grayscale=self._grayscale)
            self._faces[face] = image
        return image

    def release(self, face: CardFace) -> Image.Image | None:
        """Drop the picture of a face drawn for the last time (it is drawn again if asked);
        returns it, so the caller can drop what it keyed on it."""
        return self._faces.pop(face, None)

    def back(self, face: CardFace) -> Image.Image:
        key = (face.game, face.game_title)
        image = self._backs.get(key)
        if image is None:
            surface = render_back(
                face.game, face.game_title, self.canvas, ink_saver=self._ink_saver
            )
            image = to_pil(surface, grayscale=self._grayscale)
            self._backs[key] = image
        return image
