"""Games on a Dask distributed cluster (`--dask tcp://HOST:8786`): batches go to its workers,
which need Tabletop (and the games played) installed. dask[distributed] is the optional extra
`tabletop[cluster]`.

Every batch carries this machine's identity (identity.py: the Tabletop version and the game's
cardset hash); a worker that differs refuses the batch in one line naming the difference, so a
cluster of mixed installs never mixes games of two rule books. A worker that dies mid-run loses
nothing: the scheduler plays its batches again on the others (same seeds, same records)."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

from tabletop.engine.limits import cut
from tabletop.sim import identity
from tabletop.sim.arms import RunRules
from tabletop.sim.plan import Match
from tabletop.sim.play import play_batch

Records = list[dict[str, Any]]

CONNECT_TIMEOUT_S = 10
MAX_PORT = 65535
#: characters of a refused address that a message repeats
SHOWN_CHARS = 60


def connect(address: str, timeout_s: float | None = None) -> Any:
    """A Dask client of the scheduler at `address`; ValueError in one line if unreachable."""
    try:
        # lazy: distributed is a 0.3 s import only a run on a dask cluster needs
        from distributed import Client
    except ImportError:
        raise ValueError("--dask needs Dask distributed: pip install 'tabletop[cluster]'") from None
    check_address(address)
    try:
        wait = CONNECT_TIMEOUT_S if timeout_s is None else timeout_s
        return Client(address, timeout=wait, set_as_default=False)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError, TypeError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(f"cannot reach the Dask scheduler at {address}: {reason}") from None


def check_address(address: str) -> None:
    """ValueError (one line) for an address Dask cannot use, before a Client is made: a Client
    whose address fails inside it is left half built, and waits 20 s to close on the way out."""
    # lazy: distributed is a 0.3 s import only a run on a dask cluster needs
    from distributed.comm.addressing import get_address_host_port, parse_address
    from distributed.comm.registry import get_backend

    accepted = "give HOST:PORT or tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786"
    try:
        scheme = parse_address(address)[0]
        get_backend(scheme)
        port = 1 if scheme == "inproc" else get_address_host_port(address)[1]
    except (ValueError, TypeError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if "invalid literal" in reason:
            reason = "its port is not a number"
        raise ValueError(
            f"--dask {_shown(address)} is not a scheduler address: {cut(reason, 80)}; {accepted}"
        ) from None
    if scheme == "inproc":  # a scheduler inside this very process (a test's LocalCluster)
        _check_in_process(address)
        return
    if not 1 <= port <= MAX_PORT:
        raise ValueError(f"--dask {_shown(address)}: port {port} is not 1 to {MAX_PORT}")
    _check_reachable(address, get_address_host_port(address)[0], port)


def _check_in_process(address: str) -> None:
    # lazy: distributed is a 0.3 s import only a run on a dask cluster needs
    from distributed.comm.addressing import parse_address
    from distributed.comm.inproc import global_manager

    try:
        found = global_manager.get_listener_for(parse_address(address)[1])  # type: ignore[no-untyped-call]
    except (ValueError, TypeError):  # Dask's own check of the address's form
        found = None
    if found is None:
        raise ValueError(
            f"--dask {_shown(address)}: no scheduler runs inside this process at that address "
            "(a scheduler on a machine is reached as HOST:PORT, e.g. tcp://192.168.1.20:8786)"
        )


#: how long a scheduler's port may take to answer before the address is called unreachable
PROBE_S = 3.0


def _check_reachable(address: str, host: str, port: int) -> None:
    """A host name that does not resolve, or a port nothing listens on, is named at once (a
    Client would wait its whole timeout and say only that it timed out)."""
    try:
        socket.getaddrinfo(host, port)
    except (OSError, UnicodeError):
        raise ValueError(
            f"--dask {_shown(address)}: no host {_shown(host)} is known (check its name, or "
            "give the scheduler's address as HOST:PORT, e.g. tcp://192.168.1.20:8786)"
        ) from None
    try:
        socket.create_connection((host, port), timeout=PROBE_S).close()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise ValueError(
            f"--dask {_shown(address)}: no scheduler answers at {host}:{port} ({reason}); "
            "start one with `dask scheduler`, or check the port"
        ) from None


def _shown(text: str) -> str:
    return repr(cut(text, SHOWN_CHARS))


def workers(client: Any) -> int:
    return len(client.nthreads())


def worker_difference(expected: identity.Identity, game_id: str) -> str | None:
    """On a worker: how its install differs from the client's, or None."""
    return identity.difference(expected, game_id)


def check_workers(client: Any, game_id: str) -> None:
    """ValueError (one line) naming the first worker whose install differs from this one,
    before any game is sent (a worker that joins later is checked by each batch it gets)."""
    expected = identity.of_game(game_id)
    answers = client.run(worker_difference, expected, game_id, on_error="return")
    for address, problem in sorted(answers.items()):
        if isinstance(problem, BaseException):  # no Tabletop there, or one without this check
            reason = str(problem).splitlines()[0] if str(problem) else type(problem).__name__
            raise ValueError(
                f"the Dask worker {address} cannot check its install against this one "
                f"({type(problem).__name__}: {cut(reason, SHOWN_CHARS)}): install the same "
                "Tabletop there"
            )
        if problem is not None:
            raise ValueError(f"the Dask worker {address} has {problem}")


def play_on_worker(
    game_id: str, spec: str, matches: list[dict[str, Any]], expected: identity.Identity
) -> Records:
    """A batch on a Dask worker (`spec`: the run's rules, arms.py): refused (ValueError naming
    the worker and the difference) when this install is not the client's."""
    problem = identity.difference(expected, game_id)
    if problem is not None:
        # lazy: runs in a dask worker, where distributed is loaded
        from distributed import get_worker

        raise ValueError(f"the Dask worker {get_worker().address} has {problem}")
    return play_batch(spec, matches)


def run_dask(
    client: Any,
    run: RunRules,
    batches: list[list[Match]],
    done: Callable[[Records], None],
    stop: Callable[[], bool] | None = None,
) -> None:
    """Play every batch on the client's cluster, handing each batch's records to `done`; once
    `stop()` is true (asked as each batch comes back), the batches not back are cancelled. The
    client is not the process's default one: every call names it."""
    # lazy: distributed is a 0.3 s import only a run on a dask cluster needs
    from distributed import as_completed

    expected = identity.identity(run.base)
    futures = [
        client.submit(
            play_on_worker,
            run.base.id,
            run.spec,
            [m.to_json() for m in batch],
            expected,
            pure=False,
        )
        for batch in batches
    ]
    try:
        for future in as_completed(futures, loop=client.loop):  # type: ignore[no-untyped-call]
            done(future.result())
            if stop is not None and stop():
                break
    finally:
        client.cancel(futures)
