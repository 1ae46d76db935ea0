"""Issue 14, "Done when": a whole COE game against the computer by mouse alone - every
decision of the human seat made with the gesture the table offers (a drag onto a place or a
card, a double click, a button), never by calling the engine."""

from __future__ import annotations

import random

import tabletop
from tabletop.ui.app import App
from tests.ui.conftest import open_table
from tests.ui.test_full_game_by_mouse import play_to_the_end_by_mouse


def test_a_whole_coe_game_against_the_computer_by_mouse(app: App) -> None:
    seed = 1
    game = tabletop.new_game("coe", seed=seed, seats=("human", "computer"))
    # the gestures are under test, not the opponent: Easy answers at once
    scene = open_table(app, game, levels={1: "easy"})
    mine = play_to_the_end_by_mouse(app, scene, random.Random(seed), 5000)
    kinds = {c.kind for c in mine}
    assert {"lead", "resource", "play", "attack", "end"} <= kinds
