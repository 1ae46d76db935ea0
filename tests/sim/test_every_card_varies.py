"""Every card of every deck a run can play can be varied, in every game (issue 41): a change the
card's own model accepts is never refused for a deck's rules while the run plays that deck. The
deck rules still bite: held to every deck of the cardset, the issue's Sohei is refused."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.engine.api import playable_decks
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.sim.variant import CardChange, Variant
from tabletop.sim.variant_cards import VariantError, vary

GAMES = ("empyrean", "eoc", "clash", "coe", "ucg")

Path_ = tuple[str | int, ...]


def _numbers(data: Any, path: Path_ = ()) -> Iterator[tuple[Path_, int]]:
    """Every whole number in a card's data, top-level fields first, with its path."""
    if isinstance(data, int) and not isinstance(data, bool) and path:
        yield path, data
    steps = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else ()
    )
    nested = []
    for key, value in steps:
        if isinstance(value, dict | list):
            nested.append((key, value))
        else:
            yield from _numbers(value, (*path, key))
    for key, value in nested:
        yield from _numbers(value, (*path, key))


def _changes_the_card_takes(rules: GameRules, card: str) -> Iterator[CardChange]:
    """Each whole number of the card moved by one, as the card's own model accepts it (the
    check a cardset file gets; no deck is looked at)."""
    model = rules.card_model()
    data = rules.cardset.cards[card].model_dump(mode="json", by_alias=True)
    for path, value in _numbers(data):
        for new in (value + 1, value - 1):
            try:
                model.model_validate(_put(data, path, new))
            except ValueError:
                continue
            yield CardChange(card, path, new)


def _put(data: Any, path: Path_, value: int) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(data, dict):
        return {**data, head: _put(data[head], rest, value)}
    copy = list(data)
    copy[int(head)] = _put(copy[int(head)], rest, value)
    return copy


@pytest.mark.parametrize("game", GAMES)
def test_every_card_of_every_playable_deck_can_be_varied(game: str) -> None:
    """Run by run of one deck: a change is refused only by that deck's own rules (named), and
    each card has a change the run takes."""
    rules = get_rules(game)
    stuck, strays, varied = [], [], 0
    for deck in playable_decks(rules):
        for card in dict.fromkeys(rules.cardset.deck_cards(deck)):
            for change in _changes_the_card_takes(rules, card):
                try:
                    vary(rules, Variant(change.label(), (change,)), (deck,))
                except VariantError as exc:
                    if set(re.findall(r"deck '([^']+)'", str(exc))) != {deck}:
                        strays.append(str(exc))
                    continue
                varied += 1
                break
            else:
                stuck.append(f"{deck}/{card}")
    assert not strays, strays[:3]
    assert varied and not stuck, stuck


def test_held_to_every_deck_the_issues_sohei_is_refused() -> None:
    """The check the run's decks narrow: over every deck of the cardset (no run), a mash-up deck
    no run of Samurai and Vampires deals breaks its template."""
    rules = get_rules("empyrean")
    sohei = Variant("sohei.cost=5", (CardChange("sohei", ("cost",), 5),))
    vary(rules, sohei, ("samurai", "vampires"))
    with pytest.raises(VariantError, match=r"deck '[^']+'"):
        vary(rules, sohei, None)
