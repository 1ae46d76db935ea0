"""Loading a game's cardset: every `cardsets/<game>/*.yaml`, validated card by card.

A file holds `cards:` (each validated by the game's card model, which forbids unknown fields)
and optionally `decks:` (id, name, description, and card id -> count); a file with neither is
refused (a file cut short after its first lines loaded as an empty cardset). Errors name the
file, the line, the card and the field. The content hash (of the validated data, so comments
and formatting do not count) goes into saves.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, create_model

from tabletop.engine.errors import CardsetError
from tabletop.engine.limits import MAX_DECK_CARDS
from tabletop.engine.yamlsource import (
    YamlSource,
    YamlSyntaxError,
    field_path,
    format_validation,
    load_yaml,
)

#: a file with neither cards nor decks: a file cut short (or saved empty) by mistake
NOTHING_IN_FILE = "a cardset file holds cards or decks, and this one has neither (cut short?)"

#: copies of one card a deck may hold (a typo like 1000000 would otherwise build a million cards)
MAX_COPIES = 1000


class DeckList(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    description: str = ""
    cards: dict[str, StrictInt]


class CardsetMeta(BaseModel):
    model_config = ConfigDict(extra="forbid")

    set: str | None = None
    title: str | None = None
    note: str | None = None


@dataclass
class Cardset:
    id: str
    game: str
    title: str
    note: str
    cards: dict[str, Any]  # card id -> validated card model
    decks: dict[str, DeckList]
    sources: dict[str, str]  # card id -> "file, line N"
    content_hash: str

    def deck_cards(self, deck_id: str) -> list[str]:
        """The card ids of a deck, one entry per copy, in list order."""
        deck = self.decks[deck_id]
        return [card for card, count in deck.cards.items() for _ in range(count)]


def cardsets_root() -> Path:
    """The folder of cardsets, one subfolder per game: the user's own (TABLETOP_CARDSETS) or
    the shipped ones (in the installed package, or cardsets/ of a checkout)."""
    override = os.environ.get("TABLETOP_CARDSETS")
    if override:
        return Path(override)
    from tabletop.engine.paths import shipped_dir

    return shipped_dir("cardsets")


def _entries(source: YamlSource, key: str, problems: list[str]) -> list[Any]:
    """The list under `key` of one file (a problem, and no entries, when it is not a list)."""
    entries = source.data.get(key, [])
    if isinstance(entries, list):
        return entries
    problems.append(f"{source.where((key,))}: {key!r} must be a list")
    return []


def _named(raw: Any, index: int, kind: str) -> tuple[Any, str]:
    """An entry's id (None if it has none) and how messages name it: card 'x' or card #3."""
    entry_id = raw.get("id") if isinstance(raw, dict) else None
    return entry_id, f"{kind} {entry_id!r}" if entry_id else f"{kind} #{index + 1}"


def _numbers_from_booleans(raw: Any, validated: Any, path: tuple[str | int, ...]) -> list[Any]:
    """Paths where the file wrote true/false and the model read a number (`value: true` is
    not 1). Walks the file's data beside the model's dump of it, without recursion."""
    found: list[Any] = []
    stack = [(raw, validated, path)]
    while stack:
        given, read, where = stack.pop()
        if isinstance(given, bool):
            if isinstance(read, int | float) and not isinstance(read, bool):
                found.append(where)
        elif isinstance(given, dict) and isinstance(read, dict):
            stack.extend((v, read[k], (*where, k)) for k, v in given.items() if k in read)
        elif isinstance(given, list) and isinstance(read, list | tuple) and len(given) == len(read):
            stack.extend((v, read[i], (*where, i)) for i, v in enumerate(given))
    return found


def _holds_boolean(raw: Any) -> bool:
    """Does the file's data write true or false anywhere (most cards do not)?"""
    stack = [raw]
    while stack:
        value = stack.pop()
        if isinstance(value, bool):
            return True
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False


def _boolean_problems(
    source: YamlSource, raw: Any, card: BaseModel, index: int, what: str
) -> list[str]:
    if not _holds_boolean(raw):
        return []  # nothing written as true or false: nothing read as a number from one
    dumped = card.model_dump(by_alias=True)
    return [
        f"{source.where(('cards', index, *loc))}: {what}: field {field_path(loc)}: "
        "Input should be a number, not true or false"
        for loc in sorted(_numbers_from_booleans(raw, dumped, ()), key=str)
    ]


