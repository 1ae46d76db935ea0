"""What the engine needs to know of a game's cards, whatever loads them.

The engine never imports the cardset loader (tabletop/cards) or a game: a game hands it a
catalog of this shape (tabletop.cards.cardset.Cardset is one; tabletop/games/base.py loads it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class DeckEntry(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def cards(self) -> Mapping[str, int]: ...  # card id -> copies


class CardCatalog(Protocol):
    """A game's cards (id -> card model with at least a `name`) and its ready decks."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def content_hash(self) -> str: ...

    @property
    def cards(self) -> Mapping[str, Any]: ...

    @property
    def decks(self) -> Mapping[str, DeckEntry]: ...

    def deck_cards(self, deck_id: str) -> list[str]: ...
