"""`tabletop` and its subcommands. Bad input gets a clear message and exit code 2."""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.cards.import_command import add_import_parser
from tabletop.cli.parser import (
    Subcommands,
    add_bench_parser,
    add_games_parser,
    add_play_parser,
    add_replay_parser,
    add_schema_parser,
    add_validate_parser,
    top_parser,
)
from tabletop.console.arguments import SHOWN_CHARS
from tabletop.console.refusal import refuse
from tabletop.engine.errors import TabletopError
from tabletop.engine.limits import cut
from tabletop.engine.seat_words import Seats
from tabletop.printing.parser import add_print_parser
from tabletop.sim.command import add_simulate_parser

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.render.face import CardFace

# as tabletop/__init__.py does; run from beside a clone named tabletop, that file is not run
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _default_game_id() -> str:
    """The game a first start opens (the contract's `default`, engine/registry.py)."""
    # lazy: the registry loads the rules and pydantic; `tabletop --help` needs neither
    from tabletop.engine.registry import default_game

    return default_game()


def build_parser() -> argparse.ArgumentParser:
    """`tabletop` with every subcommand (cli/parser.py), in the order --help lists them."""
    parser = top_parser()
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in (
        add_play_parser,
        add_validate_parser,
        add_schema_parser,
        add_replay_parser,
        add_bench_parser,
        add_games_parser,
    ):
        add(sub)
    _add_print(sub)
    add_simulate_parser(sub)
    add_import_parser(sub)
    return parser


def _add_print(sub: Subcommands) -> None:
    add_print_parser(sub, _face_source)


def _face_source(
    game_id: str, decks: list[str] | None, card_ids: list[str] | None, proof: bool
) -> tuple[str, list[tuple[CardFace, int]]]:
    """The cards to print (render/sources.py), imported only when a print runs."""
    # lazy: render/sources loads pygame, only to print
    from tabletop.render.sources import face_source

    return face_source(game_id, decks, card_ids, proof)


#: the smallest and the largest window or screenshot (--size): the table's own minimum
#: (ui/settings.MIN_SIZE, where it lays out without overlap), and 8K UHD (a screenshot of
#: 16000x16000 took 22 s and 4.8 GB)
MIN_SIZE = (1024, 640)
MAX_SIZE = (7680, 4320)


