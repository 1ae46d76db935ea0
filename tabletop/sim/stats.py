"""The figures of a simulation, from its game records (play.py), as plain JSON.

A seat's result in a game is scored by `Outcome.points` (win 1, draw 1/2, loss 0), the one way
every figure of the app counts it; a rate is the points over the seat-games, with its wins,
draws and losses and its Wilson 95% score interval.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.outcome import Outcome, wilson
from tabletop.engine.turn_order import CLOCKWISE

Record = dict[str, Any]

#: a card's impact is ranked (summary, chart) only when both groups hold this many seat-games
MIN_GROUP = 10


def rate(points: Iterable[float]) -> dict[str, Any]:
    """Seat-game results (each `Outcome.points`: 1, 1/2 or 0) as a rate with its counts and
    interval, rounded for reading (never for computing)."""
    results = list(points)
    return counted_rate(results.count(1.0), results.count(0.5), len(results))


def counted_rate(wins: int, draws: int, n: int) -> dict[str, Any]:
    """`rate` from the counts of wins and draws among `n` seat-games."""
    score = wins + draws / 2
    low, high = wilson(score, n)
    return {
        "n": n,
        "wins": wins,
        "draws": draws,
        "losses": n - wins - draws,
        "score": score,
        "rate": round(score / n, 6) if n else None,
        "low": round(low, 6),
        "high": round(high, 6),
    }


def outcome_of(record: Record) -> Outcome:
    """A finished game's outcome, from its record."""
    players = len(record["decks"])
    winners, drawn = tuple(record["winners"]), tuple(record.get("drawn") or ())
    losers = tuple(s for s in range(players) if s not in winners and s not in drawn)
    return Outcome(winners, drawn, losers, str(record.get("reason", "")))


def points(record: Record, seat: int) -> float:
    """The seat's result in a finished game: win 1, draw 1/2, loss 0 (`Outcome.points`)."""
    return outcome_of(record).points(seat)


def spread(values: Iterable[float]) -> dict[str, Any]:
    data = list(values)
    if not data:
        return {"n": 0}
    return {
        "n": len(data),
        "mean": round(statistics.fmean(data), 6),
        "median": statistics.median(data),
        "sd": round(statistics.pstdev(data), 6),
        "min": min(data),
        "max": max(data),
    }


def summarize(
    records: list[Record],
    decks: tuple[str, ...],
    deck_cards: Callable[[str], list[str]],
    card_name: Callable[[str], str] = str,
) -> dict[str, Any]:
    """Every figure: `deck_cards(deck)` gives a deck's card ids (for cards never drawn),
    `card_name(id)` the name a card's figures are shown by."""
    finished = sorted((r for r in records if r["finished"]), key=lambda r: int(r["index"]))
    mixed = len({level for r in records for level in r["bots"]}) > 1
    return {
        **({"levels": level_rates(finished)} if mixed else {}),
        "games": len(records),
        "unfinished": len(records) - len(finished),
        "draws": sum(1 for r in finished if outcome_of(r).is_draw),
        "draw_rate": round(sum(outcome_of(r).is_draw for r in finished) / len(finished), 6)
        if finished
        else None,
        "seat_orders": seat_orders(finished),
        "matchups": matchups(finished, decks),
        "decks": deck_rates(finished, decks),
        "first_seat": first_seat(finished),
        "length": {
            "commands": spread(r["commands"] for r in finished),
            "rounds": spread(r["rounds"] for r in finished if r["rounds"] is not None),
        },
        "cards": card_impact(finished, deck_cards, card_name),
        "metrics": metrics(finished),
    }


def seat_orders(records: list[Record]) -> list[dict[str, Any]]:
    """Per seat order of decks: each seat's win rate."""
    groups: dict[tuple[str, ...], list[Record]] = defaultdict(list)
    for record in records:
        groups[tuple(record["decks"])].append(record)
    out = []
    for decks, games in sorted(groups.items()):
        seats = [rate(points(r, s) for r in games) for s in range(len(decks))]
        out.append({"decks": list(decks), "games": len(games), "seats": seats})
    return out


def matchups(records: list[Record], decks: tuple[str, ...]) -> list[dict[str, Any]]:
    """Two players: deck A's win rate against deck B over both seat orders (A != B)."""
    if any(len(r["decks"]) != 2 for r in records):
        return []
    out = []
    for a in decks:
        for b in decks:
            if a == b:
                continue
            results = [
                points(record, seat)
                for record in records
                for seat, deck in enumerate(record["decks"])
                if deck == a and record["decks"][CLOCKWISE.next(seat, 2)] == b
            ]
            out.append({"deck": a, "against": b, **rate(results)})
    return out


