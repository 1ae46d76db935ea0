"""Issue 14, "Done when": a whole COE game against the computer by mouse alone - every
decision of the human seat made with the gesture the table offers (a drag onto a place or a
card, a double click, a button), never by calling the engine."""

from __future__ import annotations

import random

import tabletop
from tabletop.ui.app import App
from tests.ui.conftest import open_table, wait_for_seat
from tests.ui.test_full_game_by_mouse import _gesture, _settle_menu, played


def test_a_whole_coe_game_against_the_computer_by_mouse(app: App) -> None:
    seed = 1
    game = tabletop.new_game("coe", seed=seed, seats=("human", "computer"))
    scene = open_table(app, game)
    pick = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(5000):  # the person's moves; the computer's turns do not count
        wait_for_seat(app, game, 0)
        if game.result is not None:
            break
        options = [c for c in game.legal() if c.seat == 0]
        command = pick.choice(options)
        before = len(game.commands)
        _gesture(app, scene, command)
        _settle_menu(app, scene, command)
        assert played(game, command, before), f"the gesture for {command} played nothing"
        kinds.add(command.kind)
    assert game.result is not None, "the game did not finish"
    assert {"lead", "resource", "play", "attack", "end"} <= kinds
