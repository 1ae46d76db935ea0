"""A real Dask cluster for tests: `dask scheduler` and `dask worker` processes on 127.0.0.1, on
free ports, each stopped by its process id. Starting one takes a few seconds."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

#: seconds a scheduler or a worker may take to come up
START_S = 30
#: seconds a process may take to end once killed
STOP_S = 10


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED"] = "False"
    env["DASK_DISTRIBUTED__LOGGING__DISTRIBUTED"] = "error"
    return env


@dataclass
class RealCluster:
    address: str
    scheduler: subprocess.Popen[bytes]
    workers: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)

    def start_worker(self, name: str) -> subprocess.Popen[bytes]:
        command = [sys.executable, "-m", "dask", "worker", self.address, "--nthreads", "1"]
        command += ["--no-nanny", "--no-dashboard", "--host", "127.0.0.1", "--name", name]
        process = subprocess.Popen(
            command, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.workers[name] = process
        return process

    def wait_for(self, count: int) -> None:
        """Until the scheduler knows `count` workers (RuntimeError after START_S seconds)."""
        with self.client() as client:
            client.wait_for_workers(count, timeout=START_S)

    @contextmanager
    def client(self) -> Iterator[Any]:
        from distributed import Client

        client = Client(self.address, timeout=START_S, set_as_default=False)  # type: ignore[no-untyped-call]
        try:
            yield client
        finally:
            client.close()  # type: ignore[no-untyped-call]

    def stop(self, process: subprocess.Popen[bytes]) -> None:
        if process.poll() is None:
            os.kill(process.pid, 9)
        process.wait(STOP_S)


@contextmanager
def real_cluster(workers: int) -> Iterator[RealCluster]:
    """A scheduler and `workers` one-thread workers, stopped (by pid) on the way out."""
    port = free_port()
    scheduler = subprocess.Popen(
        [sys.executable, "-m", "dask", "scheduler", "--host", "127.0.0.1", "--port", str(port)]
        + ["--no-dashboard"],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    cluster = RealCluster(f"tcp://127.0.0.1:{port}", scheduler)
    try:
        _wait_for_port(port, scheduler)
        for number in range(workers):
            cluster.start_worker(f"w{number + 1}")
        cluster.wait_for(workers)
        yield cluster
    finally:
        for process in [*cluster.workers.values(), scheduler]:
            cluster.stop(process)


def _wait_for_port(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"dask scheduler ended at once (status {process.returncode})")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"dask scheduler not listening on port {port} after {START_S} s")
