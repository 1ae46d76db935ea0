"""Argument types shared by the command lines (`tabletop`, `tabletop simulate`, `python -m
tabletop.ai.strength`): each turns a word into a value or refuses it with the one line argparse
prints."""

from __future__ import annotations

import argparse

from tabletop.engine.limits import cut

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
