"""Clash's deck check (book, "Setup"): a deck is the whole box, and setup deals the table from
it: each seat's starting deck (6 Gold, 1 Gems and 3 Soldiers), each seat's Camp, and the Vassal
each seat's first monarch brings. A box short of these (or with other starting cards, which no
starting deck takes) is refused before a game deals it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from tabletop.cards.cardset import Cardset
from tabletop.engine.position_limits import CopyLimit, PositionLimits, ZoneLimit
from tabletop.engine.yamlsource import YamlSyntaxError, load_yaml
from tabletop.games.clash.cards import ClashCard

SEATS = 2
#: each seat's starting deck: card id -> copies (book: 6 Gold cards and 1 Gems card)
STARTING = {"gold": 6, "gems": 1}
#: Soldiers each seat draws into its starting deck
SOLDIERS_DEALT = 3
#: units a camp garrisons, heroes and generals aside (book, "Military Phase")
CAMP_UNITS = 3


def deck_problems(card_ids: Sequence[str], cards: dict[str, ClashCard]) -> list[str]:
    """Every reason a box cannot be dealt, in words; empty when it can. Ids must be known."""
    kinds = Counter(cards[c].kind for c in card_ids)
    problems = [*_starting_problems(card_ids, cards)]
    if kinds["camp"] != SEATS:
        problems.append(f"needs {SEATS} camps (one per seat), has {kinds['camp']}")
    if kinds["soldier"] < SEATS * SOLDIERS_DEALT:
        problems.append(
            f"needs at least {SEATS * SOLDIERS_DEALT} soldiers ({SOLDIERS_DEALT} in each "
            f"seat's starting deck), has {kinds['soldier']}"
        )
    if kinds["vassal"] < SEATS:
        problems.append(
            f"needs {SEATS} vassals (one with each seat's first monarch), has {kinds['vassal']}"
        )
    return problems


def _starting_problems(card_ids: Sequence[str], cards: dict[str, ClashCard]) -> list[str]:
    starting = Counter(c for c in card_ids if cards[c].starting)
    problems = []
    for card_id, each in STARTING.items():
        if starting[card_id] != each * SEATS:
            name = cards[card_id].name if card_id in cards else card_id.title()
            problems.append(
                f"needs {each * SEATS} starting {name} ({each} per seat), has {starting[card_id]}"
            )
    for card_id in sorted(set(starting) - set(STARTING)):
        problems.append(f"card {card_id!r} is a starting card, but only Gold and Gems start a deck")
    return problems


def box_problems(cardset: Cardset, folder: Path) -> list[str]:
    """One line for each deck of a loaded cardset that cannot be dealt, naming where the deck
    is written (`folder`: the cardset's folder)."""
    lines = []
    for deck_id in cardset.decks:
        problems = deck_problems(cardset.deck_cards(deck_id), cardset.cards)
        if problems:
            where = deck_place(folder, deck_id)
            lines.append(f"{where}: deck {deck_id!r}: {'; '.join(problems)}")
    return lines


def deck_place(folder: Path, deck_id: str) -> str:
    """Where the deck is written ("basics.yaml, line 43", as the cardset loader names a deck;
    the folder if not found). The files loaded a moment ago: reading them again is quick."""
    for path in sorted(folder.glob("*.yaml")):
        try:
            source = load_yaml(path, recall=True)
        except (YamlSyntaxError, OSError):
            continue
        decks = source.data.get("decks") if isinstance(source.data, dict) else None
        for index, raw in enumerate(decks if isinstance(decks, list) else []):
            if isinstance(raw, dict) and raw.get("id") == deck_id:
                return source.where(("decks", index))
    return str(folder)


def position_limits(boxes: Sequence[Sequence[str]], cards: dict[str, ClashCard]) -> PositionLimits:
    """What a Clash position can hold (book, "Setup", "Fortifications", "Camp"): the seats
    are dealt from one box, so the table holds no more copies of a card than a box of the
    cardset; a seat has one fortification and one camp."""
    in_box: Counter[str] = Counter()
    for box in boxes:
        for name, count in Counter(cards[c].name for c in box if c in cards).items():
            in_box[name] = max(in_box[name], count)

    def most(card_id: str) -> int | None:
        card = cards.get(card_id)
        return None if card is None else in_box.get(card.name, 0)

    def counted_in_camp(card_id: str) -> bool:
        card = cards.get(card_id)
        return card is not None and card.garrisonable and not card.commander

    def kind_is(kind: str) -> Callable[[str], bool]:
        return lambda card_id: card_id in cards and cards[card_id].kind == kind

    return PositionLimits(
        copies=CopyLimit(most=most, rule="Setup: every card is dealt from the box", shared=True),
        zones=(
            ZoneLimit(
                "fort",
                1,
                "Fortifications: a player has one fortification in play",
                kind_is("fortification"),
                "fortifications",
            ),
            ZoneLimit("camp", 1, "Setup: each player has one camp", kind_is("camp"), "camps"),
            ZoneLimit(
                "camp",
                CAMP_UNITS,
                "Military Phase: a camp garrisons 3 units, heroes and generals aside",
                counted_in_camp,
                "garrisoned units",
            ),
        ),
    )
