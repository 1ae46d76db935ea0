"""What each command kind of a game looks like in play: seeded games explored for examples.

`survey(game_id)` plays a few seeded games, each time choosing a command of a kind not seen
yet when one is legal (else any, at random), and notes for every legal command it meets its
source and target (which zones, whose), its arguments, the decisions that offer it, and the
first one of its kind with its words as the game describes it. docs/commands.md is written
from it (`engine/command_doc.py`). The same seeds give the same survey.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from tabletop.engine.api import new_game
from tabletop.engine.commands import Command
from tabletop.engine.game import Game

#: seeded games played per game, and the most commands played in each
GAMES = 6
MOST_COMMANDS = 600

_SEAT_ZONE = re.compile(r"^p(\d+)\.")


@dataclass(frozen=True)
class Example:
    """The first legal command of a kind met, and where: its words, the game's seed and decks,
    and the commands played before it (`line`: a new game of that seed replays to it)."""

    command: Command
    words: str
    seed: int
    decks: tuple[str, ...]
    line: tuple[Command, ...]

    @property
    def played(self) -> int:
        return len(self.line)


@dataclass
class KindFacts:
    """Everything met about one command kind."""

    kind: str
    example: Example
    sources: set[str] = field(default_factory=set)
    targets: set[str] = field(default_factory=set)
    args: set[str] = field(default_factory=set)
    decisions: dict[str, str] = field(default_factory=dict)  # decision kind -> a prompt


@dataclass
class Survey:
    game_id: str
    kinds: dict[str, KindFacts]
    games: int
    commands: int


def place(game: Game, zone: str, seat: int) -> str:
    """A zone as a command's reader sees it: whose (yours, another seat's) and its id without
    the seat part ("your hand" for p0.hand and seat 0; "market.s1": the table's)."""
    match = _SEAT_ZONE.match(zone)
    if match is None:
        return zone
    base = zone[match.end() :]
    return f"your {base}" if int(match.group(1)) == seat else f"another seat's {base}"


_NUMBERED = re.compile(r"^(.*?)(\d+)$")


def gather(places: set[str]) -> list[str]:
    """Places in order, those differing only by a final number said once ("your r1-6")."""
    groups: dict[str, list[int]] = {}
    plain: list[str] = []
    for item in places:
        match = _NUMBERED.match(item)
        if match is None:
            plain.append(item)
        else:
            groups.setdefault(match.group(1), []).append(int(match.group(2)))
    out = plain
    for stem, numbers in groups.items():
        numbers.sort()
        if len(numbers) == 1:
            out.append(f"{stem}{numbers[0]}")
        elif numbers == list(range(numbers[0], numbers[-1] + 1)):
            out.append(f"{stem}{numbers[0]}-{numbers[-1]}")
        else:
            out.append(f"{stem}{'/'.join(str(n) for n in numbers)}")
    return sorted(out)


def _source(game: Game, command: Command) -> str:
    if command.source is None:
        return "none"
    where = game.state.where.get(command.source)
    return "a card" if where is None else place(game, where, command.seat)


def _target(game: Game, command: Command) -> str:
    kind = command.target_kind
    if kind is None:
        return "none"
    if kind == "zone":
        return place(game, command.target_zone or "", command.seat)
    if kind == "card":
        where = game.state.where.get(command.target_card or -1)
        return "a card" if where is None else f"a card in {place(game, where, command.seat)}"
    seat = command.target_seat
    return "your seat" if seat == command.seat else "another seat"


def _args(command: Command) -> str:
    if not command.args:
        return "none"
    return ", ".join("a number" if isinstance(a, int) else "a word" for a in command.args)


def _note(facts: dict[str, KindFacts], game: Game, seed: int) -> None:
    decision = game.state.decision
    for command in game.legal():
        known = facts.get(command.kind)
        if known is None:
            words = game.describe(command)
            example = Example(command, words, seed, game.config.decks, game.commands)
            known = facts[command.kind] = KindFacts(command.kind, example)
        known.sources.add(_source(game, command))
        known.targets.add(_target(game, command))
        known.args.add(_args(command))
        if decision is not None:
            known.decisions.setdefault(decision.kind, decision.prompt)


def survey(game_id: str, games: int = GAMES, most: int = MOST_COMMANDS) -> Survey:
    """Explore `games` seeded games of `game_id` (seeds 1, 2, ...) for its command kinds."""
    facts: dict[str, KindFacts] = {}
    total = 0
    for seed in range(1, games + 1):
        game = new_game(game_id, seed=seed, seats=None)
        rng = random.Random(seed)
        played = 0
        kinds: set[str] = set()  # played in this game: exploring prefers the others
        while played < most and game.result is None:
            _note(facts, game, seed)
            legal = game.legal()
            if not legal:
                break
            fresh = [c for c in legal if c.kind not in kinds]
            command = rng.choice(fresh or legal)
            game.play(command)
            kinds.add(command.kind)
            played += 1
        total += played
    return Survey(game_id, facts, games, total)
