"""The CSV tables of a simulation's figures (stats.py), one per subject, as rows of text."""

from __future__ import annotations

import csv
import io
from typing import Any

Table = tuple[list[str], list[list[str]]]


def _pct(value: float | None) -> str:
    return "" if value is None else f"{100 * value:.1f}"


def _rate_cells(figure: dict[str, Any]) -> list[str]:
    return [str(figure["n"]), _pct(figure["rate"]), _pct(figure["low"]), _pct(figure["high"])]


def _record_cells(figure: dict[str, Any]) -> list[str]:
    """A rate with its wins, draws and losses (a draw scores half a win)."""
    counts = [str(figure.get(k, "")) for k in ("wins", "draws", "losses")]
    return [str(figure["n"]), *counts, *_rate_cells(figure)[1:]]


RECORD_HEAD = ["wins", "draws", "losses", "win %", "low %", "high %"]


#: the head of the cards table
CARD_HEAD = [
    "card",
    "id",
    "seat-games",
    "drawn %",
    "played %",
    "games played",
    "win % played",
    "low %",
    "high %",
    "games not played",
    "win % not played",
    "low %",
    "high %",
    "impact (points)",
]


def _seat_order_table(orders: list[dict[str, Any]]) -> Table:
    """One row a seat order: its decks, games and each seat's record."""
    players = max((len(o["decks"]) for o in orders), default=2)
    head = ["decks", "games"]
    for seat in range(1, players + 1):
        head += [f"seat {seat} {word}" for word in RECORD_HEAD]
    rows = []
    for order in orders:
        row = [" vs ".join(order["decks"]), str(order["games"])]
        for seat in order["seats"]:
            row += _record_cells(seat)[1:]
        rows.append(row)
    return head, rows


def _card_row(c: dict[str, Any]) -> list[str]:
    """A card's row of the cards table (CARD_HEAD)."""
    played, unplayed = c["win_when_played"], c["win_when_not_played"]
    impact = "" if c["impact"] is None else f"{100 * c['impact']:+.1f}"
    return (
        [c.get("name", c["card"]), c["card"], str(c["seat_games"])]
        + [_pct(c["drawn_rate"]), _pct(c["played_rate"])]
        + _rate_cells(played)
        + _rate_cells(unplayed)
        + [impact]
    )


def build_tables(figures: dict[str, Any]) -> dict[str, Table]:
    """name -> (header, rows); rates in percent, intervals the Wilson 95% bounds."""
    tables: dict[str, Table] = {}
    if figures.get("levels"):  # the seats played at different levels
        tables["levels"] = (
            ["level", "seat-games", *RECORD_HEAD],
            [[level["level"], *_record_cells(level)] for level in figures["levels"]],
        )
    tables["seat_orders"] = _seat_order_table(figures["seat_orders"])
    if figures["matchups"]:
        tables["matchups"] = (
            ["deck", "against", "games", *RECORD_HEAD],
            [[m["deck"], m["against"], *_record_cells(m)] for m in figures["matchups"]],
        )
    tables["decks"] = (
        ["deck", "seat-games", *RECORD_HEAD],
        [[d["deck"], *_record_cells(d)] for d in figures["decks"]],
    )
    tables["cards"] = (CARD_HEAD, [_card_row(c) for c in figures["cards"]])
    length = figures["length"]
    tables["length"] = (
        ["measure", "games", "mean", "median", "sd", "min", "max"],
        [[name, *_spread_cells(length[name])] for name in ("commands", "rounds")],
    )
    tables["metrics"] = (
        ["metric", "games", "mean", "median", "sd", "min", "max"],
        [[name, *_spread_cells(s)] for name, s in figures["metrics"].items()],
    )
    return tables


def think_table(think: list[dict[str, Any]], hard_iterations: int | None = None) -> Table:
    """How long each level thought, in CPU seconds: in all, a decision with a choice, a game."""
    head = ["level", "seat-games", "decisions", "with a choice", "CPU s in all"]
    head += ["CPU s a decision with a choice", "CPU s a game", "iterations a decision"]
    rows = []
    for entry in think:
        budget = str(hard_iterations) if entry["level"] == "hard" and hard_iterations else ""
        rows.append(
            [entry["level"], str(entry["seat_games"]), str(entry["decisions"])]
            + [str(entry["choices"]), f"{entry['cpu_s']:g}"]
            + [_number(entry["cpu_s_per_choice"]), _number(entry["cpu_s_per_game"]), budget]
        )
    return head, rows


def _number(value: float | None) -> str:
    return "" if value is None else f"{value:.4g}"


def variant_table(variants: list[dict[str, Any]]) -> Table:
    """Every variant's figures beside the baseline's: rates in percent and their difference in
    points, means as they are; the interval is the paired 95% interval of the difference."""
    head = ["variant", "figure", "of", "games paired", "baseline", "variant value"]
    head += ["difference", "low", "high"]
    rows = []
    for variant in variants:
        for row in variant["comparison"]:
            scale = 100 if row["kind"] in ("win rate", "matchup", "seat order") else 1
            unit = " %" if scale == 100 else ""
            cells = [variant["name"], row["figure"], row["kind"] + unit, str(row["pairs"])]
            cells += [_scaled(row[k], scale) for k in ("baseline", "variant")]
            cells += [_scaled(row.get(k), scale, sign=True) for k in ("difference", "low", "high")]
            rows.append(cells)
    return head, rows


def _scaled(value: float | None, scale: int, sign: bool = False) -> str:
    if value is None:
        return ""
    return f"{scale * value:+.2f}" if sign else f"{scale * value:.2f}"


def _spread_cells(figure: dict[str, Any]) -> list[str]:
    keys = ("mean", "median", "sd", "min", "max")
    return [str(figure["n"]), *(_reading(figure[k]) if k in figure else "" for k in keys)]


def _reading(value: float) -> str:
    """A figure as a reader wants it: a whole number as it is, else two decimals."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def to_csv(table: Table) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table[0])
    writer.writerows(table[1])
    return out.getvalue()
