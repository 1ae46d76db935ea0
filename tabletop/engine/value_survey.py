"""The values a game keeps, learned by watching seeded games: each key (a seat's keys as one,
`damage.pN`), the kinds of value seen under it, and the words the rules label it with.

Scenarios may set any of them (`values:`); docs/scenario-format.md lists them game by game
and `scenario_schema` gives them to an editor. A game that declares `value_words` on its
rules (key -> words) has its own words used first.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass, field

from tabletop.engine.api import new_game
from tabletop.engine.events import ValueSet
from tabletop.engine.rules import GameRules
from tabletop.engine.scenario_checks import kind_of
from tabletop.engine.value_keys import general_key as general_key

GAMES = 3
MOST_COMMANDS = 400
_SEAT_NAME = re.compile(r"^Player \d+'s ")


@dataclass
class ValueKey:
    """One key (`.pN` standing for every seat's), its kinds and its words."""

    key: str
    kinds: set[str] = field(default_factory=set)
    words: set[str] = field(default_factory=set)

    @property
    def base(self) -> str:
        return self.key.replace(".pN", "")


@functools.lru_cache(maxsize=16)
def survey_values(
    rules: GameRules, games: int = GAMES, most: int = MOST_COMMANDS
) -> dict[str, ValueKey]:
    """Every value key the game set in `games` seeded random games, by key (worked out once
    per game: the answer is shared, not to be changed)."""
    found: dict[str, ValueKey] = {}
    for seed in range(1, games + 1):
        game = new_game(rules.id, seed=seed)
        rng = random.Random(seed)
        for _ in range(most):
            if game.result is not None or not game.legal():
                break
            game.play(rng.choice(game.legal()))
        for event in game.events:
            if event.__class__ is not ValueSet:
                continue
            assert isinstance(event, ValueSet)
            if event.key.startswith("secret."):
                continue
            entry = found.setdefault(general_key(event.key), ValueKey(general_key(event.key)))
            if event.value is not None:
                entry.kinds.add(kind_of(event.value))
            if event.label:  # "Player 1's essence": the seat's name is the panel's
                entry.words.add(_SEAT_NAME.sub("", event.label))
    declared: dict[str, str] = dict(rules.value_words)
    for key, words in declared.items():
        entry = found.setdefault(key, ValueKey(key))
        entry.words = {words}
    return dict(sorted(found.items()))


def value_line(rules: GameRules, entry: ValueKey) -> str:
    """The key in one line: its kind (and range, or a seat), and its words."""
    base = entry.base
    if base in rules.seat_values:
        kind = "a seat number"
    elif base in rules.value_ranges:
        low, high = rules.value_ranges[base]
        kind = f"a whole number from {low:,} to {high:,}"
    else:
        kind = " or ".join(sorted(entry.kinds)) or "any value"
    words = "; ".join(sorted(entry.words))
    return f"`{entry.key}`: {kind}" + (f" ({words})" if words else " (a rules memo)")
