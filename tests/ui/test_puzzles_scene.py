"""Issue 35: the title menu's Puzzles lists the shipped puzzles with their goals; a puzzle
plays on the table with its goal shown, solved or failed, undo to try again, and no Hint
where the puzzle allows none."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.menu import TitleMenu
from tabletop.ui.scenes.puzzles import PuzzlesScene, PuzzleTable, list_puzzles, puzzles_dir

from .conftest import click, step, top


def _button(scene: TitleMenu, label: str) -> pygame.Rect:
    return next(b.rect for b in scene.buttons if b.label == label)


def test_the_menu_lists_the_shipped_puzzles_and_the_users_own(app: App, home: Path) -> None:
    mine = puzzles_dir() / "mine.yaml"
    mine.parent.mkdir(parents=True)
    mine.write_text("game: tally\nphase: pick\ngoal: {survive: true}\n")
    app.push(TitleMenu(app))
    step(app)
    click(app, _button(top(app), "Puzzles").center)
    scene = top(app)
    assert isinstance(scene, PuzzlesScene)
    games = {e.path.parent.name for e in scene.entries if e.where == "puzzles"}
    assert {"clash", "coe", "empyrean", "eoc", "ucg"} <= games
    assert all(e.goal and "does not load" not in e.goal for e in scene.entries)
    assert [e.title for e in scene.entries if e.where == "yours"] == ["mine"]
    storm = next(e for e in scene.entries if e.path.stem == "storm-finish")
    assert storm.goal == "Ann: win this turn (no hints)"  # worked out: no words given


def test_a_puzzle_is_played_failed_undone_and_solved_on_the_table(app: App) -> None:
    entry = next(e for e in list_puzzles() if e.path.stem == "storm-finish")
    scenes = PuzzlesScene(app)
    app.push(scenes)
    scenes.open(entry)
    table = top(app)
    assert isinstance(table, PuzzleTable)
    step(app)
    assert table.goal_line()[0] == "Goal: Ann: win this turn"
    goal = table.game.goal
    assert goal is not None
    for command in goal.wrong:
        table.play(command)
    assert table.goal_line()[0].startswith("Failed (the time ran out): undo to try again.")
    table.game.undo_to(0)
    assert table.goal_line()[0].startswith("Goal:")
    for command in goal.solution:
        if command in table.game.legal():
            table.play(command)
    assert table.goal_line()[0].startswith("Solved!")
    step(app)


def test_a_puzzle_without_hints_refuses_the_hint(app: App) -> None:
    entry = next(e for e in list_puzzles() if e.path.stem == "storm-finish")
    scenes = PuzzlesScene(app)
    app.push(scenes)
    scenes.open(entry)
    table = top(app)
    assert isinstance(table, PuzzleTable)
    table.ask_hint()
    assert table.message == "This puzzle allows no hints."
