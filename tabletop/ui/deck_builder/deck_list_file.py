"""The plain-text deck list ("4 Card Name" a line) as a file: read with every bad line named
by file and line, written atomically. The text itself is `tabletop.ui.deck_file`'s."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tabletop.engine.atomic import describe_write_error, write_bytes_atomic
from tabletop.engine.catalog import CardCatalog
from tabletop.engine.limits import LimitError, file_bytes, first_of
from tabletop.engine.paths import user_dir
from tabletop.ui.deck_file import deck_id_for, export_text, import_text

MAX_DECK_LIST_BYTES = 100_000  # a list of every card of a 1,000-card deck is about 45 KB


class DeckListError(ValueError):
    """A deck list that could not be read or written; the message is one line for the user."""


def decks_dir() -> Path:
    return user_dir() / "decks"


def default_list_path(deck_name: str) -> Path:
    return decks_dir() / f"{deck_id_for(deck_name) or 'deck'}.txt"


def read_deck_list(path: Path, cardset: CardCatalog) -> Counter[str]:
    """The counts a deck list file gives; DeckListError naming the file and its first bad
    line (and how many more there are) when any line is bad, or when it does not read."""
    try:
        text = file_bytes(path, MAX_DECK_LIST_BYTES, "the deck list").decode("utf-8")
    except LimitError as exc:
        raise DeckListError(f"{path}: {exc}") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise DeckListError(f"{path}: {reason}") from None
    counts, problems = import_text(cardset, text)
    if problems:
        raise DeckListError(f"{path}, {first_of(problems, 'bad line')}")
    if not counts:
        raise DeckListError(f"{path}: no cards in it")
    return counts


def write_deck_list(path: Path, cardset: CardCatalog, counts: Counter[str]) -> None:
    if not +counts:
        raise DeckListError("the deck has no cards")
    try:
        write_bytes_atomic(path, export_text(cardset, counts).encode("utf-8"))
    except OSError as exc:
        raise DeckListError(describe_write_error(exc)) from None


def deck_list_files(folder: Path | None = None) -> list[Path]:
    """The deck lists (`*.txt`) in the user's deck folder, newest first, to pick from."""
    where = folder or decks_dir()
    if not where.is_dir():
        return []
    found = []
    for path in where.glob("*.txt"):
        try:
            found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return [path for _, path in sorted(found, key=lambda item: (-item[0], item[1].name))]
