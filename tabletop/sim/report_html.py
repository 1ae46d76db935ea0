"""One self-contained report.html: the run's settings, the plots embedded as base64 PNG and
every table. Nothing outside the file is linked."""

from __future__ import annotations

import base64
from html import escape
from typing import Any

from tabletop.engine.plural import counted
from tabletop.sim.summary import record_words
from tabletop.sim.tables import Table

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.9em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f0f0f0; }
img { max-width: 100%; }
.note { color: #555; }
"""

TITLES = {
    "seat_orders": "Win rate per seat order",
    "matchups": "Matchups (both seat orders)",
    "decks": "Decks",
    "cards": "Cards",
    "length": "Game length",
    "metrics": "The game's own figures",
    "variants": "Variants beside the baseline",
    "levels": "Bot levels (each level over every seat it held)",
    "think": "How long the bots thought (CPU seconds)",
}


def render(results: dict[str, Any], tables: dict[str, Table], plots: dict[str, bytes]) -> str:
    figures = results["figures"]
    first = figures["first_seat"]
    settings = results["settings"]
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Simulation: {escape(settings['game'])}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>Simulation of {escape(results['game_title'])}</h1>",
        f"<p><code>{escape(results['command'])}</code></p>",
        f"<p>{len(results['games']):,} of {counted(results['games_planned'], 'game')} planned"
        + ("" if results["complete"] else " (stopped early: continue with --resume)")
        + f"; {_draws(figures)}; {figures['unfinished']:,} unfinished. "
        f"Bots: {escape(', '.join(settings['bots']))}. Seed {settings['seed']}.</p>",
    ]
    parts += _levels(figures.get("levels") or [], settings)
    if first["rate"] is not None:
        parts.append(
            f"<p>The first player won {100 * first['rate']:.1f}% "
            f"({100 * first['low']:.1f}–{100 * first['high']:.1f}%, Wilson 95%) of "
            f"{counted(first['n'], 'game')}; a fair game gives {100 * first['fair']:.1f}%.</p>"
        )
    parts.append(
        '<p class="note">A seat scores 1 for a win, 1/2 for a draw and 0 for a loss; a win rate '
        "is those points over its seat-games, with Wilson 95% score intervals. A card's "
        "figures cover the seat-games where the seat held it.</p>"
    )
    variants = results.get("variants") or []
    if variants:
        parts.append(_variants(variants))
    for name, title in (
        ("sweep", "Sweep: win rate against the value"),
        ("win_rates", "Win rates (the baseline)" if variants else "Win rates"),
        ("lengths", "Game length"),
        ("card_impact", "Card impact"),
    ):
        if name in plots:
            data = base64.b64encode(plots[name]).decode("ascii")
            parts.append(f'<h2>{title}</h2><img alt="{title}" src="data:image/png;base64,{data}">')
    for name, (head, rows) in sorted(tables.items(), key=lambda item: item[0] != "variants"):
        parts.append(f"<h2>{escape(TITLES.get(name, name))}</h2>")
        parts.append(_table(head, rows))
    versions = ", ".join(f"{k} {v}" for k, v in results["versions"].items())
    cardsets = ", ".join(f"{k} {v[:12]}" for k, v in results["cardsets"].items())
    parts.append(
        f'<p class="note">Versions: {escape(versions)}. Cardsets: '
        f"{escape(cardsets)}.</p></body></html>"
    )
    return "\n".join(parts) + "\n"


def _draws(figures: dict[str, Any]) -> str:
    draws = counted(figures["draws"], "draw")
    if figures.get("draw_rate") is None:
        return draws
    return f"{draws} ({100 * figures['draw_rate']:.1f}% of finished games)"


def _levels(levels: list[dict[str, Any]], settings: dict[str, Any]) -> list[str]:
    """The levels' win rates in words, when the seats played at different levels."""
    out = []
    if levels:
        said = "; ".join(
            f"{escape(lv['level'])} {100 * lv['rate']:.1f}% "
            f"({100 * lv['low']:.1f}–{100 * lv['high']:.1f}%): {record_words(lv)}"
            for lv in levels
            if lv["rate"] is not None
        )
        out.append(
            f"<p>Win rate per level (Wilson 95%; the levels change seats from game to game): "
            f"{said}.</p>"
        )
    budget = settings.get("hard_iterations")
    if budget is not None:
        out.append(
            f'<p class="note">Hard searched {budget} iterations a decision (exact to repeat; '
            "the table's Hard thinks for 1 s a decision).</p>"
        )
    return out


def _variants(variants: list[dict[str, Any]]) -> str:
    """What each variant changed, and how its figures are compared."""
    items = "".join(
        f"<li><b>{escape(v['name'])}</b>: {escape(v['changes'])}</li>" for v in variants
    )
    return (
        "<h2>Variants</h2>"
        f"<p>Each game was played by the baseline and by every variant with the same seed "
        f"(common random numbers).</p><ul>{items}</ul>"
        '<p class="note">In the table "Variants beside the baseline", rates are in percent and '
        "their differences in points. The interval is the normal 95% interval of the mean "
        "paired difference, the games being the pairs (a game's seats holding a deck are kept "
        "together); only games finished in both are paired. The figures above and the tables "
        "below the variants table are the baseline's; every variant's own figures are in "
        "results.json.</p>"
    )


def _table(head: list[str], rows: list[list[str]]) -> str:
    header = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{header}</tr></thead><tbody>{body}</tbody></table>"
