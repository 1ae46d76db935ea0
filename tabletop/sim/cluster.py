"""Games on a Dask distributed cluster (`--dask tcp://HOST:8786`): batches go to its workers,
which need Tabletop (and the games played) installed. dask[distributed] is the optional extra
`tabletop[cluster]`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.sim.plan import Match
from tabletop.sim.play import play_batch

Records = list[dict[str, Any]]

CONNECT_TIMEOUT_S = 10


def connect(address: str, timeout_s: float | None = None) -> Any:
    """A Dask client of the scheduler at `address`; ValueError in one line if unreachable."""
    try:
        from distributed import Client
    except ImportError:
        raise ValueError("--dask needs Dask distributed: pip install 'tabletop[cluster]'") from None
    try:
        wait = CONNECT_TIMEOUT_S if timeout_s is None else timeout_s
        return Client(address, timeout=wait, set_as_default=False)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError, TypeError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(f"cannot reach the Dask scheduler at {address}: {reason}") from None


def workers(client: Any) -> int:
    return len(client.nthreads())


def run_dask(
    client: Any,
    game_id: str,
    batches: list[list[Match]],
    done: Callable[[Records], None],
    stop: Callable[[], bool] | None = None,
) -> None:
    """Play every batch on the client's cluster, handing each batch's records to `done`; once
    `stop()` is true (asked as each batch comes back), the batches not back are cancelled."""
    from distributed import as_completed

    futures = [
        client.submit(play_batch, game_id, [m.to_json() for m in batch], pure=False)
        for batch in batches
    ]
    try:
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            done(future.result())
            if stop is not None and stop():
                break
    finally:
        client.cancel(futures)
