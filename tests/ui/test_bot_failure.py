"""A computer seat whose bot fails does not stall the table (issue 30: "The computer could not
choose a move", then "The computer is thinking…" for good, as the table asked again and again):
the seat plays its first legal move, the message says so, and Undo takes it back."""

from __future__ import annotations

import time

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.ui.bot import BotRunner
from tabletop.ui.session import Session


def _failing(seat: SeatView) -> Command:
    raise KeyError("rider-test")


def test_a_failing_bot_plays_its_first_legal_move_and_says_so() -> None:
    game = tabletop.new_game("tally", seed=2, seats=["computer", "human"])
    session = Session(game, autosave=False, bot=BotRunner(chooser=_failing))
    seat = session.computer_to_act()
    assert seat is not None
    mine = [c for c in game.legal() if c.seat == seat]
    said = None
    deadline = time.monotonic() + 10
    while said is None and time.monotonic() < deadline:
        said = session.step_computer(0.05, pause=0.0)
        time.sleep(0.01)
    assert said is not None and "could not choose a move" in said and "instead" in said
    assert game.commands[-1] == ([c for c in mine if c.kind != "pass"] or mine)[0]
    assert not session.bot.thinking
