"""The contract is declared and checked when a game loads (issue 30, "The contract, declared"):
every game declares every part, and a game that leaves one out is refused, naming the part."""

from __future__ import annotations

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import BotHints, CardLook, NotNeeded, contract_problems
from tabletop.engine.registry import GameLoadError
from tests.contract.conftest import GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_declares_every_part(game_id: str) -> None:
    rules = registry.get_rules(game_id)
    assert contract_problems(rules) == []
    assert isinstance(rules.bot_hints, BotHints | NotNeeded)
    assert isinstance(rules.card_look, CardLook | NotNeeded)
    for part in (rules.bot_hints, rules.card_look):
        if isinstance(part, NotNeeded):
            assert part.why.strip(), "a part not needed says why in one line"


def _without(part: str) -> object:
    tally = type(registry.get_rules("tally"))
    broken = type("Broken", (tally,), {"id": "broken"})
    setattr(broken, part, None)
    return broken()


@pytest.mark.parametrize("part", ["bot_hints", "card_look"])
def test_a_game_that_leaves_a_part_out_is_refused_naming_it(part: str) -> None:
    with pytest.raises(GameLoadError, match=f"declares no {part}"):
        registry.register(_without(part))  # type: ignore[arg-type]
    assert "broken" not in registry.game_ids()


def test_a_game_that_leaves_a_method_out_cannot_be_made() -> None:
    """deck_problems, face_info and sim_metrics are abstract: no silent default."""
    tally = type(registry.get_rules("tally"))
    for method in ("deck_problems", "face_info", "sim_metrics"):
        namespace = {"id": "broken", method: None}
        broken = type("Broken", (tally,), namespace)
        broken.__abstractmethods__ = frozenset({method})
        with pytest.raises(TypeError, match=method):
            broken()


def test_bad_hints_are_named() -> None:
    tally = type(registry.get_rules("tally"))

    def points(state: object, rules: object) -> list[float]:
        return [0.0, 0.0]

    bad = BotHints(
        points=points,
        scale=0,
        horizon="later",
        playout_depth=-1,
        override_z=-2,
        prior_samples=0,
    )
    broken = type("Broken", (tally,), {"id": "broken", "bot_hints": bad})
    problems = contract_problems(broken())
    assert any("scale 0" in p for p in problems)
    assert any("horizon 'later'" in p for p in problems)
    assert any("playout_depth -1" in p for p in problems)
    assert any("override_z -2" in p for p in problems)
    assert any("prior_samples 0" in p for p in problems)
