"""Issue 35: the title menu's Puzzles lists the shipped puzzles with their goals; a puzzle
plays on the table with its goal shown, solved or failed, undo to try again, and no Hint
where the puzzle allows none."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.menu import TitleMenu
from tabletop.ui.scenes.puzzles import PuzzlesScene, PuzzleTable, list_puzzles, puzzles_dir

from .conftest import click, key, step, top


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
    assert table.goal_line()[0] == "Goal: Ann: win this turn: until this turn ends"
    goal = table.game.goal
    assert goal is not None
    for command in goal.wrong:
        table.play(command)
    assert table.goal_line()[0].startswith("Not solved (")
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


def _open(app: App, stem: str) -> PuzzleTable:
    entry = next(e for e in list_puzzles() if e.path.stem == stem)
    scenes = PuzzlesScene(app)
    app.push(scenes)
    scenes.open(entry)
    table = top(app)
    assert isinstance(table, PuzzleTable) and table.entry is not None
    step(app)
    return table


def test_a_wrong_first_move_is_not_solved_at_once_in_a_panel(app: App, home: Path) -> None:
    """Issue 42: the verdict comes as soon as no line reaches the goal (not when the turn
    ends), in a panel that stops play; Try again goes back to the start."""
    from tabletop.ui.scenes.puzzle_table import PuzzleVerdict

    table = _open(app, "storm-finish")
    goal = table.game.goal
    assert goal is not None
    table.play(goal.wrong[0])
    step(app, frames=3)
    verdict = top(app)
    assert isinstance(verdict, PuzzleVerdict)
    assert verdict.lines()[0] == "Not solved"
    assert "No line reaches the goal from here" in verdict.lines()[1]
    key(app, pygame.K_r)  # try again
    assert top(app) is table and len(table.game.commands) == 0


def test_the_solution_plays_move_by_move_and_solving_is_remembered(app: App, home: Path) -> None:
    from tabletop.ui.puzzle_list import solved
    from tabletop.ui.scenes.puzzle_table import PuzzleVerdict

    table = _open(app, "storm-finish")
    goal = table.game.goal
    assert goal is not None and table.entry is not None
    assert table.entry.key not in solved()
    table.show_solution()
    for _ in range(2000):  # the moves come one at a time, each said in words
        if isinstance(top(app), PuzzleVerdict):
            break
        step(app, frames=5)
    verdict = top(app)
    assert isinstance(verdict, PuzzleVerdict) and verdict.lines()[0] == "Solved!"
    assert table.entry.key in solved()  # kept in the user data folder
    assert (home / "puzzles-solved.json").exists()


def test_the_menu_filters_by_game_and_shows_what_lies_below(app: App, home: Path) -> None:
    scenes = PuzzlesScene(app)
    app.push(scenes)
    step(app)
    everything = len(scenes.entries)
    assert everything >= 25
    up, down = scenes.cues()
    assert up == "" and down.startswith(f"▼ {everything - len(scenes.rows)} more below")
    clash = next(b for b in scenes.filters if b.label == "Clash of Armies: Medieval")
    clash.action()
    assert scenes.entries and all(e.game == "Clash of Armies: Medieval" for e in scenes.entries)
    assert len(scenes.entries) < everything
    key(app, pygame.K_DOWN)
    assert scenes.scroll in (0, 1)
