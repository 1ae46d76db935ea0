"""Issue 4, "Done when": a full game of Battle for Empyrean against the computer, by mouse
alone: every decision of the human seat is made with the gesture the table offers for it (drag
a card onto its target, click a card, click a button), never by calling the engine."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.hud import command_label
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.table import TableScene
from tests.ui.conftest import click, double_click, drag, open_table, step, wait_for_seat


def _grab_point(scene: TableScene, iid: int) -> tuple[int, int]:
    """A point where the card itself is under the mouse (attached cards peek out from under
    the card they are attached to)."""
    rect = scene.board.placed[iid].rect
    for fy in (0.5, 0.9, 0.1, 0.7, 0.3, 0.97, 0.03):
        for fx in (0.5, 0.9, 0.1, 0.7, 0.3, 0.97, 0.03):
            point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            if scene.board.card_at(point) == iid:
                return point
    raise AssertionError(f"card {iid} cannot be grabbed: it is covered everywhere")


def _gesture(app: App, scene: TableScene, command: Command) -> None:
    """The gesture a player makes for `command`: a drag to its place, a double click on a card
    used alone or on a choice, a click on a pile (its hidden cards are offered by name), a
    button. A single click never plays."""
    board = scene.board
    source = command.source
    in_pile = scene._pile_commands(source) if source is not None else []
    if source is not None and (
        not board.placed[source].visible or {c.source for c in in_pile} - {source}
    ):
        # the pile shows only its top card: a click on the pile offers its cards by name
        click(app, board.placed[source].rect.center)
        return
    if source is not None:
        start = _grab_point(scene, source)
        if command.target is None:
            double_click(app, start)
            return
        if command.target.startswith("zone:"):
            end = board.geometry.zone_rects[command.target[5:]].center
        elif command.target.startswith("card:"):
            end = board.placed[int(command.target[5:])].rect.center
        else:
            raise AssertionError(f"no gesture for {command}")
        drag(app, start, end)
        return
    if command.target is not None and command.target.startswith("seat:"):
        double_click(app, scene.hud.seat_rects[int(command.target[5:])].center)
        return
    if command.target is not None and command.target.startswith("card:"):
        double_click(app, _grab_point(scene, int(command.target[5:])))  # a lit card
        return
    if command.target is not None and command.target.startswith("zone:"):
        double_click(app, board.geometry.zone_rects[command.target[5:]].center)
        return
    label = command_label(scene.session, command)
    button = next(b for b in scene.hud.action_buttons if b.label == label)
    click(app, button.rect.center)


def played(game: Game, command: Command, before: int) -> bool:
    """Whether `command`, or the same move with an identical card (a pile offers its hidden
    cards by name: two copies read the same), was played since `before` commands."""

    def same(a: Command, b: Command) -> bool:
        if a == b:
            return True
        if a.source is None or b.source is None:
            return False
        return (a.seat, a.kind, a.target, a.args) == (b.seat, b.kind, b.target, b.args) and (
            game.card_of(a.source) == game.card_of(b.source)  # ids a shuffle renamed too
        )

    return any(same(command, done) for done in game.commands[before:])


def _settle_menu(app: App, scene: TableScene, command: Command) -> None:
    """Several commands matched one gesture: pick ours from the small menu."""
    menu = app.scenes[-1]
    if isinstance(menu, ChoiceMenu):
        label = command_label(scene.session, command)
        button = next(b for b in menu.buttons if b.label == label)
        click(app, button.rect.center)


def play_to_the_end_by_mouse(
    app: App,
    scene: TableScene,
    pick: random.Random,
    moves: int,
    prefer: Callable[[Command], bool] = lambda command: True,
) -> list[Command]:
    """Seat 0 plays random legal moves by their gestures until the game ends (at most `moves`
    of them; the computer's turns do not count), among those `prefer` keeps when there are
    any. Returns the person's commands."""
    game = scene.game
    mine: list[Command] = []
    for _ in range(moves):
        wait_for_seat(app, game, 0)
        if game.result is not None:
            break
        options = [c for c in game.offered() if c.seat == 0]  # as the table offers them
        command = pick.choice([c for c in options if prefer(c)] or options)
        before = len(game.commands)
        _gesture(app, scene, command)
        _settle_menu(app, scene, command)
        # (in the simultaneous draft the computer may answer in the same frames)
        assert played(game, command, before), f"the gesture for {command} played nothing"
        mine.append(command)
    assert game.result is not None, "the game did not finish"
    return mine


@pytest.mark.parametrize(
    ("seed", "decks"),
    [
        (21, ("samurai", "vampires")),
        (5, ("vikings", "spectres")),
        (8, ("legends", "knights")),
        (13, ("defenders", "cavalry")),
        (2, ("vampires", "legends")),
        (7, ("defenders", "samurai", "vikings")),
    ],
)
def test_a_whole_game_against_the_computer_by_mouse(
    app: App, seed: int, decks: tuple[str, ...]
) -> None:
    seats = ("human",) + ("computer",) * (len(decks) - 1)
    game = tabletop.new_game("empyrean", seed=seed, decks=decks, seats=seats)
    # the gestures are under test, not the opponent: Easy answers at once
    scene = open_table(app, game, levels={s: "easy" for s in range(1, len(decks))})
    mine = play_to_the_end_by_mouse(app, scene, random.Random(seed), 3000)
    assert len(mine) > 20
    step(app, frames=2)
    assert type(app.scenes[-1]).__name__ == "GameOverScene"


def test_undo_and_redo_by_keys_against_the_computer(app: App) -> None:
    game = tabletop.new_game("empyrean", seed=3, seats=("human", "computer"))
    open_table(app, game)
    keep = next(c for c in game.legal() if c.seat == 0)
    game.play(keep)
    wait_for_seat(app, game, 0)
    after = game.fingerprint()
    step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
    assert keep not in game.commands
    step(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=pygame.KMOD_CTRL, unicode=""))
    assert game.fingerprint() == after


