"""`tabletop simulate`: the command line of the simulator (parser, checks, the run, its files).

Importing this module is cheap: the games, matplotlib and Dask load only when a run starts.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.ai.levels import BALANCE_ITERATIONS
from tabletop.console.arguments import bounded, comma_list, positive
from tabletop.engine.plural import counted

if TYPE_CHECKING:
    from tabletop.sim.plan import DeckCards

EXIT_INTERRUPTED = 130


MAX_WORKERS = 256  # processes on one machine: far past its cores, short of a process storm


def _games(text: str) -> int:
    # lazy: the settings load the games and bots; 'tabletop --help' builds this parser
    from tabletop.sim.settings import MAX_GAMES

    return bounded(text, 1, MAX_GAMES)


def _workers(text: str) -> int:
    return bounded(text, 1, MAX_WORKERS)


def _any_whole(text: str) -> int:
    return bounded(text, -(1 << 62))


def _balance() -> int:
    return BALANCE_ITERATIONS


def _folder(text: str) -> Path:
    if not text.strip() or "\0" in text:
        raise argparse.ArgumentTypeError(f"give a folder's path, not {text!r}")
    return Path(text)


def add_simulate_parser(subparsers: Any) -> None:
    """Add `simulate` to an argparse subparsers object (`args.func(args)` runs it)."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "simulate",
        help="bot games per deck pairing: win rates with intervals, card impact, a report",
        description="Play many bot games of every seat order of the chosen decks and write "
        "the figures (results.json, CSV tables, PNG plots, report.html) to --out. "
        "See docs/simulate.md.",
    )
    _add_match_arguments(p)
    _add_run_arguments(p)
    p.set_defaults(func=run_simulate)


def _add_match_arguments(p: argparse.ArgumentParser) -> None:
    """What the games are: the game, decks, players, bots, how many and their seed."""
    p.add_argument("game", metavar="GAME", help="game id (see `tabletop games`)")
    p.add_argument(
        "--decks",
        type=comma_list,
        default=["all"],
        metavar="A,B|all",
        help="the decks to pair, comma separated (a deck id, or a deck list file FILE.txt: any "
        "legal deck, named by the file's name), or all (default: all)",
    )
    p.add_argument(
        "--players",
        type=positive,
        default=None,
        metavar="N",
        help="players per game (default: the game's fewest)",
    )
    p.add_argument(
        "--bots",
        type=comma_list,
        default=None,
        metavar="LEVEL,...",
        help="bot level for every seat, or one per seat, e.g. hard,normal (default: easy if "
        "available, else random); with different levels the levels change seats from game to "
        "game and each level's win rate is reported",
    )
    p.add_argument(
        "--hard-iterations",
        type=positive,
        default=None,
        metavar="N",
        help="Hard's search iterations a decision, exact to repeat (default: "
        f"{_balance()}; the table's Hard thinks for 1 s a decision, several times as many)",
    )
    p.add_argument(
        "--games",
        type=_games,
        default=None,
        metavar="N",
        help="games in all, shared round after round by the seat orders of the decks "
        "(default: 100 per seat order; at most 1,000,000); each variant plays them again",
    )
    p.add_argument(
        "--seed",
        type=_any_whole,
        default=1,
        metavar="S",
        help="the run's seed; every game's seed derives from it (default: 1)",
    )


def _add_run_arguments(p: argparse.ArgumentParser) -> None:
    """Where and how the run goes: its workers or cluster, its folder, variants, a resume."""
    p.add_argument(
        "--workers",
        type=_workers,
        default=None,
        metavar="K",
        help=f"processes on this machine (default: one per core; at most {MAX_WORKERS})",
    )
    p.add_argument(
        "--dask",
        default=None,
        metavar="tcp://HOST:8786",
        help="run the games on this Dask scheduler's workers instead",
    )
    p.add_argument(
        "--out",
        type=_folder,
        default=None,
        metavar="DIR",
        help="folder for the results (default: simulation-GAME)",
    )
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="FILE|CARD.FIELD=VALUE",
        help="also play every game with these cards changed (same seeds), beside the baseline: "
        "a variant YAML file, or inline moat.cost=3, deck:DECK.CARD=COPIES, a sweep "
        "moat.cost=2..5; repeat for more",
    )
    p.add_argument(
        "--resume", action="store_true", help="continue the stopped run in --out (same settings)"
    )


