"""`hard_playouts`: Hard's playouts (search iterations) a CPU-second, per game, at the match
budget and in the table's time box (issue 46).

Each game's first decisions with a choice (a seeded game of Easy against Easy, as
`hard_cores` takes them) are asked of Hard twice, decision by decision: at the budget the
strength runs and the simulator play (`MATCH_ITERATIONS` iterations, the same seed giving the
same move), and in the table's box (`TABLE_BOX_S`, on one core, so that the CPU time is this
process's). CPU time (`time.process_time`), not wall time: the figure is the rules' and the
search's speed, which more playouts in the same second make Hard's strength.
Run alone: `python -m tabletop.bench.hard_playouts [--quick]`.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from tabletop.ai.hard import HardBot
from tabletop.ai.strength import MATCH_DEPTH, MATCH_ITERATIONS
from tabletop.bench.hard_cores import decisions_of
from tabletop.engine.registry import game_ids
from tabletop.engine.seat import SeatView

#: Hard's time box at the table (ai/hard.py's default: a second a decision)
TABLE_BOX_S = 1.0


def _per_cpu_s(bot: HardBot, views: list[SeatView]) -> tuple[float, float]:
    """Playouts a CPU-second over `views`, and CPU seconds a decision."""
    playouts = 0
    cpu = 0.0
    for view in views:
        start = time.process_time()
        bot.decide(view)
        cpu += time.process_time() - start
        playouts += bot.last.iterations
    return (playouts / cpu if cpu else 0.0), cpu / max(len(views), 1)


def hard_playouts(game_id: str, box: float = TABLE_BOX_S, decisions: int = 3) -> dict[str, Any]:
    """One game's figures: playouts a CPU-second at the match budget and in a `box` second
    box, with the CPU seconds a decision takes at the budget."""
    views = decisions_of(game_id, decisions)
    at_budget, budget_cpu = _per_cpu_s(
        HardBot(0, iterations=MATCH_ITERATIONS, depth=MATCH_DEPTH, cores=1), views
    )
    in_box, _ = _per_cpu_s(HardBot(0, seconds=box, cores=1), views)
    return {
        "game": game_id,
        "decisions": len(views),
        "match_budget_iterations": MATCH_ITERATIONS,
        "playouts_per_cpu_s_at_budget": round(at_budget, 1),
        "cpu_s_per_decision_at_budget": round(budget_cpu, 4),
        "box_s": box,
        "playouts_per_cpu_s_in_box": round(in_box, 1),
    }


def bench_hard_playouts(quick: bool = False) -> list[dict[str, Any]]:
    """Every game's figures (`--quick`: a quarter-second box, two decisions)."""
    box, decisions = (0.25, 2) if quick else (TABLE_BOX_S, 3)
    return [hard_playouts(game_id, box, decisions) for game_id in game_ids()]


if __name__ == "__main__":
    print(json.dumps(bench_hard_playouts("--quick" in sys.argv[1:]), indent=1))
