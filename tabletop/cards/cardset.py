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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, create_model

from tabletop.engine.errors import CardsetError
from tabletop.engine.limits import MAX_DECK_CARDS
from tabletop.engine.paths import shipped_dir, user_dir
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
    #: the player's own decks (saved by the deck builder in the user data folder): listed
    #: beside the shipped ones, left out of the content hash (a save keeps their cards)
    user_decks: frozenset[str] = frozenset()

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


@dataclass
class _Gathered:
    """What the files of one cardset give, read one by one, and the problems met."""

    problems: list[str] = field(default_factory=list)
    cards: dict[str, Any] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    decks: dict[str, DeckList] = field(default_factory=dict)
    deck_sources: dict[str, tuple[YamlSource, int]] = field(default_factory=dict)
    meta: CardsetMeta = field(default_factory=CardsetMeta)
    canonical: list[Any] = field(default_factory=list)  # the validated data the hash is of
    #: cards that failed: decks naming them get no knock-on error
    invalid: set[str] = field(default_factory=set)
    parsed: list[YamlSource] = field(default_factory=list)


def _open_file(path: Path, got: _Gathered) -> YamlSource | None:
    """The file's parsed YAML, or None (and the problem) when it holds no cardset."""
    try:
        source = load_yaml(path, recall=True)
    except YamlSyntaxError as exc:
        got.problems.append(str(exc))
        return None
    got.parsed.append(source)
    data = source.data
    if not isinstance(data, dict):
        got.problems.append(f"{path}: a cardset file is a mapping with 'cards' and 'decks'")
        return None
    unknown = set(data) - {"cards", "decks", "set", "title", "note"}
    for key in sorted(unknown, key=str):
        got.problems.append(f"{source.where((key,))}: unknown top-level key {key!r}")
    if not data.get("cards") and not data.get("decks"):
        got.problems.append(f"{path}: {NOTHING_IN_FILE}")
        return None
    return source


def _read_meta(source: YamlSource, got: _Gathered) -> None:
    """The file's set, title and note; the first file to give each one wins."""
    data = source.data
    try:
        file_meta = CardsetMeta.model_validate(
            {k: data[k] for k in ("set", "title", "note") if k in data}
        )
    except ValidationError as exc:
        got.problems.extend(format_validation(exc, source, (), "cardset"))
        return
    meta = got.meta
    got.meta = CardsetMeta(
        set=file_meta.set or meta.set,
        title=file_meta.title or meta.title,
        note=file_meta.note or meta.note,
    )


def _read_cards(source: YamlSource, card_model: type[BaseModel], got: _Gathered) -> None:
    for index, raw in enumerate(_entries(source, "cards", got.problems)):
        card_id, what = _named(raw, index, "card")
        try:
            card = card_model.model_validate(raw)
        except ValidationError as exc:
            got.problems.extend(format_validation(exc, source, ("cards", index), what))
            if card_id:
                got.invalid.add(str(card_id))
            continue
        cid = str(card.id)  # type: ignore[attr-defined]
        booleans = _boolean_problems(source, raw, card, index, what)
        if booleans:
            got.problems.extend(booleans)
            got.invalid.add(cid)
            continue
        if cid in got.cards:
            got.problems.append(
                f"{source.where(('cards', index))}: {what}: duplicate id "
                f"(first defined at {got.sources[cid]})"
            )
            continue
        got.cards[cid] = card
        got.sources[cid] = source.where(("cards", index))
        got.canonical.append(card.model_dump(mode="json"))


def _read_decks(source: YamlSource, got: _Gathered) -> None:
    for index, raw in enumerate(_entries(source, "decks", got.problems)):
        _, what = _named(raw, index, "deck")
        try:
            deck = DeckList.model_validate(raw)
        except ValidationError as exc:
            got.problems.extend(format_validation(exc, source, ("decks", index), what))
            continue
        if deck.id in got.decks:
            got.problems.append(f"{source.where(('decks', index))}: duplicate deck id {deck.id!r}")
            continue
        got.decks[deck.id] = deck
        got.deck_sources[deck.id] = (source, index)
        got.canonical.append(deck.model_dump(mode="json"))


def _deck_problems(deck: DeckList, got: _Gathered) -> list[str]:
    """A deck's unknown cards, copy counts out of range, and a total over the limit."""
    found: list[str] = []
    source, index = got.deck_sources[deck.id]
    for card_id, count in deck.cards.items():
        where = source.where(("decks", index, "cards", card_id))
        if card_id not in got.cards and card_id not in got.invalid:
            found.append(f"{where}: deck {deck.id!r}: unknown card {card_id!r}")
        if not 1 <= count <= MAX_COPIES:
            found.append(
                f"{where}: deck {deck.id!r}: card {card_id!r} count must be from 1 to {MAX_COPIES}"
            )
    total = sum(max(0, count) for count in deck.cards.values())
    if total > MAX_DECK_CARDS:
        found.append(
            f"{source.where(('decks', index))}: deck {deck.id!r}: {total:,} cards "
            f"(a deck holds at most {MAX_DECK_CARDS:,}, counting copies)"
        )
    return found


def load_cardset(
    game: str,
    card_model: type[BaseModel],
    root: Path | None = None,
    decks_root: Path | None = None,
) -> Cardset:
    """The game's cardset from `root` (default: cardsets_root()), with the player's decks from
    `decks_root` (default: user_decks_root())."""
    folder = (root or cardsets_root()) / game
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    if not files:
        raise CardsetError(f"{folder}: no cardset files (*.yaml) for game {game!r}")
    got = _Gathered()
    for path in files:
        source = _open_file(path, got)
        if source is None:
            continue
        _read_meta(source, got)
        _read_cards(source, card_model, got)
        _read_decks(source, got)
    for deck in got.decks.values():
        got.problems.extend(_deck_problems(deck, got))
    if got.problems:
        raise CardsetError("\n".join(got.problems))
    for source in got.parsed:  # a card set that loads: its files' parsed YAML is kept
        source.keep()
    text = json.dumps(got.canonical, sort_keys=True, separators=(",", ":"))
    shipped = set(got.decks)
    _read_user_decks(decks_root or user_decks_root(), game, got)
    return Cardset(
        id=got.meta.set or game,
        game=game,
        title=got.meta.title or game,
        note=got.meta.note or "",
        cards=got.cards,
        decks=got.decks,
        sources=got.sources,
        content_hash=hashlib.sha256(text.encode()).hexdigest(),
        user_decks=frozenset(set(got.decks) - shipped),
    )


def user_decks_root() -> Path:
    """The player's own decks, one folder per game: `decks/` in the user data folder (never
    inside the installed package, which an upgrade replaces)."""
    return user_dir() / "decks"


def _read_user_decks(root: Path, game: str, got: _Gathered) -> None:
    """The player's decks of `game` beside the shipped ones. A deck whose id a shipped deck
    has, or that does not hold (an unknown card, a count out of range), is left out: the
    player's files never stop the game's cards from loading; the deck builder refuses such a
    deck before it writes one."""
    folder = root / game
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.yaml")):
        mine = _Gathered()
        mine.cards, mine.invalid = got.cards, got.invalid
        source = _open_file(path, mine)
        if source is None or set(source.data) - {"decks"}:
            continue
        _read_decks(source, mine)
        for deck_id, deck in mine.decks.items():
            if deck_id not in got.decks and not _deck_problems(deck, mine) and not mine.problems:
                got.decks[deck_id] = deck


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
