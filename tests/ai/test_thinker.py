"""Issue 16, "At the table": the computer thinks off the frame loop, in the bots' worker
process. It gets the seat's view only, and gives the moves the same bot gives in-process."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator

import pytest

import tabletop
from tabletop.ai.bots import SeatBots
from tabletop.ai.thinker import BotSpec, Thinker
from tabletop.engine.commands import Command


@pytest.fixture(scope="module")
def thinker() -> Iterator[Thinker]:
    worker = Thinker()
    yield worker
    worker.close()


def _wait(thinker: Thinker, job: int) -> Command | str:
    deadline = time.monotonic() + 300  # a guard against a hang, not a speed check
    while True:
        found = thinker.poll(job)
        if found is not None:
            return found
        assert time.monotonic() < deadline, "the worker never answered"
        time.sleep(0.005)


def test_the_worker_plays_the_moves_the_bot_plays_in_process(thinker: Thinker) -> None:
    """Same seed, same seat views in the same order: the same commands, a whole game long
    (the worker keeps each table's bots between decisions, as one process would)."""
    levels = ((1, "normal"),)
    spec = BotSpec("seats", table=901, seed=5, levels=levels)
    here = SeatBots(dict(levels), 5)
    game = tabletop.new_game("tally", seed=5, seats=("computer", "computer"))
    played = 0
    while game.result is None:
        seat = game.to_act[0]
        view = game.seat_view(seat)
        expected = here.decide(view)
        assert _wait(thinker, thinker.submit(spec, view)) == expected
        game.play(expected)
        played += 1
    assert played > 5


def test_a_forgotten_job_is_never_handed_out_and_later_ones_still_are(thinker: Thinker) -> None:
    game = tabletop.new_game("tally", seed=2, seats=("computer", "computer"))
    view = game.seat_view(game.to_act[0])
    spec = BotSpec("seats", table=902, seed=2)
    dropped = thinker.submit(spec, view)
    kept = thinker.submit(spec, view)
    thinker.forget(dropped)
    assert isinstance(_wait(thinker, kept), Command)
    assert thinker.poll(dropped) is not None  # asked again: an answer that says it is gone
    assert not isinstance(thinker.poll(dropped), Command)


def test_a_bot_that_cannot_be_made_is_one_line_and_the_worker_lives_on(thinker: Thinker) -> None:
    game = tabletop.new_game("tally", seed=3, seats=("computer", "computer"))
    view = game.seat_view(game.to_act[0])
    broken = BotSpec("seats", table=903, seed=3, levels=((game.to_act[0], "grandmaster"),))
    found = _wait(thinker, thinker.submit(broken, view))
    assert isinstance(found, str) and "grandmaster" in found and "\n" not in found
    fine = BotSpec("seats", table=904, seed=3)
    assert isinstance(_wait(thinker, thinker.submit(fine, view)), Command)


def test_a_worker_that_cannot_start_leaves_the_computer_thinking_at_home(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A script read from standard input cannot be spawned again: the table's computer seat
    then thinks in the table's own process, and still moves."""
    import multiprocessing.context

    from tabletop.ui.bot import BotRunner

    def refuse(self: object) -> None:
        raise RuntimeError("no main module to spawn")

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", refuse)
    game = tabletop.new_game("tally", seed=4, seats=("computer", "computer"))
    runner = BotRunner(spec=BotSpec("seats", table=905, seed=4), thinker=Thinker())
    seat = game.to_act[0]
    runner.start(game, seat, token=1, pause=0.0)
    deadline = time.monotonic() + 300
    found = None
    while found is None:
        assert time.monotonic() < deadline
        found = runner.poll(0.016, token=1)
        time.sleep(0.005)
    assert found == SeatBots({}, 4).decide(game.seat_view(seat))


class _Recorder:
    """Stands in for the pipe to the worker: keeps what is sent."""

    def __init__(self) -> None:
        self.sent: list[object] = []

    def send(self, job: object) -> None:
        self.sent.append(job)

    def poll(self) -> bool:
        return False

    def close(self) -> None:
        pass


def test_the_rules_cross_to_the_worker_once_per_rules_object() -> None:
    """The cardset travels with the first job only; a new rules object (cards edited at the
    table) travels again, and each job names the rules it was asked about."""
    import copy

    from tabletop.ai.thinker import Job

    game = tabletop.new_game("tally", seed=6, seats=("computer", "computer"))
    view = game.seat_view(game.to_act[0])
    edited = dataclasses.replace(view, rules=copy.copy(view.rules))
    recorder = _Recorder()
    thinker = Thinker()
    thinker._conn = recorder  # type: ignore[assignment]
    spec = BotSpec("seats", table=906)
    for seat_view in (view, view, edited, view):
        thinker.submit(spec, seat_view)
    jobs = [job for job in recorder.sent if isinstance(job, Job)]
    assert [job.rules is not None for job in jobs] == [True, False, True, False]
    assert jobs[0].rules is view.rules and jobs[2].rules is edited.rules
    assert jobs[0].rules_id == jobs[1].rules_id == jobs[3].rules_id != jobs[2].rules_id


def test_the_worker_answers_for_more_rules_than_it_keeps(thinker: Thinker) -> None:
    """Both sides forget the oldest rules in the same order: after more games' rules than the
    worker keeps, a job about the first rules sends them again and is answered."""
    import copy

    from tabletop.ai.thinker import KEPT_RULES

    game = tabletop.new_game("tally", seed=7, seats=("computer", "computer"))
    view = game.seat_view(game.to_act[0])
    views = [dataclasses.replace(view, rules=copy.copy(view.rules)) for _ in range(KEPT_RULES + 2)]
    spec = BotSpec("seats", table=907, seed=7)
    expected = SeatBots({}, 7)
    for seat_view in [*views, views[0], views[1]]:
        assert _wait(thinker, thinker.submit(spec, seat_view)) == expected.decide(seat_view)
