"""The parts of `tabletop bench` that must be right whatever the machine: the bare reference
loop plays Empyrean's round as its docstring says, and the light start-up stays light. No
timing here (speed is measured by `tabletop bench`)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from tabletop.bench_reference import empyrean_decks, play_reference_game
from tabletop.engine.state import State, copy_json


def test_reference_loop_with_nothing_affordable_only_drafts_and_passes() -> None:
    # 14 cards a seat: 4 in the opening hand, 10 in the deck; each round draws 2 and puts one
    # back under, so rounds 1-9 ask which to keep and round 10 draws the last card unasked;
    # every deploy turn is one pass. Nothing reaches the table: a draw.
    deck = [(99, 5)] * 14
    decisions, winner = play_reference_game([deck, deck], seed=3)
    assert decisions == 2 * (9 + 10)
    assert winner == -1


def test_reference_loop_is_repeatable_and_plays_whole_games() -> None:
    decks = empyrean_decks()
    assert len(decks) >= 2 and all(len(cards) >= 14 for cards in decks.values())
    first, second = list(decks)[:2]
    one = play_reference_game([decks[first], decks[second]], seed=11)
    assert one == play_reference_game([decks[first], decks[second]], seed=11)
    assert one[0] > 2 * (9 + 10)  # some cards were deployed
    assert one[1] in (-1, 0, 1)


def _fresh(code: str) -> str:
    """What `code` prints in a fresh interpreter."""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return run.stdout


def test_help_imports_neither_the_engine_nor_the_print_code() -> None:
    out = _fresh(
        "import sys\n"
        "sys.argv = ['tabletop', '--help']\n"
        "from tabletop.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('tabletop.engine.game', 'tabletop.printing.pdf', 'pygame',"
        " 'reportlab', 'pydantic') if m in sys.modules]\n"
        "print('HEAVY', heavy)\n"
    )
    assert "HEAVY []" in out
    assert "print" in out and "bench" in out  # the subcommands are all listed


def test_the_table_starts_without_numpy() -> None:
    """pygame would import numpy for surfarray and sndarray, which the table never uses; the
    first frame is drawn without it (and the modules are named missing, not broken)."""
    out = _fresh(
        "import os, sys\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "from tabletop.ui.headless import first_frame\n"
        "first_frame('empyrean')\n"
        "import pygame\n"
        "print('NUMPY', 'numpy' in sys.modules, type(pygame.surfarray).__name__)\n"
    )
    assert "NUMPY False MissingModule" in out, out


def test_snapshot_copy_is_deep_and_equal_to_a_json_round_trip() -> None:
    values: dict[str, Any] = {"a": [1, {"b": (2, 3)}], "c": {"d": None, "e": "x"}}
    copied = copy_json(values)
    assert copied == {"a": [1, {"b": [2, 3]}], "c": {"d": None, "e": "x"}}
    copied["a"][1]["b"].append(4)
    assert values["a"][1]["b"] == (2, 3)
    state = State(players=2, values={"k": [1, 2]}, stack=[{"x": [1]}])
    twin = state.copy()
    twin.values["k"].append(3)
    twin.stack[0]["x"].append(2)
    assert state.values == {"k": [1, 2]} and state.stack == [{"x": [1]}]


def test_a_start_up_to_the_end_of_its_code_leaves_the_exit_out() -> None:
    """`tabletop bench` times the first frame until it is drawn; what the interpreter does on
    its way out (here an exit handler that works for a while) shows only in the whole
    process's figure."""
    from tabletop.bench import _child

    code = "import atexit\natexit.register(lambda: sum(range(6_000_000)))\nx = 1"
    figures = _child(code, runs=1, to_the_end=True)
    assert figures["whole_process_cpu_s"] - figures["cpu_s"] > 0.04
    assert 0 < figures["wall_s"] < 5


def test_floor_plays_the_bare_loops_games_and_folds_from_its_log() -> None:
    """The floor (bench_floor.py) makes the same random choices as the bare loop, so the same
    seeds give the same games; its state is the fold of its events."""
    from tabletop.bench_floor import Command, fold, legal, play_floor_game

    decks = empyrean_decks()
    first, second = list(decks)[:2]
    for seed in range(20):
        pair = [decks[first], decks[second]]
        commands, winner, game = play_floor_game(pair, seed)
        assert (commands, winner) == play_reference_game(pair, seed)
        assert fold(game.log).key() == game.state.key()
        assert legal(game.state) == ()
    _, _, game = play_floor_game([decks[first], decks[second]], 5)
    keep = legal(fold(game.log[:5]))  # dealt twice, the round began, drew, asked to keep one
    assert [(c.seat, c.kind, c.index) for c in keep if isinstance(c, Command)] == [
        (0, "keep", 0),
        (0, "keep", 1),
    ]


def test_against_floor_reports_each_game_beside_the_floor() -> None:
    """The figures' shape only (no timing): every game's µs a command and its ratio to the
    floor measured in the same rounds, with its target."""
    from tabletop.bench import bench_against_floor

    figures = bench_against_floor(["tally"], seconds=0.01, rounds=2, floor_seconds=0.01)
    assert figures["runs"] == 2 and len(figures["floor"]["runs_us_per_command"]) == 2
    (tally,) = figures["games"]
    assert tally["game"] == "tally" and tally["target_times_floor"] == 2.0
    assert tally["us_per_command"] > 0 and len(tally["runs_times_floor"]) == 2
