"""Issue 45, item 4: Hard thinks on every core. Root-parallel search (ai/root_parallel.py):
one core is today's search exactly; at a fixed budget the same seed on the same number of
cores plays the same move, whether the workers are processes or not; two cores find every
win one core finds; the bots' worker uses the cores and leaves no process behind."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import tabletop
from tabletop.ai import cores, hard
from tabletop.ai.hard import HardBot
from tabletop.ai.thinker import BotSpec, Thinker
from tabletop.engine.goals import SOLVED
from tabletop.engine.seat import SeatView
from tests.ai.scenario import SCENARIOS
from tests.ai.test_win_finder import (
    NOT_AT_THE_FIXED_BUDGET,
    POSITIONS,
    WIN_PUZZLES,
    _play_puzzle,
    _wins,
)


def _views() -> list[SeatView]:
    views = []
    for name in ("ucg-primary", "eoc-free-kill", "clash-plain-turn", "coe-duel"):
        game = tabletop.load_scenario(SCENARIOS / f"{name}.yaml")
        views.append(game.seat_view(game.to_act[0]))
    return views


def test_one_core_never_reaches_for_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    """cores=1 is the search in this process, as before: the same seed, the same moves."""

    def refuse(*args: object) -> None:
        raise AssertionError("one core spread its search")

    monkeypatch.setattr(hard, "search_on_cores", refuse)
    for view in _views():
        first, again = HardBot(3, iterations=40), HardBot(3, iterations=40, cores=1)
        assert first.decide(view) == again.decide(view)
        assert first.last.iterations == again.last.iterations == 40
        assert again.last.cores == 1


def test_same_seed_same_cores_same_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two cores at 40 iterations each: two bots with the same seed agree, decision after
    decision, with the workers in the pool or, when no process can be started, run one after
    another here; every worker's iterations are counted."""
    views = _views() * 2
    pooled = HardBot(5, iterations=40, cores=2)
    twin = HardBot(5, iterations=40, cores=2)
    moves = [pooled.decide(view) for view in views]
    assert [twin.decide(view) for view in views] == moves
    assert pooled.last.cores == 2 and pooled.last.iterations == 80
    monkeypatch.setattr(cores, "_workers", lambda count: None)  # no pool: all here
    at_home = HardBot(5, iterations=40, cores=2)
    assert [at_home.decide(view) for view in views] == moves


FIXED_BUDGET = [
    p for p in WIN_PUZZLES if f"{p.parent.name}/{p.stem}" not in NOT_AT_THE_FIXED_BUDGET
]


