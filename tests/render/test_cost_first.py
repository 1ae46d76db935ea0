"""Issue 30, "A card's corner shows the wrong number": every card shows first the number a
player acts on (the price to buy it, the cost to play it) where the game has one, on screen at
every size the table uses and on paper; when room is short, the cost is the last thing dropped.

Before, a Clash market card at the table's size lost its cost disc (set below the readable
minimum, it was left out) while its stat pills stayed: Moat showed its defence 3 where a buyer
looks for its price 4, and an Empyrean hand card showed its might in place of its cost.

Parametrized over every registered game and every card whose face has a cost, at the smallest
size the table draws hand and market cards (its smallest window, the log shut and open) and at
every print size.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

import tabletop
from tabletop.engine.registry import game_ids, get_rules
from tabletop.render.face import CardFace
from tabletop.render.geometry import (
    CARD_SIZES,
    MIN_SCREEN_TEXT_PX,
    Canvas,
    print_canvas,
    screen_canvas,
)
from tabletop.render.layout import FaceLayout, layout_face
from tabletop.render.sources import card_face
from tabletop.render.style import style_for

#: print sizes: every preset card size at the print command's default and at a coarse dpi
PRINT: dict[str, Canvas] = {
    f"{name}@{dpi}": print_canvas(size, dpi)
    for name, size in CARD_SIZES.items()
    for dpi in (300, 96)
}


def _is_hand_or_market(zone_id: str) -> bool:
    """A seat's hand, or a card of a shared market (the cards a player plays or buys)."""
    return zone_id.rsplit(".", 1)[-1] == "hand" or zone_id.split(".", 1)[0] == "market"


@cache
def smallest_table_card(game_id: str, home: str) -> tuple[int, int]:
    """The smallest size the table draws a hand or market card of `game_id` at: its smallest
    window, with the log shut and open."""
    from tabletop.ui.app import App
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.settings import MIN_SIZE, Settings

    game = tabletop.new_game(game_id, seed=1)
    saved = os.environ.get("TABLETOP_HOME")
    os.environ["TABLETOP_HOME"] = home  # the app's settings and saves: not the user's
    app = App(settings=Settings(width=MIN_SIZE[0], height=MIN_SIZE[1], animation="off"))
    sizes: list[tuple[int, int]] = []
    try:
        scene = TableScene(app, game, autosave=False)
        app.push(scene)
        for _ in range(2):
            scene.sync(animate=False)
            app.draw()
            geometry = scene.board.geometry
            sizes += [geometry.card_size_in(z) for z in geometry.zones if _is_hand_or_market(z)]
            scene.toggle_log()
    finally:
        app.close()
        if saved is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = saved
    assert sizes, f"{game_id}: the table has no hand or market zone"
    return min(sizes, key=lambda s: s[0] * s[1])


def _cases() -> Iterator[tuple[str, str]]:
    for game in game_ids():
        rules = get_rules(game)
        for card_id in rules.cardset.cards:
            if rules.face_info(card_id).get("cost"):
                yield game, card_id


CASES = list(_cases())


def _keeps_the_cost(face: CardFace, lay: FaceLayout, where: str) -> None:
    assert lay.cost_circle is not None and lay.cost is not None, f"{where}: no cost disc"
    assert lay.cost.text == face.cost, f"{where}: the disc says {lay.cost.text!r}"
    assert not lay.cost.truncated
    assert lay.safe.contains(lay.cost_circle), f"{where}: the disc leaves the safe zone"
    # the disc's figure is as large as any other number on the face
    assert all(lay.cost.size_px >= min(s.value_px, MIN_SCREEN_TEXT_PX) for s in lay.stats)


def test_every_game_with_costs_is_checked() -> None:
    games = {game for game, _ in CASES}
    assert {"clash", "empyrean"} <= games


@pytest.mark.parametrize(("game", "card_id"), CASES, ids=[f"{g}/{c}" for g, c in CASES])
def test_the_cost_is_shown_at_the_tables_smallest_size_and_on_paper(
    game: str, card_id: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    rules = get_rules(game)
    face = card_face(rules, card_id)
    model_cost = getattr(rules.cardset.cards[card_id], "cost", None)
    if isinstance(model_cost, int):  # the disc is the card's cost, not another of its numbers
        assert face.cost == str(model_cost)
    home = str(tmp_path_factory.getbasetemp() / "home")
    w, h = smallest_table_card(game, home)
    canvases = {f"table {w}x{h}": screen_canvas(w, h), **PRINT}
    for where, canvas in canvases.items():
        lay = layout_face(face, canvas, style_for(face.game))
        _keeps_the_cost(face, lay, f"{game}/{card_id} at {where}")
        if canvas.dpi is None:
            assert lay.cost is not None and lay.cost.size_px >= MIN_SCREEN_TEXT_PX


@pytest.mark.parametrize("size", [(16, 22), (30, 42), (45, 63), (62, 87), (240, 336)])
def test_when_room_is_short_the_cost_is_the_last_thing_dropped(size: tuple[int, int]) -> None:
    """At any card size, if a face shows a number at all, its cost is among them."""
    rules = get_rules("clash")
    face = card_face(rules, "moat")
    lay = layout_face(face, screen_canvas(*size), style_for(face.game))
    assert lay.cost is not None and lay.cost.text == "4"  # Moat costs 4 (its defence is 3)
    assert lay.cost.size_px >= MIN_SCREEN_TEXT_PX


def test_smallest_table_card_is_the_table_size(tmp_path: Path) -> None:
    """The size checked is one the table really draws: a clash market card at 1280x720."""
    w, h = smallest_table_card("clash", str(tmp_path / "home"))
    assert 16 <= w <= 80 and 22 <= h <= 110
