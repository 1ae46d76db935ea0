"""The parts of `tabletop bench` that must be right whatever the machine: the bare reference
loop plays Empyrean's round as its docstring says, and the light start-up stays light. No
timing here (speed is measured by `tabletop bench`)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from tabletop.ai.random_bot import play_out
from tabletop.bench.anatomy import (
    LAYERS,
    PARTS,
    _layer,
    bench_anatomy,
    play_listing,
    play_whole,
    replay_moves,
)
from tabletop.bench.reference import floor_decks, play_reference_game
from tabletop.bench.summary import floor_rows
from tabletop.engine.api import new_game
from tabletop.engine.registry import game_ids
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
    decks = floor_decks()
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
    from tabletop.bench.command import _child

    code = "import atexit\natexit.register(lambda: sum(range(6_000_000)))\nx = 1"
    figures = _child(code, runs=1, to_the_end=True)
    assert figures["whole_process_cpu_s"] - figures["cpu_s"] > 0.04
    assert 0 < figures["wall_s"] < 5


def test_floor_plays_the_bare_loops_games_and_folds_from_its_log() -> None:
    """The floor (bench/floor.py) makes the same random choices as the bare loop, so the same
    seeds give the same games; its state is the fold of its events."""
    from tabletop.bench.floor import Command, fold, legal, play_floor_game

    decks = floor_decks()
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
    from tabletop.bench.command import bench_against_floor

    figures = bench_against_floor(["tally"], seconds=0.01, rounds=2, floor_seconds=0.01)
    assert figures["runs"] == 2 and len(figures["floor"]["runs_us_per_command"]) == 2
    (tally,) = figures["games"]
    assert tally["game"] == "tally" and tally["target_times_floor"] == 2.0
    assert tally["us_per_command"] > 0 and len(tally["runs_times_floor"]) == 2


# --- where a command goes (bench/anatomy.py) -------------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
def test_the_anatomys_passes_play_the_same_games(game_id: str) -> None:
    """The parts are differences of passes, so every pass must play the very games the bench
    plays: the listing pass picks what the random bot picks, and replaying the recorded
    commands without listing reaches the same final position."""
    seed = 5
    game = new_game(game_id, seed=seed, players=2, seats=("computer", "computer"))
    play_out(game, seed=seed)
    commands = list(game.commands)
    assert play_whole(game_id, seed) == commands
    assert play_listing(game_id, seed) == commands
    assert replay_moves(game_id, seed, commands).fingerprint() == game.fingerprint()


def test_the_anatomy_splits_a_move_by_the_file_its_code_lives_in() -> None:
    root = "/x/tabletop"
    assert _layer("clash", f"{root}/games/clash/flow.py") == "game_rules"
    assert _layer("clash", f"{root}/games/base.py") == "game_rules"
    assert _layer("clash", f"{root}/games/ucg/flow.py") == "other"  # another game's code
    assert _layer("clash", f"{root}/engine/flow.py") == "engine_flow"
    assert _layer("clash", f"{root}/engine/events.py") == "engine_context_events_state"
    assert _layer("clash", "~") == "other"  # C built-ins


def test_the_anatomys_figures_add_up() -> None:
    figures = bench_anatomy("tally", 0.05, 1, floor_us=2.0)
    parts = figures["parts_us_per_command"]
    assert set(parts) == set(PARTS)
    assert sum(parts.values()) == pytest.approx(figures["us_per_command"], abs=0.05)
    assert figures["parts_times_floor"]["moves"] == pytest.approx(parts["moves"] / 2.0, abs=0.01)
    layers = figures["moves_by_layer"]
    assert set(layers) == set(LAYERS) and sum(layers.values()) == pytest.approx(1.0, abs=0.01)
    assert layers["game_rules"] > 0 and layers["engine_flow"] > 0


# --- the summary on stderr (bench/summary.py) ------------------------------------------------
def _figures() -> dict[str, Any]:
    game = {"us_per_command": 20.0, "games_per_cpu_s": 900.0, "target_times_floor": 2.0}
    parts = {"new_game": 1.0, "moves": 12.0, "listing_and_pick": 4.0, "game_bookkeeping": 3.0}
    return {
        "against_floor": {
            "floor": {"us_per_command": 4.0},
            "games": [
                {**game, "game": "tally", "times_floor": 5.0},
                {**game, "game": "quick", "times_floor": 1.9},
            ],
        },
        "anatomy": [{"game": "tally", "parts_us_per_command": parts}],
        "hard_playouts": [
            {
                "game": "tally",
                "playouts_per_cpu_s_at_budget": 812.4,
                "playouts_per_cpu_s_in_box": 790,
            }
        ],
    }


def test_the_summary_gives_each_game_its_ratio_target_and_parts() -> None:
    tally, quick = floor_rows(_figures())
    assert tally == (
        *("tally", "20.0", "5.0x", "2x", "no", "900", "1.0", "12.0", "4.0", "3.0"),
        "812 / 790",
    )
    assert quick[:5] == ("quick", "20.0", "1.9x", "2x", "yes")
    assert quick[6:] == ("-", "-", "-", "-", "-")  # no anatomy for it, nor Hard's figures


def test_bench_prints_json_on_stdout_and_the_summary_on_stderr(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    import tabletop.bench.command
    from tabletop.cli import main

    monkeypatch.setattr(
        tabletop.bench.command, "run_bench", lambda quick, progress=None: _figures()
    )
    assert main(["bench", "--quick"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == _figures()
    assert "x floor" in err and "tally" in err and "4.00 µs" in err


def test_the_floor_and_the_long_game_are_declared_by_the_games_not_named_by_the_bench() -> None:
    """One game gives the floor's decks (GameRules.floor_decks): its decks as (cost, Might) a
    card, read here from the card models; one gives the options of a game as long as the
    undo and save figures need (GameRules.long_game_options)."""
    from tabletop.engine.registry import floor_game, game_ids, get_rules, long_game

    giving = [g for g in game_ids() if get_rules(g).floor_decks() is not None]
    assert giving == [floor_game()]
    rules = get_rules(floor_game())
    decks = floor_decks()
    assert set(decks) <= set(rules.cardset.decks) and len(decks) >= 2
    for deck, cards in decks.items():
        models = [rules.cardset.cards[c] for c in rules.cardset.deck_cards(deck)]
        assert cards == [(m.cost, m.might) for m in models]  # type: ignore[attr-defined]
    game_id, options = long_game()
    assert game_id and not get_rules(game_id).listed and options
