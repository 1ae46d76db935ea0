"""Issue 18: Import and Export of the plain-text deck list ("4 Card Name" a line) from the deck
builder: a typed path, a round trip that gives the same deck, an atomic write, and a bad line
reported in one line naming the file and the line."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame

from tabletop.engine.registry import get_rules
from tabletop.ui.app import App
from tabletop.ui.deck_builder.deck_list_file import decks_dir
from tabletop.ui.scenes.deck_builder import DeckBuilderScene

from .conftest import click, key, step
from .deck_builder_steps import ctrl, erase, open_builder, type_text


def _give_path(app: App, scene: DeckBuilderScene, path: Path) -> None:
    """In the path field Import or Export opened: the path typed over the offered one, Enter."""
    assert scene.typing == "path"
    erase(app, len(scene.path_text))
    type_text(app, str(path))
    key(app, pygame.K_RETURN)


def test_export_then_import_gives_the_same_deck(app: App, tmp_path: Path) -> None:
    cardset = get_rules("eoc").cardset
    deck = Counter(cardset.decks["emberstorm"].cards)
    scene = open_builder(app, "eoc")
    scene.counts = Counter(deck)
    out = tmp_path / "lists" / "ember.txt"
    click(app, scene.export_button.rect.center)
    _give_path(app, scene, out)
    assert scene.note == f"Exported {sum(deck.values())} cards to {out}", scene.note
    assert sorted(p.name for p in out.parent.iterdir()) == ["ember.txt"]  # no temporary left
    lines = out.read_text(encoding="utf-8").splitlines()
    written = {line.split(" ", 1)[1]: int(line.split(" ", 1)[0]) for line in lines}
    assert written == {cardset.cards[c].name: n for c, n in deck.items()}

    again = open_builder(app, "eoc")
    ctrl(app, pygame.K_i)
    _give_path(app, again, out)
    assert again.note == f"Imported {sum(deck.values())} cards from ember.txt"
    assert again.counts == deck
    step(app)
    assert {c for _, c in again.deck_rects} <= set(deck)


def test_export_offers_the_users_deck_folder(app: App) -> None:
    scene = open_builder(app, "tally")
    scene.counts = Counter({"one": 2})
    ctrl(app, pygame.K_e)
    assert scene.path_text == str(decks_dir() / "my-deck.txt")
    key(app, pygame.K_RETURN)
    assert (decks_dir() / "my-deck.txt").read_text(encoding="utf-8") == "2 One\n"


def test_a_bad_line_is_named_by_file_and_line_and_nothing_is_imported(
    app: App, tmp_path: Path
) -> None:
    path = tmp_path / "broken.txt"
    path.write_text("4 One\n# a comment\n2 Sevens\n1 Six\n3 Nothing\n", encoding="utf-8")
    scene = open_builder(app, "tally")
    ctrl(app, pygame.K_i)
    _give_path(app, scene, path)
    assert scene.note == (
        f"Not imported: {path}, line 3: no card named 'Sevens' (and 1 more bad line)"
    )
    assert "\n" not in scene.note and not scene.counts


def test_a_missing_file_and_esc(app: App, tmp_path: Path) -> None:
    scene = open_builder(app, "tally")
    ctrl(app, pygame.K_i)
    key(app, pygame.K_ESCAPE)  # Esc leaves the path field, not the deck builder
    assert scene.typing == "search" and app.scenes[-1] is scene
    ctrl(app, pygame.K_i)
    _give_path(app, scene, tmp_path / "nowhere.txt")
    assert scene.note == f"Not imported: {tmp_path / 'nowhere.txt'}: No such file or directory"
