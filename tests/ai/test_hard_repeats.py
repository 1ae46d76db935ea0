"""Hard at a fixed iteration budget repeats itself across the search's speed-ups (issue 46).

With an iteration budget the same seed and seat view always give the same command. The
positions below come from seeded games of Easy against Easy (the decisions with a choice
numbered `asked`, either seat's); the command Hard chose at each, with how many commands its
playouts played and how many positions its win finder met, were recorded from the code
before the cheap copy for search (`State.fork`, the sampler dealt once per view). Playing the
same random lines to the same ends gives the same counts: a copy that changed a playout, or
a sample dealt differently, would show. Rewrite tests/ai/hard_repeats.json with
`python -m tests.ai.test_hard_repeats` only where a game's rules or its bot hints change.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.ai.bots import make_bot
from tabletop.ai.hard import HardBot
from tabletop.engine.api import new_game
from tabletop.engine.seat import SeatView

RECORDED = Path(__file__).with_name("hard_repeats.json")
ITERATIONS = 48
BOT_SEED = 11
ASKED = (0, 2, 5, 9)
GAME_SEED = 3


def _positions(game_id: str, seed: int) -> Iterator[tuple[int, SeatView]]:
    game = new_game(game_id, seed=seed, players=2, seats=("computer",) * 2)
    easy = [make_bot("easy", seed), make_bot("easy", seed + 1)]
    asked = 0
    while game.result is None and asked <= max(ASKED):
        seat = game.to_act[0]
        view = game.seat_view(seat)
        if len(view.legal) > 1:
            if asked in ASKED:
                yield asked, view
            asked += 1
        game.play(easy[seat].decide(view))


def _choices(game_id: str) -> list[dict[str, Any]]:
    rows = []
    for asked, view in _positions(game_id, GAME_SEED):
        bot = HardBot(BOT_SEED, iterations=ITERATIONS)
        command = bot.decide(view)
        stats = bot.last
        rows.append(
            {
                "game": game_id,
                "seed": GAME_SEED,
                "asked": asked,
                "command": command.to_json(),
                "playout_commands": stats.playout_commands,
                "win_nodes": stats.win.nodes,
            }
        )
    return rows


def _recorded() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(RECORDED.read_text())
    return rows


@pytest.mark.parametrize("game_id", sorted({row["game"] for row in _recorded()}))
def test_hard_makes_the_recorded_choices(game_id: str) -> None:
    assert _choices(game_id) == [row for row in _recorded() if row["game"] == game_id]


if __name__ == "__main__":
    games = sorted({row["game"] for row in _recorded()})
    rows = [row for game_id in games for row in _choices(game_id)]
    RECORDED.write_text("[\n" + ",\n".join(" " + json.dumps(row) for row in rows) + "\n]\n")
