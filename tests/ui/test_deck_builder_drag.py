"""Issue 18: a legal Empyrean mash-up deck built by dragging cards onto the deck, saved, and
played from New game; a deck line dragged out takes a copy out; an illegal deck is refused
with its reason."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from tabletop.cards.cardset import user_decks_root
from tabletop.engine.registry import get_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.deck_builder import DeckBuilderScene
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.table import TableScene

from .conftest import click, drag, key, pick_deck, step
from .deck_builder_steps import (
    cardset_copy,
    ctrl,
    deck_spot,
    drag_into_deck,
    erase,
    open_builder,
    pool_spot,
    set_filter,
    shown_pool,
    type_text,
)

# The book's mash-up template, written out here rather than read from the rules under test.
TEMPLATE = {1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1}


def _mixed_picks(scene: DeckBuilderScene, copies: int) -> list[str]:
    """`copies` cards of the pool on screen, taken from its book decks in turn."""
    cards = get_rules("empyrean").cardset.cards
    by_deck: dict[str, list[str]] = {}
    for card_id in shown_pool(scene):
        by_deck.setdefault(str(cards[card_id].deck), []).append(card_id)
    picks: list[str] = []
    while len(picks) < copies:
        for ids in by_deck.values():
            if ids and len(picks) < copies:
                picks.append(ids.pop(0))
    return picks


def _drag_a_mashup(app: App, scene: DeckBuilderScene, template: dict[int, int]) -> None:
    for cost, copies in template.items():
        set_filter(app, scene, "cost", str(cost))
        step(app)
        for card_id in _mixed_picks(scene, copies):
            drag_into_deck(app, scene, card_id)


def _name_the_deck(app: App, scene: DeckBuilderScene, name: str) -> None:
    key(app, pygame.K_TAB)
    erase(app, len(scene.name))
    type_text(app, name)


def test_a_mashup_dragged_together_saves_and_plays(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with cardset_copy("empyrean", tmp_path / "cardsets", monkeypatch):
        scene = open_builder(app, "empyrean")
        _drag_a_mashup(app, scene, TEMPLATE)
        cards = get_rules("empyrean").cardset.cards
        built = Counter(scene.counts)
        assert sum(built.values()) == 24
        by_cost = Counter({cost: 0 for cost in TEMPLATE})
        for card_id, copies in built.items():
            by_cost[cards[card_id].cost] += copies
        assert dict(by_cost) == TEMPLATE
        assert len({cards[c].deck for c in built}) > 1  # a mash-up: cards of several decks
        assert scene.problems() == []
        _name_the_deck(app, scene, "Dragged Mash")
        ctrl(app, pygame.K_s)
        assert scene.note.startswith("Saved deck-dragged-mash.yaml"), scene.note
        assert (user_decks_root() / "empyrean" / "deck-dragged-mash.yaml").is_file()

        new_game = NewGameScene(app)
        app.push(new_game)
        step(app)
        while new_game.game_field.value != "empyrean":
            click(app, new_game.game_field.rect.center)
        pick_deck(app, new_game, 0, "dragged-mash")
        click(app, new_game.start.rect.center)
        table = app.scenes[-1]
        assert isinstance(table, TableScene)
        state = table.game.state
        dealt = Counter(
            inst.card for inst in state.cards.values() if inst.owner == 0 and inst.card in cards
        )
        units = Counter({c: n for c, n in dealt.items() if cards[c].kind == "unit"})
        assert units == built


def test_a_deck_line_dragged_out_takes_one_copy_out(app: App) -> None:
    scene = open_builder(app, "empyrean")
    set_filter(app, scene, "cost", "2")
    step(app)
    first, second = shown_pool(scene)[:2]
    drag_into_deck(app, scene, first)
    drag_into_deck(app, scene, first)
    drag_into_deck(app, scene, second)
    drag(app, pool_spot(scene, second), scene.layout.pool.center)  # dropped on the pool: nothing
    assert scene.counts == Counter({first: 2, second: 1})
    drag(app, deck_spot(scene, first), scene.layout.deck.center)  # moved within the deck: kept
    assert scene.counts[first] == 2
    drag(app, deck_spot(scene, first), scene.layout.pool.center)
    assert scene.counts[first] == 1
    drag(app, deck_spot(scene, second), (5, app.size[1] // 2))  # anywhere off the deck
    assert second not in scene.counts
    step(app)
    assert [c for _, c in scene.deck_rects] == [first]


def test_an_illegal_mashup_is_refused_with_the_reason(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with cardset_copy("empyrean", tmp_path / "cardsets", monkeypatch) as root:
        scene = open_builder(app, "empyrean")
        _drag_a_mashup(app, scene, TEMPLATE | {1: 6, 2: 3})  # one 2-cost swapped for a 1-cost
        assert sum(scene.counts.values()) == 24
        _name_the_deck(app, scene, "Lopsided")
        ctrl(app, pygame.K_s)
        assert scene.note.startswith("Not saved: "), scene.note
        assert "1-cost (has 6)" in scene.note and "2-cost (has 3)" in scene.note
        assert "3-cost" not in scene.note
        assert not (root / "empyrean" / "deck-lopsided.yaml").exists()
