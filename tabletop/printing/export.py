"""Image exports: one PNG per card, and Tabletop Simulator deck sheets."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.printing.atomic import atomic_path
from tabletop.printing.images import to_pil
from tabletop.printing.pdf import FacesWithCopies, expand_copies
from tabletop.render.card import render_back, render_face
from tabletop.render.face import CardFace
from tabletop.render.geometry import DEFAULT_DPI, MM_PER_INCH, parse_card_size, print_canvas

TTS_MAX_COLS = 10
TTS_MAX_ROWS = 7
TTS_MAX_WIDTH = 4096
TTS_CARDS_PER_SHEET = TTS_MAX_COLS * TTS_MAX_ROWS - 1  # the last slot holds the hidden card

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_filename(text: str) -> str:
    """A file name made of letters, digits, dot, dash and underscore only."""
    return _UNSAFE.sub("_", text).strip("._") or "card"


def _save_png(
    surface: pygame.Surface, path: Path, grayscale: bool, dpi: float | None = None
) -> None:
    image = to_pil(surface, grayscale=grayscale)
    with atomic_path(path) as tmp:
        if dpi is None:
            image.save(tmp, format="PNG")
        else:
            image.save(tmp, format="PNG", dpi=(dpi, dpi))


def export_pngs(
    faces_with_copies: FacesWithCopies,
    out_dir: str | Path,
    *,
    card_size: str = "poker",
    dpi: int = DEFAULT_DPI,
    bleed: bool = True,
    backs: bool = True,
    grayscale: bool = False,
    ink_saver: bool = False,
) -> list[Path]:
    """One PNG per distinct card (``<card_id>.png``) and one back per game
    (``back-<game>.png``) at print resolution; copies are not repeated. Returns the files."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    canvas = print_canvas(parse_card_size(card_size), dpi, bleed_mm=3.0 if bleed else 0.0)
    written: list[Path] = []
    distinct = list(dict.fromkeys(expand_copies(faces_with_copies)))
    for face in distinct:
        path = out / f"{safe_filename(face.card_id)}.png"
        _save_png(render_face(face, canvas, ink_saver=ink_saver).surface, path, grayscale, dpi)
        written.append(path)
    if backs:
        for game, title in dict.fromkeys((f.game, f.game_title) for f in distinct):
            path = out / f"back-{safe_filename(game)}.png"
            _save_png(render_back(game, title, canvas, ink_saver=ink_saver), path, grayscale, dpi)
            written.append(path)
    return written


@dataclass(frozen=True)
class TtsExport:
    """Deck sheets for Tabletop Simulator's Custom Deck: enter ``cols`` x ``rows`` and each
    sheet's ``counts`` entry as the number of cards; ``back`` is the Back image."""

    sheets: tuple[Path, ...]
    back: Path
    cols: int
    rows: int
    counts: tuple[int, ...]
    card_px: tuple[int, int]


def _sheet_path(out: Path, index: int, total: int) -> Path:
    if total == 1:
        return out
    return out.with_name(f"{out.stem}-{index}{out.suffix or '.png'}")


def export_tts_sheet(
    faces_with_copies: FacesWithCopies,
    out_path: str | Path,
    *,
    card_size: str = "poker",
    ink_saver: bool = False,
) -> TtsExport:
    """Tabletop Simulator deck sheets: at most 10 x 7 cards, 4096 px wide, every copy in its
    own slot (a TTS deck has one slot per card). Over 69 cards, more sheets follow
    (``name-2.png``...). The last slot of each sheet shows the back (TTS's hidden card), and the
    back is also written alone as ``<name>-back.png``."""
    out = Path(out_path)
    cards = expand_copies(faces_with_copies)
    size = parse_card_size(card_size)
    card_w = TTS_MAX_WIDTH // TTS_MAX_COLS
    dpi = card_w / (size.width_mm / MM_PER_INCH)
    canvas = print_canvas(size, dpi, bleed_mm=0.0)
    cw, ch = canvas.full_size
    chunks: list[Sequence[CardFace]] = [
        cards[i : i + TTS_CARDS_PER_SHEET] for i in range(0, len(cards), TTS_CARDS_PER_SHEET)
    ]
    longest = max(len(c) for c in chunks) + 1
    cols = max(2, min(TTS_MAX_COLS, longest))
    rows = max(2, math.ceil(longest / cols))
    back = render_back(cards[0].game, cards[0].game_title, canvas, ink_saver=ink_saver)
    faces: dict[CardFace, pygame.Surface] = {}
    sheets: list[Path] = []
    for index, chunk in enumerate(chunks, start=1):
        sheet = pygame.Surface((cols * cw, rows * ch))
        sheet.fill((0, 0, 0))
        for slot, face in enumerate(chunk):
            if face not in faces:
                faces[face] = render_face(face, canvas, ink_saver=ink_saver).surface
            sheet.blit(faces[face], ((slot % cols) * cw, (slot // cols) * ch))
        last = cols * rows - 1
        sheet.blit(back, ((last % cols) * cw, (last // cols) * ch))
        path = _sheet_path(out, index, len(chunks))
        _save_png(sheet, path, grayscale=False)
        sheets.append(path)
    back_path = out.with_name(f"{out.stem}-back{out.suffix or '.png'}")
    _save_png(back, back_path, grayscale=False)
    return TtsExport(tuple(sheets), back_path, cols, rows, tuple(len(c) for c in chunks), (cw, ch))
