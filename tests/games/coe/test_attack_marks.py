"""Issue 43: while an attack is under way (book, "Battle Phase": the attack's boosts, then the
defense), the table marks the attacker and the character attacked, so the defender sees what
is attacked while choosing defenders. The marks come from the position (the attack value the
rules keep), checked here against the attack command that began it."""

from __future__ import annotations

import pygame

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.game import Game
from tabletop.ui.app import App
from tests.ui.conftest import open_table, step


def _at_the_defense(seed: int = 1) -> Game:
    game = tabletop.new_game("coe", seed=seed, seats=("human", "human"))
    bot = RandomBot(seed)
    for _ in range(400):
        decision = game.state.decision
        if decision is not None and decision.kind == "defend":
            return game
        game.play(bot.choose(game, game.to_act[0]))
    raise AssertionError("no defense in 400 moves")


def test_the_attacker_and_the_attacked_are_marked_for_the_defender() -> None:
    game = _at_the_defense()
    attack = next(c for c in reversed(game.commands) if c.kind == "attack")
    defender = game.to_act[0]
    assert defender != attack.seat
    marks = game.rules.card_marks(game.view(defender))
    assert marks == {attack.source: "attacking", attack.target_card: "attacked"}


def test_no_marks_outside_an_attack() -> None:
    game = tabletop.new_game("coe", seed=1, seats=("human", "human"))
    assert game.rules.card_marks(game.view(0)) == {}
    assert tabletop.new_game("eoc", seed=1).rules.card_marks(game.view(0)) == {}


def test_the_table_draws_the_marks(app: App) -> None:
    game = _at_the_defense()
    scene = open_table(app, game)
    step(app)
    look = scene.look()
    attack = next(c for c in reversed(game.commands) if c.kind == "attack")
    assert look.marks.get(attack.target_card or -1) == "attacked"
    app.draw()
    target = scene.board.placed[attack.target_card or -1].rect
    red = app.screen.get_at((target.x - 4, target.centery))[:3]
    assert red == tuple(pygame.Color(232, 92, 80))[:3], red  # the frame round the attacked card
