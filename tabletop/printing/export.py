"""Image exports: one PNG per card, and Tabletop Simulator deck sheets."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.engine.atomic import atomic_paths
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
    surface: pygame.Surface, tmp: Path, grayscale: bool, dpi: float | None = None
) -> None:
    """Write one PNG into its job's temporary file (see `atomic_paths`)."""
    image = to_pil(surface, grayscale=grayscale)
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
    if out.exists() and not out.is_dir():
        raise ValueError(f"cannot write PNGs into {out}: it is a file, not a folder")
    out.mkdir(parents=True, exist_ok=True)
    canvas = print_canvas(parse_card_size(card_size), dpi, bleed_mm=3.0 if bleed else 0.0)
    distinct = list(dict.fromkeys(expand_copies(faces_with_copies)))
    games = list({f.game: f for f in reversed(distinct)}.values())[::-1] if backs else []
    faces = [out / f"{safe_filename(face.card_id)}.png" for face in distinct]
    back_files = [out / f"back-{safe_filename(game.game)}.png" for game in games]
    # all the PNGs are written before any is put in place: a full disk leaves none half done
    with atomic_paths([*faces, *back_files]) as temps:
        for face, tmp in zip(distinct, temps, strict=False):
            _save_png(render_face(face, canvas, ink_saver=ink_saver).surface, tmp, grayscale, dpi)
        for game, tmp in zip(games, temps[len(faces) :], strict=True):
            _save_png(render_back(game, canvas, ink_saver=ink_saver), tmp, grayscale, dpi)
    return [*faces, *back_files]


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
    if out.suffix.lower() != ".png":
        raise ValueError(f"{out}: give a PNG file name ending in .png")
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
    back = render_back(cards[0], canvas, ink_saver=ink_saver)
    faces: dict[CardFace, pygame.Surface] = {}
    sheets = [_sheet_path(out, index, len(chunks)) for index in range(1, len(chunks) + 1)]
    back_path = out.with_name(f"{out.stem}-back{out.suffix or '.png'}")
    with atomic_paths([*sheets, back_path]) as temps:
        for chunk, tmp in zip(chunks, temps, strict=False):
            sheet = pygame.Surface((cols * cw, rows * ch))
            sheet.fill((0, 0, 0))
            for slot, face in enumerate(chunk):
                if face not in faces:
                    faces[face] = render_face(face, canvas, ink_saver=ink_saver).surface
                sheet.blit(faces[face], ((slot % cols) * cw, (slot // cols) * ch))
            last = cols * rows - 1
            sheet.blit(back, ((last % cols) * cw, (last // cols) * ch))
            _save_png(sheet, tmp, grayscale=False)
        _save_png(back, temps[-1], grayscale=False)
    return TtsExport(tuple(sheets), back_path, cols, rows, tuple(len(c) for c in chunks), (cw, ch))
