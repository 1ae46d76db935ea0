"""Asking a decision of the turn: a seat is asked only when it has more than its way out (end,
pass, done), and the commands listed to find that out are handed to the game (`offer`), so
they are not listed twice."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.flow import Step
from tabletop.games.ucg.options import Options
from tabletop.games.ucg.runtime import Runtime


def ask(rt: Runtime, step: Step, kind: str, seat: int, prompt: str | Callable[[], str]) -> None:
    """Wait for `seat` to decide `kind`, unless its only command would be the way out.
    `prompt` may be a function: its words (card names) are then made only when it asks."""
    commands = Options(rt.board).listing(kind, seat)
    if len(commands) <= 1 and not (commands and rt.holds([seat])):
        return  # as wait(..., skip_if_at_most=1) would, before the prompt is worded
    words = prompt if isinstance(prompt, str) else prompt()
    rt.wait(step, kind, [seat], words, offer=commands, skip_if_at_most=1)
