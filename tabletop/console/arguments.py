"""Argument types shared by the command lines (`tabletop`, `tabletop simulate`, `python -m
tabletop.ai.strength`): each turns a word into a value or refuses it with the one line argparse
prints."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from tabletop.engine.limits import MAX_DIGITS, cut

#: characters of a refused argument that its message repeats; a bounded number written in more
#: is no number anyone meant (and is not converted: Python refuses over 4,300 digits itself)
SHOWN_CHARS = 40


def whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"give a whole number, not {cut(text, SHOWN_CHARS)!r}"
        ) from None


def bounded(text: str, least: int, most: int | None = None) -> int:
    """A whole number from `least` (to `most`), written in at most `SHOWN_CHARS` characters."""
    if len(text) > SHOWN_CHARS:
        raise argparse.ArgumentTypeError(f"give a whole number, not {cut(text, SHOWN_CHARS)!r}")
    value = whole(text)
    if value < least:
        raise argparse.ArgumentTypeError(f"give {least} or more, not {value}")
    if most is not None and value > most:
        raise argparse.ArgumentTypeError(f"give at most {most:,}, not {value:,}")
    return value


def count(text: str) -> int:
    return bounded(text, 0)


def positive(text: str) -> int:
    return bounded(text, 1)


def game_seed(text: str) -> int:
    """A game's seed: a whole number of at most `MAX_DIGITS` digits, the most a save holds
    (so a game started with it can be saved and loaded again)."""
    digits = text.strip().lstrip("+-").replace("_", "")
    if len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number of at most {MAX_DIGITS} digits, not "
            f"{cut(text, SHOWN_CHARS)!r} ({len(digits):,} digits)"
        )
    return whole(text)


def counted_to(most: int, least: int = 0) -> Callable[[str], int]:
    """An argument type: a whole number from `least` to `most`."""

    def count_in_range(text: str) -> int:
        return bounded(text, least, most)

    return count_in_range


def file_path(text: str) -> Path:
    """A file's path: not empty, and with no NUL (no file system takes one)."""
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError(f"give a file's path, not {cut(repr(text), SHOWN_CHARS)}")
    return Path(text)


def comma_list(text: str) -> list[str]:
    """Ids or names separated by commas (`--decks a,b`), blanks dropped; at least one."""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise argparse.ArgumentTypeError(f"give ids separated by commas, not {text!r}")
    return parts
