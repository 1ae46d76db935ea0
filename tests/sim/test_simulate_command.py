"""`tabletop simulate`: same seed, same results wherever the games run; the files it writes;
stopping and resuming; bad arguments."""

from __future__ import annotations

import csv
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.engine.registry import get_rules
from tabletop.sim import cluster, local

TALLY = ["simulate", "tally", "--decks", "odds,evens", "--bots", "random", "--games", "12"]


def _run(tmp_path: Path, name: str, *extra: str) -> dict[str, Any]:
    out = tmp_path / name
    assert main([*TALLY, "--out", str(out), *extra]) == 0
    return json.loads((out / "results.json").read_text())  # type: ignore[no-any-return]


def _same(a: dict[str, Any], b: dict[str, Any]) -> None:
    assert a["games"] == b["games"]
    assert a["figures"] == b["figures"]


def test_one_process_two_processes_and_a_dask_cluster_agree(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    one = _run(tmp_path, "one", "--workers", "1")
    assert one["run"]["workers"] == 1 and len(one["games"]) == 12
    _same(one, _run(tmp_path, "two", "--workers", "2"))
    with (
        distributed.LocalCluster(n_workers=2, processes=False, dashboard_address=None) as cluster_,
        distributed.Client(cluster_),
    ):
        on_dask = _run(tmp_path, "dask", "--dask", cluster_.scheduler_address)
    assert on_dask["run"]["workers"] == 2
    _same(one, on_dask)


def test_another_seed_gives_other_games(tmp_path: Path) -> None:
    a = _run(tmp_path, "a", "--workers", "1")
    b = _run(tmp_path, "b", "--workers", "1", "--seed", "2")
    assert [g["seed"] for g in a["games"]] != [g["seed"] for g in b["games"]]


@pytest.mark.plots
def test_the_report_files_exist_and_parse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = _run(tmp_path, "run", "--workers", "1")
    out = tmp_path / "run"
    printed = capsys.readouterr().out
    assert "deck win rates" in printed
    means = re.findall(r"score margin: mean (\S+)", printed)  # Tally's game figure
    assert means and all(re.fullmatch(r"-?\d+\.\d\d", m) for m in means), means  # not 8.83333
    assert results["command"].startswith("tabletop simulate tally --decks odds,evens")
    tally = get_rules("tally").cardset
    assert results["cardsets"] == {tally.id: tally.content_hash}
    assert results["versions"]["python"]
    assert results["complete"] is True
    for name in ("seat_orders", "matchups", "decks", "cards", "length", "metrics"):
        rows = list(csv.reader((out / f"{name}.csv").open()))
        assert len(rows) >= 2, name
    cards = list(csv.DictReader((out / "cards.csv").open()))
    assert {row["id"] for row in cards} >= {"one", "two"}
    names = {row["id"]: row["card"] for row in cards}
    assert names["one"] == "One" and names["two"] == "Two"  # cards are named as printed
    assert "<td>One</td>" in (out / "report.html").read_text()
    for name in ("win_rates", "lengths", "card_impact"):
        assert (out / f"{name}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    html = (out / "report.html").read_text()
    assert html.count("data:image/png;base64,") == 3
    HTMLParser().feed(html)
    assert "score margin" in html  # Tally's own figure (sim_metrics)


def test_a_stopped_run_writes_its_report_and_resumes_to_the_same_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = _run(tmp_path, "whole", "--workers", "1")
    real = local.run_local

    def stopped_after_two(run: Any, batches: Any, workers: int, done: Any, *more: Any) -> None:
        real(run, batches[:2], workers, done, *more)
        raise KeyboardInterrupt

    monkeypatch.setattr(local, "run_local", stopped_after_two)
    out = tmp_path / "parts"
    assert main([*TALLY, "--out", str(out), "--workers", "1"]) == 130
    partial = json.loads((out / "results.json").read_text())
    assert partial["complete"] is False and 0 < len(partial["games"]) < 12
    with (out / "checkpoint.jsonl").open("a") as checkpoint:
        checkpoint.write('{"index": 11, "cut off')  # a line the stop cut halfway
    monkeypatch.setattr(local, "run_local", real)
    assert main([*TALLY, "--out", str(out), "--workers", "1", "--resume"]) == 0
    resumed = json.loads((out / "results.json").read_text())
    _same(whole, resumed)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["tally", "--decks", "odds,jokers"], "has no deck 'jokers' (decks: odds, evens)"),
        (["tally", "--games", "0"], "--games: give 1 or more, not 0"),
        (["tally", "--players", "5"], "is for 2-3 players, not 5"),
        (["tally", "--bots", "genius"], "no bot level 'genius'"),
        (["nosuchgame"], "unknown game 'nosuchgame'"),
        (["tally", "--dask", "tcp://127.0.0.1:1"], "no scheduler answers at 127.0.0.1:1"),
    ],
)
def test_bad_arguments_get_one_clear_line_and_exit_2(
    args: list[str],
    message: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT_S", 0.5)
    try:
        status = main(["simulate", *args, "--out", str(tmp_path / "out")])
    except SystemExit as exc:  # argparse's own checks
        status = exc.code
    assert status == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1, err
    assert not (tmp_path / "out").exists()


def test_resume_without_a_run_or_with_other_settings_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = str(tmp_path / "run")
    assert main([*TALLY, "--out", out, "--workers", "1", "--resume"]) == 2
    assert "no run to continue" in capsys.readouterr().err
    assert main([*TALLY, "--out", out, "--workers", "1"]) == 0
    assert main([*TALLY[:-1], "4", "--out", out, "--workers", "1", "--resume"]) == 2
    assert "has games 12, not 4" in capsys.readouterr().err
