"""How every command refuses bad input (docs/input-rule.md): one bounded line on stderr,
`tabletop: error: ...`, and exit status 2. The commands' parsers and handlers all print it
through `refuse`, so no command words its refusals its own way."""

from __future__ import annotations

import sys
from typing import TextIO

from tabletop.engine.limits import cut

#: the exit status of a refused input
EXIT_BAD_INPUT = 2
#: the longest a refusal's message is printed (its prefix aside)
MESSAGE_CHARS = 260
PREFIX = "tabletop: error: "


def one_line(message: str) -> str:
    """A message as one bounded line: line breaks flattened, a character a terminal would act
    on (an escape, a NUL) written as its escape, a long message shortened."""
    flat = " ".join(message.split())
    if not flat.isprintable():
        flat = "".join(c if c.isprintable() else repr(c)[1:-1] for c in flat)
    return cut(flat, MESSAGE_CHARS)


def refusal(message: str) -> str:
    """The line a refusal prints: `tabletop: error: MESSAGE`, one bounded line."""
    return PREFIX + one_line(message)


def refuse(message: str, err: TextIO | None = None) -> int:
    """Print the refusal on stderr (or `err`) and return the exit status to end with."""
    print(refusal(message), file=err or sys.stderr)
    return EXIT_BAD_INPUT
