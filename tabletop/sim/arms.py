"""A run's rules, made once: the game's rules with the run's own decks (the baseline), then
each variant's. They travel with the run to every game it plays in this process; a worker
process or a Dask worker is an edge, and makes them again, once, from `RunRules.spec` (plain
JSON: the game's id, the variants and the own decks' cards), never from a file."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any

from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.sim.own_decks import run_rules
from tabletop.sim.plan import Settings
from tabletop.sim.variant import Variant
from tabletop.sim.variant_cards import vary


@dataclass(frozen=True)
class RunRules:
    """The rules of each arm of a run (0: the baseline), and the decks dealt as card lists."""

    arms: tuple[GameRules, ...]
    #: the run's own decks (deck list files), which a game deals as lists of card ids
    own: frozenset[str]
    #: what a worker makes these rules from again (`from_spec`)
    spec: str

    @property
    def base(self) -> GameRules:
        return self.arms[0]


def run_rules_of(settings: Settings) -> RunRules:
    """The run's rules from its settings (which checked every variant against the decks the
    run plays, so no deck is checked again here)."""
    return _made(_spec(settings))


def from_spec(spec: str) -> RunRules:
    """A worker's edge: the run's rules from the spec it was sent, made once per process."""
    return _made(spec)


def _spec(settings: Settings) -> str:
    variants = [v.to_json() for v in settings.variants]
    return spec_of(settings.game, variants, settings.own_decks())


def spec_of(game_id: str, variants: list[dict[str, Any]], own: dict[str, list[str]]) -> str:
    """The spec of a run's rules: the game, its variants and its own decks, as JSON text (the
    settings carry the same three)."""
    return json.dumps({"game": game_id, "variants": variants, "own": own}, sort_keys=True)


@functools.lru_cache(maxsize=8)
def _made(spec: str) -> RunRules:
    data = json.loads(spec)
    own: dict[str, list[str]] = data["own"]
    base = run_rules(get_rules(data["game"]), own)
    varied = (vary(base, Variant.from_json(v), check=False) for v in data["variants"])
    return RunRules((base, *varied), frozenset(own), spec)
