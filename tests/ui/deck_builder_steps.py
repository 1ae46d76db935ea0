"""Steps for the deck builder's tests: open it, find a card on screen, drag, type, and a copy
of a game's cardset to save decks into."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from tabletop.engine.paths import shipped_dir
from tabletop.engine.registry import game_ids, get_rules
from tabletop.games.base import CardGame
from tabletop.ui.app import App
from tabletop.ui.live_cards import install_cardset
from tabletop.ui.scenes.deck_builder import DeckBuilderScene

from .conftest import Pos, drag, key, step


@contextmanager
def cardset_copy(game_id: str, root: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The game's shipped cards copied under `root` and used as the cardsets folder; the game's
    cards as they were afterwards."""
    for other in game_ids():  # the other games keep the cards they loaded from the shipped set
        _ = get_rules(other).cardset
    shutil.copytree(shipped_dir("cardsets") / game_id, root / game_id)
    monkeypatch.setenv("TABLETOP_CARDSETS", str(root))
    rules = get_rules(game_id)
    assert isinstance(rules, CardGame)
    original = rules.cardset
    try:
        yield root
    finally:
        install_cardset(rules, original)


def open_builder(app: App, game_id: str) -> DeckBuilderScene:
    scene = DeckBuilderScene(app, game_id)
    app.push(scene)
    step(app)
    return scene


def pool_spot(scene: DeckBuilderScene, card_id: str) -> Pos:
    return next(rect.center for rect, c in scene.pool_rects if c == card_id)


def deck_spot(scene: DeckBuilderScene, card_id: str) -> Pos:
    return next(rect.center for rect, c in scene.deck_rects if c == card_id)


def shown_pool(scene: DeckBuilderScene) -> list[str]:
    return [c for _, c in scene.pool_rects]


def drag_into_deck(app: App, scene: DeckBuilderScene, card_id: str) -> None:
    drag(app, pool_spot(scene, card_id), scene.layout.deck.center)


def type_text(app: App, words: str) -> None:
    for char in words:
        key(app, pygame.K_a, unicode=char)


def erase(app: App, count: int) -> None:
    for _ in range(count):
        key(app, pygame.K_BACKSPACE)


def ctrl(app: App, code: int, shift: bool = False) -> None:
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    key(app, code, mod=mod)


def set_filter(app: App, scene: DeckBuilderScene, name: str, value: str) -> None:
    """Step filter `name` (Ctrl+1-4) with the keyboard until it reads `value`."""
    code = {"book": pygame.K_1, "cost": pygame.K_2, "type": pygame.K_3, "keyword": pygame.K_4}
    for _ in range(200):
        if getattr(scene.filter, name) == value:
            return
        ctrl(app, code[name])
    raise AssertionError(f"the {name} filter never offered {value!r}")
