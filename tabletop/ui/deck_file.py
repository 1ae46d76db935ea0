"""A deck being built: counts of card ids, the plain-text deck list ("4 Card Name" a line) in
and out, and saving it as a cardset deck file (``<cardsets>/<game>/deck-<id>.yaml``), checked
first and written atomically, so New game, ``print`` and ``simulate`` offer it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import yaml

from tabletop.cards.cardset import (
    MAX_COPIES,
    DeckList,
    cardsets_root,
    load_cardset,
    user_decks_root,
)
from tabletop.engine.atomic import write_bytes_atomic
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.errors import CardsetError
from tabletop.engine.limits import MAX_DECK_CARDS
from tabletop.engine.registry import get_rules
from tabletop.games.base import CardGame

LINE = re.compile(r"^\s*([0-9]+)\s*x?\s+(.+?)\s*$")  # ASCII digits, as cardsets take


def deck_id_for(name: str) -> str:
    """The deck id a name gives: lowercase words joined by dashes ("My Deck 2" -> my-deck-2)."""
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return "-".join(words)


def export_text(cardset: CardCatalog, counts: Counter[str]) -> str:
    """The deck list as "4 Card Name" lines, in the deck's order."""
    return "".join(
        f"{n} {getattr(cardset.cards[c], 'name', c)}\n" for c, n in counts.items() if n > 0
    )


def import_text(cardset: CardCatalog, text: str) -> tuple[Counter[str], list[str]]:
    """Counts from "4 Card Name" lines (names or ids, any case; a bare name is one copy;
    blank lines and lines starting with # or // are skipped), and one problem per bad line:
    no such card, or copies past what a deck may hold (`MAX_COPIES` of a card,
    `MAX_DECK_CARDS` in all)."""
    by_name = {
        str(getattr(card, "name", cid)).casefold(): cid for cid, card in cardset.cards.items()
    }
    counts: Counter[str] = Counter()
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        match = LINE.match(line)
        digits, name = (match.group(1), match.group(2)) if match else ("1", line)
        copies = int(digits) if len(digits) <= len(str(MAX_COPIES)) else MAX_COPIES + 1
        card_id = name if name in cardset.cards else by_name.get(name.casefold())
        if card_id is None:
            problems.append(f"line {number}: no card named {name!r}")
        elif copies < 1:
            problems.append(f"line {number}: {copies} copies of {name!r}")
        elif counts[card_id] + copies > MAX_COPIES:
            shown = digits if len(digits) <= 20 else f"{digits[:20]}…"
            problems.append(
                f"line {number}: {shown} copies of {name!r} (a deck holds at most "
                f"{MAX_COPIES:,} of a card)"
            )
        elif counts.total() + copies > MAX_DECK_CARDS:
            problems.append(
                f"line {number}: over {MAX_DECK_CARDS:,} cards in all (the most a deck holds)"
            )
        else:
            counts[card_id] += copies
    return counts, problems


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
