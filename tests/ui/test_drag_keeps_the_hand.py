"""Issue 43, pacing: the hand does not move under a drag. A card picked up from the middle of
the hand and carried across the table leaves the other cards where they were, so a quick drag
lands where the player aimed."""

from __future__ import annotations

import pygame
import pytest

import tabletop
from tabletop.ui.app import App

from .conftest import open_table, step


@pytest.mark.parametrize("game_id", ["eoc", "clash", "ucg"])
def test_the_other_cards_of_the_hand_stay_put_during_a_drag(app: App, game_id: str) -> None:
    game = tabletop.new_game(game_id, seed=3, seats=("human", "human"))
    scene = open_table(app, game)
    step(app)
    board, seat = scene.board, scene.session.viewer
    hand = [
        iid
        for iid, placed in board.placed.items()
        if placed.zone.endswith("hand") and placed.visible and game.state.cards[iid].holder == seat
    ]
    movable = [iid for iid in hand if iid in scene.gestures.sources()]
    assert movable, "a card of the hand can be played"
    carried = movable[len(movable) // 2]
    before = {iid: tuple(board.placed[iid].rect) for iid in hand}
    start = board.placed[carried].rect.center
    step(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 8):
        pos = (start[0] + 5 * k, start[1] - 30 * k)
        step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, -30), buttons=(1, 0, 0)))
    assert scene.drag is not None and scene.drag.moving
    after = {iid: tuple(board.placed[iid].rect) for iid in hand}
    assert {i: r for i, r in after.items() if i != carried} == {
        i: r for i, r in before.items() if i != carried
    }
