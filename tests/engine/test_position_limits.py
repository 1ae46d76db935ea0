"""Issue 42, the position check: a scenario whose position its game's rules cannot hold is
refused with the file, the line, the card (or value) and the rule; `sandbox: true` lets it
load as written. Each game declares its limits once (`position_limits` of its rules)."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import ScenarioError
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.position_limits import (
    CopyLimit,
    PositionLimits,
    RequiredCard,
    ZoneLimit,
    position_problems,
)
from tabletop.engine.state import CardInstance, State

EMPYREAN = """\
game: empyrean
names: [Ann, Ben]
decks: [samurai, samurai]
battlefields: [frozen-pass, whispering-woods, starfall-ridge]
round: 4
essence: [5, 5]
first: 0
phase: deploy
zones:
  p1.hand: [ashigaru]
  p0.hand:
"""

EOC = """\
game: eoc
names: [Ann, Ben]
phase: attack
turn: 0
zones:
  p0.c1: [Volt Lancer]
  p1.c1: [Thorn Sprout]
"""

CLASH = """\
game: clash
names: [Ann, Ben]
turn: 0
first: 0
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
"""


def _refused(text: str, *parts: str) -> str:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(text, "position.yaml")
    message = str(err.value)
    assert "\n" not in message
    for part in parts:
        assert part in message, message
    return message


def test_more_copies_than_the_deck_holds_is_refused_on_the_card_line() -> None:
    # the Samurai deck has two Sohei: the third is named on its own line (line 12)
    text = EMPYREAN + "    - sohei\n    - sohei\n    - sohei\n"
    _refused(
        text,
        "position.yaml, line 14",
        "Ann holds 3 Sohei",
        "Deck Construction",
        "sandbox: true",
    )
    assert load_scenario_text(text.replace("phase:", "sandbox: true\nphase:"), "s.yaml")
    assert load_scenario_text(EMPYREAN + "    - sohei\n    - sohei\n", "ok.yaml")


def test_a_round_past_the_last_and_essence_past_the_round_are_refused() -> None:
    ok = EMPYREAN + "    - sohei\n"
    _refused(ok.replace("round: 4", "round: 11"), "value round is 11", "Round Phases")
    _refused(
        ok.replace("essence: [5, 5]", "essence: [12, 5]"),
        "line 6",
        "value essence.p0 is 12",
        "round + 1",
    )
    assert load_scenario_text(ok.replace("essence: [5, 5]", "essence: [11, 5]"), "ok.yaml")


def test_a_seat_without_its_vanquisher_is_refused() -> None:
    _refused(EOC, "Ann has no Vanquisher", "every deck has one Vanquisher")
    whole = EOC + "  p0.vanquisher: [pyra]\n  p1.vanquisher: [maris]\n"
    assert load_scenario_text(whole, "ok.yaml")
    five = whole + "  p0.deck: [Ember Imp, Ember Imp, Ember Imp, Ember Imp, Ember Imp]\n"
    _refused(five, "line 10", "Ann holds 5 Ember Imp", "up to 4 of a name")


def test_a_second_fortification_and_copies_past_the_box_are_refused() -> None:
    two_forts = CLASH + "  p0.fort: [Palisade, Watchtower]\n"
    _refused(two_forts, "line 8", "zone p0.fort holds 2 fortifications", "Watchtower")
    # the box has one Palisade: one for each seat is past it (the seats share the box)
    shared = CLASH + "  p0.fort: [Palisade]\n  p1.fort: [Palisade]\n"
    _refused(shared, "the table holds 2 Palisade", "every card is dealt from the box")
    assert load_scenario_text(CLASH + "  p0.fort: [Palisade]\n", "ok.yaml")


def test_the_engine_checks_only_what_a_game_declares() -> None:
    """A made-up game's limits on a hand-built state: each kind of problem is found, and a
    state within them has none."""
    state = State(players=2)
    cards = {1: ("a", 0, "p0.hand"), 2: ("a", 0, "p0.hand"), 3: ("a", 1, "p1.hand")}
    for iid, (card, owner, zone) in cards.items():
        state.cards[iid] = CardInstance(iid, card, owner)
        state.zones.setdefault(zone, []).append(iid)
        state.where[iid] = zone
    names = ["Ann", "Ben"]
    assert position_problems(state, PositionLimits(), str.upper, names) == []
    per_seat = PositionLimits(copies=CopyLimit(lambda _: 2, "two of a card"))
    assert position_problems(state, per_seat, str.upper, names) == []
    table = PositionLimits(copies=CopyLimit(lambda _: 2, "two in the box", shared=True))
    (problem,) = position_problems(state, table, str.upper, names)
    assert problem.message == "the table holds 3 A; two in the box (2 at most)"
    assert problem.iid == 3
    need = PositionLimits(required=(RequiredCard(lambda c: c == "b", "B card", "needs a B"),))
    found = position_problems(state, need, str.upper, names)
    assert [p.message for p in found] == [
        "Ann has no B card; needs a B",
        "Ben has no B card; needs a B",
    ]
    hand = PositionLimits(zones=(ZoneLimit("hand", 1, "one in hand"),))
    (full,) = position_problems(state, hand, str.upper, names)
    assert full.iid == 2 and "zone p0.hand holds 2 cards" in full.message


def test_a_second_card_in_a_slot_is_named_with_the_slot() -> None:
    text = "game: coe\nnames: [Ann, Ben]\nphase: battle\npriority: 0\nzones:\n"
    two = text + "  p0.c3: [kael]\n  p1.c3:\n    - seraphine\n    - orrin\n"
    _refused(two, "line 9", "zone p1.c3 holds at most 1 card", "'orrin' is one too many")


def test_a_party_past_ten_points_and_a_camp_past_three_units_are_refused() -> None:
    text = "game: coe\nnames: [Ann, Ben]\nphase: battle\npriority: 0\nzones:\n"
    # Tharos (6 points) and Aldric (6): a party worth 12
    heavy = text + "  p0.c3: [tharos]\n  p0.c4: [aldric]\n  p1.c3: [seraphine]\n"
    _refused(heavy, "line 7", "Ann's cards add up to 12 party points", "10 at most")
    camp = CLASH.replace(
        "  p0.camp: [Camp]", "  p0.camp: [Camp, Sergeant, Spearman, Archer, Pikeman, Swordsman]"
    )
    _refused(camp, "line 6", "zone p0.camp holds 4 garrisoned units", "Swordsman is one too many")
    three = CLASH.replace(
        "  p0.camp: [Camp]", "  p0.camp: [Camp, Sergeant, Spearman, Archer, Pikeman]"
    )
    assert load_scenario_text(three, "ok.yaml")
