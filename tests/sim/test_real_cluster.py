"""`--dask` against a real cluster: a `dask scheduler` and `dask worker` processes the test
starts on 127.0.0.1 (as a user would), compared figure for figure with a run in one process;
a worker killed mid-run loses nothing; a worker of another install is refused in one line."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.engine.registry import get_rules
from tabletop.sim import cluster, identity
from tabletop.sim.arms import run_rules_of
from tabletop.sim.plan import build_plan
from tabletop.sim.run import simulate
from tabletop.sim.settings import make_settings
from tests.sim.real_cluster import RealCluster, real_cluster

pytest.importorskip("distributed")

TALLY = ["simulate", "tally", "--decks", "odds,evens", "--bots", "random"]


@pytest.fixture(scope="module")
def dask_cluster() -> Iterator[RealCluster]:
    with real_cluster(workers=2) as running:
        yield running


def _results(out: Path) -> dict[str, Any]:
    return json.loads((out / "results.json").read_text())  # type: ignore[no-any-return]


def test_a_real_cluster_gives_the_figures_of_one_process(
    dask_cluster: RealCluster, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 33: every run against a real scheduler exited 2 with "No clients found"."""
    games = ["--games", "40", "--variant", "six.value=1"]
    assert main([*TALLY, *games, "--out", str(tmp_path / "one"), "--workers", "1"]) == 0
    address = dask_cluster.address
    assert main([*TALLY, *games, "--out", str(tmp_path / "dask"), "--dask", address]) == 0
    assert "No clients found" not in capsys.readouterr().err
    one, on_dask = _results(tmp_path / "one"), _results(tmp_path / "dask")
    assert on_dask["run"]["where"] == f"dask {address}" and on_dask["run"]["workers"] == 2
    assert len(on_dask["games"]) == 80
    assert on_dask["games"] == one["games"]
    assert on_dask["figures"] == one["figures"]
    assert on_dask["variants"] == one["variants"]


def test_a_worker_killed_mid_run_loses_nothing(dask_cluster: RealCluster, tmp_path: Path) -> None:
    settings = make_settings("tally", ["odds", "evens"], 2, ["random"], 300, 1, per_order=False)
    whole = simulate(settings, tmp_path / "one", workers=1, command="one")
    extra = dask_cluster.start_worker("doomed")
    dask_cluster.wait_for(3)
    killed_at: list[int] = []
    held: list[int] = []

    with dask_cluster.client() as client:
        doomed = next(
            address
            for address, worker in client.scheduler_info()["workers"].items()
            if worker["name"] == "doomed"
        )

        def kill_after_the_first_batch(done: int, total: int) -> None:
            if done and not killed_at:
                held.append(len(client.processing(workers=[doomed]).get(doomed, ())))
                dask_cluster.stop(extra)
                killed_at.append(done)

        outcome = simulate(
            settings,
            tmp_path / "dask",
            workers=3,
            command="dask",
            client=client,
            progress=kill_after_the_first_batch,
        )
        deadline = time.monotonic() + 10
        while len(client.nthreads()) > 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(client.nthreads()) == 2  # the scheduler saw the worker go
    assert killed_at and killed_at[0] < 300  # killed with games still to play
    assert held[0] >= 1  # ... and batches of its own under way, played again elsewhere
    assert outcome.results["complete"] is True
    assert outcome.results["games"] == whole.results["games"]
    assert outcome.results["figures"] == whole.results["figures"]


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"tabletop": "0.0.1"}, "has Tabletop {version}, not 0.0.1 as the client"),
        ({"cardset": "f" * 64}, "has the tally cardset {hash}, not ffffffffffff as the client"),
    ],
)
def test_a_worker_of_another_install_is_refused_in_one_line(
    changed: dict[str, str],
    message: str,
    dask_cluster: RealCluster,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The client asks every worker before the run, and sends its identity with every batch
    (for a worker that joins later); a real worker process compares it with its own install
    (here the client's is made to differ, which the worker cannot tell from a worker of
    another install)."""
    mine = identity.identity(get_rules("tally"))
    monkeypatch.setattr(identity, "identity", lambda game: {**mine, **changed})
    out = tmp_path / "run"
    status = main([*TALLY, "--games", "8", "--out", str(out), "--dask", dask_cluster.address])
    err = capsys.readouterr().err.strip()
    assert status == 2, err
    assert len(err.splitlines()) == 1, err
    expected = message.format(version=mine["tabletop"], hash=mine["cardset"][:12])
    assert "the Dask worker tcp://127.0.0.1:" in err and expected in err, err
    assert not out.exists()  # refused before anything was played or written
    with dask_cluster.client() as client, pytest.raises(ValueError) as refused:
        settings = make_settings("tally", ["odds"], 2, ["random"], 2, 1)
        batches = [list(build_plan(settings))]
        cluster.run_dask(client, run_rules_of(settings), batches, lambda records: None)
    assert expected in str(refused.value) and "\n" not in str(refused.value)


def test_a_worker_that_cannot_answer_is_refused_in_one_line(
    dask_cluster: RealCluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker without the game (a plugin installed here only), or without Tabletop, cannot
    say what it runs: refused before the run, naming the worker and its error."""
    mine = identity.identity(get_rules("tally"))
    monkeypatch.setattr(identity, "of_game", lambda game: mine)  # "nosuchgame" is here only
    with dask_cluster.client() as client, pytest.raises(ValueError) as refused:
        cluster.check_workers(client, "nosuchgame")
    message = str(refused.value)
    assert message.startswith("the Dask worker tcp://127.0.0.1:") and "\n" not in message
    assert "cannot check its install against this one (UnknownGame: unknown game" in message
