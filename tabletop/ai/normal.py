"""Normal: a one-step look-ahead with the game's evaluation.

Each command of the seat is played in a few sampled positions (engine/seat.py: the hidden cards
dealt at random, consistently with the seat's view); any forced commands that follow are played
too; the position is scored by the game's evaluation (ai/evaluate), and the best average wins.
Ties go to a sensible command, at random (the bot's own generator).
"""

from __future__ import annotations

import random

from tabletop.ai.policy import policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation

FORCED_LIMIT = 8  # forced commands played after a choice before it is scored


class NormalBot:
    name = "normal"

    def __init__(self, seed: int = 0, samples: int = 3) -> None:
        self._rng = random.Random(seed)
        self.samples = samples

    def decide(self, seat: SeatView) -> Command:
        legal = list(seat.legal)
        if not legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        policy = policy_for(seat.rules)
        decision = seat.view.decision
        kind = decision.kind if decision else None
        if len(legal) == 1:
            return legal[0]
        sims = [seat.sample(self._rng.getrandbits(64)) for _ in range(self.samples)]
        scores: dict[Command, float] = {}
        for command in legal:
            total = 0.0
            for sim in sims:
                after = sim.copy()
                after.play(command, check=False)
                _play_forced(after)
                total += policy.evaluate(after.state)[seat.seat]
            scores[command] = total / len(sims)
        best = max(scores.values())
        top = [c for c in legal if scores[c] >= best - 1e-9]
        return policy.pick(self._rng, kind, top)


def _play_forced(sim: Simulation) -> None:
    for _ in range(FORCED_LIMIT):
        if sim.state.result is not None:
            return
        commands = sim.legal()
        if len(commands) != 1:
            return
        sim.play(commands[0], check=False)
