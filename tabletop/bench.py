"""`tabletop bench`: the speed figures, printed as JSON. Never timed assertions in tests."""

from __future__ import annotations

import itertools
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.ai.random_bot import RandomBot, play_out
from tabletop.engine.api import new_game
from tabletop.engine.game import Game
from tabletop.engine.saves import load_game


def _game_with_events(target: int, seed: int = 1) -> Game:
    """A Tally game played by random bots until its log holds at least `target` events."""
    game = new_game("tally", seed=seed, seats=("human", "human"), options={"rounds": 100_000})
    bot = RandomBot(seed)
    while len(game.events) < target and game.result is None:
        game.play(bot.choose(game, game.to_act[0]))
    return game


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 4), "p99_ms": round(p99 * 1000, 4)}


def bench_command_latency(game_id: str = "tally", games: int = 20) -> dict[str, Any]:
    samples: list[float] = []
    for seed in range(games):
        game = new_game(game_id, seed=seed, seats=("computer",) * 2)
        bot = RandomBot(seed)
        while game.result is None:
            command = bot.choose(game, game.to_act[0])
            start = time.perf_counter()
            game.play(command)
            samples.append(time.perf_counter() - start)
    return {"game": game_id, "commands": len(samples), **_ms(samples)}


def bench_undo(depth: int) -> dict[str, Any]:
    game = _game_with_events(depth)
    samples = []
    for _ in range(50):
        start = time.perf_counter()
        game.undo()
        samples.append(time.perf_counter() - start)
        game.redo()
    return {"events": len(game.events), **_ms(samples)}


def bench_save_load(events: int = 10_000) -> dict[str, Any]:
    game = _game_with_events(events)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        start = time.perf_counter()
        game.save(path)
        save_s = time.perf_counter() - start
        tracemalloc.start()
        start = time.perf_counter()
        loaded = load_game(path)
        load_s = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert loaded.fingerprint() == game.fingerprint()
        size = path.stat().st_size
    return {
        "events": len(game.events),
        "commands": len(game.commands),
        "save_s": round(save_s, 4),
        "load_verify_s": round(load_s, 4),
        "load_peak_memory_mb": round(peak / 1e6, 2),
        "file_kb": round(size / 1024, 1),
    }


def bench_games_per_second(game_id: str, players: int = 2, seconds: float = 3.0) -> dict[str, Any]:
    """Complete random-bot games on one core, cycling through every pairing of the game's
    decks (mash-up decks aside), so no one matchup sets the figure."""
    from tabletop.engine.registry import get_rules

    decks = [d for d in get_rules(game_id).cardset.decks if not d.startswith("mashup")]
    pairings = list(itertools.product(decks, repeat=players)) or [()]
    count = 0
    commands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        pairing = pairings[count % len(pairings)] or None
        game = new_game(
            game_id, seed=count, players=players, decks=pairing, seats=("computer",) * players
        )
        commands += play_out(game, seed=count)
        count += 1
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "players": players,
        "games": count,
        "games_per_s": round(count / elapsed, 1),
        "commands_per_game": round(commands / max(count, 1), 1),
    }


def run_bench(quick: bool = False, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    from tabletop.engine.registry import game_ids

    say = progress or (lambda _msg: None)
    figures: dict[str, Any] = {}
    say("command latency")
    figures["command_latency"] = [bench_command_latency("tally", 5 if quick else 20)]
    say("undo latency")
    depths = (100, 1_000) if quick else (100, 1_000, 10_000)
    figures["undo_latency"] = {str(d): bench_undo(d) for d in depths}
    say("save and load")
    figures["save_load"] = bench_save_load(1_000 if quick else 10_000)
    for game_id in game_ids():
        if game_id == "tally":
            continue
        say(f"{game_id}: command latency and random games")
        figures["command_latency"].append(bench_command_latency(game_id, 3 if quick else 20))
        figures.setdefault("random_games", []).append(
            bench_games_per_second(game_id, 2, 1.0 if quick else 5.0)
        )
    from tabletop.printing.bench import bench_print
    from tabletop.ui.headless import bench_frames

    say("frame time at 1920x1080 on the fullest board")
    figures["frame_time_1920x1080"] = bench_frames(quick)
    say("print 100 cards with duplex backs")
    figures["print"] = bench_print()
    return figures