def _size(text: str) -> tuple[int, int]:
    shown = cut(text, SHOWN_CHARS)
    try:
        width, height = (int(v) if len(v) <= 6 else -1 for v in text.lower().split("x"))
    except ValueError:
        width = height = -1
    if width < 0 or height < 0:
        raise ValueError(f"size must look like 1600x900, not {shown!r}")
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise ValueError(f"size {shown} is too small (at least {MIN_SIZE[0]}x{MIN_SIZE[1]})")
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        raise ValueError(f"size {shown} is too large (at most {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    return width, height


def cmd_play(args: argparse.Namespace) -> int:
    # lazy: pygame loads only when a window is asked for
    from tabletop.cli.play_window import open_table

    size = _size(args.size) if args.size else None
    _check_play_sources(args)
    if args.screenshot is not None and not args.screenshot.parent.is_dir():
        # refused before anything is played or written; no folder is ever created
        raise ValueError(
            f"--screenshot {args.screenshot}: there is no folder {args.screenshot.parent}"
        )
    seats: Seats | None = args.seats
    game = _play_game(args, seats)
    if args.moves:
        if game is None:  # a new game is set up when --moves is given: never None here
            raise ValueError("--moves needs a game")
        _random_moves(game, args.moves, args.seed or 0)
    if args.screenshot is not None:
        if game is None:
            raise ValueError("--screenshot needs a game")
        _screenshot(game, args.screenshot, size or (1600, 900))
        print(f"wrote {args.screenshot}")
        return 0
    # each computer seat at the level its seat word chose: --seats, the scenario's or the save's
    return open_table(game, size, args.fullscreen)


def _play_game(args: argparse.Namespace, seats: Seats | None) -> Game | None:
    """The game `tabletop play` opens: from --load or --scenario, a new GAME (the default
    game when none is named but something needs one), else `_default_game`."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.api import load_game, load_scenario

    if args.load is not None:
        return load_game(args.load)
    if args.scenario is not None:
        return load_scenario(args.scenario)
    wanted = args.game is not None or _new_game_settings(args)
    if not wanted and args.screenshot is None and not args.moves:
        return _default_game(args)
    return _new_game(args.game or _game_of_decks(args.decks) or _default_game_id(), args, seats)


def _new_game(game_id: str, args: argparse.Namespace, seats: Seats | None) -> Game:
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.api import new_game

    decks = _decks(game_id, args.decks) if args.decks is not None else None
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    words = seats.words() if seats else None
    return new_game(game_id, seed=seed, players=args.players, decks=decks, seats=words)


def _decks(game_id: str, decks: Sequence[str]) -> list[str | list[str]]:
    """Each --decks word as a deck id of the game, or a deck list file's cards, held to the
    deck rules with its file and line. ValueError naming the first that is neither: before
    the player count is taken from the decks' number, so `--decks nosuch` is not answered
    with a count."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.cards.deck_list import is_deck_list
    from tabletop.cards.deck_list_check import legal_deck_list
    from tabletop.engine.registry import get_rules

    rules = get_rules(game_id)
    known = [deck.id for deck in rules.decks()]
    found: list[str | list[str]] = []
    for deck in decks:
        if deck in known:
            found.append(deck)
        elif is_deck_list(Path(deck)) or Path(deck).is_file():
            found.append(legal_deck_list(Path(deck), game_id)[1])
        else:
            shown = cut(deck, SHOWN_CHARS)
            raise ValueError(
                f"{rules.title} has no deck {shown!r} (decks: {', '.join(known)}; or a deck "
                "list file, FILE.txt)"
            )
    return found


def _game_of_decks(decks: Sequence[str] | None) -> str | None:
    """The game whose cards the first deck list file among --decks names (a deck list says
    which game it is for as a save does), or None."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.cards.deck_list import file_text, is_deck_list
    from tabletop.cards.deck_list_check import game_of

    for deck in decks or ():
        if is_deck_list(Path(deck)):
            return game_of(file_text(Path(deck)))
    return None


def _random_moves(game: Game, moves: int, seed: int) -> None:
    """Play `moves` random legal commands (fewer if the game ends), each chosen by the random
    bot from the seat's view, as every bot chooses."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.ai.random_bot import RandomBot

    bot = RandomBot(seed)
    for _ in range(moves):
        if game.result is not None:
            break
        game.play(bot.decide(game.seat_view(game.to_act[0])))


def _new_game_settings(args: argparse.Namespace) -> list[str]:
    given = [("--players", args.players), ("--decks", args.decks), ("--seats", args.seats)]
    return [flag for flag, value in given if value is not None]


def _check_play_sources(args: argparse.Namespace) -> None:
    """One place to start from: a GAME (with its settings), --load or --scenario."""
    if args.load is not None and args.scenario is not None:
        raise ValueError("give --load or --scenario, not both")
    source = "--load" if args.load is not None else "--scenario" if args.scenario else None
    if source is None:
        return
    if args.game is not None:
        raise ValueError(f"give a GAME or {source}, not both (the file says which game)")
    settings = _new_game_settings(args)
    if settings:
        raise ValueError(f"{', '.join(settings)} set up a new game; {source} starts from a file")


IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")


def _screenshot(game: Game, path: Path, size: tuple[int, int]) -> None:
    """Render the table to an image file, written whole or not at all."""
    # lazy: pygame (ui/headless) loads only to take a screenshot
    from tabletop.engine.atomic import atomic_paths, describe_write_error
    from tabletop.ui.headless import screenshot

    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{path}: a screenshot is a {', '.join(IMAGE_SUFFIXES)} file")
    if path.is_dir():
        raise ValueError(f"cannot write {path}: it is a folder")
    try:
        with atomic_paths([path]) as (tmp,):
            # pygame picks the image format from the name: render beside it, then move
            partial = tmp.with_name(f"{tmp.name}{path.suffix}")
            try:
                screenshot(game, partial, size=size)
                os.replace(partial, tmp)
            finally:
                partial.unlink(missing_ok=True)
    except OSError as exc:
        raise ValueError(describe_write_error(exc)) from None
    except RuntimeError as exc:  # pygame.error is a RuntimeError
        raise ValueError(f"cannot write {path}: {exc}") from None


def _write_output(path: Path, text: str) -> None:
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.atomic import describe_write_error, write_bytes_atomic

    if path.is_dir():
        raise ValueError(f"cannot write {path}: it is a folder")
    try:
        write_bytes_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        raise ValueError(describe_write_error(exc)) from None


def _default_game(args: argparse.Namespace) -> Game | None:
    """`tabletop` alone: continue offered from the menu if an autosave exists, else the
    default game against the computer."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.api import new_game
    from tabletop.engine.paths import autosave_path

    if autosave_path().exists():
        return None
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    return new_game(_default_game_id(), seed=seed, seats=("human", "computer"))


def cmd_validate(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' loads this module: validate's checks load only to validate
    from tabletop.cli.validate import validate

    return validate(args.paths)


def cmd_schema(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.cards.cardset import cardset_file_schema
    from tabletop.engine.registry import get_rules

    rules = get_rules(args.game)
    if args.scenario:
        # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
        from tabletop.engine.scenario_schema import scenario_schema

        schema = scenario_schema(rules)
    else:
        schema = cardset_file_schema(rules.card_model(), f"{rules.title} cardset file")
    text = json.dumps(schema, indent=2) + "\n"
    if args.out is None:
        sys.stdout.write(text)
    else:
        _write_output(args.out, text)
        print(f"wrote {args.out}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.api import load_game
    from tabletop.report import build_report, render_json, render_text

    game = load_game(args.save)
    players = game.config.players
    if args.seat is not None and not 1 <= args.seat <= players:
        raise ValueError(f"--seat must be a seat of this game, 1 to {players}, not {args.seat}")
    report = build_report(game, args.seat)
    if args.json:
        print(json.dumps(render_json(report), indent=1))
    else:
        sys.stdout.write(render_text(report))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' loads this module: the benchmarks load only to bench
    from tabletop.bench.command import run_bench
    from tabletop.console.progress import progress

    if args.out is not None and args.out.is_dir():
        raise ValueError(f"cannot write {args.out}: it is a folder")
    with progress("bench") as tracker:
        if args.bots:
            # lazy: 'tabletop --help' loads this module: the benchmarks load only to bench
            from tabletop.ai.strength import run_bot_bench
            from tabletop.bench.hard_cores import bench_hard_cores

            figures = run_bot_bench(args.quick, progress=tracker.stage)
            tracker.stage("Hard's playouts a wall-second on 1 core, 2 and every core")
            figures["hard_cores"] = bench_hard_cores(0.5, 2 if args.quick else 3)
        else:
            figures = run_bench(args.quick, progress=tracker.stage)
    text = json.dumps(figures, indent=2)
    print(text)
    if not args.bots:
        # lazy: 'tabletop --help' loads this module: the benchmarks load only to bench
        from tabletop.bench.summary import print_summary

        print_summary(figures, sys.stderr)
    if args.out is not None:
        _write_output(args.out, text + "\n")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.api import broken_games, games, player_span

    for info in games(include_hidden=True):  # every game a command takes, as its messages list
        players = player_span(info.players[0], info.players[-1])
        decks = ", ".join(d.id for d in info.decks)
        hidden = "" if info.listed else " Not in the menu: a game for tests and benchmarks."
        print(f"{info.id:10} {info.title} ({players} players). Decks: {decks}.{hidden}")
    for problem in broken_games():
        print(f"tabletop games: {problem}", file=sys.stderr)
    return 0


COMMANDS = {
    "play": cmd_play,
    "validate": cmd_validate,
    "schema": cmd_schema,
    "replay": cmd_replay,
    "bench": cmd_bench,
    "games": cmd_games,
}


def _stop_on_sigterm() -> None:
    """SIGTERM ends the run as Ctrl+C does: through `finally`, so no temporary file stays."""

    def stop(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)


def _with_play(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """`play` is the default command: `tabletop`, `tabletop --seed 3` and `tabletop clash`
    are `tabletop play ...` (a word that is neither a command nor a game stays, for the
    parser to name)."""
    commands = {
        name
        for action in parser._subparsers._group_actions  # type: ignore[union-attr]
        for name in getattr(action, "choices", None) or ()
    }
    if not argv:
        return ["play"]
    first = argv[0]
    if first in commands or first in ("-h", "--help", "--version"):
        return argv
    if first.startswith("-") or first in _game_names():
        return ["play", *argv]
    return argv


def _game_names() -> set[str]:
    """The games' ids (asked only for a first word that is no command nor option)."""
    # lazy: 'tabletop --help' loads this module: the engine loads only for a command that plays
    from tabletop.engine.registry import game_ids

    return set(game_ids())


def main(argv: Sequence[str] | None = None) -> int:
    _stop_on_sigterm()
    parser = build_parser()
    given = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(_with_play(parser, given))
    handler = COMMANDS.get(args.command) or getattr(args, "func", None)
    if handler is None:
        parser.error(f"unknown command {args.command}")
    try:
        result: int = handler(args)
        return result
    except (TabletopError, ValueError) as exc:
        return refuse(str(exc))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
