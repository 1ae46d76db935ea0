"""The figures of `tabletop bench` that a reader looks for first, as a table on stderr (the
JSON on stdout stays whole for tools): each game's command against the floor of the same
run, with its target, where the command goes (`anatomy.py`), and Hard's playouts a CPU-second
(`hard_playouts.py`)."""

from __future__ import annotations

from typing import Any, TextIO

from rich.console import Console
from rich.table import Table

#: the anatomy's parts, as the table heads them
PART_HEADS = (
    ("new_game", "new game"),
    ("moves", "moves"),
    ("listing_and_pick", "listing"),
    ("game_bookkeeping", "bookkeeping"),
)


def floor_rows(figures: dict[str, Any]) -> list[tuple[str, ...]]:
    """One row a game: µs a command, times the floor (and the target), games a CPU-second,
    the parts of its command in µs, and whether the target is met."""
    parts = {a["game"]: a["parts_us_per_command"] for a in figures.get("anatomy", [])}
    hard = {h["game"]: h for h in figures.get("hard_playouts", [])}
    rows = []
    for game in figures["against_floor"]["games"]:
        ratio, target = game["times_floor"], game["target_times_floor"]
        split = parts.get(game["game"], {})
        rows.append(
            (
                game["game"],
                f"{game['us_per_command']:.1f}",
                f"{ratio:.1f}x",
                f"{target:g}x",
                "yes" if ratio <= target else "no",
                f"{game['games_per_cpu_s']:g}",
                *(f"{split[key]:.1f}" if key in split else "-" for key, _ in PART_HEADS),
                _hard(hard.get(game["game"])),
            )
        )
    return rows


def _hard(figure: dict[str, Any] | None) -> str:
    """Hard's playouts a CPU-second at the match budget and in the table's box."""
    if figure is None:
        return "-"
    return (
        f"{figure['playouts_per_cpu_s_at_budget']:.0f} / {figure['playouts_per_cpu_s_in_box']:.0f}"
    )


def print_summary(figures: dict[str, Any], stream: TextIO) -> None:
    """The table of `floor_rows`, under a line naming the floor."""
    floor = figures["against_floor"]["floor"]
    console = Console(file=stream, width=120)
    table = Table(
        title=f"A command against the floor ({floor['us_per_command']:.2f} µs a command: a plain "
        "event-sourced Empyrean loop, this run) and where it goes, in µs of CPU time (medians)",
        title_justify="left",
    )
    for head in ("game", "µs", "x floor", "target", "met", "games/CPU-s"):
        table.add_column(head, justify="left" if head == "game" else "right", no_wrap=True)
    for _, head in PART_HEADS:
        table.add_column(head, justify="right", no_wrap=True)
    table.add_column("Hard playouts/CPU-s (budget / box)", justify="right")
    for row in floor_rows(figures):
        table.add_row(*row)
    console.print(table)
