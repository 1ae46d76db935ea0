"""Card pictures for the table: faces and backs through the shared renderer, cached per size.

`card_surface` is the one place the table turns a card into pixels. A game that defines
`rules.card_face(card_id) -> CardFace` decides its own face; otherwise a neutral face is built
from the card's data (name, type, text, numbers), so any game shows readable cards.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame
from pydantic import BaseModel

from tabletop.engine.rules import GameRules
from tabletop.render import CardFace, FaceCache

_TYPE_FIELDS = ("type_line", "type", "kind", "category", "subtype")
_TEXT_FIELDS = ("text", "ability", "effect_text", "rules_text")
_COST_FIELDS = ("cost", "essence_cost", "mana")
_SKIP = {"id", "name", "flavor", "flavour", "art", "deck", "rarity"}


def generic_face(rules: GameRules, card_id: str) -> CardFace:
    """A neutral face from any pydantic card: name, a type line, its text and its numbers."""
    card: BaseModel | None = rules.cardset.cards.get(card_id)
    if card is None:
        return CardFace(game=rules.id, game_title=rules.title, card_id=card_id, name=card_id)
    data: dict[str, Any] = card.model_dump()
    type_line = next((str(data[k]) for k in _TYPE_FIELDS if data.get(k)), "")
    text = next((str(data[k]) for k in _TEXT_FIELDS if data.get(k)), "")
    cost = next((str(data[k]) for k in _COST_FIELDS if data.get(k) is not None), None)
    used = {*_TYPE_FIELDS, *_TEXT_FIELDS, *_COST_FIELDS, *_SKIP}
    stats = tuple(
        (key.replace("_", " "), str(value))
        for key, value in data.items()
        if key not in used and isinstance(value, int) and not isinstance(value, bool) and value
    )[:4]
    keywords = tuple(
        str(value)
        for key, value in data.items()
        if key not in used and isinstance(value, str) and value and len(value) <= 16
    )[:3]
    flavor = data.get("flavor") or data.get("flavour")
    return CardFace(
        game=rules.id,
        game_title=rules.title,
        card_id=card_id,
        name=str(data.get("name", card_id)),
        cost=cost,
        stats=stats,
        type_line=type_line.title(),
        keywords=keywords,
        text=text,
        flavor=str(flavor) if flavor else None,
    )


class CardArt:
    """Faces and backs of one game's cards at any pixel size, each drawn once per size."""

    def __init__(self, rules: GameRules, max_items: int = 768) -> None:
        self.rules = rules
        self._faces: dict[str, CardFace] = {}
        self._cache = FaceCache(max_items)
        self._turned: OrderedDict[int, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        self._back_face = CardFace(game=rules.id, game_title=rules.title, card_id="back", name="")

    def face(self, card_id: str) -> CardFace:
        face = self._faces.get(card_id)
        if face is None:
            maker = getattr(self.rules, "card_face", None)
            made = maker(card_id) if callable(maker) else None
            face = made if isinstance(made, CardFace) else generic_face(self.rules, card_id)
            self._faces[card_id] = face
        return face

    def surface(self, card_id: str | None, size: tuple[int, int], rested: bool = False
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


def card_surface(art: CardArt, card_id: str | None, size: tuple[int, int], rested: bool = False
                 ) -> pygame.Surface:
    """The picture of a card (`card_id` None: its back) at `size` pixels, upright or rested."""
    surface = art.get(card_id, size)
    return art.turned(surface) if rested else surface
