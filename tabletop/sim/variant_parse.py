"""Variants from `--variant` arguments: a YAML file, or the inline form.

A file (one variant, kept beside the cardset):

    name: Moat costs 3          # optional: the file's name without .yaml
    cards:
      moat: {cost: 3}           # a card by id or name, then its fields (nested as in the card)
      Royal Guard:
        abilities: {0: {amount: 2}}   # an item of a list by its number (from 0)
    decks:
      medieval: {moat: 3, gold: 0}    # copies of a card in a deck; 0 takes it out

Inline: `moat.cost=3` (a card's field; a nested one as `card.abilities.0.amount=2`),
`deck:medieval.moat=3` (a deck's copies of a card), and a sweep `moat.cost=2..5`, one variant
per whole number from 2 to 5. Values are read as YAML (plain data only; nothing is run). Cards
and decks are checked when the variant is made (variant_cards.py)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tabletop.engine.limits import cut
from tabletop.engine.rules import GameRules
from tabletop.engine.yamlsource import YamlSource, YamlSyntaxError, load_yaml, parse_yaml
from tabletop.sim.variant import CardChange, DeckChange, Path_, Variant
from tabletop.sim.variant_cards import VariantError

#: the steps one sweep may take
MAX_SWEEP = 50
#: characters of an argument that a message repeats
SHOWN_CHARS = 60
_SWEEP = re.compile(r"^\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*$")
FILE_KEYS = ("name", "cards", "decks")


def parse_variants(rules: GameRules, arguments: list[str]) -> list[Variant]:
    """Every variant the arguments give, in order (a sweep gives one per step); VariantError
    (one line) names the argument, or the file and line, and what is wrong."""
    variants: list[Variant] = []
    for argument in arguments:
        path = Path(argument)
        if "=" not in argument or _is_file(path):
            variants.append(_from_file(rules, path, argument))
        else:
            variants += _inline(rules, argument)
    names = [v.name for v in variants]
    for name in names:
        if names.count(name) > 1:
            raise VariantError(f"--variant: two variants are named {name!r}")
    return variants


def _is_file(path: Path) -> bool:
    """Is `path` a file? An argument too long to be a file name is not (it is inline)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


# --- names of cards ------------------------------------------------------------------------


def _names(rules: GameRules) -> dict[str, str]:
    """Every card's id and name, casefolded, -> its id (the ids win a clash)."""
    cards = rules.cardset.cards
    found = {str(card.name).casefold(): cid for cid, card in cards.items()}
    found.update({cid.casefold(): cid for cid in cards})
    return found


def card_id(rules: GameRules, text: str) -> str | None:
    """The id of the card whose id or name (any case) is `text`, else None."""
    if text in rules.cardset.cards:
        return text
    return _names(rules).get(text.strip().casefold())


def _card_then_rest(rules: GameRules, text: str) -> tuple[str, str] | None:
    """Split "Card Name.field.0.x" at the longest prefix naming a card: (card id, the rest).
    Only prefixes as long as a card's name are tried, so the work is linear in the text."""
    names = _names(rules)
    longest = max((len(name) for name in names), default=0) + 2  # spaces around a name
    cuts = [i for i, ch in enumerate(text[: longest + 1]) if ch == "."]
    for cut_at in reversed(cuts):
        found = names.get(text[:cut_at].strip().casefold())
        if found is not None:
            return found, text[cut_at + 1 :]
    return None


def closest_cards(rules: GameRules, text: str) -> str:
    """The card names nearest to `text` (difflib), for a message: "Sohei, Shogun"."""
    import difflib

    cards = rules.cardset.cards
    names = [str(card.name) for card in cards.values()]
    head = cut(text.split(".")[0].strip(), SHOWN_CHARS)
    close = difflib.get_close_matches(head, [*names, *cards], n=6, cutoff=0.5)
    shown: dict[str, str] = {}  # one entry a card, by its name
    for found in close:
        name = str(cards[found].name) if found in cards else found
        shown.setdefault(name.casefold(), name)
    return ", ".join(list(shown.values())[:3])


# --- inline ---------------------------------------------------------------------------------


def _shown(text: str) -> str:
    return repr(cut(text, SHOWN_CHARS))


def _value(text: str, where: str) -> Any:
    try:
        return parse_yaml(text, where).data
    except YamlSyntaxError as exc:
        raise VariantError(f"{where}: the value {_shown(text)} is not YAML: {exc}") from None


