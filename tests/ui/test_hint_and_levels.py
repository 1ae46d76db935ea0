"""The table against the computer (issue 16): a level per computer seat, and the Hint (H)."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ai.easy import EasyBot
from tabletop.engine.api import load_game, new_game, new_game_like
from tabletop.ui.app import App
from tabletop.ui.hint import Hints
from tabletop.ui.hud import seat_kind
from tabletop.ui.live_cards import restarted
from tabletop.ui.scenes.new_game import seat_words_of
from tabletop.ui.scenes.table import TableScene
from tests.ui.conftest import key, step
from tests.ui.scenes import EOC_PREPARE, scenario


def test_seat_choices_become_seat_words() -> None:
    assert seat_words_of(["human", "hard", "easy"]) == ["human", "computer:hard", "computer:easy"]


def test_a_computer_seat_keeps_its_level_through_rematch_restart_and_save(
    app: App, tmp_path: Path
) -> None:
    game = new_game("eoc", seed=4, seats=["human", "computer:hard"])
    table = TableScene(app, game)
    assert table.levels == {1: "hard"}
    assert [seat_kind(table.session, s) for s in (0, 1)] == ["human", "computer (hard)"]
    rematch = new_game_like(game.config, seed=5)  # the end dialog's Rematch
    assert rematch.config.levels == {1: "hard"} and rematch.config.seed == 5
    assert TableScene(app, restarted(game)).levels == {1: "hard"}  # a card changed on disk
    path = tmp_path / "hard.json"
    game.save(path)  # Continue and Load read the save's seat words
    assert TableScene(app, load_game(path)).levels == {1: "hard"}
    assert TableScene(app, new_game("eoc", seed=4)).levels == {1: "normal"}


def test_each_computer_seat_plays_at_its_level(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = TableScene(app, game, levels={1: "easy"})
    assert scene.levels == {1: "easy"}
    plain = TableScene(app, scenario(EOC_PREPARE))  # a seat word with no level: Normal
    assert plain.levels == {1: "normal"}


def test_h_lights_what_hard_would_play(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = TableScene(app, game)
    scene.hints = Hints(iterations=12)
    app.push(scene)
    step(app)
    key(app, pygame.K_h)
    assert "Thinking of a hint" in scene.message
    scene.hints.wait()
    step(app)
    hint = scene.hints.shown(scene.session.version)
    assert hint is not None and hint in game.legal() and hint.seat == 0
    assert scene.message.startswith("Hint (Hard): ")  # the Hint names its level
    look = scene.look()
    if hint.source is not None:
        assert hint.source in look.news
    if hint.target is not None:
        assert hint.target in look.targets
    scene.play(EasyBot(1).decide(game.seat_view(0)))  # the game moves on: the hint goes
    assert scene.hints.shown(scene.session.version) is None


def test_no_hint_when_it_is_not_your_decision(app: App) -> None:
    game = scenario(EOC_PREPARE.replace("turn: 0", "turn: 1"))
    scene = TableScene(app, game)
    app.push(scene)
    step(app)
    assert game.to_act == (1,) and not scene.session.my_commands()  # the computer's turn
    key(app, pygame.K_h)
    assert "No hint now" in scene.message
