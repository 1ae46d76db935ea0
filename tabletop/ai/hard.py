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

On several cores (`cores`, 1 by default; the table passes its setting, ui/settings.py, every
core by default, ai/levels.py) the search of the root runs in that many workers at once, each
with its own sampled positions and the whole budget (the box, or `iterations` each), and their
roots are merged (ai/root_parallel.py); the win finder and the look-ahead run once, here. With
an iteration budget the same seed on the same number of cores gives the same command. With
`cores=1` nothing is spawned and the bot plays exactly as it always has.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Literal

from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.hard_search import Node, Prior, RootResult, Search, SearchStats, mean
from tabletop.ai.levels import cores_within
from tabletop.ai.look_ahead import look_ahead
from tabletop.ai.policy import policy_for
from tabletop.ai.root_parallel import Share, search_on_cores
from tabletop.ai.win_finder import WIN_NODES, WinSearch, find_win
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView

__all__ = ["HardBot", "Node", "SearchStats"]

PRIOR_VISITS = 3  # how many visits that look-ahead's score counts for
#: the share of the time box the win finder may take at most (its node budget comes first)
WIN_SHARE = 0.3
#: at a puzzle's table, the seat's goal known (SeatView.goal), the exact search is what
#: matters: it may meet this many positions and take this share of the box (a 7-command
#: Clash line takes about 6,000 positions)
GOAL_WIN_NODES = 20_000
GOAL_WIN_SHARE = 0.8


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
        cores: int = 1,
    ) -> None:
        if seconds <= 0 and iterations is None:
            raise ValueError("Hard needs a time (seconds > 0) or an iteration budget")
        self._rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.depth = depth
        self.prior = prior
        self.win_nodes = win_nodes  # 0: no win finder
        self.cores = cores_within(cores)
        # the win finder's own generator: where it finds nothing, the search draws the same
        # numbers it would without it
        self._win_rng = random.Random(f"win finder {seed}")
        # each worker's generator, from the seed and the worker's number: a worker's seed for
        # each decision is its next draw
        self._worker_rngs = [random.Random(f"hard worker {seed} {n}") for n in range(self.cores)]
        self.last = SearchStats()

    def decide(self, seat: SeatView) -> Command:
        legal = list(seat.legal)
        if not legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        if len(legal) == 1:
            self.last = SearchStats()
            return legal[0]
        start = time.perf_counter()  # the box holds the win finder too
        wall_start = time.time()
        win = WinSearch()
        if self.win_nodes > 0:
            goal = seat.goal is not None
            nodes = max(self.win_nodes, GOAL_WIN_NODES) if goal else self.win_nodes
            share = GOAL_WIN_SHARE if goal else WIN_SHARE
            box = None if self.iterations is not None else self.seconds * share
            found = find_win(seat, self._win_rng, nodes, box, report=win)
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
        prior: Prior | None = None
        favourite: Command | None = None  # the look-ahead's pick
        if self.prior:  # Normal's look-ahead seeds each command, as PRIOR_VISITS visits
            scores = look_ahead(seat, policy, self._rng, hints.prior_samples, legal)
            favourite = max(legal, key=lambda c: scores[c])
            prior = {c: (PRIOR_VISITS, PRIOR_VISITS * value) for c, value in scores.items()}
        if self.cores > 1:
            result = self._on_cores(seat, legal, prior, wall_start + self.seconds)
        else:
            search = Search(self._rng, self.iterations, self.depth)
            stats = SearchStats()
            result = search.run(seat, policy, legal, prior, start + self.seconds, stats)
        result.stats.win = win
        result.stats.seconds = time.perf_counter() - start
        self.last = result.stats
        return _choose(result, favourite, hints.override_z)

    def _on_cores(
        self, seat: SeatView, legal: list[Command], prior: Prior | None, deadline: float
    ) -> RootResult:
        """The root searched by one worker a core (ai/root_parallel.py), each with the next
        seed of its own generator; `deadline` on time.time's clock."""
        shares = [
            Share(
                seat,
                tuple(legal),
                prior,
                rng.getrandbits(64),
                self.iterations,
                deadline,
                self.depth,
            )
            for rng in self._worker_rngs
        ]
        return search_on_cores(shares)


def _choose(result: RootResult, favourite: Command | None, z: float | None) -> Command:
    """The best average the halving left (more visits break a tie); the look-ahead's pick
    instead when the game asks for certainty (`override_z`) and the search is not sure."""
    root = result.root
    best = max(result.survivors, key=lambda c: (mean(root[c]), root[c].visits))
    if favourite is None or z is None or best == favourite:
        return best
    return best if _sure(result.rewards[best], result.rewards[favourite], z) else favourite


def _sure(challenger: dict[int, float], favourite: dict[int, float], z: float) -> bool:
    """Does `challenger` beat `favourite` by `z` standard errors of their paired
    differences (the rounds both were played in: the same sample, the same playout seed)?"""
    differences = [challenger[r] - favourite[r] for r in challenger.keys() & favourite.keys()]
    if len(differences) < 2:
        return False
    average = statistics.fmean(differences)
    error = statistics.stdev(differences) / math.sqrt(len(differences))
    return average > z * error
