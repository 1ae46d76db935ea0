from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from tabletop.printing import DoesNotFitError, PrintOptions, print_pdf
from tabletop.printing.imposition import crop_marks, plan_sheet
from tabletop.printing.pdfbase import pt
from tabletop.render import CardFace
from tests.printing.pdfcheck import image_objects, line_count, placements
from tests.render.samples import BOWMAN, HERALD

A4 = (595.28, 841.89)
TEN = [(HERALD, 6), (BOWMAN, 4)]
DAY = dt.date(2025, 1, 2)


def _print(
    tmp_path: Path, cards: list[tuple[CardFace, int]] = TEN, **options: Any
) -> tuple[PdfReader, Path]:
    out = tmp_path / "cards.pdf"
    report = print_pdf(cards, out, PrintOptions(date=DAY, **options))
    assert report.path == out and out.is_file()
    return PdfReader(out), out


def test_butted_a4_nine_per_page(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path)
    assert len(reader.pages) == 2
    for page in reader.pages:
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        assert (round(w, 2), round(h, 2)) == A4
    assert len(placements(reader, reader.pages[0])) == 9
    assert len(placements(reader, reader.pages[1])) == 1


def test_images_are_300_dpi_and_placed_at_full_size(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path)
    for placed in placements(reader, reader.pages[0]):
        _, _, w_pt, h_pt = placed.box
        assert placed.pixels[0] / (w_pt / 72) == pytest.approx(300, rel=0.005)
        assert placed.pixels[1] / (h_pt / 72) == pytest.approx(300, rel=0.005)
        assert w_pt == pytest.approx(pt(63 + 6), abs=0.01)  # trim plus 3 mm bleed each side


def test_600_dpi(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, cards=[(HERALD, 1)], dpi=600)
    (placed,) = placements(reader, reader.pages[0])
    assert placed.pixels[0] / (placed.box[2] / 72) == pytest.approx(600, rel=0.005)


def test_viewer_is_asked_not_to_scale(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, backs="duplex-long")
    prefs = reader.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == "/DuplexFlipLongEdge"


def test_crop_marks_are_drawn_in_the_margin(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path)
    marks = crop_marks(plan_sheet(PrintOptions()))
    assert len(marks) == 16  # 4 vertical and 4 horizontal cut lines, both ends
    assert line_count(reader, reader.pages[0]) == len(marks)
    plan = plan_sheet(PrintOptions())
    for x1, y1, x2, y2 in marks:
        for slot in plan.fronts:
            c = slot.clip
            inside = c.x < (x1 + x2) / 2 < c.right and c.y < (y1 + y2) / 2 < c.top
            assert not inside


def test_no_crop_marks_when_turned_off(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, crop_marks=False)
    assert line_count(reader, reader.pages[0]) == 0


def test_duplex_long_edge_mirrors_columns(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, backs="duplex-long")
    assert len(reader.pages) == 4  # front, back, front, back
    page_w = float(reader.pages[0].mediabox.width)
    fronts = [p.box for p in placements(reader, reader.pages[0])]
    backs = [p.box for p in placements(reader, reader.pages[1])]
    assert len(backs) == len(fronts) == 9
    mirrored = [(round(page_w - x - w, 2), y, w, h) for x, y, w, h in fronts]
    for got, want in zip(backs, mirrored, strict=True):
        assert got == pytest.approx(want, abs=0.02)
    # The first card (top left) has its back top right.
    assert backs[0][0] > fronts[0][0]


def test_duplex_short_edge_reverses_rows(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, backs="duplex-short")
    page_h = float(reader.pages[0].mediabox.height)
    fronts = [p.box for p in placements(reader, reader.pages[0])]
    backs = [p.box for p in placements(reader, reader.pages[1])]
    for (x, y, w, h), got in zip(fronts, backs, strict=True):
        assert got == pytest.approx((x, page_h - y - h, w, h), abs=0.02)


def test_back_offset_shifts_back_pages_only(tmp_path: Path) -> None:
    plain, _ = _print(tmp_path, backs="duplex-long")
    shifted, _ = _print(tmp_path, backs="duplex-long", back_offset_mm=(1.0, -2.0))
    for a, b in zip(
        placements(plain, plain.pages[1]), placements(shifted, shifted.pages[1]), strict=True
    ):
        assert b.box[0] - a.box[0] == pytest.approx(pt(1.0), abs=0.02)
        assert b.box[1] - a.box[1] == pytest.approx(pt(-2.0), abs=0.02)
    fronts_a = [p.box for p in placements(plain, plain.pages[0])]
    fronts_b = [p.box for p in placements(shifted, shifted.pages[0])]
    assert fronts_a == fronts_b


