"""Seat zone ids (engine/layout.py: a seat's zones are `p<seat>.<name>`)."""

from __future__ import annotations

from tabletop.engine.registry import get_rules
from tabletop.engine.zone_ids import name_of, seat_of


def test_a_seat_zone_gives_its_seat_and_its_name() -> None:
    assert seat_of("p0.hand") == 0 and name_of("p0.hand") == "hand"
    assert seat_of("p12.bf3") == 12 and name_of("p12.bf3") == "bf3"


def test_shared_zones_have_no_seat() -> None:
    for zone_id in ("stack", "market.f1", "bf2", "pool", "p", "px.hand", "p0"):
        assert seat_of(zone_id) is None, zone_id
    assert name_of("stack") == "stack" and name_of("market.f1") == "f1"


def test_every_zone_of_every_game_agrees_with_its_layout() -> None:
    """The layouts say which seat owns each zone: the id must say the same."""
    for game in ("empyrean", "eoc", "clash", "coe", "ucg", "tally"):
        layout = get_rules(game).layout
        for players in sorted({2, *layout.data.sides}):
            for zone_id, zone in layout.zones(players).items():
                assert seat_of(zone_id) == zone.owner, (game, zone_id)
