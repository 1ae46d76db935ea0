"""Issue 19, point 2: the game never runs ahead of the player. Each computer move, each result
and each new phase is a banner (its cards lit) for a beat; the computer waits for it; N skips
ahead; the beat follows the computer speed setting."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.pacing import TITLE_ONLY_SHARE
from tabletop.ui.settings import Settings

from .conftest import click, drag, key, open_table, step
from .scenes import EOC_PREPARE, card, scenario


@pytest.fixture
def paced() -> Iterator[App]:
    application = App(settings=Settings(animation="off", computer_speed="normal"))
    yield application
    application.close()


def _words(app: App) -> str:
    scene = app.scenes[0]
    beat = scene.pacer.current  # type: ignore[attr-defined]
    return "" if beat is None else " ".join([beat.title, *beat.lines])


def test_results_and_computer_moves_wait_for_the_player(paced: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    [end] = [b for b in scene.hud.action_buttons if "End" in b.label]
    end.action()
    step(paced)
    assert "Attack Phase" in _words(paced)  # the new phase is shown
    imp, crab = card(game, "Ember Imp"), card(game, "Reef Crab")
    drag(paced, scene.board.placed[imp].rect.center, scene.board.placed[crab].rect.center)
    if game.state.decision is not None and game.state.decision.kind == "declare":
        key(paced, pygame.K_RETURN)  # confirm the attack
    words: list[str] = []

    def read_the_banners() -> None:
        while scene.pacer.busy and len(words) < 30:
            words.append(_words(paced))
            beat = scene.pacer.current
            assert beat is None or scene.look().news == frozenset(beat.cards)  # cards are lit
            before = len(game.commands)
            step(paced)
            assert len(game.commands) == before  # nobody moves while a banner shows
            key(paced, pygame.K_n)  # skip ahead

    read_the_banners()
    assert [c.kind for c in game.legal()] == ["end"]  # the turn waits for the player to end it
    key(paced, pygame.K_SPACE)
    step(paced)
    read_the_banners()
    text = " / ".join(words)
    assert "deal" in text, text  # the attack's result is on the table, not only in the log
    assert "Preparation Phase" in text, text  # then the computer's turn, beat by beat


def test_a_banner_stays_for_a_beat_then_goes(paced: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    [end] = [b for b in scene.hud.action_buttons if "End" in b.label]
    end.action()
    step(paced)
    assert scene.pacer.busy
    beat = scene.pacer.current
    assert beat is not None
    # a new phase and nothing more is read at a glance: half a beat (TITLE_ONLY_SHARE)
    stays = paced.settings.beat_seconds * (TITLE_ONLY_SHARE if beat.phase and not beat.lines else 1)
    for _ in range(int(stays / 0.1) - 2):
        paced.step(0.1, [])
    assert scene.pacer.busy
    for _ in range(4):
        paced.step(0.1, [])
    assert not scene.pacer.busy


def test_the_banner_takes_the_prompts_place_and_covers_no_table(paced: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    [end] = [b for b in scene.hud.action_buttons if "End" in b.label]
    end.action()
    step(paced)
    beat = scene.pacer.current
    assert beat is not None
    news = scene.hud.news_rect()
    assert scene.hud.bar.contains(news)  # in the bar at the top ...
    assert not news.colliderect(scene.board.geometry.table_rect)  # ... never over the table
    assert not news.colliderect(scene.hud.panel)
    paced.draw()
    before = len(scene.pacer.beats)
    click(paced, news.center)  # a click on it: next
    assert len(scene.pacer.beats) == before - 1


def test_the_board_shows_the_moment_the_banner_tells(paced: App) -> None:
    """The pictures agree with the words: while 'Clean-up' shows, Player 2 has not drawn yet;
    the draw appears with the banner of their turn; a click on the table jumps to now."""
    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    key(paced, pygame.K_SPACE)  # end Preparation
    while scene.pacer.busy:
        key(paced, pygame.K_n)
    key(paced, pygame.K_SPACE)  # end the turn: Clean-up, then Player 2's turn and draw
    step(paced)
    final = len(game.view(0).zone("p1.hand"))
    seen: list[tuple[str, int]] = []
    while scene.pacer.busy and len(seen) < 10:
        beat = scene.pacer.current
        assert beat is not None and scene.board.view is not None
        shown = game.view_after(0, beat.entry, beat.upto)
        assert scene.board.view.zones == shown.zones  # the board is at the beat's moment
        seen.append((beat.title, len(scene.board.view.zone("p1.hand"))))
        if len(seen) == 1:
            assert scene.showing_past
        key(paced, pygame.K_n)
    clean_up = [n for title, n in seen if "Clean-up" in title]
    turn = [n for title, n in seen if "Player 2's turn" in title]
    assert clean_up and turn, seen
    assert clean_up[0] == final - 1 and turn[0] == final  # the draw comes with its banner


def test_a_click_on_the_table_during_banners_jumps_to_now(paced: App) -> None:
    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    key(paced, pygame.K_SPACE)
    while scene.pacer.busy:
        key(paced, pygame.K_n)
    key(paced, pygame.K_SPACE)
    step(paced)
    assert scene.showing_past
    click(paced, scene.board.geometry.table_rect.center)
    assert not scene.pacer.busy and not scene.showing_past
    assert scene.board.view is not None
    assert scene.board.view.zones == game.view(0).zones


def test_the_bar_keeps_to_the_banners_moment(paced: App) -> None:
    """Issue 34, item 4: while a banner tells an earlier moment, the bar's shared values
    (Turn, Round) and the seats' values are those of that moment, not the next ones."""
    from tabletop.ui.hud import split_values

    game = scenario(EOC_PREPARE)
    scene = open_table(paced, game)
    [end] = [b for b in scene.hud.action_buttons if "End" in b.label]
    end.action()
    step(paced)
    key(paced, pygame.K_SPACE)  # no attack: end the turn; the computer's turn follows
    ahead = 0
    for _ in range(60):
        if not scene.pacer.busy:
            break
        if scene.showing_past:
            shown = split_values(scene.session, scene.board.view)
            assert (scene.hud.shared, scene.hud.seat_values) == shown
            ahead += split_values(scene.session)[0] != shown[0]
        step(paced)
        key(paced, pygame.K_n)
    assert ahead, "no banner told a moment whose turn differs from the present"


