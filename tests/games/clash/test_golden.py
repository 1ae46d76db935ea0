"""The Clash golden replay in saves/, and random games on every choice of three factions."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.random_bot import play_out
from tabletop.games.clash.cards import FACTIONS
from tests.golden import SAVES, make
from tests.property.harness import playout

NAME = "clash-golden.json"


def _ended_by_victory(game: tabletop.Game) -> bool:
    """Book, "Victory": once a player has at least 55 Damage Points the end triggers (the
    `end_by` seat); the least total damage wins. The loser may end below 55: recovery in the
    other player's last turn lowers damage taken."""
    return game.result is not None and game.state.value("end_by") is not None


def test_golden_replay_reaches_the_saved_fingerprint() -> None:
    """Saves: loading replays every command and checks the final fingerprint."""
    path = SAVES / NAME
    saved = json.loads(path.read_text())
    game = tabletop.load_game(path)  # raises if the replay differs
    assert game.fingerprint() == saved["fingerprint"]
    assert game.result is not None and "damage" in game.result.reason
    assert _ended_by_victory(game)


def test_same_seed_and_bots_make_the_same_game() -> None:
    saved = json.loads((SAVES / NAME).read_text())
    assert make(NAME).fingerprint() == saved["fingerprint"]


#: two choices that cover the six factions, and two that mix them
HARNESS_CHOICES = [
    ("england", "france", "castile"),
    ("empire", "teutonic", "saracens"),
    ("england", "empire", "saracens"),
    ("france", "castile", "teutonic"),
]


@pytest.mark.parametrize("factions", HARNESS_CHOICES)
def test_the_property_harness_on_faction_choices(factions: tuple[str, ...], tmp_path: Path) -> None:
    """The property harness (invariants, undo, save, views) on choices covering all six."""
    seed = FACTIONS.index(factions[0]) * 36 + len("".join(factions))
    game = playout("clash", seed, 2, ("medieval", "medieval"), tmp_path, {"factions": factions})
    assert _ended_by_victory(game)


def test_random_games_end_by_the_victory_rule_on_every_faction_choice() -> None:
    """Each of the 20 choices of 3 factions (book, Setup) plays to the end the victory rule
    triggers at 55 damage."""
    for number, factions in enumerate(itertools.combinations(FACTIONS, 3)):
        game = tabletop.new_game(
            "clash", seed=number, seats=("computer",) * 2, options={"factions": factions}
        )
        commands = play_out(game, seed=number, max_commands=5_000)
        assert _ended_by_victory(game), factions
        assert commands < 5_000