def test_a_whole_hot_seat_game_by_mouse_with_privacy_screens(app: App) -> None:
    """Hot-seat: when control passes between the two humans a privacy screen hides the hands
    until the next player clicks; the table always shows the seat in front of the screen."""
    from tabletop.ui.scenes.overlays import PrivacyScreen

    game = tabletop.new_game(
        "empyrean", seed=31, decks=("knights", "samurai"), seats=("human", "human")
    )
    scene = open_table(app, game)
    pick = random.Random(31)
    screens = 0
    for _ in range(3000):
        if game.result is not None:
            break
        privacy = app.scenes[-1]
        if isinstance(privacy, PrivacyScreen):
            screens += 1
            click(app, privacy.button.rect.center)
            continue
        viewer = scene.session.viewer
        assert viewer in game.to_act, "the table shows a seat that is not to act"
        options = [c for c in game.legal() if c.seat == viewer]
        command = pick.choice(options)
        before = len(game.commands)
        _gesture(app, scene, command)
        _settle_menu(app, scene, command)
        assert played(game, command, before), f"the gesture for {command} played nothing"
    assert game.result is not None
    assert screens > 10


@pytest.mark.parametrize("seed", [3, 4])
def test_a_whole_eoc_game_against_the_computer_by_mouse(app: App, seed: int) -> None:
    """EoC (issue 6, "Done when"): essence dragged onto a creature to pay it, a creature onto
    its target to attack, traps from hand when asked, all by mouse."""
    game = tabletop.new_game("eoc", seed=seed, seats=("human", "computer"))
    scene = open_table(app, game, levels={1: "easy"})

    def settled(command: Command) -> bool:
        # moving an attached essence to another creature (free in Preparation) is dragged
        # like any attach; a random player's love of it would only make the game long
        return not (command.kind == "attach" and game.state.cards[command.source or 0].attached_to)

    play_to_the_end_by_mouse(app, scene, random.Random(seed), 6000, settled)
