"""Is a puzzle worth solving? The figures of its search and the problems that make it no
puzzle (docs/puzzles.md, "A good puzzle").

A puzzle is good when the search proves its kept solution (every answer of the other seats
tried), its wrong line fails without the game saying the seat won, its goal seat's first real
decision has at least three options of which at most half still lead to the goal, the goal
needs at least two of the seat's own choices, and the goal is not met by a draw. It names its
title, a one-line description, a difficulty and the book's section it teaches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.commands import Command
from tabletop.engine.goals import FAILED, SOLVED, Watch
from tabletop.engine.puzzle_search import Puzzle, Search, SearchTooLarge
from tabletop.engine.state import State

if TYPE_CHECKING:
    from tabletop.engine.game import Game

#: the fewest options at the goal seat's first decision, and the most of them that may win
FEWEST_OPTIONS = 3
MOST_WINNING_SHARE = 0.5
#: the fewest real choices (decisions of more than one command) the goal seat must make
FEWEST_CHOICES = 2
#: positions one check may search (a shipped puzzle takes a few thousand)
BUDGET = 200_000
#: commands past the kept solution's length that a line counted against the puzzle may take
#: (an option that wins by a longer way still wins; one choice that wins slowly is one choice)
SLACK = 2


@dataclass(frozen=True)
class Figures:
    """How hard a puzzle is, as `tabletop validate` prints it."""

    options: int  # the goal seat's commands at its first real decision
    winning: int  # of those, the ones from which the goal is still met
    length: int  # commands of the kept solution
    choices: int  # the goal seat's real choices on it
    positions: int  # positions the checks searched

    def words(self) -> str:
        return (
            f"{self.winning} of {self.options} first options win, "
            f"{self.length} commands ({self.choices} choices), "
            f"{self.positions:,} positions searched"
        )


@dataclass(frozen=True)
class Quality:
    figures: Figures | None
    problems: tuple[str, ...]


@dataclass
class _Replay:
    """The kept solution played: where the goal seat first had a real choice, and after."""

    state: State
    watch: Watch
    first: tuple[State, Watch, int] | None  # the position, its watch, commands played
    choices: int


def _replay(puzzle: Puzzle, line: tuple[Command, ...]) -> _Replay | str:
    state, watch = puzzle.state, Watch.begin(puzzle.goal, puzzle.state)
    first: tuple[State, Watch, int] | None = None
    choices = 0
    for played, command in enumerate(line):
        legal = puzzle.rules.legal(state)
        if command not in legal:
            return f"command {played + 1} of the solution ({command}) is not legal there"
        mine = [c for c in legal if c.seat == puzzle.goal.seat]
        if command.seat == puzzle.goal.seat and len(mine) > 1:
            choices += 1
            if first is None:
                first = (state, watch, played)
        state, watch = puzzle.play(state, watch, command)
    return _Replay(state, watch, first, choices)


def _metadata_problems(game: Game) -> list[str]:
    scenario = game.scenario or {}
    goal = game.goal
    problems = []
    for key in ("title", "description"):
        if not str(scenario.get(key) or "").strip():
            problems.append(f"a puzzle has a {key}")
    if "\n" in str(scenario.get("description") or "").strip():
        problems.append("a puzzle's description is one line")
    if goal is not None and goal.difficulty is None:
        problems.append("a puzzle's goal says its difficulty (1 to 3)")
    if goal is not None and not goal.teaches:
        problems.append("a puzzle's goal says the book's section it teaches (teaches:)")
    return problems


def puzzle_quality(game: Game, budget: int = BUDGET) -> Quality:
    """The figures and the problems of a game loaded from a puzzle, as it stands."""
    goal = game.goal
    if goal is None:
        return Quality(None, ("no goal: a puzzle has a goal:",))
    if (game.scenario or {}).get("sandbox"):
        return Quality(None, ("a sandbox (sandbox: true) is no puzzle",))
    missing = _metadata_problems(game)  # named after the problems of play
    if not goal.solution:
        return Quality(None, ("a puzzle keeps its winning line (goal solution:)", *missing))
    puzzle = Puzzle.of(game)
    try:
        judged = _judge(puzzle, [], budget)
    except SearchTooLarge as exc:
        return Quality(None, (f"the search is too large ({exc}): a smaller position", *missing))
    return Quality(judged.figures, (*judged.problems, *missing))


def _judge(puzzle: Puzzle, problems: list[str], budget: int) -> Quality:
    goal = puzzle.goal
    depth = len(goal.solution)
    replay = _replay(puzzle, goal.solution)
    if isinstance(replay, str):
        return Quality(None, (*problems, replay))
    if replay.watch.status(replay.state).state != SOLVED:
        problems.append("the kept solution does not meet the goal")
    problems += _draw_problems(puzzle, replay.state, "the kept solution")
    proof = Search(puzzle, budget)
    found = proof.solve(depth)
    if found is None:
        problems.append(
            f"the search finds no line that meets the goal in {depth} commands "
            "against every answer (the solution needs the other side's mistake)"
        )
    else:
        problems += _draw_problems(puzzle, _end_of(puzzle, found), "the search's line")
    one = Search(puzzle, budget, choices=FEWEST_CHOICES - 1)
    if one.solve(depth + SLACK) is not None:
        problems.append(f"the goal is met with fewer than {FEWEST_CHOICES} choices of its seat")
    options, winning, searched = _first_decision(puzzle, replay, depth, budget)
    if options < FEWEST_OPTIONS:
        problems.append(
            f"the first decision has {options} options; a puzzle offers {FEWEST_OPTIONS} or more"
        )
    if winning > options * MOST_WINNING_SHARE:
        problems.append(f"{winning} of {options} first options win; at most half may")
    problems += _wrong_problems(puzzle)
    figures = Figures(
        options, winning, depth, replay.choices, proof.positions + one.positions + searched
    )
    return Quality(figures, tuple(problems))


def _end_of(puzzle: Puzzle, line: list[Command]) -> State:
    state, watch = puzzle.state, Watch.begin(puzzle.goal, puzzle.state)
    for command in line:
        state, watch = puzzle.play(state, watch, command)
    return state


def _draw_problems(puzzle: Puzzle, state: State, what: str) -> list[str]:
    result = state.result
    if result is not None and result.drawn and puzzle.goal.kind != "draw":
        return [f"{what} meets the goal by a draw"]
    return []


def _first_decision(
    puzzle: Puzzle, replay: _Replay, depth: int, budget: int
) -> tuple[int, int, int]:
    """(options, winning options, positions searched) at the goal seat's first real
    decision on the kept solution; an option wins if a line from it meets the goal within
    the solution's length and `SLACK` more commands, whatever the other seats answer."""
    if replay.first is None:
        return 0, 0, 0
    state, watch, played = replay.first
    mine = [c for c in puzzle.rules.legal(state) if c.seat == puzzle.goal.seat]
    search = Search(puzzle, budget)
    winning = 0
    for command in mine:
        after, watched = puzzle.play(state, watch, command)
        if search.line_from(after, watched, depth + SLACK - played - 1) is not None:
            winning += 1
    return len(mine), winning, search.positions


def _wrong_problems(puzzle: Puzzle) -> list[str]:
    goal = puzzle.goal
    if not goal.wrong:
        return ["a puzzle keeps its tempting wrong line (goal wrong:)"]
    replay = _replay(puzzle, goal.wrong)
    if isinstance(replay, str):
        return [replay.replace("of the solution", "of the wrong line")]
    problems = []
    if replay.watch.status(replay.state).state != FAILED:
        problems.append("the wrong line does not fail")
    result = replay.state.result
    if result is not None and goal.seat in result.winners:
        problems.append("the wrong line wins the game: its verdict would contradict the game")
    return problems
