"""The golden replays: complete seeded games kept in saves/ that must replay exactly.

Regenerate after a deliberate change to the rules or the cards (the save records the cardset's
content hash, so any card change makes the old file refuse to load, as designed):

    .venv/bin/python -m tests.games.empyrean.golden
"""

from __future__ import annotations

from pathlib import Path

import tabletop
from tabletop.ai.random_bot import play_out

SAVES = Path(__file__).resolve().parents[3] / "saves"
GOLDEN = {
    "empyrean-golden-2p.json": dict(seed=2026, decks=("samurai", "spectres"), players=2),
    "empyrean-golden-3p.json": dict(seed=9, decks=("knights", "vikings", "legends"), players=3),
}


def make(name: str) -> tabletop.Game:
    spec = GOLDEN[name]
    players = int(spec["players"])  # type: ignore[call-overload]
    game = tabletop.new_game(
        "empyrean",
        seed=int(spec["seed"]),  # type: ignore[call-overload]
        players=players,
        decks=spec["decks"],  # type: ignore[arg-type]
        seats=("computer",) * players,
    )
    play_out(game, seed=int(spec["seed"]))  # type: ignore[call-overload]
    return game


if __name__ == "__main__":
    for file_name in GOLDEN:
        game = make(file_name)
        game.save(SAVES / file_name)
        print(f"wrote saves/{file_name}: {len(game.commands)} commands, {game.result}")
