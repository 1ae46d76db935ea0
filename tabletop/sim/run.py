"""One simulation run, for the command line and the table alike: play the games of the plan
not yet played (on this machine or a Dask cluster), keep each in the checkpoint as it ends, and
write the report of the games finished, whether the run ended, was stopped (`stop()` turned
true) or interrupted (Ctrl+C). With variants, the baseline's figures lead and each variant's
follow, with every figure beside the baseline's (compare.py)."""

from __future__ import annotations

import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.limits import cut
from tabletop.sim import checkpoint, cluster, local, outputs, stats
from tabletop.sim.arms import RunRules, run_rules_of
from tabletop.sim.compare import compare
from tabletop.sim.counts import plan_words
from tabletop.sim.plan import Settings, batches, build_plan

Records = list[dict[str, Any]]


@dataclass(frozen=True)
class Outcome:
    """What a run wrote: its results (as in results.json) and the folder."""

    results: dict[str, Any]
    out: Path
    written: tuple[str, ...] = ()  # the files' names

    @property
    def complete(self) -> bool:
        return bool(self.results["complete"])


def command_line(
    settings: Settings, out: Path, dask: str | None = None, workers: int | None = None
) -> str:
    """The command that repeats this run (every setting spelled out; a deck given as a deck
    list file by its file)."""
    files = {deck.name: deck.file for deck in settings.deck_lists if deck.file}
    words = [
        "tabletop",
        "simulate",
        settings.game,
        "--decks",
        ",".join(files.get(deck, deck) for deck in settings.decks),
        "--players",
        str(settings.players),
        "--bots",
        ",".join(settings.bots),
        "--games",
        str(settings.games),
        "--seed",
        str(settings.seed),
    ]
    if settings.hard_iterations is not None:
        words += ["--hard-iterations", str(settings.hard_iterations)]
    for given in dict.fromkeys(v.given for v in settings.variants):
        words += ["--variant", given]
    words += ["--out", str(out)]
    if dask:
        words += ["--dask", dask]
    elif workers:
        words += ["--workers", str(workers)]
    return shlex.join(words)


#: characters of a folder's path that a message repeats
SHOWN_CHARS = 120


def check_folder(out: Path, resume: bool = False, named: str = "") -> None:
    """ValueError (one line) for a folder a run cannot use, before any game: a file, a path
    under a file, a name too long for the system, or (for a new run) a folder holding files a
    run writes but no run's checkpoint: they are someone else's, and a run would replace them.
    `named`: the argument that gave the folder ("--out"), to start the message with."""
    shown = repr(cut(str(out), SHOWN_CHARS))
    said = f"{named} {shown}" if named else f"cannot write the results in {shown}"
    try:
        if out.exists() and not out.is_dir():
            raise ValueError(f"{said}: it is a file, not a folder")
        above = next((p for p in out.parents if p.exists()), None)
        if above is not None and not above.is_dir():
            raise ValueError(f"{said}: {cut(str(above), SHOWN_CHARS)!r} is a file, not a folder")
        if resume or not out.is_dir() or (out / checkpoint.NAME).exists():
            return
        theirs = [name for name in outputs.OWNED if (out / name).exists()]
    except OSError as exc:
        raise ValueError(f"{said}: no folder can have that path ({exc.strerror})") from None
    if theirs:
        more = " ..." if len(theirs) > 3 else ""
        raise ValueError(
            f"{said}: the folder holds {', '.join(theirs[:3])}{more} that no run of tabletop "
            f"simulate wrote there (no {checkpoint.NAME}): give another folder, or move them away"
        )


