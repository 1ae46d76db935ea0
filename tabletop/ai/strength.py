"""Strength and speed of the bot levels: level-against-level matches, win rates with Wilson 95%
intervals, and Hard's speed (`tabletop bench --bots`, or `python -m tabletop.ai.strength`).

Matches swap the seats every other game and play each pairing of decks from both seats; a game
still running after `max_commands` counts as a draw. A draw scores half a win. The Hard bot
plays with an iteration budget here, so a run is exact to repeat (the same seeds, the same
games); its time box is for the table.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tabletop.ai.bots import Bot, make_bot
from tabletop.ai.bots import levels as bot_levels
from tabletop.ai.evaluate import PlayoutDepth
from tabletop.ai.hard import HardBot
from tabletop.ai.policy import policy_for
from tabletop.console.arguments import count, positive
from tabletop.engine import heap
from tabletop.engine.api import new_game, playable_decks
from tabletop.engine.outcome import Outcome, Verdict, wilson
from tabletop.engine.registry import game_ids, get_rules
from tabletop.engine.turn_order import CLOCKWISE

#: Hard's settings in matches: iterations a decision and playout depth (see ai/hard.py;
#: "game": the game's own, `PLAYOUT_DEPTH` in its evaluation module)
Depth = PlayoutDepth | Literal["game"]
MATCH_ITERATIONS = 60
MATCH_DEPTH: Depth = "game"
MAX_COMMANDS = 3_000


def build_bot(level: str, seed: int, iterations: int, depth: Depth) -> Bot:
    if level == "hard":
        return HardBot(seed, iterations=iterations, depth=depth)
    return make_bot(level, seed)


@dataclass
class Thought:
    """What one level's seat thought in a game: CPU seconds in `decide` at decisions with a
    choice (more than one command), how many, and Hard's search iterations in them."""

    cpu_s: float = 0.0
    choices: int = 0
    iterations: int = 0


@dataclass
class GameRecord:
    seed: int
    first_seat: int  # the seat of the first-named level
    result: Outcome | None  # None: no end within the command limit
    commands: int
    thought: tuple[Thought, Thought] | None = None  # per level, in the pairing's order


def play_game(
    game_id: str,
    levels: tuple[str, str],
    seed: int,
    first_seat: int,
    decks: tuple[str, ...] | None,
    iterations: int = MATCH_ITERATIONS,
    depth: Depth = MATCH_DEPTH,
    max_commands: int = MAX_COMMANDS,
) -> GameRecord:
    """One two-seat game: `levels[0]` plays `first_seat`, `levels[1]` the other seat."""
    game = new_game(game_id, seed=seed, players=2, decks=decks, seats=("computer",) * 2)
    seat_levels = [levels[1], levels[1]]
    seat_levels[first_seat] = levels[0]
    bots = [build_bot(lv, seed * 2 + s + 1, iterations, depth) for s, lv in enumerate(seat_levels)]
    thought = [Thought(), Thought()]  # by seat
    played = 0
    while game.result is None and played < max_commands:
        seat = game.to_act[0]
        view = game.seat_view(seat)
        bot = bots[seat]
        start = time.thread_time()
        command = bot.decide(view)
        if len(view.legal) > 1:
            spent = thought[seat]
            spent.cpu_s += time.thread_time() - start
            spent.choices += 1
            if isinstance(bot, HardBot):
                spent.iterations += bot.last.iterations
        game.play(command)
        played += 1
    mine = (thought[first_seat], thought[CLOCKWISE.next(first_seat, 2)])
    return GameRecord(seed, first_seat, game.result, played, mine)


def _pairings(game_id: str) -> list[tuple[str, ...] | None]:
    """Every pairing of the decks a table with the game's default options takes (not COE's
    50-card decks, nor mash-ups)."""
    decks = [d for d in playable_decks(get_rules(game_id)) if not d.startswith("mashup")]
    pairs: list[tuple[str, ...] | None] = list(itertools.product(decks, repeat=2))
    return pairs or [None]


