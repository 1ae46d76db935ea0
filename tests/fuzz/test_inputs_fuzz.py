"""Fuzzing the newer input surfaces (issue 47): command-line arguments of play, validate and
simulate, the API's new_game and check_deck, deck list files and puzzle files (mutated shipped
puzzles, through `tabletop validate`). Every input is answered with a result or one bounded
line: no traceback, no message over 300 characters, no file created on refusal, and each
within a time guard (a hang, not a speed check).

The default run tries a few hundred seeded inputs; `pytest -m soak tests/fuzz` tries many more
(TABLETOP_FUZZ_SEED and TABLETOP_FUZZ_INPUTS change it).
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

import tabletop
from tabletop.cli.commands import main
from tests.fuzz.mutate import Mutator

SEED = int(os.environ.get("TABLETOP_FUZZ_SEED", "0"))
SOAK = int(os.environ.get("TABLETOP_FUZZ_INPUTS", "3000"))
#: pieces the arguments are made of: good words, near misses, and hostile values
WORDS = [
    "tally",
    "clash",
    "empyrean",
    "nosuch",
    "--seed",
    "--seeds",
    "--decks",
    "--seats",
    "--players",
    "--games",
    "--variant",
    "--moves",
    "--bots",
    "odds",
    "evens",
    "odds,evens",
    "human,computer:hard",
    "computer:wizard",
    "computer:,human",
    "DECK",
    "DECK,odds",
    "--load",
    "--scenario",
    "PUZZLE",
    "3",
    "-1",
    "0",
    "9" * 120,
    "1e9",
    "nan",
    "",
    "one.value=2",
    "one.value.0=1",
    "deck:odds.one=2",
    "six.value=1..60",
    "=",
    ".",
    "x" * 400,
    "é",
    "\x00",
    "--screenshot",
    "--size",
    "0x0",
    "99999x99999",
    "1280x720",
]
GUARD_S = 30.0
#: inputs of the default run (a quarter each: command lines, API calls, deck lists, puzzles)
QUICK = 200


def _argv(rng: random.Random) -> list[str]:
    head = rng.choice([["play"], ["simulate"], ["validate"], []])
    tail = [rng.choice(WORDS) for _ in range(rng.randint(0, 6))]
    if head in (["play"], []):  # never opens a window: a shot is asked for
        tail += ["--moves", "1", "--screenshot", "SHOT"]
    if head == ["validate"]:  # one file, never the whole install
        tail = ["DECK"]
    if head == ["simulate"]:
        tail += ["--games", "1", "--workers", "1", "--out", "OUT"]
    return head + tail


def _run_cli(argv: list[str], work: Path, capsys: pytest.CaptureFixture[str]) -> str | None:
    shot, out = work / "shot.png", work / "out"
    deck = work / "deck.txt"
    if not deck.exists():
        deck.write_text("2 Sohei\n", encoding="utf-8")
    names = {"SHOT": str(shot), "OUT": str(out), "DECK": str(deck), "PUZZLE": str(PUZZLES[0])}
    argv = [a.replace("DECK", str(deck)) if "DECK" in a else names.get(a, a) for a in argv]
    before = set(work.rglob("*"))
    started = time.monotonic()
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else 2
    except Exception as exc:  # a traceback: what the fuzz exists to find
        return f"{argv!r}: {type(exc).__name__}: {exc}"[:400]
    said, err = capsys.readouterr()
    if time.monotonic() - started > GUARD_S:
        return f"{argv!r}: took over {GUARD_S} s"
    if "Traceback" in err:
        return f"{argv!r}: a traceback on stderr"
    lines = [line for line in err.splitlines() if line.strip() and not line.startswith(" ")]
    if status == 2 and any(len(line) > 300 for line in lines):
        return f"{argv!r}: a message over 300 characters"
    if status == 2 and len(lines) != 1:
        return f"{argv!r}: refused in {len(lines)} lines, not one"
    failed = [line for line in said.splitlines() if line.startswith("  ")]  # validate's FAILs
    if any(len(line) > 302 for line in failed):
        return f"{argv!r}: a FAIL line over 300 characters"
    if status == 2 and set(work.rglob("*")) - before:
        return f"{argv!r}: refused, yet files were created"
    return None


def _run_api(rng: random.Random) -> str | None:
    values: list[object] = [
        None,
        1,
        -1,
        10**150,
        "odds",
        ["one"],
        [None],
        [b"x"],
        [["one"] * 3] * 3,
        "x" * 10_000,
        [["one"]] * 50,
        {"rounds": "x"},
        {"nope": 1},
        ["one"] * 2000,
        [[[[]]]],
        True,
        3.5,
    ]
    call = rng.choice(["new_game", "check_deck"])
    args = [rng.choice(values) for _ in range(3)]
    try:
        if call == "new_game":
            tabletop.new_game("tally", seed=args[0], decks=args[1], options=args[2])  # type: ignore[arg-type]
        else:
            tabletop.check_deck("tally", args[1], args[2])  # type: ignore[arg-type]
    except (TypeError, ValueError, tabletop.TabletopError) as exc:
        if len(str(exc)) > 300:
            return f"{call}{args!r:.200}: a message of {len(str(exc))} characters"
    except Exception as exc:
        return f"{call}{args!r:.200}: {type(exc).__name__}: {exc}"[:400]
    return None


def _deck_list(rng: random.Random) -> str:
    names = ["Sohei", "Ashigaru", "one", "ONE", "Nobody", "#comment", "", "x" * 300]
    lines = []
    for _ in range(rng.randint(0, 30)):
        copies = rng.choice(["1", "4", "0", "-2", "99999", "", "3x"])
        lines.append(f"{copies} {rng.choice(names)}".strip())
    return "\n".join(lines) + rng.choice(["", "\n", "\x00"])


#: the puzzles mutated: one of a search that goes deep (Empyrean's last round) and one of a
#: game of turns
PUZZLES = [
    Path(__file__).resolve().parents[2] / "saves" / "puzzles" / game / name
    for game, name in (("empyrean", "give-one-up.yaml"), ("ucg", "scorched-earth.yaml"))
]


def _puzzle(mutator: Mutator, number: int, work: Path) -> Path:
    """A mutated shipped puzzle, written into `work`."""
    seed = PUZZLES[number % len(PUZZLES)]
    path = work / seed.name
    path.write_bytes(mutator.mutate(seed.read_bytes(), mutator.yaml_text))
    return path


def _fuzz(inputs: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    rng = random.Random(SEED)
    mutator = Mutator(SEED)
    found: list[str] = []
    for number in range(inputs):
        work = tmp_path / f"w{number}"
        work.mkdir()
        kind = number % 4
        if kind == 0:
            problem = _run_cli(_argv(rng), work, capsys)
        elif kind == 1:
            problem = _run_api(rng)
        elif kind == 2:
            deck = work / "deck.txt"
            deck.write_text(_deck_list(rng), encoding="utf-8")
            problem = _run_cli(["validate", str(deck)], work, capsys)
        else:
            puzzle = _puzzle(mutator, number, work)
            problem = _run_cli(["validate", str(puzzle)], work, capsys)
        if problem:
            found.append(problem)
    return found


def test_inputs_fuzz_quick(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = _fuzz(QUICK, tmp_path, capsys)
    assert not found, "\n".join(found[:5])


@pytest.mark.soak
def test_inputs_fuzz_at_length(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = _fuzz(SOAK, tmp_path, capsys)
    assert not found, "\n".join(found[:5])
