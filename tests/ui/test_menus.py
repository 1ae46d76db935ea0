"""Title menu, new game, settings, save and load, continue."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.engine.paths import autosave_path, saves_dir, settings_path
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.files import FilesScene
from tabletop.ui.scenes.menu import TitleMenu
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.table import TableScene

from .conftest import click, hotseat, key, open_table, step, top


def _button(scene: object, label: str) -> pygame.Rect:
    for button in scene.buttons:  # type: ignore[attr-defined]
        if button.label == label:
            return button.rect  # type: ignore[no-any-return]
    raise AssertionError(f"no button {label!r}")


def test_menu_starts_a_game(app: App) -> None:
    app.push(TitleMenu(app))
    step(app)
    click(app, _button(top(app), "New game").center)
    form = top(app)
    assert isinstance(form, NewGameScene)
    while form.info is not None and form.info.id != "tally":
        click(app, form.game_field.rect.center)
    click(app, form.seed_field.rect.center)
    for digit in "42":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    assert form.seat_fields[1].value == "normal"  # seat 2: the computer, at Normal
    while form.seat_fields[1].value != "human":
        click(app, form.seat_fields[1].rect.center)  # normal -> hard -> human
    click(app, form.undo_field.rect.center)  # unlimited -> strict
    click(app, form.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    config = table.game.config
    assert (config.game_id, config.seed, config.seats) == ("tally", 42, ("human", "human"))
    assert config.undo_policy == "strict"
    assert len(app.scenes) == 1


def test_save_and_load_by_keys(app: App) -> None:
    game = hotseat()
    scene = open_table(app, game)
    key(app, pygame.K_SPACE)  # seat 0 passes
    key(app, pygame.K_RETURN)  # privacy screen: seat 1 takes the screen
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saved = list(saves_dir().glob("tally-*.json"))
    assert len(saved) == 1, scene.message
    assert "Saved to" in scene.message
    fingerprint = game.fingerprint()
    key(app, pygame.K_o, pygame.KMOD_CTRL)
    files = top(app)
    assert isinstance(files, FilesScene)
    rect, entry = files.rows[0]
    assert entry.path == saved[0]
    click(app, rect.center)
    loaded = top(app)
    assert isinstance(loaded, TableScene) and loaded is not scene
    assert loaded.game.fingerprint() == fingerprint


def test_a_bad_save_shows_its_error(app: App) -> None:
    bad = saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True)
    bad.write_text("{not json", encoding="utf-8")
    app.push(FilesScene(app, "load"))
    step(app)
    files = top(app)
    assert isinstance(files, FilesScene)
    click(app, files.rows[0][0].center)
    dialog = top(app)
    assert isinstance(dialog, MessageDialog)
    assert "broken.json" in dialog.message
    key(app, pygame.K_RETURN)
    assert top(app) is files


def test_autosave_and_continue(app: App) -> None:
    game = hotseat()
    scene = open_table(app, game)
    key(app, pygame.K_SPACE)
    assert autosave_path().is_file()
    app.replace(TitleMenu(app))
    step(app)
    click(app, _button(top(app), "Continue").center)
    table = app.scenes[0]  # a hot-seat game: behind the privacy screen first
    assert type(top(app)).__name__ == "PrivacyScreen"
    assert isinstance(table, TableScene) and table is not scene
    assert table.game.fingerprint() == game.fingerprint()


def test_bad_autosave_is_kept_aside(app: App, home: Path) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "nonsense"}', encoding="utf-8")
    app.push(TitleMenu(app))
    step(app)
    click(app, _button(top(app), "Continue").center)
    dialog = top(app)
    assert isinstance(dialog, MessageDialog)
    assert "kept aside" in dialog.message
    assert not autosave_path().exists()
    aside = list(home.glob("autosave-broken-*.json"))
    assert len(aside) == 1 and "nonsense" in aside[0].read_text(encoding="utf-8")


def test_settings_are_saved(app: App) -> None:
    app.push(SettingsScene(app))
    step(app)
    scene = top(app)
    assert isinstance(scene, SettingsScene)
    click(app, scene.anim_field.rect.center)
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["animation"] == app.settings.animation != "off"
    click(app, scene.size_field.rect.center)
    assert app.size == app.settings.size != (1280, 720)


def test_f11_and_resize_keep_the_table_laid_out(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    scene = open_table(app, hotseat())
    step(app, pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    assert app.size == (1600, 900)
    assert scene.board.geometry.area.right < 1600 - 200
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen


def test_leaving_for_the_title_menu_asks_and_says_it_is_autosaved(app: App) -> None:
    """Issue 19, point 9: Esc, Title menu asks first; the game is saved for Continue."""
    from tabletop.ui.scenes.pause import PauseMenu

    open_table(app, hotseat())
    key(app, pygame.K_ESCAPE)
    menu = app.scenes[-1]
    assert isinstance(menu, PauseMenu)
    title = menu.title_button
    title.action()
    assert isinstance(app.scenes[-1], PauseMenu)  # not yet: it asks
    assert "Autosaved" in title.label
    title.action()
    assert isinstance(app.scenes[-1], TitleMenu)
    assert autosave_path().is_file()


def test_continue_of_a_hot_seat_game_starts_behind_the_privacy_screen(app: App) -> None:
    from tabletop.ui.scenes.overlays import PrivacyScreen

    game = hotseat()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    game.save(autosave_path())
    menu = TitleMenu(app)
    app.push(menu)
    menu.buttons[1].action()  # Continue
    step(app, frames=2)
    assert isinstance(app.scenes[-1], PrivacyScreen)


def test_the_title_and_its_buttons_do_not_touch(app: App) -> None:
    """At 1280x720 the subtitle ended 5 px above "New game", and a smaller window cut the title
    with it: the title, subtitle and buttons are one block, apart, inside the window."""
    menu = TitleMenu(app)
    for size in ((1280, 720), (1024, 640), (1920, 1080)):
        menu.resize(size)
        surface = pygame.Surface(size)
        menu.buttons = []  # the lettering alone: where does its ink end?
        menu.draw(surface)
        ink = pygame.mask.from_threshold(surface, theme.FELT_DARK, (1, 1, 1, 255))
        ink.invert()
        bottom = max(r.bottom for r in ink.get_bounding_rects())
        menu.resize(size)
        first = menu.buttons[0].rect
        assert bottom + 12 <= first.top, size
        assert menu.buttons[-1].rect.bottom <= size[1]


def test_f11_on_a_display_smaller_than_the_table_says_why_and_stays_windowed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Full screen takes the display's size; on one below the table's minimum the layouts
    would break, so F11 says why it stays in a window. (SDL's dummy display, 1024x768, holds
    the table's 1024x640: here the minimum is made larger than it.)"""
    monkeypatch.setattr("tabletop.ui.app.MIN_SIZE", (1280, 720))
    assert pygame.display.get_desktop_sizes()[0] < (1280, 720)
    open_table(app, hotseat())
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.size == app.settings.size
    assert "at least 1280×720" in app.toast


