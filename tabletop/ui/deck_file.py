"""A deck being built: counts of card ids, the plain-text deck list ("4 Card Name" a line) in
and out (its format is tabletop/cards/deck_list.py's, which `tabletop validate` and `tabletop
play --decks FILE` read too), and saving it as a cardset deck file
(``<cardsets>/<game>/deck-<id>.yaml``), checked first and written atomically, so New game,
``print`` and ``simulate`` offer it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import yaml

from tabletop.cards.cardset import (
    DeckList,
    cardsets_root,
    load_cardset,
    user_decks_root,
)
from tabletop.cards.deck_list import export_text as export_text
from tabletop.cards.deck_list import import_text as import_text
from tabletop.engine.atomic import write_bytes_atomic
from tabletop.engine.errors import CardsetError
from tabletop.engine.registry import get_rules
from tabletop.games.base import CardGame


def deck_id_for(name: str) -> str:
    """The deck id a name gives: lowercase words joined by dashes ("My Deck 2" -> my-deck-2)."""
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return "-".join(words)


def deck_path(game_id: str, deck_id: str, root: Path | None = None) -> Path:
    return (root or cardsets_root()) / game_id / f"deck-{deck_id}.yaml"


def save_deck(game_id: str, name: str, counts: Counter[str], root: Path | None = None) -> Path:
    """Write the deck as its own cardset file and use the cards again with it; ValueError
    naming the problem (an empty name, no cards, a deck id of another file) writes nothing."""
    rules = get_rules(game_id)
    if not isinstance(rules, CardGame):
        raise ValueError(f"{rules.title} keeps no cardset files")
    deck_id = deck_id_for(name)
    if not deck_id:
        raise ValueError("give the deck a name (letters or digits)")
    cards = {c: n for c, n in counts.items() if n > 0}
    if not cards:
        raise ValueError("the deck has no cards")
    folder = root or user_decks_root()
    path = deck_path(game_id, deck_id, folder)
    shipped = set(rules.cardset.decks) - rules.cardset.user_decks
    if deck_id in shipped or (deck_id in rules.cardset.decks and not path.exists()):
        raise ValueError(f"{rules.title} already has a deck {deck_id!r}: give another name")
    deck = DeckList(id=deck_id, name=name.strip(), cards=cards)
    text = yaml.safe_dump(
        {"decks": [deck.model_dump(exclude_defaults=True)]}, sort_keys=False, allow_unicode=True
    )
    old = path.read_bytes() if path.exists() else None
    path.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(path, text.encode("utf-8"))
    try:
        cardset = load_cardset(game_id, rules.card_model(), rules.cardsets_root, folder)
    except CardsetError as exc:
        if old is None:
            path.unlink(missing_ok=True)
        else:
            write_bytes_atomic(path, old)
        raise ValueError(f"the deck was not saved: {exc}") from None
    if deck_id not in cardset.decks:  # the player's files: left out when they do not hold
        if old is None:
            path.unlink(missing_ok=True)
        else:
            write_bytes_atomic(path, old)
        raise ValueError("the deck was not saved: it does not hold as a deck of the cardset")
    rules.__dict__["cardset"] = cardset  # as live reload does: New game now lists the deck
    return path
