"""A deck list file held to a game's deck rules (`tabletop validate FILE.txt`, `tabletop play
--decks FILE`, `tabletop simulate --decks FILE`): the game is the one named, or else the one
whose cards the list names; every refusal is one line naming the file, and the line of the
card it is about."""

from __future__ import annotations

from pathlib import Path

from tabletop.cards.deck_list import (
    DeckListError,
    DeckListReading,
    checked_reading,
    file_text,
    read_text,
    rule_line,
)
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.config import checked_options, deck_problems
from tabletop.engine.limits import first_of
from tabletop.engine.registry import GameLoadError, game_ids, get_rules


def game_of(text: str) -> str:
    """The game whose cards a deck list names: the one that reads the most of its lines (of
    two that read as many, the one with more cards; then the first by id)."""
    readings = []
    for game_id in game_ids():
        try:
            cardset = get_rules(game_id).cardset
        except GameLoadError:
            continue  # `tabletop games` names a game that does not load
        reading = read_text(cardset, text)
        readings.append((len(reading.problems), -reading.counts.total(), game_id))
    return min(readings)[2]


def legal_deck_list(path: Path, game_id: str | None = None) -> tuple[str, list[str]]:
    """The game (`game_id`, or the one the list's cards name) and the deck's card ids, held to
    that game's deck rules at its default options; DeckListError (one line) naming the file,
    the line of a card no game has or of the card a rule names, or the rule the whole deck
    breaks."""
    text = file_text(path)
    game = game_id if game_id is not None else game_of(text)
    rules = get_rules(game)
    reading = checked_reading(path, read_text(rules.cardset, text))
    problems = deck_problems(rules, reading.cards(), checked_options(rules, None))
    if problems:
        raise DeckListError(_where(path, rules.cardset, reading, problems, rules.title))
    return game, reading.cards()


def _where(
    path: Path, cardset: CardCatalog, reading: DeckListReading, problems: list[str], title: str
) -> str:
    line = rule_line(cardset, reading, problems[0])
    at = f"{path}, line {line}" if line is not None else f"{path}"
    return f"{at}: not a legal {title} deck: {first_of(problems)}"
