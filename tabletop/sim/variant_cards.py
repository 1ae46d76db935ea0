"""A variant's cards: the game's cardset with the variant's changes, every changed card checked
by the game's own card model (the validation a cardset file gets) and every changed deck by the
loader's deck checks and the game's deck rules; then rules that play with those cards.

The rules of a variant are a copy of the game's rules holding the varied cardset: the engine
and the bots read cards through `rules.cardset`, so the game plays the variant unchanged. A run
makes its variants' rules once (arms.py)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Collection
from typing import Any

from pydantic import BaseModel, ValidationError

from tabletop.cards.cardset import MAX_COPIES, Cardset, DeckList
from tabletop.engine import api
from tabletop.engine.api import make_config
from tabletop.engine.game import Game
from tabletop.engine.limits import MAX_DECK_CARDS, cut, first_of
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.yamlsource import field_path
from tabletop.sim.own_decks import with_cardset
from tabletop.sim.variant import CardChange, DeckChange, Variant


class VariantError(ValueError):
    """A variant that cannot be played: the message names where it was written and why."""


def _at(change: CardChange | DeckChange, variant: Variant) -> str:
    return change.where or f"variant {variant.name!r}"


def vary(
    rules: GameRules, variant: Variant, played: Collection[str] | None = None, check: bool = True
) -> GameRules:
    """Rules that play with the variant's cards; VariantError (one line) when a change does not
    hold. `played`: the decks a run plays, the only ones held to the deck rules (a deck no game
    of the run deals cannot break one); None: every deck the variant touches. `check` False:
    no deck is checked (a worker, once the run's settings checked them)."""
    base = rules.cardset
    if not isinstance(base, Cardset):
        raise VariantError(f"{rules.title}: its cards are not a cardset a variant can change")
    cards = _varied_cards(base, rules.card_model(), variant)
    decks = _varied_decks(base, cards, variant)
    spec = json.dumps(variant.to_json(), sort_keys=True)
    digest = hashlib.sha256(f"{base.content_hash}|{spec}".encode()).hexdigest()
    varied = dataclasses.replace(base, cards=cards, decks=decks, content_hash=digest)
    try:
        out = with_cardset(rules, varied)
    except ValueError as exc:
        raise VariantError(str(exc)) from None
    if check:
        _check_decks(rules, out, variant, played)
    return out


def _varied_cards(base: Cardset, model: type[BaseModel], variant: Variant) -> dict[str, Any]:
    cards = dict(base.cards)
    for change in variant.cards:
        if change.card not in cards:
            raise VariantError(f"{_at(change, variant)}: no card {change.card!r}")
        if change.path[:1] == ("id",):
            raise VariantError(
                f"{_at(change, variant)}: card {change.card!r}: a variant changes what a card "
                "does, not its id (decks and records name cards by id)"
            )
        data = cards[change.card].model_dump(mode="json", by_alias=True)
        _set(data, change, variant)
        try:
            card = model.model_validate(data)
        except ValidationError as exc:
            error = exc.errors()[0]
            raise VariantError(
                f"{_at(change, variant)}: card {change.card!r}: field "
                f"{field_path(tuple(error['loc']))}: {error['msg']}"
            ) from None
        read = _get(card.model_dump(mode="json", by_alias=True), change.path)
        if isinstance(change.value, bool) and not isinstance(read, bool):
            raise VariantError(
                f"{_at(change, variant)}: card {change.card!r}: field "
                f"{field_path(change.path)}: Input should be a number, not true or false"
            )
        cards[change.card] = card
    return cards


def _get(data: Any, path: tuple[str | int, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: dict[str, Any], change: CardChange, variant: Variant) -> None:
    """Put the change's value at its path in a card's data; the path must name a field."""
    here: Any = data
    for depth, step in enumerate(change.path):
        last = depth == len(change.path) - 1
        known = (
            isinstance(here, dict)
            and step in here
            or isinstance(here, list)
            and isinstance(step, int)
            and 0 <= step < len(here)
        )
        if not known:
            where = field_path(change.path[:depth]) if depth else "the card"
            if not isinstance(here, dict | list):  # a number or a text: nothing is inside it
                raise VariantError(
                    f"{_at(change, variant)}: card {change.card!r}: {where} is "
                    f"{cut(repr(here), 40)}, with no field {cut(repr(step), 40)} inside it"
                )
            fields = ", ".join(map(str, here)) if isinstance(here, dict) else f"{len(here)} items"
            raise VariantError(
                f"{_at(change, variant)}: card {change.card!r}: {where} has no "
                f"{'field' if isinstance(here, dict) else 'item'} {cut(repr(step), 40)} "
                f"({cut(fields, 200)})"
            )
        if last:
            here[step] = change.value
        else:
            here = here[step]


def _varied_decks(base: Cardset, cards: dict[str, Any], variant: Variant) -> dict[str, DeckList]:
    decks = dict(base.decks)
    for change in variant.decks:
        deck = decks.get(change.deck)
        if deck is None:
            known = ", ".join(decks)
            raise VariantError(f"{_at(change, variant)}: no deck {change.deck!r} (decks: {known})")
        if change.card not in cards:
            raise VariantError(
                f"{_at(change, variant)}: deck {change.deck!r}: no card {change.card!r}"
            )
        if not 0 <= change.count <= MAX_COPIES:
            raise VariantError(
                f"{_at(change, variant)}: deck {change.deck!r}: card {change.card!r} count must "
                f"be from 0 to {MAX_COPIES}, not {change.count}"
            )
        listed = dict(deck.cards)
        listed[change.card] = change.count
        listed = {card: count for card, count in listed.items() if count}
        if sum(listed.values()) > MAX_DECK_CARDS:
            raise VariantError(
                f"{_at(change, variant)}: deck {change.deck!r}: over {MAX_DECK_CARDS:,} cards"
            )
        if not listed:
            raise VariantError(f"{_at(change, variant)}: deck {change.deck!r}: no cards left")
        decks[change.deck] = deck.model_copy(update={"cards": listed})
    return decks


def _check_decks(
    rules: GameRules, varied: GameRules, variant: Variant, played: Collection[str] | None
) -> None:
    """The game's deck rules on every changed deck the run plays (problems the shipped deck
    has already are not the variant's), and a first deal of each; a deck change to a deck the
    run does not play is refused (it would change nothing)."""
    touched = {c.deck: c for c in variant.decks}
    changed = {c.card for c in variant.cards}
    if played is not None:
        for deck_id, deck_change in touched.items():
            if deck_id not in played:
                raise VariantError(
                    f"{_at(deck_change, variant)}: deck {deck_id!r} is not played in this run "
                    f"(decks: {', '.join(played)})"
                )
    for deck_id, deck in varied.cardset.decks.items():
        if played is not None and deck_id not in played:
            continue
        if deck_id not in touched and not changed & set(deck.cards):
            continue
        change: CardChange | DeckChange = touched.get(deck_id) or next(
            c for c in variant.cards if c.card in deck.cards
        )
        before = set(deck_problems(rules, rules.cardset.deck_cards(deck_id)))
        problems = [
            p for p in deck_problems(varied, varied.cardset.deck_cards(deck_id)) if p not in before
        ]
        if problems:
            played_by = ", which the run plays" if played is not None else ""
            raise VariantError(
                f"{_at(change, variant)}: deck {deck_id!r}{played_by}: {first_of(problems)}"
            )
        _deal(varied, deck_id, _at(change, variant))


def deck_problems(rules: GameRules, cards: list[str]) -> list[str]:
    """The game's deck rules on a list of card ids, at a table with the default options."""
    return api.default_table_problems(rules, cards)


def config_for(rules: GameRules, seed: int, decks: tuple[str, ...]) -> GameConfig:
    """A table of computer seats playing these decks of `rules`: a variant's, a run's own (a deck
    list file, own_decks.py) and the game's alike, each dealt from `rules.cardset`."""
    players = len(decks)
    return make_config(
        rules, seed=seed, players=players, decks=decks, seats=("computer",) * players
    )


def _deal(rules: GameRules, deck_id: str, where: str) -> None:
    try:
        Game(rules, config_for(rules, 0, (deck_id,) * rules.min_players))
    except Exception as exc:  # the game's own words, in one line
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise VariantError(f"{where}: deck {deck_id!r} cannot be dealt: {reason}") from None