def test_a_game_option_reads_in_words() -> None:
    """EoC's new-game screen said "Damage: per_attack" and "Deck out: turn_draw": a choice
    shows its words, and the game still gets the value it names."""
    from tabletop.games.eoc.settings import EocOptions
    from tabletop.ui.scenes.new_game import option_fields, option_values

    fields = option_fields(EocOptions)
    assert fields["damage"].label == "Damage: per attack"
    assert fields["deck_out"].label == "Deck out: turn draw"
    assert option_values(fields)["damage"] == "per_attack"


def test_new_game_offers_the_game_chosen_last_time(app: App) -> None:
    """Issue 34, item 4: New game remembers the game started last (in the user's settings),
    in this window and the next."""
    from tabletop.ui.settings import load_settings

    app.push(NewGameScene(app))
    step(app)
    form = top(app)
    assert isinstance(form, NewGameScene)
    first = form.info
    click(app, form.game_field.rect.center)  # the next game
    chosen = form.info
    assert chosen is not None and chosen != first
    click(app, form.start.rect.center)
    assert isinstance(top(app), TableScene)
    assert load_settings().last_game == chosen.id
    app.push(NewGameScene(app))
    step(app)
    again = top(app)
    assert isinstance(again, NewGameScene) and again.info == chosen
    later = App(settings=load_settings())
    try:
        assert NewGameScene(later).info == chosen
    finally:
        later.close()


def test_the_esc_menu_centres_every_label_its_key_beside_it(app: App) -> None:
    """Issue 43: Save and Load (with their keys) stood at the left of the Esc menu while the
    other labels stood in the middle."""
    from tabletop.ui.scenes.pause import PauseMenu
    from tabletop.ui.text_boxes import TextBoxes

    scene = open_table(app, hotseat())
    menu = PauseMenu(app, scene)
    app.push(menu)
    step(app)
    for button in menu.buttons:
        boxes = TextBoxes(app.text)
        button.draw(app.screen, app.text, boxes)
        label = next(b for b in boxes.boxes if b.words == button.label)
        assert abs(label.ink.centerx - button.rect.centerx) <= 2, button.label
