"""A two-page sheet to measure how far a duplex printer shifts the back side.

The front carries crosses; the back carries millimetre scales where each cross should land.
Held against a light, the front lines show through and cross the scales at the reading X,Y: that
reading is the ``--back-offset`` to print with (it is added to any offset already applied).
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from tabletop.engine.atomic import atomic_paths
from tabletop.printing.options import PrintOptions
from tabletop.printing.pdf import check_pdf_path
from tabletop.printing.pdfbase import PDF_FONT, PDF_FONT_BOLD, new_canvas, pt

SCALE_MM = 6  # each scale runs from -SCALE_MM to +SCALE_MM
CROSS_MM = 14  # half-length of each front cross line
SCALE_GAP_MM = 9  # the scales sit this far above / right of the target

INSTRUCTIONS = (
    "1. Print both pages on one sheet, double-sided ({flip} flip), at 100 % (actual size).",
    "2. Hold the sheet against a light with the BACK side (page 2) towards you.",
    "3. At each target, read X where the front's vertical line crosses the scale above it,",
    "    and Y where the front's horizontal line crosses the scale to its right (in mm).",
    "4. Print cards with --back-offset X,Y (average the targets). If this sheet was printed",
    "    with an offset already ({dx:g},{dy:g}), add the reading to it.",
)


def _targets(page_w: float, page_h: float) -> list[tuple[float, float]]:
    return [
        (page_w / 2, page_h * 0.45),
        (page_w * 0.25, page_h * 0.2),
        (page_w * 0.75, page_h * 0.2),
        (page_w * 0.25, page_h * 0.62),
        (page_w * 0.75, page_h * 0.62),
    ]


def _front(canvas: Canvas, options: PrintOptions, flip: str) -> None:
    paper = options.paper_size
    w, h = paper.width_mm, paper.height_mm
    left, top = options.margin_mm + 4, h - options.margin_mm - 8
    canvas.setFont(PDF_FONT_BOLD, 13)
    canvas.drawString(pt(left), pt(top), f"Back-offset calibration: {paper.name}, {flip} flip")
    canvas.setFont(PDF_FONT, 9)
    dx, dy = options.back_offset_mm
    for i, line in enumerate(INSTRUCTIONS):
        canvas.drawString(pt(left), pt(top - 7 - 4.5 * i), line.format(flip=flip, dx=dx, dy=dy))
    canvas.setLineWidth(0.8)
    for x, y in _targets(w, h):
        canvas.line(pt(x - CROSS_MM), pt(y), pt(x + CROSS_MM), pt(y))
        canvas.line(pt(x), pt(y - CROSS_MM), pt(x), pt(y + CROSS_MM))
        canvas.circle(pt(x), pt(y), pt(1.5), stroke=1, fill=0)
    canvas.setFont(PDF_FONT, 6)
    canvas.drawCentredString(pt(w / 2), pt(4), "Tabletop calibration · page 1/2 · FRONT")
    canvas.showPage()


def _scale(canvas: Canvas, x: float, y: float) -> None:
    """Two mm scales for the target at (x, y): X on a horizontal scale above it, Y on a
    vertical scale to its right. Values grow to the right and upwards, 0 on the ideal spot."""
    canvas.setLineWidth(0.25)
    hy, vx = y + SCALE_GAP_MM, x + SCALE_GAP_MM
    canvas.line(pt(x - SCALE_MM), pt(hy), pt(x + SCALE_MM), pt(hy))
    canvas.line(pt(vx), pt(y - SCALE_MM), pt(vx), pt(y + SCALE_MM))
    canvas.setFont(PDF_FONT, 4)
    for tick in range(-2 * SCALE_MM, 2 * SCALE_MM + 1):
        v = tick / 2
        length = 2.0 if tick == 0 else 1.4 if tick % 2 == 0 else 0.7
        canvas.line(pt(x + v), pt(hy), pt(x + v), pt(hy + length))
        canvas.line(pt(vx), pt(y + v), pt(vx + length), pt(y + v))
        if tick % 4 == 0:
            canvas.drawCentredString(pt(x + v), pt(hy + 2.6), f"{v:g}")
            canvas.drawString(pt(vx + 2.6), pt(y + v - 0.5), f"{v:g}")


def _back(canvas: Canvas, options: PrintOptions, flip: str) -> None:
    paper = options.paper_size
    w, h = paper.width_mm, paper.height_mm
    dx, dy = options.back_offset_mm
    canvas.saveState()
    canvas.translate(pt(dx), pt(dy))
    for x, y in _targets(w, h):
        bx, by = (w - x, y) if flip == "long-edge" else (x, h - y)
        _scale(canvas, bx, by)
    canvas.restoreState()
    canvas.setFont(PDF_FONT, 6)
    canvas.drawCentredString(pt(w / 2), pt(4), "Tabletop calibration · page 2/2 · BACK")
    canvas.showPage()


def print_calibration(out_path: str | Path, options: PrintOptions | None = None) -> Path:
    """Write the calibration sheet for ``options.paper`` and its duplex flip (long-edge unless
    ``backs`` is duplex-short), applying ``options.back_offset_mm`` to the back page."""
    options = options or PrintOptions(backs="duplex-long")
    out = Path(out_path)
    flip = "short-edge" if options.backs == "duplex-short" else "long-edge"
    duplex = "DuplexFlipShortEdge" if flip == "short-edge" else "DuplexFlipLongEdge"
    paper = options.paper_size
    check_pdf_path(out)
    with atomic_paths([out], make_folders=False) as (tmp,):
        canvas = new_canvas(
            tmp,
            (paper.width_mm, paper.height_mm),
            title="Tabletop back-offset calibration",
            duplex=duplex,
        )
        _front(canvas, options, flip)
        _back(canvas, options, flip)
        canvas.save()
    return out
