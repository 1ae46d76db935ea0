"""The value keys of every built-in game in docs/scenario-format.md, written from the games.

`python -m tabletop.engine.values_doc --write` rewrites the part of the page between its two
markers; tests/engine/test_values_doc.py checks that the page holds what this writes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop.engine.command_doc import builtin_games
from tabletop.engine.registry import get_rules
from tabletop.engine.value_survey import GAMES, MOST_COMMANDS, survey_values, value_line

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenario-format.md"
BEGIN = "<!-- value keys: written by `python -m tabletop.engine.values_doc --write` -->"
END = "<!-- end of the value keys -->"


def render_block() -> str:
    lines = [
        BEGIN,
        "",
        f"The values each game keeps, learned from {GAMES} seeded games of at most "
        f"{MOST_COMMANDS} commands (`.pN` is each seat's own, `N` any number; words in "
        "brackets are the labels the game shows; a rules memo has none). `values:` may set "
        "any of them; `python -m tabletop.engine.scenario_schema GAME` prints them for an "
        "editor, with the rest of the scenario file, as JSON Schema.",
        "",
    ]
    for game_id in builtin_games():
        rules = get_rules(game_id)
        own = ", ".join(f"`{k}`" for k in rules.scenario_keys) or "none"
        lines += [f"### {rules.title} (`{game_id}`)", "", f"Its own scenario keys: {own}.", ""]
        lines += [f"- {value_line(rules, entry)}" for entry in survey_values(rules).values()]
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def page_with_block(page: str) -> str:
    """The page with its value keys written anew (added at the end if it has none yet)."""
    if BEGIN in page and END in page:
        head, rest = page.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        return head + render_block() + tail
    return page.rstrip("\n") + "\n\n## Value keys of each game\n\n" + render_block() + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the value keys into the scenario page.")
    parser.add_argument("--write", action="store_true", help=f"rewrite {DOC.name}")
    args = parser.parse_args(argv)
    if args.write:
        DOC.write_text(page_with_block(DOC.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        sys.stdout.write(render_block() + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
