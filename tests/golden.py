"""The golden replays: complete seeded games kept in saves/ that must replay exactly.

Regenerate after a deliberate change to a game's rules or cards (a save records the cardset's
content hash, so any card change makes the old file refuse to load, as designed):

    .venv/bin/python -m tests.golden            # every game
    .venv/bin/python -m tests.golden coe eoc    # some games
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import tabletop
from tabletop.ai.random_bot import play_out

SAVES = Path(__file__).resolve().parents[1] / "saves"


@dataclass(frozen=True)
class Golden:
    game: str
    seed: int
    decks: tuple[str, ...] | None  # None: the game's default decks
    players: int = 2


GOLDEN = {
    "empyrean-golden-2p.json": Golden("empyrean", 2026, ("samurai", "spectres")),
    "empyrean-golden-3p.json": Golden("empyrean", 9, ("knights", "vikings", "legends"), 3),
    "clash-golden.json": Golden("clash", 1, None),
    "coe-golden.json": Golden("coe", 1, ("emberguard", "tidecallers")),
    "eoc-golden.json": Golden("eoc", 2, ("emberstorm", "tidegrove")),
    "ucg-golden.json": Golden("ucg", 1, ("emberguard", "tidecaller")),
}


def make(name: str) -> tabletop.Game:
    """The game of golden file `name`, played out again by the seeded random bots."""
    spec = GOLDEN[name]
    game = tabletop.new_game(
        spec.game,
        seed=spec.seed,
        players=spec.players,
        decks=spec.decks,
        seats=("computer",) * spec.players,
    )
    play_out(game, seed=spec.seed)
    return game


if __name__ == "__main__":
    wanted = set(sys.argv[1:])
    for file_name, spec in GOLDEN.items():
        if wanted and spec.game not in wanted:
            continue
        game = make(file_name)
        game.save(SAVES / file_name)
        print(f"wrote saves/{file_name}: {len(game.commands)} commands, {game.result}")
