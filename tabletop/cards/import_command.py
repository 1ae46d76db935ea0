"""`tabletop import-csv`: the command-line glue for spreadsheet import (see csv_import)."""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path
from typing import Any


def add_import_parser(subparsers: Any) -> None:
    """Add the ``import-csv`` subcommand to an argparse ``subparsers`` object.

    The parsed namespace has ``func``: ``args.func(args)`` returns the exit status (0); bad
    input raises ``TabletopError`` / ``ValueError`` with a message naming file, row and column.
    """
    p: argparse.ArgumentParser = subparsers.add_parser(
        "import-csv",
        help="turn a spreadsheet (CSV) of cards into a validated cardset file",
        description="Read a CSV with a header row (the card fields and a qty column), validate "
        "every row with the game's card model and write a cardset YAML file holding the cards "
        "and one deck (qty = copies). Nothing is written if any row is wrong. "
        "See docs/cardset-format.md.",
    )
    p.add_argument("game", metavar="GAME", help="game id (see `tabletop games`)")
    p.add_argument("csv", metavar="CSV", type=Path, help="the spreadsheet, saved as CSV (UTF-8)")
    p.add_argument(
        "--out",
        required=True,
        type=Path,
        metavar="PATH",
        help="cardset file to write, e.g. cardsets/GAME/NAME.yaml",
    )
    p.add_argument("--deck-id", metavar="ID", help="id of the deck (default: from the CSV name)")
    p.add_argument("--deck-name", metavar="NAME", help="its printed name (default: from the id)")
    p.add_argument(
        "--force",
        action="store_true",
        help="replace PATH even if it was not written by import-csv",
    )
    p.set_defaults(func=run_import)


def run_import(args: argparse.Namespace) -> int:
    # lazy: this module builds the parser of every command line; the CSV reader and the games
    # load only to import a file, keeping 'tabletop --help' fast
    from tabletop.cards.csv_import import import_csv
    from tabletop.engine.registry import get_rules

    rules = get_rules(args.game)
    result = import_csv(
        args.csv,
        args.out,
        rules.card_model(),
        deck_id=args.deck_id,
        deck_name=args.deck_name,
        force=args.force,
        game=args.game,
    )
    print(
        f"wrote {result.path}: {result.cards} cards; deck {result.deck_id!r} "
        f"({result.deck_name}, {result.copies} cards)"
    )
    print(f"check it with: tabletop validate {validate_target(result.path, args.game)}")
    return 0


def validate_target(path: Path, game: str) -> str:
    """What to give `tabletop validate` to check the file written: the game, when the file is
    one of the game's own cardset files (validate checks its cardset whole), else the file."""
    # lazy: the cardset loader (pydantic) stays out of 'tabletop --help'
    from tabletop.cards.cardset import cardsets_root

    if path.resolve().parent == (cardsets_root() / game).resolve():
        return game
    return shlex.quote(str(path))
