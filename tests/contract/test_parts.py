"""The contract is declared and checked when a game loads (issue 30, "The contract, declared"):
every game declares every part, and a game that leaves one out is refused, naming the part."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import contract_problems
from tabletop.engine.parts import BotHints, CardLook, NotNeeded
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
    with pytest.raises(GameLoadError, match=f"no {part}: give {part} = "):
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


@pytest.mark.parametrize(
    ("base", "change", "named"),
    [
        ("tally", {"flow": None}, "rules (read by the engine): no legal: give flow = Flow()"),
        ("tally", {"turn_order": None}, "rules (read by the engine): no turn_order"),
        (
            "tally",
            {"package_dir": Path("/nonexistent")},
            "table (read by the table, the printer, the deck builder): no layout: "
            "give layout.yaml in package_dir",
        ),
        (
            "clash",
            {"faces": None},
            "table (read by the table, the printer, the deck builder): no "
            "face_info: give faces = <the faces module>",
        ),
        ("tally", {"options_model": None}, "options (read by New game, the command line, saves)"),
    ],
)
def test_a_plugin_without_a_required_part_is_refused_naming_the_part(
    base: str, change: dict[str, object], named: str
) -> None:
    """Issue 44: the registration report names the part, who reads it, and what to give; a
    sixth game is written by filling in what it asks for."""
    kind = type(registry.get_rules(base))
    broken = type("Broken", (kind,), {"id": "broken", **change})
    with pytest.raises(GameLoadError) as refused:
        registry.register(broken())  # type: ignore[arg-type]
    assert named in str(refused.value)
    assert "broken" not in registry.game_ids()


def test_a_declared_absence_is_said_with_what_it_means() -> None:
    """NotNeeded is never a silent default: the report says what the app does without it."""
    from tabletop.engine.contract import absences

    said = absences(registry.get_rules("tally"))
    assert said == [
        "card_look: not needed (a test game: its cards are drawn in the neutral style); "
        "its cards are drawn in the neutral style (render/style.py)"
    ]
    assert all(absences(registry.get_rules(g)) == [] for g in GAMES if g != "tally")
