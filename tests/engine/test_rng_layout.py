"""The seeded generator and layout data."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine import rng
from tabletop.engine.errors import TabletopError
from tabletop.engine.layout import Layout
from tabletop.engine.registry import get_rules


def test_generator_is_deterministic_and_uniform_enough() -> None:
    state = rng.seed_state(42)
    counts = [0] * 6
    for _ in range(6000):
        state, value = rng.below(state, 6)
        counts[value] += 1
    assert all(850 < c < 1150 for c in counts)
    assert rng.shuffled(rng.seed_state(1), list(range(10))) == rng.shuffled(
        rng.seed_state(1), list(range(10))
    )
    _, order = rng.shuffled(rng.seed_state(1), list(range(10)))
    assert sorted(order) == list(range(10)) and order != list(range(10))


def test_below_rejects_zero() -> None:
    with pytest.raises(ValueError):
        rng.below(1, 0)


def test_layout_places_seat_zones_and_mirrors_turned_sides() -> None:
    layout = get_rules("tally").layout
    zones = layout.zones(2)
    assert zones["p0.hand"].owner == 0 and zones["p1.hand"].owner == 1
    assert zones["stack"].owner is None
    # seat 1 sits across the table: its side is turned, so its zones mirror seat 0's
    assert zones["p1.deck"].rect.x > zones["p0.deck"].rect.x
    assert zones["p1.deck"].rect.y < zones["p0.deck"].rect.y
    assert zones["p0.deck"].visibility == "hidden"
    assert set(layout.zones(3)) >= {"p2.hand", "p2.table"}


def test_bad_layout_is_explained(tmp_path: Path) -> None:
    path = tmp_path / "layout.yaml"
    path.write_text("table: {x: 0, y: 0, w: 10, h: 10}\nsides: {}\nzones: [{id: a}]\n")
    with pytest.raises(TabletopError, match="layout does not load"):
        Layout.load(path)
