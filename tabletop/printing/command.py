"""`tabletop print`: the command-line glue for print-and-play output.

The cards come from a ``face_source`` the caller passes in, so this module never imports the
rules (only the app's one atomic writer, ``engine/atomic.py``):
``face_source(game_id, decks, card_ids, proof) -> (set_name, [(CardFace, copies)])`` raising
``ValueError`` with a clear message for an unknown game, deck or card.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from tabletop.engine.atomic import describe_write_error
from tabletop.printing.art_check import ART_MISSING, apply_art_missing
from tabletop.printing.calibration import print_calibration
from tabletop.printing.export import export_pngs, export_tts_sheet
from tabletop.printing.options import BACKS, LAYOUTS, PrintOptions, parse_offset
from tabletop.printing.paper import MIN_MARGIN_MM
from tabletop.printing.pdf import FacesWithCopies, backs_path_for, check_pdf_path, print_pdf
from tabletop.progress import progress
from tabletop.render.face import CardFace

FaceSource = Callable[
    [str, list[str] | None, list[str] | None, bool], tuple[str, list[tuple[CardFace, int]]]
]

MAX_WARNINGS_SHOWN = 12


def add_print_parser(subparsers: Any, face_source: FaceSource) -> None:
    """Add the ``print`` subcommand to an argparse ``subparsers`` object.

    The parsed namespace has ``func``: call ``args.func(args)``; it returns the exit status
    (0 done, 2 bad input or cards that do not fit the paper).
    """
    p: argparse.ArgumentParser = subparsers.add_parser(
        "print",
        help="print-and-play PDF (and PNG / Tabletop Simulator exports) of a game's cards",
        description="Lay a game's cards out at full size on PDF pages for home printing. "
        "Cards are never scaled: print at 100 % / actual size.",
    )
    p.add_argument("game", metavar="GAME", help="game id, e.g. empyrean")
    p.add_argument(
        "--deck",
        action="append",
        metavar="NAME",
        help="only this deck (repeatable); default: every deck",
    )
    p.add_argument("--cards", metavar="ID,ID...", help="only these card ids")
    p.add_argument("--proof", action="store_true", help="one copy of each card")
    p.add_argument(
        "--out",
        metavar="PATH",
        help="PDF to write (default: GAME-cards.pdf; with --png-dir or --tts, no PDF unless --out)",
    )
    p.add_argument("--paper", default="a4", help="a4, letter, universal or WxH in mm")
    p.add_argument(
        "--layout",
        default="butted",
        choices=LAYOUTS,
        help="butted: cards share cut lines (default); gutter: each card cut on its own; "
        "single: one card per page, for print shops",
    )
    p.add_argument(
        "--backs",
        default="none",
        choices=BACKS,
        help="card backs: none (default); duplex-long or duplex-short: a back page after each "
        "front page, for the printer's flip; fold: backs below the fronts; separate: a second "
        "PDF of backs",
    )
    p.add_argument(
        "--back-offset",
        default="0,0",
        metavar="X,Y",
        help="shift of back pages in mm, as read from --calibration",
    )
    p.add_argument(
        "--calibration",
        action="store_true",
        help="write the duplex calibration sheet instead of cards",
    )
    p.add_argument(
        "--dpi",
        type=int,
        default=300,
        help="image resolution, 72 to 1200 (default 300; 600 for fine print)",
    )
    p.add_argument(
        "--card-size",
        default="poker",
        help="poker (63x88), bridge (57x89), mini (44x63), tarot (70x120) or WxH mm",
    )
    p.add_argument(
        "--margin",
        type=float,
        default=MIN_MARGIN_MM,
        metavar="MM",
        help=f"page margin in mm (at least {MIN_MARGIN_MM})",
    )
    p.add_argument(
        "--gutter",
        type=float,
        default=0.0,
        metavar="MM",
        help="extra space between cards in the gutter layout",
    )
    p.add_argument(
        "--art-missing",
        default="placeholder",
        choices=ART_MISSING,
        help="cards without a picture in assets/art/GAME/CARD_ID.png: placeholder (generated "
        "art, default), blank (an empty art box) or fail (stop and list them)",
    )
    p.add_argument("--grayscale", action="store_true", help="gray images (no colour ink)")
    p.add_argument("--ink-saver", action="store_true", help="light frames and backs")
    p.add_argument(
        "--png-dir", metavar="DIR", help="write one PNG per card here (a PDF only with --out)"
    )
    p.add_argument(
        "--tts",
        metavar="PATH",
        help="write a Tabletop Simulator deck sheet (PNG; a PDF only with --out)",
    )
    p.set_defaults(func=lambda args: run_print(args, face_source))


def _options(args: argparse.Namespace, set_name: str) -> PrintOptions:
    return PrintOptions(
        paper=args.paper,
        card_size=args.card_size,
        layout=args.layout,
        backs=args.backs,
        margin_mm=args.margin,
        gutter_mm=args.gutter,
        back_offset_mm=parse_offset(args.back_offset),
        dpi=args.dpi,
        grayscale=args.grayscale,
        ink_saver=args.ink_saver,
        set_name=set_name,
    )


def _pdf_out(args: argparse.Namespace) -> Path | None:
    """The PDF to write: --out, else GAME-cards.pdf unless only PNG or TTS files are asked."""
    if args.out is not None:
        return Path(args.out)
    if args.png_dir is not None or args.tts is not None:
        return None
    return Path(f"{args.game}-cards.pdf")


def _check_outputs(args: argparse.Namespace, pdf: Path | None) -> None:
    """Every file the job will write is a usable name, checked before any card is drawn."""
    if pdf is not None:
        check_pdf_path(pdf)
        if args.backs == "separate":
            check_pdf_path(backs_path_for(pdf))
    png_dir = Path(args.png_dir) if args.png_dir is not None else None
    if png_dir is not None and png_dir.exists() and not png_dir.is_dir():
        raise ValueError(f"cannot write PNGs into {args.png_dir}: it is a file, not a folder")
    if args.tts is not None:
        tts = Path(args.tts)
        if tts.suffix.lower() != ".png":
            raise ValueError(f"{tts}: give a PNG file name ending in .png")
        if tts.is_dir():
            raise ValueError(f"cannot write {tts}: it is a folder")


def _print_cards(args: argparse.Namespace, source: FaceSource, err: TextIO) -> None:
    card_ids = [c.strip() for c in args.cards.split(",") if c.strip()] if args.cards else None
    out = _pdf_out(args)
    _check_outputs(args, out)
    set_name, faces = source(args.game, args.deck, card_ids, args.proof)
    faces, art_line = apply_art_missing(faces, args.art_missing)
    print(art_line)
    options = _options(args, set_name)
    if out is not None:
        with progress("printing page", err) as tracker:
            report = print_pdf(faces, out, options, progress=tracker.count)
        print(report.summary())
        if report.warnings:
            print(f"{len(report.warnings)} text-fit warning(s):", file=err)
            for warning in report.warnings[:MAX_WARNINGS_SHOWN]:
                print(f"  {warning}", file=err)
            if len(report.warnings) > MAX_WARNINGS_SHOWN:
                print(f"  ... and {len(report.warnings) - MAX_WARNINGS_SHOWN} more", file=err)
        print("Print at 100 % / actual size (never 'fit to page').")
    _extras(args, faces, options)


def _extras(args: argparse.Namespace, faces: FacesWithCopies, options: PrintOptions) -> None:
    if args.png_dir is not None:
        files = export_pngs(
            faces,
            args.png_dir,
            card_size=options.card_size,
            dpi=options.dpi,
            grayscale=options.grayscale,
            ink_saver=options.ink_saver,
        )
        print(f"wrote {len(files)} PNG files to {args.png_dir}")
    if args.tts is not None:
        tts = export_tts_sheet(
            faces, args.tts, card_size=options.card_size, ink_saver=options.ink_saver
        )
        sheets = ", ".join(str(s) for s in tts.sheets)
        print(
            f"wrote Tabletop Simulator sheet(s) {sheets} ({tts.cols}x{tts.rows}, cards "
            f"{'/'.join(map(str, tts.counts))}) and back {tts.back}"
        )


def run_print(args: argparse.Namespace, face_source: FaceSource, err: TextIO | None = None) -> int:
    """Carry out a parsed ``print`` command; errors are printed, not raised."""
    err = err or sys.stderr
    try:
        if args.calibration:
            out = Path(args.out or "calibration.pdf")
            check_pdf_path(out)
            print_calibration(out, _options(args, ""))
            print(
                f"wrote calibration sheet {out}: print it double-sided at 100 %, "
                "then follow the steps on page 1"
            )
            return 0
        _print_cards(args, face_source, err)
    except OSError as exc:
        print(f"tabletop print: error: {describe_write_error(exc)}", file=err)
        return 2
    except ValueError as exc:
        print(f"tabletop print: error: {exc}", file=err)
        return 2
    return 0
