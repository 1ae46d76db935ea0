"""The other cores: one process pool, started on first use and kept for the process's life,
that runs jobs beside the process's own (Hard's root-parallel search, ai/root_parallel.py).

`spread` runs the first job here and the others in the pool's workers at once, and gives the
answers in the jobs' order. The workers are spawned (a fresh interpreter each, as the bots'
own worker is: ai/thinker.py) and receive only what a job carries. A process that cannot have
children (a daemonic one, or a script read from standard input, which cannot be spawned
again) runs the jobs itself, one after another: with `wait=None` the answers are the same
whichever runs them, so an iteration budget gives the same move on any machine.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import BrokenExecutor, Future, ProcessPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from tabletop.engine import heap

if TYPE_CHECKING:  # the pool's machinery (concurrent.futures.process) loads on first use
    from concurrent.futures import ProcessPoolExecutor

J = TypeVar("J")
R = TypeVar("R")

_pool: ProcessPoolExecutor | None = None
_size = 0
_broken = False  # the pool could not start here, or a worker died: never tried again


#: how often a worker looks whether the process that started it is still there
WATCH_SECONDS = 0.5


def _start_worker() -> None:
    """Ctrl-C is the parent's to handle: a worker stops when its parent shuts the pool, or on
    its own when the parent is gone (killed before it could shut the pool)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()
    threading.Thread(target=_watch, args=(parent,), daemon=True, name="watch-parent").start()


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_SECONDS)
    os._exit(0)


def _in_worker(task: Callable[[J], R], job: J) -> R:
    found = task(job)
    heap.settle_once()  # the rules and cards are loaded (engine/heap.py)
    return found


def _workers(count: int) -> ProcessPoolExecutor | None:
    """The pool with `count` workers (a pool of another size is shut first), or None."""
    global _pool, _size
    if count < 1 or _broken or multiprocessing.current_process().daemon:
        return None
    if _pool is not None and _size == count:
        return _pool
    shutdown()
    context = multiprocessing.get_context("spawn")
    _pool = ProcessPoolExecutor(count, mp_context=context, initializer=_start_worker)
    _size = count
    atexit.unregister(shutdown)  # once: dropped before the interpreter takes its modules down
    atexit.register(shutdown)
    return _pool


def _submit(task: Callable[[J], R], jobs: Sequence[J]) -> list[Future[R] | None]:
    pool = _workers(len(jobs))
    if pool is None:
        return [None] * len(jobs)
    try:
        return [pool.submit(_in_worker, task, job) for job in jobs]
    except (OSError, RuntimeError, AssertionError, BrokenExecutor):  # no child starts here
        _give_up()
        return [None] * len(jobs)


def _collect(
    task: Callable[[J], R], job: J, future: Future[R] | None, end: float | None
) -> R | None:
    """A worker's answer; without one, the job run here (`end` None) or nothing (a time box:
    an answer after `end`, time.monotonic's clock, comes too late to count)."""
    if future is not None:
        try:
            return future.result(None if end is None else max(0.0, end - time.monotonic()))
        except TimeoutError:
            future.cancel()
            return None
        except BrokenExecutor:  # a worker died (or could not start): one core from now on
            _give_up()
        except Exception:  # the job failed there: it runs here (and fails here, if it must)
            pass
    return task(job) if end is None else None


def _give_up() -> None:
    global _broken
    _broken = True
    shutdown()


def spread(task: Callable[[J], R], jobs: Sequence[J], wait: float | None) -> list[R | None]:
    """`task` of every job, the first here and the others on the other cores at once, in the
    jobs' order. `wait`: how long after the first has finished the others may still answer
    (None: all of them, run here if need be); a job that has not answered by then is None."""
    futures = _submit(task, jobs[1:])
    found: list[R | None] = [task(jobs[0])]
    end = None if wait is None else time.monotonic() + wait
    for job, future in zip(jobs[1:], futures, strict=True):
        found.append(_collect(task, job, future, end))
    return found


def shutdown() -> None:
    """Stop the pool's workers (they finish the job in hand first)."""
    global _pool, _size
    pool, _pool, _size = _pool, None, 0
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)
