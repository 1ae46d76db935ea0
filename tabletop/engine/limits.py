"""Size limits on what Tabletop reads, far above any real game (see docs/limits.md).

Every file a player can hand us (cardset, scenario, save, spreadsheet) is checked against
these before it can cost much time or memory; what passes one gets a one-line message.
`check_data` walks loaded data without recursion, so a deep file cannot crash the walk.
"""

from __future__ import annotations

import json
import math
import reprlib
import stat
from pathlib import Path
from typing import Any

#: bytes of one cardset or scenario file (YAML; the largest shipped is 14 KB)
MAX_YAML_BYTES = 2_000_000
#: values (texts, numbers, lists, mappings) one YAML file may write, and build from aliases
MAX_YAML_VALUES = 100_000
#: bytes of one save file (JSON; a long game is about 25 KB)
MAX_SAVE_BYTES = 4_000_000
#: bytes of one spreadsheet (CSV) for import-csv
MAX_CSV_BYTES = 2_000_000
#: characters of one text value (a card's rules text, a note, a value in a save)
MAX_TEXT_CHARS = 10_000
#: characters of one player's name
MAX_NAME_CHARS = 100
#: characters a YAML document may expand to through its anchors (&) and aliases (*)
MAX_EXPANDED_CHARS = 16_000_000
#: how deep lists and mappings may nest
MAX_DEPTH = 64
#: digits of a whole number (Python refuses more than 4,300 on its own)
MAX_DIGITS = 100
#: cards in one deck, counting copies
MAX_DECK_CARDS = 1_000
#: commands in one save
MAX_COMMANDS = 10_000
#: a whole-number game value a scenario or save sets, where the game declares no range
MAX_GAME_VALUE = 1_000_000


TOO_DEEP = f"lists and mappings nested too deeply (over {MAX_DEPTH} levels)"


class LimitError(ValueError):
    """A value past one of the limits above; the message says which."""


def first_of(problems: list[str], noun: str = "problem") -> str:
    """The first of several problems, for a one-line message, saying how many more there are
    ("... (and 2 more problems)")."""
    more = len(problems) - 1
    return problems[0] + (f" (and {more} more {noun}{'s' * (more > 1)})" if more else "")


def cut(text: str, limit: int) -> str:
    """`text` for a one-line message: whole, or its first characters and "..." in `limit`."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxlist, _BRIEF.maxtuple, _BRIEF.maxdict = 2, 4, 4, 4
_BRIEF.maxstring, _BRIEF.maxother = 40, 40


def brief(value: object, limit: int = 120) -> str:
    """A value handed over, as a one-line message shows it: short, and never deeper than two
    levels (a list nested ten thousand deep is shown, not recursed into)."""
    return cut(_BRIEF.repr(value), limit)


def file_bytes(path: Path, limit: int, what: str) -> bytes:
    """The file's bytes, refusing (LimitError) a file over `limit` before reading it, and
    anything but a regular file before opening it (opening a FIFO waits for a writer)."""
    if not stat.S_ISREG(path.stat().st_mode):
        raise LimitError("not a regular file")
    with path.open("rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise LimitError(f"{what} is over {limit:,} bytes (the limit; see docs/limits.md)")
    return data


def text_problem(text: str) -> str | None:
    """Why `text` may not be kept, or None: too long, or not writable as UTF-8."""
    if len(text) > MAX_TEXT_CHARS:
        return f"a text of {len(text):,} characters (the limit is {MAX_TEXT_CHARS:,})"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"text holding a lone surrogate \\u{ord(text[exc.start]):04x} (not Unicode text)"
    return None


_TOO_BIG = 10**MAX_DIGITS


def number_problem(value: int) -> str | None:
    if not -_TOO_BIG < value < _TOO_BIG:
        return f"a whole number over {MAX_DIGITS} digits"
    return None


def value_problem(value: Any) -> str | None:
    """Why one text or number breaks a limit (other plain values never do)."""
    if isinstance(value, str):
        return text_problem(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return number_problem(value)
    return None


def check_data(data: Any) -> str | None:
    """Why loaded plain data breaks a limit (depth, text, numbers), or None when it is fine.

    A save holds tens of thousands of values: each is judged in the loop, by its exact type,
    and only a text that is long or not plain ASCII is looked at closer."""
    if not isinstance(data, dict | list):
        return value_problem(data)
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        container, depth = stack.pop()
        if depth >= MAX_DEPTH:
            return TOO_DEEP
        if isinstance(container, dict):
            for key in container:  # text, or in YAML a number: never a list or a mapping
                if type(key) is not str or len(key) > MAX_TEXT_CHARS or not key.isascii():
                    problem = value_problem(key)
                    if problem is not None:
                        return problem
            values = container.values()
        else:
            values = container
        for value in values:
            kind = type(value)
            if kind is str:
                if len(value) > MAX_TEXT_CHARS or not value.isascii():
                    problem = text_problem(value)
                    if problem is not None:
                        return problem
            elif kind is int:
                if not -_TOO_BIG < value < _TOO_BIG:
                    return number_problem(value)
            elif isinstance(value, dict | list):
                stack.append((value, depth + 1))
            elif kind is not bool and kind is not float and value is not None:
                problem = value_problem(value)  # a subclass of str or int
                if problem is not None:
                    return problem
    return None


def name_problem(name: str) -> str | None:
    """Why a player's name is not usable, or None."""
    if len(name) > MAX_NAME_CHARS:
        return f"a name of {len(name):,} characters (the limit is {MAX_NAME_CHARS})"
    return text_problem(name)


def json_numbers_finite(text: str) -> Any:
    """`text` read as JSON, refusing (ValueError) what JSON has no number for: `NaN` and
    `Infinity`, and a number too large for a float (`1e400` reads as infinity)."""
    return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise ValueError(f"{shown} is past the range of a number: it reads as infinity")
    return value
