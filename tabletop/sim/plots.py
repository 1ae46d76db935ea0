"""The plots of a simulation as PNG bytes (matplotlib, drawn off screen): the win-rate matrix as
a heat map with its intervals, game-length histograms, the card impact chart and a sweep's win
rate against the value.

matplotlib is the optional extra `tabletop[sim]`; without it `available()` is False and the
simulation writes everything else."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

CARDS_SHOWN = 20


def available() -> bool:
    try:
        # lazy: is the optional matplotlib (tabletop[sim]) there? not loaded by every run
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _figure(width: float, height: float) -> Any:
    # lazy: matplotlib is an optional 0.5 s import only drawing a plot needs
    import matplotlib

    matplotlib.use("Agg")
    # lazy: as matplotlib, and only once its backend is chosen (no window)
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), dpi=100, layout="constrained")


def _png(figure: Any) -> bytes:
    out = io.BytesIO()
    figure.savefig(out, format="png")
    return out.getvalue()


def win_rates(figures: dict[str, Any], decks: tuple[str, ...]) -> bytes:
    """Two players and several decks: the matrix (row deck's win rate against the column deck,
    over both seat orders); otherwise each deck's win rate with its interval."""
    if figures["matchups"] and len(decks) > 1:
        return _heat_map(figures["matchups"], decks)
    rows = figures["decks"]
    fig = _figure(max(5.0, 0.8 * len(rows) + 2), 4)
    ax = fig.subplots()
    names = [r["deck"] for r in rows]
    rates = [100 * (r["rate"] or 0) for r in rows]
    errors = [
        [rate - 100 * r["low"] for rate, r in zip(rates, rows, strict=True)],
        [100 * r["high"] - rate for rate, r in zip(rates, rows, strict=True)],
    ]
    ax.bar(names, rates, yerr=errors, capsize=4, color="#4c72b0")
    ax.set_ylabel("win rate % (Wilson 95% interval)")
    ax.set_ylim(0, 100)
    ax.tick_params(axis="x", labelrotation=30)
    return _png(fig)


def _heat_map(matchups: list[dict[str, Any]], decks: tuple[str, ...]) -> bytes:
    # lazy: numpy comes with matplotlib, an optional extra only drawing a plot needs
    import numpy as np

    index = {deck: i for i, deck in enumerate(decks)}
    grid = np.full((len(decks), len(decks)), np.nan)
    size = max(5.0, 1.1 * len(decks) + 2)
    fig = _figure(size, size * 0.85)
    ax = fig.subplots()
    for m in matchups:
        if m["rate"] is not None:
            grid[index[m["deck"]], index[m["against"]]] = 100 * m["rate"]
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
    for m in matchups:
        if m["rate"] is None:
            continue
        text = f"{100 * m['rate']:.0f}%\n{100 * m['low']:.0f}–{100 * m['high']:.0f}"
        ax.text(index[m["against"]], index[m["deck"]], text, ha="center", va="center", fontsize=7)
    ax.set_xticks(range(len(decks)), decks, rotation=40, ha="right")
    ax.set_yticks(range(len(decks)), decks)
    ax.set_xlabel("against")
    ax.set_ylabel("deck")
    ax.set_title("win rate % (Wilson 95% interval), both seat orders")
    fig.colorbar(image, ax=ax, shrink=0.8)
    return _png(fig)


def lengths(records: list[dict[str, Any]]) -> bytes:
    """Histograms of game length: commands, and rounds or turns when the game counts them."""
    finished = [r for r in records if r["finished"]]
    rounds = [r["rounds"] for r in finished if r["rounds"] is not None]
    fig = _figure(9 if rounds else 5, 3.5)
    axes = fig.subplots(1, 2 if rounds else 1, squeeze=False)[0]
    axes[0].hist([r["commands"] for r in finished], bins=30, color="#55a868")
    axes[0].set_xlabel("commands per game")
    axes[0].set_ylabel("games")
    if rounds:
        span = max(rounds) - min(rounds) + 1
        axes[1].hist(rounds, bins=min(span, 30), color="#c44e52")
        axes[1].set_xlabel("rounds or turns per game")
    return _png(fig)


