"""The EoC golden replay in saves/: a complete seeded game replays to the same fingerprint."""

from __future__ import annotations

import json

import tabletop
from tests.golden import SAVES, make

NAME = "eoc-golden.json"


def test_golden_replay_reaches_the_saved_fingerprint() -> None:
    """Saves: loading replays every command and checks the final fingerprint."""
    path = SAVES / NAME
    saved = json.loads(path.read_text())
    game = tabletop.load_game(path)  # raises if the replay differs
    assert game.fingerprint() == saved["fingerprint"]
    assert game.result is not None and "both stages" in game.result.reason


def test_same_seed_and_bots_make_the_same_game() -> None:
    """Randomness lives in the game state: the same seed and moves give the same game."""
    saved = json.loads((SAVES / NAME).read_text())
    assert make(NAME).fingerprint() == saved["fingerprint"]
