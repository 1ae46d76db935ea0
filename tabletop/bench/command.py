"""`tabletop bench`: the speed figures, printed as JSON. Never timed assertions in tests.

The machine is shared and noisy, so every figure is CPU time (with wall time beside it), and
every game's random games run in turn with two loops of Empyrean's round in the same run: the
bare loop (`reference.py`) and the floor, a plain event-sourced loop (`floor.py`).
A game's CPU time a command over the floor's is what compares from run to run (issue 31).
Hard's playouts on 1 core, 2 and every core (`hard_cores.py`) are the one wall-clock figure:
the other cores' work is not this process's CPU time.
Memory is measured in a separate pass (timing under `tracemalloc` is several times slower) or
in a child process (its peak resident size), never in the timed pass.
"""

from __future__ import annotations

import itertools
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.ai.random_bot import RandomBot, play_out
from tabletop.bench.anatomy import bench_anatomy
from tabletop.bench.floor import play_floor_game
from tabletop.bench.hard_cores import bench_hard_cores
from tabletop.bench.hard_playouts import bench_hard_playouts
from tabletop.bench.reference import floor_decks, play_reference_game
from tabletop.engine import heap
from tabletop.engine.api import new_game, playable_decks
from tabletop.engine.game import Game
from tabletop.engine.loading import load_game
from tabletop.engine.registry import (
    default_game,
    floor_game,
    game_ids,
    get_rules,
    long_game,
)
from tabletop.sim.plan import Match
from tabletop.sim.play import play_match

#: the engine's random 2-player Empyrean games against the bare loop's: at most this many
#: times slower (issue 12)
REFERENCE_RATIO_TARGET = 10.0
#: a command of every game against the floor's (issue 31): at most this many times; a game for
#: tests and benchmarks (not listed: the engine's own Tally) at most FLOOR_RATIO_TARGET_UNLISTED
FLOOR_RATIO_TARGET = 5.0
FLOOR_RATIO_TARGET_UNLISTED = 2.0


def _game_with_events(target: int, seed: int = 1) -> Game:
    """A long game (registry.long_game: the engine's Tally) played by random bots until its log
    holds at least `target` events."""
    game_id, options = long_game()
    game = new_game(game_id, seed=seed, seats=("human", "human"), options=options)
    bot = RandomBot(seed)
    while len(game.events) < target and game.result is None:
        game.play(bot.choose(game, game.to_act[0]))
    return game


def _ms(samples: list[float]) -> dict[str, float]:
    """Mean, median and 99th percentile of durations in seconds, as milliseconds."""
    if not samples:
        return {"mean_ms": 0.0, "p50_ms": 0.0, "p99_ms": 0.0}
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {
        "mean_ms": round(statistics.fmean(ordered) * 1000, 4),
        "p50_ms": round(statistics.median(ordered) * 1000, 4),
        "p99_ms": round(p99 * 1000, 4),
    }


