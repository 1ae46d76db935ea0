from __future__ import annotations

import argparse
from pathlib import Path

import pygame
import pytest
from pypdf import PdfReader

from tabletop.bench.printing import bench_faces
from tabletop.engine.atomic import atomic_paths
from tabletop.printing import (
    PrintOptions,
    add_print_parser,
    export_pngs,
    export_tts_sheet,
    print_calibration,
)
from tabletop.render import CardFace
from tests.render.samples import BOWMAN, HERALD


def test_one_png_per_distinct_card_plus_backs(tmp_path: Path) -> None:
    files = export_pngs([(HERALD, 3), (BOWMAN, 1)], tmp_path, dpi=150)
    names = sorted(f.name for f in files)
    assert names == [
        "back-clash.png",
        "back-empyrean.png",
        "clash-longbowman.png",
        "emp-storm-herald.png",
    ]
    image = pygame.image.load(str(tmp_path / "emp-storm-herald.png"))
    assert image.get_size() == (372 + 36, 520 + 36)  # 63 x 88 mm + 2 x 3 mm bleed, 150 dpi


def test_tts_sheet_is_at_most_10_by_7_and_4096_wide(tmp_path: Path) -> None:
    faces = [(face, 1) for face in bench_faces(75)]
    tts = export_tts_sheet(faces, tmp_path / "deck.png")
    assert (tts.cols, tts.rows) == (10, 7)
    assert tts.counts == (69, 6)  # the 70th slot of a sheet shows the back (hidden card)
    assert [p.name for p in tts.sheets] == ["deck-1.png", "deck-2.png"]
    sheet = pygame.image.load(str(tts.sheets[0]))
    assert sheet.get_width() <= 4096
    assert sheet.get_size() == (10 * tts.card_px[0], 7 * tts.card_px[1])
    assert tts.back.is_file()


def test_small_tts_deck_uses_a_small_grid(tmp_path: Path) -> None:
    tts = export_tts_sheet([(HERALD, 3)], tmp_path / "deck.png")
    assert (tts.cols, tts.rows) == (4, 2)
    assert tts.sheets == (tmp_path / "deck.png",)


def test_calibration_sheet_has_front_and_back(tmp_path: Path) -> None:
    out = print_calibration(
        tmp_path / "cal.pdf", PrintOptions(backs="duplex-short", back_offset_mm=(0.5, -1))
    )
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"
    assert "short-edge" in reader.pages[0].extract_text()


def test_atomic_write_keeps_the_old_file_on_failure(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_text("old")
    with pytest.raises(RuntimeError), atomic_paths([target]) as (tmp,):
        tmp.write_text("half")
        raise RuntimeError("boom")
    assert target.read_text() == "old"
    assert list(tmp_path.iterdir()) == [target]
    with atomic_paths([target]) as (tmp,):
        tmp.write_text("new")
    assert target.read_text() == "new"


def test_bench_faces_are_distinct_and_realistic() -> None:
    faces = bench_faces(100)
    assert len({f.card_id for f in faces}) == 100
    assert {f.game for f in faces} == {"empyrean", "clash", "eoc", "coe", "ucg"}


# --- the `print` command ---------------------------------------------------------------------


def _source(
    game: str, decks: list[str] | None, cards: list[str] | None, proof: bool
) -> tuple[str, list[tuple[CardFace, int]]]:
    if game != "empyrean":
        raise ValueError(f"unknown game {game!r}")
    if decks and decks != ["Crimson Host"]:
        raise ValueError(f"unknown deck {decks[0]!r}")
    faces = [(HERALD, 1 if proof else 3)]
    if cards:
        faces = [(f, n) for f, n in faces if f.card_id in cards]
        if not faces:
            raise ValueError(f"unknown card {cards[0]!r}")
    return "Core", faces


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="tabletop")
    add_print_parser(parser.add_subparsers(dest="command"), _source)
    args = parser.parse_args(["print", *argv])
    return int(args.func(args))


def test_print_command_writes_a_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "emp.pdf"
    assert (
        _run(
            "empyrean",
            "--out",
            str(out),
            "--backs",
            "duplex-long",
            "--back-offset",
            "0.5,-1",
            "--paper",
            "letter",
        )
        == 0
    )
    assert len(PdfReader(out).pages) == 2
    captured = capsys.readouterr()
    assert "3 cards" in captured.out
    assert "printing page 1/2\nprinting page 2/2\n" in captured.err  # one line a page


def test_print_command_errors_are_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("empyrean", "--deck", "Nope", "--out", str(tmp_path / "x.pdf")) == 2
    assert "unknown deck 'Nope'" in capsys.readouterr().err
    assert (
        _run(
            "empyrean",
            "--card-size",
            "tarot",
            "--paper",
            "100x100",
            "--out",
            str(tmp_path / "x.pdf"),
        )
        == 2
    )
    assert "do not fit" in capsys.readouterr().err
    assert _run("empyrean", "--back-offset", "1", "--out", str(tmp_path / "x.pdf")) == 2
    assert not (tmp_path / "x.pdf").exists()


def test_print_command_exports_without_a_pdf(tmp_path: Path) -> None:
    pngs, tts = tmp_path / "pngs", tmp_path / "deck.png"
    cwd_pdf = Path("empyrean-cards.pdf")
    assert (
        _run("empyrean", "--proof", "--png-dir", str(pngs), "--tts", str(tts), "--dpi", "100") == 0
    )
    assert (pngs / "emp-storm-herald.png").is_file() and tts.is_file()
    assert not cwd_pdf.exists()


def test_print_command_calibration(tmp_path: Path) -> None:
    out = tmp_path / "cal.pdf"
    assert _run("empyrean", "--calibration", "--out", str(out)) == 0
    assert len(PdfReader(out).pages) == 2
