"""Simulator speed: games per second on one process, one process per core and a two-worker
Dask LocalCluster, and the scaling efficiency (rate with K workers / (K x rate of one)).

`python -m tabletop.bench.simulate [GAME] [GAMES_PER_SEAT_ORDER] [--repeats R] [--bots LEVEL]`

Each run is timed on the wall clock and in CPU seconds (this process and its workers). On this
machine the workers' start-up is included, as `tabletop simulate` pays it; the LocalCluster is
started first and its start timed apart, as `--dask` finds a cluster already running. The three
ways run in turn, `repeats` times, and the figures are the medians; the machine's load average
is kept before every run, since on a shared machine a second process may find no idle core:
`cores_obtained` (CPU seconds over wall seconds) says how many cores a way actually had."""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from tabletop.engine.registry import default_game, get_rules
from tabletop.sim import cluster, local
from tabletop.sim.arms import RunRules, run_rules_of
from tabletop.sim.plan import Match, Settings, batches, build_plan

#: the workers' sampling profiler (every 10 ms) costs a third of a game's CPU: off, as
#: docs/simulate.md advises for `dask worker`
WORKER_CONFIG = {"distributed.worker.profile.enabled": False}


def _made_run(game: str, games: int, bots: str) -> tuple[RunRules, list[Match]]:
    """The run's rules and plan: `games` games of every pairing of the game's decks."""
    decks = tuple(d for d in get_rules(game).cardset.decks if not d.startswith("mashup"))
    settings = Settings(game, decks, 2, (bots, bots), games * len(decks) ** 2, 1)
    return run_rules_of(settings), build_plan(settings)


def _cpu() -> float:
    """CPU seconds of this process and of its finished child processes."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _measure(run: Callable[[], None]) -> dict[str, float]:
    load = os.getloadavg()[0]
    cpu, wall = _cpu(), time.perf_counter()
    run()
    return {"wall_s": time.perf_counter() - wall, "cpu_s": _cpu() - cpu, "load_before": load}


def _ignore(_: list[dict[str, Any]]) -> None:
    return None


def _process_cpu() -> float:
    t = os.times()
    return t.user + t.system


def _profiler_off() -> bool:
    # lazy: dask is a 0.1 s import only the figures on a cluster need
    import dask

    return dask.config.get("distributed.worker.profile.enabled") is False


def _on_cluster(run_rules: RunRules, plan: list[Match]) -> dict[str, float]:
    """A run on a two-worker LocalCluster started beforehand, as `--dask` finds a cluster
    running: the cluster's start is timed apart; CPU is this process (scheduler and client)
    and the workers' processes."""
    # lazy: dask and distributed (0.3 s) load only for the run on a cluster
    import dask
    from distributed import Client, LocalCluster

    logging.getLogger("distributed").setLevel(logging.CRITICAL)  # no heartbeat noise at close
    load = os.getloadavg()[0]
    begun = time.perf_counter()
    with (
        dask.config.set(WORKER_CONFIG),
        LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as lc,  # type: ignore[no-untyped-call]
        Client(lc) as client,  # type: ignore[no-untyped-call]
    ):
        assert all(client.run(_profiler_off).values())
        client.wait_for_workers(2)
        client.run(
            get_rules, run_rules.base.id
        )  # the workers import the games, as a running cluster has
        start = time.perf_counter() - begun
        workers_cpu = sum(client.run(_process_cpu).values())
        cpu, wall = _process_cpu(), time.perf_counter()
        cluster.run_dask(client, run_rules, batches(plan, 2), _ignore)
        wall = time.perf_counter() - wall
        cpu = _process_cpu() - cpu + sum(client.run(_process_cpu).values()) - workers_cpu
    return {"wall_s": wall, "cpu_s": cpu, "load_before": load, "cluster_start_s": start}


def bench_scaling(
    game: str | None = None, games: int = 12, repeats: int = 3, bots: str = "random"
) -> dict[str, Any]:
    """`game` None: the default game (the registry's)."""
    game = game or default_game()
    run_rules, plan = _made_run(game, games, bots)
    cores = os.cpu_count() or 1
    ways: dict[str, tuple[int, Callable[[], dict[str, float]]]] = {
        "one_process": (
            1,
            lambda: _measure(lambda: local.run_local(run_rules, batches(plan, 1), 1, _ignore)),
        ),
        "all_cores": (
            cores,
            lambda: _measure(
                lambda: local.run_local(run_rules, batches(plan, cores), cores, _ignore)
            ),
        ),
        "local_cluster_2": (2, lambda: _on_cluster(run_rules, plan)),
    }
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in ways}
    for _ in range(repeats):
        for name, (_workers, run) in ways.items():
            runs[name].append(run())
    figures: dict[str, Any] = {
        "game": game,
        "bots": bots,
        "games": len(plan),
        "cores": cores,
        "repeats": repeats,
    }
    one_rate = len(plan) / statistics.median(r["wall_s"] for r in runs["one_process"])
    one_cpu = statistics.median(r["cpu_s"] for r in runs["one_process"])
    for name, (workers, _run) in ways.items():
        wall = statistics.median(r["wall_s"] for r in runs[name])
        cpu = statistics.median(r["cpu_s"] for r in runs[name])
        rate = len(plan) / wall
        figures[name] = {
            "workers": workers,
            "wall_s": round(wall, 2),
            "cpu_s": round(cpu, 2),
            "games_per_s": round(rate, 1),
            "games_per_cpu_s": round(len(plan) / cpu, 1),
            "efficiency": round(rate / (workers * one_rate), 3),
            "cpu_over_one_process": round(cpu / one_cpu, 3),
            "cores_obtained": round(cpu / wall, 2),
            "runs": [{k: round(v, 2) for k, v in r.items()} for r in runs[name]],
        }
    figures["load_after"] = [round(x, 2) for x in os.getloadavg()]
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench.simulate", description=__doc__)
    parser.add_argument("game", nargs="?", default=None, help="a game id (the default game)")
    parser.add_argument("games", nargs="?", type=int, default=12, help="games per seat order")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bots", default="random", help="bot level of every seat")
    args = parser.parse_args(argv)
    print(json.dumps(bench_scaling(args.game, args.games, args.repeats, args.bots), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
