"""`hard_cores`: Hard's playouts a wall-clock second on 1 core, 2 and every core (issue 45,
item 4; ai/root_parallel.py), per game.

Each game's first decisions with a choice (a seeded game of Easy against Easy) are asked of
Hard in its time box on each number of cores in turn, decision by decision (a busy moment of
the machine touches every count alike). Wall
time, not CPU time: the point of the other cores is the answer sooner (more playouts in the
same box), and the workers' CPU is not this process's. Before the timed decisions of each game
and core count, one short decision starts the pool's workers and loads the game's rules in
them, as the table's first decision does. Run alone: `python -m tabletop.bench.hard_cores`.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from tabletop.ai.easy import EasyBot
from tabletop.ai.hard import HardBot
from tabletop.ai.levels import default_cores
from tabletop.engine.api import new_game
from tabletop.engine.registry import game_ids, get_rules
from tabletop.engine.seat import SeatView

#: the warm-up decision's box (starts the pool, loads the game in its workers)
WARM_UP_S = 0.2


def core_counts() -> list[int]:
    """1, 2 and every core (at most the cap), each once."""
    return sorted({1, 2, default_cores()})


def decisions_of(game_id: str, count: int, seed: int = 0) -> list[SeatView]:
    """Seat 0's first `count` views with more than one command, in a game of Easy v Easy."""
    game = new_game(game_id, seed=seed, players=2, seats=("computer",) * 2)
    bots = (EasyBot(seed), EasyBot(seed + 1))
    views: list[SeatView] = []
    while game.result is None and len(views) < count:
        seat = game.to_act[0]
        view = game.seat_view(seat)
        if seat == 0 and len(view.legal) > 1:
            views.append(view)
        game.play(bots[seat % 2].decide(view))
    return views


def playouts_per_wall_s(views: list[SeatView], box: float) -> dict[str, float]:
    """Hard's search iterations (playouts) a wall-clock second over `views`, by core count;
    each view is asked on every count in turn, so a busy moment touches them alike."""
    counts = core_counts()
    for cores in counts:
        HardBot(1, seconds=WARM_UP_S, cores=cores).decide(views[0])
    bots = {cores: HardBot(0, seconds=box, cores=cores) for cores in counts}
    playouts = dict.fromkeys(counts, 0)
    wall = dict.fromkeys(counts, 0.0)
    for view in views:
        for cores, bot in bots.items():
            start = time.perf_counter()
            bot.decide(view)
            wall[cores] += time.perf_counter() - start
            playouts[cores] += bot.last.iterations
    return {str(n): round(playouts[n] / wall[n], 1) if wall[n] else 0.0 for n in counts}


def bench_hard_cores(box: float = 0.5, decisions: int = 3) -> dict[str, Any]:
    """Per listed game, Hard's playouts a wall-second on each core count, and each count's
    over one core's (`times_one_core`)."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    figures: dict[str, Any] = {
        "box_s": box,
        "decisions": decisions,
        "cpus": os.cpu_count(),
        "cores": core_counts(),
        "clock": "wall",
        "load_average_before": [round(x, 2) for x in load],
        "games": [],
    }
    for game_id in [g for g in game_ids() if get_rules(g).listed]:
        views = decisions_of(game_id, decisions)
        rates = playouts_per_wall_s(views, box)
        one = rates["1"] or 1e-9
        figures["games"].append(
            {
                "game": game_id,
                "playouts_per_wall_s": rates,
                "times_one_core": {n: round(rate / one, 2) for n, rate in rates.items()},
            }
        )
    return figures


if __name__ == "__main__":  # the pool's workers import this module again: never run there
    print(json.dumps(bench_hard_cores(), indent=2))
