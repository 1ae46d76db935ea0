"""`print_pdf`: card faces (and backs) imposed on PDF pages at full size, never scaled."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from tabletop.engine.atomic import atomic_paths
from tabletop.printing.images import Picture, PrintImages
from tabletop.printing.imposition import (
    PAGE_EDGE_MM,
    SheetPlan,
    Slot,
    crop_marks,
    footer_span,
    plan_sheet,
)
from tabletop.printing.options import PrintOptions
from tabletop.printing.pdfbase import PDF_FONT, binary_streams, fit_font_size, new_canvas, pt
from tabletop.printing.report import PrintReport
from tabletop.render.face import CardFace
from tabletop.render.geometry import print_canvas

Progress = Callable[[int, int], None]
Tick = Callable[[], None]
Batches = list[list[CardFace]]  # the cards of each sheet
FacesWithCopies = Sequence[tuple[CardFace, int]]
DUPLEX_PREF = {"duplex-long": "DuplexFlipLongEdge", "duplex-short": "DuplexFlipShortEdge"}


def expand_copies(faces_with_copies: FacesWithCopies) -> list[CardFace]:
    """One entry per printed card, in the given order; a clear error for bad counts."""
    cards: list[CardFace] = []
    for face, copies in faces_with_copies:
        if not isinstance(copies, int) or copies < 0:
            raise ValueError(f"{face.card_id}: copies must be a whole number >= 0, not {copies!r}")
        cards.extend([face] * copies)
    if not cards:
        raise ValueError("nothing to print: no card has a copy count above zero")
    return cards


@dataclass
class _Run:
    """Everything needed to draw pages for one print run."""

    options: PrintOptions
    plan: SheetPlan
    images: PrintImages
    title: str

    def draw_card(self, canvas: Canvas, picture: Picture, slot: Slot) -> None:
        b = self.options.bleed_mm
        full = slot.trim.grow(b, b, b, b)
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(pt(slot.clip.x), pt(slot.clip.y), pt(slot.clip.w), pt(slot.clip.h))
        canvas.clipPath(path, stroke=0, fill=0)
        if slot.rotate:
            cx, cy = pt(full.x + full.w / 2), pt(full.y + full.h / 2)
            canvas.translate(cx, cy)
            canvas.rotate(180)
            canvas.translate(-cx, -cy)
        canvas.drawImage(picture, pt(full.x), pt(full.y), pt(full.w), pt(full.h))
        canvas.restoreState()

    def draw_marks(self, canvas: Canvas) -> None:
        if not self.options.crop_marks or self.plan.trim_box is not None:
            return
        canvas.saveState()
        canvas.setLineWidth(0.3)
        canvas.setStrokeColorRGB(0, 0, 0)
        for x1, y1, x2, y2 in crop_marks(self.plan):
            canvas.line(pt(x1), pt(y1), pt(x2), pt(y2))
        if self.plan.fold_y is not None:
            canvas.setDash(3, 2)
            e, y = self.plan.extent, pt(self.plan.fold_y)
            canvas.line(pt(PAGE_EDGE_MM), y, pt(e.x - 1), y)
            canvas.line(pt(e.right + 1), y, pt(self.plan.page_w - PAGE_EDGE_MM), y)
        canvas.restoreState()

    def draw_footer(self, canvas: Canvas, page: int, pages: int, side: str) -> None:
        span = footer_span(self.plan)
        if span is None:
            return
        date = self.options.print_date.isoformat()
        where = f"page {page}/{pages} · {side}"
        width = pt(span[1] - span[0])
        # Most important last to go: page and side, then set and date, then the game title.
        for parts in (
            [self.title, self.options.set_name, date, where],
            [self.options.set_name, date, where],
            [date, where],
            [where],
        ):
            text = " · ".join(dict.fromkeys(p for p in parts if p))  # a set named as its game once
            size = fit_font_size(text, PDF_FONT, width, 6.5, 4.0)
            if stringWidth(text, PDF_FONT, size) <= width:
                break
        else:
            return
        y_mm = max(PAGE_EDGE_MM, self.plan.extent.y / 2 - 1.0)
        canvas.saveState()
        canvas.setFont(PDF_FONT, size)
        canvas.setFillGray(0.25)
        canvas.drawCentredString(pt((span[0] + span[1]) / 2), pt(y_mm), text)
        canvas.restoreState()

    def set_boxes(self, canvas: Canvas) -> None:
        trim, bleed = self.plan.trim_box, self.plan.bleed_box
        if trim is not None and bleed is not None:
            canvas.setTrimBox((pt(trim.x), pt(trim.y), pt(trim.right), pt(trim.top)))
            canvas.setBleedBox((pt(bleed.x), pt(bleed.y), pt(bleed.right), pt(bleed.top)))


def _front_page(run: _Run, canvas: Canvas, batch: list[CardFace], page: int, pages: int) -> None:
    run.set_boxes(canvas)
    for face, slot in zip(batch, run.plan.fronts, strict=False):
        run.draw_card(canvas, run.images.face(face), slot)
    if run.plan.backs_on_front_page:
        for face, slot in zip(batch, run.plan.backs, strict=False):
            run.draw_card(canvas, run.images.back(face), slot)
    run.draw_marks(canvas)
    run.draw_footer(
        canvas, page, pages, "FRONT + BACK" if run.plan.backs_on_front_page else "FRONT"
    )
    canvas.showPage()


def _back_page(run: _Run, canvas: Canvas, batch: list[CardFace], page: int, pages: int) -> None:
    run.set_boxes(canvas)
    dx, dy = run.options.back_offset_mm
    canvas.saveState()
    canvas.translate(pt(dx), pt(dy))
    for face, slot in zip(batch, run.plan.backs, strict=False):
        run.draw_card(canvas, run.images.back(face), slot)
    canvas.restoreState()
    run.draw_footer(canvas, page, pages, "BACK")
    canvas.showPage()


def _file_size(path: Path | None) -> int:
    return path.stat().st_size if path is not None else 0


def check_pdf_path(out: Path) -> None:
    """Refuse, before any page is drawn, a PDF path that is not a `.pdf` name or is a folder
    (so `--out notes.yaml` never replaces a YAML file with a PDF)."""
    if out.suffix.lower() != ".pdf":
        raise ValueError(f"{out}: give a PDF file name ending in .pdf")
    if out.is_dir():
        raise ValueError(f"cannot write {out}: it is a folder")
    if not out.parent.is_dir():
        raise ValueError(f"cannot write {out}: the folder {out.parent} does not exist")


def backs_path_for(out_path: Path) -> Path:
    return out_path.with_name(f"{out_path.stem}-backs{out_path.suffix or '.pdf'}")


def _new_run(options: PrintOptions, cards: list[CardFace]) -> _Run:
    plan = plan_sheet(options)
    canvas_px = print_canvas(options.card, options.dpi, bleed_mm=options.bleed_mm)
    images = PrintImages(canvas_px, grayscale=options.grayscale, ink_saver=options.ink_saver)
    titles = list(dict.fromkeys(face.game_title for face in cards))
    return _Run(options, plan, images, " / ".join(titles))


def _ticker(progress: Progress | None, total: int) -> Tick:
    """A call per page written, telling ``progress`` how many of ``total`` are done."""
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress:
            progress(done, total)

    return tick


def _page_count(options: PrintOptions, batches: Batches) -> int:
    """Pages of the main PDF: a back page after each front page when printed duplex."""
    return len(batches) * (2 if options.backs in DUPLEX_PREF else 1)


def _write_sheets(run: _Run, path: Path, batches: Batches, title: str, tick: Tick) -> None:
    """The main PDF: each sheet's front page, then its back page for duplex printing."""
    duplex = DUPLEX_PREF.get(run.options.backs)
    page_mm = (run.plan.page_w, run.plan.page_h)
    pdf = new_canvas(path, page_mm, title=title, duplex=duplex)
    pages = _page_count(run.options, batches)
    page = 0
    last_use = {face: index for index, batch in enumerate(batches) for face in batch}
    for index, batch in enumerate(batches):
        page += 1
        _front_page(run, pdf, batch, page, pages)
        run.images.release(face for face in dict.fromkeys(batch) if last_use[face] == index)
        tick()
        if duplex:
            page += 1
            _back_page(run, pdf, batch, page, pages)
            tick()
    pdf.save()


