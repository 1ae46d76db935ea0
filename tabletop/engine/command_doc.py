"""docs/commands.md: every command of every built-in game in words, written from the rules.

`python -m tabletop.engine.command_doc` prints it, `--write` writes docs/commands.md (or the
file given with `--write PATH`). The command kinds come from each game's flow (its moves),
what each means from the game's `command_words` (else the move's docstring), and the rest
(source, target, arguments, the decisions that offer it, an example with its words) from
seeded games (`engine/command_survey.py`). tests/engine/test_command_doc.py checks that the
committed file is what this writes, so the page cannot drift from the rules.
"""

from __future__ import annotations

import argparse
import inspect
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop.engine.command_survey import (
    GAMES,
    MOST_COMMANDS,
    KindFacts,
    Survey,
    gather,
    survey,
)
from tabletop.engine.flow import FlowRules
from tabletop.engine.registry import game_ids, get_rules
from tabletop.engine.rules import GameRules

DOC = Path(__file__).resolve().parents[2] / "docs" / "commands.md"

#: the engine's own command kinds, which games share (their words are the engine's)
ENGINE_WORDS = {
    "continue": "go on from a scenario held at its start (`stop_at_start: true`)",
    "pick": "choose one of the lit cards, in a 'choose N of M' (one card a command)",
    "pick.done": "stop choosing cards before N (where fewer may be chosen)",
}

HEADER = f"""\
# Commands

Every command a seat can play, game by game, in words. This page is written by
`python -m tabletop.engine.command_doc --write` from each game's rules and {GAMES} seeded games
per game (at most {MOST_COMMANDS} commands each; each time a command of a kind not met yet is
chosen when one is legal); a test fails when it no longer matches, so it cannot drift.

A command is `seat`, `kind`, `source` (a card instance id, or none), `target` (`zone:<zone>`,
`card:<id>`, `seat:<n>`, or none) and `args` (numbers and words: an amount, a choice). The
table turns a drag of the source onto the target into the command; `game.legal()` lists the
commands the seats to act may play, `game.describe(command)` says one in words. In what
follows, a zone is named by its id without the seat part: "your hand" is the acting seat's
(`p0.hand` for seat 0), "another seat's" an opponent's, and a zone without a seat is the
table's; "r1-6" is r1 to r6, "c1/2/4" c1, c2 and c4 (the places met in the seeded games).
Source is the zone the card is in. A kind the seeded games did not meet is listed at the end
of its game with its meaning only.

Every game also has `continue`: {ENGINE_WORDS["continue"]}.
"""


def _first_sentence(text: str | None) -> str:
    words = " ".join((text or "").split())
    if not words:
        return ""
    end = words.find(". ")
    return words if end < 0 else words[: end + 1]


def kinds_of(rules: GameRules) -> dict[str, str]:
    """The game's command kinds in the order its flow registers them, each with its meaning
    (`command_words` of the rules, else the engine's words, else the move's docstring)."""
    declared: dict[str, str] = dict(rules.command_words)
    out: dict[str, str] = {}
    moves = rules.flow.moves if isinstance(rules, FlowRules) else {}
    for kind, handler in moves.items():
        if kind == "continue":
            continue
        out[kind] = (
            declared.get(kind)
            or ENGINE_WORDS.get(kind)
            or _first_sentence(inspect.getdoc(handler))
            or ""
        )
    for kind, words in declared.items():
        out.setdefault(kind, words)
    return out


def _listed(items: set[str]) -> str:
    return "; ".join(gather(items))


def _after(played: int) -> str:
    return "at the start" if played == 0 else f"after {played} command{'s' * (played != 1)}"


def _kind_section(kind: str, meaning: str, facts: KindFacts) -> list[str]:
    example = facts.example
    command = example.command
    offered = "; ".join(f"{k} ({p})" for k, p in sorted(facts.decisions.items()))
    lines = [
        f"### `{kind}`",
        "",
        f"- Means: {meaning or example.words}",
        f"- Offered at: {offered or 'no decision'}",
        f"- Source: {_listed(facts.sources)}",
        f"- Target: {_listed(facts.targets)}",
        f"- Arguments: {_listed(facts.args)}",
        f"- Example: `{command}`: {example.words} (seed {example.seed}, decks "
        f"{', '.join(example.decks)}, {_after(example.played)})",
        "",
    ]
    return lines


def game_section(rules: GameRules, found: Survey) -> list[str]:
    kinds = kinds_of(rules)
    for kind in found.kinds:
        kinds.setdefault(kind, "")
    hidden = "" if rules.listed else " (not in the menu: a game for tests and benchmarks)"
    lines = [
        f"## {rules.title} (`{rules.id}`){hidden}",
        "",
        f"{len(kinds)} command kinds; {found.commands} commands played in {found.games} "
        "seeded games.",
        "",
    ]
    unmet = []
    for kind, meaning in kinds.items():
        facts = found.kinds.get(kind)
        if facts is None:
            unmet.append(f"- `{kind}`: {meaning or 'no words yet'}")
        else:
            lines += _kind_section(kind, meaning, facts)
    if unmet:
        lines += ["Not met in the seeded games:", "", *unmet, ""]
    return lines


def builtin_games() -> list[str]:
    """The games shipped inside the tabletop package (an installed plugin is not listed)."""
    return sorted(
        g for g in game_ids() if type(get_rules(g)).__module__.startswith("tabletop.games.")
    )


def render(games: Sequence[str] | None = None) -> str:
    lines = [HEADER]
    for game_id in builtin_games() if games is None else games:
        lines += game_section(get_rules(game_id), survey(game_id))
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write docs/commands.md from the rules.")
    parser.add_argument(
        "--write", nargs="?", const=str(DOC), default=None, help="write the page (to PATH)"
    )
    args = parser.parse_args(argv)
    text = render()
    if args.write is None:
        sys.stdout.write(text)
    else:
        Path(args.write).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
