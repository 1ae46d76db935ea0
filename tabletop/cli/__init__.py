"""`tabletop` and its subcommands: argument parsing, one-line errors, the play window."""

from tabletop.cli.commands import main

__all__ = ["main"]
