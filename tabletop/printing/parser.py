"""The ``print`` subcommand's arguments, kept light: `tabletop --help` builds this parser
without importing the drawing and PDF code, which loads only when a print runs."""

from __future__ import annotations

import argparse
import math
from typing import Any

from tabletop.console.arguments import whole
from tabletop.printing.choices import ART_MISSING, BACKS, LAYOUTS, FaceSource
from tabletop.printing.paper import MIN_MARGIN_MM


def _mm(text: str) -> float:
    """A length in millimetres: a finite number (NaN or infinity would reach the layout)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        shown = text if len(text) <= 40 else f"{text[:37]}..."
        raise argparse.ArgumentTypeError(f"{shown} is not a number of mm")
    return value


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
    # in the order --help lists them
    _add_which_cards(p)
    _add_pages(p)
    _add_card_size(p)
    _add_card_look(p)
    _add_other_outputs(p)
    p.set_defaults(func=lambda args: _run_print(args, face_source))


def _add_which_cards(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", metavar="GAME", help="game id, e.g. empyrean")
    p.add_argument(
        "--deck",
        action="append",
        metavar="NAME",
        help="only this deck (repeatable); default: every deck",
    )
    p.add_argument("--cards", metavar="ID,ID...", help="only these card ids")
    p.add_argument("--proof", action="store_true", help="one copy of each card")


def _add_pages(p: argparse.ArgumentParser) -> None:
    """The PDF, its paper, how the cards sit on it, and their backs."""
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


def _add_card_size(p: argparse.ArgumentParser) -> None:
    """The resolution, the card's size, and the room around it."""
    p.add_argument(
        "--dpi",
        type=whole,
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
        type=_mm,
        default=MIN_MARGIN_MM,
        metavar="MM",
        help=f"page margin in mm (at least {MIN_MARGIN_MM})",
    )
    p.add_argument(
        "--gutter",
        type=_mm,
        default=0.0,
        metavar="MM",
        help="extra space between cards in the gutter layout",
    )


def _add_card_look(p: argparse.ArgumentParser) -> None:
    """Missing art, and the ink the cards take."""
    p.add_argument(
        "--art-missing",
        default="placeholder",
        choices=ART_MISSING,
        help="cards without a picture in assets/art/GAME/CARD_ID.png: placeholder (generated "
        "art, default), blank (an empty art box) or fail (stop and list them)",
    )
    p.add_argument("--grayscale", action="store_true", help="gray images (no colour ink)")
    p.add_argument("--ink-saver", action="store_true", help="light frames and backs")


def _add_other_outputs(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--png-dir", metavar="DIR", help="write one PNG per card here (a PDF only with --out)"
    )
    p.add_argument(
        "--tts",
        metavar="PATH",
        help="write a Tabletop Simulator deck sheet (PNG; a PDF only with --out)",
    )


def _run_print(args: argparse.Namespace, face_source: FaceSource) -> int:
    # lazy: the PDF code (reportlab) loads only to print; 'tabletop --help' builds this parser
    from tabletop.printing.command import run_print

    return run_print(args, face_source)
