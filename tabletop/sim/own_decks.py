"""A run's own decks: deck list files given to `tabletop simulate --decks mine.txt` (the deck
builder's export), any legal deck of the game. The run's settings carry each by name (the
file's stem) and card ids (plan.DeckCards), and every worker rebuilds the run's rules from the
settings, never from the file.

The run's rules are the game's rules whose cardset also holds these decks, beside the shipped
ones and marked as the player's own (`Cardset.user_decks`, whose cards travel with a game): the
figures, the variants (a card change, or a deck change `deck:mine.CARD=N`) and the deal read a
deck's cards through `rules.cardset` whatever deck it is, and a game deals it by its name, as
the game's own decks (variant_cards.config_for: make_config is given the run's rules)."""

from __future__ import annotations

import copy
import dataclasses
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.cards.cardset import Cardset, DeckList
from tabletop.engine.rules import GameRules

#: what a deck list's name (its file's stem) may be: a deck id's letters, as cardsets spell them
NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
#: the longest name: a file's stem on most systems
MAX_NAME_CHARS = 100


def with_cardset(rules: GameRules, cardset: Any) -> GameRules:
    """A copy of the rules holding another cardset (the engine and the bots read cards through
    `rules.cardset`); ValueError for rules whose cardset is fixed."""
    out = copy.copy(rules)
    out.__dict__["cardset"] = cardset
    if out.cardset is not cardset:
        raise ValueError(f"{rules.title}: its cards cannot be changed (a fixed cardset)")
    return out


def run_rules(rules: GameRules, own: Mapping[str, Sequence[str]]) -> GameRules:
    """The rules of a run that plays `own` decks (name -> card ids) beside the game's: the game's
    rules when there are none."""
    if not own:
        return rules
    base = rules.cardset
    if not isinstance(base, Cardset):
        raise ValueError(f"{rules.title}: its cards are not a cardset a deck list can join")
    decks = dict(base.decks)
    for name, cards in own.items():
        decks[name] = DeckList.model_construct(
            id=name, name=name, description="a deck list file", cards=dict(Counter(cards))
        )
    held = dataclasses.replace(base, decks=decks, user_decks=base.user_decks | set(own))
    return with_cardset(rules, held)


def name_problem(name: str, rules: GameRules) -> str | None:
    """What is wrong with a deck list's name (its file's stem) in a run of `rules`'s game, or
    None: it reads as a deck id, and no deck the game ships has it."""
    if len(name) > MAX_NAME_CHARS or not NAME.match(name):
        suggested = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:MAX_NAME_CHARS]
        example = f" ({suggested!r})" if suggested else ""
        return (
            "its file's name names the deck in the results: give it lowercase letters, digits "
            f"and hyphens{example}"
        )
    cardset = rules.cardset
    shipped = set(cardset.decks) - set(getattr(cardset, "user_decks", frozenset()))
    if name in shipped:
        return (
            f"{rules.title} has a deck {name!r}, and the list holds other cards: name the file "
            f"otherwise ({name}-2.txt), as the results name a deck by its file's name"
        )
    return None
