"""The one atomic writer: several files all or nothing, errors naming the target, stale temps."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest

import tabletop
from tabletop.engine.atomic import atomic_paths, clean_stale_temps, describe_write_error
from tabletop.engine.paths import saves_dir

HOURS_AGO = time.time() - 2 * 3600


def _temp(folder: Path, name: str, mtime: float) -> Path:
    path = folder / name
    path.write_bytes(b"")
    os.utime(path, (mtime, mtime))
    return path


def test_a_failed_job_changes_no_file_and_names_its_target(tmp_path: Path) -> None:
    first, second = tmp_path / "a.pdf", tmp_path / "a-backs.pdf"
    first.write_text("old a")
    with pytest.raises(OSError) as err, atomic_paths([first, second]) as (tmp_a, tmp_b):
        tmp_a.write_text("new a")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(tmp_b))
    assert describe_write_error(err.value) == f"cannot write {second}: No space left on device"
    assert sorted(tmp_path.iterdir()) == [first] and first.read_text() == "old a"


def test_new_files_are_rw_r_r(tmp_path: Path) -> None:
    old_mask = os.umask(0o077)
    try:
        with atomic_paths([tmp_path / "a.png", tmp_path / "b.png"]) as temps:
            for tmp in temps:
                tmp.write_bytes(b"x")
    finally:
        os.umask(old_mask)
    assert {p.stat().st_mode & 0o777 for p in tmp_path.iterdir()} == {0o644}


def test_stale_temps_of_ours_are_removed_when_saving(tmp_path: Path) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    stale = _temp(folder, ".game.json.k3j_x9a2.tmp", HOURS_AGO)
    stale_print = _temp(folder, ".cards.pdf.ab12cd34.part", HOURS_AGO)
    fresh = _temp(folder, ".other.json.zz99yy88.tmp", time.time())  # maybe being written now
    theirs = _temp(folder, ".notes.tmp", HOURS_AGO)  # not our pattern
    game = tabletop.new_game("tally", seed=1, seats=["human", "human"])
    game.save(folder / "game.json")
    assert not stale.exists() and not stale_print.exists()
    assert fresh.exists() and theirs.exists()


def test_stale_temps_are_removed_when_listing_saves() -> None:
    from tabletop.ui.scenes.files import list_files

    folder = saves_dir()
    folder.mkdir(parents=True)
    stale = _temp(folder, ".game.json.k3j_x9a2.tmp", HOURS_AGO)
    list_files("load")
    assert not stale.exists()


def test_cleaning_a_missing_folder_is_harmless(tmp_path: Path) -> None:
    assert clean_stale_temps(tmp_path / "nope") == 0
