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

import difflib
import re
from collections import Counter
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
#: digits a sweep's end may have (a value past that is no card's)
SWEEP_DIGITS = 9
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
    twice = [name for name, times in Counter(v.name for v in variants).items() if times > 1]
    if twice:
        raise VariantError(f"--variant: two variants are named {_shown(twice[0])}")
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


def card_id(rules: GameRules, text: str, names: dict[str, str] | None = None) -> str | None:
    """The id of the card whose id or name (any case) is `text`, else None. `names`: the
    game's `_names`, when the caller looks up many (read once, not once a lookup)."""
    if text in rules.cardset.cards:
        return text
    return (names if names is not None else _names(rules)).get(text.strip().casefold())


def _no_card(rules: GameRules, where: str, text: str, accepted: str) -> VariantError:
    """The one line for a card the game does not have: its name, the closest, what is taken."""
    close = closest_cards(rules, text)
    near = f"; the closest: {close}" if close else ""
    return VariantError(f"{where}: {rules.title} has no card {_shown(text)}{near} ({accepted})")


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
        raise _no_card(
            rules,
            where,
            target.split(".")[0],
            "give CARD.FIELD=VALUE, CARD a card's id or name, or deck:DECK.CARD=COPIES",
        )
    card, rest = split
    parts = rest.split(".")
    path: Path_ = tuple(int(p) if p.isdigit() else p for p in parts)
    if not all(parts):
        raise VariantError(
            f"{where}: {_shown(rest)} is not a field of the card (give CARD.FIELD=VALUE, a "
            "nested field as CARD.FIELD.0.FIELD=VALUE)"
        )
    sweep = _SWEEP.match(given)
    if sweep is None:
        value = _value(given.strip(), where)
        change = CardChange(card, path, value, where)
        return [Variant(argument.strip(), (change,), given=argument)]
    if max(len(sweep[1].lstrip("-")), len(sweep[2].lstrip("-"))) > SWEEP_DIGITS:
        raise VariantError(
            f"{where}: a sweep's values are whole numbers of at most {SWEEP_DIGITS} digits"
        )
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
    accepted = "give deck:DECK.CARD=COPIES, CARD a card's id or name"
    if not deck or not card_text:
        raise VariantError(f"{where}: {accepted}")
    card = card_id(rules, card_text)
    if card is None:
        raise _no_card(rules, where, card_text, accepted)
    count = _value(given.strip(), where)
    if not isinstance(count, int) or isinstance(count, bool):
        raise VariantError(f"{where}: copies must be a whole number, not {_shown(given)}")
    return Variant(argument.strip(), decks=(DeckChange(deck, card, count, where),), given=argument)


# --- a file ---------------------------------------------------------------------------------


def _from_file(rules: GameRules, path: Path, argument: str) -> Variant:
    if not _is_file(path):
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
    names = _names(rules)
    seen: dict[str, Any] = {}  # card id -> the key that named it
    for key, fields in _mapping(source, ("cards",)).items():
        card = card_id(rules, str(key), names)
        if card is None:
            raise _no_card(rules, source.where(("cards", key)), str(key), "a card's id or name")
        _once(seen, card, key, source.where(("cards", key)))
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
    names = _names(rules)
    for deck, counts in _mapping(source, ("decks",)).items():
        if not isinstance(counts, dict) or not counts:
            raise VariantError(f"{source.where(('decks', deck))}: give card: copies")
        seen: dict[str, Any] = {}
        for key, count in counts.items():
            where = source.where(("decks", deck, key))
            card = card_id(rules, str(key), names)
            if card is None:
                raise _no_card(rules, where, str(key), "a card's id or name")
            _once(seen, card, key, where)
            if not isinstance(count, int) or isinstance(count, bool):
                raise VariantError(f"{where}: copies must be a whole number, not {count!r}")
            changes.append(DeckChange(str(deck), card, count, where))
    return changes


def _once(seen: dict[str, Any], card: str, key: Any, where: str) -> None:
    """A card named twice in one mapping (by its id and its name, say) is refused: one of the
    two would be dropped without a word."""
    if card in seen:
        raise VariantError(
            f"{where}: card {card!r} is given twice (as {_shown(str(seen[card]))} and "
            f"{_shown(str(key))}); give it once"
        )
    seen[card] = key