def simulate(
    settings: Settings,
    out: Path,
    *,
    workers: int,
    command: str,
    client: Any = None,
    where: str = "local",
    resume: bool = False,
    progress: Callable[[int, int], None] | None = None,
    stop: Callable[[], bool] | None = None,
    batch_most: int = 25,
    processes: bool | None = None,
    announce: Callable[[str], None] | None = None,
) -> Outcome:
    """Run the simulation into `out` and write its files. `announce(words)` hears how many games
    the run will play, before the first; `progress(done, total)` hears of every finished batch;
    `stop()` true ends the run after the games under way (their results kept); `processes` True
    plays in worker processes even with one worker (see local.run_local). ValueError (one line)
    for a folder that cannot hold the run or a `resume` without one."""
    check_folder(out, resume)
    plan = build_plan(settings)
    run_rules = run_rules_of(settings)
    cards = set(run_rules.base.cardset.cards)
    header = settings.to_json()
    records = checkpoint.load(out, header, plan, cards) if resume else []
    finished = {r["index"] for r in records}
    todo = [m for m in plan if m.index not in finished]
    saved = _open_run(out, header, records, resume)
    before = len(records)
    if announce is not None:
        announce(plan_words(settings, before))
    started = time.perf_counter()

    def done(batch: Records) -> None:
        records.extend(batch)
        saved.add(batch)
        if progress is not None:
            progress(len(records), len(plan))

    try:
        if progress is not None:
            progress(len(records), len(plan))
        parts = batches(todo, workers, batch_most)
        if client is not None:
            cluster.run_dask(client, run_rules, parts, done, stop)
        else:
            local.run_local(run_rules, parts, workers, done, stop, processes)
    except KeyboardInterrupt:
        pass  # Ctrl+C: the report of the games finished, below
    finally:
        saved.close()
    seconds = time.perf_counter() - started
    records.sort(key=lambda r: int(r["index"]))
    run = {"where": where, "workers": workers, "played": len(records) - before, "seconds": seconds}
    results = _results(settings, run_rules, records, len(plan), command, run)
    written = outputs.write_all(out, results, records, settings.decks)
    return Outcome(results, out, tuple(path.name for path in written))


def _open_run(
    out: Path, header: dict[str, Any], records: Records, resume: bool
) -> checkpoint.Checkpoint:
    """The run's folder made and its checkpoint started (a new run first clears the files of a
    run before it); ValueError (one line) when the folder cannot be written."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        if not resume:  # a new run: no file of a run before it stays beside this one's
            outputs.clear_owned(out)
        return checkpoint.Checkpoint.start(out, header, records)
    except OSError as exc:
        raise ValueError(f"cannot write the results in {out}: {exc.strerror or exc}") from None


def _results(
    settings: Settings,
    run_rules: RunRules,
    records: Records,
    planned: int,
    command: str,
    run: dict[str, Any],
) -> dict[str, Any]:
    """results.json of a run: `run` holds where it ran, its workers, the games it played now
    and its seconds."""
    played, seconds = run["played"], run["seconds"]
    rules = run_rules.base
    return {
        "format": outputs.FORMAT,
        "format_version": outputs.FORMAT_VERSION,
        "command": command,
        "game_title": rules.title,
        "settings": settings.to_json(),
        "games_planned": planned,
        "complete": len(records) == planned,
        "seeds": {
            "base": settings.seed,
            "game_seed": "sha256 of 'seed|decks|bots|number' (first 8 bytes, shifted right 1)",
            "bot_seed": "sha256 of 'game seed|bot|seat' (same)",
        },
        "versions": outputs.versions(),
        "cardsets": {rules.cardset.id: rules.cardset.content_hash},
        "run": {
            "where": run["where"],
            "workers": run["workers"],
            "games_played_now": played,
            "seconds": round(seconds, 3),
            "games_per_s": round(played / seconds, 2) if seconds > 0 else 0.0,
        },
        **arm_figures(settings, run_rules, records),
        "think": stats.thinking(records),
        "games": outputs.game_rows(records),
    }


def arm_figures(settings: Settings, run_rules: RunRules, records: Records) -> dict[str, Any]:
    """The baseline's figures ("figures") and, with variants, each variant's with its figures
    beside the baseline's ("variants")."""
    rules = run_rules.base
    arms: list[Records] = [[] for _ in range(settings.arms)]
    for record in records:
        arms[int(record.get("variant", 0))].append(record)
    figures = stats.summarize(arms[0], settings.decks, rules.cardset.deck_cards, rules.card_name)
    if not settings.variants:
        return {"figures": figures}
    variants = []
    for arm, variant in enumerate(settings.variants, start=1):
        varied = run_rules.arms[arm]
        changed = [c.card for c in variant.cards] + [d.card for d in variant.decks]
        touched = [(card, rules.card_name(card)) for card in dict.fromkeys(changed)]
        variants.append(
            {
                "name": variant.name,
                "changes": variant.describe(),
                "variant": variant.to_json(),
                "cardset": varied.cardset.content_hash,
                "figures": stats.summarize(
                    arms[arm], settings.decks, varied.cardset.deck_cards, rules.card_name
                ),
                "comparison": compare(
                    records, settings.arms, arm, settings.decks, settings.players, touched
                ),
            }
        )
    return {"figures": figures, "variants": variants}
