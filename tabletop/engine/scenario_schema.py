"""The JSON Schema of one game's scenario files, for editors (beside the cardset schema).

`scenario_schema(rules)` names every top-level key (docs/scenario-format.md), the game's own
scenario keys, its zones, its cards (ids and names), the value keys it keeps with their
kinds and words (learned from seeded games: `value_survey.py`), and the goal of a puzzle.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from tabletop.engine.goals import GOAL_KEYS, KINDS, WITHIN
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.engine.scenario_checks import SCENARIO_KEYS
from tabletop.engine.seat_words import ALL_SEAT_WORDS
from tabletop.engine.value_survey import ValueKey, survey_values

JSON_TYPES = {
    "a whole number": "integer",
    "true or false": "boolean",
    "text": "string",
    "a list": "array",
    "a mapping": "object",
    "a number": "number",
}


def _seat(players: int, words: str) -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": players - 1, "description": words}


def _value(rules: GameRules, entry: ValueKey, players: int) -> dict[str, Any]:
    words = "; ".join(sorted(entry.words)) or "a rules memo"
    if entry.base in rules.seat_values:
        return _seat(players, f"a seat number: {words}")
    if entry.base in rules.value_ranges:
        low, high = rules.value_ranges[entry.base]
        return {"type": "integer", "minimum": low, "maximum": high, "description": words}
    types = sorted({JSON_TYPES[k] for k in entry.kinds if k in JSON_TYPES})
    out: dict[str, Any] = {"description": words}
    if types:
        out["type"] = types[0] if len(types) == 1 else types
    return out


def _key_pattern(key: str) -> str:
    return "^" + re.escape(key).replace("N", r"\d+") + "$"


def _card(rules: GameRules) -> dict[str, Any]:
    cards = rules.cardset.cards
    names = sorted({*cards, *(c.name for c in cards.values())})
    ref = {"anyOf": [{"enum": names}, {"type": "string"}], "description": "a card id or name"}
    entry = {
        "type": "object",
        "required": ["card"],
        "additionalProperties": False,
        "properties": {
            "card": ref,
            "face_up": {"type": "boolean"},
            "counters": {"type": "object", "additionalProperties": {"type": "integer"}},
            "flags": {"type": "array", "items": {"type": "string"}},
            "label": {"type": "string"},
            "attach": {"type": "string", "description": "the label of another card"},
            "owner": {"type": "integer", "minimum": 0},
            "used": {"type": "array", "items": {"type": "integer", "minimum": 1}},
        },
    }
    return {"anyOf": [ref, entry]}


def _goal(players: int) -> dict[str, Any]:
    command = {"type": "array", "minItems": 5, "maxItems": 5}
    measure = {
        "type": "object",
        "required": ["at_least"],
        "properties": {
            "at_least": {"type": "integer", "minimum": 1},
            "value": {"type": "string"},
            "counter": {"type": "string"},
            "card": {"type": "string"},
            "cards_in": {"type": "string"},
        },
        "additionalProperties": False,
    }
    props: dict[str, Any] = {
        "seat": _seat(players, "whose goal"),
        "win": {"const": True},
        "draw": {"const": True},
        "survive": {"const": True},
        "deal": measure,
        "keep": {"anyOf": [{"type": "string"}, {"type": "object"}]},
        "within": {"enum": list(WITHIN)},
        "hint": {"type": "boolean"},
        "words": {"type": "string"},
        "solution": {"type": "array", "items": command},
        "wrong": {"type": "array", "items": command},
        "difficulty": {"enum": [1, 2, 3], "description": "1 (a first lesson) to 3 (a hard find)"},
        "teaches": {"type": "string", "description": "the book's section the puzzle teaches"},
    }
    assert set(props) == set(GOAL_KEYS)
    return {
        "type": ["object", "null"],
        "properties": props,
        "additionalProperties": False,
        "description": f"a puzzle's goal: one of {', '.join(KINDS)} (docs/puzzles.md)",
    }


def _setup_keys(rules: GameRules, players: int) -> dict[str, Any]:
    """The keys that set a game up: who plays, with which decks and options."""
    text = {"type": ["string", "null"]}
    return {
        "game": {"const": rules.id},
        "title": text,
        "description": text,
        "seed": {"type": ["integer", "null"]},
        "players": {
            "type": ["integer", "null"],
            "minimum": rules.min_players,
            "maximum": players,
        },
        "decks": {"type": ["array", "null"], "items": {"enum": sorted(rules.cardset.decks)}},
        "seats": {"type": ["array", "null"], "items": {"enum": list(ALL_SEAT_WORDS)}},
        "names": {"type": ["array", "null"], "items": {"type": "string"}},
        "options": {**rules.options_model.model_json_schema(), "type": ["object", "null"]},
        "undo_policy": {"enum": ["unlimited", "strict", None]},
    }


def _position_keys(rules: GameRules, players: int, values: dict[str, ValueKey]) -> dict[str, Any]:
    """The keys that set the position: phase, values, zones, who acts, and a puzzle's goal."""
    text = {"type": ["string", "null"]}
    return {
        "phase": text,
        "values": {
            "type": ["object", "null"],
            "patternProperties": {
                _key_pattern(e.key): _value(rules, e, players) for e in values.values()
            },
        },
        "zones": {
            "type": ["object", "null"],
            "propertyNames": {"enum": sorted(rules.layout.zones(players))},
            "additionalProperties": {"type": "array", "items": _card(rules)},
        },
        "to_act": {
            "anyOf": [
                _seat(players, "the seat to act"),
                {"type": "array", "items": _seat(players, "a seat to act")},
                {"type": "null"},
            ]
        },
        "prompt": text,
        "stop_at_start": {"type": ["boolean", "null"]},
        "at": {
            "enum": ["start", "inside", None],
            "description": "start: the phase's entry (draws, refreshes) still to come",
        },
        "hold": {"anyOf": [{"type": "boolean"}, {"type": "array"}, {"type": "null"}]},
        "goal": _goal(players),
        "sandbox": {
            "type": ["boolean", "null"],
            "description": "true: a position the game's rules cannot hold (never a puzzle)",
        },
    }


