"""The one-step look-ahead Normal decides by and Hard's root starts from.

Each command of the seat is played in a few sampled positions (engine/seat.py: the hidden cards
dealt at random, consistently with the seat's view); then the others answer with the sensible
policy (ai/policy.py) and forced commands are played, until the seat has a real choice again
(an attack is scored once it is blocked, countered or taken, not while it is declared); the
position is scored by the game's evaluation (ai/evaluate). A game may ask (its
`BotHints`) to stop where the turn passes too, or to play on to the seat's next turn, so
that ending the turn is scored at the same point as the other commands, and to settle the
seat's own decisions on the way (confirm an attack, pay, block). Every command meets the same
answers in a sample: the others' random choices come from one generator per sample (common
random numbers), so the scores differ by the commands, not by the luck of the replies.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop.ai.policy import Policy
from tabletop.engine.commands import Command
from tabletop.engine.contract import BotHints
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State

REPLY_LIMIT = 24  # commands of the others (and forced ones) played before a choice is scored
NEXT_TURN_LIMIT = 400  # commands played to reach the seat's next turn


def look_ahead(
    seat: SeatView,
    policy: Policy,
    rng: random.Random,
    samples: int,
    commands: list[Command] | None = None,
) -> dict[Command, float]:
    """Each legal command's (or each of `commands`') average chance to win after it and the
    others' answers, in `samples` sampled positions; a command that is not sensible (passing
    while something else may be played) loses the game's pass margin, so it is chosen only
    when clearly better."""
    legal = list(seat.legal)
    decision = seat.view.decision
    hints = policy.hints
    sensible = set(policy.sensible(decision.kind if decision else None, legal))
    sims = [(seat.sample(rng.getrandbits(64)), rng.getrandbits(64)) for _ in range(samples)]
    scores: dict[Command, float] = {}
    for command in legal if commands is None else commands:
        total = 0.0
        for sim, reply_seed in sims:
            after = sim.copy()
            watch = TurnWatch(after.state, seat.seat)  # where the turn stands before it
            after.play(command, check=False)
            play_replies(after, seat.seat, policy, random.Random(reply_seed), watch)
            total += policy.evaluate(after.state)[seat.seat]
        margin = 0.0 if command in sensible else hints.pass_margin
        scores[command] = total / len(sims) - margin
    return scores


def play_replies(
    sim: Simulation, seat: int, policy: Policy, rng: random.Random, watch: TurnWatch
) -> None:
    """Play on until `seat` has a real choice again (or the game ends), or as far as the
    game's horizon says (`watch`: where the turn stood before the command)."""
    hints: BotHints = policy.hints
    horizon = hints.horizon
    limit = NEXT_TURN_LIMIT if horizon == "next turn" else REPLY_LIMIT
    reached = watch.reached(horizon)
    for _ in range(limit):
        state = sim.state
        if state.result is not None or reached(state):
            return
        commands = sim.legal()
        if not commands:
            return
        decision = state.decision
        kind = decision.kind if decision else None
        mine = [c for c in commands if c.seat == seat]
        if len(mine) > 1:
            settle = hints.settle
            settled = settle(state, policy.rules, kind, mine) if settle is not None else None
            if settled is None:
                return
            sim.play(settled, check=False)
            continue
        if len(mine) == 1 and len(commands) == 1:
            sim.play(mine[0], check=False)
            continue
        others = [c for c in commands if c.seat != seat]
        sim.play(policy.pick(rng, kind, others), check=False)


class TurnWatch:
    """Where the turn stands since a command: the value `turn` (whose turn it is) before it,
    and the value `turn_no` (how many turns have begun) where a game keeps one, which also
    sees a turn that began and ended within one command (a computer seat is not asked to end
    a phase it can only end)."""

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        turn = self.turn = state.values.get("turn")
        self.number = _turn_number(state)
        self.away = turn != seat  # has it been another seat's turn since?

    def reached(self, horizon: str) -> Callable[[State], bool]:
        if horizon == "turn":
            return self.turn_passed
        if horizon == "next turn":
            return self.next_turn_begun
        return _never

    def turn_passed(self, state: State) -> bool:
        number = _turn_number(state)
        return state.values.get("turn") != self.turn or number != self.number

    def next_turn_begun(self, state: State) -> bool:
        now = state.values.get("turn")
        number = _turn_number(state)
        if number is not None and self.number is not None:
            ours = number > self.number and now == self.seat
            return ours or number >= self.number + 2
        if now != self.seat:
            self.away = True
            return False
        return self.away


def _turn_number(state: State) -> int | None:
    number = state.values.get("turn_no")
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def _never(state: State) -> bool:
    return False