def machine() -> dict[str, Any]:
    """What the figures were measured on, and how busy it was (load averages: 1, 5, 15 min)."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in load],
    }


def bench_command_latency(game_id: str, games: int = 20) -> dict[str, Any]:
    """CPU time of each `Game.play` (the rules' step loop, legal listing included)."""
    samples: list[float] = []
    for seed in range(games):
        game = new_game(game_id, seed=seed, seats=("computer",) * 2)
        bot = RandomBot(seed)
        while game.result is None:
            command = bot.choose(game, game.to_act[0])
            start = time.thread_time()
            game.play(command)
            samples.append(time.thread_time() - start)
    return {"game": game_id, "commands": len(samples), "cpu": _ms(samples)}


def bench_undo(depth: int) -> dict[str, Any]:
    game = _game_with_events(depth)
    samples = []
    for _ in range(50):
        start = time.thread_time()
        game.undo()
        samples.append(time.thread_time() - start)
        game.redo()
    return {"events": len(game.events), **_ms(samples)}


def bench_save_load(events: int = 10_000) -> dict[str, Any]:
    """Save, then load and verify (re-fold and compare fingerprints); memory in a second pass."""
    game = _game_with_events(events)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        start = time.process_time()
        game.save(path)
        save_s = time.process_time() - start
        loads = []
        for _ in range(3):
            wall = time.perf_counter()
            cpu = time.process_time()
            loaded = load_game(path)
            loads.append((time.process_time() - cpu, time.perf_counter() - wall))
            if loaded.fingerprint() != game.fingerprint():
                raise RuntimeError("the loaded save differs from the game saved")
        tracemalloc.start()
        load_game(path)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        size = path.stat().st_size
    cpu_s, wall_s = min(loads)
    return {
        "events": len(game.events),
        "commands": len(game.commands),
        "save_cpu_s": round(save_s, 4),
        "load_verify_cpu_s": round(cpu_s, 4),
        "load_verify_wall_s": round(wall_s, 4),
        "load_peak_memory_mb": round(peak / 1e6, 2),
        "file_kb": round(size / 1024, 1),
    }


def _pairings(game_id: str, players: int) -> list[tuple[str, ...]]:
    # mash-up decks aside, and decks the rules refuse at the default options
    decks = [d for d in playable_decks(get_rules(game_id)) if not d.startswith("mashup")]
    return list(itertools.product(decks, repeat=players)) or [()]


def bench_games_per_second(game_id: str, players: int = 2, seconds: float = 3.0) -> dict[str, Any]:
    """Complete random-bot games on one core, cycling through every pairing of the game's
    decks (mash-up decks aside), so no one matchup sets the figure. Runs for `seconds` of CPU
    time; the mean CPU time of a command is what sets games per second."""
    pairings = _pairings(game_id, players)
    new_game(game_id, players=players, seats=("computer",) * players)  # load the cards first
    count = commands = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    while time.process_time() - cpu < seconds:
        pairing = pairings[count % len(pairings)] or None
        game = new_game(
            game_id, seed=count, players=players, decks=pairing, seats=("computer",) * players
        )
        commands += play_out(game, seed=count)
        count += 1
    cpu_s = time.process_time() - cpu
    wall_s = time.perf_counter() - wall
    return {
        "game": game_id,
        "players": players,
        "games": count,
        "games_per_cpu_s": round(count / cpu_s, 1),
        "games_per_wall_s": round(count / wall_s, 1),
        "commands_per_game": round(commands / max(count, 1), 1),
        "mean_ms_per_command": round(cpu_s * 1000 / max(commands, 1), 4),
    }


def _floor_game_loop(
    play: Callable[[Any, int], tuple[Any, ...]], seconds: float
) -> tuple[int, int, float]:
    """Games of one of the reference loops (`play(decks, seed)`, whose first figure is the
    game's decisions) over every pairing of the floor game's decks for `seconds` of CPU time:
    (games, decisions, CPU seconds)."""
    decks = floor_decks()
    pairings = list(itertools.product(list(decks), repeat=2))
    count = decisions = 0
    cpu = time.process_time()
    while time.process_time() - cpu < seconds:
        first, second = pairings[count % len(pairings)]
        decisions += play([decks[first], decks[second]], count)[0]
        count += 1
    return count, decisions, time.process_time() - cpu


def bench_reference_loop(seconds: float = 1.0) -> dict[str, Any]:
    """The bare loop of Empyrean's round (reference.py), same deck pairings."""
    count, decisions, cpu_s = _floor_game_loop(play_reference_game, seconds)
    return {
        "games": count,
        "games_per_cpu_s": round(count / cpu_s, 1),
        "decisions_per_game": round(decisions / max(count, 1), 1),
    }


def bench_floor_loop(seconds: float = 1.0) -> dict[str, Any]:
    """The plain event-sourced loop of Empyrean's round (floor.py), same deck pairings:
    its CPU time a command, whole games included (setup, listing, the random pick)."""
    count, commands, cpu_s = _floor_game_loop(play_floor_game, seconds)
    return {
        "games": count,
        "games_per_cpu_s": round(count / cpu_s, 1),
        "commands_per_game": round(commands / max(count, 1), 1),
        "us_per_command": round(cpu_s * 1e6 / max(commands, 1), 3),
    }


def bench_against_floor(
    games: list[str], seconds: float, rounds: int = 3, floor_seconds: float = 1.0
) -> dict[str, Any]:
    """The bare loop, the floor and every game in turn, `rounds` times (interleaved, so a
    busy moment of the machine touches them alike). Each game's figures are the medians of
    its runs; `times_floor` is the median of the ratios of a command's CPU time to the
    floor's, each ratio from the same round."""
    reference_runs: list[dict[str, Any]] = []
    floor_runs: list[dict[str, Any]] = []
    game_runs: dict[str, list[dict[str, Any]]] = {g: [] for g in games}
    for _ in range(rounds):
        reference_runs.append(bench_reference_loop(floor_seconds / 2))
        floor_runs.append(bench_floor_loop(floor_seconds))
        for game_id in games:
            game_runs[game_id].append(bench_games_per_second(game_id, 2, seconds))
    floor_us = [f["us_per_command"] for f in floor_runs]
    per_game = []
    for game_id, runs in game_runs.items():
        ratios = [r["mean_ms_per_command"] * 1000 / f for r, f in zip(runs, floor_us, strict=True)]
        listed = get_rules(game_id).listed
        target = FLOOR_RATIO_TARGET if listed else FLOOR_RATIO_TARGET_UNLISTED
        per_game.append(
            {
                "game": game_id,
                "players": 2,
                "games": sum(r["games"] for r in runs),
                "games_per_cpu_s": statistics.median(r["games_per_cpu_s"] for r in runs),
                "runs_games_per_cpu_s": [r["games_per_cpu_s"] for r in runs],
                "commands_per_game": statistics.median(r["commands_per_game"] for r in runs),
                "us_per_command": round(
                    statistics.median(r["mean_ms_per_command"] * 1000 for r in runs), 2
                ),
                "times_floor": round(statistics.median(ratios), 2),
                "runs_times_floor": [round(x, 2) for x in ratios],
                "target_times_floor": target,
            }
        )
    return {
        "floor": {
            "what": "plain event-sourced Empyrean loop (tabletop/bench/floor.py)",
            "us_per_command": round(statistics.median(floor_us), 3),
            "runs_us_per_command": floor_us,
            "games_per_cpu_s": statistics.median(f["games_per_cpu_s"] for f in floor_runs),
            "commands_per_game": floor_runs[0]["commands_per_game"],
        },
        "bare_loop": {
            "what": "bare mutation loop (tabletop/bench/reference.py)",
            "games_per_cpu_s": statistics.median(r["games_per_cpu_s"] for r in reference_runs),
            "decisions_per_game": reference_runs[0]["decisions_per_game"],
        },
        "games": per_game,
        "runs": rounds,
    }


def bench_simulate(game_id: str, level: str, seconds: float = 1.0) -> dict[str, Any]:
    """Games a CPU-second as `tabletop simulate` plays them (its play loop, one core), every
    seat at `level`, cycling through the deck pairings."""
    pairings = _pairings(game_id, 2)
    rules = get_rules(game_id)
    count = commands = 0
    cpu = time.process_time()
    while time.process_time() - cpu < seconds:
        decks = pairings[count % len(pairings)]
        record = play_match(rules, Match(count, tuple(decks), (level, level), count))
        commands += int(record["commands"])
        count += 1
    cpu_s = time.process_time() - cpu
    return {
        "game": game_id,
        "bots": level,
        "games": count,
        "games_per_cpu_s": round(count / cpu_s, 1),
        "commands_per_game": round(commands / max(count, 1), 1),
    }


#: appended to a child's code: its peak resident size, from /proc (ru_maxrss of a child counts
#: the parent's pages it was forked with)
_PEAK = (
    "\ntry:\n    import sys as _s\n"
    "    _s.stderr.write(next(line for line in open('/proc/self/status')"
    " if line.startswith('VmHWM')))\nexcept OSError:\n    pass\n"
)


#: appended to a child's code by `_child(..., to_the_end=True)`: its CPU and wall seconds when
#: the code is done, before the interpreter's exit (which tears every module down)
_AT_THE_END = (
    "\nimport os as _o, resource as _r, sys as _s, time as _t\n"
    "_u = _r.getrusage(_r.RUSAGE_SELF)\n"
    "_s.stderr.write(f'DONE {_u.ru_utime + _u.ru_stime} "
    '{_t.time() - float(_o.environ["TABLETOP_BENCH_STARTED"])}\\n\')\n'
)


def _child(code: str, runs: int = 3, *, to_the_end: bool = False) -> dict[str, Any]:
    """Run `code` in fresh interpreters (a cold start each): the median CPU and wall seconds,
    and the largest peak resident memory (MiB; None where /proc is missing).

    `to_the_end`: `cpu_s` and `wall_s` run from the start of the process until `code` is done
    (the first frame is on the screen then), and `whole_process_cpu_s` adds the exit.

    Python may keep compiled bytecode, as an installed app does (pip compiles it): one untimed
    run first writes it, whatever PYTHONDONTWRITEBYTECODE says here."""
    cpus: list[float] = []
    walls: list[float] = []
    wholes: list[float] = []
    peaks: list[float] = []
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        env["TABLETOP_BENCH_STARTED"] = repr(time.time())
        done = subprocess.run(
            [sys.executable, "-c", code + (_AT_THE_END if to_the_end else "") + _PEAK],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        wholes.append(cpu)
        for line in done.stderr.splitlines():
            if line.startswith("VmHWM"):
                peaks.append(int(line.split()[1]) / 1024)
            elif line.startswith("DONE "):
                cpu, wall = (float(part) for part in line.split()[1:3])
        cpus.append(cpu)
        walls.append(wall)
    figures = {
        "cpu_s": round(statistics.median(cpus), 3),
        "wall_s": round(statistics.median(walls), 3),
        "peak_mib": round(max(peaks), 1) if peaks else None,
    }
    if to_the_end:
        figures["whole_process_cpu_s"] = round(statistics.median(wholes), 3)
    return figures


def bench_start_up(runs: int = 3) -> dict[str, Any]:
    """`tabletop --help`, a bare interpreter, and the first frame of a new game (the table of
    the default game drawn once, offscreen), each from a cold start."""
    return {
        "python_pass": _child("pass", runs),
        "help": _child(
            "import sys; sys.argv = ['tabletop', '--help']\n"
            "from tabletop.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass",
            runs,
        ),
        "first_frame": _child(
            f"from tabletop.ui.headless import first_frame; first_frame({default_game()!r})",
            runs,
            to_the_end=True,
        ),
    }


def bench_print_child() -> dict[str, Any]:
    """Print 100 cards duplex in a fresh interpreter: CPU time and the peak resident size."""
    figures = _child("from tabletop.bench.printing import bench_print; bench_print()", runs=1)
    return {"cards": 100, "backs": "duplex-long", **figures}


def run_bench(quick: bool = False, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    say = progress or (lambda _msg: None)
    figures: dict[str, Any] = {"machine_before": machine()}
    heap.deal_one_of_each(game_ids())  # then the heap as simulate's workers have it
    heap.settle()
    say("the floor, the bare loop and every game's random games, in turn")
    against = bench_against_floor(list(game_ids()), 1.0 if quick else 2.0, 1 if quick else 3)
    figures["against_floor"] = against
    floor = next(g for g in against["games"] if g["game"] == floor_game())
    bare = against["bare_loop"]["games_per_cpu_s"]
    figures["floor_game_vs_reference"] = {
        "game": floor["game"],
        "games_per_cpu_s": floor["games_per_cpu_s"],
        "reference_games_per_cpu_s": bare,
        "times_slower_than_reference": round(bare / max(floor["games_per_cpu_s"], 1e-9), 2),
        "target_times_slower": REFERENCE_RATIO_TARGET,
    }
    figures["random_games"] = against["games"]
    say("where a command goes: new games, moves, listing, the Game's bookkeeping")
    floor_us = against["floor"]["us_per_command"]
    figures["anatomy"] = [
        bench_anatomy(game_id, 0.5 if quick else 1.0, 1 if quick else 3, floor_us)
        for game_id in game_ids()
    ]
    figures["command_latency"] = []
    figures["simulate"] = []
    for game_id in game_ids():
        say(f"{game_id}: command latency, simulate's random and Easy games")
        figures["command_latency"].append(bench_command_latency(game_id, 3 if quick else 10))
        for level in ("random", "easy"):
            figures["simulate"].append(bench_simulate(game_id, level, 0.5 if quick else 2.0))
    say("Hard's playouts a CPU-second at the match budget and in the table's box")
    figures["hard_playouts"] = bench_hard_playouts(quick)
    say("Hard's playouts a wall-second on 1 core, 2 and every core")
    figures["hard_cores"] = bench_hard_cores(0.5, 2 if quick else 3)
    say("undo latency")
    depths = (100, 1_000) if quick else (100, 1_000, 10_000)
    figures["undo_latency"] = {str(d): bench_undo(d) for d in depths}
    say("save and load")
    figures["save_load"] = bench_save_load(1_000 if quick else 10_000)
    # lazy: pygame (ui/headless) loads only for the frame figures, the last taken
    from tabletop.ui.headless import bench_frames

    say("frame time at 1920x1080 on the fullest board")
    figures["frame_time_1920x1080"] = bench_frames(default_game(), quick)
    say("start-up: --help and the first frame, cold")
    figures["start_up"] = bench_start_up(1 if quick else 3)
    say("print 100 cards with duplex backs")
    figures["print"] = bench_print_child()
    figures["machine_after"] = machine()
    return figures