def _game_keys(rules: GameRules, players: int, values: dict[str, ValueKey]) -> dict[str, Any]:
    """The game's own scenario keys: a seat, a value key's kind, or a bare description."""
    props: dict[str, Any] = {}
    for key in rules.scenario_keys:
        entry = values.get(key)
        if key in rules.seat_values:
            props[key] = _seat(players, f"the game's scenario key {key} (a seat)")
        elif entry is not None:
            props[key] = _value(rules, entry, players)
        else:
            props[key] = {"description": f"the game's scenario key {key}"}
    return props


def scenario_schema(rules: GameRules) -> dict[str, Any]:
    """JSON Schema (draft 2020-12) of a scenario file of this game."""
    players = rules.max_players
    values = survey_values(rules)
    props = {**_setup_keys(rules, players), **_position_keys(rules, players, values)}
    assert set(props) == set(SCENARIO_KEYS)
    props.update(_game_keys(rules, players, values))
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"{rules.title} scenario file",
        "type": "object",
        "required": ["game"],
        "properties": props,
        "patternProperties": {"^x-": {}},
        "additionalProperties": False,
    }


def main(argv: list[str] | None = None) -> int:
    """`python -m tabletop.engine.scenario_schema GAME`: the schema as JSON on stdout."""
    parser = argparse.ArgumentParser(description="Print a game's scenario file JSON Schema.")
    parser.add_argument("game", metavar="GAME", help="game id")
    args = parser.parse_args(argv)
    sys.stdout.write(json.dumps(scenario_schema(get_rules(args.game)), indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
