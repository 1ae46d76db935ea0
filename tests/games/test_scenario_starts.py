"""A scenario starts anywhere (issue 35, "Start anywhere"): `at: start` leaves the phase's
entry still to come (a COE Camp's draw up to the hand limit; UCG's Dawn, Draw...), `at:
inside` (the default) starts inside it as written."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop.engine.game import Game

COE_CAMP = """\
game: coe
sandbox: true  # twelve of a card: filler decks for the draw
seed: 5
phase: camp
priority: 0
values: {turn: 0, round: 2}
%s
zones:
  p0.c3: [{card: kael, label: ann-leader}]
  p1.c3: [{card: seraphine, label: ben-leader}]
  p0.deck: [%s]
  p1.deck: [%s]
"""

UCG_TURN = """\
game: ucg
seed: 3
phase: %s
%s
values: {turn: 0}
zones:
  p0.hand: [Ember Vein]
  p0.deck: [Ember Vein, Ember Vein, Ember Vein, Ember Vein]
  p1.deck: [Tide Spring, Tide Spring, Tide Spring, Tide Spring]
"""


def _coe(at: str) -> str:
    return COE_CAMP % (at, ", ".join(["Thornling"] * 12), ", ".join(["Frost Bolt"] * 12))


def _load(text: str, tmp_path: Path) -> Game:
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    return tabletop.load_scenario(path)


def test_a_coe_camp_at_its_start_still_draws(tmp_path: Path) -> None:
    """COE book, "Camp Phase": the player draws up to the hand limit of the party's size
    (README: "draw up to X": 10 for a party of one). Inside the Camp the draw is done."""
    inside = _load(_coe("at: inside"), tmp_path)
    assert inside.state.zone("p0.hand") == []
    start = _load(_coe("at: start"), tmp_path)
    assert len(start.state.zone("p0.hand")) == 10
    assert len(start.state.zone("p0.deck")) == 2


@pytest.mark.parametrize("phase", ["ready", "dawn", "draw"])
def test_a_ucg_turn_starts_in_any_phase_and_its_draw_is_still_to_come(
    phase: str, tmp_path: Path
) -> None:
    """README, UCG turn: Ready, Dawn, Draw (draw 1), Primary. A scenario in a phase before
    the Draw reaches the Primary Phase with the card drawn."""
    game = _load(UCG_TURN % (phase, ""), tmp_path)
    assert game.state.phase == "primary"
    assert len(game.state.zone("p0.hand")) == 2
    assert len(game.state.zone("p0.deck")) == 3


def test_a_ucg_primary_phase_at_its_start_or_inside(tmp_path: Path) -> None:
    inside = _load(UCG_TURN % ("primary", ""), tmp_path)
    start = _load(UCG_TURN % ("primary", "at: start"), tmp_path)
    for game in (inside, start):
        assert game.state.phase == "primary"
        assert len(game.state.zone("p0.hand")) == 1  # the Draw Phase is behind it


def test_a_bad_start_word_is_named(tmp_path: Path) -> None:
    with pytest.raises(tabletop.TabletopError, match="at"):
        _load(_coe("at: later"), tmp_path)
