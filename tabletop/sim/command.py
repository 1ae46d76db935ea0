"""`tabletop simulate`: the command line of the simulator (parser, checks, the run, its files).

Importing this module is cheap: the games, matplotlib and Dask load only when a run starts.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from pathlib import Path
from typing import Any

EXIT_INTERRUPTED = 130


def _whole(text: str, least: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a whole number, not {text!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"give {least} or more, not {value}")
    return value


def _positive(text: str) -> int:
    return _whole(text, 1)


def _any_whole(text: str) -> int:
    return _whole(text, -(1 << 62))


def _ids(text: str) -> list[str]:
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts:
        raise argparse.ArgumentTypeError(f"give names separated by commas, not {text!r}")
    return parts


def add_simulate_parser(subparsers: Any) -> None:
    """Add `simulate` to an argparse subparsers object (`args.func(args)` runs it)."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "simulate",
        help="bot games per deck pairing: win rates with intervals, card impact, a report",
        description="Play many bot games of every seat order of the chosen decks and write "
        "the figures (results.json, CSV tables, PNG plots, report.html) to --out. "
        "See docs/simulate.md.",
    )
    p.add_argument("game", metavar="GAME", help="game id (see `tabletop games`)")
    p.add_argument(
        "--decks",
        type=_ids,
        default=["all"],
        metavar="A,B|all",
        help="the decks to pair, comma separated, or all (default: all)",
    )
    p.add_argument(
        "--players",
        type=_positive,
        default=None,
        metavar="N",
        help="players per game (default: the game's fewest)",
    )
    p.add_argument(
        "--bots",
        type=_ids,
        default=None,
        metavar="LEVEL,...",
        help="bot level for every seat, or one per seat (default: easy if available, else random)",
    )
    p.add_argument(
        "--games",
        type=_positive,
        default=100,
        metavar="N",
        help="games per seat order of decks (default: 100)",
    )
    p.add_argument(
        "--seed",
        type=_any_whole,
        default=1,
        metavar="S",
        help="the run's seed; every game's seed derives from it (default: 1)",
    )
    p.add_argument(
        "--workers",
        type=_positive,
        default=None,
        metavar="K",
        help="processes on this machine (default: one per core)",
    )
    p.add_argument(
        "--dask",
        default=None,
        metavar="tcp://HOST:8786",
        help="run the games on this Dask scheduler's workers instead",
    )
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="folder for the results (default: simulation-GAME)",
    )
    p.add_argument(
        "--resume", action="store_true", help="continue the stopped run in --out (same settings)"
    )
    p.set_defaults(func=run_simulate)


def default_bot() -> str:
    from tabletop.ai.bots import levels

    return "easy" if "easy" in levels() else "random"


def settings_from(args: argparse.Namespace) -> Any:
    """The run's Settings, every argument checked (ValueError names the one that is wrong)."""
    from tabletop.ai.bots import levels
    from tabletop.engine.api import make_config
    from tabletop.engine.registry import get_rules
    from tabletop.sim.plan import Settings

    rules = get_rules(args.game)
    known = list(rules.cardset.decks)
    decks = known if args.decks == ["all"] else list(dict.fromkeys(args.decks))
    for deck in decks:
        if deck not in known:
            raise ValueError(f"{rules.title} has no deck {deck!r} (decks: {', '.join(known)})")
    players = args.players if args.players is not None else rules.min_players
    if not rules.min_players <= players <= rules.max_players:
        span = f"{rules.min_players}-{rules.max_players}"
        raise ValueError(f"{rules.title} is for {span} players, not {players}")
    bots = args.bots or [default_bot()]
    for level in bots:
        if level not in levels():
            raise ValueError(f"no bot level {level!r} (levels: {', '.join(levels())})")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"--bots gives {len(bots)} levels: give one, or one per seat ({players})")
    make_config(args.game, players=players, decks=[decks[0]] * players)  # the table is playable
    return Settings(args.game, tuple(decks), players, tuple(bots), args.games, args.seed)


def command_line(args: argparse.Namespace, settings: Any, out: Path) -> str:
    """The command that repeats this run (every setting spelled out)."""
    words = [
        "tabletop",
        "simulate",
        settings.game,
        "--decks",
        ",".join(settings.decks),
        "--players",
        str(settings.players),
        "--bots",
        ",".join(settings.bots),
        "--games",
        str(settings.games),
        "--seed",
        str(settings.seed),
        "--out",
        str(out),
    ]
    if args.dask:
        words += ["--dask", args.dask]
    elif args.workers:
        words += ["--workers", str(args.workers)]
    return shlex.join(words)


def run_simulate(args: argparse.Namespace) -> int:
    from tabletop.engine.registry import get_rules
    from tabletop.sim import checkpoint, cluster, local, outputs, plots, stats, summary
    from tabletop.sim.plan import batches, build_plan

    settings = settings_from(args)
    out: Path = args.out or Path(f"simulation-{settings.game}")
    if out.exists() and not out.is_dir():
        raise ValueError(f"--out {out} is a file, not a folder")
    records = checkpoint.load(out, settings) if args.resume else []
    client = cluster.connect(args.dask) if args.dask else None
    workers = cluster.workers(client) if client else args.workers or local.default_workers()
    rules = get_rules(settings.game)
    plan = build_plan(settings)
    finished = {r["index"] for r in records}
    todo = [m for m in plan if m.index not in finished]
    out.mkdir(parents=True, exist_ok=True)
    saved = checkpoint.Checkpoint.start(out, settings, records)
    before = len(records)
    started = time.perf_counter()
    interrupted = False
    from tabletop.progress import progress

    try:
        with progress("simulate", timing=True) as tracker:

            def done(batch: list[dict[str, Any]]) -> None:
                records.extend(batch)
                saved.add(batch)
                tracker.count(len(records), len(plan))

            tracker.count(len(records), len(plan))
            parts = batches(todo, workers)
            if client is not None:
                cluster.run_dask(client, settings.game, parts, done)
            else:
                local.run_local(settings.game, parts, workers, done)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        saved.close()
        if client is not None:
            client.close()
    seconds = time.perf_counter() - started
    records.sort(key=lambda r: int(r["index"]))
    played = len(records) - before
    results = {
        "format": outputs.FORMAT,
        "format_version": outputs.FORMAT_VERSION,
        "command": command_line(args, settings, out),
        "game_title": rules.title,
        "settings": settings.to_json(),
        "games_planned": len(plan),
        "complete": len(records) == len(plan),
        "seeds": {
            "base": settings.seed,
            "game_seed": "sha256 of 'seed|decks|bots|number' (first 8 bytes, shifted right 1)",
            "bot_seed": "sha256 of 'game seed|bot|seat' (same)",
        },
        "versions": outputs.versions(),
        "cardsets": {rules.cardset.id: rules.cardset.content_hash},
        "run": {
            "where": f"dask {args.dask}" if args.dask else "local",
            "workers": workers,
            "games_played_now": played,
            "seconds": round(seconds, 3),
            "games_per_s": round(played / seconds, 2) if seconds > 0 else 0.0,
        },
        "figures": stats.summarize(records, settings.decks, rules.cardset.deck_cards),
        "games": outputs.game_rows(records),
    }
    outputs.write_all(out, results, records, settings.decks)
    print(summary.summary(results))
    print(f"wrote {out / 'report.html'}, results.json, CSV tables and plots in {out}")
    if not plots.available():
        print("tabletop simulate: no plots: install matplotlib (pip install 'tabletop[sim]')")
    if interrupted:
        print(
            f"tabletop simulate: stopped after {len(records)} of {len(plan)} games; "
            "continue with --resume",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    return 0
