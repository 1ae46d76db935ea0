"""Hard: information-set Monte Carlo tree search, with sequential halving at the root.

Each search iteration deals the cards the seat cannot see afresh (`SeatView.sample`), so the
search never knows more than the seat does. The root's commands are judged in rounds, as in
H-MCTS (sequential halving at the root, UCB below it): in a round every surviving command is
played once in the same sampled position, and the playouts after each use the same random
generator (common random numbers), so the commands' averages differ by the commands, not by
the luck of the deal. After each phase the worse half is dropped; the answer is the best
average left. Below each root command one information-set tree (OpenSpiel's single-observer
ISMCTS) is shared by every sample: UCB among the commands legal in that sample (a child's
availability counts the iterations it could have been chosen in), one node added an iteration,
each node scored for the seat that chose it. From there the playout follows the game's plain
way of playing where it has one (`playout` in its evaluation module) and the sensible random
policy (ai/policy.py) elsewhere, for at most `depth` commands (by default the game's own
`PLAYOUT_DEPTH`; None: to the end), and the game's evaluation scores the position (a finished
game by its result). The root's commands start from Normal's look-ahead (ai/look_ahead.py),
worth PRIOR_VISITS visits each, so a small budget leans on Normal's judgement and the search
refines it. A game may name commands Hard never plays while others are left (`dominated`,
UCG: ending the Primary Phase with the turn's resource still in hand) and may ask that the
search overrule Normal's pick only when sure of it (`override_z`: the search's best must beat
the look-ahead's best by that many standard errors of their paired differences, the rounds
they were both played in), so that the noise of a small budget does not undo the
look-ahead's judgement.

Before all that, a short exact search of the seat's own turn (ai/win_finder.py): a command
that begins a line winning this turn whatever the others answer, in every one of a few sampled
positions, is played at once (a win in front of the seat is never left to the sampling).

Time-boxed (`seconds`, 1 s by default, shared out evenly among the halving's phases), or
exactly `iterations` iterations: with an iteration budget the same seed and the same seat view
always give the same command.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Literal

from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.look_ahead import look_ahead
from tabletop.ai.policy import Policy, policy_for
from tabletop.ai.win_finder import WIN_NODES, WinSearch, find_win
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.engine.simulation import Simulation

EXPLORATION = 0.7  # UCB's constant; rewards are chances to win, in [0, 1]
PRIOR_VISITS = 3  # how many visits that look-ahead's score counts for
#: the share of the time box the win finder may take at most (its node budget comes first)
WIN_SHARE = 0.3


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


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 1.0,
        iterations: int | None = None,
        depth: PlayoutDepth | Literal["game"] = "game",
        prior: bool = True,
        win_nodes: int = WIN_NODES,
    ) -> None:
        if seconds <= 0 and iterations is None:
            raise ValueError("Hard needs a time (seconds > 0) or an iteration budget")
        self._rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.depth = depth
        self.prior = prior
        self.win_nodes = win_nodes  # 0: no win finder
        # the win finder's own generator: where it finds nothing, the search draws the same
        # numbers it would without it
        self._win_rng = random.Random(f"win finder {seed}")
        self.last = SearchStats()

    def decide(self, seat: SeatView) -> Command:
        legal = list(seat.legal)
        if not legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        if len(legal) == 1:
            self.last = SearchStats()
            return legal[0]
        start = time.perf_counter()  # the box holds the win finder too
        win = WinSearch()
        if self.win_nodes > 0:
            box = None if self.iterations is not None else self.seconds * WIN_SHARE
            found = find_win(seat, self._win_rng, self.win_nodes, box, report=win)
            if found is not None:
                self.last = SearchStats(win=win)
                return found
        policy = policy_for(seat.rules)
        hints = policy.hints
        if hints.dominated is not None and len(legal) > 1:
            decision = seat.view.decision
            dominated = set(hints.dominated(decision.kind if decision else None, legal))
            legal = [c for c in legal if c not in dominated] or legal
        if len(legal) == 1:
            self.last = SearchStats(win=win)
            return legal[0]
        stats = SearchStats(win=win)
        # the root's commands are chosen by the halving, never by UCB: no availability kept
        root = {command: Node() for command in legal}
        favourite: Command | None = None  # the look-ahead's pick
        if self.prior:  # Normal's look-ahead seeds each command, as PRIOR_VISITS visits
            scores = look_ahead(seat, policy, self._rng, hints.prior_samples, legal)
            favourite = max(legal, key=lambda c: scores[c])
            for command, value in scores.items():
                root[command] = Node(PRIOR_VISITS, PRIOR_VISITS * value)
        rewards: dict[Command, dict[int, float]] = {command: {} for command in legal}
        survivors = list(legal)
        phases = max(1, math.ceil(math.log2(len(survivors))))
        deadline = start + self.seconds
        for phase in range(phases):
            if len(survivors) == 1:
                break
            self._phase(seat, policy, root, rewards, survivors, phases - phase, deadline, stats)
            survivors.sort(key=lambda c: _mean(root[c]), reverse=True)
            survivors = survivors[: max(1, math.ceil(len(survivors) / 2))]
            if self._spent(stats, deadline):
                break
        stats.seconds = time.perf_counter() - start
        self.last = stats
        best = max(survivors, key=lambda c: (_mean(root[c]), root[c].visits))
        z = hints.override_z
        if favourite is None or z is None or best == favourite:
            return best
        return best if _sure(rewards[best], rewards[favourite], z) else favourite

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


def _sure(challenger: dict[int, float], favourite: dict[int, float], z: float) -> bool:
    """Does `challenger` beat `favourite` by `z` standard errors of their paired
    differences (the rounds both were played in: the same sample, the same playout seed)?"""
    differences = [challenger[r] - favourite[r] for r in challenger.keys() & favourite.keys()]
    if len(differences) < 2:
        return False
    mean = statistics.fmean(differences)
    error = statistics.stdev(differences) / math.sqrt(len(differences))
    return mean > z * error


def _mean(node: Node) -> float:
    return node.total / node.visits if node.visits else 0.0