def test_a_computer_move_of_a_hidden_card_says_what_it_was(app: App) -> None:
    """Issue 34, item 4: a computer move that narrates nothing, of a card the player may not
    see (COE's setting a card aside), says what kind of move it was without naming the card,
    rather than only "Player 2 moves"."""
    from tabletop.engine.events import GameEnded, Narrated, PhaseBegan

    from .conftest import played

    game = played("coe", 40, seed=1)
    scene = open_table(app, game)
    said = []
    for entry in game.log:
        command = entry.command
        if command is None or command.seat != 1 or command.source is None:
            continue
        if any(isinstance(e, (Narrated, GameEnded, PhaseBegan)) for e in entry.events):
            continue
        view = scene.session.view()
        if command.source in view.cards and view.cards[command.source].card is not None:
            continue
        words = scene._entry_words(entry)
        card_id = game.card_of(command.source)
        assert card_id is not None
        name = scene.art.face(card_id).name
        assert name not in words and not words.endswith(" moves"), words
        said.append(words)
    assert said and all("a hidden card" in w for w in said), said


def test_a_long_computer_turn_is_told_within_its_time() -> None:
    """Issue 43: a Clash computer turn of fifteen activations took 25-30 s (1.6 s a banner).
    Each step is still told, but one seat's run of moves is shown within TURN_BEATS beats
    (4 s at the normal speed); after that the computer's pause drops too."""
    import tabletop
    from tabletop.engine.commands import Command
    from tabletop.engine.events import Narrated
    from tabletop.engine.game import LogEntry
    from tabletop.ui.pacing import QUICK_BEAT, TURN_BEATS, Pacer

    game = tabletop.new_game("tally", seed=1, seats=("human", "computer"))
    beat = 1.6
    pacer = Pacer()
    entries = [LogEntry(n, Command(1, "pick", n), (Narrated(f"step {n}"),)) for n in range(1, 16)]
    pacer.note(entries, game.names(0), 0, lambda entry: "a move", beat)
    assert len(pacer.beats) == 15  # every step told
    assert pacer.pause(0.7) == 0.7
    clock = 0.0
    while pacer.busy:
        pacer.update(0.016)
        clock += 0.016
    assert clock <= TURN_BEATS * beat + 2 * QUICK_BEAT  # about 4 s, where 15 beats took 24 s
    assert pacer.pause(0.7) == QUICK_BEAT  # the turn's time is spent: the rest goes quickly
    # the other seat's run starts a fresh budget, and a lone move keeps its full beat
    pacer.note(
        [LogEntry(16, Command(0, "pick", 1), (Narrated("mine"),))],
        game.names(1),
        1,
        lambda entry: "a move",
        beat,
    )
    assert pacer.pause(0.7) == 0.7
    clock = 0.0
    while pacer.busy:
        pacer.update(0.016)
        clock += 0.016
    assert abs(clock - beat) < 0.05


def test_the_computers_thinking_and_pauses_count_against_its_turn() -> None:
    """A turn's budget covers the computer's thinking and pauses too (issue 43: a Clash turn
    took 14 s at the normal pace when only the banners counted)."""
    from tabletop.ui.pacing import QUICK_BEAT, TURN_BEATS, Pacer

    pacer = Pacer()
    pacer.budget = TURN_BEATS * 1.6
    pacer.computer_thinks(1, 1.0)
    assert pacer.pause(0.7) == 0.7  # a second of thought: the pace is still as set
    pacer.computer_thinks(1, pacer.budget)
    assert pacer.pause(0.7) == QUICK_BEAT  # the turn's time is spent: the rest goes quickly
    pacer.computer_thinks(2, 0.1)  # another seat's run starts a fresh budget
    assert pacer.pause(0.7) == 0.7
