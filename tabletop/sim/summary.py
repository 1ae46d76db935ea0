"""The one-screen summary a simulation prints when it ends."""

from __future__ import annotations

from typing import Any

from tabletop.sim.stats import ranked_by_impact

CARDS_SHOWN = 5


def _pct(figure: dict[str, Any]) -> str:
    if figure["rate"] is None:
        return "—"
    return f"{100 * figure['rate']:5.1f}% ({100 * figure['low']:.1f}–{100 * figure['high']:.1f})"


def summary(results: dict[str, Any]) -> str:
    figures = results["figures"]
    lines = [
        f"{results['game_title']}: {figures['games']} of {results['games_planned']} games"
        f" ({figures['draws']} draws, {figures['unfinished']} unfinished), "
        f"{results['run']['games_per_s']} games/s",
        "",
        "deck win rates (Wilson 95%):",
    ]
    for deck in sorted(figures["decks"], key=lambda d: -(d["rate"] or 0)):
        lines.append(f"  {deck['deck']:28} {_pct(deck)}  over {deck['n']} seat-games")
    first = figures["first_seat"]
    if first["rate"] is not None:
        lines.append(f"first player wins {_pct(first)}; fair: {100 * first['fair']:.1f}%")
    commands = figures["length"]["commands"]
    rounds = figures["length"]["rounds"]
    if commands["n"]:
        text = f"length: {commands['mean']:.1f} commands a game"
        if rounds["n"]:
            text += f", {rounds['mean']:.1f} rounds or turns"
        lines.append(text)
    ranked = ranked_by_impact(figures["cards"])
    if ranked:
        lines.append("cards whose play moves the win rate most (played vs not):")
        for card in ranked[:CARDS_SHOWN]:
            lines.append(
                f"  {card['card']:28} {100 * card['impact']:+5.1f} points "
                f"({card['played']} of {card['seat_games']} seat-games played)"
            )
    for name, figure in figures["metrics"].items():
        if figure["n"]:
            lines.append(f"{name}: mean {figure['mean']:g}")
    return "\n".join(lines)
