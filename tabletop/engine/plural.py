"""Counts in words: '1 card', '2 cards', '1 seat-game', '0 draws'."""

from __future__ import annotations


def counted(n: int | float, noun: str, plural: str | None = None) -> str:
    """`n` and the noun, singular for exactly one: counted(1, "card") == "1 card"."""
    word = noun if n == 1 else (plural or noun + "s")
    shown = f"{n:,}" if isinstance(n, int) else f"{n:,g}"
    return f"{shown} {word}"
