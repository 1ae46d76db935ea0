"""Reading back what the printer wrote: image placements and line strokes per page."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PageObject, PdfReader
from pypdf.generic import ContentStream

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


def _mul(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF row-vector convention: m x n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
    )


@dataclass(frozen=True)
class Placement:
    name: str
    ctm: Matrix
    pixels: tuple[int, int]

    @property
    def box(self) -> tuple[float, float, float, float]:
        """(x, y, w, h) in points of the drawn image's bounding box."""
        a, _, _, d, e, f = self.ctm
        x0, x1 = sorted((e, e + a))
        y0, y1 = sorted((f, f + d))
        return (round(x0, 2), round(y0, 2), round(x1 - x0, 2), round(y1 - y0, 2))

    @property
    def rotated(self) -> bool:
        return self.ctm[0] < 0 and self.ctm[3] < 0


def placements(reader: PdfReader, page: PageObject) -> list[Placement]:
    xobjects = page["/Resources"]["/XObject"].get_object()
    ops = ContentStream(page.get_contents(), reader).operations
    stack: list[Matrix] = []
    ctm = IDENTITY
    found: list[Placement] = []
    for operands, op in ops:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
        elif op == b"Do":
            name = str(operands[0])
            image = xobjects[name].get_object()
            found.append(Placement(name, ctm, (int(image["/Width"]), int(image["/Height"]))))
    return found


def line_count(reader: PdfReader, page: PageObject) -> int:
    """How many straight line segments ('l' operators) the page strokes."""
    ops = ContentStream(page.get_contents(), reader).operations
    return sum(1 for _, op in ops if op == b"l")


def image_objects(path: Path) -> set[int]:
    """Object numbers of every image XObject used on any page."""
    reader = PdfReader(path)
    ids: set[int] = set()
    for page in reader.pages:
        for ref in page["/Resources"]["/XObject"].values():
            ids.add(ref.idnum)
    return ids
