"""Hard on several cores: root-parallel search (Chaslot, Winands and van den Herik, 2008).

Every worker searches the same root (ai/hard_search.py) with its own generator, seeded from
the bot's seed and the worker's number, so each deals its own sampled positions; each has the
bot's whole budget (the time box, or `iterations` iterations each). The roots are merged: a
command's visits and values are summed over the workers (the look-ahead's prior counted
once), its rewards kept round by round (a round is a worker's: the paired comparison of
`override_z` stays paired), and the commands any worker's halving kept are the candidates.
A worker receives the seat's view only (a `Share`), as the bot itself does.

With an iteration budget the answer does not depend on timing: the workers' answers are all
awaited (run in this process if the pool cannot run them) and merged in the workers' order.
With a time box, a worker that has not answered GRACE seconds after the box is left out.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Literal

from tabletop.ai.cores import spread
from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.hard_search import Node, Prior, RootResult, Search, SearchStats
from tabletop.ai.policy import policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView

#: how long after its own search the bot waits for the other workers' (a time box)
GRACE = 0.25
#: a worker's rounds are numbered apart from the others' in the merged rewards
ROUND_BITS = 32


@dataclass(frozen=True)
class Share:
    """One worker's search: the seat's view and the root's commands, the prior, the worker's
    seed, and the budget (`deadline`: the box's end on time.time's clock, the same for every
    process)."""

    seat: SeatView
    legal: tuple[Command, ...]
    prior: Prior | None
    seed: int
    iterations: int | None
    deadline: float
    depth: PlayoutDepth | Literal["game"]


def search_share(share: Share) -> RootResult:
    """A worker's search of the root; the root's nodes come back without their trees."""
    deadline = time.perf_counter() + (share.deadline - time.time())
    search = Search(random.Random(share.seed), share.iterations, share.depth)
    policy = policy_for(share.seat.rules)
    found = search.run(share.seat, policy, list(share.legal), share.prior, deadline, SearchStats())
    found.root = {command: Node(node.visits, node.total) for command, node in found.root.items()}
    return found


def search_on_cores(shares: list[Share]) -> RootResult:
    """Every share searched, the first in this process, the rest on the other cores; merged."""
    wait = None if shares[0].iterations is not None else GRACE
    found = [result for result in spread(search_share, shares, wait) if result is not None]
    return merge(found, shares[0].prior)


def merge(results: list[RootResult], prior: Prior | None) -> RootResult:
    """The workers' roots as one: visits and values summed (the prior once), rewards by
    (worker, round), the commands kept by any worker's halving in the workers' order."""
    root: dict[Command, Node] = {}
    rewards: dict[Command, dict[int, float]] = {}
    survivors: list[Command] = []
    stats = SearchStats(cores=len(results))
    for worker, result in enumerate(results):
        for command, node in result.root.items():
            head = (prior or {}).get(command, (0, 0.0))
            merged = root.setdefault(command, Node(*head))
            merged.visits += node.visits - head[0]
            merged.total += node.total - head[1]
            paired = rewards.setdefault(command, {})
            for number, reward in result.rewards[command].items():
                paired[worker << ROUND_BITS | number] = reward
        survivors += [command for command in result.survivors if command not in survivors]
        stats.iterations += result.stats.iterations
        stats.rounds += result.stats.rounds
        stats.playout_commands += result.stats.playout_commands
    return RootResult(root, rewards, survivors, stats)
