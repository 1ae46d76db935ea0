"""Card images for print: rendered once per distinct face, handed to reportlab as `Picture`s."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
from PIL import Image

from tabletop.engine.parts import CardLook
from tabletop.render.card import render_back, render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import Canvas


def to_pil(surface: pygame.Surface, *, grayscale: bool = False) -> Image.Image:
    """A PIL copy of a pygame surface (RGB, or L when ``grayscale``)."""
    image = Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB"))
    return image.convert("L") if grayscale else image


class Picture:
    """A rendered card as reportlab reads an image source, under a name of its own.

    reportlab names an image it is handed in memory (an `ImageReader`) by an MD5 digest of
    its pixels, worked out at every draw, and a file by its path; a picture of ours is
    neither, so reportlab names it by `str(picture)` and reads its pixels through the methods
    below (`PDFImageXObject.loadImageFromSRC`), once per document: a tenth of a print went on
    those digests. The name is unique within a print run (`PrintImages` numbers them).
    """

    _dataA = None  # no alpha channel: reportlab adds no soft mask

    def __init__(self, name: str, size: tuple[int, int], mode: str, pixels: bytes) -> None:
        self.name = name
        self.size = size
        self.mode = mode  # "RGB", or "L" for grayscale
        self.pixels = pixels

    def __str__(self) -> str:
        return self.name

    def jpeg_fh(self) -> None:
        return None  # raw pixels, not a JPEG file

    def getSize(self) -> tuple[int, int]:  # noqa: N802 (reportlab's name)
        return self.size

    def getRGBData(self) -> bytes:  # noqa: N802 (reportlab's name)
        return self.pixels

    def getTransparent(self) -> None:  # noqa: N802 (reportlab's name)
        return None

    @classmethod
    def of(cls, name: str, surface: pygame.Surface, *, grayscale: bool) -> Picture:
        size = surface.get_size()
        if grayscale:
            return cls(name, size, "L", to_pil(surface, grayscale=True).tobytes())
        return cls(name, size, "RGB", pygame.image.tobytes(surface, "RGB"))


class PrintImages:
    """Renders each distinct face once while it is still to be drawn, and each game's back
    once per print run."""

    def __init__(self, canvas: Canvas, *, grayscale: bool, ink_saver: bool) -> None:
        self.canvas = canvas
        self._grayscale = grayscale
        self._ink_saver = ink_saver
        self._faces: dict[CardFace, Picture] = {}
        self._backs: dict[tuple[str, str, CardLook | None], Picture] = {}
        self._drawn = 0  # pictures made so far: each gets its own name
        self.warnings: list[str] = []

    def _picture(self, surface: pygame.Surface) -> Picture:
        self._drawn += 1
        name = f"tabletop-picture-{self._drawn}"
        return Picture.of(name, surface, grayscale=self._grayscale)

    def face(self, face: CardFace) -> Picture:
        image = self._faces.get(face)
        if image is None:
            rendered = render_face(face, self.canvas, ink_saver=self._ink_saver)
            self.warnings.extend(rendered.warnings)
            image = self._faces[face] = self._picture(rendered.surface)
        return image

    def release(self, faces: Iterable[CardFace]) -> None:
        """Drop the pictures of faces drawn for the last time (one is drawn again if asked): a
        run holds only the faces still to come, not every picture of the print at once.
        reportlab keeps each picture's compressed pixels from its first draw on, under its
        name, so a back drawn once per card is stored once."""
        for face in faces:
            self._faces.pop(face, None)

    def back(self, face: CardFace) -> Picture:
        key = (face.game, face.game_title, face.look)
        image = self._backs.get(key)
        if image is None:
            surface = render_back(face, self.canvas, ink_saver=self._ink_saver)
            image = self._backs[key] = self._picture(surface)
        return image
