"""A win in front of the seat: an exact search of its own turn, before any sampled search.

The search is the engine's puzzle search (engine/puzzle_search.py) with the goal "win this
turn" for the seat (at a puzzle's table, the seat's own goal, from its progress so far:
"deal 7 this turn" with 4 dealt): the seat's commands are its choices (one of them must
win), the other seats' answers within the turn (a block, a counter) are each searched (every
one must still lose), and the search stops where the turn passes. It runs in a few sampled
positions (the hidden cards dealt as `SeatView.sample` deals them), deepening one command at
a time so the shortest win is found first, and a first command is played only if it wins in
every sample. A budget of positions (and, at the table, of time) bounds it: past it there is
no answer, and the bot searches as it would have.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from tabletop.engine.commands import Command
from tabletop.engine.goals import FAILED, SOLVED, Goal, Watch
from tabletop.engine.puzzle_search import Lost, Puzzle, Search, SearchTooLarge
from tabletop.engine.seat import SeatView
from tabletop.engine.state import State

#: how many positions (commands played) the search may meet in all its samples
WIN_NODES = 600
#: how many commands deep a winning line may be (the seat's own and the others' answers)
WIN_DEPTH = 8
#: how many sampled positions a line must win in
WIN_SAMPLES = 4


class _Counted(Puzzle):
    """A puzzle that counts the positions it plays into, against a budget and a deadline."""

    def __init__(self, base: Puzzle, budget: _Budget) -> None:
        super().__init__(base.rules, base.config, base.state, base.goal)
        self.budget = budget

    def play(self, state: State, watch: Watch, command: Command) -> tuple[State, Watch]:
        self.budget.spend()
        return super().play(state, watch, command)


@dataclass
class _Budget:
    nodes: int
    deadline: float | None
    spent: int = 0
    #: the positions found lost, shared by every search of one decision (its deepening)
    lost: Lost = field(default_factory=dict)

    def spend(self) -> None:
        self.spent += 1
        if self.spent > self.nodes:
            raise SearchTooLarge(f"more than {self.nodes} positions")
        # the clock is read now and then: it costs more than a position's bookkeeping
        deadline = self.deadline
        if deadline is not None and self.spent % 32 == 0 and time.perf_counter() > deadline:
            raise SearchTooLarge("out of time")


@dataclass
class WinSearch:
    """What the last search did: the positions it met and whether it ran out."""

    nodes: int = 0
    exhausted: bool = False
    found: Command | None = None


def find_win(
    seat: SeatView,
    rng: random.Random,
    nodes: int = WIN_NODES,
    seconds: float | None = None,
    depth: int = WIN_DEPTH,
    samples: int = WIN_SAMPLES,
    report: WinSearch | None = None,
) -> Command | None:
    """A command of the seat's that begins a line winning this turn (at a puzzle's table,
    meeting the seat's goal as it stands: `SeatView.goal`), whatever the others answer, in
    each of `samples` sampled positions; None when none is found within `nodes`
    positions (or `seconds`, where given: then the answer may depend on the machine)."""
    report = report if report is not None else WinSearch()
    legal = [c for c in seat.legal if c.seat == seat.seat]
    if not legal:
        return None
    deadline = None if seconds is None else time.perf_counter() + seconds
    budget = _Budget(nodes, deadline)
    goal = seat.goal.goal if seat.goal is not None else Goal(seat.seat, "win", "turn")
    worlds = [
        Puzzle(seat.rules, seat.config, seat.sample(rng.getrandbits(64)).state, goal)
        for _ in range(samples)
    ]
    try:
        for limit in range(1, depth + 1):
            for command in legal:
                if all(_wins_after(w, seat.goal, command, limit - 1, budget) for w in worlds):
                    report.found = command
                    return command
    except SearchTooLarge:
        report.exhausted = True
    finally:
        report.nodes = budget.spent
    return None


def _wins_after(
    world: Puzzle, kept: Watch | None, command: Command, left: int, budget: _Budget
) -> bool:
    """Does `command` in `world` win (or meet the puzzle's goal, followed from `kept`, its
    progress so far) at once, or leave a position where it is met within `left` more
    commands whatever the others answer (still within the goal's time)?"""
    counted = _Counted(world, budget)
    watch = kept if kept is not None else Watch.begin(world.goal, world.state)
    after, watch = counted.play(world.state, watch, command)
    status = watch.status(after)
    if status.state == SOLVED:
        return True
    if status.state == FAILED or left == 0:
        return False
    rest = _Counted(Puzzle(world.rules, world.config, after, world.goal), budget)
    return Search(rest, budget.nodes, lost=budget.lost).line_from(after, watch, left) is not None
