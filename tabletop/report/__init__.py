"""A saved game as a report people can read (`tabletop replay`), or as JSON for tools.

`build_report(game, reader)` turns a game's log into report items (headings, decisions, what
each caused); `render_text` and `render_json` write them out. Only the game's public surface is
read: `game.log` (each entry's `command` and `events`), `event.describe(namer)`, the event class
names, `game.names`, `game.config` and `game.describe`.
"""

from tabletop.report.build import build_report
from tabletop.report.items import Consequence, Decision, Heading, Prompt, Report
from tabletop.report.render import render_json, render_text

__all__ = [
    "Consequence",
    "Decision",
    "Heading",
    "Prompt",
    "Report",
    "build_report",
    "render_json",
    "render_text",
]