def card_impact(ranked: list[dict[str, Any]]) -> bytes:
    """The cards whose play moves the win rate most (`ranked`: stats.ranked_by_impact's, each
    group at least MIN_GROUP seat-games): win rate when played and when not, each with its
    interval."""
    shown = ranked[:CARDS_SHOWN]
    shown.reverse()
    fig = _figure(8, max(2.5, 0.32 * len(shown) + 1.2))
    ax = fig.subplots()
    for row, card in enumerate(shown):
        for key, colour, shift in (
            ("win_when_played", "#4c72b0", 0.15),
            ("win_when_not_played", "#dd8452", -0.15),
        ):
            figure = card[key]
            rate = 100 * figure["rate"]
            ax.errorbar(
                rate,
                row + shift,
                xerr=[[rate - 100 * figure["low"]], [100 * figure["high"] - rate]],
                fmt="o",
                color=colour,
                capsize=3,
                markersize=4,
            )
    ax.set_yticks(range(len(shown)), [c.get("name", c["card"]) for c in shown])
    ax.set_xlim(0, 100)
    ax.set_xlabel("win rate % when played (blue) and not played (orange), 95% intervals")
    ax.set_title(f"card impact: the {len(shown)} cards with the largest difference")
    return _png(fig)


def sweep(figures: dict[str, Any], variants: list[dict[str, Any]], decks: tuple[str, ...]) -> bytes:
    """Win rate against the swept value (Wilson 95% intervals): each deck's (with several
    decks) and the first player's, one line each; the baseline's rate as a dashed line of the
    same colour."""
    steps = [v for v in variants if v["variant"].get("sweep")]
    labels = sorted({v["variant"]["sweep"][0] for v in steps})
    fig = _figure(6 * len(labels), 4)
    axes = fig.subplots(1, len(labels), squeeze=False)[0]
    colours = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3"]
    for ax, label in zip(axes, labels, strict=True):
        mine = sorted(
            (v for v in steps if v["variant"]["sweep"][0] == label),
            key=lambda v: float(v["variant"]["sweep"][1]),
        )
        xs = [float(v["variant"]["sweep"][1]) for v in mine]
        Pick = Callable[[dict[str, Any]], dict[str, Any]]
        lines: list[tuple[str, Pick, str]] = [("first player", _first, "#555555")]
        if len(decks) > 1:
            lines += [
                (deck, _deck_rate(deck), colours[n % len(colours)]) for n, deck in enumerate(decks)
            ]
        for name, pick, colour in lines:
            rows = [pick(v["figures"]) for v in mine]
            rates = [100 * (r["rate"] or 0) for r in rows]
            errors = [
                [rate - 100 * r["low"] for rate, r in zip(rates, rows, strict=True)],
                [100 * r["high"] - rate for rate, r in zip(rates, rows, strict=True)],
            ]
            ax.errorbar(xs, rates, yerr=errors, capsize=3, marker="o", color=colour, label=name)
            base = pick(figures)
            if base["rate"] is not None:
                ax.axhline(100 * base["rate"], color=colour, linestyle="--", linewidth=0.8)
        ax.set_xlabel(label)
        ax.set_ylabel("win rate % (Wilson 95% interval)")
        ax.set_ylim(0, 100)
        ax.set_xticks(xs)
        ax.set_title(f"win rate against {label} (dashed: the baseline)")
        ax.legend(fontsize=7)
    return _png(fig)


def _first(figures: dict[str, Any]) -> dict[str, Any]:
    first: dict[str, Any] = figures["first_seat"]
    return first


def _deck_rate(deck: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def pick(figures: dict[str, Any]) -> dict[str, Any]:
        row: dict[str, Any] = next(d for d in figures["decks"] if d["deck"] == deck)
        return row

    return pick