def match(
    game_id: str,
    levels: tuple[str, str],
    games: int,
    first_seed: int = 0,
    iterations: int = MATCH_ITERATIONS,
    depth: Depth = MATCH_DEPTH,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """`games` games of levels[0] against levels[1]; its score, draws as halves."""
    pairings = _pairings(game_id)
    records: list[GameRecord] = []
    start = time.process_time()
    for n in range(first_seed, first_seed + games):
        decks = pairings[(n // 2) % len(pairings)]
        records.append(play_game(game_id, levels, n // 2, n % 2, decks, iterations, depth))
        heap.settle_once()  # the rules and cards are loaded (engine/heap.py)
        if progress is not None:
            score = sum(r.result.points(r.first_seat) for r in records if r.result)
            progress(
                f"{game_id} {levels[0]} v {levels[1]}: game {n - first_seed + 1}/{games}, "
                f"seed {n}, {levels[0]} {score:g}/{len(records)}"
            )
    return summarise(game_id, levels, records, time.process_time() - start, iterations, depth)


def verdict(record: GameRecord) -> Verdict | Literal["unfinished"]:
    """One game for the first-named level: its verdict, or no end within the command limit."""
    return "unfinished" if record.result is None else record.result.verdict(record.first_seat)


def summarise(
    game_id: str,
    levels: tuple[str, str],
    records: Sequence[GameRecord],
    cpu_s: float,
    iterations: int,
    depth: Depth,
) -> dict[str, Any]:
    verdicts = Counter(verdict(r) for r in records)
    wins, draws, unfinished = verdicts["win"], verdicts["draw"], verdicts["unfinished"]
    games = len(records)
    finished = games - unfinished  # a game with no end has no result to count (as simulate)
    score = sum(r.result.points(r.first_seat) for r in records if r.result is not None)
    low, high = wilson(score, finished)
    thinking = {}
    for side, level in enumerate(levels):
        spent = [r.thought[side] for r in records if r.thought is not None]
        cpu = sum(t.cpu_s for t in spent)
        choices = sum(t.choices for t in spent)
        figures: dict[str, Any] = {
            "cpu_s_per_decision": round(cpu / choices, 4) if choices else None,
            "decisions_per_game": round(choices / len(spent), 1) if spent else None,
        }
        if level == "hard":
            done = sum(t.iterations for t in spent)
            figures["playouts_per_s"] = round(done / cpu, 1) if cpu else None
        thinking[f"{level}{'' if levels[0] != levels[1] else side + 1}"] = figures
    return {
        "game": game_id,
        "pairing": f"{levels[0]} v {levels[1]}",
        "games": games,
        "wins": wins,
        "draws": draws,
        "unfinished": unfinished,
        "losses": verdicts["loss"],
        "score": score,
        "win_rate": round(score / finished, 3) if finished else None,
        "wilson95": [round(low, 3), round(high, 3)],
        "hard_iterations": iterations if "hard" in levels else None,
        "hard_depth": _depth_shown(game_id, depth) if "hard" in levels else None,
        "commands_per_game": round(sum(r.commands for r in records) / max(games, 1), 1),
        "think": thinking,
        "cpu_s": round(cpu_s, 1),
    }


def hard_speed(
    game_id: str, seconds: float = 1.0, decisions: int = 5, seed: int = 0
) -> dict[str, Any]:
    """How fast each level thinks, over the first `decisions` decisions with a choice of one
    seeded game: Hard under its time box plays the game (against Easy); at each of its
    decisions Hard at the match budget (MATCH_ITERATIONS), Normal and Easy are asked the same
    seat view, and each one's CPU time is taken. Hard's playouts (iterations) and playout
    commands are per CPU second of its time-boxed thinking."""
    game = new_game(game_id, seed=seed, players=2, seats=("computer",) * 2)
    timed = HardBot(seed, seconds=seconds)
    asked: dict[str, Bot] = {
        "hard_at_match_budget": HardBot(seed, iterations=MATCH_ITERATIONS, depth=MATCH_DEPTH),
        "normal": make_bot("normal", seed),
        "easy": make_bot("easy", seed),
    }
    opponent = make_bot("easy", seed + 1)
    cpu = dict.fromkeys(asked, 0.0)
    iterations = commands = made = 0
    think = 0.0
    played = 0
    while game.result is None and made < decisions and played < MAX_COMMANDS:
        seat = game.to_act[0]
        view = game.seat_view(seat)
        if seat == 0 and len(view.legal) > 1:
            start = time.process_time()
            command = timed.decide(view)
            think += time.process_time() - start
            iterations += timed.last.iterations
            commands += timed.last.playout_commands
            for name, bot in asked.items():
                start = time.process_time()
                bot.decide(view)
                cpu[name] += time.process_time() - start
            made += 1
        else:
            command = opponent.decide(view)
        game.play(command)
        played += 1
    budget_cpu = cpu["hard_at_match_budget"]
    return {
        "game": game_id,
        "decisions": made,
        "playouts_per_s": round(iterations / think, 1) if think else None,
        "playout_commands_per_s": round(commands / think, 1) if think else None,
        "decisions_per_s_at_match_budget": round(made / budget_cpu, 2) if budget_cpu else None,
        "match_budget_iterations": MATCH_ITERATIONS,
        "cpu_s_per_decision": {
            "hard_time_box": round(think / made, 6) if made else None,
            **{name: round(spent / made, 6) if made else None for name, spent in cpu.items()},
        },
    }


#: what `tabletop bench --bots --quick` leaves out, and where to find it
QUICK_LEAVES_OUT = (
    "no matches with --quick (a few games say nothing of strength): run `tabletop bench --bots`, "
    "or `python -m tabletop.ai.strength GAME hard:normal --games 200` for the recorded figures"
)


def run_bot_bench(
    quick: bool = False, progress: Callable[[str], None] | None = None
) -> dict[str, Any]:
    """`tabletop bench --bots`: how fast each level thinks in every game, and the two pairings
    per game (40 games each). With --quick, the speeds only, over fewer decisions: seconds,
    not minutes (the recorded win rates come from longer runs of `match`)."""
    say = progress or (lambda _msg: None)
    figures: dict[str, Any] = {"hard_speed": [], "matches": []}
    if quick:
        figures["matches_left_out"] = QUICK_LEAVES_OUT
    listed = [game_id for game_id in game_ids() if get_rules(game_id).listed]
    heap.deal_one_of_each(listed)  # then the heap as the table's worker has it
    heap.settle()
    for game_id in listed:
        say(f"{game_id}: how fast each level thinks")
        figures["hard_speed"].append(hard_speed(game_id, 0.5 if quick else 1.0, 2 if quick else 5))
        if quick:
            continue
        for levels in (("normal", "easy"), ("hard", "normal")):
            figures["matches"].append(match(game_id, levels, 40, progress=say))
    return figures


def _depth_shown(game_id: str, depth: Depth) -> int | str:
    """The playout depth a match ran at: a count or "end"."""
    if depth == "game":
        depth = policy_for(get_rules(game_id)).hints.playout_depth
    return "end" if depth is None else depth


def _depth(text: str) -> Depth:
    if text in ("game", "end"):
        return None if text == "end" else "game"
    if not text.lstrip("-").isdigit():
        raise argparse.ArgumentTypeError(f"give a count, 'end' or 'game', not {text!r}")
    return count(text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.ai.strength", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("pairing", help="two levels, e.g. normal:easy")
    parser.add_argument("--games", type=count, default=20)
    parser.add_argument("--first-seed", type=count, default=0)
    parser.add_argument("--iterations", type=positive, default=MATCH_ITERATIONS)
    parser.add_argument(
        "--depth",
        type=_depth,
        default=MATCH_DEPTH,
        help="Hard's playout depth: a count, 'end' (to the end of the game) or 'game' (the "
        "game's own, the default)",
    )
    args = parser.parse_args(argv)
    if args.game not in game_ids():
        parser.error(f"unknown game {args.game!r} (games: {', '.join(game_ids())})")
    a, _, b = args.pairing.partition(":")
    for level in (a, b):
        if level not in bot_levels():
            parser.error(
                f"pairing {args.pairing!r}: {level!r} is not a level ({', '.join(bot_levels())}); "
                "write two, e.g. hard:normal"
            )
    print(
        json.dumps(
            match(
                args.game,
                (a, b),
                args.games,
                args.first_seed,
                args.iterations,
                args.depth,
                progress=lambda line: print(line, file=sys.stderr, flush=True),
            )
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
