"""Everything a simulation writes into its folder: results.json, the CSV tables, the PNG plots
and report.html, each written whole or not at all."""

from __future__ import annotations

import json
import platform
from collections.abc import Collection
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from tabletop.engine.atomic import describe_write_error, write_bytes_atomic
from tabletop.sim import plots, report_html
from tabletop.sim.stats import ranked_by_impact
from tabletop.sim.tables import build_tables, think_table, to_csv, variant_table

FORMAT = "tabletop-simulation"
FORMAT_VERSION = 1


def versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for package in ("tabletop", "matplotlib", "dask", "distributed"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            continue
    return found


def game_rows(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each game in short: enough to replay it (decks, bots, seed, variant) and to check its
    outcome."""
    keys = (
        "index",
        "decks",
        "bots",
        "seed",
        "winners",
        "drawn",
        "scores",
        "first",
        "commands",
        "rounds",
        "reason",
    )
    return [{k: r[k] for k in keys} | _arm(r) for r in records]


def _arm(record: dict[str, Any]) -> dict[str, Any]:
    return {"variant": record["variant"]} if "variant" in record else {}


#: every file a run may write (beside its checkpoint): a new run clears the ones a run before
#: it left, so a folder never shows two runs' files side by side
TABLES = (
    "levels",
    "seat_orders",
    "matchups",
    "decks",
    "cards",
    "length",
    "metrics",
    "think",
    "variants",
)
PLOTS = ("win_rates", "lengths", "card_impact", "sweep")
OWNED = (
    "report.html",
    "results.json",
    *(f"{name}.csv" for name in TABLES),
    *(f"{name}.png" for name in PLOTS),
)


def clear_owned(folder: Path, keep: Collection[str] = ()) -> None:
    """Remove the files a run owns in `folder` (but those named in `keep`)."""
    for name in OWNED:
        if name not in keep:
            try:
                (folder / name).unlink()
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise ValueError(describe_write_error(exc)) from None


def write_all(
    folder: Path, results: dict[str, Any], records: list[dict[str, Any]], decks: tuple[str, ...]
) -> list[Path]:
    """Write the run's files; returns their paths. ValueError names a file that cannot be
    written."""
    files: dict[str, bytes] = {}
    tables = build_tables(results["figures"])
    variants = results.get("variants") or []
    if variants:
        tables["variants"] = variant_table(variants)
    if results.get("think"):
        budget = results["settings"].get("hard_iterations")
        tables["think"] = think_table(results["think"], budget)
    for name, table in tables.items():
        files[f"{name}.csv"] = to_csv(table).encode("utf-8")
    pictures: dict[str, bytes] = {}
    if plots.available() and results["figures"]["games"] - results["figures"]["unfinished"]:
        pictures["win_rates"] = plots.win_rates(results["figures"], decks)
        pictures["lengths"] = plots.lengths(records)
        ranked = ranked_by_impact(results["figures"]["cards"])
        if ranked:
            pictures["card_impact"] = plots.card_impact(ranked)
        if any(v["variant"].get("sweep") for v in variants):
            pictures["sweep"] = plots.sweep(results["figures"], variants, decks)
    for name, png in pictures.items():
        files[f"{name}.png"] = png
    files["report.html"] = report_html.render(results, tables, pictures).encode("utf-8")
    files["results.json"] = (json.dumps(results, indent=1) + "\n").encode("utf-8")
    assert set(files) <= set(OWNED), set(files) - set(OWNED)
    written = []
    for name, data in files.items():
        path = folder / name
        try:
            write_bytes_atomic(path, data)
        except OSError as exc:
            raise ValueError(describe_write_error(exc)) from None
        written.append(path)
    clear_owned(folder, keep=set(files))  # what a run before this one wrote and this did not
    return written
