"""The Clash golden replay in saves/, and random games on every choice of three factions."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import tabletop
from tabletop.games.clash.cards import FACTIONS
from tests.games.clash.golden import NAME, SAVES, make
from tests.property.harness import playout


def test_golden_replay_reaches_the_saved_fingerprint() -> None:
    """Saves: loading replays every command and checks the final fingerprint."""
    path = SAVES / NAME
    saved = json.loads(path.read_text())
    game = tabletop.load_game(path)  # raises if the replay differs
    assert game.fingerprint() == saved["fingerprint"]
    assert game.result is not None and "damage" in game.result.reason
    assert max(game.result.scores) >= 55  # ended by the book's victory rule


def test_same_seed_and_bots_make_the_same_game() -> None:
    saved = json.loads((SAVES / NAME).read_text())
    assert make().fingerprint() == saved["fingerprint"]


@pytest.mark.parametrize("factions", list(itertools.combinations(FACTIONS, 3)))
def test_random_games_on_every_faction_choice(factions: tuple[str, ...], tmp_path: Path) -> None:
    """The property harness on each of the 20 choices of 3 factions (book, Setup)."""
    seed = FACTIONS.index(factions[0]) * 36 + len("".join(factions))
    game = playout("clash", seed, 2, ("medieval", "medieval"), tmp_path, {"factions": factions})
    assert game.result is not None and max(game.result.scores) >= 55
