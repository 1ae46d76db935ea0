"""Card art: the picture file from ``assets/art/<game>/<card_id>.*`` or a generated one."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from tabletop.render.assets import art_path
from tabletop.render.face import CardFace
from tabletop.render.placeholder import placeholder_art


@lru_cache(maxsize=64)
def _load(path: str, mtime: float) -> pygame.Surface:
    del mtime  # part of the cache key only: an edited picture is loaded again
    try:
        return pygame.image.load(path)
    except (pygame.error, OSError) as exc:
        raise ValueError(f"cannot read card art {path}: {exc}") from exc


def load_art(path: Path) -> pygame.Surface:
    return _load(str(path), path.stat().st_mtime)


def cover(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``image`` scaled to cover ``size`` exactly, centred, cropping what overflows."""
    w, h = size
    iw, ih = image.get_size()
    scale = max(w / iw, h / ih)
    sw, sh = max(w, round(iw * scale)), max(h, round(ih * scale))
    if image.get_bitsize() not in (24, 32):  # smoothscale needs true colour
        true_colour = pygame.Surface((iw, ih), pygame.SRCALPHA, 32)
        true_colour.blit(image, (0, 0))
        image = true_colour
    scaled = pygame.transform.smoothscale(image, (sw, sh))
    x, y = (sw - w) // 2, (sh - h) // 2
    return scaled.subsurface(pygame.Rect(x, y, w, h)).copy()


BLANK_ART_COLOUR = (255, 255, 255)


def card_art(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    """The art of ``face`` at ``size`` pixels: its picture file if present, else a placeholder
    (or a white box when ``face.blank_art``, for drawing the picture in by hand)."""
    path = art_path(face.game, face.card_id)
    if path is not None:
        return cover(load_art(path), size)
    if face.blank_art:
        blank = pygame.Surface(size)
        blank.fill(BLANK_ART_COLOUR)
        return blank
    return placeholder_art(face.card_id, face.name, face.accent, size)
