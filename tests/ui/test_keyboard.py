"""Issue 19, point 8: every decision has a keyboard route. Tab and the arrows move a focus
over what matters, Enter picks (and a second Enter, or a lit place, plays), Esc lets go,
numbers press the buttons; the menus answer the same keys."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.pause import PauseMenu

from .conftest import hotseat, key, open_table, step, top
from .scenes import EOC_PREPARE, card, scenario


def test_tab_enter_plays_a_card_to_a_place(app: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(app, game)
    prism = card(game, "Prism Essence")
    imp = card(game, "Ember Imp")
    for _ in range(20):  # Tab to the Prism essence
        key(app, pygame.K_TAB)
        if scene.focus == f"card:{prism}":
            break
    assert scene.focus == f"card:{prism}"
    assert scene.look().focus is not None
    key(app, pygame.K_RETURN)  # picks it: the focus goes to its places
    assert scene.selection.card == prism
    assert len(game.log) == 1
    order = scene.focus_order()
    assert f"card:{imp}" in order
    while scene.focus != f"card:{imp}":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert game.state.cards[prism].attached_to == imp


def test_escape_lets_go_then_opens_the_menu(app: App) -> None:
    scene = open_table(app, hotseat())
    key(app, pygame.K_TAB)
    assert scene.focus is not None
    key(app, pygame.K_RETURN)
    assert scene.selection.card is not None
    key(app, pygame.K_ESCAPE)
    assert scene.selection.card is None and scene.focus is None and top(app) is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseMenu)
    key(app, pygame.K_DOWN)  # the menu: arrows and Enter
    key(app, pygame.K_RETURN)
    assert top(app) is scene  # Resume


def test_numbers_press_buttons_and_choose_in_menus(app: App) -> None:
    scene = open_table(app, hotseat())
    key(app, pygame.K_1, unicode="1")  # the first button: Pass
    assert scene.game.log[-1].command is not None
    assert scene.game.log[-1].command.kind == "pass"
    picked: list[int | None] = []
    menu = ChoiceMenu(app, "Which one?", ["a", "b", "c"], (200, 200), picked.append)
    app.push(menu)
    key(app, pygame.K_2, unicode="2")
    assert picked == [1]


def test_clash_keys_play_the_hand_and_say_what_enter_does(app: App) -> None:
    """Issue 34, item 1: three Tab-Enter-Enter in Clash activate three cards of the hand, one
    after another; the focus never starts on a card already activated (whose only move is to
    scrap it), and before each Enter the words say what it will do."""
    import tabletop

    game = tabletop.new_game("clash", seed=3, seats=("human", "computer"))
    scene = open_table(app, game)
    played: list[int] = []
    for _ in range(3):
        key(app, pygame.K_TAB)
        assert scene.focus is not None and scene._in_hand(scene.focus), scene.focus
        assert "(your hand): Enter picks it; Enter again: Activate" in scene.message
        key(app, pygame.K_RETURN)
        assert scene.message.startswith("Enter: Activate"), scene.message
        key(app, pygame.K_RETURN)
        command = game.log[-1].command
        assert command is not None and command.kind == "activate", command
        played.append(command.source or 0)
    assert len(set(played)) == 3
    assert not game.state.zone("p0.scrapped")


def test_the_focus_frame_leaves_zone_labels_readable(app: App) -> None:
    """Issue 34, item 3: the keyboard's frame goes round a place without crossing a zone's
    label, a tally pill or a seat's name ("Essence Pool", "Scrapped", "Might 1")."""
    scene = open_table(app, scenario(EOC_PREPARE))
    board = scene.board
    app.draw()
    words = [*board.label_rects.values(), *board.name_tags.values()]
    for zone, rect in board.geometry.zone_rects.items():
        ring = board.focus_ring(rect)
        inner = ring.inflate(-6, -6)  # the frame's line is 3 px wide
        for label in words:
            assert not ring.colliderect(label) or inner.contains(label), (zone, label)
    prism = card(scene.game, "Prism Essence")
    while scene.focus != f"card:{prism}":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.look().focus is not None


def test_the_computers_draft_pick_leaves_the_persons_pick_and_focus(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Empyrean's draft is simultaneous: when the computer picks first, the card the person
    picked by keys and the keyboard's place stay as they were (their commands are the same);
    a change that takes the person's commands away still clears them."""
    import tabletop

    game = tabletop.new_game("empyrean", seed=2, seats=("human", "computer"))
    assert set(game.to_act) == {0, 1}, "the draft asks both seats at once"
    from tabletop.ui.bot import BotRunner

    monkeypatch.setattr(BotRunner, "start", lambda *args: None)  # its moves come from here
    scene = open_table(app, game)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    focus = scene.focus
    assert focus is not None and scene._in_hand(focus)
    key(app, pygame.K_RETURN)
    picked, placed = scene.selection.card, scene.focus
    assert picked is not None and placed is not None
    computer = next(c for c in game.legal() if c.seat == 1)
    game.play(computer)
    scene.session._changed()
    step(app)
    assert (scene.selection.card, scene.focus) == (picked, placed)
    # the person's own command, played elsewhere (another window of the same game): cleared
    mine = next(c for c in game.legal() if c.seat == 0)
    game.play(mine)
    scene.session._changed()
    step(app)
    assert scene.selection.card is None and scene.focus is None
