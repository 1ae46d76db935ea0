"""Games on this machine: in this process (one worker) or one process per worker.

Workers are spawned (a fresh interpreter each, as on every OS) and ignore Ctrl+C: the main
process catches it, cancels the batches not started and lets the running ones end. `stop()`
turning true ends a run the same way, but keeps the games of the batches under way.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from tabletop.sim.arms import RunRules
from tabletop.sim.plan import Match
from tabletop.sim.play import play_batch, play_matches

Records = list[dict[str, Any]]
Stop = Callable[[], bool]

#: how often (seconds) a run waiting for its workers looks at `stop()`
STOP_POLL_S = 0.1


def default_workers() -> int:
    return os.cpu_count() or 1


def _never() -> bool:
    return False


def run_local(
    run: RunRules,
    batches: list[list[Match]],
    workers: int,
    done: Callable[[Records], None],
    stop: Stop | None = None,
    processes: bool | None = None,
) -> None:
    """Play every batch, handing each batch's records to `done` as it finishes; once `stop()`
    is true, start no more (in this process it is asked between games). `processes`: play in
    worker processes even with one worker (a window keeps its thread to itself); None: only
    with more than one. A worker process makes the run's rules again from `run.spec`."""
    stopped = stop or _never
    if not (processes if processes is not None else workers > 1):
        for batch in batches:
            records: Records = []
            for match in batch:
                if stopped():
                    break
                records += play_matches(run, [match])
            if records:
                done(records)
            if stopped():
                return
        return
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max(1, workers), mp_context=context, initializer=_ignore_interrupt)
    try:
        waiting = list(reversed(batches))
        running: set[Future[Records]] = set()
        while waiting or running:
            while waiting and len(running) < workers * 2 and not stopped():
                batch = waiting.pop()
                matches = [m.to_json() for m in batch]
                running.add(pool.submit(play_batch, run.spec, matches))
            if stopped():
                waiting = []
                running = {f for f in running if not f.cancel()}  # keep those under way
            finished, running = wait(running, STOP_POLL_S, return_when=FIRST_COMPLETED)
            for future in finished:
                done(future.result())
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _ignore_interrupt() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