def test_fold_over_puts_backs_upside_down_under_the_fronts(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, cards=[(HERALD, 3)], backs="fold")
    assert len(reader.pages) == 1
    placed = placements(reader, reader.pages[0])
    fronts = [p for p in placed if not p.rotated]
    backs = [p for p in placed if p.rotated]
    assert len(fronts) == len(backs) == 3
    fold = float(reader.pages[0].mediabox.height) / 2
    for f, b in zip(fronts, backs, strict=True):
        assert f.box[1] == pytest.approx(fold, abs=0.02)  # the bleeds meet on the fold
        assert b.box[1] + b.box[3] == pytest.approx(fold, abs=0.02)
        assert f.box[0] == pytest.approx(b.box[0], abs=0.02)


def test_single_layout_sets_trim_and_bleed_boxes(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, cards=[(HERALD, 2)], layout="single")
    assert len(reader.pages) == 2
    page = reader.pages[0]
    b = pt(3)
    assert [round(float(v), 2) for v in page.mediabox] == [0, 0, round(pt(69), 2), round(pt(94), 2)]
    assert [round(float(v), 2) for v in page.trimbox] == [
        round(b, 2),
        round(b, 2),
        round(b + pt(63), 2),
        round(b + pt(88), 2),
    ]
    assert [round(float(v), 2) for v in page.bleedbox] == [
        round(float(v), 2) for v in page.mediabox
    ]


def test_separate_backs_file(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    report = print_pdf(TEN, out, PrintOptions(backs="separate"))
    assert report.backs_path == tmp_path / "cards-backs.pdf"
    assert len(PdfReader(report.backs_path).pages) == len(PdfReader(out).pages) == 2


def test_each_distinct_image_is_stored_once(tmp_path: Path) -> None:
    _, out = _print(tmp_path, cards=[(HERALD, 20)], backs="duplex-long")
    assert len(image_objects(out)) == 2  # one face, one back, for 20 cards on 6 pages


def test_cards_that_do_not_fit_raise_a_clear_error(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    with pytest.raises(DoesNotFitError, match=r"tarot cards \(70x120 mm\) do not fit") as info:
        print_pdf([(HERALD, 1)], out, PrintOptions(paper="100x100", card_size="tarot"))
    assert "never scaled" in str(info.value)
    assert not out.exists()


def test_margins_below_a_quarter_inch_are_refused() -> None:
    with pytest.raises(ValueError, match="6.35"):
        PrintOptions(margin_mm=3)


def test_letter_and_universal_hold_nine_poker_cards() -> None:
    for paper in ("letter", "universal"):
        assert plan_sheet(PrintOptions(paper=paper)).per_page == 9


def test_gutter_keeps_the_bleed_between_cards() -> None:
    plan = plan_sheet(PrintOptions(layout="gutter"))
    clips = [s.clip for s in plan.fronts]
    for slot in plan.fronts:
        assert slot.clip.w == pytest.approx(63 + 6)
    for i, a in enumerate(clips):
        for b in clips[i + 1 :]:
            overlap_x = a.x < b.right - 1e-6 and b.x < a.right - 1e-6
            overlap_y = a.y < b.top - 1e-6 and b.y < a.top - 1e-6
            assert not (overlap_x and overlap_y)


def test_grayscale_images_are_gray(tmp_path: Path) -> None:
    reader, _ = _print(tmp_path, cards=[(HERALD, 1)], grayscale=True)
    page = reader.pages[0]
    (name,) = [p.name for p in placements(reader, page)]
    image = page["/Resources"]["/XObject"][name].get_object()
    assert image["/ColorSpace"] == "/DeviceGray"


def test_the_pdf_holds_the_rendered_pixels(tmp_path: Path) -> None:
    """The face and the back in the file are, pixel for pixel, what the card renderer draws
    (the pictures reach reportlab under names of their own, not as PIL images)."""
    import pygame

    from tabletop.render.card import render_back, render_face
    from tabletop.render.geometry import print_canvas

    reader, _ = _print(tmp_path, cards=[(HERALD, 1)], backs="duplex-long")
    canvas = print_canvas(PrintOptions().card, 300, bleed_mm=PrintOptions().bleed_mm)
    face = pygame.image.tobytes(render_face(HERALD, canvas).surface, "RGB")
    back = pygame.image.tobytes(render_back(HERALD, canvas), "RGB")
    for page, expected in zip(reader.pages, (face, back), strict=True):
        (name,) = [p.name for p in placements(reader, page)]
        image = page["/Resources"]["/XObject"][name].get_object()
        assert image["/ColorSpace"] == "/DeviceRGB"
        assert image.get_data() == expected


def test_report_counts_and_progress(tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    report = print_pdf(
        TEN,
        tmp_path / "c.pdf",
        PrintOptions(backs="duplex-long"),
        progress=lambda done, total: seen.append((done, total)),
    )
    assert (report.pages, report.sheets, report.cards, report.distinct_faces) == (4, 2, 10, 2)
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert report.bytes == (tmp_path / "c.pdf").stat().st_size


def test_nothing_to_print_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="nothing to print"):
        print_pdf([(HERALD, 0)], tmp_path / "c.pdf")