def load_cardset(game: str, card_model: type[BaseModel], root: Path | None = None) -> Cardset:
    folder = (root or cardsets_root()) / game
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    if not files:
        raise CardsetError(f"{folder}: no cardset files (*.yaml) for game {game!r}")
    problems: list[str] = []
    cards: dict[str, Any] = {}
    sources: dict[str, str] = {}
    decks: dict[str, DeckList] = {}
    deck_sources: dict[str, tuple[YamlSource, int]] = {}
    meta = CardsetMeta()
    canonical: list[Any] = []
    invalid: set[str] = set()  # cards that failed: decks naming them get no knock-on error
    parsed: list[YamlSource] = []
    for path in files:
        try:
            source = load_yaml(path, recall=True)
            parsed.append(source)
        except YamlSyntaxError as exc:
            problems.append(str(exc))
            continue
        data = source.data
        if not isinstance(data, dict):
            problems.append(f"{path}: a cardset file is a mapping with 'cards' and 'decks'")
            continue
        unknown = set(data) - {"cards", "decks", "set", "title", "note"}
        for key in sorted(unknown, key=str):
            problems.append(f"{source.where((key,))}: unknown top-level key {key!r}")
        if not data.get("cards") and not data.get("decks"):
            problems.append(f"{path}: {NOTHING_IN_FILE}")
            continue
        try:
            file_meta = CardsetMeta.model_validate(
                {k: data[k] for k in ("set", "title", "note") if k in data}
            )
            meta = CardsetMeta(
                set=file_meta.set or meta.set,
                title=file_meta.title or meta.title,
                note=file_meta.note or meta.note,
            )
        except ValidationError as exc:
            problems.extend(format_validation(exc, source, (), "cardset"))
        for index, raw in enumerate(_entries(source, "cards", problems)):
            card_id, what = _named(raw, index, "card")
            try:
                card = card_model.model_validate(raw)
            except ValidationError as exc:
                problems.extend(format_validation(exc, source, ("cards", index), what))
                if card_id:
                    invalid.add(str(card_id))
                continue
            cid = str(card.id)  # type: ignore[attr-defined]
            booleans = _boolean_problems(source, raw, card, index, what)
            if booleans:
                problems.extend(booleans)
                invalid.add(cid)
                continue
            if cid in cards:
                problems.append(
                    f"{source.where(('cards', index))}: {what}: duplicate id "
                    f"(first defined at {sources[cid]})"
                )
                continue
            cards[cid] = card
            sources[cid] = source.where(("cards", index))
            canonical.append(card.model_dump(mode="json"))
        for index, raw in enumerate(_entries(source, "decks", problems)):
            _, what = _named(raw, index, "deck")
            try:
                deck = DeckList.model_validate(raw)
            except ValidationError as exc:
                problems.extend(format_validation(exc, source, ("decks", index), what))
                continue
            if deck.id in decks:
                problems.append(f"{source.where(('decks', index))}: duplicate deck id {deck.id!r}")
                continue
            decks[deck.id] = deck
            deck_sources[deck.id] = (source, index)
            canonical.append(deck.model_dump(mode="json"))
    for deck_id, deck in decks.items():
        source, index = deck_sources[deck_id]
        for card_id, count in deck.cards.items():
            if card_id not in cards and card_id not in invalid:
                problems.append(
                    f"{source.where(('decks', index, 'cards', card_id))}: deck {deck_id!r}: "
                    f"unknown card {card_id!r}"
                )
            if not 1 <= count <= MAX_COPIES:
                problems.append(
                    f"{source.where(('decks', index, 'cards', card_id))}: deck {deck_id!r}: "
                    f"card {card_id!r} count must be from 1 to {MAX_COPIES}"
                )
        total = sum(max(0, count) for count in deck.cards.values())
        if total > MAX_DECK_CARDS:
            problems.append(
                f"{source.where(('decks', index))}: deck {deck_id!r}: {total:,} cards "
                f"(a deck holds at most {MAX_DECK_CARDS:,}, counting copies)"
            )
    if problems:
        raise CardsetError("\n".join(problems))
    for source in parsed:  # a card set that loads: its files' parsed YAML is kept
        source.keep()
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return Cardset(
        id=meta.set or game,
        game=game,
        title=meta.title or game,
        note=meta.note or "",
        cards=cards,
        decks=decks,
        sources=sources,
        content_hash=hashlib.sha256(text.encode()).hexdigest(),
    )


def cardset_file_schema(card_model: type[BaseModel], title: str) -> dict[str, Any]:
    """JSON Schema of one cardset file, for editors (yaml-language-server, VS Code...)."""
    model = create_model(
        "CardsetFile",
        __config__=ConfigDict(extra="forbid", title=title),
        set=(str | None, None),
        title=(str | None, None),
        note=(str | None, None),
        cards=(list[card_model], []),  # type: ignore[valid-type]
        decks=(list[DeckList], []),
    )
    return model.model_json_schema()
