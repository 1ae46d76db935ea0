"""Where a command's CPU time goes, game by game, for `tabletop bench` (issue 31).

Four passes over the same seeded random games, each timed whole (no timer runs inside a
command, so none inflates it):

1. **new games**: `new_game` only (the config, the deal, the first decision);
2. **moves**: the same games again on a bare `Simulation`, replaying their recorded commands
   without listing anything: the game's rules, the flow, the context and its events (the
   steps of Empyrean, UCG and COE list commands while they ask: that counts here);
3. **listing**: the games on a `Simulation` that lists the legal commands at every decision
   and picks among the seat's as the random bot does: moves, listing and the pick;
4. **whole**: the games on `Game`, as `tabletop bench` plays them: also the legal check, the
   log entry, sightings, snapshots, and the log kept for the whole game.

Each part is the difference of two passes (listing = 3 - 2 - 1, bookkeeping = 4 - 3), so the
parts add up to the whole by construction; a noisy moment can make a small part read a
little below zero. The moves are then split by layer from a deterministic profile (cProfile's
own time a function, summed by the module it lives in, and scaled onto the moves' measured
time): the game's own code, the engine's flow, the context with its events and state, and the
rest. cProfile's cost a call makes call-heavy code read high; the shares are the figure.
"""

from __future__ import annotations

import cProfile
import pstats
import statistics
import time
from typing import Any

from tabletop.ai.random_bot import RandomBot, play_out
from tabletop.engine.api import new_game
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State

#: the parts of a command, in the order a command meets them
PARTS = ("new_game", "moves", "listing_and_pick", "game_bookkeeping")
#: the layers a move's time is split into, by the file a function lives in
LAYERS = ("game_rules", "engine_flow", "engine_context_events_state", "other")


def _seats(players: int) -> tuple[str, ...]:
    return ("computer",) * players


def _fresh(game_id: str, seed: int) -> Game:
    return new_game(game_id, seed=seed, players=2, seats=_seats(2))


def play_listing(game_id: str, seed: int) -> list[Command]:
    """Pass 3 for one game: listing at every decision on a bare Simulation, each pick the
    random bot's (as `play_out` picks); its commands."""
    game = _fresh(game_id, seed)
    sim = Simulation(game.rules, game.config, game.state)
    bot = RandomBot(seed)
    played: list[Command] = []
    while sim.state.result is None:
        seat = sim.state.to_act[0]
        command = bot.pick(seat, [c for c in sim.legal() if c.seat == seat])
        sim.play(command, check=False)
        played.append(command)
    return played


def _replay(game: Game, commands: list[Command]) -> State:
    """The commands on a bare Simulation of the game's position, nothing listed."""
    sim = Simulation(game.rules, game.config, game.state)
    for command in commands:
        sim.play(command, check=False)
    return sim.state


def replay_moves(game_id: str, seed: int, commands: list[Command]) -> State:
    """Pass 2 for one game: its recorded commands replayed; the state they leave."""
    return _replay(_fresh(game_id, seed), commands)


def play_whole(game_id: str, seed: int) -> list[Command]:
    """Pass 4 for one game, as the bench plays it (`play_out`); its commands."""
    game = _fresh(game_id, seed)
    play_out(game, seed=seed)
    return list(game.commands)


def _layer(game_id: str, filename: str) -> str:
    path = filename.replace("\\", "/")
    if f"/tabletop/games/{game_id}/" in path or "/tabletop/games/base.py" in path:
        return "game_rules"
    if path.endswith("/tabletop/engine/flow.py"):
        return "engine_flow"
    if any(
        path.endswith(f"/tabletop/engine/{name}.py")
        for name in ("rules", "events", "state", "effects", "rng", "simulation", "turn_order")
    ):
        return "engine_context_events_state"
    return "other"


def move_layers(game_id: str, commands: dict[int, list[Command]]) -> dict[str, float]:
    """The moves' shares by layer (they sum to 1), from cProfile's own time a function, over
    the games of these seeds and their recorded commands."""
    profile = cProfile.Profile()
    games = {seed: _fresh(game_id, seed) for seed in commands}  # new games stay out of it
    profile.enable()
    for seed, game in games.items():
        _replay(game, commands[seed])
    profile.disable()
    totals = dict.fromkeys(LAYERS, 0.0)
    stats: dict[tuple[str, int, str], tuple[Any, ...]] = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    for (filename, _line, _name), (_calls, _primitive, own, *_rest) in stats.items():
        totals[_layer(game_id, filename)] += own
    whole = sum(totals.values()) or 1.0
    return {layer: round(value / whole, 3) for layer, value in totals.items()}


def anatomy_round(game_id: str, seconds: float, first_seed: int = 0) -> dict[str, Any]:
    """One round of the four passes, game by game (each seed's four passes one after the
    other, so a busy moment of the machine touches them alike), until the whole games have
    taken about `seconds` of CPU time. µs a command of each part."""
    played: dict[int, list[Command]] = {}
    cpu = dict.fromkeys(("whole", "new_game", "moves", "listing"), 0.0)
    clock = time.process_time
    seed = first_seed
    while cpu["whole"] < seconds or not played:
        start = clock()
        commands = played[seed] = play_whole(game_id, seed)
        after_whole = clock()
        _fresh(game_id, seed)
        after_new = clock()
        replay_moves(game_id, seed, commands)
        after_moves = clock()
        play_listing(game_id, seed)
        after_listing = clock()
        cpu["whole"] += after_whole - start
        cpu["new_game"] += after_new - after_whole
        cpu["moves"] += after_moves - after_new
        cpu["listing"] += after_listing - after_moves
        seed += 1
    count = sum(len(c) for c in played.values())
    us = 1e6 / count
    return {
        "games": len(played),
        "commands": count,
        "us_per_command": cpu["whole"] * us,
        "new_game": cpu["new_game"] * us,
        "moves": (cpu["moves"] - cpu["new_game"]) * us,
        "listing_and_pick": (cpu["listing"] - cpu["moves"]) * us,
        "game_bookkeeping": (cpu["whole"] - cpu["listing"]) * us,
        "played": played,
    }


def bench_anatomy(
    game_id: str, seconds: float, rounds: int, floor_us: float | None = None
) -> dict[str, Any]:
    """Where one game's command goes: the medians of `rounds` rounds of the four passes (each
    round on new seeds), the moves split by layer, and each part over the floor's command."""
    runs = [anatomy_round(game_id, seconds, first_seed=1000 * r) for r in range(rounds)]
    parts = {part: round(statistics.median(r[part] for r in runs), 2) for part in PARTS}
    out: dict[str, Any] = {
        "game": game_id,
        "games": sum(r["games"] for r in runs),
        "us_per_command": round(statistics.median(r["us_per_command"] for r in runs), 2),
        "parts_us_per_command": parts,
        "moves_by_layer": move_layers(game_id, runs[-1]["played"]),
    }
    if floor_us:
        out["parts_times_floor"] = {
            part: round(value / floor_us, 2) for part, value in parts.items()
        }
    return out