#: games per seat order when --games is not given
DEFAULT_PER_ORDER = 100


def settings_from(args: argparse.Namespace) -> Any:
    """The run's Settings, every argument checked (ValueError names the one that is wrong)."""
    # lazy: 'tabletop --help' builds this parser: the rules and the run load only to simulate
    from tabletop.engine.registry import get_rules
    from tabletop.sim.settings import make_settings
    from tabletop.sim.variant_parse import parse_variants

    decks, lists = (None, []) if args.decks == ["all"] else _decks(args.game, args.decks)
    variants = parse_variants(get_rules(args.game), args.variant) if args.variant else []
    per_order = args.games is None
    games = DEFAULT_PER_ORDER if per_order else args.games
    return make_settings(
        args.game,
        decks,
        args.players,
        args.bots,
        games,
        args.seed,
        per_order=per_order,
        variants=variants,
        hard_iterations=args.hard_iterations,
        deck_lists=lists,
    )


def _decks(game: str, words: list[str]) -> tuple[list[str], list[DeckCards]]:
    """--decks words as the run's deck names, and the decks given as deck list files (FILE.txt,
    the deck builder's export: any legal deck of the game, held to its deck rules by
    cards/deck_list_check.py), each named by its file's stem. A file named as one of the
    game's decks that holds that deck's cards is that deck."""
    # lazy: 'tabletop --help' builds this parser: the rules and the run load only to simulate
    from tabletop.cards.deck_list import is_deck_list
    from tabletop.cards.deck_list_check import legal_deck_list
    from tabletop.engine.registry import get_rules
    from tabletop.sim.plan import DeckCards

    rules = get_rules(game)
    shipped = set(rules.cardset.decks) - set(getattr(rules.cardset, "user_decks", ()))
    names: list[str] = []
    lists: list[DeckCards] = []
    for word in words:
        path = Path(word)
        if not is_deck_list(path):
            names.append(word)
            continue
        _, cards = legal_deck_list(path, game)
        name = path.stem
        names.append(name)
        if name in shipped and Counter(rules.deck_list(name)) == Counter(cards):
            continue  # the game's deck as the deck builder exports it
        lists.append(DeckCards(name, tuple(cards), word))
    return names, lists


def _say(words: str) -> None:
    print(f"tabletop simulate: {words}", flush=True)


def written_words(written: Sequence[str], out: Path, plotting: bool) -> str:
    """What the run wrote, in one true line: 'wrote DIR/report.html, results.json, 6 CSV
    tables and 3 plots in DIR' (no plots: why)."""
    tables = counted(sum(name.endswith(".csv") for name in written), "CSV table")
    pictures = sum(name.endswith(".png") for name in written)
    said = f"wrote {out / 'report.html'}, results.json, {tables}"
    if pictures:
        said += f" and {counted(pictures, 'plot')}"
    said += f" in {out}"
    if not plotting:
        said += " (no plots: install matplotlib, pip install 'tabletop[sim]')"
    return said


def run_simulate(args: argparse.Namespace) -> int:
    # lazy: 'tabletop --help' builds this parser: the rules and the run load only to simulate
    from tabletop.console.progress import progress
    from tabletop.sim import cluster, local, plots, summary
    from tabletop.sim.run import check_folder, command_line, simulate

    settings = settings_from(args)
    out: Path = args.out or Path(f"simulation-{settings.game}")
    check_folder(out, args.resume, "--out")  # before a cluster is reached
    client = cluster.connect(args.dask) if args.dask is not None else None
    workers = cluster.workers(client) if client else args.workers or local.default_workers()
    try:
        if client is not None:
            cluster.check_workers(client, settings.game)
        with progress("simulate", timing=True) as tracker:
            outcome = simulate(
                settings,
                out,
                workers=workers,
                command=command_line(settings, out, args.dask, args.workers),
                client=client,
                where=f"dask {args.dask}" if args.dask else "local",
                resume=args.resume,
                progress=tracker.count,
                announce=_say,
            )
    finally:
        if client is not None:
            client.close()
    results = outcome.results
    print(summary.summary(results))
    print(written_words(outcome.written, out, plots.available()))
    if not outcome.complete:
        print(
            f"tabletop simulate: stopped after {len(results['games'])} of "
            f"{results['games_planned']} games; continue with --resume",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    return 0
