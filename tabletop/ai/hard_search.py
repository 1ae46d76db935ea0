"""Hard's search of the root (ai/hard.py decides around it): sequential halving over the root's
commands, an information-set tree below each, playouts and the game's evaluation.

One `Search` is one generator's search: the bot runs one in its own process (one core), or one
in each worker of a root-parallel search (ai/root_parallel.py), each with its own generator,
and their roots are merged. The search reads only the seat's view (`SeatView.sample` deals
what the seat cannot see afresh every round).
"""

from __future__ import annotations

import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Literal

from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.policy import Policy
from tabletop.ai.win_finder import WinSearch
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation

EXPLORATION = 0.7  # UCB's constant; rewards are chances to win, in [0, 1]

#: a root command's head start: visits and their summed value (the look-ahead's prior)
Prior = dict[Command, tuple[int, float]]


@dataclass(slots=True)
class Node:
    visits: int = 0
    total: float = 0.0  # rewards of the seat whose command led here
    available: int = 0  # iterations in which this command was legal at its parent
    children: dict[Command, Node] = field(default_factory=dict)


@dataclass
class SearchStats:
    iterations: int = 0
    rounds: int = 0
    playout_commands: int = 0
    seconds: float = 0.0
    win: WinSearch = field(default_factory=WinSearch)
    cores: int = 1  # the searches merged (ai/root_parallel.py)


@dataclass
class RootResult:
    """What a search of the root found: each root command's node (the prior's visits
    included), each command's reward in each round it was played in (by round number), and
    the commands the halving left."""

    root: dict[Command, Node]
    rewards: dict[Command, dict[int, float]]
    survivors: list[Command]
    stats: SearchStats


class Search:
    """One search of the root with one generator: exactly `iterations` iterations, or until
    `deadline` (time.perf_counter's clock) when `iterations` is None."""

    def __init__(
        self, rng: random.Random, iterations: int | None, depth: PlayoutDepth | Literal["game"]
    ) -> None:
        self._rng = rng
        self.iterations = iterations
        self.depth = depth

    def run(
        self,
        seat: SeatView,
        policy: Policy,
        legal: list[Command],
        prior: Prior | None,
        deadline: float,
        stats: SearchStats,
    ) -> RootResult:
        """Sequential halving over `legal` (each seeded with its `prior`): after each phase
        the worse half is dropped."""
        # the root's commands are chosen by the halving, never by UCB: no availability kept
        root = {command: Node() for command in legal}
        for command, (visits, total) in (prior or {}).items():
            root[command] = Node(visits, total)
        rewards: dict[Command, dict[int, float]] = {command: {} for command in legal}
        survivors = list(legal)
        phases = max(1, math.ceil(math.log2(len(survivors))))
        for phase in range(phases):
            if len(survivors) == 1:
                break
            self._phase(seat, policy, root, rewards, survivors, phases - phase, deadline, stats)
            survivors.sort(key=lambda c: mean(root[c]), reverse=True)
            survivors = survivors[: max(1, math.ceil(len(survivors) / 2))]
            if self._spent(stats, deadline):
                break
        return RootResult(root, rewards, survivors, stats)

    def _spent(self, stats: SearchStats, deadline: float) -> bool:
        if self.iterations is not None:
            return stats.iterations >= self.iterations
        return time.perf_counter() >= deadline

    def _phase(
        self,
        seat: SeatView,
        policy: Policy,
        root: dict[Command, Node],
        rewards: dict[Command, dict[int, float]],
        survivors: list[Command],
        phases_left: int,
        deadline: float,
        stats: SearchStats,
    ) -> None:
        """One phase of the sequential halving: rounds in which every surviving command is
        searched once in the same sampled position with the same playout generator (common
        random numbers), for this phase's share of what is left of the budget."""
        if self.iterations is not None:
            share = max(0, self.iterations - stats.iterations) // phases_left
            rounds = max(1, share // len(survivors))
            phase_end = math.inf
        else:
            rounds = sys.maxsize  # as many as the phase's time allows
            now = time.perf_counter()
            phase_end = now + max(0.0, deadline - now) / phases_left
        for done in range(rounds):
            if done > 0 and time.perf_counter() >= phase_end:
                break
            world = seat.sample(self._rng.getrandbits(64))
            playout_seed = self._rng.getrandbits(64)
            stats.rounds += 1
            for command in survivors:
                sim = world.copy()
                sim.play(command, check=False)
                node = root[command]
                reward, played = self._descend(node, sim, policy, random.Random(playout_seed))
                node.visits += 1
                node.total += reward[seat.seat]
                rewards[command][stats.rounds] = reward[seat.seat]
                stats.playout_commands += played + 1
                stats.iterations += 1

    def _descend(
        self, node: Node, sim: Simulation, policy: Policy, rng: random.Random
    ) -> tuple[list[float], int]:
        """Below a root command: the information-set tree (UCB among the commands legal in
        this sample, one node added), then the playout and the evaluation, backed up to each
        node for the seat that chose it. Returns the rewards and the commands played."""
        path: list[tuple[Node, int]] = []
        while sim.state.result is None:
            commands = sim.legal()
            if not commands:
                break
            actor = commands[0].seat
            options = [c for c in commands if c.seat == actor]
            for command in options:
                child = node.children.get(command)
                if child is not None:
                    child.available += 1
            untried = [c for c in options if c not in node.children]
            if untried:
                command = self._rng.choice(untried)
                child = node.children[command] = Node(available=1)
            else:
                command = _ucb(node, options)
                child = node.children[command]
            sim.play(command, check=False)
            path.append((child, actor))
            node = child
            if untried:
                break
        depth = policy.hints.playout_depth if self.depth == "game" else self.depth
        played = policy.play_out(sim, rng, depth)
        reward = policy.evaluate(sim.state)
        for visited, who in path:
            visited.visits += 1
            visited.total += reward[who]
        return reward, played + len(path)


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


def mean(node: Node) -> float:
    return node.total / node.visits if node.visits else 0.0
