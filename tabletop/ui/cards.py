"""Card pictures for the table: faces and backs through the shared renderer, cached per size.

`card_surface` is the one place the table turns a card into pixels. Faces come from the game's
`face_info` through `tabletop.render.sources.card_face`, the adapter print uses too, so the
table and the paper show the same card.
"""

from __future__ import annotations

import functools
from collections import OrderedDict

import pygame

from tabletop.engine.rules import GameRules
from tabletop.render import CardFace, FaceCache
from tabletop.render.geometry import screen_canvas
from tabletop.render.layout import layout_face
from tabletop.render.sources import card_face
from tabletop.render.style import face_style, look_of


def fallback_face(rules: GameRules, card_id: str) -> CardFace:
    """A plain face (the name) for a card whose game data does not make a face."""
    return CardFace(
        game=rules.id,
        game_title=rules.title,
        card_id=card_id,
        name=rules.card_name(card_id),
        look=look_of(rules),
    )


class CardArt:
    """Faces and backs of one game's cards at any pixel size, each drawn once per size."""

    def __init__(self, rules: GameRules, max_items: int = 768) -> None:
        self.rules = rules
        self._faces: dict[str, CardFace] = {}
        self._cache = FaceCache(max_items)
        self._turned: OrderedDict[int, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        #: counts the clears: a picture made from the old faces (the board's layer) is stale
        self.generation = 0
        self._text_boxes: dict[tuple[str, tuple[int, int]], pygame.Rect] = {}

    @functools.cached_property
    def _back_face(self) -> CardFace:
        """What the back of every card of the game is drawn from (made when first drawn)."""
        rules = self.rules
        return CardFace(
            game=rules.id, game_title=rules.title, card_id="back", name="", look=look_of(rules)
        )

    def clear(self) -> None:
        """Forget every face and picture (a cardset or art file changed on disk)."""
        self.generation += 1
        self._faces.clear()
        self._cache.clear()
        self._turned.clear()
        self._text_boxes.clear()

    def text_box(self, card_id: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the face's rules text lies on a card of `size` (from its top left corner):
        between the type line and the stats, so pills kept inside it cover neither."""
        key = (card_id, size)
        box = self._text_boxes.get(key)
        if box is None:
            face = self.face(card_id)
            w, h = max(16, size[0]), max(16, size[1])
            box = layout_face(face, screen_canvas(w, h), face_style(face)).text_box
            if len(self._text_boxes) > 2048:
                self._text_boxes.clear()
            self._text_boxes[key] = box
        return box

    def face(self, card_id: str) -> CardFace:
        face = self._faces.get(card_id)
        if face is None:
            try:
                face = card_face(self.rules, card_id)
            except (KeyError, TypeError, ValueError):
                face = fallback_face(self.rules, card_id)
            self._faces[card_id] = face
        return face

    def surface(
        self, card_id: str | None, size: tuple[int, int], rested: bool = False
    ) -> pygame.Surface:
        return card_surface(self, card_id, size, rested)

    def get(self, card_id: str | None, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(16, size[0]), max(16, size[1])
        if card_id is None:
            return self._cache.get(self._back_face, (w, h), "back")
        return self._cache.get(self.face(card_id), (w, h), "face")

    def turned(self, surface: pygame.Surface) -> pygame.Surface:
        """`surface` turned a quarter (a rested card), cached by the surface it turns."""
        entry = self._turned.get(id(surface))
        if entry is not None and entry[0] is surface:
            return entry[1]
        out = pygame.transform.rotate(surface, -90)
        self._turned[id(surface)] = (surface, out)
        if len(self._turned) > 256:
            self._turned.popitem(last=False)
        return out


def card_surface(
    art: CardArt, card_id: str | None, size: tuple[int, int], rested: bool = False
) -> pygame.Surface:
    """The picture of a card (`card_id` None: its back) at `size` pixels, upright or rested."""
    surface = art.get(card_id, size)
    return art.turned(surface) if rested else surface