def _inline(rules: GameRules, argument: str) -> list[Variant]:
    where = f"--variant {_shown(argument)}"
    target, _, given = argument.partition("=")
    target = target.strip()
    if target.startswith("deck:"):
        return [_inline_deck(rules, target[5:], given, where, argument)]
    split = _card_then_rest(rules, target)
    if split is None:
        head = target.split(".")[0]
        close = closest_cards(rules, head)
        near = f"; the closest: {close}" if close else ""
        raise VariantError(
            f"{where}: {rules.title} has no card {_shown(head)}{near} "
            "(give CARD.FIELD=VALUE, CARD a card's id or name, or deck:DECK.CARD=COPIES)"
        )
    card, rest = split
    parts = rest.split(".")
    path: Path_ = tuple(int(p) if p.isdigit() else p for p in parts)
    if not all(parts):
        raise VariantError(f"{where}: {rest!r} is not a field of the card")
    sweep = _SWEEP.match(given)
    if sweep is None:
        value = _value(given.strip(), where)
        change = CardChange(card, path, value, where)
        return [Variant(argument.strip(), (change,), given=argument)]
    low, high = int(sweep[1]), int(sweep[2])
    if not 0 <= high - low < MAX_SWEEP:
        raise VariantError(
            f"{where}: a sweep goes up from its first value, {MAX_SWEEP} steps at most"
        )
    label = f"{target}"
    return [
        Variant(
            f"{label}={step}",
            (CardChange(card, path, step, where),),
            sweep=(label, float(step)),
            given=argument,
        )
        for step in range(low, high + 1)
    ]


def _inline_deck(rules: GameRules, target: str, given: str, where: str, argument: str) -> Variant:
    deck, _, card_text = target.partition(".")
    card = card_id(rules, card_text)
    if not deck or card is None:
        raise VariantError(f"{where}: give deck:DECK.CARD=COPIES (CARD a card's id or name)")
    count = _value(given.strip(), where)
    if not isinstance(count, int) or isinstance(count, bool):
        raise VariantError(f"{where}: copies must be a whole number, not {_shown(given)}")
    return Variant(argument.strip(), decks=(DeckChange(deck, card, count, where),), given=argument)


# --- a file ---------------------------------------------------------------------------------


def _from_file(rules: GameRules, path: Path, argument: str) -> Variant:
    if not path.is_file():
        raise VariantError(
            f"--variant {_shown(argument)}: no such file (inline, give CARD.FIELD=VALUE)"
        )
    try:
        source = load_yaml(path)
    except YamlSyntaxError as exc:
        raise VariantError(f"--variant: {str(exc).splitlines()[0]}") from None
    data = source.data
    if not isinstance(data, dict):
        raise VariantError(f"{path}: a variant is a mapping with 'cards' and/or 'decks'")
    for key in data:
        if key not in FILE_KEYS:
            known = ", ".join(FILE_KEYS)
            raise VariantError(
                f"{source.where((key,))}: unknown key {key!r} (a variant has {known})"
            )
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not name.strip():
        raise VariantError(f"{source.where(('name',))}: name must be a text")
    cards = _file_cards(rules, source)
    decks = _file_decks(rules, source)
    if not cards and not decks:
        raise VariantError(f"{path}: the variant changes nothing (give 'cards' or 'decks')")
    return Variant(name.strip(), tuple(cards), tuple(decks), given=argument)


def _mapping(source: YamlSource, path: Path_) -> dict[Any, Any]:
    value: Any = source.data
    for step in path:
        value = value.get(step, {}) if isinstance(value, dict) else value[step]
    if not isinstance(value, dict):
        raise VariantError(f"{source.where(path)}: {'.'.join(map(str, path))} must be a mapping")
    return value


def _file_cards(rules: GameRules, source: YamlSource) -> list[CardChange]:
    changes: list[CardChange] = []
    for key, fields in _mapping(source, ("cards",)).items():
        card = card_id(rules, str(key))
        if card is None:
            raise VariantError(f"{source.where(('cards', key))}: no card {key!r} in {rules.title}")
        if not isinstance(fields, dict) or not fields:
            raise VariantError(f"{source.where(('cards', key))}: give the card's fields to change")
        current = rules.cardset.cards[card].model_dump(mode="json", by_alias=True)
        _flatten(source, card, ("cards", key), (), fields, current, changes)
    return changes


def _flatten(
    source: YamlSource,
    card: str,
    at: Path_,
    path: Path_,
    given: dict[Any, Any],
    current: Any,
    out: list[CardChange],
) -> None:
    """A nested mapping of changes as one change per field it reaches: a mapping over a
    mapping or a list goes down into it; anything else sets the field."""
    for key, value in given.items():
        step: str | int = key if isinstance(key, int) else str(key)
        here = None
        if isinstance(current, dict):
            here = current.get(step)
        elif isinstance(current, list) and isinstance(step, int) and 0 <= step < len(current):
            here = current[step]
        if isinstance(value, dict) and isinstance(here, dict | list):
            _flatten(source, card, (*at, key), (*path, step), value, here, out)
        else:
            out.append(CardChange(card, (*path, step), value, source.where((*at, key))))


def _file_decks(rules: GameRules, source: YamlSource) -> list[DeckChange]:
    changes: list[DeckChange] = []
    for deck, counts in _mapping(source, ("decks",)).items():
        if not isinstance(counts, dict) or not counts:
            raise VariantError(f"{source.where(('decks', deck))}: give card: copies")
        for key, count in counts.items():
            where = source.where(("decks", deck, key))
            card = card_id(rules, str(key))
            if card is None:
                raise VariantError(f"{where}: no card {key!r} in {rules.title}")
            if not isinstance(count, int) or isinstance(count, bool):
                raise VariantError(f"{where}: copies must be a whole number, not {count!r}")
            changes.append(DeckChange(str(deck), card, count, where))
    return changes
