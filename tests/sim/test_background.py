"""A simulation on a worker thread (the table's "Simulate these decks…"): its progress, and a
stop that keeps the games under way and writes their report."""

from __future__ import annotations

import json
import time
from pathlib import Path

from tabletop.engine.registry import get_rules
from tabletop.sim.background import BackgroundRun, Progress
from tabletop.sim.plan import build_plan
from tabletop.sim.play import play_match
from tabletop.sim.settings import make_settings


def test_progress_gives_the_rate_and_the_time_left() -> None:
    assert Progress(0, 100, 2.0).rate is None and Progress(0, 100, 2.0).left_s is None
    halfway = Progress(60, 100, 4.0, done_at_start=20)  # 40 games played now, in 4 s
    assert halfway.rate == 10.0 and halfway.left_s == 4.0


def test_a_stopped_run_on_two_processes_keeps_its_games_and_writes_their_report(
    tmp_path: Path,
) -> None:
    settings = make_settings("tally", ["odds", "evens"], 2, ["random"], 250, 1)
    run = BackgroundRun(settings, tmp_path / "run", workers=2)
    run.start()
    deadline = time.monotonic() + 120
    while run.progress().done == 0:
        assert time.monotonic() < deadline, "no game finished"
        time.sleep(0.005)
    run.stop()
    run.join(120)
    assert run.state == "finished" and run.outcome is not None
    results = run.outcome.results
    games = results["games"]
    assert not results["complete"] and 0 < len(games) < 1000 == results["games_planned"]
    lines = (tmp_path / "run" / "checkpoint.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + len(games)
    assert json.loads((tmp_path / "run" / "results.json").read_text())["games"] == games
    assert (tmp_path / "run" / "report.html").is_file()
    plan = build_plan(settings)
    last = games[-1]
    assert last["winners"] == play_match(get_rules("tally"), plan[last["index"]])["winners"]


def test_a_folder_that_cannot_be_written_fails_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    settings = make_settings("tally", ["odds"], 2, ["random"], 1, 1)
    run = BackgroundRun(settings, tmp_path / "file" / "run", workers=1)
    run.start()
    run.join(60)
    assert run.state == "failed" and run.error is not None
    assert run.error.startswith("cannot write the results in") and "\n" not in run.error
