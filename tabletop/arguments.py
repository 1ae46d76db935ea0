"""Argument types shared by the command lines (`tabletop`, `python -m tabletop.ai.strength`):
each turns a word into a value or refuses it with the one line argparse prints."""

from __future__ import annotations

import argparse


def whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a whole number, not {text!r}") from None


def count(text: str) -> int:
    value = whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"give 0 or more, not {value}")
    return value


def positive(text: str) -> int:
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"give 1 or more, not {value}")
    return value
