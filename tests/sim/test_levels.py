"""Issue 32, levels in simulate: with different levels the levels change seats, each level's win
rate comes with its interval (results.json, the summary, report.html, levels.csv); Hard plays an
iteration budget, so a run repeats exactly; every run says how long each level thought."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.sim import stats
from tabletop.sim.plan import Settings, build_plan, seated_levels

TALLY = ["simulate", "tally", "--decks", "odds,evens", "--workers", "1"]


def _run(tmp_path: Path, name: str, *extra: str) -> dict[str, Any]:
    out = tmp_path / name
    assert main([*TALLY, "--out", str(out), *extra]) == 0
    return json.loads((out / "results.json").read_text())  # type: ignore[no-any-return]


def test_different_levels_change_seats_even_with_one_seat_order() -> None:
    one_order = Settings("tally", ("odds",), 2, ("normal", "easy"), 6, 1)
    assert [seated_levels(one_order, g) for g in range(4)] == [
        ("normal", "easy"),
        ("easy", "normal"),
        ("normal", "easy"),
        ("easy", "normal"),
    ]
    four_orders = Settings("tally", ("odds", "evens"), 2, ("normal", "easy"), 16, 1)
    plan = build_plan(four_orders)
    for order in range(4):  # every seat order sees each level in seat 0 in turn
        firsts = [m.bots[0] for m in plan[order::4]]
        assert firsts == ["normal", "easy", "normal", "easy"] or firsts == [
            "easy",
            "normal",
            "easy",
            "normal",
        ]
    same = Settings("tally", ("odds",), 2, ("easy", "easy"), 4, 1)
    assert {m.bots for m in build_plan(same)} == {("easy", "easy")}


def test_each_level_gets_its_win_rate_with_an_interval(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = _run(tmp_path, "mixed", "--bots", "normal,random", "--games", "12")
    levels = {lv["level"]: lv for lv in results["figures"]["levels"]}
    assert set(levels) == {"normal", "random"}
    games = results["games"]
    for level, figure in levels.items():
        score = sum(
            stats.points(g, seat) for g in games for seat, lv in enumerate(g["bots"]) if lv == level
        )
        assert figure["n"] == 12 and figure["score"] == pytest.approx(score)
        assert figure["low"] <= figure["rate"] <= figure["high"]
    assert levels["normal"]["score"] + levels["random"]["score"] == pytest.approx(12)
    assert {tuple(g["bots"]) for g in games} == {("normal", "random"), ("random", "normal")}
    printed = capsys.readouterr().out
    assert "level win rates" in printed and "thinking, CPU seconds per level" in printed
    report = (tmp_path / "mixed" / "report.html").read_text()
    assert "Win rate per level" in report and "How long the bots thought" in report
    rows = (tmp_path / "mixed" / "levels.csv").read_text().splitlines()
    assert rows[0].startswith("level,seat-games,wins,draws,losses,win %") and len(rows) == 3


def test_one_level_has_no_level_rates_but_says_how_long_it_thought(tmp_path: Path) -> None:
    results = _run(tmp_path, "same", "--bots", "easy", "--games", "4")
    assert "levels" not in results["figures"]
    (easy,) = results["think"]
    assert easy["level"] == "easy" and easy["seat_games"] == 8
    assert easy["decisions"] == sum(g["commands"] for g in results["games"])
    assert 0 < easy["choices"] <= easy["decisions"]


def test_hard_plays_an_iteration_budget_and_repeats_exactly(tmp_path: Path) -> None:
    extra = ("--bots", "hard,easy", "--games", "2", "--hard-iterations", "6")
    one = _run(tmp_path, "one", *extra)
    two = _run(tmp_path, "two", *extra)
    assert one["games"] == two["games"] and one["figures"] == two["figures"]
    assert one["settings"]["hard_iterations"] == 6
    assert "--hard-iterations 6" in one["command"]
    hard = next(t for t in one["think"] if t["level"] == "hard")
    assert hard["cpu_s_per_game"] is not None and hard["cpu_s_per_game"] > 0
    other = _run(tmp_path, "other", "--bots", "hard,easy", "--games", "2", "--hard-iterations", "1")
    assert other["settings"]["hard_iterations"] == 1
    assert "hard_iterations" not in _run(tmp_path, "none", "--games", "2")["settings"]
