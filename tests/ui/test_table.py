"""The table driven by synthetic mouse and key events: drag and drop, buttons, undo, privacy."""

from __future__ import annotations

import pygame

from tabletop.engine.commands import Command
from tabletop.ui.app import App
from tabletop.ui.scenes.overlays import ChoiceMenu, PrivacyScreen
from tabletop.ui.scenes.table import TableScene

from .conftest import click, double_click, drag, hotseat, key, open_table, step, top, wait_until


def _hand_card(scene: TableScene, seat: int = 0) -> int:
    """A card of the seat's hand that some legal command plays."""
    plays = [c for c in scene.game.legal() if c.seat == seat and c.kind == "play"]
    assert plays
    source = plays[0].source
    assert source is not None
    return source


def _centre(scene: TableScene, iid: int) -> tuple[int, int]:
    return scene.board.placed[iid].rect.center


def _zone_centre(scene: TableScene, zone: str) -> tuple[int, int]:
    return scene.board.geometry.zone_rects[zone].center


def test_drag_and_drop_plays_the_matching_command(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.table"))
    assert scene.game.state.where[iid] == "p0.table"
    assert scene.game.log[-1].command == Command(0, "play", iid, "zone:p0.table")


def test_illegal_drop_glides_back_with_the_reason(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    before = len(scene.game.log)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.discard"))
    assert len(scene.game.log) == before
    assert scene.game.state.where[iid] == "p0.hand"
    assert scene.message_error
    assert "cannot go there" in scene.message


def test_pass_button_and_space(app: App) -> None:
    scene = open_table(app, hotseat())
    [button] = scene.hud.action_buttons
    assert button.label == "Pass"
    click(app, button.rect.center)
    assert scene.game.log[-1].command == Command(0, "pass")
    # the other human takes the screen, then passes with the keyboard
    assert isinstance(top(app), PrivacyScreen)
    key(app, pygame.K_RETURN)
    assert scene.session.viewer == 1
    key(app, pygame.K_SPACE)
    assert scene.game.log[-1].command == Command(1, "pass")


def test_undo_and_redo_keys(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.table"))
    fingerprint = scene.game.fingerprint()
    assert isinstance(top(app), PrivacyScreen)  # Ctrl+Z there takes the move back
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert top(app) is scene
    assert len(scene.game.log) == 1 and scene.game.state.where[iid] == "p0.hand"
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.game.fingerprint() == fingerprint
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert top(app) is scene
    key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert scene.game.fingerprint() == fingerprint
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert "Nothing to undo" in scene.message


def test_privacy_screen_between_two_humans(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.table"))
    assert isinstance(top(app), PrivacyScreen)
    assert scene.session.viewer == 0
    app.draw()  # the privacy screen hides the whole table: no card is drawn
    colour = app.screen.get_at((app.size[0] // 2, app.size[1] - 30))
    assert (colour.r, colour.g, colour.b) == (20, 54, 42)
    click(app, top(app).button.rect.center)  # type: ignore[attr-defined]
    assert top(app) is scene
    assert scene.session.viewer == 1
    # seat 1's own zones are now at the bottom of the screen
    mine = scene.board.geometry.zone_rects["p1.hand"]
    theirs = scene.board.geometry.zone_rects["p0.hand"]
    assert mine.y > theirs.y
    view = scene.board.view
    assert view is not None and view.seat == 1
    assert all(view.cards[i].card is None for i in view.zone("p0.hand"))


def test_computer_moves_after_the_human(app: App) -> None:
    import tabletop

    game = tabletop.new_game("tally", seed=3, seats=("human", "computer"))
    scene = open_table(app, game)
    wait_until(app, lambda: any(e.command is not None and e.command.seat == 1 for e in game.log))
    assert scene.session.viewer == 0


def test_several_matching_commands_open_a_menu(app: App) -> None:
    scene = open_table(app, hotseat())
    commands = [Command(0, "pass"), Command(0, "play", _hand_card(scene), "zone:p0.table")]
    scene._choose(commands, (300, 300))
    menu = top(app)
    assert isinstance(menu, ChoiceMenu)
    click(app, menu.buttons[1].rect.center)
    assert scene.game.log[-1].command == commands[1]


def test_a_click_picks_and_never_plays(app: App) -> None:
    """Issue 19, point 3: a click picks a card (its places light up, nothing is played); a
    click on a lit place plays it there; a double click plays a card's only move."""
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    click(app, _centre(scene, iid))
    assert len(scene.game.log) == 1  # nothing played
    assert scene.selection.card == iid
    look = scene.look()
    assert look.picked == iid and "zone:p0.table" in look.targets
    key(app, pygame.K_ESCAPE)  # puts it down
    assert scene.selection.card is None and top(app) is scene
    assert not scene.look().targets  # nothing lit while nothing is picked
    click(app, _zone_centre(scene, "p0.table"))  # an empty zone with nothing picked
    assert len(scene.game.log) == 1
    click(app, _centre(scene, iid))
    click(app, _zone_centre(scene, "p0.table"))
    assert scene.game.log[-1].command == Command(0, "play", iid, "zone:p0.table")


def test_a_double_click_plays_a_cards_only_move(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    double_click(app, _centre(scene, iid))
    assert scene.game.log[-1].command == Command(0, "play", iid, "zone:p0.table")


def test_log_panel_click_goes_back(app: App) -> None:
    scene = open_table(app, hotseat())
    iid = _hand_card(scene)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.table"))
    key(app, pygame.K_RETURN)  # privacy: seat 1 takes the screen
    key(app, pygame.K_l)
    assert scene.log_open
    row = next(i for i, r in enumerate(scene.log.rows) if r[0] == 1)
    start, _ = scene.log._visible()
    y = scene.log.rect.y + 36 + (row - start) * 20 + 10
    click(app, (scene.log.rect.x + 100, y))
    assert len(scene.game.log) == 1
    assert scene.game.can_redo()


def test_log_panel_folds_a_gateway_into_the_move_it_opened(app: App) -> None:
    """EoC's "Move an Essence" only opens the essence moves (architecture, "Gateways"): the
    log shows the move, not a line for the gateway, and a click on the move's line takes both
    back."""
    import tabletop
    from tabletop.ai.random_bot import RandomBot

    game = tabletop.new_game("eoc", seed=3, seats=("human", "human"))
    bot = RandomBot(1)
    while not any(c.kind == "arrange" for c in game.legal()) or len(game.log) < 30:
        game.play(bot.choose(game, game.to_act[0]))
    [gateway] = [c for c in game.legal() if c.kind == "arrange"]
    game.play_offered(game.through(gateway)[0])
    moved = len(game.log) - 1  # the move's entry; the gateway's is the one before it
    assert game.log[moved - 1].command == gateway
    scene = open_table(app, game)
    scene.toggle_log()
    step(app)
    numbers = {row[0] for row in scene.log.rows}
    assert moved in numbers and moved - 1 not in numbers
    assert moved - 2 in numbers
    # decisions are counted as a player makes them: the gateway and its move are one
    gateways = sum(1 for e in game.log if e.command is not None and e.command.kind == "arrange")
    assert scene.log.numbers[moved] == moved - gateways
    assert scene.log.numbers[moved - 2] == moved - gateways - 1
    row = next(i for i, r in enumerate(scene.log.rows) if r[0] == moved)
    start, _ = scene.log._visible()
    y = scene.log.rect.y + 36 + (row - start) * 20 + 10
    click(app, (scene.log.rect.x + 100, y))
    assert len(game.log) == moved - 1  # the move and its gateway are both taken back
    assert scene.message.startswith(f"Back to decision {moved - gateways} (")
    assert "against the computer" not in scene.message


def test_right_click_inspects_a_pile(app: App) -> None:
    from tabletop.ui.scenes.inspect import InspectScene

    scene = open_table(app, hotseat())
    click(app, _zone_centre(scene, "p0.deck"), button=3)
    inspect = top(app)
    assert isinstance(inspect, InspectScene)
    assert len(inspect.cards) == len(scene.game.state.zone("p0.deck"))
    assert all(c.card is None for c in inspect.cards)  # a hidden deck shows only backs
    key(app, pygame.K_ESCAPE)
    assert top(app) is scene


def test_sandbox_drag_moves_any_card(app: App) -> None:
    scene = open_table(app, hotseat())
    key(app, pygame.K_b)
    assert scene.sandbox
    iid = _hand_card(scene)
    drag(app, _centre(scene, iid), _zone_centre(scene, "p0.discard"))
    assert scene.game.state.where[iid] == "p0.discard"
    assert scene.game.log[-1].command == Command(0, "sandbox.move", iid, "zone:p0.discard")


def test_game_over_screen(app: App) -> None:
    import tabletop
    from tabletop.ai.random_bot import play_out
    from tabletop.ui.scenes.game_over import GameOverScene

    game = tabletop.new_game("tally", seed=5, seats=("human", "human"), options={"rounds": 1})
    play_out(game, seed=5)
    open_table(app, game)
    step(app)
    over = top(app)
    assert isinstance(over, GameOverScene)
    assert "won" in over.lines()[0] or "draw" in over.lines()[0]
    click(app, over.buttons[1].rect.center)  # save replay
    assert "Replay saved" in over.note


def test_a_played_card_glides_from_where_it_was_dropped() -> None:
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    app = App(settings=Settings(animation="normal", computer_speed="instant"))
    try:
        scene = open_table(app, hotseat())
        iid = _hand_card(scene)
        drag(app, _centre(scene, iid), _zone_centre(scene, "p0.table"))
        assert scene.game.state.where[iid] == "p0.table"
        key(app, pygame.K_RETURN)  # privacy: the other seat takes the screen
        scene.animator.retarget(scene.board.set_view(scene.session.view()))
        target = scene.board.placed[iid].rect
        scene.animator.launch(iid, target.move(200, 0))
        assert iid in scene.animator.moving
        step(app, frames=20)
        assert not scene.animator.busy
    finally:
        app.close()


def test_run_opens_the_table_and_quits() -> None:
    from tabletop.ui.app import run

    pygame.display.init()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert run(game=hotseat(), size=(1280, 720)) == 0


def test_the_wheel_reaches_every_card_of_a_long_pile_and_no_further(app: App) -> None:
    """Inspect on a 50-card EoC deck at 1280x720 shows about half of it at once: it says which
    cards are on show, the wheel brings each of the others into view, and stops at the last."""
    import tabletop
    from tabletop.ui.scenes.inspect import InspectScene

    game = tabletop.new_game("eoc", seed=3, seats=("human", "human"))
    scene = open_table(app, game)
    click(app, _zone_centre(scene, "p0.deck"), button=3)
    inspect = top(app)
    assert isinstance(inspect, InspectScene)
    total = len(game.state.zone("p0.deck"))
    first, count = inspect.shown()
    assert first == 0 and count < total
    seen = set(range(first, first + count))
    for _ in range(total):
        step(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        first, count = inspect.shown()
        seen |= set(range(first, first + count))
    assert seen == set(range(total))
    assert first + count == total  # the last card ends the last window: no empty page


def test_inspect_says_a_card_in_your_hand_is_face_down_but_seen_by_you() -> None:
    """A card in hand lies face down (the others see its back), yet its owner reads it: Inspect
    said only "Face down" beside the face it showed."""
    from tabletop.ui.cards import CardArt
    from tabletop.ui.scenes.inspect import card_details

    game = hotseat()
    mine, theirs = game.view(0), game.view(1)
    iid = mine.zone("p0.hand")[0]
    art = CardArt(game.rules)
    names = game.config.names
    assert not mine.cards[iid].face_up
    assert "Face down (you see its face)" in card_details(mine.cards[iid], art, names, "Hand")
    assert "Face down" in card_details(theirs.cards[iid], art, names, "Hand")


def test_a_message_covers_neither_your_hand_nor_the_tables_edge(app: App) -> None:
    """A refusal's message lay over the viewer's own hand (the cards they were about to try
    again) and, in EoC, ran past the felt: it lies on the table, clear of the viewer's hand."""
    import tabletop

    game = tabletop.new_game("eoc", seed=3, seats=("human", "computer"))
    scene = open_table(app, game)
    scene.say("Volt Lancer costs 2 (2 Energy); your Essence Pool has 1 Gray. " * 3, error=True)
    pill = scene._draw_message(app.screen)
    geometry = scene.board.geometry
    assert geometry.table_rect.contains(pill)
    assert not pill.colliderect(geometry.zone_rects["p0.hand"])


def test_the_end_of_a_game_says_what_its_numbers_count(app: App) -> None:
    """UCG's game over said "Player 1: 0 / Player 2: 17"; the numbers are the cards left in
    each deck (what a UCG game is fought over), and the end says so."""
    import tabletop
    from tabletop.ai.random_bot import play_out
    from tabletop.ui.scenes.game_over import GameOverScene

    game = tabletop.new_game("ucg", seed=2, seats=("human", "human"))
    play_out(game, seed=2)
    open_table(app, game)
    step(app)
    over = top(app)
    assert isinstance(over, GameOverScene)
    for seat, name in enumerate(game.config.names):
        left = len(game.state.zone(f"p{seat}.deck"))
        verdict = {"win": "won", "draw": "drew", "loss": "lost"}[game.result.verdict(seat)]
        assert f"{name}: {verdict}, cards left in the deck: {left}" in over.lines()


def test_a_still_table_is_idle_and_a_moving_one_is_not(app: App) -> None:
    """Issue 43: the app waits for events on a still screen (ui/app.py's loop); the table says
    when nothing moves: not while the computer is to act, a card glides or a message shows."""
    import tabletop

    still = open_table(app, tabletop.new_game("tally", seed=1, seats=("human", "human")))
    step(app)
    step(app)
    assert still.idle() and app.idle()
    still.say("a message")
    assert not still.idle() and not app.idle()
    thinking = open_table(app, tabletop.new_game("tally", seed=1, seats=("computer", "human")))
    assert thinking.session.computer_to_act() is not None and not thinking.idle()


def test_a_computers_decision_is_told_in_the_third_person() -> None:
    """Issue 43: prompts addressed to "you" were shown while the computer paid (COE, EoC)."""
    import tabletop
    from tabletop.ui.bot import BotRunner
    from tabletop.ui.hud import Hud
    from tabletop.ui.session import Session

    game = tabletop.new_game("eoc", seed=1, seats=("computer", "computer"))
    words = Hud._prompt_words(Session(game, bot=BotRunner(), autosave=False))
    seat = game.to_act[0]
    assert words.startswith(f"{game.config.names[seat]} (computer) is deciding")
    assert game.prompt not in words  # the seat's own instructions are not shown as the bar's