@pytest.mark.parametrize("path", FIXED_BUDGET, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_two_cores_win_what_one_core_wins(path: Path) -> None:
    """The shipped puzzles to win this turn at 60 iterations: two cores win each, and the
    search alone (no win finder) wins on two cores every puzzle it wins on one."""
    assert _play_puzzle(path, HardBot(7, iterations=60, cores=2)) == SOLVED
    alone = _play_puzzle(path, HardBot(7, iterations=60, win_nodes=0))
    if alone == SOLVED:
        assert _play_puzzle(path, HardBot(7, iterations=60, cores=2, win_nodes=0)) == SOLVED


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_two_cores_take_the_win_in_positions_from_real_games(path: Path) -> None:
    game = tabletop.load_game(path)
    seat = game.to_act[0]
    command = HardBot(0, iterations=60, cores=2).decide(game.seat_view(seat))
    assert _wins(game, seat, command), f"{path.stem}: Hard on two cores played {command}"


@pytest.mark.parametrize("game_id", ["ucg", "eoc"])
def test_two_cores_decide_the_same_whatever_the_seat_cannot_see(game_id: str) -> None:
    """The no-peeking proof (tests/ai/no_peeking.py) for Hard on two cores, on the first
    positions of a game where a cheat is caught soonest: the workers get the seat's view only,
    so every deal of the unseen cards gives the same command."""
    from tests.ai.no_peeking import HARD_DEPTH, HARD_ITERATIONS, prove
    from tests.ai.test_no_peeking import proof_positions

    def two_cores(level: str, seed: int) -> HardBot:
        return HardBot(seed, iterations=HARD_ITERATIONS, depth=HARD_DEPTH, cores=2)

    for number, position in enumerate(proof_positions(game_id)[:2]):
        breaches = prove(position, ["hard"], 3, lambda _: 2, (number + 1,), number, two_cores)
        assert not breaches, breaches


def _dies_away_from_home(job: int) -> int:
    """Doubles `job` in this process; a pool's worker dies of it."""
    import multiprocessing
    import os

    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return job * 2


def _slow_away_from_home(job: int) -> int:
    import multiprocessing

    if multiprocessing.parent_process() is not None:
        time.sleep(0.5)
    return job


def test_the_cores_run_here_what_a_worker_cannot(monkeypatch: pytest.MonkeyPatch) -> None:
    """ai/cores.py: a job whose worker died is run here when every answer is awaited (an
    iteration budget), and the pool is not tried again; a job that answers after the time
    allowed (a time box) is left out."""
    cores.shutdown()
    monkeypatch.setattr(cores, "_broken", False)
    assert cores.spread(_slow_away_from_home, [1, 2], wait=0.0) == [1, None]
    assert cores.spread(_dies_away_from_home, [1, 2, 3], wait=None) == [2, 4, 6]
    assert cores._broken and cores._pool is None
    assert cores.spread(_dies_away_from_home, [1, 2], wait=None) == [2, 4]


def _children(pid: int) -> set[int]:
    """The running processes whose parent is `pid` (Linux's /proc)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            state, parent = stat.read_text().rsplit(")", 1)[1].split()[:2]
        except (OSError, IndexError):
            continue
        if int(parent) == pid and state != "Z":
            found.add(int(stat.parent.name))
    return found


def _running(pid: int) -> bool:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return text.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads Linux's /proc")
def test_the_bots_worker_thinks_on_two_cores_and_leaves_nothing_behind() -> None:
    """The Hint's Hard on two cores in the bots' worker: it answers what Hard on two cores
    answers here, its pool runs under it, and once the worker is closed neither it nor any
    process it started is left."""
    game = tabletop.load_scenario(SCENARIOS / "ucg-primary.yaml")
    view = game.seat_view(0)
    thinker = Thinker()
    try:
        job = thinker.submit(BotSpec("hint", 1, seed=9, iterations=40, cores=2), view)
        deadline = time.monotonic() + 300  # a guard against a hang, not a speed check
        while (found := thinker.poll(job)) is None:
            assert time.monotonic() < deadline, "the worker never answered"
            time.sleep(0.005)
        assert found == HardBot(9, iterations=40, cores=2).decide(view)
        process = thinker._process
        assert process is not None and process.pid is not None
        worker, pool = process.pid, _children(process.pid)
        assert pool, "the worker started no pool"
    finally:
        thinker.close()
    deadline = time.monotonic() + 10
    while any(_running(pid) for pid in {worker, *pool}):
        assert time.monotonic() < deadline, "a process outlived the closed worker"
        time.sleep(0.05)


def test_the_cores_setting_is_every_core_up_to_the_cap_and_kept_within_it() -> None:
    """Settings, "Computer thinks on (cores)": every core of the machine by default (at most
    MAX_CORES); a saved value outside 1..MAX_CORES falls back to the default."""
    import os

    from tabletop.ai.levels import MAX_CORES, default_cores
    from tabletop.ui.settings import Settings, _clean, core_choices

    assert Settings().cores == default_cores() == min(MAX_CORES, os.cpu_count() or 1)
    assert core_choices()[0] == "1" and core_choices()[-1] == str(default_cores())
    assert _clean({"cores": 1}).cores == 1
    assert _clean({"cores": MAX_CORES + 1}).cores == _clean({"cores": 0}).cores == default_cores()
    assert HardBot(cores=MAX_CORES * 2).cores == MAX_CORES


def test_the_bench_gives_hards_playouts_a_wall_second_on_each_core_count() -> None:
    """`tabletop bench` (bench/hard_cores.py): every listed game, on 1, 2 and every core."""
    from tabletop.bench.hard_cores import bench_hard_cores, core_counts
    from tabletop.engine.registry import game_ids, get_rules

    figures = bench_hard_cores(box=0.05, decisions=1)
    assert figures["clock"] == "wall" and figures["cores"] == core_counts()
    assert {1, 2} <= set(core_counts())
    listed = {g for g in game_ids() if get_rules(g).listed}
    assert {row["game"] for row in figures["games"]} == listed
    for row in figures["games"]:
        assert set(row["playouts_per_wall_s"]) == {str(n) for n in core_counts()}
        assert all(rate > 0 for rate in row["playouts_per_wall_s"].values())
        assert row["times_one_core"]["1"] == 1.0
