"""Proving a puzzle solvable: a search over the legal commands from its position.

The goal's seat chooses (one of its commands must lead to the goal: OR), every other seat
answers in every way it may (each of their commands must still lead to it: AND), to a depth
of commands. The line found (the goal's seat's choices, the other seats' first answers) is
the replay a test keeps. `line_status` plays a line and says where it leaves the goal.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.commands import Command
from tabletop.engine.goals import FAILED, SOLVED, Goal, GoalStatus, Watch, watch_events
from tabletop.engine.rules import Context, GameConfig, GameRules
from tabletop.engine.state import State

if TYPE_CHECKING:
    from tabletop.engine.game import Game


class SearchTooLarge(Exception):
    """The search met more positions than its budget allowed."""


@dataclass
class Puzzle:
    """A goal in a position, with the rules that play it."""

    rules: GameRules
    config: GameConfig
    state: State
    goal: Goal

    @classmethod
    def of(cls, game: Game) -> Puzzle:
        """The puzzle of a game loaded from a scenario with a goal, as it stands now."""
        goal = game.goal
        if goal is None:
            raise ValueError("this game has no goal (a scenario's goal:)")
        return cls(game.rules, game.config, game.state.copy(), goal)

    def play(self, state: State, watch: Watch, command: Command) -> tuple[State, Watch]:
        """A copy of `state` after `command`, and the goal watched through its events."""
        after = state.fork()  # only events change it: a copy on write (State.fork)
        ctx = Context(after, self.rules, self.config)
        self.rules.decide(ctx, command)
        if watch.final is not None:
            return after, watch
        return after, watch_events(watch, state.fork(), ctx.events)


#: positions with no line within so many commands: (position key, watch, choices) -> commands
Lost = dict[tuple[Hashable, Watch, int | None], int]


class Search:
    """One search of a puzzle, counting the positions it met (`positions`).

    `choices` bounds the goal's seat's real choices on a line (a decision with more than one
    command; a forced command is no choice): with 1, only a line won by one choice is found.
    """

    def __init__(
        self,
        puzzle: Puzzle,
        budget: int = 200_000,
        choices: int | None = None,
        lost: Lost | None = None,
    ):
        self.puzzle = puzzle
        self.budget = budget
        self.choices = choices
        self.positions = 0
        #: positions known to have no line within so many commands (the most such count),
        #: by position (State.position_key) and goal: a position reached again by another
        #: order of the same moves (Clash's activations) is not searched again; searches of
        #: one puzzle may share it (the win finder's deepening)
        self._lost: Lost = {} if lost is None else lost

    def solve(self, depth: int) -> list[Command] | None:
        """A line that meets the goal within `depth` commands whatever the other seats
        answer, or None. Raises SearchTooLarge past the budget of positions."""
        puzzle = self.puzzle
        return self.line_from(puzzle.state, Watch.begin(puzzle.goal, puzzle.state), depth)

    def line_from(self, state: State, watch: Watch, left: int) -> list[Command] | None:
        return self._search(state, watch, left, self.choices)

    def _search(
        self, state: State, watch: Watch, left: int, choices: int | None
    ) -> list[Command] | None:
        status = watch.status(state)
        if status.state == SOLVED:
            return []
        if status.state == FAILED or left == 0:
            return None
        key = (state.position_key(), watch, choices)
        if self._lost.get(key, -1) >= left:
            return None
        self.positions += 1
        if self.positions > self.budget:
            raise SearchTooLarge(f"more than {self.budget:,} positions")
        line = self._lines(state, watch, left, choices)
        if line is None:
            self._lost[key] = max(left, self._lost.get(key, -1))
        return line

    def _lines(
        self, state: State, watch: Watch, left: int, choices: int | None
    ) -> list[Command] | None:
        puzzle = self.puzzle
        legal = puzzle.rules.legal(state)
        if not legal:
            return None
        mine = [c for c in legal if c.seat == puzzle.goal.seat]
        if mine:
            if len(mine) > 1 and choices is not None:
                if choices == 0:
                    return None
                choices -= 1
            for command in mine:
                after, seen_after = puzzle.play(state, watch, command)
                line = self._search(after, seen_after, left - 1, choices)
                if line is not None:
                    return [command, *line]
            return None
        first: list[Command] | None = None
        for command in legal:
            after, seen_after = puzzle.play(state, watch, command)
            line = self._search(after, seen_after, left - 1, choices)
            if line is None:
                return None
            if first is None:
                first = [command, *line]
        return first


def solve(puzzle: Puzzle, depth: int, budget: int = 200_000) -> list[Command] | None:
    """A line that meets the goal within `depth` commands whatever the other seats answer,
    or None when there is none. Raises SearchTooLarge past `budget` positions."""
    return Search(puzzle, budget).solve(depth)


def line_status(puzzle: Puzzle, line: Sequence[Command]) -> GoalStatus:
    """Where playing `line` (each command legal in turn) leaves the goal."""
    state, watch = puzzle.state, Watch.begin(puzzle.goal, puzzle.state)
    for command in line:
        if command not in puzzle.rules.legal(state):
            raise ValueError(f"{command} is not legal here")
        state, watch = puzzle.play(state, watch, command)
    return watch.status(state)
