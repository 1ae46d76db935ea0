"""Normal: a one-step look-ahead with the game's evaluation.

Each command of the seat is played in a few sampled positions (engine/seat.py: the hidden cards
dealt at random, consistently with the seat's view); then the other seats answer with the
sensible policy (ai/policy.py) until the seat decides again (an attack is scored once it is
blocked, countered or taken, not while it is declared), and any forced commands are played
too; the position is scored by the game's evaluation (ai/evaluate), and the best average wins.
Among the sensible commands (ai/evaluate: not passing while something else may be played) the
best wins; passing only when it looks clearly better. Ties are broken at random (the bot's own
generator).
"""

from __future__ import annotations

import random

from tabletop.ai.policy import Policy, policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation

PASS_MARGIN = 0.15  # how much better (a chance to win) passing must look than playing on
REPLY_LIMIT = 24  # commands of the others (and forced ones) played before a choice is scored


class NormalBot:
    name = "normal"

    def __init__(self, seed: int = 0, samples: int = 4) -> None:
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


def look_ahead(
    seat: SeatView, policy: Policy, rng: random.Random, samples: int
) -> dict[Command, float]:
    """Each legal command's average chance to win after it and the others' answers, in
    `samples` sampled positions; a command that is not sensible (passing while something else
    may be played) loses PASS_MARGIN, so it is chosen only when clearly better."""
    legal = list(seat.legal)
    decision = seat.view.decision
    sensible = set(policy.sensible(decision.kind if decision else None, legal))
    sims = [seat.sample(rng.getrandbits(64)) for _ in range(samples)]
    scores: dict[Command, float] = {}
    for command in legal:
        total = 0.0
        for sim in sims:
            after = sim.copy()
            after.play(command, check=False)
            _play_replies(after, seat.seat, policy, rng)
            total += policy.evaluate(after.state)[seat.seat]
        scores[command] = total / len(sims) - (0.0 if command in sensible else PASS_MARGIN)
    return scores


def _play_replies(sim: Simulation, seat: int, policy: Policy, rng: random.Random) -> None:
    """Play on until `seat` has a real choice again (or the game ends)."""
    for _ in range(REPLY_LIMIT):
        if sim.state.result is not None:
            return
        commands = sim.legal()
        if not commands:
            return
        mine = [c for c in commands if c.seat == seat]
        if len(mine) > 1:
            return
        if len(mine) == 1 and len(commands) == 1:
            sim.play(mine[0], check=False)
            continue
        others = [c for c in commands if c.seat != seat]
        decision = sim.state.decision
        sim.play(policy.pick(rng, decision.kind if decision else None, others), check=False)
