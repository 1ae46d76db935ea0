"""The command line's grammar: `tabletop`'s parser and one function per subcommand's arguments
(cli/commands.py puts them together and runs what they parse). Bad input gets the one line
every refusal gets and exit status 2.
"""

from __future__ import annotations

import argparse
from typing import NoReturn, TypeAlias

from tabletop.console.arguments import bounded, comma_list, counted_to, file_path, game_seed
from tabletop.console.refusal import MESSAGE_CHARS, one_line, refuse
from tabletop.engine.limits import MAX_COMMANDS, MAX_DIGITS, cut
from tabletop.engine.seat_words import HELP as SEATS_HELP
from tabletop.engine.seat_words import MAX_PLAYERS, Seats, read_seats
from tabletop.engine.version import __version__

#: the title of the default game (registry.default_game), as the help names it without
#: loading any game (tests/test_cli_play.py holds the two together)
DEFAULT_GAME_TITLE = "Battle for Empyrean"


def _seats(text: str) -> Seats:
    try:
        return read_seats(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seat_number(text: str) -> int:
    value = bounded(text, -(1 << 62))  # a whole number of at most 40 characters
    if value < 1:
        raise argparse.ArgumentTypeError(f"seats are numbered from 1, not {value}")
    return value


class Parser(argparse.ArgumentParser):
    """argparse, but a bad argument gets the one line every refusal gets (and exit 2), not
    the usage block."""

    def error(self, message: str) -> NoReturn:
        # argparse repeats the argument: one_line shortens a long one
        said = cut(one_line(message), MESSAGE_CHARS - 40)  # room for the pointer to --help
        self.exit(refuse(f"{said} (see {self.prog} --help)"))


PLAY_GAME_HELP = (
    "game id (see `tabletop games`); omitted: the menu if an autosave can be continued, "
    f"else {DEFAULT_GAME_TITLE} against the computer"
)


#: the subcommands of `tabletop`, as argparse keeps them
Subcommands: TypeAlias = "argparse._SubParsersAction[Parser]"


def top_parser() -> Parser:
    """`tabletop` itself: its description and --version (the subcommands are added apart)."""
    parser = Parser(
        prog="tabletop",
        description="Play and playtest the card games of five rulebooks, rules enforced. "
        "With no COMMAND, or a game id or an option first, the command is play: `tabletop "
        "--seed 3` is `tabletop play --seed 3`. Bad input is refused in one line, "
        "`tabletop: error: ...`, with exit status 2.",
    )
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    return parser


def add_play_parser(sub: Subcommands) -> None:
    """`tabletop play`: open the table, or draw it to a PNG."""
    play = sub.add_parser(
        "play",
        help="open the table (the default)",
        description="Open the table: a new game (GAME, with its decks and seats), a save "
        "(--load) or a scenario or puzzle (--scenario); or, with --screenshot, draw it to a "
        "PNG and exit. With no GAME and nothing else: the menu when an autosave can be "
        f"continued, else {DEFAULT_GAME_TITLE} against the computer.",
    )
    play.add_argument("game", nargs="?", help=PLAY_GAME_HELP)
    play.add_argument(
        "--seed",
        type=game_seed,
        default=None,
        help=f"random seed, a whole number of at most {MAX_DIGITS} digits (default: random)",
    )
    play.add_argument(
        "--players",
        type=counted_to(MAX_PLAYERS, 1),
        default=None,
        help="number of players (default: one per --decks or --seats given, else the fewest)",
    )
    play.add_argument(
        "--decks",
        type=comma_list,
        default=None,
        metavar="DECK|FILE,...",
        help="one deck a seat, comma separated: a deck id (see `tabletop games`) or a deck list "
        "file (.txt, the deck builder's export: one card a line, `4 Card Name`); with no GAME, "
        "a deck list's cards say the game",
    )
    play.add_argument("--seats", type=_seats, default=None, help=SEATS_HELP)
    play.add_argument("--load", type=file_path, default=None, help="continue a save file")
    play.add_argument("--scenario", type=file_path, default=None, help="start from a scenario file")
    play.add_argument(
        "--moves",
        type=counted_to(MAX_COMMANDS),
        default=0,
        help=f"play K random legal moves first, at most {MAX_COMMANDS:,} (the most a save "
        f"holds; no GAME: {DEFAULT_GAME_TITLE})",
    )
    play.add_argument(
        "--screenshot",
        type=file_path,
        default=None,
        help=f"render the table to PNG and exit (no GAME: {DEFAULT_GAME_TITLE}); no display needed",
    )
    play.add_argument(
        "--size", default=None, help="window or screenshot size WxH (default: the saved size)"
    )
    play.add_argument("--fullscreen", action="store_true", help="open the window full screen")


def add_validate_parser(sub: Subcommands) -> None:
    """`tabletop validate`: check files, folders or games."""
    validate = sub.add_parser(
        "validate",
        help="check cardsets, scenarios, puzzles, saves and deck lists (files, folders or games)",
        description="Check each file, folder or game and say ok or FAIL with the file and "
        "line of the first problem: a cardset (its decks held to the deck rules), a scenario "
        "(set up), a puzzle (held to the quality check), a save (replayed) or a deck list "
        "(.txt, held to the deck rules of the game whose cards it names). Exit status 1 when "
        "any fails.",
    )
    validate.add_argument(
        "paths",
        nargs="*",
        metavar="GAME|FILE|FOLDER",
        help="game ids, cardset files, scenario .yaml and save .json files, or folders of them "
        "(searched recursively, skipping hidden folders, venvs, build/, dist/ and __pycache__); "
        "default: every game and the example saves",
    )


def add_schema_parser(sub: Subcommands) -> None:
    """`tabletop schema`: a game's JSON Schema."""
    schema = sub.add_parser(
        "schema",
        help="write the JSON Schema of a game's cardset files (or, --scenario, scenarios)",
        description="Write the JSON Schema an editor checks a game's cardset files against "
        "(or, with --scenario, its scenario files), to stdout or --out.",
    )
    schema.add_argument("game", metavar="GAME", help="game id (see `tabletop games`)")
    schema.add_argument(
        "--scenario",
        action="store_true",
        help="the schema of the game's scenario files: every value key with its kind and words",
    )
    schema.add_argument("-o", "--out", type=file_path, default=None, help="file (default: stdout)")


def add_replay_parser(sub: Subcommands) -> None:
    """`tabletop replay`: a save as a report."""
    replay = sub.add_parser(
        "replay",
        help="print a save as a readable game report",
        description="Replay a save and print what happened, turn by turn, as text or JSON "
        "(only what one seat saw, with --seat).",
    )
    replay.add_argument("save", type=file_path, metavar="SAVE", help="a save file (.json)")
    replay.add_argument(
        "--seat",
        type=_seat_number,
        default=None,
        metavar="N",
        help="only what seat N saw (seats are numbered from 1)",
    )
    replay.add_argument(
        "--json", action="store_true", help="the report as JSON, for tools, instead of text"
    )


def add_bench_parser(sub: Subcommands) -> None:
    """`tabletop bench`: the speed figures."""
    bench = sub.add_parser(
        "bench",
        help="measure speed; prints JSON",
        description="Measure the engine's speed (or, with --bots, the computer levels') and "
        "print the figures as JSON, with a table on stderr.",
    )
    bench.add_argument("--quick", action="store_true", help="smaller runs (seconds, not minutes)")
    bench.add_argument("-o", "--out", type=file_path, default=None, help="also write the JSON here")
    bench.add_argument(
        "--bots",
        action="store_true",
        help="the bot levels instead: how fast each level thinks, and level-against-level win "
        "rates (with --quick: the speeds only)",
    )


def add_games_parser(sub: Subcommands) -> None:
    """`tabletop games`: the list of games."""
    sub.add_parser(
        "games",
        help="list the games, their player counts and decks",
        description="List every game the commands take (a game for tests and benchmarks "
        "says so), with its player counts and deck ids.",
    )
