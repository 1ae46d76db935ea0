"""A card's cost, types and keywords, as its game reads its own card model.

Each game names these differently (Empyrean `cost` and `types`, EoC a cost per element and a
`subtype`, UCG `terra` and `type`, COE `classes` and `keywords`); each says them through
`GameRules.card_facets` (its faces module), so the deck builder's filters and cost curve need
no per-game code and never guess at a card's fields."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.parts import CardFacets

#: a game's reading of its cards: card id -> its facets (`GameRules.card_facets`)
Facets = Callable[[str], CardFacets]
