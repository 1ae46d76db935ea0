"""`CardFace`: the game-neutral description of one printed card."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.parts import CardLook

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class CardFace:
    """Everything printed on a card, as plain text and colours.

    Each game turns its own card model into a ``CardFace``; the renderer and the printer know
    nothing else about games. The value is frozen and hashable, so it can key a cache.
    """

    game: str
    game_title: str
    card_id: str
    name: str
    cost: str | None = None
    stats: tuple[tuple[str, str], ...] = ()
    type_line: str = ""
    keywords: tuple[str, ...] = ()
    text: str = ""
    ability_kind: str | None = None
    accent: Colour = (120, 120, 120)
    deck_name: str = ""
    symbol: str = ""
    rarity: str | None = None
    flavor: str | None = None
    #: draw an empty art box instead of generated art when the card has no picture file
    blank_art: bool = False
    #: the game's card look, as its rules declare it (their `card_look`), which the face
    #: carries to the renderer and the printer; None: the look the registry's game declares
    #: (a face made by hand), else the neutral one
    look: CardLook | None = None

    def __post_init__(self) -> None:
        if not self.game:
            raise ValueError("CardFace.game must not be empty")
        if not self.card_id:
            raise ValueError(f"CardFace {self.name!r}: card_id must not be empty")
        if len(self.accent) != 3 or any(not 0 <= c <= 255 for c in self.accent):
            raise ValueError(f"CardFace {self.card_id!r}: accent must be three ints 0..255")
        if len(self.symbol) > 3:
            raise ValueError(f"CardFace {self.card_id!r}: symbol {self.symbol!r} is over 3 chars")
