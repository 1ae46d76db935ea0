"""Issues 35 and 42, puzzles: every shipped puzzle is solvable by search, its kept winning line
(`goal.solution`) solves it when replayed, the obvious wrong line (`goal.wrong`) fails, and it
passes the quality check (engine/puzzle_quality.py: a real first choice, two choices of its
own at least, no draw, no win by the wrong line, its title, difficulty and book section)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop.engine.goals import FAILED, OPEN, SOLVED
from tabletop.engine.puzzle_quality import FEWEST_OPTIONS, puzzle_quality
from tabletop.engine.puzzle_search import Puzzle, line_status, solve

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = sorted((ROOT / "saves" / "puzzles").rglob("*.yaml"))
GAMES = ("clash", "coe", "empyrean", "eoc", "ucg")


def _puzzle(path: Path) -> tuple[tabletop.Game, Puzzle]:
    game = tabletop.load_scenario(path)
    goal = game.goal
    assert goal is not None, f"{path.name} has no goal"
    return game, Puzzle.of(game)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ships_five_puzzles(game_id: str) -> None:
    assert len([p for p in PUZZLES if p.parent.name == game_id]) >= 5


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_kept_line_solves_the_puzzle(path: Path) -> None:
    game, _ = _puzzle(path)
    goal = game.goal
    assert goal is not None and goal.solution, "a puzzle keeps its winning line"
    status = game.goal_status()
    assert status is not None and status.state == OPEN
    game.play_all(goal.solution)
    solved = game.goal_status()
    assert solved is not None and solved.state == SOLVED
    game.undo()  # the goal is read from the log: undo opens it again
    back = game.goal_status()
    assert back is not None and back.state != SOLVED


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_search_proves_the_puzzle_solvable(path: Path) -> None:
    game, puzzle = _puzzle(path)
    assert game.goal is not None
    line = solve(puzzle, depth=len(game.goal.solution))
    assert line is not None, f"{path.name}: no line meets the goal"
    assert line_status(puzzle, line).state == SOLVED


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_obvious_wrong_line_fails(path: Path) -> None:
    game, puzzle = _puzzle(path)
    assert game.goal is not None and game.goal.wrong, "a puzzle keeps its obvious wrong line"
    assert line_status(puzzle, game.goal.wrong).state == FAILED


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_shipped_puzzle_passes_the_quality_check(path: Path) -> None:
    game, _ = _puzzle(path)
    quality = puzzle_quality(game)
    assert quality.problems == (), f"{path.name}: {quality.problems}"
    figures = quality.figures
    assert figures is not None
    assert figures.options >= FEWEST_OPTIONS and 2 * figures.winning <= figures.options
    assert figures.winning >= 1 and figures.choices >= 2
