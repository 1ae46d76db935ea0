"""Choose N of M: a decision on the flow that picks cards one command at a time.

A step calls `ChooseCards.ask(run, step, seat, options, n, prompt)`: it returns the cards
chosen once there are `n` (or no option is left, or, with `up_to`, the seat said "done");
until then it asks a decision and waits. Each pick is a command `pick` naming the card, so
the table lights the options and a click or a drag picks one; `pick.done` stops early.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.engine.commands import Command
from tabletop.engine.flow import Flow, Runner, Step
from tabletop.engine.state import Decision, State

PICK = "pick"
DONE = "pick.done"


class ChooseCards:
    """Register once per game flow; then `ask` from any step."""

    def __init__(self, flow: Flow, kind: str = "choose-cards") -> None:
        self.kind = kind
        flow.legal(kind)(self._listing)
        flow.move(PICK)(self._pick)
        flow.move(DONE)(self._done)

    def ask(
        self,
        run: Runner,
        step: Step,
        seat: int,
        options: Sequence[int],
        n: int,
        prompt: str,
        up_to: bool = False,
    ) -> list[int]:
        chosen = [int(i) for i in step.get("chosen", [])]
        left = [i for i in options if i not in chosen]
        if len(chosen) >= n or not left or step.get("stopped"):
            return chosen
        run.wait(
            step,
            self.kind,
            [seat],
            f"{prompt} ({len(chosen) + 1} of {n})",
            options=left,
            up_to=up_to,
            chosen=chosen,
        )

    @staticmethod
    def _listing(rules: Any, state: State, decision: Decision) -> list[Command]:
        seat = decision.seats[0]
        out = [Command(seat, PICK, int(iid)) for iid in decision.get("options", [])]
        if decision.get("up_to"):
            out.append(Command(seat, DONE))
        return out

    @staticmethod
    def _pick(run: Runner, command: Command) -> None:
        front = run.queue[0]
        run.update_front(chosen=[*front.get("chosen", []), command.source])

    @staticmethod
    def _done(run: Runner, command: Command) -> None:
        run.update_front(stopped=True)
