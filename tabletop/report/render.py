"""A report as text (a game report to read) or as JSON (for tools)."""

from __future__ import annotations

from typing import Any

from tabletop.report.items import Consequence, Decision, Heading, Prompt, Report


def render_text(report: Report) -> str:
    lines = [f"# {report.title}", ""]
    for seat in report.seats:
        deck = f", {seat.deck} deck" if seat.deck else ""
        lines.append(f"Seat {seat.number}: {seat.name} ({seat.kind}{deck})")
    lines.append(f"Seed {report.seed}.")
    if report.reader is not None:
        reader = report.seats[report.reader - 1].name
        lines.append(f"As seat {report.reader} ({reader}) saw it: other hands are hidden.")
    for item in report.items:
        if isinstance(item, Heading):
            lines += ["", f"{'#' * item.level} {item.text}"]
        elif isinstance(item, Decision):
            lines += ["", f"{item.number}. {item.player}: {item.text}"]
        elif isinstance(item, Prompt):
            lines.append(f"   ? {item.text}")
        else:
            lines.append(f"   - {item.text}")
    lines.append("")
    lines.append(f"# Result: {report.result}" if report.result else "# The game is not over")
    return "\n".join(lines) + "\n"


def render_json(report: Report) -> dict[str, Any]:
    """The report as plain JSON data: header, then the items in order, each with its type."""
    items: list[dict[str, Any]] = []
    for item in report.items:
        if isinstance(item, Heading):
            items.append({"type": "heading", "level": item.level, "text": item.text})
        elif isinstance(item, Decision):
            items.append(
                {
                    "type": "decision",
                    "number": item.number,
                    "seat": item.seat,
                    "player": item.player,
                    "command": item.command,
                    "text": item.text,
                }
            )
        elif isinstance(item, Prompt):
            items.append({"type": "prompt", "text": item.text})
        elif isinstance(item, Consequence):
            items.append(
                {"type": "event", "event": item.kind, "text": item.text, "count": item.count}
            )
    return {
        "game": report.game,
        "title": report.title,
        "seed": report.seed,
        "seats": [
            {"seat": s.number, "name": s.name, "kind": s.kind, "deck": s.deck} for s in report.seats
        ],
        "reader": report.reader,
        "items": items,
        "result": report.result,
        "winners": report.winners,
        "drawn": report.drawn,
    }
