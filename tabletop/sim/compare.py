"""A variant beside the baseline, figure by figure: each deck's win rate, each matchup (two
players), each seat of each seat order, the first player's win rate, the game's length, the
game's own figures and how often each card the variant changes is drawn and played, as the
baseline's value, the variant's, the difference and its paired 95% interval (paired.py). Only
games finished in both arms are paired."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop.engine.turn_order import CLOCKWISE
from tabletop.sim.paired import Pair, paired_difference
from tabletop.sim.stats import points

Record = dict[str, Any]
#: a game's (value, weight) for one figure, or None when the game does not count for it
Measure = Callable[[Record], tuple[float, float] | None]


def by_game(records: list[Record], arms: int) -> dict[int, dict[int, Record]]:
    """Finished records by the game of the plan (index // arms), then by arm."""
    games: dict[int, dict[int, Record]] = {}
    for record in records:
        if record["finished"]:
            games.setdefault(int(record["index"]) // arms, {})[int(record.get("variant", 0))] = (
                record
            )
    return games


def _deck(deck: str) -> Measure:
    def measure(record: Record) -> tuple[float, float] | None:
        seats = [s for s, held in enumerate(record["decks"]) if held == deck]
        return (sum(points(record, s) for s in seats), len(seats)) if seats else None

    return measure


def _matchup(deck: str, against: str) -> Measure:
    def measure(record: Record) -> tuple[float, float] | None:
        decks = record["decks"]
        seats = [s for s in range(2) if decks[s] == deck and decks[CLOCKWISE.next(s, 2)] == against]
        return (sum(points(record, s) for s in seats), len(seats)) if seats else None

    return measure


def _seat_order(order: tuple[str, ...], seat: int) -> Measure:
    def measure(record: Record) -> tuple[float, float] | None:
        return (points(record, seat), 1) if tuple(record["decks"]) == order else None

    return measure


def _first(record: Record) -> tuple[float, float]:
    return points(record, int(record["first"])), 1


def _value(key: str) -> Measure:
    def measure(record: Record) -> tuple[float, float] | None:
        value = record[key]
        return None if value is None else (float(value), 1)

    return measure


def _metric(name: str) -> Measure:
    def measure(record: Record) -> tuple[float, float] | None:
        value = record["metrics"].get(name)
        return None if value is None else (float(value), 1)

    return measure


def _card(card: str, what: int) -> Measure:
    """Seats that drew (`what` 0) or played (1) the card in a game."""

    def measure(record: Record) -> tuple[float, float]:
        return sum(seat.get(card, (0, 0))[what] for seat in record["cards"]), 1

    return measure


def measures(
    decks: tuple[str, ...],
    players: int,
    metrics: list[str],
    cards: Sequence[tuple[str, str]] = (),
    orders: Sequence[tuple[str, ...]] = (),
) -> list[tuple[str, str, Measure]]:
    """(kind, figure's name, its measure) of every figure compared; `cards`: (id, name) of the
    cards whose draws and plays are compared."""
    out: list[tuple[str, str, Measure]] = [("win rate", d, _deck(d)) for d in decks]
    if players == 2:
        out += [("matchup", f"{a} vs {b}", _matchup(a, b)) for a in decks for b in decks if a != b]
    out += [
        ("seat order", f"{' vs '.join(order)}: seat {seat + 1}", _seat_order(order, seat))
        for order in orders
        for seat in range(players)
    ]
    out.append(("win rate", "first player", _first))
    out += [("mean", "commands a game", _value("commands"))]
    out += [("mean", "rounds or turns a game", _value("rounds"))]
    out += [("mean", name, _metric(name)) for name in metrics]
    for card, name in cards:
        out.append(("mean", f"{name}: seats that drew it a game", _card(card, 0)))
        out.append(("mean", f"{name}: seats that played it a game", _card(card, 1)))
    return out


def compare(
    records: list[Record],
    arms: int,
    arm: int,
    decks: tuple[str, ...],
    players: int,
    cards: Sequence[tuple[str, str]] = (),
) -> list[dict[str, Any]]:
    """Every figure of arm `arm` beside the baseline's (arm 0), paired game by game; `cards`:
    (id, name) of the cards whose draws and plays are compared too."""
    games = [g for g in by_game(records, arms).values() if 0 in g and arm in g]
    metrics = sorted({n for g in games for r in (g[0], g[arm]) for n in r["metrics"]})
    orders = sorted({tuple(g[0]["decks"]) for g in games})
    rows = []
    for kind, name, measure in measures(decks, players, metrics, cards, orders):
        pairs: list[Pair] = []
        for game in games:
            base, varied = measure(game[0]), measure(game[arm])
            if base is not None and varied is not None and base[1] == varied[1]:
                pairs.append((base[0], varied[0], base[1]))
        if pairs:
            rows.append({"kind": kind, "figure": name, **paired_difference(pairs)})
    return rows
