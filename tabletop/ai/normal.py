"""Normal: the one-step look-ahead (ai/look_ahead.py) with the game's evaluation.

Among the sensible commands (ai/evaluate: not passing while something else may be played) the
best scored wins; passing only when it looks clearly better (the game's pass margin). Ties are
broken at random (the bot's own generator).
"""

from __future__ import annotations

import random

from tabletop.ai.look_ahead import look_ahead
from tabletop.ai.policy import policy_for
from tabletop.engine.commands import Command
from tabletop.engine.contract import LOOK_AHEAD_SAMPLES
from tabletop.engine.seat import SeatView


class NormalBot:
    name = "normal"

    def __init__(self, seed: int = 0, samples: int = LOOK_AHEAD_SAMPLES) -> None:
        self._rng = random.Random(seed)
        self.samples = samples

    def decide(self, seat: SeatView) -> Command:
        legal = list(seat.legal)
        if not legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        if len(legal) == 1:
            return legal[0]
        scores = look_ahead(seat, policy_for(seat.rules), self._rng, self.samples)
        best = max(scores.values())
        sensible = [c for c in legal if scores[c] >= best - 1e-9]
        return self._rng.choice(sensible)
