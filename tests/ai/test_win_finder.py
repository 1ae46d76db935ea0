"""Issue 45, item 2: Hard never misses a win it can see.

Every shipped puzzle is played by Hard for the goal's seat (Normal answers for the other) at
a fixed iteration budget, Hard knowing the goal as the table shows it (`SeatView.goal`); those
whose goal is to win within the seat's turn also at the table's 1 s box, and every puzzle at
the box behind the `soak` marker. Positions from real games (random games of Easy
against Easy, saved where a win was there to take; tests/ai/wins/) must be won too: there the
exact search of the true position, not the bot's, says which commands win.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.bots import make_bot
from tabletop.ai.hard import HardBot
from tabletop.ai.win_finder import WinSearch, find_win
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.goals import SOLVED, Goal, Watch
from tabletop.engine.puzzle_search import Puzzle, line_status, solve

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = sorted((ROOT / "saves" / "puzzles").rglob("*.yaml"))
POSITIONS = sorted((Path(__file__).parent / "wins").glob("*.json"))
#: how deep the true position is searched for a win this turn (the seat's and the answers)
TRUE_DEPTH = 8


def _win_this_turn(game: Game, seat: int) -> Puzzle:
    return Puzzle(game.rules, game.config, game.state.copy(), Goal(seat, "win", "turn"))


def _turn_wins(path: Path) -> bool:
    """A puzzle to win whose kept solution wins within the goal seat's turn."""
    game = tabletop.load_scenario(path)
    goal = game.goal
    if goal is None or goal.kind != "win":
        return False
    return line_status(_win_this_turn(game, goal.seat), goal.solution).state == SOLVED


WIN_PUZZLES = [p for p in PUZZLES if _turn_wins(p)]


def test_the_shipped_puzzles_to_win_this_turn_are_found() -> None:
    names = {f"{p.parent.name}/{p.stem}" for p in WIN_PUZZLES}
    assert {"eoc/storm-finish", "ucg/overpower", "ucg/unstoppable"} <= names


def _play_puzzle(path: Path, hard: HardBot) -> str:
    game = tabletop.load_scenario(path)
    goal = game.goal
    assert goal is not None
    other = make_bot("normal", 1)
    for _ in range(40):
        status = game.goal_status()
        assert status is not None
        if status.done:
            return status.state
        seat = game.to_act[0]
        bot = hard if seat == goal.seat else other
        game.play(bot.decide(game.seat_view(seat)))
    return "open"


#: puzzles Hard does not yet solve at 60 iterations, and why (measured, not hoped)
NOT_AT_THE_FIXED_BUDGET = {
    # the win comes after the other seat's reveals at the end of the round: beyond the
    # finder's turn; Hard finds it in the table's time box
    "empyrean/souls-for-might": "the win comes after the other seat's reveals",
}


def _at_fixed_budget(path: Path) -> object:
    name = f"{path.parent.name}/{path.stem}"
    reason = NOT_AT_THE_FIXED_BUDGET.get(name)
    if reason is not None:
        return pytest.param(path, marks=pytest.mark.xfail(strict=True, reason=reason), id=name)
    return pytest.param(path, id=name)


@pytest.mark.parametrize("path", [_at_fixed_budget(p) for p in PUZZLES])
def test_hard_meets_each_puzzles_goal_at_a_fixed_budget(path: Path) -> None:
    """Every shipped puzzle, its goal a win or a deal: Hard plays the goal's seat and knows
    the goal (as the table shows it), so its exact search looks for the goal this turn."""
    assert _play_puzzle(path, HardBot(7, iterations=60)) == SOLVED


#: Hard's iterations a decision in the table's 1 s box on this project's 2-core machine (about
#: 250 to 300 in Empyrean, more elsewhere: `tabletop bench`'s hard_playouts), as a fixed budget
#: so that a busy machine cannot make the test fail (a wall-clock box did, under load)
TABLE_ITERATIONS = 250


@pytest.mark.parametrize("path", WIN_PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_hard_wins_each_puzzle_at_the_tables_budget(path: Path) -> None:
    assert _play_puzzle(path, HardBot(7, iterations=TABLE_ITERATIONS)) == SOLVED


@pytest.mark.soak
@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_soak_hard_meets_every_puzzles_goal_in_the_tables_time_box(path: Path) -> None:
    """Every shipped puzzle at the table's 1 s box (a minute and more: behind `soak`)."""
    assert _play_puzzle(path, HardBot(7, seconds=1.0)) == SOLVED


def _wins(game: Game, seat: int, command: Command) -> bool:
    """Does `command` begin a line that wins this turn in the true position, whatever the
    other seat answers (the engine's puzzle search, on the game's own state)?"""
    puzzle = _win_this_turn(game, seat)
    line = solve(puzzle, TRUE_DEPTH)
    if line is None:
        return False
    after, watch = puzzle.play(puzzle.state, Watch.begin(puzzle.goal, puzzle.state), command)
    status = watch.status(after)
    if status.done:
        return status.state == SOLVED
    rest = Puzzle(puzzle.rules, puzzle.config, after, puzzle.goal)
    return solve(rest, TRUE_DEPTH - 1) is not None


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_hard_takes_the_win_in_positions_from_real_games(path: Path) -> None:
    game = tabletop.load_game(path)
    seat = game.to_act[0]
    losing = [c for c in game.legal() if not _wins(game, seat, c)]
    assert losing, "a position where every command wins tests nothing"
    assert len(losing) < len(game.legal()), "the saved position has no win this turn"
    for seed in range(2):
        command = HardBot(seed, iterations=60).decide(game.seat_view(seat))
        assert _wins(game, seat, command), f"{path.stem}: Hard played {command}"


def test_the_finder_claims_no_win_where_the_true_position_has_none() -> None:
    """Every shipped puzzle's position, seen from the seat to act as in a game with no goal
    (the finder looks for a win this turn): wherever the exact search of the true position
    finds no win this turn, the finder (sampling what the seat cannot see) finds none
    either."""
    checked = 0
    for path in PUZZLES:
        game = tabletop.load_scenario(path)
        assert game.goal is not None
        seat = game.to_act[0]
        if solve(_win_this_turn(game, seat), TRUE_DEPTH) is None:
            no_goal = dataclasses.replace(game.seat_view(seat), goal=None)
            assert find_win(no_goal, random.Random(0)) is None, path.stem
            checked += 1
    assert checked >= 5


def test_the_finder_stops_at_its_budget() -> None:
    """With too few positions to prove the win, the finder says nothing (and says why)."""
    path = next(p for p in WIN_PUZZLES if p.stem == "storm-finish")
    game = tabletop.load_scenario(path)
    report = WinSearch()
    assert find_win(game.seat_view(0), random.Random(0), nodes=3, report=report) is None
    assert report.exhausted and report.nodes > 3
    assert find_win(game.seat_view(0), random.Random(0)) is not None
