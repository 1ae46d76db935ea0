"""Issue 35, "hold a position": with `hold: true` no decision closes by itself for a seat, so
a COE Camp with nothing but "end" left stays open, the next Camp's draw still to come."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop import ScenarioError
from tabletop.engine.loading import load_scenario_text

ROOT = Path(__file__).resolve().parents[2]
CAMP = ROOT / "saves" / "scenarios" / "coe" / "camp-held-open.yaml"


def _camp(hold: str) -> tabletop.Game:
    text = CAMP.read_text(encoding="utf-8").replace("hold: true", f"hold: {hold}")
    game: tabletop.Game = load_scenario_text(text, "camp.yaml")
    return game


def test_hold_keeps_a_camp_open_with_the_next_draw_still_to_come() -> None:
    game = tabletop.load_scenario(CAMP)
    assert (game.phase, game.to_act, game.turn) == ("camp", (0,), 0)
    assert [c.kind for c in game.legal()] == ["end"]  # nothing to build: only the way out
    assert game.zone("p1.hand") == () and len(game.zone("p1.deck")) == 8
    game.play(game.legal()[0])
    assert (game.phase, game.to_act) == ("main", (0,))  # Ann's Main is held open too
    assert game.zone("p1.hand") == ()
    game.play(game.legal()[0])
    assert (game.phase, game.to_act, game.turn) == ("camp", (1,), 1)
    assert len(game.zone("p1.hand")) > 0  # Ben's Camp drew when it began


def test_without_hold_the_camp_closes_by_itself() -> None:
    game = _camp("false")
    assert (game.phase, game.to_act) == ("camp", (1,))
    assert len(game.zone("p1.hand")) > 0


def test_hold_names_the_seats_it_holds() -> None:
    assert _camp("[0]").to_act == (0,)
    assert _camp("[1]").to_act == (1,)  # Ann's empty Camp and Main close; Ben is asked


def test_a_held_position_saves_and_loads(tmp_path: Path) -> None:
    game = tabletop.load_scenario(CAMP)
    game.play(game.legal()[0])
    game.save(tmp_path / "held.json")
    loaded = tabletop.load_game(tmp_path / "held.json")
    assert loaded.fingerprint() == game.fingerprint()
    assert (loaded.phase, loaded.to_act) == ("main", (0,))


@pytest.mark.parametrize(
    ("hold", "message"),
    [
        ("[0, 5]", r"camp\.yaml, line 10: hold must be true or name different seats from 0 to 1"),
        ("[0, 0]", r"line 10: hold must be true or name different seats"),
        ("often", r"line 10: hold must be true or false, or a list of seat numbers, not 'often'"),
    ],
)
def test_a_bad_hold_is_refused_with_its_line(hold: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        _camp(hold)
