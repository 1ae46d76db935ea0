"""reportlab set-up shared by the card sheets and the calibration sheet."""

from __future__ import annotations

import contextlib
import zlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tabletop.render.assets import font_path
from tabletop.render.geometry import MM_PER_INCH, POINTS_PER_INCH

PDF_FONT = "TabletopSans"
PDF_FONT_BOLD = "TabletopSans-Bold"


def pt(mm: float) -> float:
    """Millimetres to PDF points."""
    return mm / MM_PER_INCH * POINTS_PER_INCH


@cache
def register_fonts() -> None:
    """Embed the shipped DejaVu fonts (subset) so footers print any title's characters."""
    pdfmetrics.registerFont(TTFont(PDF_FONT, str(font_path("DejaVuSansCondensed.ttf"))))
    pdfmetrics.registerFont(TTFont(PDF_FONT_BOLD, str(font_path("DejaVuSansCondensed-Bold.ttf"))))


def new_canvas(
    path: Path, page_mm: tuple[float, float], *, title: str, duplex: str | None
) -> Canvas:
    """A canvas whose PDF asks viewers to print at 100 % (``PrintScaling /None``)."""
    register_fonts()
    canvas = Canvas(str(path), pagesize=(pt(page_mm[0]), pt(page_mm[1])), pageCompression=1)
    canvas.setTitle(title)
    canvas.setAuthor("Tabletop")
    canvas.setCreator("Tabletop print-and-play (reportlab)")
    canvas.setViewerPreference("PrintScaling", "None")
    if duplex is not None:
        canvas.setViewerPreference("Duplex", duplex)
    return canvas


def fit_font_size(text: str, font: str, width_pt: float, largest: float, smallest: float) -> float:
    """The largest size from ``largest`` down to ``smallest`` at which ``text`` fits."""
    size = largest
    while size > smallest and pdfmetrics.stringWidth(text, font, size) > width_pt:
        size -= 0.25
    return size


#: zlib's level for the card pictures: level 3 deflates a 300 dpi card in half the time of
#: reportlab's default (6) for files about a fifth larger; printing 100 cards is mostly this
DEFLATE_LEVEL = 3


class _Deflate:
    """reportlab's `zlib`, deflating at DEFLATE_LEVEL (reportlab has no setting for it)."""

    @staticmethod
    def compress(data: bytes, level: int = DEFLATE_LEVEL) -> bytes:
        return zlib.compress(data, level)

    decompress = staticmethod(zlib.decompress)


@contextlib.contextmanager
def binary_streams() -> Iterator[None]:
    """Write streams as compressed binary, not ASCII85 text: files a fifth smaller and several
    times faster to write (reportlab's ASCII85 encoder is pure Python here); deflate them at
    DEFLATE_LEVEL."""
    saved = rl_config.useA85
    saved_zlib = pdfdoc.zlib
    rl_config.useA85 = 0
    pdfdoc.zlib = _Deflate
    try:
        yield
    finally:
        rl_config.useA85 = saved
        pdfdoc.zlib = saved_zlib
