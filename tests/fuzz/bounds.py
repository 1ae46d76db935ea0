"""The fuzz suite's per-input bound: CPU seconds and megabytes of address space.

CPU time (not wall-clock time) so a busy machine does not fail the run; the address-space
limit (RLIMIT_AS, Linux) is set to what the process uses now plus the budget, and put back
after the input. Past either, the input fails with Overrun or MemoryError.
"""

from __future__ import annotations

import contextlib
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

SECONDS = 2.0
MEGABYTES = 300


class Overrun(BaseException):  # noqa: N818 - a BaseException, so `except Exception` lets it by
    """An input ran past its CPU-time budget."""


def _address_space() -> int | None:
    """Bytes of address space the process uses now (Linux), else None."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


@contextlib.contextmanager
def _memory(megabytes: int) -> Iterator[None]:
    used = _address_space()
    if used is None or sys.platform != "linux":
        yield
        return
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = used + megabytes * 2**20
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@contextlib.contextmanager
def _cpu(seconds: float) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):
        yield
        return

    def overrun(signum: int, frame: FrameType | None) -> None:
        raise Overrun(f"over {seconds} s of CPU time")

    previous = signal.signal(signal.SIGPROF, overrun)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


@contextlib.contextmanager
def bounded(seconds: float = SECONDS, megabytes: int = MEGABYTES) -> Iterator[None]:
    with _cpu(seconds), _memory(megabytes):
        yield
