"""The one-screen summary of a simulation: rows of (label, figures), printed by the command as
text and drawn by the table's "Simulate these decks…" as two columns."""

from __future__ import annotations

from typing import Any

from tabletop.engine.plural import counted
from tabletop.sim.stats import ranked_by_impact

CARDS_SHOWN = 5
#: a label's width in the printed summary when it is indented (decks, cards)
LABEL_WIDTH = 30

#: (label, figures); a row without figures is a heading or a line of its own
Row = tuple[str, str]


def _pct(figure: dict[str, Any]) -> str:
    if figure["rate"] is None:
        return "—"
    return f"{100 * figure['rate']:5.1f}% ({100 * figure['low']:.1f}–{100 * figure['high']:.1f}%)"


def record_words(figure: dict[str, Any]) -> str:
    """'24 won, 4 drawn, 22 lost of 50 seat-games' (a rate's counts)."""
    n = counted(figure["n"], "seat-game")
    if "draws" not in figure:
        return f"over {n}"
    return f"{figure['wins']:,} won, {figure['draws']:,} drawn, {figure['losses']:,} lost of {n}"


def heading(results: dict[str, Any]) -> str:
    """ "Tally: 12 of 12 games (0 draws, 0 unfinished), 200 games/s"; with variants, the
    baseline's games counted apart: "(the baseline's 12 and 1 variant's; the baseline: ...)"."""
    figures = results["figures"]
    played = f"{len(results['games']):,} of {counted(results['games_planned'], 'game')}"
    draws = counted(figures["draws"], "draw")
    if figures.get("draw_rate") is not None:
        draws += f" ({100 * figures['draw_rate']:.1f}%)"
    outcome = f"{draws}, {figures['unfinished']:,} unfinished"
    count = len(results.get("variants") or [])
    if count:
        theirs = "1 variant's" if count == 1 else f"{count} variants'"
        outcome = f"the baseline's {figures['games']} and the {theirs}; the baseline: {outcome}"
    speed = f"{results['run']['games_per_s']:,.1f} games a second"
    return f"{results['game_title']}: {played} ({outcome}), {speed}"


def summary_rows(results: dict[str, Any]) -> list[Row]:
    figures = results["figures"]
    rows: list[Row] = [(heading(results), ""), ("", "")]
    if figures.get("levels"):
        rows.append(("level win rates (Wilson 95%; the levels change seats):", ""))
        for level in figures["levels"]:
            rows.append((f"  {level['level']}", f"{_pct(level)}  {record_words(level)}"))
    rows.append(("deck win rates (Wilson 95%):", ""))
    for deck in sorted(figures["decks"], key=lambda d: -(d["rate"] or 0)):
        rows.append((f"  {deck['deck']}", f"{_pct(deck)}  {record_words(deck)}"))
    first = figures["first_seat"]
    if first["rate"] is not None:
        rows.append(("first player wins", f"{_pct(first)}; fair: {100 * first['fair']:.1f}%"))
    commands = figures["length"]["commands"]
    rounds = figures["length"]["rounds"]
    if commands["n"]:
        text = f"{commands['mean']:.1f} commands a game"
        if rounds["n"]:
            text += f", {rounds['mean']:.1f} rounds or turns"
        rows.append(("length:", text))
    ranked = ranked_by_impact(figures["cards"])
    if ranked:
        rows.append(("cards whose play moves the win rate most (played vs not):", ""))
        for card in ranked[:CARDS_SHOWN]:
            rows.append(
                (
                    f"  {card.get('name', card['card'])}",
                    f"{100 * card['impact']:+5.1f} points "
                    f"(played in {card['played']:,} of {counted(card['seat_games'], 'seat-game')})",
                )
            )
    rows += think_rows(results.get("think") or [], results["settings"])
    for name, figure in figures["metrics"].items():
        if figure["n"]:
            rows.append((f"{name}:", f"mean {figure['mean']:.2f}"))
    for variant in results.get("variants") or []:
        rows += variant_rows(variant)
    return rows


def think_rows(think: list[dict[str, Any]], settings: dict[str, Any]) -> list[Row]:
    """How long each level thought (CPU): a decision with a choice, and a game."""
    shown = [t for t in think if t["cpu_s_per_game"] is not None]
    if not shown:
        return []
    rows: list[Row] = [("thinking, CPU seconds per level:", "")]
    budget = settings.get("hard_iterations")
    for entry in shown:
        text = f"{entry['cpu_s_per_game']:.2f} s a game"
        if entry["cpu_s_per_choice"] is not None:
            text = f"{entry['cpu_s_per_choice']:.3f} s a decision, " + text
        text += f" ({entry['choices'] / entry['seat_games']:.1f} decisions a game)"
        if entry["level"] == "hard" and budget is not None:
            text += f", {budget} iterations a decision"
        rows.append((f"  {entry['level']}", text))
    return rows


def variant_rows(variant: dict[str, Any]) -> list[Row]:
    """A variant's win rates beside the baseline's: the difference in points and its paired
    95% interval."""
    named = variant["name"]
    if variant["changes"] != named:
        named += f" ({variant['changes']})"
    rows: list[Row] = [("", ""), (f"variant {named}, paired 95%:", "")]
    for row in variant["comparison"]:
        if row["kind"] != "win rate" or row["difference"] is None:
            continue
        text = (
            f"{100 * row['baseline']:5.1f}% -> {100 * row['variant']:5.1f}%, "
            f"{100 * row['difference']:+.1f} points"
        )
        if row["low"] is not None:
            text += f" ({100 * row['low']:+.1f} to {100 * row['high']:+.1f})"
        rows.append((f"  {row['figure']}", f"{text} over {counted(row['pairs'], 'game')}"))
    return rows


def summary(results: dict[str, Any]) -> str:
    lines = []
    for label, figures in summary_rows(results):
        if not figures:
            lines.append(label)
        elif label.startswith(" "):
            lines.append(f"{label:{LABEL_WIDTH}} {figures}")
        else:
            lines.append(f"{label} {figures}")
    return "\n".join(lines)
