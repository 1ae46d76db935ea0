"""What the engine needs to know of a game's cards, whatever loads them.

The engine never imports the cardset loader (tabletop/cards) or a game: a game hands it a
catalog of this shape (tabletop.cards.cardset.Cardset is one; tabletop/games/base.py loads it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class CardModel(Protocol):
    """What the engine and the rooms above it read of any game's card, whatever its model:
    its id, its name and its fields as data (every game's card model is a pydantic model with
    an id and a name; tests/engine/test_card_model.py checks each game's)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    def model_dump(self, *, mode: str = "python", by_alias: bool | None = None) -> dict[str, Any]:
        """The card's fields as data (pydantic's BaseModel.model_dump)."""
        ...


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
    """A game's cards (id -> its card model, a `CardModel`) and its ready decks."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def content_hash(self) -> str: ...

    @property
    def cards(self) -> Mapping[str, CardModel]: ...

    @property
    def decks(self) -> Mapping[str, DeckEntry]: ...

    def deck_cards(self, deck_id: str) -> list[str]: ...
