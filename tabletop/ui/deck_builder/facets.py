"""A card's cost, types and keywords, read from any game's card model.

Each game names these differently (Empyrean `cost` and `types`, EoC a cost per element and a
`subtype`, UCG `terra` and `type`, COE `classes` and `keywords`); this reads whichever the
model has, so the deck builder's filters and cost curve need no per-game code."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

COST_FIELDS = ("cost", "terra")
TYPE_FIELDS = ("types", "type", "subtype", "classes", "spell")
KEYWORD_FIELDS = ("keywords",)
# Empyrean prints its ability's kind (Instant, Conditional, Passive) where others print keywords.
KEYWORD_FALLBACK_FIELDS = ("ability_type",)
NO_VALUE = ("", "none")


@dataclass(frozen=True)
class CardFacets:
    cost: int | None  # None: the card has no cost to speak of
    types: tuple[str, ...]  # its kind first ("Unit"), then its printed types
    keywords: tuple[str, ...]


def card_facets(card: object) -> CardFacets:
    return CardFacets(_cost(card), _types(card), _keywords(card))


def _cost(card: object) -> int | None:
    for field in COST_FIELDS:
        value = getattr(card, field, None)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            return value
        if isinstance(value, Mapping):  # a cost per element: what it costs in all
            amounts = [v for v in value.values() if isinstance(v, int)]
            return sum(amounts)
    return None


def _types(card: object) -> tuple[str, ...]:
    found = _words([getattr(card, "kind", None)])
    for field in TYPE_FIELDS:
        found += _words(_as_list(getattr(card, field, None)))
    return _unique(found)


def _keywords(card: object) -> tuple[str, ...]:
    for fields in (KEYWORD_FIELDS, KEYWORD_FALLBACK_FIELDS):
        found: tuple[str, ...] = ()
        for field in fields:
            found += _words(_as_list(getattr(card, field, None)))
        if found:
            return _unique(found)
    return ()


def _as_list(value: object) -> list[object]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, Iterable) and not isinstance(value, Mapping):
        return list(value)
    return []


def _words(values: Iterable[object]) -> tuple[str, ...]:
    """Each value as players read it ("special-unit" -> "Special unit"), empty ones left out."""
    out = []
    for value in values:
        if not isinstance(value, str) or value.strip().casefold() in NO_VALUE:
            continue
        words = value.strip().replace("-", " ").replace("_", " ")
        out.append(words[0].upper() + words[1:])
    return tuple(out)


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))
