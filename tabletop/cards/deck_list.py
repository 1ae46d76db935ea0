"""Deck lists, a file kind of their own: the plain text the deck builder exports ("4 Card
Name" a line; docs/input-rule.md, "Deck lists"), read for a game's cards with every bad line
named by file and line, and held to the game's deck rules with the line of the card a rule
names. The deck builder (ui), `tabletop validate` and `tabletop play --decks FILE` read them
here, one way."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from tabletop.cards.cardset import MAX_COPIES
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.limits import MAX_DECK_CARDS, LimitError, cut, file_bytes, first_of

LINE = re.compile(r"^\s*([0-9]+)\s*x?\s+(.+?)\s*$")  # ASCII digits, as cardsets take
#: the names a deck list file has (the builder writes .txt; .dek and .deck are common too)
DECK_LIST_SUFFIXES = (".txt", ".dek", ".deck")
#: the largest deck list read: a line for each card of a 1,000-card deck, with comments
MAX_DECK_LIST_BYTES = 1_000_000
#: characters of a card name a message repeats
SHOWN_CHARS = 60


class DeckListError(ValueError):
    """A deck list that does not read, or is no legal deck: one line naming the file (and the
    line) and what is wrong."""


@dataclass(frozen=True)
class DeckListReading:
    """A deck list read for one game's cards: the counts of each card id, the line each card
    first appears on, and one problem per bad line."""

    counts: Counter[str]
    lines: dict[str, int]
    problems: list[str]

    def cards(self) -> list[str]:
        """The deck as card ids, copies repeated, in the list's order."""
        return [card for card, copies in self.counts.items() for _ in range(copies)]


def export_text(cardset: CardCatalog, counts: Counter[str]) -> str:
    """The deck list as "4 Card Name" lines, in the deck's order."""
    return "".join(f"{n} {cardset.cards[c].name}\n" for c, n in counts.items() if n > 0)


def read_text(cardset: CardCatalog, text: str) -> DeckListReading:
    """A deck list's lines (names or ids, any case; a bare name is one copy; `4x Name` reads
    too; blank lines and lines starting with # or // are skipped) read for `cardset`'s cards:
    no such card, or copies past what a deck may hold (`MAX_COPIES` of a card,
    `MAX_DECK_CARDS` in all), is a problem naming the line."""
    by_name = {card.name.casefold(): cid for cid, card in cardset.cards.items()}
    counts: Counter[str] = Counter()
    lines: dict[str, int] = {}
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        match = LINE.match(line)
        digits, name = (match.group(1), match.group(2)) if match else ("1", line)
        copies = int(digits) if len(digits) <= len(str(MAX_COPIES)) else MAX_COPIES + 1
        card_id = name if name in cardset.cards else by_name.get(name.casefold())
        shown = cut(repr(name), SHOWN_CHARS)
        if card_id is None:
            problems.append(f"line {number}: no card named {shown}")
        elif copies < 1:
            problems.append(f"line {number}: {copies} copies of {shown}")
        elif counts[card_id] + copies > MAX_COPIES:
            problems.append(
                f"line {number}: {cut(digits, 20)} copies of {shown} (a deck holds at most "
                f"{MAX_COPIES:,} of a card)"
            )
        elif counts.total() + copies > MAX_DECK_CARDS:
            problems.append(
                f"line {number}: over {MAX_DECK_CARDS:,} cards in all (the most a deck holds)"
            )
        else:
            counts[card_id] += copies
            lines.setdefault(card_id, number)
    return DeckListReading(counts, lines, problems)


def import_text(cardset: CardCatalog, text: str) -> tuple[Counter[str], list[str]]:
    """`read_text`'s counts and problems (the deck builder's import)."""
    reading = read_text(cardset, text)
    return reading.counts, reading.problems


def is_deck_list(path: Path) -> bool:
    """A file named as a deck list is (`DECK_LIST_SUFFIXES`, any case)."""
    return path.suffix.lower() in DECK_LIST_SUFFIXES


def file_text(path: Path) -> str:
    """A deck list file's text; DeckListError naming the file when it does not read."""
    try:
        return file_bytes(path, MAX_DECK_LIST_BYTES, "the deck list").decode("utf-8")
    except LimitError as exc:
        raise DeckListError(f"{path}: {exc}") from None
    except UnicodeDecodeError:
        raise DeckListError(f"{path}: a deck list is UTF-8 text") from None
    except FileNotFoundError:
        raise DeckListError(f"{path}: no such deck list file") from None
    except OSError as exc:
        raise DeckListError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except ValueError:  # a NUL in the name: no file can have it
        raise DeckListError(
            f"{cut(repr(str(path)), SHOWN_CHARS)}: no such deck list file"
        ) from None


def checked_reading(path: Path, reading: DeckListReading) -> DeckListReading:
    """The reading, or DeckListError naming the file and its first bad line (and how many
    more there are), or saying it holds no card."""
    if reading.problems:
        raise DeckListError(f"{path}, {first_of(reading.problems, 'bad line')}")
    if not reading.counts:
        raise DeckListError(f'{path}: no cards in it (a line is "COPIES Card Name")')
    return reading


def rule_line(cardset: CardCatalog, reading: DeckListReading, problem: str) -> int | None:
    """The line of the card a deck rule's problem names ("5 Ash Recruit; a deck holds at most
    4 of a name"), by the longest card name (or id) in its words; None for a rule about the
    whole deck (its size)."""
    named = [
        (len(word), line)
        for card_id, line in reading.lines.items()
        for word in (cardset.cards[card_id].name, card_id)
        if word and word in problem
    ]
    return max(named)[1] if named else None
