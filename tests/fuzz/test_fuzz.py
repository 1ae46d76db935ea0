"""Fuzzing our own file formats: every mutated save, scenario, cardset and spreadsheet is either
refused with the documented error naming the file, or loads cleanly and plays on. Nothing else:
no other exception, and each input within 2 s of CPU time and 300 MB (see docs/limits.md).

The default run is quick; `pytest -m soak tests/fuzz` runs the long one
(TABLETOP_FUZZ_SEED and TABLETOP_FUZZ_INPUTS change it).
"""

from __future__ import annotations

import os
import shutil
import traceback
from pathlib import Path

import pytest

import tabletop
from tests.fuzz.bounds import bounded
from tests.fuzz.mutate import Mutator
from tests.fuzz.targets import Target, targets

TARGETS = targets()
#: inputs per kind in the default run (about 15 s in all)
QUICK = {"save": 120, "scenario": 120, "cardset": 80, "cardset-empyrean": 40, "csv": 80}
SOAK_INPUTS = int(os.environ.get("TABLETOP_FUZZ_INPUTS", "3000"))
SEED = int(os.environ.get("TABLETOP_FUZZ_SEED", "0"))


def _warm_up() -> None:
    """Load each game's rules and cards once, outside the per-input budget."""
    for game in ("tally", "empyrean", "eoc"):
        tabletop.new_game(game, seed=0)


def _one(target: Target, mutator: Mutator, number: int, work: Path) -> str | None:
    """Mutate one seed file and run it; the failure's description, or None when it passed."""
    name, seed = target.seeds[number % len(target.seeds)]
    data = mutator.mutate(seed, target.structure(mutator))
    if work.exists():
        shutil.rmtree(work)
    (work / target.folder).mkdir(parents=True)
    path = work / target.folder / name
    path.write_bytes(data)
    try:
        with bounded():
            target.run(path, work)
    except target.error as exc:
        first = str(exc).splitlines()[0] if str(exc) else ""
        if str(path) in first:
            return None
        problem = f"the {target.error.__name__} does not name the file: {first[:300]}"
    except BaseException as exc:  # noqa: BLE001 - any other outcome is the finding
        if isinstance(exc, KeyboardInterrupt):
            raise
        tail = "".join(traceback.format_exception(exc)[-6:])
        problem = f"{type(exc).__name__}: {str(exc)[:300]}\n{tail}"
    else:
        return None
    keep = work.parent / f"failing-{target.kind}-{number}{Path(name).suffix}"
    keep.write_bytes(data)
    return f"{target.kind} #{number} ({mutator.last.strip()[:120]}), kept as {keep}:\n{problem}"


def _fuzz(kind: str, inputs: int, seed: int, tmp_path: Path) -> None:
    _warm_up()
    target = TARGETS[kind]
    mutator = Mutator(seed * 1_000_003 + sorted(TARGETS).index(kind))
    failures = []
    for number in range(inputs):
        failure = _one(target, mutator, number, tmp_path / "work")
        if failure:
            failures.append(failure)
            if len(failures) >= 5:
                break
    assert not failures, f"seed {seed}: " + "\n\n".join(failures)


@pytest.mark.parametrize("kind", sorted(QUICK))
def test_fuzz_quick(kind: str, tmp_path: Path) -> None:
    _fuzz(kind, QUICK[kind], SEED, tmp_path)


@pytest.mark.soak
@pytest.mark.parametrize("kind", sorted(QUICK))
def test_fuzz_soak(kind: str, tmp_path: Path) -> None:
    _fuzz(kind, SOAK_INPUTS, SEED + 1, tmp_path)
