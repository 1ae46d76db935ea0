"""Golden replays (issue 3): complete seeded games in saves/ replay to the same fingerprint."""

from __future__ import annotations

import json

import pytest

import tabletop
from tests.golden import GOLDEN, SAVES, make


@pytest.mark.parametrize("file_name", sorted(n for n, g in GOLDEN.items() if g.game == "empyrean"))
def test_golden_replay_reaches_the_saved_fingerprint(file_name: str) -> None:
    """Saves: loading replays every command and checks the final fingerprint."""
    path = SAVES / file_name
    saved = json.loads(path.read_text())
    game = tabletop.load_game(path)  # raises if the replay differs
    assert game.fingerprint() == saved["fingerprint"]
    assert game.result is not None, "the golden game is a complete game"


@pytest.mark.parametrize("file_name", sorted(n for n, g in GOLDEN.items() if g.game == "empyrean"))
def test_same_seed_and_bots_make_the_same_game(file_name: str) -> None:
    """Randomness lives in the game state: the same seed and moves give the same game."""
    saved = json.loads((SAVES / file_name).read_text())
    assert make(file_name).fingerprint() == saved["fingerprint"]
