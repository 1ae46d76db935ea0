"""Imposition: where each card (and its back) goes on a sheet, in millimetres.

Pure geometry, nothing drawn. The origin is the page's bottom-left corner, as in PDF. A card is
placed by its trim rectangle; its image (trim plus bleed) is clipped to ``clip`` so that butted
neighbours share a clean cut line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from tabletop.printing.options import PrintOptions

EPS = 1e-6
MARK_GAP_MM = 0.5  # between the outer bleed and a crop mark
MARK_LEN_MM = 5.0
PAGE_EDGE_MM = 2.0  # crop marks stop this far from the paper edge
MARK_ROOM_MM = MARK_GAP_MM + 3.0 + PAGE_EDGE_MM  # room a 3 mm mark needs outside the bleed


class DoesNotFitError(ValueError):
    """The cards cannot be placed on the paper at full size. Nothing is ever scaled down."""


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def grow(self, left: float, right: float, bottom: float, top: float) -> Rect:
        return Rect(self.x - left, self.y - bottom, self.w + left + right, self.h + bottom + top)

    def mirror_x(self, page_w: float) -> Rect:
        return replace(self, x=page_w - self.x - self.w)

    def mirror_y(self, page_h: float) -> Rect:
        return replace(self, y=page_h - self.y - self.h)

    def mirror_about_y(self, axis: float) -> Rect:
        return replace(self, y=2 * axis - self.y - self.h)


@dataclass(frozen=True)
class Slot:
    """One card position: its trim rectangle, where its image may show, and whether it is
    drawn upside down (backs of a fold-over sheet)."""

    trim: Rect
    clip: Rect
    rotate: bool = False


@dataclass(frozen=True)
class SheetPlan:
    """The geometry shared by every sheet of a print run."""

    page_w: float
    page_h: float
    cols: int
    rows: int  # rows of fronts
    fronts: tuple[Slot, ...]  # reading order: left to right, top to bottom
    backs: tuple[Slot, ...]  # backs[i] is the back of fronts[i]; empty when backs are off
    backs_on_front_page: bool  # fold-over: backs share the front page
    cut_x: tuple[float, ...]
    cut_y: tuple[float, ...]
    extent: Rect  # everything printed (all clips)
    fold_y: float | None = None
    trim_box: Rect | None = None  # single layout: the page boxes
    bleed_box: Rect | None = None

    @property
    def per_page(self) -> int:
        return len(self.fronts)


def _fit_count(space: float, card: float, spacing: float) -> int:
    """How many cards of ``card`` mm with ``spacing`` mm between them fit in ``space`` mm."""
    if space + EPS < card:
        return 0
    return int(math.floor((space + spacing + EPS) / (card + spacing)))


def _no_fit(options: PrintOptions, detail: str) -> DoesNotFitError:
    paper, card = options.paper_size, options.card
    return DoesNotFitError(
        f"{card.name} cards ({card.width_mm:g}x{card.height_mm:g} mm) do not fit on "
        f"{paper.name} paper ({paper.width_mm:g}x{paper.height_mm:g} mm) with "
        f"{options.margin_mm:g} mm margins in the {options.layout} layout"
        f"{' with fold-over backs' if options.backs == 'fold' else ''}: {detail}. "
        "Cards are never scaled: choose larger paper, smaller margins (6.35 mm at least), "
        "the butted layout, or another card size."
    )


def _single(options: PrintOptions) -> SheetPlan:
    card, b = options.card, options.bleed_mm
    pw, ph = card.width_mm + 2 * b, card.height_mm + 2 * b
    trim = Rect(b, b, card.width_mm, card.height_mm)
    page = Rect(0, 0, pw, ph)
    front = Slot(trim, page)
    backs: tuple[Slot, ...] = ()
    if options.backs in ("duplex-long", "separate"):
        backs = (Slot(trim.mirror_x(pw), page),)
    elif options.backs == "duplex-short":
        backs = (Slot(trim.mirror_y(ph), page),)
    return SheetPlan(
        pw, ph, 1, 1, (front,), backs, False, (), (), page, trim_box=trim, bleed_box=page
    )


@dataclass(frozen=True)
class _Grid:
    """Where the fronts go: ``cols`` x ``rows`` trims of ``cw`` x ``ch`` mm, ``space`` mm apart,
    from ``left`` (the first column's left edge) and ``top`` (the first row's top) to
    ``bottom`` (the last row's bottom)."""

    cols: int
    rows: int
    cw: float
    ch: float
    space: float
    left: float
    top: float
    bottom: float
    fold_y: float | None  # fold-over: where the sheet folds


def _grid(options: PrintOptions) -> _Grid:
    """As many cards as fit, centred (in the top half for fold-over backs)."""
    paper, card, b, m = options.paper_size, options.card, options.bleed_mm, options.margin_mm
    pw, ph, cw, ch = paper.width_mm, paper.height_mm, card.width_mm, card.height_mm
    fold = options.backs == "fold"
    butted = options.layout == "butted"
    space = 0.0 if butted else 2 * b + options.gutter_mm  # between neighbouring trims
    edge = 0.0 if butted else b  # bleed that must fit inside the margins on the outside
    avail_w = pw - 2 * m - 2 * edge
    avail_h = (ph / 2 - m - b - edge) if fold else (ph - 2 * m - 2 * edge)
    cols = _fit_count(avail_w, cw, space)
    rows = _fit_count(avail_h, ch, space)
    if cols == 0:
        raise _no_fit(options, f"the printable width is {pw - 2 * m:g} mm")
    if rows == 0:
        half = " in half the sheet" if fold else ""
        raise _no_fit(options, f"the printable height{half} is {avail_h + 2 * edge:g} mm")
    grid_w = cols * cw + (cols - 1) * space
    grid_h = rows * ch + (rows - 1) * space
    left = (pw - grid_w) / 2
    if fold:
        fold_y: float | None = ph / 2
        bottom = ph / 2 + b  # the fronts' bleed meets the backs' bleed on the fold
    else:
        fold_y = None
        bottom = (ph - grid_h) / 2
    return _Grid(cols, rows, cw, ch, space, left, bottom + grid_h, bottom, fold_y)


def _front_slots(options: PrintOptions, grid: _Grid) -> list[Slot]:
    """The fronts in reading order. Butted cards show their bleed only on the outside of the
    grid, as far as the crop marks leave room; a gutter card shows all of it."""
    b, ph = options.bleed_mm, options.paper_size.height_mm
    butted = options.layout == "butted"
    cols, rows, cw, ch, space = grid.cols, grid.rows, grid.cw, grid.ch, grid.space
    if butted:
        out_x = max(0.0, min(b, grid.left - MARK_ROOM_MM))
        out_top = max(0.0, min(b, ph - grid.top - MARK_ROOM_MM))
        out_bottom = b if grid.fold_y is not None else max(0.0, min(b, grid.bottom - MARK_ROOM_MM))
    else:
        out_x = out_top = out_bottom = b
    fronts: list[Slot] = []
    for r in range(rows):
        for c in range(cols):
            trim = Rect(grid.left + c * (cw + space), grid.top - ch - r * (ch + space), cw, ch)
            if butted:
                clip = trim.grow(
                    out_x if c == 0 else 0.0,
                    out_x if c == cols - 1 else 0.0,
                    out_bottom if r == rows - 1 else 0.0,
                    out_top if r == 0 else 0.0,
                )
            else:
                clip = trim.grow(b, b, b, b)
            fronts.append(Slot(trim, clip))
    return fronts


def _back_slots(options: PrintOptions, fronts: list[Slot], fold_y: float | None) -> list[Slot]:
    """backs[i] is the back of fronts[i]: mirrored for the printer's flip, or across the fold."""
    pw, ph = options.paper_size.width_mm, options.paper_size.height_mm
    if options.backs in ("duplex-long", "separate"):
        return [Slot(s.trim.mirror_x(pw), s.clip.mirror_x(pw)) for s in fronts]
    if options.backs == "duplex-short":
        return [Slot(s.trim.mirror_y(ph), s.clip.mirror_y(ph)) for s in fronts]
    if options.backs == "fold" and fold_y is not None:
        return [
            Slot(s.trim.mirror_about_y(fold_y), s.clip.mirror_about_y(fold_y), rotate=True)
            for s in fronts
        ]
    return []


def _cut_lines(g: _Grid, butted: bool) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The x of every vertical cut and the y of every horizontal one (both halves of a fold)."""
    if butted:
        cut_x = tuple(g.left + k * g.cw for k in range(g.cols + 1))
        ys = [g.top - k * g.ch for k in range(g.rows + 1)]
    else:
        pitch_x, pitch_y = g.cw + g.space, g.ch + g.space
        cut_x = tuple(
            x for c in range(g.cols) for x in (g.left + c * pitch_x, g.left + c * pitch_x + g.cw)
        )
        ys = [y for r in range(g.rows) for y in (g.top - r * pitch_y, g.top - r * pitch_y - g.ch)]
    if g.fold_y is not None:
        ys += [2 * g.fold_y - y for y in ys]
    return cut_x, tuple(sorted(set(ys)))


def _extent(clips: list[Rect]) -> Rect:
    x0, y0 = min(c.x for c in clips), min(c.y for c in clips)
    return Rect(x0, y0, max(c.right for c in clips) - x0, max(c.top for c in clips) - y0)


def plan_sheet(options: PrintOptions) -> SheetPlan:
    """The sheet layout for ``options``, or ``DoesNotFitError`` saying why not."""
    if options.layout == "single":
        return _single(options)
    grid = _grid(options)
    fronts = _front_slots(options, grid)
    backs = _back_slots(options, fronts, grid.fold_y)
    fold = grid.fold_y is not None
    cut_x, cut_y = _cut_lines(grid, options.layout == "butted")
    clips = [s.clip for s in fronts] + ([s.clip for s in backs] if fold else [])
    return SheetPlan(
        options.paper_size.width_mm,
        options.paper_size.height_mm,
        grid.cols,
        grid.rows,
        tuple(fronts),
        tuple(backs),
        fold,
        cut_x,
        cut_y,
        _extent(clips),
        fold_y=grid.fold_y,
    )


Segment = tuple[float, float, float, float]


def crop_marks(plan: SheetPlan) -> list[Segment]:
    """Short lines in the margins that extend every cut line; never over a card."""
    segments: list[Segment] = []
    e = plan.extent
    for x in plan.cut_x:
        start, stop = (
            e.top + MARK_GAP_MM,
            min(e.top + MARK_GAP_MM + MARK_LEN_MM, plan.page_h - PAGE_EDGE_MM),
        )
        if stop - start >= 1.0:
            segments.append((x, start, x, stop))
        start, stop = e.y - MARK_GAP_MM, max(e.y - MARK_GAP_MM - MARK_LEN_MM, PAGE_EDGE_MM)
        if start - stop >= 1.0:
            segments.append((x, start, x, stop))
    for y in plan.cut_y:
        start, stop = e.x - MARK_GAP_MM, max(e.x - MARK_GAP_MM - MARK_LEN_MM, PAGE_EDGE_MM)
        if start - stop >= 1.0:
            segments.append((start, y, stop, y))
        start, stop = (
            e.right + MARK_GAP_MM,
            min(e.right + MARK_GAP_MM + MARK_LEN_MM, plan.page_w - PAGE_EDGE_MM),
        )
        if stop - start >= 1.0:
            segments.append((start, y, stop, y))
    return segments


def footer_span(plan: SheetPlan) -> tuple[float, float] | None:
    """The widest stretch of the bottom margin between crop marks, or None if there is none."""
    if plan.trim_box is not None:
        return None
    lo, hi = PAGE_EDGE_MM, plan.page_w - PAGE_EDGE_MM
    cuts = sorted(x for x in plan.cut_x if lo < x < hi)
    edges = [lo, *cuts, hi]
    spans = [(a + 1.0, b - 1.0) for a, b in zip(edges, edges[1:], strict=False) if b - a > 2.0]
    if not spans:
        return None
    centre = plan.page_w / 2
    return max(spans, key=lambda s: (round(s[1] - s[0], 3), -abs((s[0] + s[1]) / 2 - centre)))
