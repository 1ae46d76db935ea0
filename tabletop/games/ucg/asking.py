"""Asking a decision of the turn: a seat is asked only when it has more than its way out (end,
pass, done), and the commands listed to find that out are handed to the game (`offer`), so
they are not listed twice."""

from __future__ import annotations

from tabletop.engine.flow import Step
from tabletop.games.ucg.options import Options
from tabletop.games.ucg.runtime import Runtime


def ask(rt: Runtime, step: Step, kind: str, seat: int, prompt: str) -> None:
    """Wait for `seat` to decide `kind`, unless its only command would be the way out."""
    commands = Options(rt.state, rt.cards).listing(kind, seat)
    rt.wait(step, kind, [seat], prompt, offer=commands, skip_if_at_most=1)
