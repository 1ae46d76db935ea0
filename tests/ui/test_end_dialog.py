"""The end of the game says what happened in the book's words (issue 41): the headline (who won,
or a draw, and between whom), the reason, and each seat's result and score."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene
from tests.contract.test_outcomes import clash, empyrean
from tests.ui.conftest import open_table, step, top


def _end_dialog(app: App, game: object, shot: Path) -> list[str]:
    open_table(app, game)  # type: ignore[arg-type]
    step(app)
    over = top(app)
    assert isinstance(over, GameOverScene)
    step(app)
    pygame.image.save(app.screen, str(shot))  # a headless screenshot of what a player sees
    assert shot.stat().st_size > 0
    return over.lines()


def test_a_clash_tie_ends_in_a_draw_at_the_table(app: App, tmp_path: Path) -> None:
    lines = _end_dialog(app, clash(50, 55), tmp_path / "clash-draw.png")
    assert lines[:2] == ["Draw", "Both armies at 55 damage"]
    assert lines[2:] == ["Ann: drew, damage taken: 55", "Ben: drew, damage taken: 55"]


def test_an_empyrean_draw_is_not_a_loss_at_the_table(app: App, tmp_path: Path) -> None:
    game = empyrean(tmp_path, [5, 1, 3], [1, 5, 3])
    lines = _end_dialog(app, game, tmp_path / "empyrean-draw.png")
    assert lines[0] == "Draw"
    assert lines[1].startswith("No one won two battlefields, and total might tied at 9")
    assert all(": drew" in line for line in lines[2:]) and len(lines) == 4
    assert not any("lost" in line for line in lines)


def test_a_three_player_draw_names_who_drew_and_who_lost(app: App, tmp_path: Path) -> None:
    game = empyrean(tmp_path, [5, 5, 1, 1], [1, 1, 5, 5], [0, 0, 0, 0])
    names = game.config.names
    lines = _end_dialog(app, game, tmp_path / "empyrean-3p-draw.png")
    assert lines[0] == f"Draw between {names[0]} and {names[1]}"
    assert [line.split(",")[0] for line in lines[2:]] == [
        f"{names[0]}: drew",
        f"{names[1]}: drew",
        f"{names[2]}: lost",
    ]