def _write_backs(run: _Run, path: Path, batches: Batches, title: str, tick: Tick) -> None:
    """The separate PDF of backs: one page per sheet."""
    page_mm = (run.plan.page_w, run.plan.page_h)
    pdf = new_canvas(path, page_mm, title=f"{title} (backs)", duplex=None)
    for index, batch in enumerate(batches, start=1):
        _back_page(run, pdf, batch, index, len(batches))
        tick()
    pdf.save()


def print_pdf(
    faces_with_copies: FacesWithCopies,
    out_path: str | Path,
    options: PrintOptions | None = None,
    *,
    progress: Progress | None = None,
) -> PrintReport:
    """Write the cards (with ``copies`` of each) to a print-and-play PDF.

    Raises ``DoesNotFitError`` (a ``ValueError``) when the cards do not fit the paper at full
    size; nothing is ever scaled. ``progress(done, total)`` is called after each page.
    """
    started = time.perf_counter()
    options = options or PrintOptions()
    out = Path(out_path)
    check_pdf_path(out)
    cards = expand_copies(faces_with_copies)
    run = _new_run(options, cards)
    per_page = run.plan.per_page
    batches = [cards[i : i + per_page] for i in range(0, len(cards), per_page)]
    pages = _page_count(options, batches)
    backs_out = backs_path_for(out) if options.backs == "separate" else None
    tick = _ticker(progress, pages + (len(batches) if backs_out is not None else 0))
    doc_title = " - ".join(p for p in (run.title, options.set_name) if p)
    targets = [out] if backs_out is None else [out, backs_out]
    # every file of the job is written before any is put in place: all or nothing
    with binary_streams(), atomic_paths(targets, make_folders=False) as temps:
        _write_sheets(run, temps[0], batches, doc_title, tick)
        if backs_out is not None:
            _write_backs(run, temps[1], batches, doc_title, tick)
    return PrintReport(
        path=out,
        pages=pages,
        sheets=len(batches),
        cards=len(cards),
        distinct_faces=len(set(cards)),
        cards_per_page=per_page,
        seconds=time.perf_counter() - started,
        bytes=_file_size(out) + _file_size(backs_out),
        backs_path=backs_out,
        warnings=tuple(dict.fromkeys(run.images.warnings)),
    )
