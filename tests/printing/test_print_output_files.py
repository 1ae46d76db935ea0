"""Print jobs write all their files or none, name the file on failure, and check names first."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from reportlab.pdfgen.canvas import Canvas

from tabletop.printing import PrintOptions, print_pdf
from tests.printing.test_print_exports import _run
from tests.render.samples import BOWMAN, HERALD

FULL = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _fail_on_call(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, call: int) -> None:
    """Make `owner.name` raise "No space left on device" from its `call`-th call on."""
    real = getattr(owner, name)
    calls = [0]

    def failing(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] >= call:
            raise FULL
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, failing)


def _old_files(folder: Path, *names: str) -> dict[Path, bytes]:
    files = {folder / name: f"old {name}".encode() for name in names}
    for path, data in files.items():
        path.write_bytes(data)
    return files


def test_separate_backs_on_a_full_disk_change_neither_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _old_files(tmp_path, "deck.pdf", "deck-backs.pdf")
    _fail_on_call(monkeypatch, Canvas, "save", 2)  # the fronts are written, the backs fail
    code = _run("empyrean", "--backs", "separate", "--out", str(tmp_path / "deck.pdf"))
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "No space left on device" in err and str(tmp_path / "deck.pdf") in err
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == old  # no new file, no temp file


def test_png_folder_on_a_full_disk_gets_no_new_png(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pngs = tmp_path / "pngs"
    pngs.mkdir()
    old = _old_files(pngs, "emp-storm-herald.png")
    _fail_on_call(monkeypatch, Image.Image, "save", 2)  # the first PNG is written
    assert _run("empyrean", "--proof", "--png-dir", str(pngs), "--dpi", "72") == 2
    assert "No space left on device" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in pngs.iterdir()} == old


def test_a_pdf_is_asked_for_by_a_pdf_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.yaml"
    notes.write_text("keep: me\n")
    assert _run("empyrean", "--out", str(notes)) == 2
    assert "give a PDF file name ending in .pdf" in capsys.readouterr().err
    assert notes.read_text() == "keep: me\n"
    assert _run("empyrean", "--calibration", "--out", str(notes)) == 2
    assert notes.read_text() == "keep: me\n"
    assert _run("empyrean", "--tts", str(tmp_path / "sheet.pdf")) == 2
    assert "ending in .png" in capsys.readouterr().err


def test_a_folder_as_out_is_refused_before_any_card_is_drawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tabletop.printing.pdf as pdf

    def no_drawing(*args: Any) -> None:
        raise AssertionError("a page was drawn")

    monkeypatch.setattr(pdf, "_front_page", no_drawing)
    folder = tmp_path / "out.pdf"
    folder.mkdir()
    assert _run("empyrean", "--out", str(folder)) == 2
    assert f"cannot write {folder}: it is a folder" in capsys.readouterr().err
    file = tmp_path / "file"
    file.write_text("x")
    assert _run("empyrean", "--png-dir", str(file)) == 2
    assert "it is a file, not a folder" in capsys.readouterr().err


def test_printed_files_are_readable_by_all_like_saves(tmp_path: Path) -> None:
    old_mask = os.umask(0o022)
    try:
        report = print_pdf([(HERALD, 1), (BOWMAN, 1)], tmp_path / "a.pdf", PrintOptions())
    finally:
        os.umask(old_mask)
    assert report.path.stat().st_mode & 0o777 == 0o644


SIGTERM_MID_WRITE = """
import os, signal, sys, time
from pathlib import Path
from tabletop.cli.commands import _stop_on_sigterm
from tabletop.engine.atomic import atomic_paths
_stop_on_sigterm()
with atomic_paths([Path(sys.argv[1])]) as (tmp,):
    tmp.write_bytes(b"half a file")
    os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(30)
"""


def test_sigterm_mid_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    result = subprocess.run(
        [sys.executable, "-c", SIGTERM_MID_WRITE, str(target)], capture_output=True, check=False
    )
    assert result.returncode == 128 + signal.SIGTERM, result.stderr
    assert list(tmp_path.iterdir()) == []
