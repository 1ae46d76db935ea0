"""Easy: random among the sensible commands of the seat (never passing or ending while a useful
play is there; a game may say more, see ai/evaluate)."""

from __future__ import annotations

import random

from tabletop.ai.policy import policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, seat: SeatView) -> Command:
        if not seat.legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        decision = seat.view.decision
        kind = decision.kind if decision else None
        return policy_for(seat.rules).pick(self._rng, kind, list(seat.legal))
