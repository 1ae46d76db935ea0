"""A scenario with a goal opens on the puzzle's table wherever it is opened (issue 35): from
the Puzzles menu, the Scenarios list or `tabletop play --scenario`; a plain scenario on the
plain table."""

from __future__ import annotations

from pathlib import Path

import tabletop
from tabletop.ui.app import App
from tabletop.ui.scenes.puzzles import PuzzleTable, table_for
from tabletop.ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parents[2]


def test_a_game_with_a_goal_opens_on_the_puzzle_table(app: App) -> None:
    puzzle = next(iter(sorted((ROOT / "saves" / "puzzles").rglob("*.yaml"))))
    game = tabletop.load_scenario(puzzle)
    assert game.goal is not None
    assert isinstance(table_for(app, game), PuzzleTable)
    plain = tabletop.new_game("tally", seed=1, seats=["human", "computer:hard"])
    table = table_for(app, plain)
    assert type(table) is TableScene
