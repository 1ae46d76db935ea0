"""`Game.view` keeps each reader's card views and makes again only those of the cards the log
names since (engine/view.py `KeptViews`): every view must equal the one made from the whole
state, through random play, undo, redo and every reader, in every game."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.random_bot import RandomBot
from tabletop.engine.api import new_game
from tabletop.engine.registry import game_ids
from tabletop.engine.view import make_view


@pytest.mark.parametrize("game_id", game_ids())
def test_kept_views_equal_views_made_afresh(game_id: str) -> None:
    for seed in range(2):
        game = new_game(game_id, seed=seed, seats=("human", "human"))
        rng = random.Random(seed)
        bot = RandomBot(seed)
        for _ in range(150):
            if game.result is not None:
                break
            roll = rng.random()
            if roll < 0.08 and game.can_undo():
                game.undo()
            elif roll < 0.12 and game.can_redo():
                game.redo()
            else:
                game.play(bot.choose(game, game.to_act[0]))
            zones = game.rules.layout.zones(game.state.players)
            for seat in (0, 1, None, -1):
                if rng.random() < 0.6:
                    assert game.view(seat) == make_view(game.state, zones, seat)


def test_each_view_has_its_own_cards() -> None:
    game = new_game("tally", seed=1, seats=("human", "human"))
    first = game.view(0)
    game.play(RandomBot(1).choose(game, game.to_act[0]))
    second = game.view(0)
    assert first.cards is not second.cards
    before = dict(first.cards)
    game.play(RandomBot(2).choose(game, game.to_act[0]))
    game.view(0)
    assert first.cards == before  # a later view changes no view handed out before
