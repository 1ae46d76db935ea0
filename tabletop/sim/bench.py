"""Simulator speed: games per second on one process, one process per core and a two-worker
Dask LocalCluster, and the scaling efficiency (speed-up / workers). Wall-clock time, start-up
of the workers included. `python -m tabletop.sim.bench [GAME] [GAMES_PER_SEAT_ORDER]`."""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from tabletop.engine.registry import get_rules
from tabletop.sim import cluster, local
from tabletop.sim.plan import Match, Settings, batches, build_plan


def _plan(game: str, games: int) -> list[Match]:
    decks = tuple(d for d in get_rules(game).cardset.decks if not d.startswith("mashup"))
    return build_plan(Settings(game, decks, 2, ("random", "random"), games, 1))


def _timed(run: Any) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def bench_scaling(game: str = "empyrean", games: int = 5) -> dict[str, Any]:
    plan = _plan(game, games)
    cores = os.cpu_count() or 1

    def ignore(_: list[dict[str, Any]]) -> None:
        return None

    figures: dict[str, Any] = {"game": game, "games": len(plan), "cores": cores}
    one = _timed(lambda: local.run_local(game, batches(plan, 1), 1, ignore))
    many = _timed(lambda: local.run_local(game, batches(plan, cores), cores, ignore))
    from distributed import Client, LocalCluster

    lc = LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)  # type: ignore[no-untyped-call]
    with lc, Client(lc) as client:  # type: ignore[no-untyped-call]
        on_dask = _timed(lambda: cluster.run_dask(client, game, batches(plan, 2), ignore))
    for name, seconds, workers in (
        ("one_process", one, 1),
        ("all_cores", many, cores),
        ("local_cluster_2", on_dask, 2),
    ):
        rate = len(plan) / seconds
        figures[name] = {
            "workers": workers,
            "seconds": round(seconds, 2),
            "games_per_s": round(rate, 1),
            "efficiency": round(seconds and one / seconds / workers, 3),
        }
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return figures


if __name__ == "__main__":
    arguments = sys.argv[1:]
    game_id = arguments[0] if arguments else "empyrean"
    per_order = int(arguments[1]) if len(arguments) > 1 else 5
    print(json.dumps(bench_scaling(game_id, per_order), indent=2))