def level_rates(records: list[Record]) -> list[dict[str, Any]]:
    """Each bot level's win rate over every seat it held (a run whose seats play at different
    levels; the levels change seats from game to game, plan.py)."""
    results: dict[str, list[float]] = defaultdict(list)
    for record in records:
        for seat, level in enumerate(record["bots"]):
            results[level].append(points(record, seat))
    return [{"level": level, **rate(results[level])} for level in sorted(results)]


def thinking(records: list[Record]) -> list[dict[str, Any]]:
    """Per bot level, how long it thought (CPU seconds of the thread that played the game):
    in all, a decision (every command the level chose) and a seat-game; `choices`: the
    decisions with more than one command to choose among (those a search thinks over)."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0, 0, 0])
    for record in records:
        for level, spent in zip(record["bots"], record.get("think") or (), strict=False):
            entry = totals[level]
            entry[0] += float(spent[0])
            entry[1] += int(spent[1])
            entry[2] += int(spent[2])
            entry[3] += 1
    out = []
    for level in sorted(totals):
        seconds, decisions, choices, games = totals[level]
        out.append(
            {
                "level": level,
                "seat_games": int(games),
                "decisions": int(decisions),
                "choices": int(choices),
                "cpu_s": round(seconds, 3),
                "cpu_s_per_decision": round(seconds / decisions, 6) if decisions else None,
                "cpu_s_per_choice": round(seconds / choices, 6) if choices else None,
                "cpu_s_per_game": round(seconds / games, 4) if games else None,
            }
        )
    return out


def deck_rates(records: list[Record], decks: tuple[str, ...]) -> list[dict[str, Any]]:
    """Each deck's win rate over every seat it held (mirror matches count both seats)."""
    out = []
    for deck in decks:
        results = [
            points(record, seat)
            for record in records
            for seat, held in enumerate(record["decks"])
            if held == deck
        ]
        out.append({"deck": deck, **rate(results)})
    return out


def first_seat(records: list[Record]) -> dict[str, Any]:
    """How often the seat that went first won, against the 1/players a fair game gives."""
    results = [points(r, int(r["first"])) for r in records]
    players = len(records[0]["decks"]) if records else 2
    figure = rate(results)
    fair = 1 / players
    figure["fair"] = round(fair, 6)
    figure["advantage"] = round(sum(results) / len(records) - fair, 6) if records else None
    return figure


def card_impact(
    records: list[Record],
    deck_cards: Callable[[str], list[str]],
    card_name: Callable[[str], str] = str,
) -> list[dict[str, Any]]:
    """Per card, over the seat-games where the seat held it (in its deck list, or drew it):
    how often drawn and played, and the seat's win rate when it was played versus not."""
    tallies: dict[str, list[int]] = defaultdict(lambda: [0] * 7)
    # card -> [seat-games held, drawn, played, wins and draws when played, the same when not]
    for record in records:
        for seat, deck in enumerate(record["decks"]):
            use = record["cards"][seat]
            verdict = outcome_of(record).verdict(seat)
            for card in sorted(set(deck_cards(deck)) | set(use)):
                drawn, played = use.get(card, (0, 0))
                entry = tallies[card]
                entry[0] += 1
                entry[1] += drawn
                entry[2] += played
                if verdict != "loss":
                    entry[(3 if played else 5) + (verdict == "draw")] += 1
    out = []
    for card, (held_n, drawn, played_n, won_p, drew_p, won_n, drew_n) in sorted(tallies.items()):
        when_played = counted_rate(won_p, drew_p, played_n)
        when_not = counted_rate(won_n, drew_n, held_n - played_n)
        impact = (
            round(when_played["score"] / played_n - when_not["score"] / (held_n - played_n), 6)
            if played_n and held_n - played_n
            else None
        )
        out.append(
            {
                "card": card,
                "name": card_name(card),
                "seat_games": held_n,
                "drawn": int(drawn),
                "played": played_n,
                "drawn_rate": round(drawn / held_n, 6),
                "played_rate": round(played_n / held_n, 6),
                "win_when_played": when_played,
                "win_when_not_played": when_not,
                "impact": impact,
            }
        )
    return out


def ranked_by_impact(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards whose play moves the win rate most, largest difference first."""
    known = [
        c
        for c in cards
        if c["impact"] is not None and min(c["played"], c["seat_games"] - c["played"]) >= MIN_GROUP
    ]
    return sorted(known, key=lambda c: (-abs(c["impact"]), c["card"]))


def metrics(records: list[Record]) -> dict[str, dict[str, Any]]:
    """Each figure the game declares (GameRules.sim_metrics), over every game that gave it."""
    values: dict[str, list[float]] = defaultdict(list)
    for record in records:
        for name, value in record["metrics"].items():
            values[name].append(float(value))
    return {name: spread(data) for name, data in sorted(values.items())}
