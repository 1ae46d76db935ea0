"""`tabletop print`: the command-line glue for print-and-play output.

The cards come from a ``face_source`` the caller passes in, so this module never imports the
rules (only the app's one atomic writer, ``engine/atomic.py``):
``face_source(game_id, decks, card_ids, proof) -> (set_name, [(CardFace, copies)])`` raising
``ValueError`` with a clear message for an unknown game, deck or card.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import TextIO

from tabletop.console.progress import progress
from tabletop.console.refusal import refuse
from tabletop.engine.atomic import describe_write_error
from tabletop.printing.art_check import apply_art_missing
from tabletop.printing.calibration import print_calibration
from tabletop.printing.choices import FaceSource
from tabletop.printing.export import export_pngs, export_tts_sheet
from tabletop.printing.options import PrintOptions, parse_offset
from tabletop.printing.pdf import FacesWithCopies, backs_path_for, check_pdf_path, print_pdf

MAX_WARNINGS_SHOWN = 12


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
    checked = _options(args, "")  # every option checked before a card is read or a line said
    set_name, faces = source(args.game, args.deck, card_ids, args.proof)
    faces, art_line = apply_art_missing(faces, args.art_missing)
    print(art_line)
    options = dataclasses.replace(checked, set_name=set_name)
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
        return refuse(describe_write_error(exc), err)
    except ValueError as exc:
        return refuse(str(exc), err)
    return 0
