"""`tabletop` and its subcommands. Bad input gets a clear message and exit code 2."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop import __version__
from tabletop.engine.errors import TabletopError

if TYPE_CHECKING:
    from tabletop.engine.game import Game

EXIT_BAD_INPUT = 2


def _csv(text: str) -> list[str]:
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise argparse.ArgumentTypeError(f"give ids separated by commas, not {text!r}")
    return parts


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"give 0 or more, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Play and playtest the card games of five rulebooks, rules enforced.",
    )
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the table (the default)")
    play.add_argument("game", nargs="?", help="game id (omit for the title menu)")
    play.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    play.add_argument("--players", type=int, default=None)
    play.add_argument("--decks", type=_csv, default=None, help="deck ids, comma separated")
    play.add_argument("--seats", type=_csv, default=None, help="human/computer per seat")
    play.add_argument("--load", type=Path, default=None, help="continue a save file")
    play.add_argument("--scenario", type=Path, default=None, help="start from a scenario file")
    play.add_argument("--moves", type=_count, default=0, help="play K random legal moves first")
    play.add_argument("--screenshot", type=Path, default=None, help="render to PNG and exit")
    play.add_argument(
        "--size", default=None, help="window or screenshot size WxH (default: the saved size)"
    )
    play.add_argument("--fullscreen", action="store_true")

    validate = sub.add_parser("validate", help="check cardsets, scenarios and saves")
    validate.add_argument(
        "paths", nargs="*", help="game ids, scenario .yaml or save .json files (default: all)"
    )

    schema = sub.add_parser("schema", help="write the JSON Schema of a game's cardset files")
    schema.add_argument("game")
    schema.add_argument("-o", "--out", type=Path, default=None, help="file (default: stdout)")

    replay = sub.add_parser("replay", help="print a save's log as readable text")
    replay.add_argument("save", type=Path)
    replay.add_argument("--seat", type=int, default=None, help="only what this seat saw")

    bench = sub.add_parser("bench", help="measure speed; prints JSON")
    bench.add_argument("--quick", action="store_true", help="smaller runs (seconds, not minutes)")
    bench.add_argument("-o", "--out", type=Path, default=None, help="also write the JSON here")

    sub.add_parser("games", help="list the games, their player counts and decks")
    _add_print(sub)
    from tabletop.cards.import_command import add_import_parser

    add_import_parser(sub)
    return parser


def _add_print(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    try:
        from tabletop.printing.command import add_print_parser
    except ImportError:
        return
    from tabletop.render.sources import face_source

    add_print_parser(sub, face_source)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1600x900, not {text!r}") from None
    if width < 640 or height < 360:
        raise ValueError(f"size {text} is too small (at least 640x360)")
    return width, height


def cmd_play(args: argparse.Namespace) -> int:
    import random

    import tabletop
    from tabletop.ai.random_bot import RandomBot

    size = _size(args.size) if args.size else None
    _check_play_sources(args)
    game = None
    if args.load is not None:
        game = tabletop.load_game(args.load)
    elif args.scenario is not None:
        game = tabletop.load_scenario(args.scenario)
    elif args.game is not None:
        seed = args.seed if args.seed is not None else random.randrange(1 << 31)
        game = tabletop.new_game(
            args.game, seed=seed, players=args.players, decks=args.decks, seats=args.seats
        )
    elif _new_game_settings(args):
        seed = args.seed if args.seed is not None else random.randrange(1 << 31)
        game = tabletop.new_game(
            DEFAULT_GAME, seed=seed, players=args.players, decks=args.decks, seats=args.seats
        )
    elif args.screenshot is None and not args.moves:
        game = _default_game(args)
    if args.moves:
        if game is None:
            raise ValueError("--moves needs a GAME (or --load / --scenario)")
        bot = RandomBot(args.seed or 0)
        for _ in range(args.moves):
            if game.result is not None:
                break
            game.play(bot.choose(game, game.to_act[0]))
    if args.screenshot is not None:
        if game is None:
            raise ValueError("--screenshot needs a GAME (or --load / --scenario)")
        _screenshot(game, args.screenshot, size or (1600, 900))
        print(f"wrote {args.screenshot}")
        return 0
    from tabletop.ui.app import run

    return run(game=game, size=size, fullscreen=args.fullscreen)


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
    from tabletop.engine.atomic import describe_write_error, write_bytes_atomic

    if path.is_dir():
        raise ValueError(f"cannot write {path}: it is a folder")
    try:
        write_bytes_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        raise ValueError(describe_write_error(exc)) from None


#: the embedded default: the first game a new user sees (with the game's starter decks)
DEFAULT_GAME = "empyrean"


def _default_game(args: argparse.Namespace) -> Game | None:
    """`tabletop` alone: continue offered from the menu if an autosave exists, else the
    default game against the computer."""
    import random

    import tabletop
    from tabletop.engine.paths import autosave_path

    if autosave_path().exists():
        return None
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    return tabletop.new_game(DEFAULT_GAME, seed=seed, seats=("human", "computer"))


def cmd_validate(args: argparse.Namespace) -> int:
    from tabletop.engine.paths import repo_root
    from tabletop.engine.registry import game_ids

    targets: list[str] = []
    for target in args.paths:
        targets += _expand(target)
    examples = repo_root() / "saves"
    if not args.paths:
        targets = game_ids() + (_expand(str(examples)) if examples.is_dir() else [])
    failures = 0
    for target in targets:
        try:
            what = _validate_one(target)
        except (TabletopError, ValueError) as exc:
            failures += 1
            print(f"FAIL {target}\n{_indent(str(exc))}")
        else:
            print(f"ok   {what}")
    print(f"{len(targets) - failures} valid, {failures} invalid")
    return 0 if failures == 0 else 1


SCENARIO_SUFFIXES = (".yaml", ".yml")


def _expand(target: str) -> list[str]:
    """A folder stands for its scenarios and saves; a game's cardset folder or file, for the
    game (a cardset is checked whole: decks name cards of other files)."""
    from tabletop.cards.cardset import cardsets_root
    from tabletop.engine.registry import game_ids

    path = Path(target)
    cardset_folder = path if path.is_dir() else path.parent
    in_cardsets = cardset_folder.resolve().parent == cardsets_root().resolve()
    if in_cardsets and cardset_folder.name in game_ids():
        return [cardset_folder.name]
    if not path.is_dir():
        return [target]
    found = [
        str(p)
        for p in sorted(path.rglob("*"))
        if p.suffix in (*SCENARIO_SUFFIXES, ".json") and p.is_file()
    ]
    return found or [target]


def _validate_one(target: str) -> str:
    import tabletop
    from tabletop.engine.registry import get_rules as rules_for

    path = Path(target)
    if path.is_dir():
        raise ValueError(f"{path}: a folder with no scenarios (.yaml) or saves (.json) in it")
    if path.suffix in SCENARIO_SUFFIXES:
        game = tabletop.load_scenario(path)
        return f"scenario {path} ({game.config.game_id})"
    if path.suffix == ".json" or path.is_file():
        game = tabletop.load_game(path)
        return (
            f"save {path} ({game.config.game_id}, {len(game.commands)} commands, replay verified)"
        )
    rules = rules_for(target)
    cardset = rules.cardset
    warnings = _fit_warnings(rules)
    for warning in warnings:
        print(f"warn {warning}")
    return f"cardset {target}: {len(cardset.cards)} cards, {len(cardset.decks)} decks"


def _fit_warnings(rules: object) -> list[str]:
    from tabletop.engine.rules import GameRules
    from tabletop.render.sources import fit_warnings

    assert isinstance(rules, GameRules)
    return fit_warnings(rules)


def _indent(text: str) -> str:
    return "\n".join(f"  {line}" for line in text.splitlines())


def cmd_schema(args: argparse.Namespace) -> int:
    from tabletop.cards.cardset import cardset_file_schema
    from tabletop.engine.registry import get_rules

    rules = get_rules(args.game)
    schema = cardset_file_schema(rules.card_model(), f"{rules.title} cardset file")
    text = json.dumps(schema, indent=2) + "\n"
    if args.out is None:
        sys.stdout.write(text)
    else:
        _write_output(args.out, text)
        print(f"wrote {args.out}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    import tabletop

    game = tabletop.load_game(args.save)
    players = game.config.players
    if args.seat is not None and not 0 <= args.seat < players:
        raise ValueError(f"--seat must be a seat of this game, 0 to {players - 1}, not {args.seat}")
    reader = -1 if args.seat is None else args.seat
    namer = game.names(reader)
    print(f"# {game.rules.title}, seed {game.config.seed}, {', '.join(game.config.names)}")
    for entry in game.log:
        if entry.command is None:
            print("## Setup")
        else:
            who = namer.seat(entry.command.seat)
            print(f"## {entry.number}. {who}: {entry.command.kind}")
        for event in entry.events:
            print(f"   {event.describe(namer)}")
    if game.result is not None:
        print(f"# Result: {game.result.reason}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from tabletop.bench import run_bench

    if args.out is not None and args.out.is_dir():
        raise ValueError(f"cannot write {args.out}: it is a folder")
    figures = run_bench(args.quick, progress=lambda msg: print(f"bench: {msg}...", file=sys.stderr))
    text = json.dumps(figures, indent=2)
    print(text)
    if args.out is not None:
        _write_output(args.out, text + "\n")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    from tabletop.engine.api import games

    for info in games():
        low, high = info.players[0], info.players[-1]
        players = f"{low}" if low == high else f"{low}-{high}"
        decks = ", ".join(d.id for d in info.decks)
        print(f"{info.id:10} {info.title} ({players} players). Decks: {decks}")
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


def main(argv: Sequence[str] | None = None) -> int:
    _stop_on_sigterm()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv or [])])
    handler = COMMANDS.get(args.command) or getattr(args, "func", None)
    if handler is None:
        parser.error(f"unknown command {args.command}")
    try:
        result: int = handler(args)
        return result
    except (TabletopError, ValueError) as exc:
        print(f"tabletop {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
