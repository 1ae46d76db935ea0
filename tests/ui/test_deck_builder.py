"""Issue 18, the deck builder: pick cards by clicking, search, a live check of the deck rules, an
illegal deck refused with its reason, a legal one saved (atomically, as a cardset deck file) and
played; the "4 Card Name" text list in and out."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import tabletop
from tabletop.engine.registry import get_rules
from tabletop.ui.app import App
from tabletop.ui.deck_file import export_text, import_text
from tabletop.ui.scenes.deck_builder import DeckBuilderScene

from .conftest import click, key, step
from .deck_builder_steps import cardset_copy, deck_spot, erase, open_builder, pool_spot, type_text


@pytest.fixture
def cardsets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with cardset_copy("tally", tmp_path / "cardsets", monkeypatch) as root:
        yield root


def test_build_save_and_play_a_deck_by_mouse(app: App, cardsets: Path, home: Path) -> None:
    """Issue 43: the deck is saved in the user data folder (never into the shipped cardsets,
    inside the installed package on a wheel install), and New game, print and simulate find it
    beside the shipped decks."""
    scene = open_builder(app, "tally")
    for card_id in ("one", "one", "six", "boost"):
        click(app, pool_spot(scene, card_id))
    assert scene.counts == Counter({"one": 2, "six": 1, "boost": 1})
    click(app, deck_spot(scene, "one"))  # a deck line takes one copy out
    assert scene.counts["one"] == 1
    key(app, pygame.K_TAB)  # to the deck's name
    erase(app, len("My deck"))
    type_text(app, "Test Run")
    click(app, scene.save_button.rect.center)
    assert scene.note.startswith("Saved deck-test-run.yaml"), scene.note
    saved = home / "decks" / "tally" / "deck-test-run.yaml"
    assert saved.is_file() and "one: 1" in saved.read_text(encoding="utf-8")
    assert not (cardsets / "tally" / "deck-test-run.yaml").exists()  # the cardsets untouched
    assert "test-run" in get_rules("tally").cardset.user_decks
    assert get_rules("tally").cardset.decks["test-run"].cards == {"one": 1, "six": 1, "boost": 1}
    game = tabletop.new_game("tally", seed=1, decks=("test-run", "odds"))
    assert game.state.cards  # the saved deck plays


def test_an_illegal_deck_shows_why_and_is_not_saved(app: App, tmp_path: Path) -> None:
    scene = open_builder(app, "eoc")
    first = scene.pool()[0]
    click(app, pool_spot(scene, first))
    problems = scene.problems()
    assert problems and problems == tabletop.check_deck("eoc", [first])
    click(app, scene.save_button.rect.center)
    assert scene.note == "Not saved: " + problems[0]


def test_search_narrows_the_pool(app: App) -> None:
    scene = open_builder(app, "tally")
    type_text(app, "bOOst")
    step(app)
    assert scene.pool() == ["boost"] and [c for _, c in scene.pool_rects] == ["boost"]


def test_deck_lists_go_out_and_back_as_text() -> None:
    cardset = get_rules("tally").cardset
    counts = Counter({"one": 4, "boost": 2})
    text = export_text(cardset, counts)
    assert text == "4 One\n2 Boost\n"
    back, problems = import_text(cardset, text + "\n# a note\n1x six\nThree\n3 Nothing\n")
    assert back == Counter({"one": 4, "boost": 2, "six": 1, "three": 1})
    assert problems == ["line 7: no card named 'Nothing'"]


def test_the_title_menu_opens_the_deck_builder(app: App) -> None:
    from tabletop.ui.scenes.menu import TitleMenu

    menu = TitleMenu(app)
    app.push(menu)
    step(app)
    button = next(b for b in menu.buttons if b.label == "Deck builder")
    click(app, button.rect.center)
    assert isinstance(app.scenes[-1], DeckBuilderScene)


def test_a_game_with_the_players_deck_replays_after_the_deck_changes(
    app: App, cardsets: Path, home: Path, tmp_path: Path
) -> None:
    """A player's deck (the user data folder) is theirs to change; a game saved with it keeps
    its cards, so the save replays as it was played (the cardset's hash leaves it out)."""
    from tabletop.ui.deck_file import save_deck

    save_deck("tally", "Mine", Counter({"one": 2, "six": 1}))
    game = tabletop.new_game("tally", seed=3, decks=("mine", "odds"), seats=("human", "human"))
    game.play(game.legal()[0])
    path = tmp_path / "with-mine.json"
    game.save(path)
    save_deck("tally", "Mine", Counter({"boost": 3}))  # the deck changed since
    again = tabletop.load_game(path)
    assert again.fingerprint() == game.fingerprint()
    assert again.config.deck_lists[0] == game.config.deck_lists[0]
