"""The files of a run are the run's (issue 41): a new run into a folder another run wrote clears
the files it owns, `--resume` keeps them, and the last line says what was written, truly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.sim import outputs, plots
from tabletop.sim.command import written_words

TALLY = ["simulate", "tally", "--bots", "random", "--workers", "1", "--games", "8"]


def test_a_new_run_clears_what_the_run_before_wrote(tmp_path: Path) -> None:
    out = tmp_path / "runs"
    assert main([*TALLY, "--variant", "six.value=1..2", "--out", str(out)]) == 0
    assert (out / "variants.csv").exists()
    assert not plots.available() or (out / "sweep.png").exists()
    assert main([*TALLY, "--out", str(out)]) == 0
    assert not (out / "variants.csv").exists() and not (out / "sweep.png").exists()
    assert (out / "results.json").exists() and (out / "decks.csv").exists()
    left = {p.name for p in out.iterdir()} - {"checkpoint.jsonl"}
    assert left <= set(outputs.OWNED)


def test_resume_keeps_the_runs_files(tmp_path: Path) -> None:
    out = tmp_path / "runs"
    assert main([*TALLY, "--variant", "six.value=1", "--out", str(out)]) == 0
    before = (out / "variants.csv").read_text()
    assert main([*TALLY, "--variant", "six.value=1", "--out", str(out), "--resume"]) == 0
    assert (out / "variants.csv").read_text() == before


def test_the_last_line_says_one_true_thing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A base install (no matplotlib) never says "wrote ... plots" and then "no plots"."""
    monkeypatch.setattr(plots, "available", lambda: False)
    assert main([*TALLY, "--out", str(tmp_path / "a")]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert "plot" not in last.split("(")[0] and last.endswith("pip install 'tabletop[sim]')")
    assert written_words(["report.html", "a.csv", "b.png"], tmp_path, True) == (
        f"wrote {tmp_path / 'report.html'}, results.json, 1 CSV table and 1 plot in {tmp_path}"
    )


def test_a_folder_of_files_no_run_wrote_is_refused_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A results.json with no run's checkpoint beside it is someone else's: a new run would
    replace it, so the run refuses in one line saying how to go on, and touches nothing."""
    mine = tmp_path / "results.json"
    mine.write_text('{"mine": true}')
    assert main([*TALLY, "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "holds results.json that no run" in err, err
    assert err.endswith("give another folder, or move them away")
    assert mine.read_text() == '{"mine": true}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.json"]


def test_the_first_line_counts_one_game_as_one() -> None:
    from tabletop.sim.counts import plan_words
    from tabletop.sim.settings import make_settings

    one = make_settings("tally", ["odds", "evens"], 2, ["random"], 1, 1, per_order=False)
    assert plan_words(one) == "1 game (1 of the 4 seat orders, one each)"
    two = make_settings("tally", ["odds"], 2, ["random"], 2, 1, per_order=False)
    assert plan_words(two) == "2 games (one seat order)"
