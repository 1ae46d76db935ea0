"""The COE golden replay: a complete seeded game kept in saves/ that must replay exactly.

Regenerate after a deliberate change to the rules or the cards (the save records the cardset's
content hash, so any card change makes the old file refuse to load, as designed):

    .venv/bin/python -m tests.games.coe.golden
"""

from __future__ import annotations

from pathlib import Path

import tabletop
from tabletop.ai.random_bot import play_out

SAVES = Path(__file__).resolve().parents[3] / "saves"
NAME = "coe-golden.json"
SEED = 1


def make() -> tabletop.Game:
    game = tabletop.new_game(
        "coe", seed=SEED, decks=("emberguard", "tidecallers"), seats=("computer",) * 2
    )
    play_out(game, seed=SEED)
    return game


if __name__ == "__main__":
    game = make()
    game.save(SAVES / NAME)
    print(f"wrote saves/{NAME}: {len(game.commands)} commands, {game.result}")
