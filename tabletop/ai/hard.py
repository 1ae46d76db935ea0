"""Hard: information-set Monte Carlo tree search (single observer, as OpenSpiel's ISMCTS).

Each iteration deals the cards the seat cannot see afresh (`SeatView.sample`), so the search
never knows more than the seat does; it walks one tree of commands shared by every sample,
choosing with UCB among the children legal in that sample (a child's availability counts the
iterations it could have been chosen in), adds one node, plays on with the sensible random
policy (ai/policy.py) for at most `depth` commands (by default the game's own playout depth,
`PLAYOUT_DEPTH` in its evaluation module; None: to the end), scores the position with the game's
evaluation (a finished game by its result) and backs the score up, each node scored for the
seat that chose it. The answer is the most visited command at the root. The root's children
start from Normal's look-ahead (ai/look_ahead.py), worth PRIOR_VISITS visits each, so a small
budget falls back on Normal's judgement and the search refines it.

Time-boxed (`seconds`, 1 s by default), or exactly `iterations` iterations: with an iteration
budget the same seed and the same seat view always give the same command.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Literal

from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.look_ahead import look_ahead
from tabletop.ai.policy import Policy, policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation

EXPLORATION = 0.7  # UCB's constant; rewards are chances to win, in [0, 1]
PRIOR_SAMPLES = 4  # sampled positions of the look-ahead that seeds the root (ai/look_ahead.py)
PRIOR_VISITS = 3  # how many visits that look-ahead's score counts for


@dataclass(slots=True)
class Node:
    visits: int = 0
    total: float = 0.0  # rewards of the seat whose command led here
    available: int = 0  # iterations in which this command was legal at its parent
    children: dict[Command, Node] = field(default_factory=dict)


@dataclass
class SearchStats:
    iterations: int = 0
    playout_commands: int = 0
    seconds: float = 0.0


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 1.0,
        iterations: int | None = None,
        depth: PlayoutDepth | Literal["game"] = "game",
        prior: bool = True,
    ) -> None:
        if seconds <= 0 and iterations is None:
            raise ValueError("Hard needs a time (seconds > 0) or an iteration budget")
        self._rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.depth = depth
        self.prior = prior
        self.last = SearchStats()

    def decide(self, seat: SeatView) -> Command:
        legal = list(seat.legal)
        if not legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        if len(legal) == 1:
            self.last = SearchStats()
            return legal[0]
        policy = policy_for(seat.rules)
        stats = SearchStats()
        start = time.perf_counter()
        root = Node()
        if self.prior:  # Normal's look-ahead seeds the root, as PRIOR_VISITS visits each
            for command, value in look_ahead(seat, policy, self._rng, PRIOR_SAMPLES).items():
                root.children[command] = Node(PRIOR_VISITS, PRIOR_VISITS * value, PRIOR_VISITS)
        deadline = start + self.seconds
        while True:
            if self.iterations is not None:
                if stats.iterations >= self.iterations:
                    break
            elif stats.iterations > 0 and time.perf_counter() >= deadline:
                break
            sim = seat.sample(self._rng.getrandbits(64))
            stats.playout_commands += self._iterate(root, sim, seat.seat, legal, policy)
            stats.iterations += 1
        stats.seconds = time.perf_counter() - start
        self.last = stats
        return max(legal, key=lambda c: _rank(root.children.get(c)))

    def _iterate(
        self, root: Node, sim: Simulation, seat: int, legal: list[Command], policy: Policy
    ) -> int:
        rng = self._rng
        node = root
        path: list[tuple[Node, int]] = []
        options = legal
        actor = seat
        while True:
            for command in options:
                child = node.children.get(command)
                if child is not None:
                    child.available += 1
            untried = [c for c in options if c not in node.children]
            if untried:
                command = rng.choice(untried)
                child = node.children[command] = Node(available=1)
            else:
                command = _ucb(node, options)
                child = node.children[command]
            sim.play(command, check=False)
            path.append((child, actor))
            if untried or sim.state.result is not None:
                break
            node = child
            commands = sim.legal()
            if not commands:
                break
            actor = commands[0].seat
            options = [c for c in commands if c.seat == actor]
        depth = policy.hints.playout_depth if self.depth == "game" else self.depth
        played = policy.play_out(sim, rng, depth)
        reward = policy.evaluate(sim.state)
        for visited, who in path:
            visited.visits += 1
            visited.total += reward[who]
        return played + len(path)


def _ucb(node: Node, options: list[Command]) -> Command:
    best: Command | None = None
    best_score = -math.inf
    for command in options:
        child = node.children[command]
        score = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(max(child.available, 1)) / child.visits
        )
        if score > best_score:
            best, best_score = command, score
    assert best is not None
    return best


def _rank(node: Node | None) -> tuple[int, float]:
    if node is None or node.visits == 0:
        return (0, 0.0)
    return (node.visits, node.total / node.visits)
